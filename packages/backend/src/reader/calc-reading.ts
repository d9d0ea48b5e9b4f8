import { MONTH_NAMES } from '../kb/format.js';
import { askedClause } from './asking-clause.js';
import { beyondWeek } from './extra-hours.js';
import { hoursBeyondWeek } from './hours-beyond-week.js';
import { CALCULATION_INTENTS } from './intents.js';
import { parseDate } from './parse-date.js';
import { withoutPaymentDeadlines } from './payment-deadline.js';
import { withoutBandsClaim, withoutNetOfItem } from './phrasings.js';
import { readPlace } from './places.js';
import type { Slots, TypedRequest } from './request.js';
import { withoutLawYears } from './signing-dates.js';
import { surchargeKindLeftOut } from './surcharges-set-aside.js';
import { readable } from './text.js';
import { asksTfrAccrual } from './tfr-accrual-asked.js';

/**
 * How people ask calculations in public threads (eval set `rc-`, classes pinned by calc-reading.test.ts): the
 * clause that asks decides the subject when the story names others, and the story's numbers and years keep
 * their own meaning (a hire year is not the tax year, a divisor is not a pay, "a parte le addizionali" leaves
 * the city's surcharges out, "se ne va il 20 giugno" is a leaving date).
 */

const NET = /\bnett[oaie]\b/;

/** Within the asking clause, the last comma-separated part with a question word ("…, quanto porta a casa?"). */
function askingPart(clause: string): string {
  const parts = clause.split(/,\s*/);
  return parts.findLast((p) => /\b(?:quant\w*|qual\w*|che|come|a quanto)\b/.test(p)) ?? clause;
}
const EXTRA_MONTH = /tredicesim|quattordicesim|\b1[34] ?[aª°]\b/;
const TFR = /\btfr\b|trattamento di fine rapporto/;
// Another item asked beside the TFR ("oltre al TFR, quanto devo versare come ticket?"): not the TFR.
const OTHER_ITEM = /ticket|naspi|contribut|\binps\b|\binail\b|\bcost[oai]\b|\boltre (?:al|il|a) tfr/;
// A tax or contribution rule asked by name (the amount of a deduction, a bracket's saving, the 1% extra).
const RULE =
  /detrazion|\bcuneo\b|trattamento integrativo|(?<!\ba |ferie[^.?]{0,40})scaglion|\brisparmi\w*\b[^?]{0,20}\birpef|\birpef\b[^?]{0,40}\b(?:risparmi|in meno|di meno)|\b(?:in meno|di meno)\b[^?]{0,20}\birpef|aliquota aggiuntiv|prima fascia|fascia pensionabil|contributo aggiuntivo|massimale contributiv|minimale/;
/** An ask that points back at what the story named ("mi spetta davvero?", "quanto fa in un anno?", "a quanto ammonta?"). */
const REFERS_BACK =
  /\b(?:mi|gli|le|ci) spett\w*\b|\bquanto (?:fa|vale|varrebbe|sarebbe|viene|e)\b|\ba quanto ammont\w*\b|\bne ho diritto\b/;
const EXTRA_MONTH_NAMED = /\b(?:tredicesim\w*|quattordicesim\w*)/;
// "quanto mi doveva arrivare lordo?": a gross amount asked of a sum (no pay's net).
const GROSS_AMOUNT_ASKED =
  /\bquant\w*\b[^?]{0,60}\b(?:arriv\w*|spett\w*|pagat\w*|dovev\w*)\b[^?]{0,20}\blord[oa]\b/;
const ASKS_AMOUNT = /\bquant|\bspett|\bpag\w*\b|\bdar\w*\b|\bdev\w*\b|\bvalgon|\bval[eo]\b/;

