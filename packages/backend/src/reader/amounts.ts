import { MONTH_NAMES } from '../kb/format.js';
import { appositionKind } from './apposition.js';
import { ASKS_MINIMUM } from './asks-minimum.js';
import { isPayrollCode, isReferenceNumber } from './figure-identifiers.js';
import { flatSumFigure } from './flat-sum.js';
import { numbersIn } from './numbers.js';
import { PAY_VERB, PER_MONTH_AFTER } from './pay-verb.js';
import type { Amount, AmountKind } from './request.js';
import { withStatedProduct } from './stated-product.js';

// Words around a figure that say what it is, nearest first. Checked on the few words before and after.
export const KIND_WORDS: [AmountKind, RegExp][] = [
  ['superminimo', /superminim|super minim/],
  // The payslip's taxable pay ("imponibile previdenziale 2.300") is the month's gross the withholdings apply
  // to; listed before INPS so that "imponibile INPS" stays the gross.
  [
    'monthly_gross',
    /\bimponibil\w*(?: (?:previdenzial\w*|contributiv\w*|inps|fiscal\w*|irpef|lord\w*|del mese|mensil\w*))?/,
  ],
  ['inps', /\binps\b|contribut|previdenzial|\bivs\b/],
  ['irpef', /\birpef\b|ritenut|trattenut[ae] fiscal|tasse/],
  [
    'net',
    /\bnet{1,2}[oiae]\b(?: annu[oiae]| mensil[ei])?|in tasca|porta(?:re)? a casa|(?<!\blord[oaie] (?:mensil[ei] )?)in busta|\bpulit[oiae]\b|\bin mano\b|\bsul conto\b/,
  ],
  ['ral', /\bral\b|annu[oia]|all'anno|l'anno|\bannui\b/],
  ['monthly_gross', /\blord[oia]\b|\blordi\b|mensil|al mese|retribuzione|stipendio|paga/],
];

/** Counts, not money: "3 scatti", "2 anni", "14 mensilità", "50%", "4° livello", "10 giorni". */
const DAY_OF_MONTH =
  /^\s*(?:gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre)\b/;
const NOT_MONEY_AFTER =
  /^\s*(?:%|per ?cento|°|ª|º|scatt|ann[oi]|mes[ei]|mensilit|giorn|settiman|sett\b|gg\b|livell|figli|dipendent|persone|lavorator|ore settimanal|ore a settiman|ore alla settiman|ore su\b|h\b|scontrin|pezz[io]\b|client[ei]\b|ettar|metri|mq\b|km\b|chilometr|camer[ae]\b|copert[io]\b|abitant|kg\b|chil[io]\b|quintal|tonnellat|litri\b|cv\b|kw\b|invitat|ospit[ei]\b|partecipant|pazient|utent[ei]\b|alunn|student|bambin|tavol[io]\b|pax\b|post[io] letto|letti\b|pasti\b|pizze\b)/;
