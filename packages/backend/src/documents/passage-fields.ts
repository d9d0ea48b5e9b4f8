/**
 * The statement of a document passage that answers a question, for quoting it rather than the passage's start:
 *
 *   sentenceAbout(passage, topic?, question?, byField?): string — the entry naming an amount the question gives
 *     ("la trattenuta di 72,54 euro"), else the sentence on the topic sharing most words with the question, else
 *     the one sharing most words, else the passage's start; with `byField`, a sentence too long to quote narrowed
 *     to the field of a list the question asks when one stands out; clipped to a quote's length.
 *   passageFields(text): string[] — a passage's sentences, and within them the fields of a list whose lines the
 *     index joined ("… condizioni: - CCNL applicato: … - Periodo di prova: 60 giorni di effettivo lavoro …",
 *     "minimi 1.818,75 euro; superminimo assorbibile 131,25 euro").
 *   isAbout(text, topic): boolean; quote(text, max?): string.
 */
import type { Passage } from '../kb/passages.js';
import { splitSentences } from '../kb/sentences.js';
import { terms } from '../kb/text.js';
import { TOPICS, type Topic } from '../kb/topics.js';
import { labelledValues } from './labelled-values.js';

export const QUOTE_CHARS = 320;

// A bullet or dash before a capitalised field ("- Periodo di prova:"), or a semicolon between entries.
const FIELD_BREAK = /\s+[-–•]\s+(?=\p{Lu}[\p{L}' ]{1,40}:)|(?<=;)\s+/u;
// A field opening with its label ("Periodo di prova:").
const LABEL = /^\p{Lu}[\p{L}' ]{1,40}:/u;
// An amount with cents as written in a question or a document ("72,54", "1.350,00").
const AMOUNT = /\d{1,3}(?:\.\d{3})*,\d{2}(?![\d,])/g;

export function passageFields(text: string): string[] {
  return splitSentences(text)
    .flatMap((sentence) => sentence.split(FIELD_BREAK))
    .map((field) => field.trim())
    .filter(Boolean);
}

/** Whether a passage is about a topic: its pattern on the lowercased text (cheap: run on many passages). */
export function isAbout(text: string, topic: Topic): boolean {
  return TOPICS.find((t) => t.key === topic)?.pattern.test(text.toLowerCase()) ?? false;
}

export function quote(text: string, max = QUOTE_CHARS): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length > max ? `${clean.slice(0, max - 1).trimEnd()}…` : clean;
}

/** The entry stating an amount the question names ("cos'è la trattenuta di 72,54?"), with its label. */
function entryWithAmount(passage: Passage, question: string): string | undefined {
  const named = new Set(question.match(AMOUNT) ?? []);
  if (!named.size) return undefined;
  const entry = labelledValues([passage]).find((v) => named.has(v.value));
  return entry && `${entry.label} ${entry.value}`;
}

/** Of several statements, the one sharing most words with the question, when no other shares as many. */
function uniquelyAsked(fields: readonly string[], sharedWith: (s: string) => number): string | undefined {
  const scores = fields.map(sharedWith);
  const top = Math.max(0, ...scores);
  return top > 0 && scores.filter((n) => n === top).length === 1 ? fields[scores.indexOf(top)] : undefined;
}

export function sentenceAbout(
  passage: Passage,
  topic: Topic | undefined,
  question = '',
  byField = false,
): string {
  const named = entryWithAmount(passage, question);
  if (named) return quote(named);
  const asked = new Set(terms(question));
  const sharedWith = (sentence: string) => new Set(terms(sentence).filter((t) => asked.has(t))).size;
  const chosen = sentenceOf(splitSentences(passage.text), topic, sharedWith);
  // A sentence too long to quote whole (a list whose lines the index joined): its field the question asks, when
  // one stands out ("Periodo di prova: 60 giorni di effettivo lavoro").
  if (!byField || chosen.length <= QUOTE_CHARS) return quote(chosen);
  // Only a field whose label the question names ("Periodo di prova: …" for "quanto dura il periodo di prova?").
  const fields = passageFields(chosen).filter((f) => LABEL.test(f));
  const label = (field: string) => sharedWith(LABEL.exec(field)?.[0] ?? '');
  return quote(uniquelyAsked(fields, label) ?? chosen);
}

function sentenceOf(
  sentences: readonly string[],
  topic: Topic | undefined,
  sharedWith: (s: string) => number,
): string {
  // Of the sentences on the subject, the one sharing most words with the question ("inquadramento: C2",
  // not the "mansione" line before it), else the first.
  const onTopic = topic
    ? sentences
        .filter((s) => isAbout(s, topic))
        .reduce<string | undefined>(
          (best, s) => (!best || sharedWith(s) > sharedWith(best) ? s : best),
          undefined,
        )
    : undefined;
  if (onTopic) return onTopic;
  let best = sentences[0] ?? '';
  let bestShared = 0;
  for (const sentence of sentences) {
    const shared = sharedWith(sentence);
    if (shared > bestShared) [best, bestShared] = [sentence, shared];
  }
  return best;
}
