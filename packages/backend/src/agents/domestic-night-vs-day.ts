import { euro, italianDate } from '../kb/format.js';
import { levelPayAt, sections } from '../kb/pay.js';
import type { Ccnl } from '../kb/schema.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { compose } from './compose.js';
import type { AgentContext } from './context.js';
import { levelName } from './shared/levels.js';

/**
 * "costava di più un'assistente notturna CS o una badante convivente CS di giorno? e di quanto?": domestic work's
 * two monthly tables for one level weighed against each other (the night-assistance table D and the live-in
 * table), each at the date asked, with which is higher and by how much. Undefined unless both are named and a
 * comparison is asked.
 */

const NIGHT =
  /\bassist\w* (?:\w+ )?notturn\w*|\bassistenza (?:di|la|per la) notte\b|\bnotturn[ao] (?:cs|bs|ds)\b/;
const LIVE_IN = /(?<!\bnon )\bconvivent\w*/;
const WEIGHED =
  /\b(?:costa\w*|conviene|converrebbe|pagat\w*|prende\w*|guadagn\w*) (?:di )?(?:piu|meno)\b|\bdi (?:piu|meno)\b[^?]{0,60}\bo (?:una?|la|il|l')\b|\bdifferenz\w*|\brispetto\b|\bconfront\w*|\bdi quanto\b/;

export function domesticNightVsDay(
  ctx: AgentContext,
  req: TypedRequest,
  ccnl: Ccnl,
): AgentAnswer | undefined {
  const level = req.slots.level;
  const text = readable(ctx.message);
  if (!level || !NIGHT.test(text) || !LIVE_IN.test(text) || !WEIGHED.test(text)) return undefined;
  const own = sections(ccnl);
  if (!own.includes('assistenza notturna') || !own.includes('conviventi')) return undefined;
  const date = req.slots.date ?? ctx.today;
  const night = levelPayAt(ccnl, level, date, 'assistenza notturna');
  const liveIn = levelPayAt(ccnl, level, date, 'conviventi');
  if (night?.table.section !== 'assistenza notturna' || liveIn?.table.section !== 'conviventi')
    return undefined;
  const gap = Math.round((night.row.amount - liveIn.row.amount) * 100) / 100;
  const name = levelName(ccnl, level);
  const higher = gap > 0 ? "l'assistente notturna" : 'la convivente';
  const answer =
    gap === 0
      ? `Nel ${ccnl.short_name}, al ${italianDate(date)}, il minimo mensile del ${name} è lo stesso per l'assistenza notturna e per i conviventi: **${euro(night.row.amount)}**.`
      : `Nel ${ccnl.short_name}, al ${italianDate(date)}, costa di più ${higher}: il minimo mensile del ${name} è **${euro(night.row.amount)}** per l'assistenza notturna (tabella D) e **${euro(liveIn.row.amount)}** per i conviventi, **${euro(Math.abs(gap))}** al mese di differenza.`;
  const steps = [
    `| Tabella | ${name} |`,
    '| --- | ---: |',
    `| Assistenza notturna (dal ${italianDate(night.table.effective_from)}) | ${euro(night.row.amount)} |`,
    `| Conviventi (dal ${italianDate(liveIn.table.effective_from)}) | ${euro(liveIn.row.amount)} |`,
    `| Differenza | ${euro(Math.abs(gap))} |`,
  ];
  return compose({
    answer,
    steps,
    assumptions: night.table.note ? [night.table.note.replace(/\.$/, '')] : [],
    citations: [
      ...citeSources(
        ccnl,
        `assistenza notturna: ${euro(night.row.amount)}`,
        night.table.article ?? null,
        night.table.sources,
      ),
      ...citeSources(
        ccnl,
        `conviventi: ${euro(liveIn.row.amount)}`,
        liveIn.table.article ?? null,
        liveIn.table.sources,
      ),
    ],
    related: [],
  });
}
