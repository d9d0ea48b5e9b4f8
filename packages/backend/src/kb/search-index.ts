import { terms } from './text.js';

// BM25 parameters: the usual values for short documents.
const K1 = 1.2;
const B = 0.75;

export interface Scored<T> {
  item: T;
  score: number;
}

/**
 * A full-text index over short Italian texts (passages, pieces of uploaded documents), ranked with BM25 on
 * stemmed terms. `ignore` lists terms that match too much to say anything (the agreement's own name).
 */
export function createSearchIndex<T>(items: T[], textOf: (item: T) => string) {
  const docs = items.map((item) => {
    const frequencies = new Map<string, number>();
    const words = terms(textOf(item));
    for (const word of words) frequencies.set(word, (frequencies.get(word) ?? 0) + 1);
    return { item, frequencies, length: words.length };
  });
  const averageLength = docs.reduce((sum, doc) => sum + doc.length, 0) / Math.max(docs.length, 1);
  const documentFrequency = new Map<string, number>();
  for (const doc of docs)
    for (const word of doc.frequencies.keys())
      documentFrequency.set(word, (documentFrequency.get(word) ?? 0) + 1);
  const idf = (word: string) => {
    const df = documentFrequency.get(word) ?? 0;
    return Math.log(1 + (docs.length - df + 0.5) / (df + 0.5));
  };

  return {
    /** Items sharing at least one term with the query, best first; `filter` keeps only some of them. */
    search(
      query: string,
      options: { filter?: (item: T) => boolean; ignore?: Set<string> } = {},
    ): Scored<T>[] {
      const all = [...new Set(terms(query))];
      const specific = options.ignore ? all.filter((word) => !options.ignore?.has(word)) : all;
      // A query made only of ignored words ("CCNL Commercio?") is matched on those words themselves.
      const words = specific.length ? specific : all;
      const scored: Scored<T>[] = [];
      for (const doc of docs) {
        if (options.filter && !options.filter(doc.item)) continue;
        let score = 0;
        for (const word of words) {
          const tf = doc.frequencies.get(word);
          if (!tf) continue;
          score += (idf(word) * tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * doc.length) / averageLength));
        }
        if (score > 0) scored.push({ item: doc.item, score });
      }
      return scored.sort((a, b) => b.score - a.score);
    },
  };
}
