import { euro, italianDate } from '../kb/format.js';
import { increasesOf } from '../kb/increases.js';
import type { Ccnl } from '../kb/schema.js';
import { readable } from '../reader/text.js';
import { levelName } from './shared/levels.js';

/**
 * Session 32 (fixs32f): "il minimo della posizione D1 è ancora 1.917,03 €: è aggiornato agli aumenti del
 * rinnovo?": a payslip's minimum weighed against the renewal names the renewal's tranches for that level already
 * due on the date (the last one is the one a payslip most often misses), and the level by its own code.
 */
const RENEWAL_ASKED = /\brinnov\w*|\baument\w*|\btranch\w*|\baggiornat\w*|\barretrat\w*/;

/** "Categoria D, posizione organizzativa 1 (livello D1)": the level's name, with its code when the name lacks it. */
export function levelLabel(ccnl: Ccnl, level: string): string {
  const name = levelName(ccnl, level);
  return /^[A-Z]+\d+$/.test(level) && !new RegExp(`\\b${level}\\b`).test(name)
    ? `${name} (livello ${level})`
    : name;
}

/** The sentence listing the level's tranches due by `date`, when the message asks about the renewal's increases. */
export function tranchesDueLine(
  ccnl: Ccnl,
  level: string,
  date: string,
  message: string,
): string | undefined {
  if (!RENEWAL_ASKED.test(readable(message))) return undefined;
  const increase = increasesOf(ccnl, level).find((i) => i.level === level && i.tranches?.length);
  const due = (increase?.tranches ?? []).filter((t) => t.from <= date && t.amount !== undefined);
  if (!increase || !due.length) return undefined;
  const parts = due.map((t) => `${euro(t.amount ?? 0)} dal ${italianDate(t.from)}`);
  const last = parts.pop() as string;
  const list = parts.length ? `${parts.join(', ')} e **${last}**` : `**${last}**`;
  return `Tranche del rinnovo per il ${level} in vigore al ${italianDate(date)}: ${list}${due.length > 1 ? ' (l’ultima)' : ''}.`;
}