/** A pay verb right before a figure ("prendo 2000"). */
const PAID_BEFORE = new RegExp(`${PAY_VERB}\\s*$`);
/** A figure's own word after it: money, net or gross, a RAL. */
const DESCRIBED_AFTER = /^\s*(?:€|euro|net{1,2}[oiae]|lord[oiae]|di ral)\b/;
/** "2000 al mese", "1950 mensili": a month's pay, when no tax year could be the figure ("minimo 2026 al mese"). */
const MONTH_PAY_AFTER = new RegExp(String.raw`^\s*${PER_MONTH_AFTER}\b`);
// Figures a story tells that are not the worker's pay: a phone number, the shop's turnover or takings, its rent, a
// previous job's pay ("in un'altra ditta dove prendeva 1.400") or a past year's rate, what a car or a parking costs, a
// consultant's quote, a temp agency's price, a travel allowance or a bonus set aside ("il premio di risultato
// era 1.400 euro, ma quello non c'entra"), a tax's exemption threshold ("0,8% comunale, soglia di esenzione 10.000 €", "solo sulla parte oltre i 23k").
const NOT_PAY_BEFORE =
  /\b(?:cell\w*|tel\w*|whatsapp)\.?\s*:?\s*(?:\+39\s*)?(?:\d+\s*)?$|\b(?:fattur\w*|incass\w*|ricav\w*|affitt\w*|finanziament\w*|prestit\w*|trasfert\w*|preventiv\w*|buon[io] (?:pasto|carburante)|ticket restaurant|premio (?:di risultato|di produzione|produttivit\w*)|interinal\w*|mutu\w*|bollett\w*|arredament\w*|insegn\w*|soglia (?:di )?esenzion\w*|(?:parte|quota) (?:che (?:va |sta )?)?(?:oltre|sopra|eccedent\w*)|esenzion\w* (?:fino|sotto)\w*|franchigi\w*)\b[^\d.;?]{0,30}$|\bprima (?:facev|lavorav|prendev|stav)\w*\b[^\d.;?]{0,40}$|\b(?:altr[ao]|precedente|vecchi[ao])\b[^.;?]{0,40}\b(?:prendev|guadagnav)\w*\b[^\d.;?]{0,20}$|\bl'anno (?:prima|precedente)\b[^\d.;?]{0,40}$|\bin nero\b[^\d.;?]{0,20}$|\b(?:parchegg\w*|benzin\w*|carburant\w*|macchin\w*|auto|abbonament\w*)\b[^\d.;?]{0,20}\bcost\w*\s*(?:€|euro)?\s*$/;
// "650 € di affitto", "15.000 € di arredamento", "un mutuo di 640 €" told after the figure; a difference
// ("uno che guadagna 200 euro più di me").
// A pay word between the other figure's word and this one ("preventivo veloce: RAL 32.000"), or right after the
// figure ("con il mutuo mi servono 1.900 netti"), says the figure is pay after all.
const PAY_LABEL =
  /\b(?:ral|lord\w*|nett\w*|stipendi\w*|retribuzion\w*|paga|minim\w*|superminim\w*|imponibil\w*)\b/;
// A bill the firm closed with a client ("il banqueting aveva già chiuso il conto a 14.000 euro"): the business's
// takings, not the worker's pay ("conto" reaches here mended to "costo").
const BILL_BEFORE =
  /\b(?:chius\w*|pagat\w*|saldat\w*|fatt[oa]|presentat\w*|emess\w*) (?:il|un|lo) (?:conto|costo|scontrino)\b[^\d.;?]{0,20}$|\b(?:banquet\w*|banchett\w*|catering)\b[^\d.;?]{0,40}$/;
// A bonus, tip or one-off sum named right before its figure ("a settembre ha preso un premio di 150 euro", "una
// tantum di 300 €", "straordinari pagati 200 euro"): money the story tells beside the pay, never the month's pay.
// The name must be close (no comma or figure between), and a pay word between gives the figure back to the pay.
const BONUS_BEFORE =
  /\b(?:premi[oa]?|bonus|una ?tantum|gratific\w*|manci[ae]|mance|straordinar\w* (?:pagat\w* |liquidat\w* )?(?:di|da|per|pari a))\b[^\d.,;?]{0,20}$/;
const BONUS_PAY_WORD = /\b(?:ral|stipendi\w*|retribuzion\w*|paga|minim\w*|superminim\w*|imponibil\w*)\b/;
// An extra month told as paid with its figure ("a luglio le abbiamo già pagato la quattordicesima pro quota
// (circa 350 euro)", "mi hanno pagato una tredicesima di 1.300 euro"), or a figure named by what it is after it
// ("300 euro di mance", "350 € di quattordicesima"): that sum, never the month's pay. A comma before "circa" may
// part them ("… in proporzione, circa 450 euro"); "tredicesima compresa, 10.800" is a year's pay that includes it.
const EXTRA_MONTH_PAID_BEFORE =
  /\b(?:pagat\w*|liquidat\w*|erogat\w*|corrispost\w*|anticipat\w*|pres[oa]|ricevut\w*|avut[oa])\b[^\d.;?]{0,20}\b(?:tredicesim\w*|quattordicesim\w*|1[34](?:ª|a)(?= ))([^\d.,;?]{0,25}(?:,\s*(?:circa|di circa|pari a|cioe)\s*)?)$/;
