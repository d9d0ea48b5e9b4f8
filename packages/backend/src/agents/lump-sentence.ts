import type { Ccnl } from '../kb/schema.js';

/**
 * The sentence of an agreement's una tantum that the question dates ("quella del protocollo Confesercenti di
 * dicembre 2022"): a year written right after the agreement's name picks the sentence that states it, when the
 * first sentence (the last renewal's) does not. Undefined when the question dates none for this agreement.
 */
export function datedLumpSentence(
  ccnl: Ccnl,
  sentences: readonly string[],
  asked: string,
): string | undefined {
  const name = ccnl.short_name
    .replace(/^CCNL\s+/i, '')
    .split(/\s+/)
    .at(-1)
    ?.toLowerCase();
  if (!name || name.length < 5) return undefined;
  const text = asked.toLowerCase();
  // Every mention counts: the story may name the agreement first ("l'altro a Confesercenti") and date it later.
  let year: string | undefined;
  for (let at = text.indexOf(name); at >= 0 && !year; at = text.indexOf(name, at + 1))
    year = /\b(20\d\d)\b/.exec(text.slice(at, at + name.length + 45))?.[1];
  if (!year || sentences[0]?.includes(year)) return undefined;
  const sentence = sentences.find((s) => s.includes(year));
  // Only the dated una tantum: not the lead-in ("Prima del rinnovo, …") nor what follows it ("e dal 1° aprile
  // 2023 un acconto…"), so the other agreement's cell still fits in the opening.
  return sentence
    ?.replace(/^[^,]{0,30},\s+/, '')
    .split(/,\s+e dal\b|;\s+/)[0]
    ?.trim();
}
