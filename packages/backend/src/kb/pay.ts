import { PICTURE_QUADRO } from './picture-words.js';
import type { Ccnl, PayRow, PayTable } from './schema.js';
import { LEVEL_ORDINALS, normalise } from './text.js';
import { onlyDerived } from './unread-table.js';

/** The sections of an agreement's pay tables, in file order ("" for a table without one). */
export function sections(ccnl: Ccnl): string[] {
  return [...new Set(ccnl.pay_tables.map((t) => t.section ?? ''))];
}

/**
 * The table of a section in force on `date` (the latest one that started on or before it) and the next one
 * already signed. No table in force means the knowledge base has no figure for that date.
 */
export function tableAt(
  ccnl: Ccnl,
  date: string,
  section = sections(ccnl)[0] ?? '',
): { current: PayTable | undefined; next: PayTable | undefined } {
  const tables = ccnl.pay_tables
    .filter((t) => (t.section ?? '') === section)
    .sort((a, b) => a.effective_from.localeCompare(b.effective_from));
  return {
    current: tables.filter((t) => t.effective_from <= date).at(-1),
    next: tables.find((t) => t.effective_from > date),
  };
}

export interface LevelPay {
  table: PayTable;
  row: PayRow;
  next: { table: PayTable; row: PayRow } | undefined;
}

/** The monthly row of a level in force on `date`, searching the sections in order; undefined when none is. */
export function levelPayAt(ccnl: Ccnl, level: string, date: string, prefer?: string): LevelPay | undefined {
  // A section the question names is searched first ("alberghi minori" for a two-star hotel).
  const all = sections(ccnl);
  const order = prefer && all.includes(prefer) ? [prefer, ...all.filter((s) => s !== prefer)] : all;
  for (const section of order) {
    const { current, next } = tableAt(ccnl, date, section);
    if (current?.unit !== 'mese') continue;
    const row = current.levels.find((r) => r.level === level);
    if (!row) continue;
    const nextRow = next?.levels.find((r) => r.level === level);
    // A next table only derived is no figure to announce (unread-table.ts): the renewal's answers name its tranche.
    const announced = next && nextRow && !onlyDerived(next) ? { table: next, row: nextRow } : undefined;
    return { table: current, row, next: announced };
  }
  return undefined;
}

/** The earliest date with a monthly table, to say from when figures exist. */
export function firstTableDate(ccnl: Ccnl): string | undefined {
  return ccnl.pay_tables
    .filter((t) => t.unit === 'mese')
    .map((t) => t.effective_from)
    .sort()[0];
}

/**
 * The monthly amount of one seniority increment for a level: the fixed amount of the file (a rider's "I
 * par.110" uses the amount of "I"), or the agreement's share of the minimum (lavoro domestico). Given the level's
 * row, the share is taken on the minimum without the allowances beside it (domestic D and DS: the function
 * allowance is no part of the "retribuzione minima contrattuale" the 4% is of).
 */
export function seniorityAmount(ccnl: Ccnl, level: string, minimum: number | PayRow): number | undefined {
  const rule = ccnl.seniority_increments;
  if (rule.amounts_eur_month) {
    const amounts = rule.amounts_eur_month;
    return amounts[level] ?? amounts[level.split(' ')[0] ?? level];
  }
  if (rule.percent_of_minimum) return (incrementBase(minimum) * rule.percent_of_minimum) / 100;
  return undefined;
}

/** A row's minimum without its allowances ("indennità di funzione"), or the amount given. */
function incrementBase(minimum: number | PayRow): number {
  if (typeof minimum === 'number') return minimum;
  const parts = minimum.components ?? [];
  const allowances = parts.filter((c) => /\bindennit/i.test(c.label));
  return allowances.length
    ? minimum.amount - allowances.reduce((sum, c) => sum + c.amount, 0)
    : minimum.amount;
}

/** A level's ordinal in either gender ("quarta categoria"), "ottavo" and the roman "I" as well. */
const ORDINALS: Record<string, string> = {
  ...LEVEL_ORDINALS,
  prima: '1',
  seconda: '2',
  terza: '3',
  quarta: '4',
  quinta: '5',
  sesta: '6',
  settima: '7',
  ottavo: '8',
  i: '1',
};