const NAMED_AFTER =
  /^\s*(?:€|euro)?\s*(?:lord\w*\s*|nett\w*\s*)?(?:circa\s*)?(?:di|d'|in|come)\s+(?:manc[ei]a?|mance|gratific\w*|una ?tantum|premi\b|tredicesim\w*|quattordicesim\w*|arretrat\w*)/;
function notPay(before: string, after: string): boolean {
  if (NOT_PAY_AFTER.test(after) || BILL_BEFORE.test(before) || flatSumFigure(before, after)) return true;
  const extraPaid = EXTRA_MONTH_PAID_BEFORE.exec(before);
  if ((extraPaid && !BONUS_PAY_WORD.test(extraPaid[1] ?? '')) || NAMED_AFTER.test(after)) return true;
  // ("con un premio arrivo a circa 23.500 € di imponibile": the pay word after the figure names it the pay.)
  const bonus = /^\s*(?:€|euro)?\s*(?:di |d')(?:ral|imponib|reddit)/.test(after)
    ? null
    : BONUS_BEFORE.exec(before);
  if (bonus && !BONUS_PAY_WORD.test(bonus[0].replace(/^\S+/, '')) && !PAID_BEFORE.test(before)) return true;
  const m = NOT_PAY_BEFORE.exec(before);
  if (!m) return false;
  const between = before.slice(m.index + (m[0].split(/\s/)[0] ?? '').length);
  return !PAY_LABEL.test(between) && !/^\s*(?:€|euro)?\s*(?:nett|lord|di ral)/.test(after);
}
const NOT_PAY_AFTER =
  /^\s*(?:€|euro)?\s*(?:al mese\s*)?(?:di |d'|per (?:l'|il |la )?)(?:affitt|stanz[ae]\b|rett[ae]\b|arredament|insegn|mutu|finanziament|prestit|bollett|fatturat|incass|ricav|condomini|spes[ae]\b|trasfert|rimbors|premio|bonus|buon[io] (?:pasto|carburante)|pratic[ae]\b)|^\s*(?:€|euro)?\s*(?:al mese\s*|l'ora\s*|all'ora\s*)?in nero\b|^\s*(?:€|euro)?\s*(?:lord\w*\s*|nett\w*\s*)?(?:in )?(?:piu|più|meno) (?:di me|di lui|di lei|rispetto)\b/;
// ("la quattordicesima di luglio 2026 lorda": a year right after a month's name is that month's year.)
const YEAR_BEFORE = new RegExp(
  String.raw`(?:\b(?:nel|del|per il|anno|dal|al|entro il|fino al|di|a|il|dell'anno|tax year|${MONTH_NAMES})\s*)$`,
);

/** "167 euro di inps", "80 € d'irpef": the withholding is this figure's own name. */
const OF_WITHHOLDING = /^\s*(?:€|euro)?\s*(?:di |d')(?:inps|irpef|contribut\w*|tasse|ritenut\w*)\b/;

function nearbyKind(before: string, after: string): AmountKind | undefined {
  // The words right after a figure describe it first ("1.800 netti"), then those right before ("RAL
  // 30.000"); each side stops at the next figure or comma, which belong to another amount.
  const next = after.slice(0, 28).split(/[\d,;]/)[0] ?? '';
  // The window starts at a word's beginning: "imponibile" cut to "ponibile" would read as another word.
  const start = /\p{L}+$/u.exec(before.slice(0, -32))?.[0].length ?? 0;
  const previous =
    before
      .slice(-32 - start)
      .split(/[\d,;]/)
      .at(-1) ?? '';
  // "lordo 1800 inps 180": a word between two figures introduces the second one.
  const wordBeforeNext = /([a-z]+)\s*$/.exec(next)?.[1] ?? '';
  // ("2.100 lordi con inps 193": "lordi" is the first figure's own word, "inps" the next one's.)
  const ownWordFirst = KIND_WORDS.some(([, p]) => p.test(next.replace(/[a-z]+\s*$/, '')));
  const introducesNext =
    !ownWordFirst &&
    /^[^\d,;]*\d/.test(after.slice(0, 28)) &&
    KIND_WORDS.some(([, p]) => p.test(wordBeforeNext)) &&
    KIND_WORDS.some(([, p]) => p.test(previous));
  // The nearest word wins: the first after the figure, else the last before it ("netto con RAL 40.000").
  const nearest = (span: string, last: boolean): AmountKind | undefined => {
    let best: { kind: AmountKind; at: number } | undefined;
    for (const [kind, pattern] of KIND_WORDS)
      for (const m of span.matchAll(new RegExp(pattern.source, 'g')))
        if (!best || (last ? m.index + m[0].length > best.at : m.index < best.at))
          best = { kind, at: last ? m.index + m[0].length : m.index };
    return best?.kind;
  };
  // After the figure only its own words count: "1.800 netti", "30k di ral", not "21.000 € quale RAL serve".
  const own = next
    .replace(/^\s*(?:€|euro)\s*/, '')
    .split(/\s+/)
    .filter(Boolean)
    // Only a chain from the figure on: "2000 euro quanto va di contributi" stops at "va", before the ask.
    .filter((_w, i, all) =>
      all.slice(0, i).every((_p, j) => /^(?:di|al|all'|l'|a|in|sul)$/.test(all[j] ?? '') || j === 0),
    )
    .filter((_w, i, all) => i === 0 || /^(?:di|al|all'|l'|a|in|sul)$/.test(all[i - 1] ?? ''))
    .slice(0, 3)
    .join(' ');
  const afterKind = introducesNext ? undefined : nearest(` ${own} `, false);
  const beforeKind = nearest(previous, true);
  // "imponibile 2300 inps 211": a withholding's name right after a figure introduces the next figure when
  // the word before already says what this one is.
  // ("mi tolgono 167 euro di inps sul lordo di 1818": "di" binds the withholding's name to this figure.)
  if (
    beforeKind &&
    (afterKind === 'inps' || afterKind === 'irpef') &&
    beforeKind !== afterKind &&
    /^[^\d,;]*\d/.test(after.slice(0, 28)) &&
    !OF_WITHHOLDING.test(after)
  )
    return beforeKind;
  // "INPS 197,59 IRPEF 241 netto?": a net named after the last labelled figure and closing the question is
  // the ask, not that figure's label; the label before it says what the figure is.
  if (
    beforeKind &&
    beforeKind !== 'net' &&
    afterKind === 'net' &&
    /^\s*(?:€|euro)?\s*nett\w*\s*\??\s*$/.test(after)
  )
    return beforeKind;
  // "porta a casa 1.500 euro al mese": "al mese" says the period, not gross or net; the word before does.
  if (
    beforeKind === 'net' &&
    (afterKind === 'monthly_gross' || afterKind === 'ral') &&
    PERIOD_ONLY.test(own.trim())
  )
    return 'net';
  // "contributi IVS a carico del dipendente al 9,19% esposti per 193,80": the rate between the withholding's name
  // and its amount does not make the amount nameless.
  if (!afterKind && !beforeKind && /%\s*(?:[a-z]+\s+){0,2}$/.test(previous)) {
    const wide = before.slice(-90);
    const named = (['inps', 'irpef'] as const).filter((kind) =>
      KIND_WORDS.some(([k, pattern]) => k === kind && pattern.test(wide)),
    );
    if (named.length === 1) return named[0];
  }
  return afterKind ?? beforeKind;
}

/** An hourly pay's name right before its figure ("paga oraria di 9,00", "compenso orario: 8,50 €"). */
const HOURLY_BEFORE =
  /\b(?:paga|retribuzione|compenso|tariffa|salario|stipendio) orari[ao]\s*(?:lord[ao]\s*)?(?:(?:in busta(?: paga)?|nel cedolino|in busta paga)\s*)?(?:di|e|è|pari a|:)?\s*(?:€|euro)?\s*$/;
/** Hours named before their count ("le ore retribuite sono 260", "ore pagate nel trimestre: 260", "se le ore fossero 6"). */
// ("ore retribuite nel quarto trimestre 2026: 200": the period may take its year.)
const HOURS_BEFORE =
  /\bore (?:retribuit\w*|pagat\w*|lavorat\w*|effettuat\w*|svolt\w*|total\w*)(?: (?:nel|del|in|a|di) [a-z]+(?: \w+){0,2})?\s*(?:sono(?: state)?|erano|sono stati|risulta(?:no|vano)|ammontano a|:|=)?\s*$|\bore(?: (?!ore\b)[a-z0-9']+){0,5} (?:sono(?: state)?|erano|sono stati|fossero(?: state)?|fossero stati|diventano|diventassero|risulta(?:no|vano)|ammontano a)\s*$/;

/** The worker is paid by the hour: "pagata a ore", "colf a ore", "lavora a ore". */
const PAID_BY_THE_HOUR =
  /\b(?:pagat[oaie]|retribuit[oaie]|pag[oa]|lavora|colf|badante|baby ?sitter|domestic[oa]) a ore\b/;

/** A net asked, then a condition whose pay verb gives the figure: "netto se prendo ", "netto quando guadagno ". */
const NET_IF_PAID = new RegExp(
  String.raw`\bnett[oi]\b[^\d.;?]{0,30}\b(?:se|quando|qualora|nel caso (?:che|in cui))\b(?: \w+){0,2}?\s*${PAY_VERB}\s*$`,
);

/** Words after a figure that give only its period ("al mese", "annui"), not whether it is gross or net. */
const PERIOD_ONLY = /^(?:al mese|mensil[ei]|all'anno|l'anno|annu[oiae]|annui)\b(?!.*\blord)/;

/**
 * The money and hours amounts of a folded question, each with what it means: RAL, monthly gross, net,
 * superminimo, payslip INPS or IRPEF, hours. Years, percentages, levels and counts are left out.
 */
/** A fund already set aside named before its figure, or after it ("di TFR", "accantonati"). */
const FUND_BEFORE =
  /\b(?:fondo|accantonat\w*|accumulat\w*|messo da parte|gia maturat\w*|maturat\w* (?:fino|al|a fine))\b[^.;?]{0,40}$/;
const FUND_AFTER =
  /^\s*(?:€|euro|eur\b)?\s*(?:di (?:tfr|fondo)\b|(?:di tfr )?(?:gia )?(?:accantonat|accumulat)\w*)/;

/** "la retribuzione utile del 2026, …, è di": a year's pay named by its year before the figure. */
const YEAR_PAY_BEFORE =
  /\b(?:retribuzion\w*|compens\w*|pagat\w*|lordo)(?: (?:util\w*|lord\w*|complessiv\w*|total\w*))?(?: (?:tfr|ai fini del tfr))? (?:del (?:19|20)\d\d|dell'anno|di quest'anno|annu\w*)\b[^.;?\d]{0,80}$/;

export function readAmounts(folded: string): Amount[] {
  // "ritenute previdenziali", "trattenuta contributiva" are the INPS, not the tax a bare "ritenuta" is.
  const text = folded
    .replace(/\b(?:ritenut|trattenut)\w* (?:previdenzial\w*|contributiv\w*|inps\b)/g, 'inps')
    // An aside without figures ("(il FIS è su una riga a parte)") does not part a figure from its label.
    .replace(/\s*\([^()\d]*\)/g, '');
  const out: Amount[] = [];
  for (const n of numbersIn(text)) {
    const before = text.slice(0, n.start);
    const after = text.slice(n.end);
    // "16.000 anno intero": a figure of thousands before "anno" is money for the year, not a count of years.
    const yearly = n.value >= 1000 && !(n.value >= 1900 && n.value <= 2100) && /^\s*anno\b/.test(after);
    if (NOT_MONEY_AFTER.test(after) && !yearly) continue;
    if (notPay(before, after)) continue;
    // "13 settembre", "(13 sett)": a day of a month, not a figure.
    if (Number.isInteger(n.value) && n.value <= 31 && DAY_OF_MONTH.test(after)) continue;
    if (isPayrollCode(n.raw, before, after) || (isReferenceNumber(before) && !DESCRIBED_AFTER.test(after)))
      continue;
    // "grazie mille", "grz mille": thanks, not the figure 1000.
    if (n.raw === 'mille' && /\b(?:grazie|grz|grazi|grazzie|graz)\s*$/.test(before)) continue;
    // "50 per cento": the "cento" of a percentage is not the figure 100.
    if (n.raw === 'cento' && /\d\s*per\s*$/.test(before)) continue;
    // ("tempo pieno del livello 1.720 € mensili": a figure in euro after "livello" is the level's pay.)
    const levelPay = n.value >= 100 && /\blivello\s*$/.test(before) && /^\s*(?:€|euro\b)/.test(after);
    if (
      !levelPay &&
      /(?:livello|liv\.?|categoria|parametr[oi](?: (?!di\b|da\b|a\b)[a-z]+)?|param\.?|art\.?|articolo|comma|legge|n\.|numero|divisore(?: orario)?(?: di)?)\s*$/.test(
        before,
      )
    )
      continue;
    // "lordo 2100," is a pay after its label, not the year 2100.
    // "lordo 2100," or "lordo di duemilacento" is a pay after its label, not the year 2100 ("imponibile fiscale
    // 2000," is the payslip's taxable pay, not the year 2000).
    // ("netto 2025" stays the tax year: only a figure no tax year could be is read as pay.)
    const labelled =
      (n.value < 2015 || n.value > 2035) &&
      (/(?:\blord[oi]|\bnett[oi]|\bral|\binps|\birpef|€|\beuro|\bimponibil\w*(?: fiscal\w*| irpef| previdenzial\w*| inps| contributiv\w*)?)\s*(?:di\s*)?:?\s*$/.test(
        before,
      ) ||
        // "prendo 2000", "gli do 1950": a pay verb right before the figure (pay-verb.ts).
        PAID_BEFORE.test(before));
    // A year in words ("duemilaventicinque") is a year too; "duemilacento" is pay.
    const isYear =
      (/^\d/.test(n.raw) || (n.value >= 2015 && n.value <= 2035)) &&
      Number.isInteger(n.value) &&
      n.value >= 1990 &&
      n.value <= 2100 &&
      !/[.,k]/.test(n.raw) &&
      !labelled;
    const described =
      DESCRIBED_AFTER.test(after) || ((n.value < 2015 || n.value > 2035) && MONTH_PAY_AFTER.test(after));
    // "arrivare a 2000 netti": a figure no tax year could be, with a plural pay word after it, is pay.
    const pluralPay =
      (n.value < 2015 || n.value > 2035) && /^\s*(?:€|euro)?\s*(?:nett|lord)[ie]\b/.test(after);
    if (isYear && !pluralPay && (YEAR_BEFORE.test(before) || !described)) continue;
    // "paga oraria 8,20", "retribuzione (globale) oraria globale 9,60", "retribuzione oraria di fatto 10,10", "quota
    // oraria in busta è 9,78", "quota oraria ordinaria, tutto compreso, è di 9,86": an hourly pay.
    if (
      /\b(?:paga|retribuzione|compenso|tariffa|quota) (?:(?:global\w*|lord[ao]|base|minim[ao]|complessiv[ao]|di fatto) )?orari[ao] (?:(?:global\w*|lord[ao]|ordinari[ao]|di riferimento|di fatto|effettiv[ao]|complessiv[ao]|attual[ei]|contrattual[ei]|in busta(?: paga)?|nel cedolino|sul cedolino|tutto compreso|omnicomprensiv[ao]|(?:tra|fra) [a-z ]{3,30}? e [a-z]+),? ){0,3}(?:(?:e|è) (?=di |pari a ))?(?:di |da |pari a |e |: )?(?:€|euro)?\s*$/.test(
        before,
      ) &&
      (n.value >= 5 || /[.,]/.test(n.raw) || /^\s*(?:€|euro)/.test(after))
    ) {
      out.push({ kind: 'other', value: n.value, perHour: true });
      continue;
    }
    // "8,50 €/h", "7,80 all'ora", "9 euro l'ora", "7,50 euro lordi l'ora": an hourly pay.
    if (
      /^\s*(?:€|euro|eur)?\s*(?:lord[oaie]\s+|nett[oaie]\s+)?(?:\/\s*(?:h|ora)\b|all'ora\b|l'ora\b|all ora\b|l ora\b|orari\b|per ora\b|x ora\b)/.test(
        after,
      )
    ) {
      out.push({ kind: 'other', value: n.value, perHour: true });
      continue;
    }
    // "la 104", "legge 104", "col 730": a law or a form by its number; "il divisore … è 168": a divisor, not pay.
    if (
      (Number.isInteger(n.value) &&
        n.value < 1000 &&
        /\b(?:legge|l\.|la|della|alla|dalla)\s*$/.test(before) &&
        !/^\s*(?:€|euro|eur\b|ore\b)/.test(after)) ||
      (n.value === 730 && /\b(?:il|nel|col|modello)(?: (?:suo|sua|proprio))?\s*$/.test(before)) ||
      /\bdivisore\b[^\d]{0,40}$/.test(before) ||
      // "dividendo per 168", "diviso 172": the divisor a pay is split by.
      (/\bdivi(?:d\w*|s[oaie])\s+(?:per\s+)?$/.test(before) && n.value < 1000)
    )
      continue;
    // "paga oraria 9,00 euro", "tariffa oraria di 8,50": an hourly pay named before its figure.
    // A level said after "paga oraria" ("paga oraria 3 super", "paga oraria 4° livello") is not a pay.
    if (HOURLY_BEFORE.test(before) && n.value < 50 && !/^\s*(?:°|ª|super\b|s\b|liv)/.test(after)) {
      out.push({ kind: 'other', value: n.value, perHour: true });
      continue;
    }
    // "full time 40 ore": the schedule (a slot of its own), not hours to count.
    if (/\b(?:full.?time|tempo pieno)\s*(?:a |di |da )?$/.test(before) && /^\s*ore\b/.test(after)) continue;
    // "straordinari sotto le 48 ore", "oltre le 40 ore", "dopo le sue 8 ore", "se sforo le 48 ore": a threshold.
    const threshold =
      /\b(?:sotto|entro|oltre|sopra|dopo|prima|fino)\s+(?:le|alle|delle|a)\s*(?:(?:sue|mie|tue|loro|proprie|solite|normali)\s+)?$/;
    const passed = n.value >= 36 && /\b(?:sfor|super|ecced)\w*\s+(?:le|i)\s*$/.test(before);
    if ((threshold.test(before) || passed) && /^\s*ore\b/.test(after)) continue;
    // "le ore retribuite sono 260", "ore pagate nel trimestre: 260": hours named before their count.
    // ("le prime 2 ore giornaliere": the surcharge's band, not hours worked.)
    if (/^\s*(?:ore|ora|h)\b/.test(after) && /\b(?:prim[ei]|successiv[ei]|ulterior[ei])\s*$/.test(before))
      continue;
    if (/^\s*(?:ore|ora|h)\b/.test(after) || HOURS_BEFORE.test(before)) {
      out.push({ kind: 'hours', value: n.value });
      continue;
    }
    // Dates written with slashes or dashes are not amounts.
    if (/^[/-]\d/.test(after) || /\d[/-]$/.test(before)) continue;
    const money = /^\s*(?:€|euro|eur\b)/.test(after) || /(?:€|euro)\s*$/.test(before);
    let kind = nearbyKind(before, after);
    // "la retribuzione utile TFR in busta questo mese è 2.064,88": "in busta" says where, the pay the TFR is
    // computed on is a gross.
    if (kind === 'net' && /\bretribuzion\w* util\w*[^.;?\d]{0,40}$/.test(before)) kind = 'monthly_gross';
    // "ha in busta 1.700 euro di minimo tabellare": a pay item named after its figure is a gross, not a net.
    if (
      kind === 'net' &&
      /^\s*(?:€|euro)?\s*(?:lordi\s+)?(?:di|come) (?:minimo|paga base|base\s*\+|tabellare|retribuzione (?:base|tabellare)|stipendio base|contingenza|elemento retributivo)\b/.test(
        after,
      )
    )
      kind = 'monthly_gross';
    // "quanto deve essere il minimo lordo adesso? in busta vedo ancora 1783": the payslip's figure beside a
    // minimum asked, with no net said, is the gross minimum paid.
    if (kind === 'net' && /in busta[^.;?\d]{0,30}$/.test(before) && ASKS_MINIMUM.test(text))
      kind = 'monthly_gross';
    // "ral 28k netto?": the RAL named right before its figure; the "netto" after it is what is asked.
    if (kind === 'net' && n.value >= 10_000 && /\bral\s*(?:di|:|=)?\s*(?:€|euro)?\s*$/.test(before))
      kind = 'ral';
    // "contributi inps dip su 60k": the figure after "su" is the pay the withholding is computed on.
    if (
      (kind === 'inps' || kind === 'irpef') &&
      n.value >= 1000 &&
      /\bsu\s*(?:(?:una |un )?(?:ral|lordo|stipendio|retribuzione)\s*(?:di\s*)?)?(?:€|euro)?\s*$/.test(
        before,
      ) &&
      !/^\s*(?:€|euro)?\s*(?:di |d')?(?:inps|irpef|contribut)/.test(after)
    )
      kind = n.value >= 10_000 ? 'ral' : 'monthly_gross';
    // "quanto mi resta netto se prendo 2050 al mese": the net is asked of the pay a condition gives after a pay
    // verb; the figure is the gross, unless its own words say net ("se prendo 2050 netti").
    if (kind === 'net' && NET_IF_PAID.test(before) && !/^\s*(?:€|euro)?\s*nett/.test(after))
      kind = 'monthly_gross';
    // A money word next to a small bare number ("3 livello", "stipendio di un C 3") is not an amount.
    if (kind && !money && n.value < 50 && kind !== 'inps' && kind !== 'irpef') continue;
    // "fondo tfr accumulato a fine 2025 pari a 12.000", "12.000 € di TFR già accantonato": a fund, not a pay.
    if (!kind && (money || n.value >= 100) && (FUND_BEFORE.test(before) || FUND_AFTER.test(after)))
      kind = 'other';
    // "il netto annuo del 2025, cioè circa 25.956 euro": the figure of the words it stands beside.
    if (!kind) kind = appositionKind(before, KIND_WORDS);
    if (!kind) {
      if (!money && n.value < 100) continue;
      kind = n.value >= 10_000 ? 'ral' : 'other';
    }
    // "la retribuzione utile del 2026, tra paga, ferie e tredicesima, è di 9.450 €": the pay of a year named
    // before its figure is a year's pay, however small (a household worker's year by the hour).
    if (
      (kind === 'other' || kind === 'monthly_gross') &&
      money &&
      YEAR_PAY_BEFORE.test(before) &&
      !/^\s*(?:€|euro)?\s*(?:lord[io]\s+)?(?:al mese|mensil)/.test(after)
    )
      kind = 'ral';
    // "lordo 30.000" with nothing else is a year's pay; "lordo 2.100" a month's.
    if (
      kind === 'monthly_gross' &&
      n.value >= 10_000 &&
      // "su 13 mensilità" counts payments; only "mensile" or "al mese" make a month's pay.
      !/mensil(?!it)|al mese/.test(text.slice(n.start - 30, n.end + 30))
    )
      kind = 'ral';
    // "netto 35k": a net asked of a year's pay, the figure after the word being the gross.
    if (
      kind === 'net' &&
      n.value >= 10_000 &&
      /\bnett[oi]\s*(?:di|per|con|su)?\s*$/.test(before) &&
      !/^\s*(?:€|euro)?\s*(?:nett|annu|all'anno|l'anno)/.test(after)
    )
      kind = 'ral';
    // "pagata a ore, 9 euro": the pay of a worker paid by the hour is an hour's pay.
    if (kind === 'other' && money && n.value < 50 && PAID_BY_THE_HOUR.test(text)) {
      out.push({ kind, value: n.value, perHour: true });
      continue;
    }
    out.push({ kind, value: n.value });
  }
  return withStatedProduct(out, text);
}
