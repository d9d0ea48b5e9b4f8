/** How a payroll-rule question at an income is asked: a part year, a yes or no, the deduction's floor. */
import { euro, MONTHS } from '../kb/format.js';
import { CUNEO, EMPLOYEE_DEDUCTION as D13 } from '../payroll/rules.js';
import { SOURCES } from '../payroll/sources.js';
import type { SourceRef } from '../payroll/steps.js';

const MONTH = `(${MONTHS.join('|')})`;
// "ha lavorato solo da settembre", "assunto dal 1° marzo", "in servizio da aprile a luglio": the months worked.
const WORKED_FROM = new RegExp(
  `\\b(?:lavorat\\w*|lavora|assunt\\w*|in servizio|impiegat\\w*)\\s+(?:(?:solo|soltanto|appena)\\s+)?(?:da|dal|dall'|a partire da|a|ad|il|nel mese di)\\s*(?:(?:1°?|1º|primo)\\s+)?${MONTH}(?:\\s+(?:a|al|fino a|fino al)\\s+(?:(?:tutto|fine|31)\\s+)?${MONTH})?`,
);

/** Days from the first of a month to the end of another, in a non-leap year unless the year is given. */
function monthSpanDays(from: number, to: number, year: number): number {
  return Math.round((Date.UTC(year, to + 1, 1) - Date.UTC(year, from, 1)) / 86_400_000);
}

/**
 * The days worked in the year, when the question gives fewer than a whole year ("per 120 giorni", "ha lavorato
 * solo da settembre": the months to December, counted in days).
 */
export function daysWorked(text: string, year = 2026): number | undefined {
  const match = /\b(\d{1,3}) giorni\b/.exec(text);
  let days = match ? Number(match[1]) : undefined;
  if (days === undefined) {
    const span = WORKED_FROM.exec(text.toLowerCase());
    if (span?.[1]) {
      const from = MONTHS.indexOf(span[1]);
      const to = span[2] ? MONTHS.indexOf(span[2]) : 11;
      if (to >= from) days = monthSpanDays(from, to, year);
    }
  }
  return days !== undefined && days > 0 && days < 365 ? days : undefined;
}

/** "in busta c'è il trattamento integrativo: è giusto o me lo tolgono a fine anno?": whether the item is due. */
const ITEM_VERDICT =
  /\be (?:giust|corrett)\w*|\b(?:me|te|ce|glie)l[oaie] (?:tolg\w*|togli\w*|riprend\w*)|\bdev\w* (?:restituir|ridar)\w*/;

/** A clause asked as yes or no ("mi spetta il trattamento integrativo?", "ho diritto al bonus?"). */
export function asksWhetherDue(text: string): boolean {
  return text
    .split(/(?<=\?)/)
    .some(
      (clause) =>
        clause.includes('?') &&
        (/\bspett\w*|\bho diritto\b|\bha diritto\b|\bne ho diritto\b|\brientr\w*/.test(clause) ||
          ITEM_VERDICT.test(clause)) &&
        !/\b(?:quant\w*|qual\w*|come|quando|perch\w*)\b/.test(clause),
    );
}

/**
 * The question asks the rule's amount at an income ("quanto spetta con 35.000 €", "detrazione a 30.000 €?"),
 * not its threshold, a range of incomes or how it works.
 */
export function asksAmount(text: string): boolean {
  if (
    /\bsoglia|come funzion|come si calcol|\btra \S*\d\S* e \S*\d|\bda \S*\d\S* a \S*\d|\bfino a (?:che|quale|quanto) (?:reddit|livell|import|cifr)/.test(
      text,
    )
  )
    return false;
  return (
    /\bquant|ammont|spett|calcol|\bvale\b|\bvalgono\b|import|mi tocca|corrispond/.test(text) ||
    // "voglio solo l'IRPEF netta dei due anni", "mi serve la detrazione": a figure asked without a question mark.
    /\b(?:voglio|vorrei|mi serv\w*|mi dic\w*)\b/.test(text) ||
    // "mi fai vedere l'IRPEF lorda dei due anni e la differenza?": the figures shown, their difference.
    /\b(?:mi fa\w*|fammi|ci fa\w*|mi mostr\w*|mostrami)\s+(?:vedere|il conto|i conti)\b|\bla differenza\b/.test(
      text,
    ) ||
    // "RAL 70.000 nel 2026: contributi INPS a carico del dipendente?": the figure's contributions, named bare.
    /^\s*(?:e |i |gli )?(?:contribut\w*|inps)\b/.test(text) ||
    // "detr. lav. dip. 2025, RC 19.500": an income named bare before its figure.
    /\breddit\w* (?:complessiv\w* )?\d/.test(text) ||
    // "qual è la detrazione con un reddito di 22.000 €": an income stated is the one to apply the rule to.
    /\b(?:qual|quale|che|dimmi|sapere)\b|\b(?:con|per|su|a|di) (?:un |una )?(?:reddit\w*|ral|lordo|imponibile)\b|\breddit\w* (?:complessiv\w* |annu\w* |imponibil\w* )?(?:di|da|pari a)\b/.test(
      text,
    ) ||
    text.split(' ').length <= 8 ||
    ITEM_VERDICT.test(text)
  );
}

