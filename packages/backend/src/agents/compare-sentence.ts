import { euro, italianDate } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import { gapWithoutArea } from './area-element.js';
import { type Cell, MEASURE_LABEL, type Measure } from './compare-cells.js';
import { bold } from './compose.js';
import { tieSentence } from './fixs24c.js';
import { levelShort } from './shared/levels.js';

/** A cell as a table shows it, and text safe in a table cell. */
export const cellText = (cell: Cell) =>
  cell.figure ? `${cell.figure}${cell.note ? ` (${cell.note})` : ''}` : cell.note;
export const safe = (text: string) => text.replace(/\|/g, '\\|').replace(/\s+/g, ' ');

/** Measures whose figure depends on the level ("Periodo di prova del 4° livello" when all share it). */
const BY_LEVEL: ReadonlySet<Measure> = new Set([
  'minimi',
  'annuo',
  'prova',
  'preavviso',
  'aumento',
  'scatti',
]);

function subject(measure: Measure, levels: (string | undefined)[], date: string, dated: boolean): string {
  const label = MEASURE_LABEL[measure];
  const shared =
    BY_LEVEL.has(measure) && levels[0] !== undefined && levels.every((l) => l === levels[0])
      ? levels[0]
      : undefined;
  const level = shared ? ` del ${levelShort(shared)}` : '';
  const when = dated ? ` al ${italianDate(date)}` : '';
  return `${label}${level}${when}`;
}

/** How the larger figure of a measure is said. */
const HIGHER: Partial<Record<Measure, string>> = {
  minimi: 'Il minimo più alto è',
  annuo: 'Il minimo annuo più alto è',
  aumento: "L'aumento più alto è",
  prova: 'La prova più lunga è',
  permessi: 'Le ore di permesso sono di più',
  scatti: 'Lo scatto più alto è',
  orario: "L'orario più lungo è",
  maggiorazioni: 'La maggiorazione più alta è',
  supplementare: 'La maggiorazione più alta è',
  divisore: 'Il divisore più alto è',
  malattia: 'La quota pagata più alta è',
};

/** How the smaller figure is said, when the question asks for it ("in quale la prova è più breve?"). */
const LOWER: Partial<Record<Measure, string>> = {
  minimi: 'Il minimo più basso è',
  prova: 'La prova più breve è',
  preavviso: 'Il preavviso più breve è',
  orario: "L'orario più corto è",
};

/**
 * One sentence per measure: each agreement's figure (bold in the opening), gaps named, and which is higher; the
 * day named once, unless each agreement's figure is at a day of its own (`ownDays`, dates-per-agreement.ts).
 */
export function sentence(
  measure: Measure,
  agreements: Ccnl[],
  cells: Cell[],
  levels: (string | undefined)[],
  date: string,
  lead: boolean,
  ownDays = false,
  asksLower = false,
): string {
  const dated = !ownDays && (measure === 'minimi' || measure === 'annuo');
  const parts = agreements.map((c, i) => {
    const cell = cells[i] as Cell;
    const own =
      levels[i] && !levels.every((l) => l === levels[0]) ? ` (${levelShort(levels[i] as string)})` : '';
    return cell.figure
      ? `${lead ? bold(cell.figure) : cell.figure} nel ${c.short_name}${own}${cell.parts ? ` (${cell.parts})` : ''}`
      : `nel ${c.short_name} ${cell.note}`;
  });
  let text = `${subject(measure, levels, date, dated)}: ${parts.join('; ')}.`;
  const valued = cells
    .map((cell, i) => ({ cell, c: agreements[i] as Ccnl }))
    .filter((x) => x.cell.figure && x.cell.value !== undefined);
  // Increases stated at different reference levels are not ranked; a tie at the top names every agreement holding it.
  const comparable = measure !== 'divisore' && (measure !== 'aumento' || levels.some(Boolean));
  if (valued.length > 1 && comparable) {
    const sorted = [...valued].sort((a, b) => (b.cell.value ?? 0) - (a.cell.value ?? 0));
    const [high, low] = [sorted[0], sorted.at(-1)];
    if (high && low && high.cell.value !== low.cell.value) {
      const gap = (high.cell.value ?? 0) - (low.cell.value ?? 0);
      const by =
        measure === 'minimi'
          ? gapWithoutArea(gap, high.cell, low.cell)
          : measure === 'aumento'
            ? ` (${euro(gap)} in più al mese)`
            : measure === 'annuo'
              ? ` (${euro(gap)} in più all'anno)`
              : '';
      const lower = asksLower ? LOWER[measure] : undefined;
      const end = lower ? low : high;
      const tops = valued.filter((x) => x.cell.value === end.cell.value).map((x) => `nel ${x.c.short_name}`);
      const phrase = lower ?? HIGHER[measure] ?? 'Il valore più alto è';
      text += ` ${phrase} ${tops.join(' e ')}${lower ? by.replace('in più', 'in meno') : by}.`;
    } else if (high && low) text += tieSentence(valued.map((x) => x.cell.figure));
  }
  if (measure === 'minimi' && !levels.some(Boolean) && agreements.length > 1)
    text +=
      ' I livelli di contratti diversi non si corrispondono uno a uno: per dire quanto cambia per un lavoratore serve il suo livello in ciascun contratto.';
  if (measure === 'divisore' && valued.length > 1)
    text += ' A parità di paga mensile, un divisore più alto dà una paga oraria più bassa.';
  return text;
}
