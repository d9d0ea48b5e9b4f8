import type { TypedRequest } from './request.js';

/**
 * A year that only dates the start of a career ("al primo impiego dal 2005", "primo contributo nel 2001",
 * "assunto nel 2010", "in azienda dal 2012"), or a past change of the levels ("il nuovo inquadramento del 2021") is not the tax year asked when the question names a later year
 * of the payroll rules ("nel 2025 la sua RAL è stata…"): the later year is. Called from `short-asks.ts`.
 */
const CAREER_START =
  /\b(?:prim\w* (?:impieg|contribut|lavor|accredit|assunzion|versament|iscrizion)\w*|assunt[oaie]|in azienda|iscritt[oaie]|lavora|dipendente|inquadrament\w*|riform\w*)\b[^.?!;]{0,20}?\b(?:dal|nel|del|dall'|in)\s*((?:19|20)\d\d)\b/g;

export function careerYearAside(req: TypedRequest, text: string): Partial<TypedRequest> | undefined {
  const taxYear = req.slots.taxYear;
  if (taxYear === undefined) return undefined;
  const starts = [...text.matchAll(CAREER_START)].map((m) => Number(m[1]));
  if (!starts.includes(taxYear)) return undefined;
  const later = [...text.matchAll(/\b(20\d\d)\b/g)]
    .map((m) => Number(m[1]))
    .filter((y) => y > taxYear && y >= 2024);
  if (!later.length) return undefined;
  const year = Math.max(...later);
  const date = req.slots.date?.startsWith(String(taxYear)) ? `${year}-12-31` : req.slots.date;
  return { slots: { ...req.slots, taxYear: year, ...(date ? { date } : {}) } };
}