/**
 * Bargaining "di secondo livello" (company or local agreements, "contrattazione aziendale di secondo livello",
 * "integrativo di 2° livello") is a tier of bargaining, not a worker's level.
 */
const BARGAINING_TIER =
  /\b(?:contrattazion\w*|negoziazion\w*|accord[oi]|integrativ[oi]|premi[oi] di risultato)(?:\s+(?:aziendal\w*|territorial\w*|integrativ\w*|collettiv\w*))*\s+(?:di|del)\s+(?:secondo|2\s*[°º]?|ii)\s+livello\b/giu;

const key = (code: string) => normalise(code).replace(/\s+/g, '');

// Words that name a level before or after its number ("livello 5", "5ª categoria", "cat. 5").
const LEVEL_WORDS = new Set(['livello', 'liv', 'categoria', 'cat', 'categ']);
const LEVEL_WORD_ENDS_SENTENCE = /(?<=\b(?:livell[oi]|categori[ae]))\s*[.?!;]+\s+/iu;

/**
 * The former categories a level's name says it replaced, as codes: "livello C3 (ex 5ª)" gives 5 → C3,
 * "(ex 3ª super)" 3s → C1, "(ex 1ª e 2ª categoria)" 1 and 2 → D1.
 */
function formerCodes(ccnl: Ccnl): Map<string, string> {
  const former = new Map<string, string>();
  for (const level of ccnl.levels) {
    const said = /\(ex ([^)]*)\)/i.exec(level.name)?.[1];
    if (!said) continue;
    for (const match of said.matchAll(/(\d{1,2})\s*[ª°a]?(\s+super)?/giu))
      former.set(`${match[1]}${match[2] ? 's' : ''}`, level.level);
  }
  return former;
}

/**
 * The level of `ccnl` a text names: "4° livello", "livello quarto", "livello C3", "3° super", "Quadri",
 * "quadro A", "livello BS". A bare number counts only next to "livello", so "2 scatti" is not a level.
 * `former` reads a category a reclassification replaced as its new level ("5ª categoria" → C3): off where the
 * number may be another agreement's level (a comparison's "4° livello del Commercio").
 */
