import { countValue } from '../reader/numbers.js';
import { clauseForSeniority } from './bands.js';

/**
 * A question that looks ahead to a length of service ("superati i dieci anni avrò più ferie?", "e quando passo i
 * 10 anni cambia qualcosa?", "quante settimane dopo i dieci anni?"): the band after that length is what is asked,
 * beside the band the worker is in now. Read on the folded text.
 */
const COUNT = String.raw`(\d{1,2}|dieci|undici|dodici|quindici|diciotto|venti|venticinque|trenta|cinque|sei|tre|due)`;
const AHEAD = new RegExp(
  String.raw`\b(?:superat[io]|passat[io]|compiut[io]|dopo|oltre)\s+(?:i |gli )?${COUNT} anni\b(?! fa\b)(?! di (?:eta|vita|esperienza|contribut))|\b(?:quando|appena|una volta che|se)\s+(?:\w+ ){0,2}?(?:passo|supero|compio|compira|supera|passa|arrivo a|arriva a|raggiungo|raggiunge|avro|avra|matura|maturo)\s+(?:i |gli )?${COUNT} anni\b(?! di (?:eta|vita|esperienza|contribut))`,
);

/** The length of service the question looks ahead to, or undefined. */
export function yearsAhead(question: string): number | undefined {
  // An age or a pension is no length of service.
  if (/\b(?:eta|pension\w*|compleann\w*|apprendist\w*)\b/.test(question)) return undefined;
  const match = AHEAD.exec(question);
  const raw = match?.[1] ?? match?.[2];
  return raw === undefined ? undefined : countValue(raw);
}

/**
 * The band of the length of service looked ahead to, said after the band of the years now ("…; superati i 10 anni
 * spettano 5 settimane oltre i 10 anni"), when the statement has it and it differs from the band now.
 * Undefined otherwise.
 */
export function bandAhead(
  statement: string,
  question: string,
  serviceYears: number | undefined,
): string | undefined {
  const ahead = yearsAhead(question);
  if (ahead === undefined) return undefined;
  // Just past the length told: "oltre i 10 anni" holds it, "fino a 10 anni" no longer does.
  const later = clauseForSeniority(statement, ahead + 0.1);
  if (!later) return undefined;
  if (serviceYears !== undefined && clauseForSeniority(statement, serviceYears) === later) return undefined;
  return `superati i ${ahead} anni di anzianità spettano ${later}`;
}

/**
 * `line` ("Nel CCNL …, ferie: …") with the band looked ahead to added after its opening sentence, or the line
 * unchanged when the question looks ahead to no length of service or the statement has no band for it.
 */
export function withBandAhead(
  line: string,
  statement: string,
  question: string,
  serviceYears: number | undefined,
): string {
  const ahead = bandAhead(statement, question, serviceYears);
  if (!ahead) return line;
  const colon = line.indexOf(': ');
  const head = line.slice(0, colon + 2);
  const body = line.slice(colon + 2);
  if (serviceYears === undefined) {
    return `${head}${ahead.charAt(0).toUpperCase()}${ahead.slice(1)}. In dettaglio: ${body}`;
  }
  const end = body.search(/\.(?:\s|$)/);
  return end < 0 ? `${line}; ${ahead}.` : `${head}${body.slice(0, end)}; ${ahead}${body.slice(end)}`;
}

/**
 * "chi ha almeno 18 anni di anzianità quante settimane ha?": the years of the worker the question asks about, not
 * the writer's own told beside them ("io sono qui da 4 anni"). Read on the folded text; undefined when none.
 */
export function askedWorkerYears(asked: string): number | undefined {
  const m = new RegExp(
    String.raw`\bchi (?:ha|abbia|avesse|matura|raggiunge|supera) (?:gia )?(almeno |piu di |oltre )?${COUNT} anni (?:di (?:anzianita|servizio)|in azienda|nella stessa azienda)`,
  ).exec(asked);
  const n = m?.[2] === undefined ? undefined : countValue(m[2]);
  if (n === undefined) return undefined;
  return m?.[1] && m[1] !== 'almeno ' ? n + 0.1 : n;
}
