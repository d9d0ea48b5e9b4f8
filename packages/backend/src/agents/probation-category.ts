const CATEGORY: Record<string, RegExp> = { operai: /\boperai[oea]?\b/, impiegati: /\bimpiegat[oaie]\b/ };

/**
 * "E per un operaio dello stesso 5° livello?": of a figure given per category ("2 mesi (impiegati); 30 giorni
 * (operai)") the part of the category asked, when the question asks one; the other category's is no answer.
 */
export function ofCategoryAsked(figure: string, text: string): string {
  const asked = Object.keys(CATEGORY).filter((k) => CATEGORY[k]?.test(text));
  if (asked.length !== 1) return figure;
  const parts = figure.split('; ').filter((p) => p.includes(`(${asked[0]})`));
  return parts.length ? parts.join('; ') : figure;
}