export function findLevel(ccnl: Ccnl, said: string, former = true): string | undefined {
  // "il livello di riferimento F", "livello di inquadramento C2": the level named after its qualifier.
  // "il tempo pieno del livello 1.720 € mensili": a pay in euro after the level word is not the level.
  const text = said
    .replace(/\b(livello|liv\.?) (?:di riferimento|di inquadramento) (?=[\p{L}\p{N}])/giu, '$1 ')
    .replace(/\b(livello|liv\.?)\s+\d{1,3}(?:\.\d{3})+(?:,\d{1,2})?(?=\s*(?:€|euro\b))/giu, '$1 di');
  // "non ha detto a che livello. Secondo il contratto…": a sentence that ends on the level word leaves it
  // without a value; the next sentence's first word ("Secondo", "Terzo") is not that level.
  const sentences = text.split(LEVEL_WORD_ENDS_SENTENCE);
  if (sentences.length > 1) {
    for (const sentence of sentences) {
      const found = findLevel(ccnl, sentence, former);
      if (found) return found;
    }
    return undefined;
  }
  const codes = new Map<string, string>();
  for (const level of ccnl.levels) codes.set(key(level.level), level.level);
  for (const table of ccnl.pay_tables) for (const row of table.levels) codes.set(key(row.level), row.level);
  // The categories a reclassification replaced ("5ª categoria" is C3 since 2021) name the new level, unless
  // the agreement still has a level with that number.
  if (former) for (const [number, code] of formerCodes(ccnl)) if (!codes.has(number)) codes.set(number, code);
  // "un 3°A", "il 6°S", "1ºS": the ordinal sign between a number and a letter joins them into the agreement's code
  // ("3A" in Alimentari), where it has one; a spaced "3° a tempo pieno" is a preposition.
  // ("livello 3/A", "3-A" on a payslip: the slash or dash joins them the same way; a spaced "3 - a tempo" does not.)
  const joined = text.replace(
    /(\d{1,2})[°º/-]([a-z])(?![\p{L}\p{N}])/giu,
    (all, n: string, letter: string) => (codes.has(`${n}${letter.toLowerCase()}`) ? `${n}${letter}` : all),
  );
  // "3° livello A", "livello 3 A": a capital letter (or one closing the phrase) after the level's number is part
  // of the agreement's code where it has one; "3° livello a tempo pieno" keeps its preposition.
  const lettered = joined.replace(
    /(\d{1,2})\s*[°º]?\s+(livello|liv\.?)\s+([A-Z]|[a-z](?=\s*[,.;:?!)]|\s*$))(?![\p{L}\p{N}])|\b(livello|liv\.?)\s+(\d{1,2})\s*[°º]?\s+([A-Z])(?![\p{L}\p{N}])/gu,
    (all, n1?: string, word1?: string, l1?: string, word2?: string, n2?: string, l2?: string) => {
      const [n, letter, word] = n1 ? [n1, l1 ?? '', word1 ?? ''] : [n2 ?? '', l2 ?? '', word2 ?? ''];
      return codes.has(`${n}${letter.toLowerCase()}`) ? `${n}${letter} ${word}` : all;
    },
  );
  const tokens = normalise(lettered.replace(BARGAINING_TIER, ' ').replace(PICTURE_QUADRO, ' '))
    .split(' ')
    // "5ª", "3°" fold to "5a", "3o": the ordinal, unless the agreement has such a code ("3A" in Alimentari).
    .map((t) => ORDINALS[t] ?? (codes.has(t) ? t : t.replace(/^(\d{1,2})[ao]$/, '$1')));
  const known = (candidate: string) => codes.get(candidate);
  // ("2° livello bis", "livello 2 bis": the qualifier after the level word names the joined code "2bis".)
  const withSuper = (code: string, i: number) =>
    tokens[i] === 'super' || tokens[i] === 's'
      ? (known(`${code}s`) ?? known(code))
      : /^(?:bis|ter)$/.test(tokens[i] ?? '')
        ? (known(`${code}${tokens[i]}`) ?? known(code))
        : known(code);

  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] ?? '';
    // "80 metri quadri": a measure, not the Quadri level (a picture of things is cut first, picture-words.ts).
    const measure = /^(?:metri|metro|m|mq|centimetri|chilometri)$/.test(tokens[i - 1] ?? '');
    if ((token === 'quadro' || token === 'quadri') && !measure) {
      const next = tokens[i + 1];
      const found =
        (next === 'a' || next === 'b' ? known(`q${next}`) : undefined) ??
        known('q') ??
        known('quadri') ??
        known('qa') ??
        known('a1');
      if (found) return found;
    }
    if (LEVEL_WORDS.has(token)) {
      const next = tokens[i + 1];
      if (next) {
        const found = withSuper(next, i + 2) ?? known(`${next}${tokens[i + 2] ?? ''}`);
        if (found) return found;
      }
    }
    const next = tokens[i + 1] ?? '';
    const nextIsSuper = next === 'super' || next === 's';
    if (LEVEL_WORDS.has(next) || (nextIsSuper && LEVEL_WORDS.has(tokens[i + 2] ?? ''))) {
      const found = nextIsSuper ? (known(`${token}s`) ?? known(token)) : withSuper(token, i + 2);
      if (found) return found;
    }
    // "al 2 bis", "un 3 ter": a number and its qualifier written apart name the agreement's joined code ("2bis").
    if (/^(?:bis|ter)$/.test(next) && /^\d{1,2}$/.test(token)) {
      const found = known(`${token}${next}`);
      if (found) return found;
    }
    if (next === 'super' && /^\d$/.test(token)) {
      const found = known(`${token}s`);
      if (found) return found;
    }
    // Codes that mix letters and digits ("C3", "D1", "3S", "6s", "4J") are unambiguous on their own.
    if (/^(?=.*\d)(?=.*[a-z])[a-z0-9]{2,3}$/.test(token)) {
      const found = known(token);
      if (found) return found;
    }
  }
  return undefined;
}
