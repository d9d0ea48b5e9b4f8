import { euro, italianDate } from '../kb/format.js';
import { increasesOf, type LevelStep, renewalSteps } from '../kb/increases.js';
import type { Ccnl } from '../kb/schema.js';
import { onlyDerived } from '../kb/unread-table.js';
import { readable } from '../reader/text.js';
import { bold } from './compose.js';
import { levelShort } from './shared/levels.js';
import { AFTER_MONTH } from './tranche-after.js';

/**
 * Session 57 (fixs57b): the tranches still to be paid, asked as a list ("quali aumenti restano ancora da erogare
 * dopo novembre 2026?", "le tranche rimanenti", "che aumenti rimangono?"): every tranche after the month said
 * (after its last day) or after today, each with its day and amount, never one already paid called the next.
 */
const REMAINING = new RegExp(
  [
    String.raw`\b(?:aument\w*|tranche|trance|rate)\b[^.?!]{0,30}?\b(?:rest(?:a|ano|ino)|rimang(?:a|ono|ano)|rimast\w*|ancora da (?:erog|pag|dar|appli|corrispond|riconosc|arriv|matur)\w*)`,
    String.raw`\b(?:rest(?:a|ano)|rimang(?:ono|ano)) (?:ancora )?(?:da (?:erogare|pagare|dare|applicare) )?(?:\w+ ){0,2}?(?:aument\w*|tranche)\b`,
    String.raw`\b(?:aument\w*|tranche|trance) (?:restanti|rimanenti|residu[ie]|mancanti|ancora previst[ie])\b`,
    String.raw`\b(?:restanti|rimanenti|residue|mancanti|tutte le prossime|tutte le future) (?:aument\w*|tranche)\b`,
    // "quali sono le tranche successive?", "e gli aumenti seguenti?": the ones after the next, as a list.
    String.raw`\b(?:aument\w*|tranche|trance) (?:successiv[ie]|seguenti)\b|\b(?:successiv[ie]|seguenti) (?:aument\w*|tranche)\b`,
  ].join('|'),
);

/** The last day of the month of an ISO date. */
const monthEnd = (date: string) => {
  const day = new Date(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)), 0));
  return day.toISOString().slice(0, 10);
};

const listed = (parts: string[]) =>
  parts.length > 1 ? `${parts.slice(0, -1).join(', ')} e ${parts.at(-1)}` : (parts[0] ?? '');

/** The line listing the tranches after the month said, or after today; undefined when the list is not asked. */
export function remainingTranchesLine(
  ccnl: Ccnl,
  levelAsked: string | undefined,
  date: string | undefined,
  question: string,
  today: string,
  lead: boolean,
): string | undefined {
  const text = readable(question);
  if (!REMAINING.test(text)) return undefined;
  const afterSaid = date !== undefined && AFTER_MONTH.test(text);
  const start = afterSaid ? monthEnd(date) : today;
  const since = afterSaid ? `dopo ${italianDate(date.slice(0, 7))}` : `dopo oggi (${italianDate(today)})`;
  const name = ccnl.short_name;
  const b = (s: string) => (lead ? bold(s) : s);
  const days = ccnl.validity.tranches.filter((d) => d > start);
  // At the level asked, from its tables; a tranche the tables do not reach yet, at the renewal's own reference.
  const steps = levelAsked
    ? renewalSteps(ccnl, levelAsked).filter((s) => s.from > start && !onlyDerived(s.table))
    : [];
  const increase = increasesOf(ccnl, levelAsked).find((i) => i.tranches?.some((t) => t.from > start));
  const stated = (day: string) => increase?.tranches?.find((t) => t.from === day && t.amount !== undefined);
  const parts = [...new Set([...steps.map((s) => s.from), ...days])].sort().map((day) => {
    const step = steps.find((s) => s.from === day);
    if (step) return `+${euro(step.amount)} dal ${italianDate(day)} (minimo ${euro(step.after)})`;
    const own = stated(day);
    return own?.amount !== undefined && increase?.unit !== 'percent'
      ? `${euro(own.amount)}${steps.length ? ` ${increase?.reference ?? ''}` : ''} dal ${italianDate(day)}`
      : `la tranche del ${italianDate(day)} (importo: non indicato)`;
  });
  if (!parts.length) {
    const last = ccnl.validity.tranches.at(-1);
    return `Nel ${name} ${b(`nessuna tranche ${since}`)} nella base di conoscenza${last ? `: l'ultima decorre dal ${italianDate(last)}` : ''}.`;
  }
  const unit = steps.length
    ? ` sul minimo del ${levelShort(levelAsked ?? '')}`
    : increase
      ? ` di ${increase.measure} ${increase.reference}`
      : '';
  const count =
    parts.length === 1 ? 'resta da erogare una tranche' : `restano da erogare ${parts.length} tranche`;
  // (The renewal's whole increase they are part of: "quali sono le tranche successive?" weighs them against it.)
  const whole =
    !steps.length && increase?.amount && increase.unit !== 'percent'
      ? `, sull'aumento complessivo di ${euro(increase.amount)} del rinnovo`
      : '';
  return `Nel ${name} ${since} ${count}${unit}: ${b(listed(parts))}${whole}.`;
}

/**
 * A month asked with no tranche of its own ("a marzo 2027 cambia? e per un B2 di quanto sale?"): the next
 * tranche after it, its rise and the minimum it brings, said before the list of every tranche.
 */
export function nextAfterMonth(steps: LevelStep[], date: string, b: (text: string) => string): string {
  const next = steps.find((s) => s.from > date);
  if (!next) return '';
  const minimum = onlyDerived(next.table)
    ? ''
    : `: il minimo passa da ${euro(next.before)} a ${b(euro(next.after))}`;
  return `: la prossima decorre dal ${italianDate(next.from)}, ${b(`+${euro(next.amount)}`)}${minimum}`;
}