// "qual è la detrazione minima garantita?", "il minimo della detrazione a termine": the art. 13 floor asked.
// "e il minimo per un contratto a termine?": the minimum named bare, in a question on the deduction.
const FLOOR_ASKED =
  /\bdetrazion\w* minim\w*|\bminim\w* (?:garantit\w*|di detrazion\w*|della detrazion\w*|spettant\w*)|\bminim\w*\b[^?]{0,30}\bgarantit|\b(?:il|qual e il|quant e il|e il) minimo\b(?! (?:contrattual|tabellar|sindacal|retributiv|mensil|orari|conglobat|del livello|di paga|imponibil|giornalier)\w*)/;

/**
 * "detrazione sotto i 15mila euro quanto è?": an upper bound said where the art. 13 deduction is flat (reddito
 * complessivo up to 15.000 €) is that band, read as the income itself, not a RAL to take contributions from.
 */
export function flatBandBound(text: string): number | undefined {
  const m =
    /\b(?:sotto|fino|entro|meno|inferior\w*|non oltre|al di sotto)\s*(?:a|ai|i|di|dei|agli)?\s*(\d[\d.,]*)\s*(mila|k)?\b/.exec(
      text,
    );
  if (!m) return undefined;
  const raw = Number((m[1] ?? '').replace(/\.(?=\d{3}\b)/g, '').replace(',', '.'));
  const value = m[2] && raw < 1000 ? raw * 1000 : raw;
  return value >= 1000 && value <= D13.lowIncomeLimit ? value : undefined;
}

/**
 * The art. 13 TUIR floor asked at an income: 1.380 € on a fixed-term contract, 690 € otherwise, up to 15.000 € of
 * income. Undefined when the question does not ask the minimum.
 */
export function deductionFloorAsked(
  clause: string,
  text: string,
  income: number,
  fullAmount: number,
  bandOnly = false,
): { answer: string; sources: SourceRef[] } | undefined {
  if (!FLOOR_ASKED.test(clause)) return undefined;
  const fixedTerm = /\btempo determinato\b|\ba termine\b|\bstagional\w*/.test(text);
  const asked = fixedTerm ? D13.floorFixedTerm : D13.floorOpenEnded;
  const other = fixedTerm ? D13.floorOpenEnded : D13.floorFixedTerm;
  const head = `La detrazione minima garantita per lavoro dipendente (art. 13 c. 1 TUIR) ${fixedTerm ? 'per un contratto a tempo determinato' : 'per un contratto a tempo indeterminato'} è di **${euro(asked)}** l'anno (${euro(other)} ${fixedTerm ? 'a tempo indeterminato' : 'a tempo determinato'}), con un reddito complessivo fino a ${euro(D13.lowIncomeLimit)}.`;
  // The band asked ("sotto i 15mila quanto è? e il minimo …?"): the caller's amount comes first, the floor after.
  if (bandOnly)
    return {
      answer: `${head} Il minimo conta quando la detrazione rapportata ai giorni lavorati scende sotto quella cifra.`,
      sources: [SOURCES.art13Floors],
    };
  const tail =
    income > D13.lowIncomeLimit
      ? ` Con ${euro(income)} di reddito il minimo non si applica: la detrazione è di ${euro(fullAmount)}.`
      : ` Con ${euro(income)} di reddito per l'anno intero spetta comunque la detrazione piena di ${euro(fullAmount)}, superiore al minimo: il minimo conta quando la detrazione rapportata ai giorni lavorati scende sotto quella cifra.`;
  return { answer: head + tail, sources: [SOURCES.art13Floors] };
}

/** The cuneo fiscale's further deduction (L. 207/2024) written out for this income. */
export function extraSteps(income: number): string[] {
  if (income <= CUNEO.extraDeductionFrom)
    return [
      `Reddito fino a ${euro(CUNEO.extraDeductionFrom)}: l’ulteriore detrazione non spetta (spetta invece la somma esente).`,
    ];
  if (income <= CUNEO.extraDeductionFull)
    return [
      `Reddito tra ${euro(CUNEO.extraDeductionFrom)} e ${euro(CUNEO.extraDeductionFull)}: ${euro(CUNEO.extraDeductionAmount)} pieni.`,
    ];
  if (income <= CUNEO.extraDeductionTo)
    return [
      `Reddito tra ${euro(CUNEO.extraDeductionFull)} e ${euro(CUNEO.extraDeductionTo)}: ${euro(CUNEO.extraDeductionAmount)} × (${euro(CUNEO.extraDeductionTo)} − ${euro(income)}) / ${euro(CUNEO.extraDeductionTo - CUNEO.extraDeductionFull)}.`,
    ];
  return [`Reddito oltre ${euro(CUNEO.extraDeductionTo)}: l’ulteriore detrazione non spetta.`];
}
