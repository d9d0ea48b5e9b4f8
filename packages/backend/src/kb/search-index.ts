import MiniSearch, { type Options } from 'minisearch';
import { terms } from './text.js';

export interface Scored<T> {
  item: T;
  score: number;
}

export interface SearchOptions<T> {
  /** Keeps only some items. */
  filter?: (item: T) => boolean;
  /** Terms that match too much to say anything (the agreement's own name): left out of the query. */
  ignore?: Set<string>;
}

export interface SearchIndex<T> {
  /** Items sharing at least one term with the query, best first. */
  search(query: string, options?: SearchOptions<T>): Scored<T>[];
  /** The index as JSON, to store and load again with `loadSearchIndex` over the same items. */
  toJSON(): string;
}

interface Entry {
  id: number;
  text: string;
}

// The text is already made of search terms (see `terms`): the engine splits on spaces and keeps them as is.
const options: Options<Entry> = {
  fields: ['text'],
  storeFields: [],
  tokenize: (text) => text.split(' '),
  processTerm: (term) => term || null,
  searchOptions: { combineWith: 'OR', prefix: false, fuzzy: false },
};

function wrap<T>(engine: MiniSearch<Entry>, items: readonly T[]): SearchIndex<T> {
  return {
    search(query, { filter, ignore } = {}) {
      const all = [...new Set(terms(query))];
      const specific = ignore ? all.filter((word) => !ignore.has(word)) : all;
      // A query made only of ignored words ("CCNL Commercio?") is matched on those words themselves.
      const words = specific.length ? specific : all;
      if (!words.length) return [];
      const out: Scored<T>[] = [];
      for (const result of engine.search(words.join(' '))) {
        const item = items[result.id as number];
        if (item !== undefined && (!filter || filter(item))) out.push({ item, score: result.score });
      }
      return out;
    },
    toJSON: () => JSON.stringify(engine),
  };
}

/**
 * A full-text index (MiniSearch, BM25 ranking) over short Italian texts: knowledge-base passages and pieces
 * of uploaded documents, on the stemmed terms of `terms` (Snowball Italian stemmer, stop words, synonyms).
 */
export function createSearchIndex<T>(items: readonly T[], textOf: (item: T) => string): SearchIndex<T> {
  const engine = new MiniSearch<Entry>(options);
  engine.addAll(items.map((item, id) => ({ id, text: terms(textOf(item)).join(' ') })));
  return wrap(engine, items);
}

/** An index stored by `toJSON`, over the same items in the same order: no re-indexing. */
export function loadSearchIndex<T>(items: readonly T[], json: string): SearchIndex<T> {
  return wrap(MiniSearch.loadJSON<Entry>(json, options), items);
}
