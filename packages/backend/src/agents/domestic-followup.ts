import { readable } from '../reader/text.js';

/**
 * "e per un trimestre di quest'anno invece, sempre 30 ore?" after a domestic worker's INPS contributions: a short
 * follow-up that changes only the period, the year or the hours keeps asking the contributions. One that names
 * another subject (the cost, the TFR, the net, the 13th, holidays, sickness, notice) asks that instead.
 */
/** The writer corrects what an earlier turn told ("aspetta, mi sono sbagliata", "anzi", "correggo"). */
const CORRECTION =
  /^(?:aspett\w*|scus\w*|no\b|anzi\b|pardon)|\bmi sono sbagliat\w*|\bho sbagliato\b|\bcorreggo\b|\bavevo sbagliato\b/;
/** The same figures asked again: "quanto viene", "quanto fa", "sempre 260 ore". */
const AGAIN = /\bquanto (?:viene|verrebbe|diventa|fa|farebbe|sarebbe|cambia)\b|\bsempre\b|\bstess[ei]\b/;

/** The contributions' share asked by name: "quota a suo carico", "la parte a mio carico". */
const SHARE = /\b(?:quota|parte) (?:a|di) (?:suo|mio|loro|sua|carico)\b|\ba (?:suo|mio|loro) carico\b/;

export function domesticContributionsKept(message: string, history: readonly string[] | undefined): boolean {
  // "con la stessa paga" keeps the pay as a condition: it asks no pay.
  // ("se le avessimo alzato la paga a 10 euro l'ora", "con una paga di 9,50": the pay changed, a condition too.)
  const text = readable(message)
    .replace(/\b(?:con |a )?(?:la |una )?(?:stessa|medesima) paga\b/g, ' ')
    .replace(
      /\bpaga(?: orari[ao])?(?: lord[ao])?\s*(?:a|di|da|fosse|fosse stata|era|=)?\s*(?:€\s*)?\d/g,
      ' ',
    );
  if (/contribut|\binps\b/.test(text)) return true;
  const previous = readable(history?.at(-1) ?? '');
  return (
    /contribut|\binps\b/.test(previous) &&
    // ("E se fosse stato a tempo determinato, non per sostituire nessuno, quanto avremmo pagato per le stesse 260
    // ore?": a longer follow-up that asks the same figures again.)
    (((text.length <= 120 || (text.length <= 200 && AGAIN.test(text))) &&
      /^(?:e|ed|ma|invece|ok|allora)\b/.test(text)) ||
      // "Aspetta, mi sono sbagliata: è a tempo determinato. Sempre 9 euro e 260 ore, quanto viene?": a correction
      // of the case that asks the same figures again.
      (text.length <= 240 && CORRECTION.test(text) && AGAIN.test(text)) ||
      // "E per mia madre che fa la badante convivente, 54 ore settimanali? Quota a suo carico per ora e per
      // settimana": the worker's share asked again for another worker (h416).
      (text.length <= 200 && /^(?:e|ed|invece)\b/.test(text) && SHARE.test(text))) &&
    !/\bcost|\btfr\b|\bnett|stipendi|\bpaga\b|tredicesim|ferie|malatti|preavvis|licenzi|dimission|livell|\bprova\b/.test(
      text,
    )
  );
}
