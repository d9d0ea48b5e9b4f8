import { euro, italianDate } from '../kb/format.js';
import type { LevelPay } from '../kb/pay.js';
import type { Ccnl, PayRow } from '../kb/schema.js';
import { cents } from '../payroll/index.js';
import { parseNumber } from '../reader/numbers.js';
import { fold } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose } from './compose.js';
import { minimumBasis } from './items-check.js';
import { type NamedItem, spelled } from './named-items.js';
import { levelName } from './shared/levels.js';

/**
 * Pay items typed with their figures beside a check ("superminimo 150 e contingenza 530, sono in linea col
 * minimo?"): the items of the table (contingenza, paga base) and those outside the minimum (superminimo,
 * scatti). Each is asked about on its own unless the question asks their sum ("insieme", "in tutto", "la
 * somma"): a table item is weighed against the table's item, an item outside the minimum is said to be outside
 * it; the sum is weighed against the whole minimum.
 */
export interface ItemsAsked {
  table: NamedItem[];
  outside: { label: string; given: number }[];
  sum: boolean;
}

const SUM_ASKED =
  /\b(?:insieme|in tutto|in totale|sommat\w*|sommand\w*|la somma|il totale|tra tutt\w*|complessivament\w*)\b/;
const FIGURE = String.raw`\s*(?:[:=]\s*)?(?:di\s+)?(?:€|euro)?\s*(\d[\d.]*(?:,\d{1,2})?)(?!\s*(?:°|ª|º|%|ore|anni|mesi|livell))`;
const OUTSIDE_ITEM = new RegExp(
  String.raw`\b(superminimo(?: individuale| assorbibile| non assorbibile)?|scatti(?: di anzianita| anzianita)?)${FIGURE}`,
  'g',
);

/** The items named with a figure right after them, each name read wherever it carries one. */
export function itemsAsked(row: PayRow, folded: string): ItemsAsked | undefined {
  const text = spelled(folded);
  const outside = [...text.matchAll(OUTSIDE_ITEM)].flatMap((m) => {
    const given = parseNumber(m[2] ?? '');
    return given === undefined || given < 1 ? [] : [{ label: m[1] ?? '', given }];
  });
  if (!outside.length) return undefined;
  const table = row.components.flatMap((c) => {
    const words = fold(c.label)
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .split(' ');
    const name = words.length > 2 ? words.slice(0, 2).join(' ') : words.join(' ');
    const m = new RegExp(String.raw`\b${name}\w*${FIGURE}`).exec(text);
    const given = m ? parseNumber(m[1] ?? '') : undefined;
    return given === undefined ? [] : [{ label: c.label, table: c.amount, given }];
  });
  if (!table.length) return undefined;
  return { table, outside, sum: SUM_ASKED.test(text) };
}

export function outsideSentence(items: { label: string; given: number }[]): string {
  return items
    .map(
      (i) =>
        ` ${i.label.charAt(0).toUpperCase()}${i.label.slice(1)} (${euro(i.given)}): ${bold('non fa parte del minimo tabellare')}, è una voce in più del cedolino che la tabella del CCNL non fissa, quindi non si confronta con essa (si aggiunge al minimo, non lo sostituisce).`,
    )
    .join('');
}

/** The items asked together: their sum against the level's whole minimum, with what the minimum is made of. */
export function itemsSumCheck(
  ccnl: Ccnl,
  level: string,
  date: string,
  pay: LevelPay,
  asked: ItemsAsked,
): AgentAnswer {
  const parts = [...asked.outside, ...asked.table];
  const total = cents(parts.reduce((sum, p) => sum + p.given, 0));
  const difference = cents(total - pay.row.amount);
  const label = levelName(ccnl, level);
  const names = parts.map((p) => p.label).join(' e ');
  const how =
    Math.abs(difference) < 0.01
      ? bold('coincide con il minimo')
      : difference < 0
        ? `${bold(`${euro(-difference)} in meno`)} del minimo`
        : `${bold(`${euro(difference)} in più`)} del minimo`;
  const basis = minimumBasis(ccnl, label, pay);
  return compose({
    answer: `${names.charAt(0).toUpperCase()}${names.slice(1)} insieme fanno ${bold(euro(total))}: rispetto al minimo tabellare del ${label} del ${ccnl.short_name} al ${italianDate(date)} (${euro(pay.row.amount)}) sono ${how}.`,
    steps: [
      `Somma delle voci: ${parts.map((p) => euro(p.given)).join(' + ')} = ${euro(total)}.`,
      ...basis.steps,
      `Differenza: ${euro(total)} − ${euro(pay.row.amount)} = ${difference < 0 ? '−' : ''}${euro(Math.abs(difference))}.`,
    ],
    assumptions: [
      ...basis.assumptions,
      'Il superminimo e gli scatti non fanno parte del minimo tabellare: il minimo si confronta con paga base, contingenza e terzo elemento; le altre voci si aggiungono.',
    ],
    citations: basis.citations,
    related: basis.related,
  });
}