function correctedIntent(req: TypedRequest, text: string, previous: string): TypedRequest['intent'] {
  const { intent, slots } = req;
  // "e se a scadenza lo rinnovo?" after the fixed-term contribution: the contract's renewal, not the agreement's.
  if (
    intent === 'renewal' &&
    /rinnov/.test(text) &&
    !/\bccnl\b|contratto (?:nazionale|collettivo)|una tantum|\baument/.test(text) &&
    /naspi|contribut\w* addizional|tempo determinato|a termine\b/.test(previous)
  )
    return 'employer_cost';
  if (!CALCULATION_INTENTS.has(intent)) return intent;
  const clause = askedClause(text);
  // "quanto le arriva netto al mese?" after "prende anche la quattordicesima": the net is asked.
  // ("quanto matura al netto del contributo al fondo di garanzia?": a figure net of one item, not the pay's net.)
  const part = withoutNetOfItem(askingPart(clause));
  // The TFR the story named, asked as what accrues (tfr-accrual-asked.ts).
  if (asksTfrAccrual(intent, text, clause, part)) return 'tfr';
  if (intent === 'thirteenth_pro_rata' && NET.test(part) && !EXTRA_MONTH.test(part)) return 'gross_to_net';
  // "ok quindi a giugno quanto mi doveva arrivare lordo? … la mia retribuzione era 1.560 euro" after whether the
  // 14th is due and when: that month's amount at the pay told, not the pay's net.
  if (
    intent === 'gross_to_net' &&
    EXTRA_MONTH_NAMED.test(previous) &&
    !EXTRA_MONTH.test(text) &&
    GROSS_AMOUNT_ASKED.test(part) &&
    !NET.test(text) &&
    slots.amounts.some((a) => a.kind === 'monthly_gross')
  )
    return 'thirteenth_pro_rata';
  // "le hanno messo in busta il rateo di tredicesima ma sembra poco: prendeva 2.150 lordi al mese, quanto le
  // spettava?": the payslip is only the story; with the month's gross and no withholding of it, the 13th is asked.
  if (
    intent === 'payslip_check' &&
    EXTRA_MONTH.test(part) &&
    ASKS_AMOUNT.test(part) &&
    !NET.test(clause) &&
    slots.amounts.some((a) => a.kind === 'monthly_gross') &&
    !slots.amounts.some((a) => ['inps', 'irpef', 'net'].includes(a.kind))
  )
    return 'thirteenth_pro_rata';
  // "la quota di TFR quanto fa?" after "stipendi e tredicesima": the TFR is asked.
  if (
    intent !== 'tfr' &&
    intent !== 'employer_cost' &&
    TFR.test(clause) &&
    !EXTRA_MONTH.test(clause) &&
    !NET.test(clause) &&
    !OTHER_ITEM.test(clause)
  )
    return 'tfr';
  // A deduction, a bracket, the 1% extra named in the asking clause: the rule at the income given. Also when the
  // story only says a payslip is being checked ("sto controllando un cedolino di conguaglio: quanto deve essere
  // l'ulteriore detrazione?") and gives no pay figure of it, only the income.
  const onlyIncome = slots.amounts.length > 0 && slots.amounts.every((a) => a.kind === 'ral');
  if (
    intent !== 'payroll_rules' &&
    (intent !== 'payslip_check' || onlyIncome) &&
    RULE.test(withoutBandsClaim(clause, text)) &&
    !NET.test(clause) &&
    !EXTRA_MONTH.test(clause)
  )
    return 'payroll_rules';
  // "Mi hanno detto che mi spetta il trattamento integrativo. Mi spetta davvero e quanto fa?": the rule named in
  // the story, asked back with a clause that names no other subject and no net anywhere.
  // Also when the story only mentions payslips ("non lo vedo in busta") with no withholding stated.
  const withholdingStated = slots.amounts.some((a) => ['inps', 'irpef', 'net'].includes(a.kind));
  if (
    (intent === 'gross_to_net' || (intent === 'payslip_check' && !withholdingStated)) &&
    RULE.test(text) &&
    REFERS_BACK.test(clause) &&
    !RULE.test(clause) &&
    !NET.test(text) &&
    !EXTRA_MONTH.test(text) &&
    !TFR.test(text)
  )
    return 'payroll_rules';
  // "quanto mi spetta per quelle due ore?" with the hours and their kind read: the value of the extra hours.
  if (
    (intent === 'payslip_check' || intent === 'gross_to_net') &&
    slots.overtimeKind !== undefined &&
    slots.extraHours !== undefined &&
    ASKS_AMOUNT.test(clause) &&
    !NET.test(clause)
  )
    // ("part-time … 4 ore oltre il suo orario … quanto vale ogni ora supplementare?": a part-timer's hours beyond
    // the own schedule are supplementary, overtime only when named.)
    return /supplementar/.test(text) && /part.?time|tempo parziale/.test(text) && !/straordinar/.test(text)
      ? 'part_time'
      : 'overtime_value';
  return intent;
}

