import { euro } from '../kb/format.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';

/**
 * Session 24 (fixs24d): a domestic worker's INPS share per hour that the user states and doubts ("la signora mi
 * trattiene 0,43 euro per ogni ora di contributi, è giusto?", "mi toglie 0,50 € l'ora di INPS, torna?"). The
 * answer computes the worker's hourly share ("(0,43 € l'ora: è quanto puoi trattenere dalla paga)"): it opens
 * with "Sì" when the figure stated is that share, "No" with the right one when it differs. Nothing is said when
 * the answer gives no hourly share.
 */

const NUMBER = String.raw`(\d+(?:,\d{1,2})?)`;
const PER_HOUR = String.raw`\s*(?:€|euro)?\s*(?:per (?:ogni )?ora|l'ora|all'ora|a ora|orari)`;
// "mi trattiene 0,43 euro per ogni ora", "mi tolgono 0,50 € l'ora".
const WITHHELD_FIRST = new RegExp(
  String.raw`\b(?:trattien\w*|tratten\w*|trattenut\w*|togli\w*|tolg\w*|scala\w*|detra\w*)\b[^.?!\d]{0,30}?${NUMBER}${PER_HOUR}`,
);
// "0,43 € l'ora di trattenuta INPS", "0,43 euro all'ora di contributi a mio carico".
const FIGURE_FIRST = new RegExp(
  String.raw`${NUMBER}${PER_HOUR}\s*(?:di |come )?(?:trattenut\w*|contribut\w*|inps\b|quota)`,
);
const SHARE = /\((\d+,\d{2}) € l'ora: è quanto (?:puoi trattenere|si trattiene)/;
const OPENS_WITH_VERDICT = /^\s*(?:\*\*)?(?:sì|si|no|in parte|non posso confermarlo)(?![\p{L}])/iu;

/** The hourly share the message states and asks to be confirmed, in euro. */
export function statedHourlyShare(message: string): number | undefined {
  const text = readable(message);
  if (!text.includes('?')) return undefined;
  const found = WITHHELD_FIRST.exec(text) ?? FIGURE_FIRST.exec(text);
  const raw = found?.[1];
  if (!raw) return undefined;
  const value = Number(raw.replace(',', '.'));
  // A worker's share is cents an hour: a larger figure is a pay, not the share.
  return value > 0 && value < 2 ? value : undefined;
}

export function withWorkerShareVerdict<T extends AgentAnswer>(answer: T, message: string): T {
  const stated = statedHourlyShare(message);
  if (stated === undefined) return answer;
  const lines = answer.text.split('\n');
  const at = lines.findIndex((line) => line.trim() !== '');
  const opening = lines[at];
  if (at < 0 || opening === undefined || OPENS_WITH_VERDICT.test(opening)) return answer;
  const share = SHARE.exec(opening)?.[1];
  if (!share) return answer;
  const value = Number(share.replace(',', '.'));
  lines[at] =
    Math.abs(value - stated) < 0.005
      ? `**Sì**: ${euro(stated)} l'ora è la quota INPS a carico del lavoratore. ${opening}`
      : `**No**: la quota INPS a carico del lavoratore è **${euro(value)} l'ora**, non ${euro(stated)}. ${opening}`;
  return { ...answer, text: lines.join('\n') };
}
