import { addDays, euro, italianDate, MONTH_NAMES } from '../kb/format.js';
import { levelPayAt } from '../kb/pay.js';
import type { Ccnl } from '../kb/schema.js';
import { readable } from '../reader/text.js';

/**
 * "Qual è il minimo in vigore oggi e quanto è cresciuto rispetto a prima di giugno?": the minimum asked and, beside
 * it, how much it rose over the table before (Metalmeccanici C3 from 1 June 2026: 2.211,43 €, 53,17 € over the
 * table from 1 June 2025). Undefined when no rise over the previous table is asked or there is none.
 */
const RISE_ASKED =
  /\b(?:di )?quanto (?:e |sono |si e |e stato )?(?:aumentat|salit|cresciut|incrementat)\w*|\bdi quanto (?:e )?(?:l'aumento|l'incremento)\b/;
const BEFORE = /\bprima\b|\bultim\w* (?:aument|tranche|rinnov)|\bprecedente\b/;
// "e per il mese dopo? so che c'è la tranche", "con l'aumento di novembre": a tranche told as falling in the month
// asked, whose size a consultant checks beside the new minimum ("con l'ultima tranche di febbraio 2027").
const TRANCHE_TOLD =
  /\b(?:c'? ?e|arriva|scatta|entra|con|compres\w*|inclus\w*) (?:gia |anche |in vigore )?(?:la |l'|un |una )?(?:(?:ultim|prossim|nuov)\w* )?(?:tranche|aumento|nuov[oa] tabell\w*)\b/;

// "da febbraio 2027 cambia qualcosa?", "ci sono novità da gennaio?": a change asked at a date is answered with the
// new minimum and the rise beside it, which is the change.
const CHANGE_ASKED =
  /\bcambi\w* (?:qualcosa|qualcos'altro|niente|nulla|qualche cosa)\b|\bci sono (?:novita|aumenti|cambiamenti|variazioni)\b|\bvari\w* qualcosa\b/;

// "scatta qualche aumento dei minimi? Se sì, di quanto al 3° livello?": a rise asked by its size, "di quanto".
const RISE_SIZE_ASKED =
  /\b(?:aument|tranche|rincar)\w*\b[^?]{0,80}\?[^?]{0,60}\bdi quanto\b|\bdi quanto\b[^?]{0,40}\b(?:aument|sal[ei]\b|cresc)\w*/;

// "l'ultimo aumento dei minimi quando è scattato e di quanto?", "quant'era l'ultima tranche?": the last rise asked by
// its size in the same sentence as the minimum it made.
const LAST_RISE_ASKED =
  /\bultim\w* (?:aument|tranche|rinnov)\w*\b[^?]{0,60}\b(?:di quanto|quant[oa])\b|\bquant\w* (?:e |era |e stat[oa] )?(?:l'|la |l )?ultim\w* (?:aument|tranche)/;

// "da febbraio quanto diventa?", "a quanto sale?": a future minimum asked as a change, its rise over today's beside it.
const BECOMES =
  /\b(?:a )?quanto (?:\w+ ){0,4}?(?:divent(?:a|era|erebbe)|sal(?:e|ira)|arriv(?:a|era)|pass(?:a|era))\b/;

// "quanto prenderanno da giugno 2027 e quanto in più rispetto a ora?": a future minimum weighed against today's.
export const AGAINST_NOW =
  /\b(?:rispetto|in confronto|in piu|in meno) (?:a|ad|di) (?:(?:quanto|quello che) (?:\w+ ){0,3}?)?(?:ora|oggi|adesso|attualmente)\b/;

// "E la mia collega al 3°? E a dicembre quanto prende?": a month asked in a question of its own after one that
// named none, so today's minimum was asked first and the month's after it.
const MONTH_AFTER_QUESTION = new RegExp(
  `\\?\\s*(?:e\\s+)?(?:a|da|per|dal|nel mese di)\\s+(?:${MONTH_NAMES})\\b`,
);

export function riseOverPrevious(
  ccnl: Ccnl,
  level: string,
  tableFrom: string,
  amount: number,
  question: string,
  today?: string,
): string | undefined {
  const text = readable(question);
  const against = AGAINST_NOW.test(text) || MONTH_AFTER_QUESTION.test(text);
  const now =
    today && today < tableFrom && (against || BECOMES.test(text))
      ? levelPayAt(ccnl, level, today)
      : undefined;
  if (now) {
    const gain = Math.round((amount - now.row.amount) * 100) / 100;
    // (The rise alone when today's minimum is not asked: a superseded figure beside the one asked is no answer.)
    if (gain > 0)
      return against
        ? ` Rispetto a oggi (minimo ${euro(now.row.amount)}, in vigore dal ${italianDate(now.table.effective_from)}) sono ${euro(gain)} in più al mese.`
        : ` Sono ${euro(gain)} in più al mese rispetto al minimo in vigore oggi.`;
  }
  // ("a breve c'è un aumento: quando arriva?" asks the coming tranche: the renewal answers it, not this line.)
  const told = TRANCHE_TOLD.test(text) && !/\bquando\b/.test(text);
  const before = levelPayAt(ccnl, level, addDays(tableFrom, -1));
  if (!before || before.table.effective_from >= tableFrom) return undefined;
  const rise = Math.round((amount - before.row.amount) * 100) / 100;
  if (rise <= 0) return undefined;
  // "in busta il minimo è ancora 2.158,26, da giugno doveva cambiare?": the payslip still shows the table before,
  // so the rise it misses is said beside the minimum due.
  if (quotes(text, before.row.amount))
    return ` Il ${euro(before.row.amount)} che indichi è il minimo della tabella precedente (in vigore dal ${italianDate(before.table.effective_from)}): dal ${italianDate(tableFrom)} è cresciuto di **${euro(rise)}** al mese.`;
  if (
    !(RISE_ASKED.test(text) && BEFORE.test(text)) &&
    !told &&
    !CHANGE_ASKED.test(text) &&
    !RISE_SIZE_ASKED.test(text) &&
    !LAST_RISE_ASKED.test(text)
  )
    return undefined;
  // (The rise alone: the superseded minimum is no figure to pay, so it is not repeated.)
  return ` Rispetto alla tabella precedente (in vigore dal ${italianDate(before.table.effective_from)}) è cresciuto di ${euro(rise)}.`;
}

/** The text names the amount (to the cent: "2.158,26", "2158,26"). */
function quotes(text: string, amount: number): boolean {
  return (text.match(/\b\d{1,3}(?:\.\d{3})+,\d{2}\b|\b\d+,\d{2}\b/g) ?? []).some(
    (w) => Math.abs(Number(w.replace(/\./g, '').replace(',', '.')) - amount) < 0.005,
  );
}
