import { clauseForSeniority } from './bands.js';

/**
 * A statement that gives different rules to operai, intermedi and impiegati ("Impiegati: 4 settimane fino a 10
 * anni …; intermedi: …. 4 settimane l'anno per gli operai, con qualunque anzianità"), asked for one of them
 * ("operaio tessile con 22 anni"): only that category's sentences answer, never another category's band.
 */

interface Category {
  /** How a question names the worker. */
  asked: RegExp;
  /** How a statement names the category. */
  named: RegExp;
  plural: string;
}

const CATEGORIES: readonly Category[] = [
  { asked: /\boperai[oae]?\b/, named: /\boperai\b/, plural: 'operai' },
  { asked: /\bimpiegat[oaie]\b/, named: /\bimpiegati\b/, plural: 'impiegati' },
  { asked: /\bintermedi[oae]?\b|\bqualifica intermedia\b/, named: /\bintermedi\b/, plural: 'intermedi' },
];

/**
 * "per gli operai 4 settimane l'anno, con qualunque anzianità (…)" or "per gli impiegati con 22 anni di
 * anzianità spettano 5 settimane oltre 18 anni": the lead for the category the question names. Undefined
 * unless the question names exactly one category and the statement speaks of at least two, one of them that.
 */
export function categoryLead(statement: string, question: string, serviceYears: number): string | undefined {
  const asked = CATEGORIES.filter((c) => c.asked.test(question.toLowerCase()));
  const category = asked.length === 1 ? asked[0] : undefined;
  const named = CATEGORIES.filter((c) => c.named.test(statement.toLowerCase()));
  if (!category || named.length < 2 || !named.includes(category)) return undefined;
  // Sentences and ";"-parts that name this category and no other.
  const own = statement
    .split(/(?<=[.;])\s+/)
    .map((s) => s.trim().replace(/[.;]$/, ''))
    .filter(
      (s) =>
        category.named.test(s.toLowerCase()) &&
        !named.some((c) => c !== category && c.named.test(s.toLowerCase())),
    );
  if (!own.length) return undefined;
  const text = own.join('; ');
  const years = Number.isInteger(serviceYears) ? `${serviceYears} anni` : undefined;
  const banded = clauseForSeniority(text, serviceYears);
  if (banded && years)
    return `per gli ${category.plural} con ${years} di anzianità spettano ${banded.replace(/^\p{Lu}[\p{L} ]{2,30}:\s+/u, '')}`;
  // One rule for every seniority: its own label ("Regole anteriori al rinnovo …: …") goes after it.
  const labelled = /^([^:]{3,80}):\s+(.+)$/.exec(text);
  const rule = (labelled?.[2] ?? text)
    .replace(new RegExp(`\\s*per (?:gli|i) ${category.plural}\\b`, 'i'), '')
    .replace(/^\p{Lu}[\p{L}]*:\s+/u, '');
  const label = labelled?.[1] ? ` (${labelled[1].charAt(0).toLowerCase()}${labelled[1].slice(1)})` : '';
  return `per gli ${category.plural} ${rule}${label}`;
}
