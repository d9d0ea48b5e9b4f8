import { figureValue } from '../kb/format.js';
import type { KnowledgeBase } from '../kb/knowledge-base.js';
import type { Ccnl } from '../kb/schema.js';
import { withoutSetAside } from '../reader/others-hours.js';
import type { Intent, Slots, TypedRequest } from '../reader/request.js';
import { boardLodging, fixedMonthlyPay } from './document-fixed-pay.js';
import { hourlyDoubted } from './document-hourly-pay.js';
import { askingPart, netAsked, withoutDocumentNet } from './document-net-figure.js';
import { asksOnDocumentPay, RAL_ASKED, writtenMonthlyPay } from './document-pay-tfr.js';
import { ERN_LABEL, notGross, renewalDoubtsDocument, writtenMinimum } from './document-stated-minimum.js';
import { itemsNamedOnly, plainLabels } from './items-named-only.js';
import { RAISE_MISSED } from './raise-missed.js';

/**
 * The facts an uploaded payslip, letter or clause states that any question on the worker's own contract needs
 * when the question itself does not say them: the agreement, the level, the day the relationship started (as
 * the years of service) and the weekly hours. "quanti scatti mi spettano con questa data di assunzione?",
 * "20 giorni di ferie sono giusti?", "la paga oraria è sopra il minimo?" ask about the document's agreement,
 * not about every agreement of the knowledge base.
 */

// Intents that are not about one agreement's terms: the document's agreement must not narrow them.
const NOT_AGREEMENT_TERMS: ReadonlySet<Intent> = new Set([
  'document_question',
  'classification',
  'comparison',
  'agreement_not_covered',
  'out_of_scope',
]);

const START_WORDS = String.raw`(?:dal|iniziat\w* il|in essere dal|in servizio dal|decorrenza(?: dal)?:?|assunt\w*(?: [a-z]+){0,6}? (?:il|dal|in data)|data (?:di )?assunzione:?|assunzione:?|anzianit\w* di servizio:?(?: dal)?)`;

/** The day a relationship started written in figures ("in servizio dal 10/01/2018", "Data assunzione: 01/03/2019"). */
// The words of a hire itself: a dismissal letter's "il preavviso decorre dal 01/12/2026" is no hire date, so
// the day after one of these wins over a bare "dal" anywhere before it ("assunto a tempo indeterminato il
// 01/03/2020" and "assunta a tempo indeterminato e pieno il 01/03/2019" are too).
const HIRE_WORDS = String.raw`(?:assunt\w*(?: [a-z]+){0,6}? (?:il|dal|in data)|data (?:di )?assunzione:?|assunzione:?|in servizio dal|anzianit\w*'? di servizio:?(?: dal)?)`;
const dayAfter = (words: string) =>
  new RegExp(String.raw`\b${words}\s+(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})\b`, 'i');

/**
 * Whether the document says the worker lives in ("Livello: CS - CONVIVENTE", "rapporto di convivenza") or not
 * ("non convivente", "a ore"), for the slots the question leaves unsaid; nothing when it says neither.
 */
export function documentCohabiting(text: string, slots: Slots): Pick<Slots, 'cohabiting'> {
  if (slots.cohabiting !== undefined) return {};
  const folded = text.toLowerCase();
  if (/\bnon[ -]convivent|\bsenza convivenza\b/.test(folded)) return { cohabiting: false };
  return /\bconvivent\w*|\bconvivenza\b/.test(folded) ? { cohabiting: true } : {};
}

