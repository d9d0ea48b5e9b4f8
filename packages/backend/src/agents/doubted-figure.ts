import { euro, figureValue } from '../kb/format.js';
import { cents } from '../payroll/net-pay.js';
import type { Intent } from '../reader/request.js';
import type { AgentAnswer } from './answer.js';

/**
 * A figure the user read on a payslip and doubts ("le ha trattenuto 75 euro: è giusto?", "in busta l'ora
 * festiva me l'hanno messa a 12,20, è giusto?"): an answer that computes the right figure but never sets it
 * against the one given leaves the doubt open. The difference is said right after the opening sentence.
 */
// ("mi hanno messo quasi solo notti, 21-7": a shift's hours, not a figure read on the payslip.)
const DOUBT = /\b(?:giust[oaie]|corrett[oaie]|torna(?:no)?|sbagliat\w*|spett\w* di piu)\b/i;
const READ_ON_SLIP =
  /\b(?:trattenut\w*|trattenuto|messo|messa|messe|pagat[oaie]|liquidat[oaie]|segnat[oaie]|scritt[oaie]|in busta|indicat[oaie])\b[^?.;]{0,40}?(?<![\d,\-–])(\d{1,3}(?:\.\d{3})*,\d{1,2}|\d+(?:,\d{1,2})?)(?!\d|,\d|\s*[-–]\s*\d|[:.]\d)\s*(?:€|euro)?/gi;
// "ho preso 1.450 netti a ottobre: è giusto?", "mi arrivano 1.380 euro netti": a net the worker was paid.
const NET_RECEIVED =
  /(\d{1,3}(?:\.\d{3})*(?:,\d{1,2})?|\d+(?:,\d{1,2})?)\s*(?:€|euro)?\s*(?:netti|nette|di netto|netto)\b/gi;
const NUMBER = /\d{1,3}(?:\.\d{3})+(?:,\d+)?|\d+(?:,\d+)?/g;
const AMOUNT_INTENTS: ReadonlySet<Intent> = new Set([
  'payslip_check',
  'overtime_value',
  'hourly_rate',
  'gross_to_net',
]);

export function withDoubtedFigure<T extends AgentAnswer>(
  answer: T,
  message: string,
  intent: Intent,
  claimed = false,
): T {
  if (!AMOUNT_INTENTS.has(intent) || !DOUBT.test(message)) return answer;
  // A net said as the rule ("mi arrivano 1.380 netti, è corretto?") gets the claim's verdict instead.
  if (intent === 'gross_to_net' && claimed) return answer;
  const text = answer.text;
  // A payslip check that already sets each figure against the computed one says it itself.
  if (/\bindicat[oa] [\d€]|\bdifferenz/.test(text)) return answer;
  const read = [...message.matchAll(intent === 'gross_to_net' ? NET_RECEIVED : READ_ON_SLIP)];
  // ("in busta ha una paga oraria di 9,84": the ordinary hour the answer computes from, shown in its steps.)
  const given = read
    .filter((m) => !(/\bpaga oraria\b/i.test(m[0]) && text.includes(euro(figureValue(m[1] ?? '')))))
    .map((m) => figureValue(m[1] ?? ''))
    .filter((v) => v > 0);
  const asked = new Set([...message.matchAll(NUMBER)].map((m) => figureValue(m[0])));
  const [opening, ...rest] = text.split('\n');
  const inOpening = [...(opening ?? '').matchAll(NUMBER)].map((m) => figureValue(m[0]));
  // ("la trattenuta dovuta è 41,28 €, non 75,08 €": the figure the opening rejects is the one checked, not computed.)
  const rejected = new Set(
    [...(opening ?? '').matchAll(/\bnon (?:di |a )?\**(\d{1,3}(?:\.\d{3})*(?:,\d+)?)/g)].map((m) =>
      figureValue(m[1] ?? ''),
    ),
  );
  const shown = inOpening.filter((v) => !asked.has(v) && !rejected.has(v));
  for (const value of given) {
    // A figure the answer computes from (the hourly pay "in busta") is an input, not a doubt.
    if (inOpening.includes(value)) continue;
    // The figure said, rounded, is the one the opening already rejects: the doubt is answered.
    if ([...rejected].some((r) => Math.abs(r - value) < 1)) return answer;
    const nearest = shown.filter((v) => v > 0).sort((a, b) => Math.abs(a - value) - Math.abs(b - value))[0];
    if (nearest === undefined || Math.abs(nearest - value) > nearest * 0.3) continue;
    const difference = cents(Math.abs(nearest - value));
    const sentence =
      difference < 0.01
        ? `La cifra indicata (${euro(value)}) corrisponde a quella calcolata.`
        : `Rispetto alla cifra indicata (${euro(value)}) la differenza è di **${euro(difference)}** (${value > nearest ? 'indicata più alta' : 'indicata più bassa'} della calcolata, ${euro(nearest)}).`;
    return { ...answer, text: [opening, sentence, ...rest].join('\n') };
  }
  return answer;
}
