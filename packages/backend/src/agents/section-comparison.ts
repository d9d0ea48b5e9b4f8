import { euro, italianDate } from '../kb/format.js';
import { levelPayAt, sections } from '../kb/pay.js';
import type { Ccnl } from '../kb/schema.js';
import { sectionAsked } from '../kb/section-asked.js';
import { namedOutright } from '../reader/named-outright.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { compose } from './compose.js';
import type { AgentContext } from './context.js';
import { levelName } from './shared/levels.js';

/**
 * "per gli alberghi minori c'è una tabella diversa e più bassa? quanto cambia per un 4° livello rispetto agli
 * alberghi normali?": one agreement's two pay tables for the same level, the one the question's situation names
 * (kb/section-asked.ts) against the agreement's ordinary one, with the difference; a claim that the table is
 * lower or different opens with Sì or No. Undefined unless one agreement and a level are asked, a section is
 * named and a difference is asked.
 */

// ("quanto ci passa?", "quanto ci corre?": how far apart the two tables are; "quanto prende in meno se passa
// al 2 stelle?", "quanto perde?": the same gap from the mover's side.)
const DIFFERENCE =
  /\bquanto (?:ci )?(?:passa|corre)\b|\brispetto\b|\bdifferenz\w*|\bquanto cambia\b|\bconfront\w*|\btabell\w* (?:divers|propri|ridott|apposit)\w*|\bdivers[oaie]\b|\bpiu bass\w*|\bridott\w*|\binferior\w*|\bnormali\b|\bordinar\w*|\bin meno\b|\bperd(?:e|erebbe|o|erei)\b/;
const LOWER_CLAIMED = /\bpiu bass\w*|\bridott\w*|\binferior\w*|\bmeno\b/;
const ASKS_YES_NO = /\be vero\b|\bvero che\b|\bgiusto\b|\bconfermi\b|\bdavvero\b/;

/**
 * The one agreement asked: the question's only one, or of two (the earlier turn's comparison carried on) the one
 * this turn names outright ("tutti e due col Turismo").
 */
function askedAgreement(ctx: AgentContext, req: TypedRequest, text: string): Ccnl | undefined {
  const all = req.slots.agreements
    .map((id) => ctx.kb.byCategory(id))
    .filter((c): c is Ccnl => c !== undefined);
  if (all.length === 1) return all[0];
  const named = all.length === 2 ? all.filter((c) => namedOutright(ctx.kb, c, text)) : [];
  return named.length === 1 ? named[0] : undefined;
}

export function sectionComparison(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  if (!req.slots.level) return undefined;
  const text = readable(ctx.message);
  const ccnl = askedAgreement(ctx, req, text);
  if (!ccnl) return undefined;
  const named = sectionAsked(ccnl, [text], req.slots.level);
  if (!named || !DIFFERENCE.test(text)) return undefined;
  const other = sections(ccnl).find((s) => s !== named && s !== '');
  if (!other) return undefined;
  const date = req.slots.date ?? ctx.today;
  const own = levelPayAt(ccnl, req.slots.level, date, named);
  const ordinary = levelPayAt(ccnl, req.slots.level, date, other);
  if (!own || !ordinary || own.table.section !== named || ordinary.table.section !== other) return undefined;
  const gap = Math.round((ordinary.row.amount - own.row.amount) * 100) / 100;
  const lower = gap > 0;
  const verdict = ASKS_YES_NO.test(text)
    ? LOWER_CLAIMED.test(text)
      ? lower
        ? '**Sì**: '
        : '**No**: '
      : gap !== 0
        ? '**Sì**: '
        : '**No**: '
    : '';
  const level = levelName(ccnl, req.slots.level);
  const when = italianDate(date);
  const difference =
    gap === 0 ? 'lo stesso importo' : `${euro(Math.abs(gap))} ${lower ? 'in meno' : 'in più'} al mese`;
  const opening = `${verdict}nel ${ccnl.short_name} ${named === 'alberghi minori' ? 'gli alberghi minori hanno' : `la sezione «${named}» ha`} una tabella propria${gap === 0 ? '' : lower ? ', più bassa' : ', più alta'}: al ${when} il ${level} è **${euro(own.row.amount)}** (${named}) contro **${euro(ordinary.row.amount)}** (${other}), ${difference}.`;
  const answer = verdict ? opening : opening.charAt(0).toUpperCase() + opening.slice(1);
  const steps = [
    `| Tabella | ${level} |`,
    '| --- | ---: |',
    `| ${other} (dal ${italianDate(ordinary.table.effective_from)}) | ${euro(ordinary.row.amount)} |`,
    `| ${named} (dal ${italianDate(own.table.effective_from)}) | ${euro(own.row.amount)} |`,
  ];
  const notes = own.table.note ? [own.table.note.replace(/\.$/, '')] : [];
  return compose({
    answer,
    steps,
    assumptions: notes,
    citations: [
      ...citeSources(ccnl, `${named}: ${euro(own.row.amount)}`, own.table.article ?? null, own.table.sources),
      ...citeSources(
        ccnl,
        `${other}: ${euro(ordinary.row.amount)}`,
        ordinary.table.article ?? null,
        ordinary.table.sources,
      ),
    ],
    related: [],
  });
}
