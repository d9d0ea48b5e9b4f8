import type { Intent, TypedRequest } from './request.js';

// Reads that the months of pay or the minimum in the story pull a RAL question towards.
const PULLED: ReadonlySet<Intent> = new Set([
  'thirteenth_pro_rata',
  'monthly_payments',
  'minimum_pay',
  'payroll_rules',
]);
const ASKING = /\b(?:quant\w*|qual\w*|a quanto|come)\b/;
const RAL = /\bral\b|\bretribuzione annua(?: lorda)?\b/;
const EXTRA_MONTH = /\btredicesim\w*|\bquattordicesim\w*|\b1[34] ?(?:ª|a\b|esim)/;

/**
 * "nel commercio le mensilità sono 14, tredicesima e quattordicesima, giusto? … solo il minimo del 4° livello,
 * quanto viene la RAL?": a level's RAL asked outright is the year's gross (gross_to_net opens with it), whatever
 * 13th and 14th months the story counts. An ask that names the extra months in the same sentence ("quanto pesa
 * la tredicesima sulla RAL?") keeps its read, and so does a RAL given as a figure.
 */
export function ralOfLevelAsked(request: TypedRequest, text: string): TypedRequest {
  const { slots } = request;
  if (!PULLED.has(request.intent) || !slots.level || slots.agreements.length !== 1) return request;
  if (slots.amounts.some((a) => a.kind === 'ral' || a.kind === 'monthly_gross' || a.kind === 'net'))
    return request;
  const asks = text
    .split(/(?<=[?])\s+/)
    .filter((s) => s.includes('?'))
    .map((s) => s.split(/(?<=[.:!])\s+/).at(-1) ?? s)
    .some((s) => RAL.test(s) && ASKING.test(s) && !EXTRA_MONTH.test(s));
  if (!asks) return request;
  return {
    ...request,
    intent: 'gross_to_net',
    // The 13th and 14th months are the count the RAL is made of ("su 14 mensilità"), not a second ask.
    alsoAsked: request.alsoAsked.filter((i) => !['gross_to_net', ...PULLED].includes(i)),
  };
}
