import { euro, italianDate } from '../kb/format.js';
import { findLevel } from '../kb/pay.js';
import type { Ccnl, PayRow, PayTable } from '../kb/schema.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, type Citation, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { levelShort } from './shared/levels.js';

/**
 * Two sectors joined in one agreement, compared as people name them ("confrontami il CCNL vigilanza privata con
 * il CCNL servizi fiduciari sulla paga oraria del livello più basso"): the names are one agreement's sections,
 * each with its own pay table, so the comparison is made between the sections' tables, not refused for want of
 * a second agreement.
 */

/** How users name a section whose label does not carry their words. */
const SECTION_NAMES: [RegExp, RegExp][] = [
  [/^guardie giurate/i, /\bvigilanz\w*|\bguardi[ae] (?:particolar\w* )?giurat\w*|\bgpg\b/],
  [/^servizi fiduciari$/i, /\bfiduciar\w*|\bportierat\w*|\bservizi (?:di )?sicurezza\b/],
];

const HOURLY = /\borari[ao]\b|\ball'ora\b|\bl'ora\b|\bper ora\b|\bpaga oraria\b/;
const LOWEST =
  /\b(?:livell\w*|categori\w*) (?:piu |più )?bass\w*|\bpiu bass\w* (?:livell|categori)|\bultimo livello\b|\blivello (?:minimo|di ingresso|d'ingresso|iniziale)\b/;
const HIGHEST =
  /\b(?:livell\w*|categori\w*) (?:piu |più )?alt\w*|\bpiu alt\w* (?:livell|categori)|\bprimo livello\b/;

interface Side {
  section: string;
  table: PayTable;
  row: PayRow;
}

function sectionsNamed(ccnl: Ccnl, text: string): string[] {
  const all = [...new Set(ccnl.pay_tables.map((t) => t.section ?? ''))].filter(Boolean);
  return all.filter((section) =>
    SECTION_NAMES.some(([label, words]) => label.test(section) && words.test(text)),
  );
}

function tableOf(ccnl: Ccnl, section: string, date: string): PayTable | undefined {
  return ccnl.pay_tables
    .filter((t) => t.section === section && t.unit === 'mese' && t.effective_from <= date)
    .sort((a, b) => a.effective_from.localeCompare(b.effective_from))
    .at(-1);
}

function rowOf(ccnl: Ccnl, table: PayTable, text: string, own?: string): PayRow | undefined {
  const byAmount = [...table.levels].sort((a, b) => a.amount - b.amount);
  if (own) return table.levels.find((r) => r.level === own);
  if (LOWEST.test(text)) return byAmount[0];
  if (HIGHEST.test(text)) return byAmount.at(-1);
  const named = findLevel(ccnl, text);
  return named ? table.levels.find((r) => r.level === named) : undefined;
}

/**
 * Each section's own level, said right after its words ("una GPG di IV livello … un addetto ai servizi fiduciari
 * di livello D"): the words up to the next section's are read for a level that section's table has. The
 * agreement's own name, which carries both sections' words, is no mention.
 */
function ownLevels(ccnl: Ccnl, named: string[], text: string, date: string): string[] | undefined {
  const name = new RegExp(
    `\\b${readable(ccnl.short_name)
      .replace(/^ccnl /, '')
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`,
    'g',
  );
  const said = text.replace(name, (m) => ' '.repeat(m.length));
  const at = named.map((section) => {
    const words = SECTION_NAMES.find(([label]) => label.test(section))?.[1];
    return words ? (new RegExp(words.source, 'g').exec(said)?.index ?? -1) : -1;
  });
  if (at.some((i) => i < 0)) return undefined;
  const levels = named.map((section, k) => {
    const start = at[k] as number;
    const next = Math.min(...at.filter((i) => i > start), said.length);
    const level = findLevel(ccnl, said.slice(start, next), false);
    return level && tableOf(ccnl, section, date)?.levels.some((r) => r.level === level) ? level : undefined;
  });
  return levels.every(Boolean) && new Set(levels).size === levels.length ? (levels as string[]) : undefined;
}

// "di quanto supera", "quanto ci passa", "la differenza": the gap between the two is what is asked.
const GAP_ASKED = /\bdi quanto\b|\bdifferenz\w*|\bsuper[ai]\w*|\bquanto (?:ci )?(?:passa|corre)\b|\bscarto\b/;

/**
 * The sections' minimums when each has its own level said ("di quanto la paga base di una GPG di IV livello supera
 * quella di un addetto ai servizi fiduciari di livello D?"), asked of one agreement whatever the intent read.
 */
export function sectionLevelsCompare(
  ctx: AgentContext,
  ccnl: Ccnl | undefined,
  date: string,
): AgentAnswer | undefined {
  if (!ccnl) return undefined;
  const text = readable(ctx.message);
  const named = sectionsNamed(ccnl, text);
  return named.length === 2 && ownLevels(ccnl, named, text, date)
    ? sectionCompare(ctx, [ccnl], date)
    : undefined;
}

export function sectionCompare(ctx: AgentContext, agreements: Ccnl[], date: string): AgentAnswer | undefined {
  const [ccnl, ...others] = agreements;
  if (!ccnl || others.length) return undefined;
  const text = readable(ctx.message);
  const named = sectionsNamed(ccnl, text);
  if (named.length < 2) return undefined;
  const own = ownLevels(ccnl, named, text, date);
  const sides = named
    .map((section, k) => {
      const table = tableOf(ccnl, section, date);
      const row = table ? rowOf(ccnl, table, text, own?.[k]) : undefined;
      return table && row ? { section, table, row } : undefined;
    })
    .filter((s): s is Side => s !== undefined);
  if (sides.length < 2) return undefined;
  const divisor = HOURLY.test(text) ? ccnl.hourly_divisor.value : undefined;
  const perHour = divisor !== null && divisor !== undefined;
  const value = (s: Side) => (perHour ? Math.round((s.row.amount / divisor) * 100) / 100 : s.row.amount);
  const what = perHour ? 'Paga oraria minima' : 'Minimo mensile';
  const which = LOWEST.test(text)
    ? ' del livello più basso'
    : HIGHEST.test(text)
      ? ' del livello più alto'
      : '';
  const parts = sides.map(
    (s) =>
      `${bold(euro(value(s)))} nella sezione ${s.section.toLowerCase()} (${levelShort(s.row.level)}${perHour ? `, ${euro(s.row.amount)} ÷ ${divisor}` : ''})`,
  );
  const sorted = [...sides].sort((a, b) => value(b) - value(a));
  const [high, low] = [sorted[0] as Side, sorted.at(-1) as Side];
  const gap = value(high) - value(low);
  const more =
    gap > 0
      ? ` Più alta nella sezione ${high.section.toLowerCase()}: ${euro(gap)} in più ${perHour ? "all'ora" : 'al mese'}.`
      : '';
  const figures = `${what}${which} al ${italianDate(date)}: ${parts.join('; ')}.`;
  // The gap asked leads, the two figures follow.
  const answer =
    GAP_ASKED.test(text) && gap > 0
      ? `La differenza è di ${bold(euro(gap))} ${perHour ? "all'ora" : 'al mese'} a favore della sezione ${high.section.toLowerCase()}. ${figures}`
      : `${figures}${more}`;
  const citations: Citation[] = sides.flatMap((s) =>
    citeSources(
      ccnl,
      `${ccnl.short_name}, ${s.section}, tabella dal ${italianDate(s.table.effective_from)}: ${levelShort(s.row.level)} ${euro(s.row.amount)}`,
      s.table.article ?? null,
      s.table.sources,
      1,
    ),
  );
  if (perHour)
    citations.push(
      ...citeSources(
        ccnl,
        `Divisore orario del ${ccnl.short_name}: ${ccnl.hourly_divisor.text ?? divisor}`,
        ccnl.hourly_divisor.article ?? null,
        ccnl.hourly_divisor.sources,
        1,
      ),
    );
  return compose({
    answer,
    steps: [
      `I nomi indicati sono un solo contratto, il ${ccnl.short_name}, con sezioni e scale di livelli distinte (${sides.map((s) => s.section.toLowerCase()).join(', ')}): il confronto è tra le tabelle delle sezioni.`,
      ...sides.map(
        (s) =>
          `- ${s.section}: tabella in vigore dal ${italianDate(s.table.effective_from)}, ${levelShort(s.row.level)} ${euro(s.row.amount)} al mese.`,
      ),
    ],
    citations,
    related: [`Quali sono i minimi retributivi per livello nel ${ccnl.short_name}?`],
  });
}