/**
 * "prende 9 euro l'ora, domenica è venuta 3 ore: quanto le devo?": hours of a kind (Sunday, holiday, night)
 * with the pay of an hour given and an amount asked are the value of those hours, not the pay or the minimum.
 */
function hoursOfAKind(req: TypedRequest, text: string): Pick<TypedRequest, 'intent' | 'slots'> {
  const { intent, slots } = req;
  if (!['minimum_pay', 'hourly_rate', 'gross_to_net'].includes(intent) || slots.overtimeKind === undefined)
    return { intent, slots };
  const counted =
    /\b(\d{1,2}) or[ae]\b(?! (?:settimanal|a settimana|alla settimana|al giorno|giornalier))/.exec(text)?.[1];
  // The one count of hours the amounts hold comes first: "dopo le sue 8 ore … altre 2 ore" counts 2, not the threshold.
  const told = slots.amounts.filter((a) => a.kind === 'hours');
  const hours =
    slots.extraHours ??
    beyondWeek(told.length === 1 ? told[0]?.value : counted ? Number(counted) : undefined, slots.weeklyHours);
  const clause = askingPart(askedClause(text));
  if (hours === undefined || !ASKS_AMOUNT.test(clause) || NET.test(clause)) return { intent, slots };
  return { intent: 'overtime_value', slots: { ...slots, extraHours: hours } };
}

const HIRE_YEAR = new RegExp(
  String.raw`\b(?:(?:assunt[oaie]|entrat[oaie]|iscritt[oaie]|in azienda|lavor\w* (?:li |la |qui )?(?:dal|nel)|da quando)\s+(?:nel |il |a |in )?|(?:assunt[oaie]|entrat[oaie])(?: [\w']+){1,6}? (?:nel|dal) )(?:(?:${MONTH_NAMES}) )?(\d{4})\b`,
  'g',
);

/** "assunto nel 2010" names the hire, not the tax year: another year said, or none. */
function taxYearBesidesHire(slots: Slots, text: string): Slots {
  if (slots.taxYear === undefined) return slots;
  const hired = [...text.matchAll(HIRE_YEAR)].map((m) => Number(m[1]));
  if (!hired.includes(slots.taxYear)) return slots;
  // The same year said again outside the hire ("assunta nel 2025 … per il 2025") is also the year asked.
  const said = [...text.matchAll(new RegExp(`\\b${slots.taxYear}\\b`, 'g'))].length;
  if (said > hired.filter((y) => y === slots.taxYear).length) return slots;
  const others = [...text.matchAll(/\b(20[0-3]\d)\b/g)]
    .map((m) => Number(m[1]))
    .filter((y) => !hired.includes(y));
  const out: Slots = { ...slots };
  const stale = String(slots.taxYear);
  if (others.length) out.taxYear = others.at(-1) as number;
  else delete out.taxYear;
  if (out.date?.startsWith(stale) && !(slots.hireDate ?? '').startsWith(stale)) delete out.date;
  return out;
}

/**
 * The year the question itself names is the year asked, whatever years the story told ("un lavoretto del
 * 2023 … per il 2026 quanto mi resta netto?", "colf dal 2023 … per il primo trimestre 2026"): when the
 * sentences that ask ("…?") name one year, it is the tax year.
 */
function yearOfTheAsk(slots: Slots, text: string): Slots {
  if (slots.taxYear === undefined) return slots;
  // ("(L. 207/2024)": a law's year names the law, signing-dates.ts.)
  const asks = withoutLawYears(withoutPaymentDeadlines(text))
    .split(/(?<=[.!?])\s+/)
    .filter((s) => s.trim().endsWith('?'));
  // ("arrivare a 2000 netti … quanto dovrei chiedere?": a figure with its money word is no year.)
  const yearLike = /\b(20[0-3]\d)\b(?!\s*(?:€|euro\b|eur\b|,\d|nett[ie]\b|lord[ie]\b))/g;
  const years = new Set(asks.flatMap((s) => [...s.matchAll(yearLike)].map((m) => Number(m[1]))));
  const [asked] = years;
  if (years.size !== 1 || asked === undefined || asked === slots.taxYear) return slots;
  const out: Slots = { ...slots, taxYear: asked };
  if (
    out.date?.startsWith(String(slots.taxYear)) &&
    !(slots.hireDate ?? '').startsWith(String(slots.taxYear))
  )
    delete out.date;
  return out;
}

