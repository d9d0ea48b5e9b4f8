import { documentTexts } from '../documents/summed-items.js';
import { parseNumber } from '../reader/numbers.js';
import type { TypedRequest } from '../reader/request.js';
import type { AgentContext } from './context.js';

// "Retribuzione oraria (div. 173) ..    13,20", "Quota oraria di riferimento: 10,65 euro", "Paga oraria € 9,80".
const HOURLY_LINE =
  /\b(?:retribuzione|paga|quota|compenso)\s+orari[ao]\b[^\n\d]*(?:\([^)\n]*\)[^\n\d]*)?(\d{1,3},\d{2,4})(?!\d)/i;

// "paga base + ex contingenza + EET + ITS      9,20 €/h": the pay's items summed per hour, in euro an hour.
const PER_HOUR_LINE =
  /\b(?:paga base|retribuzione|minimo)\b[^\n]*?(\d{1,3},\d{2,4})\s*(?:€|euro)?\s*\/\s*(?:h|ora)\b/i;

// "Retribuzione ordinaria   168,00   10,2000   1.713,60", "Ore ordinarie 156,00 x 9,20 = 1.435,20": the ordinary
// hours' row in columns or written as a product (hours, rate, amount), trusted only when the hours times the rate
// give the amount.
const ORDINARY_ROW =
  /\b(?:retribuzione|paga|ore|lavoro)\s+(?:ordinari\w*|base|lavorat\w*)\b[^\n\d]*(\d{1,3}(?:,\d{1,2})?)(?:\s+|\s*[x×*]\s*)(\d{1,3},\d{2,4})(?:\s+|\s*=\s*)(?:€\s*)?(\d{1,3}(?:\.\d{3})*,\d{2})(?![\d,])/i;

function ordinaryRowHourly(text: string): number | undefined {
  const m = ORDINARY_ROW.exec(text);
  const [hours, rate, amount] = [m?.[1], m?.[2], m?.[3]].map((v) => parseNumber(v ?? ''));
  if (!hours || !rate || !amount) return undefined;
  return Math.abs(hours * rate - amount) < 1 ? rate : undefined;
}

// "Straordinario diurno (magg. 10%)   8,00   9,40   82,72": an overtime row's hours, hourly base and amount; the base
// is the ordinary hour only when the amount holds a surcharge over hours × base (else the rate shown is the
// surcharged one).
const OVERTIME_ROW =
  /\bstraordinari\w*\b[^\n\d(]*(?:\([^)\n]*\)[^\n\d]*)?(\d{1,3}(?:,\d{1,2})?)(?:\s+|\s*[x×*]\s*)(\d{1,3},\d{2,4})(?:\s+|\s*=\s*)(?:€\s*)?(\d{1,3}(?:\.\d{3})*,\d{2})(?![\d,])/i;

function overtimeRowHourly(text: string): number | undefined {
  const m = OVERTIME_ROW.exec(text);
  const [hours, rate, amount] = [m?.[1], m?.[2], m?.[3]].map((v) => parseNumber(v ?? ''));
  if (!hours || !rate || !amount) return undefined;
  const plain = hours * rate;
  return amount > plain + 0.01 && amount <= plain * 2.5 ? rate : undefined;
}

/**
 * The hourly pay an uploaded payslip or letter states, from its own line: the pay an overtime, night or shift
 * hour of the document is valued on when the question gives no pay ("mi è arrivata questa lettera per i turni di
 * notte: quanto in più?"). Undefined when no document states one, or two documents state different ones.
 */
export function documentHourly(ctx: AgentContext): number | undefined {
  return documentsHourly(ctx.documents);
}

/** The same, of the uploaded documents alone. */
export function documentsHourly(documents: AgentContext['documents']): number | undefined {
  const found = new Set<number>();
  for (const d of documentTexts(documents)) {
    const line = (HOURLY_LINE.exec(d.text) ?? PER_HOUR_LINE.exec(d.text))?.[1];
    const value = line ? parseNumber(line) : (ordinaryRowHourly(d.text) ?? overtimeRowHourly(d.text));
    if (value !== undefined && value > 0 && value < 200) found.add(value);
  }
  return found.size === 1 ? [...found][0] : undefined;
}

// A level the question itself says ("sono al 4° livello", "C2"), not one read off the document.
const LEVEL_SAID = /\blivell\w*|\bliv\.|\b\d ?°|\b[a-e] ?[1-3]s?\b|\bcategoria\b/i;

/**
 * The document's hourly pay when the question states no pay and no level of its own (those come first): the
 * level the document names is the one its hourly pay is stated for.
 */
export function documentHourlyUnlessStated(
  ctx: AgentContext,
  req: TypedRequest,
  divisor?: { value: number | null },
): number | undefined {
  // Where the agreement's hour cannot be computed (no divisor in the knowledge base), the document's own hourly
  // pay is the only one an overtime row can be checked on ("Quota oraria per straordinari: 11,36").
  if (divisor && divisor.value === null) return documentHourly(ctx);
  const stated = req.slots.amounts.some((a) => a.kind !== 'hours');
  return stated || LEVEL_SAID.test(ctx.message) ? undefined : documentHourly(ctx);
}
