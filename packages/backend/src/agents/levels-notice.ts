import type { Ccnl } from '../kb/schema.js';
import type { TypedRequest } from '../reader/request.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import { withSubjects } from './multi-part.js';
import { inSeniorityBand, type NoticeRow } from './notice-rows.js';
import { levelName } from './shared/levels.js';

/**
 * The notice asked beside two levels of one agreement weighed ("tra B3 e A1 quanto cambia il minimo e cambia
 * qualcosa nel preavviso?"): the notice of both levels, said side by side; when their rows are the same (one band
 * of the agreement's table holds both) the answer says it does not change. Undefined when the agreement sets no
 * notice by level or a level has no row.
 */

type Side = 'dimissioni' | 'licenziamento';

// (The side asked alone: "vogliono andarsene" asks the resignation's notice, not the dismissal's.)
const terms = (row: NoticeRow, side?: Side) =>
  side
    ? `${bold(row[side] ?? 'non indicato')} per ${side === 'dimissioni' ? 'le dimissioni' : 'il licenziamento'}`
    : row.licenziamento === row.dimissioni
      ? `${bold(row.licenziamento ?? 'non indicato')} sia per il licenziamento sia per le dimissioni`
      : `${bold(row.licenziamento ?? 'non indicato')} per il licenziamento e ${bold(row.dimissioni ?? 'non indicato')} per le dimissioni`;

const key = (rows: readonly NoticeRow[], side?: Side) =>
  rows
    .map((r) => `${r.group ?? ''}|${r.seniority}|${side ? r[side] : `${r.licenziamento}|${r.dimissioni}`}`)
    .join(';');

function rowsOf(ccnl: Ccnl, level: string, years: number | undefined): NoticeRow[] {
  const rows = (ccnl.notice.by_level ?? []).filter((r) => r.levels.includes(level));
  if (years === undefined) return rows;
  const held = rows.filter((r) => inSeniorityBand(r.seniority, years));
  return held.length ? held : rows;
}

export function levelsNotice(
  ccnl: Ccnl,
  levels: readonly [string, string],
  years: number | undefined,
  asked: { side?: Side; alone?: boolean } = {},
): AgentAnswer | undefined {
  const { side, alone } = asked;
  const [a, b] = levels;
  const ra = rowsOf(ccnl, a, years);
  const rb = rowsOf(ccnl, b, years);
  if (!ra.length || !rb.length) return undefined;
  const na = levelName(ccnl, a);
  const nb = levelName(ccnl, b);
  const told = years !== undefined ? ` con ${years} anni di anzianità` : '';
  // One row of the seniority told: its band in brackets; else every band of the level.
  const said = (rows: readonly NoticeRow[]) =>
    rows.length === 1 && years !== undefined && rows[0]
      ? `(${rows[0].seniority}) ${terms(rows[0], side)}`
      : rows.map((r) => `${r.seniority}${r.group ? ` (${r.group})` : ''}: ${terms(r, side)}`).join('; ');
  const same = key(ra, side) === key(rb, side);
  // (Asked alone, the answer is a sentence of its own, not a subject joined after a pay gap.)
  const lead = alone
    ? `Il preavviso ${bold(same ? 'non cambia' : 'cambia')} col livello: nel`
    : `Preavviso: ${same ? bold('non cambia') : 'cambia'}. Nel`;
  const answer = same
    ? `${lead} ${ccnl.short_name} il ${na} e il ${nb} stanno nella stessa fascia della tabella del preavviso${told}: ${said(ra)}.`
    : `${lead} ${ccnl.short_name}${told} il ${na} ha ${said(ra)}; il ${nb} ha ${said(rb)}.`;
  return compose({
    answer,
    citations: citeSources(
      ccnl,
      `Preavviso per livello e anzianità`,
      ccnl.notice.article ?? null,
      ccnl.notice.sources,
    ),
    related: [],
  });
}

/** The two levels' gap with the notice asked beside it (reader's alsoAsked) joined after it. */
export function withLevelsNotice(
  gap: AgentAnswer,
  req: TypedRequest,
  ccnl: Ccnl,
  levels: readonly [string, string],
): AgentAnswer {
  if (req.intent !== 'notice' && !req.alsoAsked.includes('notice')) return gap;
  const notice = levelsNotice(ccnl, levels, req.slots.seniorityYears);
  return notice ? withSubjects(gap, [notice]) : gap;
}
