import { parseItalianNumber } from '@ccnl/core';

/**
 * Italian number forms as users type them: "30.000", "1.783,75", "30k", "1,5k", "2.100€", "trentamila",
 * "duemilacento". Values only; what an amount means is read by `amounts.ts`.
 */

const UNITS: Record<string, number> = {
  zero: 0,
  un: 1,
  uno: 1,
  una: 1,
  due: 2,
  tre: 3,
  quattro: 4,
  cinque: 5,
  sei: 6,
  sette: 7,
  otto: 8,
  nove: 9,
  dieci: 10,
  undici: 11,
  dodici: 12,
  tredici: 13,
  quattordici: 14,
  quindici: 15,
  sedici: 16,
  diciassette: 17,
  diciotto: 18,
  diciannove: 19,
  venti: 20,
  trenta: 30,
  quaranta: 40,
  cinquanta: 50,
  sessanta: 60,
  settanta: 70,
  ottanta: 80,
  novanta: 90,
};
const TENS = ['venti', 'trenta', 'quaranta', 'cinquanta', 'sessanta', 'settanta', 'ottanta', 'novanta'];

/** 0–99 written out ("trentadue", "ventotto", "tre"); undefined for anything else. */
function belowHundred(word: string): number | undefined {
  if (word === '') return 0;
  if (UNITS[word] !== undefined) return UNITS[word];
  for (const ten of TENS) {
    // "ventuno", "trentotto": the tens lose their last vowel before uno and otto.
    const stems = [ten, ten.slice(0, -1)];
    for (const stem of stems)
      if (word.startsWith(stem)) {
        const rest = UNITS[word.slice(stem.length)];
        if (rest !== undefined && rest > 0 && rest < 10) return (UNITS[ten] ?? 0) + rest;
      }
  }
  return undefined;
}

/** 0–999 written out ("centocinquanta", "duecento"). */
function belowThousand(word: string): number | undefined {
  const at = word.indexOf('cento');
  if (at < 0) return belowHundred(word);
  const head = word.slice(0, at);
  const hundreds = head === '' ? 1 : UNITS[head];
  const tail = belowHundred(word.slice(at + 5));
  return hundreds === undefined || tail === undefined ? undefined : hundreds * 100 + tail;
}

/** A number written in Italian words up to the millions ("trentamila", "milleottocento"); undefined if not one. */
export function wordsToNumber(word: string): number | undefined {
  const w = word.toLowerCase();
  if (!/^[a-z]+$/.test(w)) return undefined;
  const million = /^(.*?)(?:milioni|milione)(.*)$/.exec(w);
  if (million) {
    const head = million[1] === '' || million[1] === 'un' ? 1 : belowThousand(million[1] ?? '');
    const tail = million[2] ? wordsToNumber(million[2]) : 0;
    return head === undefined || tail === undefined ? undefined : head * 1_000_000 + tail;
  }
  if (w.startsWith('mille')) {
    const tail = belowThousand(w.slice(5));
    return tail === undefined ? undefined : 1000 + tail;
  }
  const thousand = /^(.+?)mila(.*)$/.exec(w);
  if (thousand) {
    const head = belowThousand(thousand[1] ?? '');
    const tail = belowThousand(thousand[2] ?? '');
    return head === undefined || tail === undefined ? undefined : head * 1000 + tail;
  }
  const value = belowThousand(w);
  // A bare "un"/"una" is an article, not a figure.
  return value === undefined || w === 'un' || w === 'una' || w === 'uno' ? undefined : value;
}

/**
 * A count as the reader's patterns capture it: digits ("3", "2,5"), "un"/"uno"/"una" (one, which
 * `wordsToNumber` leaves as an article) or a number in words ("tre", "dodici"); undefined for any other word.
 */
export function countValue(raw: string): number | undefined {
  if (/^\d/.test(raw)) return parseNumber(raw);
  if (raw === 'un' || raw === 'uno' || raw === 'una') return 1;
  return wordsToNumber(raw);
}

