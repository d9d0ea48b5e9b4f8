import { euro, italianDate } from '../kb/format.js';
import { levelPayAt } from '../kb/pay.js';
import type { Ccnl } from '../kb/schema.js';
import type { Cell } from './compare-cells.js';
import { levelShort } from './shared/levels.js';

/**
 * A year's minimum pay set side by side ("e in un anno, con le mensilità di ciascuno, quanto fa?"): each
 * agreement's monthly minimum of the level times its number of monthly payments, the two figures it is made
 * of said with it. Without a level, or without a number of payments, it is a named gap.
 */

/** A year asked of pay: "in un anno", "all'anno", "sull'anno", "tutto l anno", "annuo", "annuale". */
// ("da un anno" is seniority; "l'anno scorso" a date.)
export const YEAR_OF_PAY =
  /\b(?:in|per|all|l|nell|sull)['’ ]?\s?(?:un )?anno\b(?! (?:scors|prossim|passat|precedent|dopo|prima))|\bannu[oaie]\b|\bannual\w*/;

/**
 * An amount asked of that year ("quanto fa", "in tutto", "quanto costa in più all'anno", "minimo annuo", "su base annua … quale rende di più"), not
 * a count of monthly payments.
 */
export const YEAR_AMOUNT =
  /\bquanto (?:(?:ci|ne) (?=guadagn))?(?:fa|fanno|farei|faremmo|farebbe|fare(?:bbero)?|viene|vengono|verrebbe|prend\w*|guadagn\w*|si prende|e in tutto|sono in tutto|porto a casa|porterei a casa)\b|\bin tutto\b|\btotale\b|\b(?:minim[oi]|stipend[io]|retribuzion[ei]|paga) annu\w*|\bsu base annu\w*|\brend\w* (?:di )?piu\b|\bquanto cambi\w*|\bmoltiplicat\w* per\b|\bquanto (?:\w+ )?cost(?:a|ano|erebbe|erebbero)\b|\blord\w* annu\w*|\bannu\w* lord\w*/;

/** Both the month's and the year's asked outright ("sia al mese sia all'anno", "al mese e sull'anno"). */
const MONTH_AND_YEAR =
  /\b(?:sia )?al mese (?:sia|che|e) (?:all|sull|in un)['’ ]?\s?anno\b|\b(?:sia )?(?:all|sull)['’ ]?\s?anno (?:sia|che|e) al mese\b/;

/**
 * Seniority steps and personal extras only set aside ("senza IAR, scatti o superminimi", "scatti e superminimi
 * lasciamoli fuori"): they are not a measure asked beside the year's minimum.
 */
function onlySetAsideSteps(text: string): boolean {
  const rest = text
    .replace(/\b(?:senza|esclus\w*|escludendo|niente|ne|tranne|a parte)\b[^.?;]{0,40}?\bscatt\w*/g, ' ')
    .replace(
      /\bscatt\w*[^.?;]{0,40}?\b(?:lasciamol\w*|li lasciamo|escludiamol\w*|li escludiamo|esclus\w*|a parte|fuori)\b/g,
      ' ',
    );
  return !/\bscatt/.test(rest);
}

/**
 * The year's minimum asked, with the month's when both are ("al mese e di quanto … e sull'anno"), the month's
 * first unless the year is the point ("al mese e soprattutto all'anno").
 */
export function yearMeasures(text: string, monthToo: boolean): ('minimi' | 'annuo')[] {
  if (!monthToo) return ['annuo'];
  const yearFirst = /\b(?:soprattutto|in particolare|specie) (?:all|sull|in un|nell)['’ ]?\s?anno\b/.test(
    text,
  );
  return yearFirst ? ['annuo', 'minimi'] : ['minimi', 'annuo'];
}

/**
 * The year's minimum asked in a comparison, with the month's when both are: the measures to compare instead of
 * those read (only the minimum, the payments and the levels, or steps only set aside), or undefined.
 */
export function yearAsked(text: string, asked: readonly string[]): ('minimi' | 'annuo')[] | undefined {
  // "e in un anno con le mensilità di ciascuno quanto fa?": the year's minimum, of the minimum and the payments (levels set).
  // "chi paga di più al mese e di quanto? E sull'anno?": the month's minimums and the year's, both asked.
  // ("mi confronta i minimi mensili in vigore e il minimo annuo?": both named, the month's first.)
  const monthToo =
    asked.includes('minimi') &&
    ((/\bal mese\b/.test(text) && /\bdi quanto\b|\bquanto cambi/.test(text)) ||
      /\bminim[oi] mensil[ei]\b/.test(text) ||
      MONTH_AND_YEAR.test(text));
  if (
    YEAR_OF_PAY.test(text) &&
    (YEAR_AMOUNT.test(text) || monthToo) &&
    // ("moltiplicati per il numero di mensilità", "tenendo conto del numero di mensilità": the payments multiply
    // the year's pay, not a count asked.)
    !/\bquant[ei] mensilit|(?<!per il |conto del |contando il |considerando il |in base al )\bnumero (?:di|delle) mensilita\b(?! (?:non e (?:lo stesso|uguale)|e divers|divers|cambia))|\bpiu mensilit|\bmensilita annu/.test(
      text,
    ) &&
    asked.every(
      (m): boolean =>
        m === 'minimi' || m === 'mensilita' || m === 'livelli' || (m === 'scatti' && onlySetAsideSteps(text)),
    )
  )
    return yearMeasures(text, monthToo);
  return undefined;
}

const gap = (note: string): Cell => ({ figure: null, note, statement: '', article: null, sources: [] });

export function annualCell(ccnl: Ccnl, level: string | undefined, date: string): Cell {
  if (!level) return gap('livello non indicato: il minimo annuo dipende dal livello');
  const pay = levelPayAt(ccnl, level, date);
  const payments = ccnl.monthly_payments.value;
  if (!pay) return gap(`minimo del ${levelShort(level)} al ${italianDate(date)} non disponibile`);
  if (typeof payments !== 'number')
    return gap('numero di mensilità non disponibile nella base di conoscenza');
  const year = Math.round(pay.row.amount * payments * 100) / 100;
  return {
    figure: euro(year),
    value: year,
    note: `${euro(pay.row.amount)} × ${payments} mensilità`,
    statement: `Minimo mensile del ${levelShort(level)} dal ${italianDate(pay.table.effective_from)}: ${euro(pay.row.amount)}; ${payments} mensilità`,
    article: `tabella minimi dal ${italianDate(pay.table.effective_from)}`,
    sources: [...pay.table.sources, ...ccnl.monthly_payments.sources],
  };
}
