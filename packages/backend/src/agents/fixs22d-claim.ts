import type { ClaimedFigure } from '../reader/claimed-figure.js';
import { figuresWithUnits } from '../reader/claimed-figure.js';
import { fold } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';

/**
 * Session 22 (fixs22d): an agreement rule believed as it is now, beside the figure the user remembers from before
 * ("è vero che adesso il part-time non può essere sotto le 15 ore? prima erano 14 giusto?"). The present figure is
 * the claim the answer confirms or corrects first (claim-verdict.ts); the former one is said back as the user's,
 * confirmed only when the answer's own sources state it, else named as a figure the sources do not give.
 */

const ASKS_CONFIRMATION = /\b(?:e|e') vero\b|\bvero\s*\?|\bgiust[oaie]\s*\?|\bcorrett[oaie]\b|\bconferm\w*\b/;
// "prima erano 14", "prima era di 12", "una volta erano 16", "fino all'anno scorso bastavano 14".
const FORMER =
  /\b(?:prima|una volta|in passato|fino (?:a|al|all'|allo)\s?\w* ?(?:scorso|scorsa)?|col (?:vecchio|precedente) (?:contratto|ccnl))\s*(?:,\s*)?(?:erano|era|c'erano|c'era|bastavano|bastava|servivano|serviva|si (?:potevano|poteva) \w+|il minimo era|valeva|valevano|si parlava di)\s+(?:di\s+|a\s+)?(\d{1,4}(?:,\d+)?)\b/;

export interface NowAndBefore {
  claim: ClaimedFigure;
  before: number;
}

/** The figure believed now and the one remembered from before, or undefined when the message says no former one. */
export function nowAndBefore(message: string): NowAndBefore | undefined {
  const text = fold(message);
  if (!ASKS_CONFIRMATION.test(text)) return undefined;
  const former = FORMER.exec(text);
  if (!former?.[1]) return undefined;
  const said = figuresWithUnits(text.slice(0, former.index)).filter((f) => f.unit !== undefined);
  const now = said.at(-1);
  if (!now?.unit) return undefined;
  return { claim: { value: now.value, unit: now.unit }, before: Number(former[1].replace(',', '.')) };
}

/** The claim slot for a message that sets a present figure beside a former one (none when it sets one alone). */
export function presentClaim(message: string): { claim?: ClaimedFigure } {
  const read = nowAndBefore(message);
  return read ? { claim: read.claim } : {};
}

/** The word a claimed figure's unit is written with. */
export const UNIT_WORD: Record<ClaimedFigure['unit'], string> = {
  euro: '€',
  days: 'giorni',
  hours: 'ore',
  percent: '%',
  months: 'mesi',
  weeks: 'settimane',
  payments: 'mensilità',
};

/**
 * The former figure said back after the opening: as the sources' own when the answer states it, else as the
 * user's, with the sources giving none (no figure is confirmed that no page gives).
 */
export function withFormerFigure<T extends AgentAnswer>(answer: T, message: string): T {
  const read = nowAndBefore(message);
  if (!read) return answer;
  const lines = answer.text.split('\n');
  const at = lines.findIndex((line) => line.trim() !== '');
  if (at < 0 || !/^\s*(?:\*\*)?(?:sì|no)(?!\p{L})/iu.test(lines[at] ?? '')) return answer;
  const body = fold(answer.text);
  const stated = figuresWithUnits(body).some(
    (f) => Math.abs(f.value - read.before) < 0.005 && f.unit === read.claim.unit,
  );
  if (stated) return answer;
  const figure = `${String(read.before).replace('.', ',')} ${UNIT_WORD[read.claim.unit]}`;
  lines.splice(
    at + 1,
    0,
    `La soglia di prima che ricordi (${figure}) non è indicata nelle fonti della base di conoscenza: non posso confermarla; le fonti danno solo quella in vigore ora.`,
  );
  return { ...answer, text: lines.join('\n') };
}
