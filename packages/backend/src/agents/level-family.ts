import { euro, italianDate } from '../kb/format.js';
import { sections, tableAt } from '../kb/pay.js';
import type { Ccnl } from '../kb/schema.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';

/**
 * A level named by its letter alone where the agreement splits it into positions ("Sanità privata AIOP, livello
 * D": D1, D2, D3; "categoria C" of the Cooperative sociali: C1–C3; "livello D" of the Metalmeccanici: D1, D2):
 * the minimum of each position of that family, not every level of the table nor the whole table's range, and
 * the position asked for the exact figure.
 */

// "livello D", "categoria D", "cat. D", "fascia D", "area D", "posizione D", "in D" (not "D1", "D super").
const FAMILY =
  /\b(?:livello|liv|categoria|cat|fascia|area|posizione|inquadrat[oa] (?:in|nel(?:la)?)|sono (?:in|nel(?:la)?)|in)\.?\s+([a-h])\b(?![\d']|\s*(?:super|\d))/;

/** The levels of the family the question names by its letter, at least two, or undefined. */
export function levelFamily(ccnl: Ccnl, message: string): string[] | undefined {
  const letter = FAMILY.exec(readable(message))?.[1]?.toUpperCase();
  if (!letter || ccnl.levels.some((l) => l.level === letter)) return undefined;
  const family = ccnl.levels.map((l) => l.level).filter((l) => new RegExp(`^${letter}\\d{1,2}$`).test(l));
  return family.length >= 2 ? family : undefined;
}

/** "categoria" where the agreement names its levels as categories ("Categoria A, posizione …"), else "livello". */
export function levelWord(ccnl: Ccnl): 'categoria' | 'livello' {
  return ccnl.levels.every((l) => /^categoria\b/i.test(l.name ?? '')) ? 'categoria' : 'livello';
}

/**
 * The family a turn names by its letter (the latest that names one: "impiegato di categoria C", then "e con 12
 * anni?") when every row of a by-level rule that holds one of its positions holds them all (Chimico's notice: C1
 * and C2 share their rows): one of its positions reads those rows, said as the family ("la categoria C (C1,
 * C2)"). Undefined when the positions' rows differ, since then the position decides.
 */
export function familyOfRows(
  ccnl: Ccnl,
  rows: readonly { levels: readonly string[] }[],
  texts: readonly string[],
): { level: string; said: string } | undefined {
  const family = texts.map((t) => levelFamily(ccnl, t)).find((f) => f !== undefined);
  const held = rows.filter((r) => family?.some((l) => r.levels.includes(l)));
  if (!family?.[0] || !held.length || !held.every((r) => family.every((l) => r.levels.includes(l))))
    return undefined;
  const word = levelWord(ccnl);
  return {
    level: family[0],
    said: `${word === 'categoria' ? 'la' : 'il'} ${word} ${family[0].charAt(0)} (${family.join(', ')})`,
  };
}

export function familyMinimum(ctx: AgentContext, req: TypedRequest, ccnl: Ccnl): AgentAnswer | undefined {
  if (req.slots.level || req.slots.amounts.length) return undefined;
  const family = levelFamily(ccnl, ctx.message);
  if (!family) return undefined;
  const date = req.slots.date ?? ctx.today;
  const { current } = tableAt(ccnl, date, sections(ccnl)[0] ?? '');
  const rows = family
    .map((level) => current?.levels.find((r) => r.level === level))
    .filter((r) => r !== undefined)
    .sort((a, b) => a.level.localeCompare(b.level));
  if (current?.unit !== 'mese' || rows.length < 2) return undefined;
  const letter = family[0]?.charAt(0) ?? '';
  const list = rows.map((r) => `${r.level} ${bold(euro(r.amount))}`);
  const said = `${list.slice(0, -1).join(', ')} e ${list.at(-1)}`;
  const section = current.section ? ` (${current.section})` : '';
  return compose({
    answer: `Nel ${ccnl.short_name}${section} il livello ${letter} ha ${rows.length} posizioni, con minimi mensili lordi di ${said}, tabella in vigore dal ${italianDate(current.effective_from)}.`,
    steps: [
      `Indica la posizione (${rows.map((r) => r.level).join(', ')}: la trovi in busta paga o nella lettera di assunzione) e ti do il minimo esatto con la data da cui vale.`,
    ],
    citations: citeSources(
      ccnl,
      `Minimi del livello ${letter} del ${ccnl.short_name} dal ${italianDate(current.effective_from)}: ${rows.map((r) => `${r.level} ${euro(r.amount)}`).join(', ')}`,
      `tabella minimi dal ${italianDate(current.effective_from)}`,
      current.sources,
    ),
    related: [`Quali sono i minimi retributivi per livello nel ${ccnl.short_name}?`],
  });
}
