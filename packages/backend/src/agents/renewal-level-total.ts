import { euro, italianDate } from '../kb/format.js';
import { increasesOf } from '../kb/increases.js';
import type { Ccnl, Increase } from '../kb/schema.js';
import { type Citation, citeSources } from './answer.js';
import { levelShort } from './shared/levels.js';

const cents = (value: number) => Math.round(value * 100) / 100;

interface LevelTotal {
  increase: Increase;
  /** The whole increase at the level: the published total, else the sum of the level's tranches. */
  total: number;
  /** The sum of the level's tranches, where the published total is a cent off it by rounding. */
  summed?: number;
  parts: { from: string; amount: number }[];
}

/**
 * The renewal's whole increase at a level other than the reference one, as the renewal's table of increases by
 * level publishes it (Turismo art. 152: 5th level 65,65 + 37,51 + 32,82 + 32,82 + 18,76, "totale" 187,57 €). Only
 * when every tranche states the level's amount: a total read off pay tables that miss a tranche is not this.
 */
export function statedLevelTotal(ccnl: Ccnl, level: string): LevelTotal | undefined {
  for (const increase of increasesOf(ccnl)) {
    if (increase.unit !== 'euro' || increase.level === level) continue;
    const tranches = increase.tranches ?? [];
    const parts = tranches.flatMap((t) => {
      const amount = t.levels?.[level];
      return amount === undefined ? [] : [{ from: t.from, amount }];
    });
    const published = increase.levels?.[level];
    // The tranches are the whole increase only when the reference level's add up to it (Vigilanza's one
    // tranche by level of October 2024 is not its 350 €).
    const whole = cents(tranches.reduce((s, t) => s + (t.amount ?? 0), 0)) === increase.amount;
    if (!parts.length || parts.length !== tranches.length || !whole) {
      if (published === undefined) continue;
      return { increase, total: published, parts: [] };
    }
    const sum = cents(parts.reduce((s, p) => s + p.amount, 0));
    const total = published ?? sum;
    return { increase, total, parts, ...(total !== sum ? { summed: sum } : {}) };
  }
  return undefined;
}

/** "Nel CCNL … l'aumento complessivo del rinnovo per il 5° livello è di 187,57 €: 65,65 € dal 1° luglio 2024, …". */
export function levelTotalLine(ccnl: Ccnl, level: string, b: (text: string) => string): string | undefined {
  const stated = statedLevelTotal(ccnl, level);
  if (!stated) return undefined;
  const { increase, total, parts, summed } = stated;
  const list = parts.map((p) => `${euro(p.amount)} dal ${italianDate(p.from)}`).join(', ');
  const rounding =
    summed !== undefined
      ? ` (totale come pubblicato: la somma delle tranche fa ${euro(summed)} per arrotondamento)`
      : '';
  const reference = `${euro(increase.amount)} ${increase.reference}`;
  return `Nel ${ccnl.short_name} l'aumento complessivo del rinnovo per il ${levelShort(level)} è di ${b(euro(total))} di ${increase.measure} al mese${rounding}${list ? `, in ${parts.length} tranche: ${list}` : ''}, secondo la tabella degli aumenti per livello del rinnovo; il riferimento è ${reference}.`;
}

/** The sources of the table of increases by level, when the level asked reads its total there. */
export function levelTotalCitations(ccnl: Ccnl, level: string | undefined): Citation[] {
  const stated = level ? statedLevelTotal(ccnl, level) : undefined;
  if (!stated?.increase.sources || !level) return [];
  const text = `${ccnl.short_name}: aumenti del rinnovo per livello, ${levelShort(level)} ${euro(stated.total)}`;
  return citeSources(ccnl, text, null, stated.increase.sources, 1);
}