const DIVISORS = new Set([26, 156, 165, 168, 169, 170, 172, 173, 174, 175, 182, 190, 192, 195]);

// "se ne va il 20 giugno", "mi mandano via il 10 dicembre", "smette a fine marzo": a leaving day without a year.
const LEAVING = new RegExp(
  `\\b(?:se ne va|se ne andra|va via|andra via|mandano via|mandato via|mandata via|mandare via|licenzi\\w*|lasci\\w*|smett\\w*|finisc\\w*|termin\\w*|ultimo giorno|dimett\\w*|dimission\\w*|cess\\w*)[^?.]{0,40}?\\b(\\d{1,2})\\s*[°º]?\\s+(${MONTH_NAMES})\\b(?!\\s+\\d{4})`,
);

const RETIRED_ON = new RegExp(
  `\\b(?:andat\\w* in pensione|va in pensione|in pensione dal|pensionat\\w*)[^?.]{0,15}?\\b(\\d{1,2})\\s*[°º]?\\s+(${MONTH_NAMES})\\s+(\\d{4})\\b`,
);

/** The value written right after "RAL" ("RAL 26.000", "ral di 26000 €"). */
function afterRal(text: string, value: number): boolean {
  const digits = String(Math.round(value));
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, '[.]?');
  return new RegExp(`\\bral\\s*(?:di\\s*|da\\s*|:\\s*)?(?:€\\s*)?${grouped}\\b`).test(text);
}

/** The value written shortly after "lordo/lorda" in the same sentence ("mensile lorda in busta è 2.016"). */
function afterGrossWord(text: string, value: number): boolean {
  const grouped = String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, '[.]?');
  return new RegExp(`\\blord[oaie]\\b[^.?\\d]{0,40}${grouped}\\b`).test(text);
}

/**
 * The slots without the place of the surcharge left out (both when no kind is named). The comune left out keeps
 * its region ("residente a Genova … la regionale sì, la comunale no": the Ligurian surcharge stays).
 */
function withoutKind(slots: Slots, only: 'comunal' | 'regional' | undefined, text: string): Slots {
  const { municipality: _m, province: _p, region: _r, ...rest } = slots;
  const region = slots.region ?? (slots.municipality ? readPlace(text).region : undefined);
  if (only === 'comunal') return { ...rest, ...(region ? { region } : {}) };
  if (only === 'regional')
    return {
      ...rest,
      ...(slots.municipality ? { municipality: slots.municipality } : {}),
      ...(slots.province ? { province: slots.province } : {}),
    };
  return rest;
}

