import { euro, italianDate } from '../kb/format.js';
import { cents } from '../payroll/steps.js';
import { askedClause, askedSentence } from '../reader/asking-clause.js';
import { LEVEL_REACH_ASKED } from '../reader/asks-minimum.js';
import { revisitsAnswer, YEAR_SPAN } from '../reader/realconv12-asks.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { bold } from './compose.js';

/**
 * Which gross a pay question asks, when it asks a gross and not a net: "quanto prende lordo al mese un 3°
 * livello" (the month's gross), "qual è la RAL di un 4° livello", "con 1.900 lordi al mese su 13, quant'è la
 * RAL?" (the year's gross), "RAL 30.000 su 14, quanto è il lordo mensile?". The net is then computed as
 * before, but the figure asked opens the answer.
 */
export type GrossAsked = 'monthly' | 'annual';

// A gross the question gives ("RAL di 30.000", "1.900 lordi al mese", "lordo 2.100"): a figure, not the ask.
const GIVEN =
  /\b(?:ral|lord[oaie]|retribuzione annua(?: lorda)?)\s*(?:mensil\w* |annu\w* |al mese |all'anno )?(?:di |da |pari a |:|e |=)?\s*(?:€ ?)?\d[\d.,]*\s*(?:k|mila|euro|€)?|(?<![\d.,])(?<!\b(?:nel|del|dal|al|il|per il|entro il|anno) )\d[\d.,]*\s*(?:k|mila)?\s*(?:euro |€ )?(?:lord[oaie]|di ral)\b(?:\s*(?:mensil\w*|annu\w*|al mese|all'anno|l'anno))?/g;
const ANNUAL =
  /\bral\b|retribuzione annua|\blord\w* annu|\bannu\w* lord|\blord\w* (?:all'|l'|per )anno\b|\b(?:all'|l')anno lord|\blord\w* in un anno\b/;
const MONTHLY = /\blord[oaie]\b/;
const RAL_OR_GROSS = /\bral\b|\blord[oaie]\b|retribuzione annua/;
// "qual è il minimo del 3A", "minimi tabellari", "la paga minima": the table's figure, a gross (a "superminimo"
// is not it); "la retribuzione tabellare del 4° livello" names the same table figure.
const MINIMUM = /\bminim[oiae]\b|\btabellar[ei]\b/;
const NET = /\bnett|in tasca|a casa\b|in busta\b/;
// ("vorrei sapere il lordo mensile…, così lo confronto con quello che mi daranno": "quello che" is no ask.)
const ASKING =
  /\b(?:quant\w*|qual\w*|(?<!\b(?:quell[oaie]|cio|tutto) )che|a quanto|come|(?:vorrei|voglio) sapere)\b/;

// "e l'anno prossimo quando aumenta?": a last ask for a day, not a figure.
const WHEN_ASKED = /\bquando\b/;

// "…quanto viene la RAL? E di contributi quanto mi tolgono ogni mese?": a last ask for the withholdings.
const CONTRIBUTIONS_ASKED = /\bcontribut|\binps\b/;

function askedIn(message: string): GrossAsked | 'net' | undefined {
  const text = readable(message);
  const own = askedInClause(askedSentence(text));
  const last = askedSentence(text);
  if (CONTRIBUTIONS_ASKED.test(last) && !RAL_OR_GROSS.test(last)) return earlierAsk(text) ?? own;
  if (own !== undefined || !WHEN_ASKED.test(last)) return own;
  return earlierAsk(text);
}

/** The gross asked in a sentence before the last ask ("quanto prende lordo adesso? e quando aumenta?"). */
function earlierAsk(text: string): GrossAsked | 'net' | undefined {
  // "quanto prende lordo adesso? e quando aumenta?": the figure was asked in the sentence before.
  const earlier = text
    .split(/(?<=\?)\s+/)
    .slice(0, -1)
    .filter((s) => s.includes('?'));
  for (const sentence of earlier.reverse()) {
    const asked = askedInClause(sentence);
    if (asked !== undefined) return asked;
  }
  return undefined;
}

function askedInClause(clause: string): GrossAsked | 'net' | undefined {
  const parts = clause.split(/,\s*/);
  const part = parts.findLast((p) => ASKING.test(p)) ?? clause;
  if (NET.test(part)) return 'net';
  const asked = part.replace(GIVEN, ' ');
  if (ANNUAL.test(asked)) return 'annual';
  // "e in un anno, con la tredicesima, quanto fa lordo?": the span said earlier in the sentence makes it the year's.
  if (
    MONTHLY.test(asked) &&
    !/\bal mese\b|\bmensil/.test(asked) &&
    YEAR_SPAN.test(clause.replace(GIVEN, ' '))
  )
    return 'annual';
  if (MONTHLY.test(asked) || MINIMUM.test(asked)) return 'monthly';
  return undefined;
}

function minimumIn(message: string): boolean {
  const clause = askedClause(readable(message)).replace(GIVEN, ' ');
  // ("il c3 a quanto arriva?": where the level's minimum gets to.)
  return (MINIMUM.test(clause) && !NET.test(clause)) || LEVEL_REACH_ASKED.test(clause);
}

/**
 * A turn that asks nothing of its own goes on with the turn before it: a short one ("e nel 2026?"), or a longer
 * one the reader kept on the minimum asked before ("ok e quest'anno invece? il 2026 intendo, quanto è diventato?").
 */
const followsOn = (message: string, intent: string | undefined): boolean =>
  readable(message).split(/\s+/).length <= 8 || intent === 'minimum_pay' || revisitsAnswer(message);

/**
 * Whether the question asks a level's minimum ("il minimo contrattuale del 3A"), not its whole gross; a short
 * follow-up that asks no gross or net of its own ("è al 3° livello, quindi quant'è?") asks what the turn before
 * it asked ("quanto prende di minimo un operaio…").
 */
export function minimumAsked(message: string, history?: readonly string[], intent?: string): boolean {
  if (minimumIn(message)) return true;
  const previous = history?.at(-1);
  // ("quanto è il minimo?" then "4° livello: quindi quanto al mese lordo?": the month's gross of the minimum asked.)
  const own = askedIn(message);
  if (previous === undefined || (own !== undefined && own !== 'monthly')) return false;
  if (own === undefined && !followsOn(message, intent)) return false;
  return minimumIn(previous);
}

/**
 * The gross asked by the question, or by the one before it when a short follow-up changes only a slot ("e
 * con 3 scatti?", "e nel 2025?" after "quanto prende lordo…").
 */
export function grossAsked(
  message: string,
  history?: readonly string[],
  intent?: string,
): GrossAsked | undefined {
  const own = askedIn(message);
  if (own === 'net') return undefined;
  if (own) return own;
  const previous = history?.at(-1);
  if (previous === undefined || !followsOn(message, intent)) return undefined;
  const earlier = askedIn(previous);
  return earlier === 'net' ? undefined : earlier;
}

/**
 * The gross asked in any question of the turn ("RAL 30.000 vuol dire quanto lordo al mese? se sono 14 e se sono
 * 13?": the last one only names the cases); undefined when a question asks the net.
 */
export function grossAskedInTurn(message: string): GrossAsked | undefined {
  const asks = readable(message)
    .split(/(?<=\?)\s+/)
    .filter((s) => s.includes('?'))
    .map(askedInClause);
  if (asks.includes('net')) return undefined;
  return asks.find((a): a is GrossAsked => a !== undefined);
}

/** A level's gross opening calcolo's answer: the month's or the year's, with the net after it. */
export function levelGrossOpening(
  asked: GrossAsked,
  lead: string,
  figures: { monthly: number; annual: number; payments: number; netMonthly: number; year: number },
  minimum?: { items: readonly (readonly [string, number])[]; apart?: readonly string[] },
): string {
  const net = `Il netto stimato, anno fiscale ${figures.year}, è di ${euro(figures.netMonthly)} al mese.`;
  // The minimum asked ("il minimo contrattuale del 3A"): the table's figure opens with its parts, then the gross.
  if (asked === 'monthly' && minimum?.items.length) {
    const amount = cents(minimum.items.reduce((sum, [, value]) => sum + value, 0));
    const parts =
      minimum.items.length > 1
        ? `${minimum.items.map(([label, value]) => `${label} ${euro(value)}`).join(', ')}; `
        : '';
    // (A part paid apart that the question sums, the Multiservizi EDR: the gross computed below is without it.)
    const without = minimum.apart?.length ? ` senza ${minimum.apart.join(' e ')}` : '';
    const gross =
      amount === figures.monthly ? '' : `, lordo mensile${without} ${bold(euro(figures.monthly))}`;
    return `Il minimo mensile lordo del ${lead}, è ${bold(euro(amount))}${gross} (${parts}lordo annuo ${euro(figures.annual)} su ${figures.payments} mensilità). ${net}`;
  }
  return asked === 'annual'
    ? `La retribuzione annua lorda (RAL) del ${lead}, è ${bold(euro(figures.annual))} (lordo mensile ${euro(figures.monthly)} su ${figures.payments} mensilità). ${net}`
    : `Il lordo mensile del ${lead}, è ${bold(euro(figures.monthly))} (lordo annuo ${euro(figures.annual)} su ${figures.payments} mensilità). ${net}`;
}

/**
 * A monthly gross turned into a RAL, or a RAL into a monthly gross, when that is what the question asks
 * ("1.900 lordi al mese su 13: quant'è la RAL?"); undefined when it asks the net or gives the figure it asks.
 */
export function conversionOpening(
  message: string,
  history: readonly string[] | undefined,
  req: TypedRequest,
  figures: {
    label: string;
    monthly: number;
    annual: number;
    payments: number;
    netMonthly: number;
    year: number;
  },
): string | undefined {
  const kinds = new Set(req.slots.amounts.map((a) => a.kind));
  const net = `Il netto stimato per il ${figures.year} è di ${euro(figures.netMonthly)} al mese.`;
  // "ral 28 vuol dire 2800 al mese?": the month a RAL is believed to give, checked by the RAL ÷ payments.
  if (kinds.has('ral') && monthOfRalClaimed(message, history)) {
    const claimed = req.slots.amounts.find((a) => a.kind === 'monthly_gross')?.value;
    const verdict =
      claimed === undefined || Math.abs(claimed - figures.monthly) >= 1
        ? ` La RAL si divide per le mensilità del contratto${claimed === undefined ? '' : `, quindi non ${euro(claimed)}`}.`
        : '';
    return `Con ${figures.label} su ${figures.payments} mensilità, il lordo mensile è ${bold(euro(figures.monthly))} (${euro(figures.annual)} / ${figures.payments}).${verdict} ${net}`;
  }
  const asked = grossAsked(message, history);
  if (!asked) return undefined;
  if (asked === 'annual' && !kinds.has('ral'))
    return `Con ${figures.label} su ${figures.payments} mensilità, la RAL è ${bold(euro(figures.annual))} (${euro(figures.monthly)} × ${figures.payments}). ${net}`;
  if (asked === 'monthly' && !kinds.has('monthly_gross'))
    return `Con ${figures.label} su ${figures.payments} mensilità, il lordo mensile è ${bold(euro(figures.monthly))} (${euro(figures.annual)} / ${figures.payments}). ${net}`;
  return undefined;
}

// "ral 28 vuol dire 2800 al mese?", "la RAL di 30 mila significa 3.000 lordi al mese?", "come si passa dalla RAL al
// mensile?": the month's gross of a RAL, believed or asked, in a sentence that asks.
const MONTH_OF_RAL =
  /\bral\b[^?]{0,60}\b(?:vuol dire|significa|sarebber?o?|corrispond\w* a|equival\w* a|diventa(?:no)?)\s*(?:circa |tipo )?(?:€ ?)?\d[\d.,]*\s*(?:€|euro)?\s*(?:lord\w* )?(?:al mese|mensil\w*|ogni mese)[^?]*\?/;

function monthOfRalClaimed(message: string, history: readonly string[] | undefined): boolean {
  if (MONTH_OF_RAL.test(readable(message))) return true;
  // "ok e se fossi metalmeccanico con la stessa ral 28?": the same check for another agreement.
  const previous = history?.at(-1);
  return (
    previous !== undefined &&
    MONTH_OF_RAL.test(readable(previous)) &&
    /\b(?:stess[ao]|sempre|invece|e se|e con|e nel|e per)\b/.test(readable(message)) &&
    !/\bnett/.test(readable(message))
  );
}

// "e quando aumenta?", "quando sale l'anno prossimo?", "il prossimo aumento quando arriva?": the day of the next rise.
const WHEN_RISES =
  /\bquando\b[^.;!?]{0,40}\b(?:aument|sal[ei]\b|salir|cresc|cambi)|\b(?:prossim\w* )?aument\w*[^.;!?]{0,30}\bquando\b/;

/** The next table's day and figure, when the question asks when the minimum rises; empty otherwise. */
export function nextRiseSentence(
  message: string,
  next: { table: { effective_from: string }; row: { amount: number } } | undefined,
): string {
  if (!next || !WHEN_RISES.test(readable(message))) return '';
  return ` Il prossimo aumento è dal ${bold(italianDate(next.table.effective_from))}: il minimo del livello sale a ${euro(next.row.amount)}.`;
}