export function numericStartDate(text: string): string | undefined {
  const match = dayAfter(HIRE_WORDS).exec(text) ?? dayAfter(START_WORDS).exec(text);
  if (!match) return undefined;
  const day = Number(match[1]);
  const month = Number(match[2]);
  if (month < 1 || month > 12 || day < 1 || day > 31) return undefined;
  const year = (match[3] ?? '').length === 2 ? 2000 + Number(match[3]) : Number(match[3]);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Whole years between two days (AAAA-MM-GG), with the months as a tenth-rounded fraction. */
export function serviceYears(from: string, to: string): number {
  const [fy, fm] = from.split('-').map(Number);
  const [ty, tm] = to.split('-').map(Number);
  const months = ((ty ?? 0) - (fy ?? 0)) * 12 + ((tm ?? 0) - (fm ?? 0));
  return Math.max(0, Math.floor((months / 12) * 10) / 10);
}

/**
 * The request with the document's agreement, level, years of service and weekly hours filled in where the
 * question left them out; undefined when the question already names an agreement or asks something that is
 * not one agreement's terms.
 */
export function withDocumentTerms(
  req: TypedRequest,
  slots: Slots,
  facts: { start?: string; today: string; weeklyHours?: number },
): TypedRequest | undefined {
  if (req.slots.agreements.length && !req.slots.agreementsBySector) return undefined;
  if (NOT_AGREEMENT_TERMS.has(req.intent) || !slots.agreements.length) return undefined;
  return {
    ...req,
    slots: {
      ...slots,
      ...(facts.start && slots.seniorityYears === undefined && slots.seniorityIncrements === undefined
        ? { seniorityYears: serviceYears(facts.start, facts.today) }
        : {}),
      ...(facts.weeklyHours && slots.weeklyHours === undefined ? { weeklyHours: facts.weeklyHours } : {}),
    },
  };
}

// The overtime a payslip pays, checked: its hour is valued on the payslip's own fixed pay.
const OVERTIME_CHECKED =
  /\b(?:verific\w*|controll\w*|applicat\w*|giust[oa]|corrett[oa])\b[^?]*\b(?:straordinar\w*|maggiorazion\w*)|\b(?:straordinar\w*|maggiorazion\w*)\b[^?]*\b(?:applicat\w*|giust[oa]|corrett[oa])\b/;

// A letter's or payslip's gross pay against its label: "Retribuzione lorda mensile: 1.950,00", "RAL: 30.000,00".
const MONTHLY_GROSS_LABEL =
  /retribuzione (?:lorda )?mensile|lordo mensile|stipendio (?:lordo )?mensile|retribuzione lorda\b/i;
const ANNUAL_GROSS_LABEL = /\bral\b|retribuzione (?:lorda )?annua|lordo annuo/i;
const ANNUAL_GROSS_WRITTEN =
  /\b(?:ral|retribuzione annua lorda|retribuzione lorda annua|lordo annuo)\b[^\d\n]{0,25}?(\d{1,3}(?:\.\d{3})+(?:,\d{2})?)/i;

/**
 * "quanto prenderò netto con questa proposta?" beside a letter that states its gross: the net of that gross,
 * on the payments it states, not of the level's minimum. Undefined when the question gives its own figure,
 * does not ask a net, or the document states no gross against its label.
 */
/** The net tax asked ("IRPEF netta", "imposta netta"), not the net pay. */
const NET_TAX_ASKED = /\b(?:irpef|impost[ae])\s+nett\w*/;

export function withDocumentGross(
  req: TypedRequest,
  question: string,
  values: readonly { label: string; value: string }[],
  text: string,
): TypedRequest | undefined {
  // (A TFR asked "con lo stipendio scritto nella lettera" is on that pay too: document-pay-tfr.ts.)
  // (So is the overtime of an uploaded payslip checked: "verificate la maggiorazione delle 6 ore di straordinario".)
  const onStatedPay =
    (req.intent === 'tfr' && asksOnDocumentPay(question)) ||
    ((req.intent === 'overtime_value' || (req.intent === 'document_question' && req.slots.overtimeKind)) &&
      OVERTIME_CHECKED.test(question));
  const hours = req.slots.amounts.filter((a) => a.kind === 'hours');
  // (The RAL of a letter that states a monthly pay: that pay on the letter's payments.)
  const ralAsked = req.intent !== 'tfr' && RAL_ASKED.test(question) && !/\bnett/.test(question);
  if (
    req.slots.amounts.length > (onStatedPay ? hours.length : 0) ||
    !(onStatedPay || ralAsked || /\bnett/.test(question)) ||
    /\bminim/.test(question)
  )
    return undefined;
  // A label in title case ("Retribuzione Annua Lorda: € 30.000,00") is read on the text itself.
  const written = ANNUAL_GROSS_WRITTEN.exec(text)?.[1];
  const annual =
    values.find((v) => ANNUAL_GROSS_LABEL.test(v.label)) ??
    (written ? { label: 'retribuzione annua lorda', value: written } : undefined);
  const monthly = annual ? undefined : values.find((v) => MONTHLY_GROSS_LABEL.test(v.label));
  const found = annual ?? monthly;
  // (A TFR on the document's pay with no labelled gross: the letter's sentence that states it, "una retribuzione
  // mensile lorda di fatto di euro 1.900,00", or the payslip's fixed monthly items summed, overtime left out.)
  const onPay =
    !found && (onStatedPay || ralAsked) ? (writtenMonthlyPay(text) ?? fixedMonthlyPay(values)) : undefined;
  if (!found && onPay === undefined) return undefined;
  const value = found ? figureValue(found.value) : (onPay ?? 0);
  if (!(value > 0)) return undefined;
  const payments = /\b(1[234])\s*mensilit/i.exec(text)?.[1];
  // ("quanta IRPEF netta pago con quella RAL?": the tax on the letter's pay is asked, not the net pay.)
  const taxAsked = !onStatedPay && NET_TAX_ASKED.test(question);
  return {
    ...req,
    intent: onStatedPay
      ? req.intent === 'tfr'
        ? 'tfr'
        : 'overtime_value'
      : taxAsked
        ? 'payroll_rules'
        : 'gross_to_net',
    slots: {
      ...req.slots,
      amounts: [...(onStatedPay ? hours : []), { kind: annual ? 'ral' : 'monthly_gross', value }],
      ...(payments && req.slots.payments === undefined ? { payments: Number(payments) } : {}),
    },
  };
}

// A pay the question doubts ("la paga è giusta?", "mi stanno pagando il giusto?", "lo stipendio è regolare?",
// "corrisponde al minimo?", "rispetta il minimo?").
// ("paga base più contingenza bastano per il minimo?": whether the items reach the minimum is its doubt.)
// ("la paga scritta è almeno il minimo?": the copula with "almeno" doubts the figure, as "arriva al minimo".)
const DOUBTS_PAY =
  /\b(?:bastano|basta|sono sufficienti|e sufficiente) (?:per |a )?(?:il |al )?minim[oi]\b|\b(?:paga|pagat\w*|pagando|pagano|stipendi\w*|retribuzion\w*|compens\w*|minim[oi]|lordo|busta|cifr[ae]|importo)\b[^?]*\b(?:giust[oaie]|corrett[oaie]|regolar\w*|in regola|torna(?:no)?|sbagliat\w*|va (?:ancora )?bene|a posto|rispett\w* (?:il |al )?(?:contratto|ccnl))\b|\b(?:giust[oa]|corrett[oa]|regolar\w*|error[ei]|sbagli\w*)\b[^?]*\b(?:paga|stipendi\w*|retribuzion\w*|minim[oi])\b|\b(?:corrispond\w*|rispett\w*|arriv\w*|raggiung\w*) (?:almeno )?(?:al |il |a |ai |i )?minim[oi]\b|\b(?:e|sia|sono|siano) almeno (?:pari (?:al|a) |il |al |quanto il )?minim[oi]\b|\b(?:in regola|in linea|allineat[oaie]|conform\w*|a norma|torna(?:no)?|quadra(?:no)?) (?:con (?:il |i )?|col |coi |al |ai |rispetto a[il]? )minim[oi]\b/;
// "sono sottopagata?", "mi pagano troppo poco?": a doubt of the pay whatever subject the reader picked.
// ("la paga è giusta o è sotto il minimo?": the minimum named as the doubt, whatever the question is about.)
const UNDERPAID =
  /\bsotto (?:il |al )?minim[oi]\b|\bsottopagat\w*|\b(?:pagat\w*|pagano|pagando|pagate) (?:troppo )?poco\b|\bmi sembra (?:troppo )?poco\b|\bmi paga(?:no)? (?:almeno )?il minimo\b/;
const PAY_INTENTS: ReadonlySet<Intent> = new Set([
  'minimum_pay',
  'payslip_check',
  'gross_to_net',
  'part_time',
  'hourly_rate',
]);
// A part-timer's payslip marks its base "P.T." ("Retribuzione base P.T.").
// ("Minimo tabellare D2", "Paga base liv. 4": the line may name the level after the item.)
const BASE_PAY_LABEL =
  /^(?:paga base|retribuzione base|minimo (?:contrattuale|tabellare|conglobato)(?: mensile)?(?: lordo)?)(?:\s*\/\s*(?:paga base|minimo(?: conglobato| tabellare)?))?(?: (?:p\.\s?t\.?|pt|part.?time))?(?:\s+(?:liv(?:ello|\.)?\s*)?[a-z]{0,2}\d[a-z]?°?)?$/i;

// The contingency asked beside the base ("paga base e contingenza", "le voci tabellari"): the table's items.
const ITEMS_ASKED = /\bcontingenz\w*|\bvoci (?:tabellari|del minimo)\b|\be\.?p\.?a\b|\be\.?d\.?r\b/;
// A table item written with dots ("E.P.A.   30,00"): too few letters for a label (labelled-values.ts), read here.
const DOTTED_ITEM = /(?<![\p{L}.])((?:[A-Z]\.){2,4})[\s:]+(?:euro |€ ?)?(\d{1,3}(?:\.\d{3})*,\d{2})(?!\d)/gu;

/** The document's table items: its labelled lines, and those written as dotted initials ("E.P.A.", "E.D.R."). */
function tableItemsOf(
  values: readonly { label: string; value: string }[],
  text = '',
): { label: string; value: string }[] {
  const labelled = values.filter((v) => TABLE_ITEM.test(v.label.trim()));
  const dotted = [...text.matchAll(DOTTED_ITEM)]
    .map((m) => ({ label: m[1] ?? '', value: m[2] ?? '' }))
    .filter((v) => TABLE_ITEM.test(v.label) && !labelled.some((l) => l.value === v.value));
  return [...labelled, ...dotted];
}
const PAY_NAMED = /\b(?:retribuzion\w*|paga|stipendi\w*)\b/;
const MINIMUM_DOUBTED = /\bminim[oi]\b(?! di ore| orari)/;
const TABLE_ITEM =
  /^(?:paga base|retribuzione base|minimo (?:contrattuale|tabellare)|(?:indennita |indennità )?(?:di )?contingenza|(?:3°|terzo|3) elem\w*(?: nazionale)?|e\.?d\.?r\.?|e\.?p\.?a\.?|elemento professionale d'area)$/i;

/**
 * "la paga è giusta?" beside a letter or payslip that states its monthly pay (one figure: a letter's
 * "Retribuzione lorda mensile", a payslip's lone "Paga base"): that figure, doubted, for the minimum check
 * (minimum-check.ts), the document's weekly hours giving a part-timer's share. Undefined when the question
 * gives its own figure, asks a net, or the document states no single monthly pay.
 */
export function withDocumentPay(
  req: TypedRequest,
  question: string,
  labelled: readonly { label: string; value: string }[],
  byTheHour = false,
  text?: string,
): TypedRequest | undefined {
  // ("il netto l'ho visto ma non è quello che chiedo": a clause set aside asks nothing.)
  question = withoutSetAside(question);
  const underpaid = UNDERPAID.test(question);
  const values = plainLabels(labelled);
  // (A question on the document itself, "la RAL della proposta rispetta il minimo?", doubts its yearly gross
  // too; a payslip's own items stay with the documents module there.)
  const ofDocument = !underpaid && !PAY_INTENTS.has(req.intent) && req.intent === 'document_question';
  // (A renewal heard of, the payslip's figure doubted: that figure weighed, document-stated-minimum.ts.)
  const renewalDoubt = renewalDoubtsDocument(req, question, text);
  const asksPay = PAY_INTENTS.has(req.intent) || ofDocument;
  // (The payslip's own net repeated in the question is no pay of its own, document-net-figure.ts.)
  const own = withoutDocumentNet(req.slots.amounts, values);
  if (
    own.length ||
    !(underpaid || renewalDoubt || (asksPay && (DOUBTS_PAY.test(question) || RAISE_MISSED.test(question))))
  )
    return undefined;
  if (netAsked(question, own.length < req.slots.amounts.length)) return undefined;
  // "è giusto con minimo e 3 scatti?": the gross with its increments is weighed (combined-pay.ts), not the
  // minimum alone.
  // ("Lo scatto c'è, quello sì.": an increment only told, in no asking sentence, asks no gross with it.)
  if (req.slots.seniorityIncrements !== undefined && /\bscatt/.test(askingPart(question))) return undefined;
  // An hour's pay doubted (a household worker's, or any the question names): hourly, document-hourly-pay.ts.
  const hourly = hourlyDoubted(req, question, values, byTheHour, text);
  if (hourly) return hourly;
  const monthly = values.find((v) => MONTHLY_GROSS_LABEL.test(v.label) && !notGross(v.label));
  const bases = values.filter(
    (v) =>
      (BASE_PAY_LABEL.test(v.label.trim()) || ERN_LABEL.test(v.label.trim())) && figureValue(v.value) > 0,
  );
  const minimum = writtenMinimum(text);
  const found =
    monthly ??
    (bases.length === 1 ? bases[0] : undefined) ??
    (minimum ? { label: 'minimo tabellare', value: String(minimum).replace('.', ',') } : undefined);
  // ("il minimo del 4° livello è giusto per ottobre?": the payslip's minimum line, weighed against the table.)
  // (A lone minimum line doubted, "il minimo del 4° livello è giusto per ottobre?", is weighed against the table;
  // a document listing the table's items or a monthly gross stays with the documents module's own sum.)
  const loneBase =
    !monthly &&
    MINIMUM_DOUBTED.test(question) &&
    values.filter((v) => TABLE_ITEM.test(v.label.trim())).length <= 1;
  // (A payslip listing the table's items, its minimum doubted, "ho caricato la busta, il minimo è giusto?": its
  // items' total is weighed against the table, as when the question names no upload.)
  // (Only where the payslip's monthly total is those items' sum: another item beside them, "Indennità cassa",
  // leaves the items' own sum to the documents module.)
  const items = values.filter((v) => TABLE_ITEM.test(v.label.trim()));
  const itemsSum = items.reduce((sum, v) => sum + figureValue(v.value), 0);
  const itemsDoubted =
    MINIMUM_DOUBTED.test(question) &&
    items.length > 1 &&
    monthly !== undefined &&
    Math.abs(figureValue(monthly.value) - itemsSum) < 0.01;
  // ("a novembre c'era l'aumento … quanto dovrebbe essere la somma di paga base e contingenza?": the table's items
  // named beside a raise the payslip missed are weighed, raise-missed.ts.)
  // (So is a payslip listing them, its gross doubted beside a raise it missed, "c'era l'aumento ma è uguale a ottobre,
  // il lordo è giusto?": its pay weighed against its month's table, payslip-month.ts.)
  const itemsOfRaise = RAISE_MISSED.test(question) && (ITEMS_ASKED.test(question) || items.length > 1);
  if (ofDocument && found && !loneBase && !itemsDoubted && !itemsOfRaise) return undefined;
  // "la paga base e la contingenza arrivano al minimo?": the table's items the payslip lists (base, contingency,
  // third element / EDR), summed, are the figure weighed against the minimum, not the base alone.
  // (So is "è giusto il minimo che mi hanno messo?": the minimum is the sum of the table's items, and a payslip
  // that lists them states it in parts.)
  // (Whatever the pay is called in the question: "la retribuzione rispetta il contratto?" weighs the items too.)
  // (Items named in the question, "minimo + epa sono giusti?", are weighed by themselves even beside a monthly
  // total that also holds the increments.)
  const itemsNamed = ITEMS_ASKED.test(question);
  const tableItems =
    (!monthly || itemsNamed) && (itemsNamed || MINIMUM_DOUBTED.test(question) || PAY_NAMED.test(question))
      ? itemsNamedOnly(tableItemsOf(values, text), question)
      : [];
  const summed =
    tableItems.length > 1 && bases.length === 1
      ? Math.round(tableItems.reduce((sum, v) => sum + figureValue(v.value), 0) * 100) / 100
      : undefined;
  const value = summed ?? (found ? figureValue(found.value) : 0);
  // An offer that states only its yearly gross ("RAL: euro 28.000,00 lordi annui, in 14 mensilità"): that,
  // over its payments, is the month's pay weighed.
  const annual = found ? undefined : values.find((v) => ANNUAL_GROSS_LABEL.test(v.label));
  const written = found || annual || text === undefined ? undefined : ANNUAL_GROSS_WRITTEN.exec(text)?.[1];
  const yearly = annual ? figureValue(annual.value) : written ? figureValue(written) : 0;
  if (yearly >= 5_000) {
    const payments = text === undefined ? undefined : /\b(1[2345])\s*mensilit/i.exec(text)?.[1];
    return {
      ...req,
      intent: 'minimum_pay',
      slots: {
        ...req.slots,
        amounts: [{ kind: 'ral', value: yearly }],
        ...(payments && req.slots.payments === undefined ? { payments: Number(payments) } : {}),
      },
    };
  }
  if (!(value >= 100)) return undefined;
  return {
    ...req,
    intent: 'minimum_pay',
    slots: { ...req.slots, amounts: [{ kind: 'monthly_gross', value }] },
  };
}

/**
 * The agreement a document names: the first one recognised right after "CCNL" ("CCNL lavoro domestico" in a
 * letter that also says "addetta alle pulizie"), else the first recognised anywhere in it.
 */
// A tax certificate (the CU): it names the withholding agent, never the agreement applied.
const TAX_CERTIFICATE = /\bcertificazione unica\b|\bsostituto d'imposta\b|\bperiodo d'imposta\b/i;

export function statedAgreement(kb: KnowledgeBase, text: string): Ccnl | undefined {
  for (const m of text.matchAll(/\bccnl\b[\s:.-]*([^\n;]{3,80})/gi)) {
    const found = kb.recognise(m[1] ?? '')[0];
    if (found) return found;
  }
  // ("Sostituto d'imposta: LOGISTICA NORD S.P.A." names a company, not the Logistica agreement.)
  if (TAX_CERTIFICATE.test(text)) return undefined;
  return kb.recognise(text)[0];
}

/**
 * The agreement a question about a document is about: one the question names outright, else the one the document
 * states, else one the question's sector words imply.
 */
export function documentAgreement(kb: KnowledgeBase, req: TypedRequest, text: string): Ccnl | undefined {
  const asked = req.slots.agreementsBySector ? undefined : req.slots.agreements[0];
  const implied = req.slots.agreements[0];
  return (
    (asked !== undefined ? kb.byCategory(asked) : undefined) ??
    statedAgreement(kb, text) ??
    (implied !== undefined ? kb.byCategory(implied) : undefined)
  );
}

// "Totale retribuzione globale di fatto" (a household payslip, board and lodging included): the base the agreement
// itself sets for the 13th month (lavoro domestico, art. 39), so "quanto le spetta?" is asked of it too.
const GLOBAL_PAY = /\bretribuzione globale di fatto\b/i;
// The payslip's own pay named as the base: "col mio stipendio del cedolino", "sulla retribuzione mensile della busta";
// a letter's: "la retribuzione mensile concordata".
const DOCUMENT_PAY =
  /\b(?:stipendio|retribuzione|paga|lordo)\b[^?.]{0,30}\b(?:del|dal|nel|in|sul|della|nella|sulla|dalla) (?:\w+ )?(?:cedolin\w*|bust\w*|prospett\w*|letter\w*)|\b(?:stipendio|retribuzione|paga)(?: mensile| lorda)* (?:concordat|pattuit|convenut)\w*/;
const AGREEMENT_ASKED = /\b(?:contratto|ccnl|minim\w*|previst\w*|prevede|spett\w*)\b/;

/**
 * "guardando questa busta, quanto mi arriva di tredicesima?": the 13th month on the payslip's fixed monthly pay
 * (minimum, contingency, increments, superminimo summed), not on the table's minimum alone. Undefined when
 * the question gives a pay, asks the agreement's figure, or the payslip lists no base item.
 */
export function withDocumentMonthlyPay(
  req: TypedRequest,
  slots: Slots,
  question: string,
  values: readonly { label: string; value: string }[],
): TypedRequest | undefined {
  const asked =
    req.intent === 'thirteenth_pro_rata' ||
    ((req.intent === 'document_question' || req.intent === 'payslip_check') && /\btredicesim/.test(question));
  // ("quanto mi spetta col mio stipendio del cedolino?": the payslip's pay is named, not the agreement's figure.)
  // (So is a household payslip's board and lodging allowance: the 13th is on the global pay, document-fixed-pay.ts.)
  // (A "retribuzione globale di fatto" line already holds it.)
  const global = values.some((v) => GLOBAL_PAY.test(v.label));
  const board = global ? 0 : boardLodging(values);
  const ownPay = DOCUMENT_PAY.test(question) || global || board > 0;
  if (!asked || req.slots.amounts.length || (AGREEMENT_ASKED.test(question) && !ownPay)) return undefined;
  // The payslip's own total of its monthly pay ("TOTALE RETRIBUZIONE MENSILE") is that pay, as the office computed it.
  const fixed = fixedMonthlyPay(values);
  if (fixed === undefined) return undefined;
  const monthly = Math.round((fixed + board) * 100) / 100;
  return {
    ...req,
    intent: 'thirteenth_pro_rata',
    slots: { ...slots, amounts: [{ kind: 'monthly_gross', value: monthly }] },
  };
}