/**
 * A number in Italian notation: "." groups thousands, "," marks decimals ("1.783,75"); a lone "." followed by
 * one or two digits is read as a decimal point ("1783.75"), by three as a thousands mark ("30.000").
 * "k" multiplies by a thousand ("30k", "1,5k").
 */
export function parseNumber(raw: string): number | undefined {
  let text = raw.trim().toLowerCase().replace(/\s/g, '');
  let factor = 1;
  if (text.endsWith('k')) {
    factor = 1000;
    text = text.slice(0, -1);
  }
  const value = parseItalianNumber(text);
  return value === undefined ? undefined : Math.round(value * factor * 100) / 100;
}

// Words after a figure that make it money ("mille euro", "milleduecento netti", "mille mensili").
const MONEY_WORD =
  /^(?:euro|eur|lordi|lorde|netti|nette|mensili|annui|annue|annuali|lordo|netto|circa|piu|più)$/;

/**
 * Whether a number in words counts things rather than money ("dopo mille colloqui", "cento volte", "mille
 * domande"): the next word is a plural noun (ends in -i or -e, four letters or more) that is not a money word.
 */
function countsThings(after: string): boolean {
  const next = /^\s+([a-zàèéìòù]+)/.exec(after)?.[1];
  return next !== undefined && next.length >= 4 && /[ie]$/.test(next) && !MONEY_WORD.test(next);
}

/** Every number of a folded text, with where it is: digits ("2.100", "30k") and words ("trentamila"). */
export function numbersIn(text: string): { value: number; start: number; end: number; raw: string }[] {
  const out: { value: number; start: number; end: number; raw: string }[] = [];
  // Digits glued to letters ("C3", "4J") are level codes, not figures.
  const pattern = /(?<![a-z])\d[\d.,]*(?:\s?(?:k|mila)\b)?|\b[a-z]{3,}\b/g;
  for (const match of text.matchAll(pattern)) {
    let raw = match[0];
    // A sentence's full stop or comma after a figure is not part of it.
    raw = raw.replace(/[.,]+$/, '');
    const thousands = /\s?mila$/.test(raw);
    const value = /^\d/.test(raw)
      ? thousands
        ? (parseNumber(raw.replace(/\s?mila$/, '')) ?? Number.NaN) * 1000
        : parseNumber(raw)
      : wordsToNumber(raw);
    if (value === undefined || Number.isNaN(value)) continue;
    if (!/^\d/.test(raw) && value < 100) continue; // "tre", "due" are counted by the slot rules, not amounts
    if (!/^\d/.test(raw) && countsThings(text.slice(match.index + raw.length))) continue;
    out.push({
      value: ralInThousands(raw, value, text, match.index),
      start: match.index,
      end: match.index + raw.length,
      raw,
    });
  }
  return out;
}

// "ral 28", "la stessa ral di 28,5?": a RAL told in thousands with no "mila" or "k" (no year's pay is 28 €).
const RAL_BEFORE =
  /\bral\s*(?:(?:di|da|:|=|pari a|e|è|era|sarebbe|sara|circa|tipo|sui|intorno (?:a|ai))\s*)?(?:circa\s*)?(?:€\s*)?$/;
const NOT_THOUSANDS_AFTER = /^\s*(?:%|per ?cento|€|euro|eur\b|°|ª|mensilit|mesi|anni|ore|giorn|\/|[.,]\d)/;

function ralInThousands(raw: string, value: number, text: string, start: number): number {
  if (!/^\d{2,3}(?:,\d)?$/.test(raw) || value < 10 || value > 300) return value;
  if (!RAL_BEFORE.test(text.slice(0, start))) return value;
  if (NOT_THOUSANDS_AFTER.test(text.slice(start + raw.length))) return value;
  return value * 1000;
}