/** The story's numbers and years in their own meaning. */
function calcSlots(req: TypedRequest, text: string, today: string): Slots {
  let slots = yearOfTheAsk(taxYearBesidesHire(req.slots, text), text);
  // "senza addizionale comunale" leaves only the city's out; "a parte le addizionali" both (surcharges-set-aside.ts).
  const out = surchargeKindLeftOut(text);
  if (out) slots = withoutKind(slots, out === 'both' ? undefined : out, text);
  const amounts = slots.amounts.filter(
    (a) =>
      !(
        (a.kind === 'other' || a.kind === 'hours') &&
        DIVISORS.has(a.value) &&
        new RegExp(`\\b(?:su|diviso|divisore|per)\\s+(?:il\\s+)?${a.value}\\b(?!\\s*(?:euro|€|ore))`).test(
          text,
        )
      ),
  );
  const grossWord = /\blord[oaie]\b/.test(text) && !NET.test(text);
  const annual = /\b(?:in tutto|quest'anno|all'anno|nell'anno|in un anno|annu[ao]|annui|in totale)\b/.test(
    text,
  );
  slots = {
    ...slots,
    amounts: amounts.map((a) => {
      // "con RAL 26.000: quanto pago di contributo?": the figure after "RAL" is the RAL, not a contribution.
      if ((a.kind === 'inps' || a.kind === 'irpef') && afterRal(text, a.value))
        return { ...a, kind: 'ral' as const };
      // "retribuzione mensile lorda 2.016 euro": a gross, whatever else the sentence says.
      if (a.kind === 'net' && grossWord && afterGrossWord(text, a.value))
        return { ...a, kind: 'monthly_gross' as const };
      // "9.600 euro lordi in tutto quest'anno": a year's pay, not a month's.
      if (a.kind === 'monthly_gross' && annual && a.value >= 6000) return { ...a, kind: 'ral' as const };
      return a;
    }),
  };
  // "e se le ore del mese fossero 100?": the new count of hours replaces the conversation's.
  const recount =
    /\bore\b[^.?\d]{0,25}?\b(?:fossero|sono|siano|diventano|passano a|erano)\s+(\d{2,3})\b(?!\s*(?:euro|€|%))/.exec(
      text,
    );
  const weekly =
    recount &&
    (/settiman/.test(recount[0]) ||
      /^\s*(?:ore\s+)?(?:a|alla|la|per|x|ogni)?\s*settiman/.test(
        text.slice(recount.index + recount[0].length),
      ));
  if (recount && !weekly) {
    const hours = Number(recount[1]);
    // ("se le ore notturne diventano 48": the new count is of the kind's hours, read as such, extra-hours.ts.)
    const { extraHours: kept, ...rest } = slots;
    slots = {
      ...rest,
      ...(kept === hours ? { extraHours: kept } : {}),
      amounts: [
        ...slots.amounts.filter((a) => a.kind !== 'hours' && !(a.kind === 'other' && a.value === hours)),
        { kind: 'hours', value: hours },
      ],
    };
  }
  // "part-time a 20 ore su 40": the share of the full-time week the hours are.
  const share =
    /part.?time[^.?]{0,30}?(?<![\d.,])(\d{1,2}(?:,\d{1,2})?)\s*ore\s+(?:su|invece (?:di|delle)|anziche|al posto (?:di|delle))\s+(\d{2})\b|(?<![\d.,])(\d{1,2}(?:,\d{1,2})?)\s*(?:ore\s+)?su\s+(\d{2})\s*ore\b[^.?]{0,30}part.?time/.exec(
      text,
    );
  // ("part-time 24/40", "p.t. 30/40": the hours over the full-time week, written as a fraction; not a date.)
  const slashed =
    /(?:part.?time|tempo parziale)[^.?]{0,30}?(?<![\d.,/])(\d{1,2}(?:,\d{1,2})?)\s*(?:ore\s*)?\/\s*([34]\d)\b(?!\s*[/.-]\s*\d)/.exec(
      text,
    );
  if ((share ?? slashed) && slots.partTimePercent === undefined) {
    // ("28,5 ore su 38": the hours with their decimals, not the "5" after the comma.)
    const hours = Number((share?.[1] ?? share?.[3] ?? slashed?.[1] ?? '').replace(',', '.'));
    const full = Number(share?.[2] ?? share?.[4] ?? slashed?.[2]);
    if (hours > 0 && hours < full && full <= 48)
      slots = { ...slots, partTimePercent: Math.round((hours / full) * 10_000) / 100 };
  }
  // "e se le mensilità fossero 14?": the number of monthly payments said after the word.
  const payments =
    /\bmensilita\w*\s+(?:fossero|sono|diventano|passano a|siano|erano)\s+(1[234])\b/.exec(text) ??
    /\b(?:fossero|sono|siano|diventano|erano)\s+(1[234])\s+(?:le\s+)?mensilita/.exec(text);
  if (payments) slots = { ...slots, payments: Number(payments[1]) };
  // "è andata in pensione il 30 giugno 2026": the retirement day, year told, ends the accruals.
  const retired = slots.endDate === undefined ? RETIRED_ON.exec(text) : null;
  if (retired) {
    const date = parseDate(`${retired[1]} ${retired[2]} ${retired[3]}`);
    if (date) slots = { ...slots, endDate: date };
  }
  if (slots.endDate === undefined) {
    const left = LEAVING.exec(text);
    if (left) {
      const year = slots.taxYear ?? Number((slots.hireDate ?? slots.date ?? today).slice(0, 4));
      const date = parseDate(`${left[1]} ${left[2]} ${year}`);
      if (date) slots = { ...slots, endDate: date };
    }
  }
  return slots;
}

/** The request with the calculation phrasings of public threads read in their meaning. */
export function readCalcPhrasings(
  req: TypedRequest,
  text: string,
  today: string,
  previous = '',
): TypedRequest {
  const slots = calcSlots(req, text, today);
  const intent = correctedIntent({ ...req, slots }, text, readable(previous));
  // "ha fatto 42 ore (su 40): quanto in più per quelle 2 ore?" (hours-beyond-week.ts).
  return hoursBeyondWeek({ ...req, ...hoursOfAKind({ ...req, intent, slots }, text) }, text);
}
