import type { Ccnl } from '../kb/schema.js';
import { readable } from '../reader/text.js';

/**
 * "possono avere dei giorni di riposo invece di pagare gli straordinari?": rest in place of overtime pay asked. Where
 * the agreement's rates text (or a passage) says when hours become compensatory rest (FIPE art. 127 for seasonal
 * workers) and the answer does not say it, that sentence follows the opening. The answer unchanged otherwise.
 */
const ASKS_REST_INSTEAD =
  /\b(?:riposi?|giorni (?:di )?(?:riposo|liber\w*)|recuper\w*)\b[^?]{0,80}\b(?:invece|al posto|anziche|in alternativa|piuttosto)\b|\b(?:invece|al posto|anziche|piuttosto)\b[^?]{0,80}\b(?:riposi?|giorni (?:di )?(?:riposo|liber\w*)|recuper\w*)\b|\briposi? compensativ\w*|\bcompensar\w*\b[^?]{0,60}\briposi?\b/;
const OVERTIME = /\bstraordinar\w*|\bore (?:in piu|oltre|extra|in eccedenza)\b/;
const REST = /\briposi? compensativ\w*/i;
const SEASONAL = /\bstagional\w*/;

export function withCompensatoryRest<T extends { text: string }>(
  answer: T,
  message: string,
  ccnl: Ccnl | undefined,
): T {
  const text = readable(message);
  if (!ccnl || !ASKS_REST_INSTEAD.test(text) || !OVERTIME.test(text) || REST.test(answer.text)) return answer;
  const texts = [
    ...(ccnl.rates?.text ? [{ text: ccnl.rates.text, article: ccnl.rates.article }] : []),
    ...ccnl.passages.map((p) => ({ text: p.text, article: p.article })),
  ];
  const sentences = texts.flatMap((t) =>
    t.text
      .split(/(?<=[.;])\s+(?=[A-ZÀ-Ý])/)
      .filter((s) => REST.test(s) && OVERTIME.test(readable(s)))
      .map((s) => ({ sentence: s.replace(/[.;]\s*$/, ''), article: t.article })),
  );
  // A seasonal worker asked: the seasonal workers' rule first.
  const seasonal = SEASONAL.test(text);
  const found = sentences.find((s) => !seasonal || SEASONAL.test(readable(s.sentence))) ?? sentences[0];
  if (!found) return answer;
  const article =
    found.article && !found.sentence.includes(found.article.split(' (')[0] ?? '')
      ? ` (${found.article})`
      : '';
  const line = `Nel ${ccnl.short_name}: ${found.sentence.charAt(0).toLowerCase()}${found.sentence.slice(1)}${article}.`;
  const [first, ...rest] = answer.text.split('\n');
  return { ...answer, text: [first, '', line, ...rest].join('\n') };
}
