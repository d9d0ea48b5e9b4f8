import { euro, italianDate } from '../kb/format.js';
import { levelPayAt } from '../kb/pay.js';
import type { Ccnl } from '../kb/schema.js';
import { cents } from '../payroll/net-pay.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { areaElementOf } from './area-element.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { levelShort } from './shared/levels.js';

/**
 * The area element itself asked for a level (Logistica's EPA: "in busta vedo la voce EPA: a quanto deve
 * ammontare?", "quant'è l'elemento professionale d'area del 3S e quando aumenta?"): the EPA the level's minimum
 * holds on the date, then the renewal's next EPA tranches where the sources split them for that level. Only when
 * the EPA is named in a sentence that asks (ending with "?"), never a net pay or a definition asked.
 */
// (The folded text may mend "professionale" to "professionali": any ending is read.)
const EPA = /\bepa\b|\belement\w* professional\w* d['’ ]?area\b/;
const AREA_LABEL = /^EPA\b|elemento professionale d'area/i;

// A net, a definition, a gap, the minimum asked with it, or another item asked of a payslip holding the EPA ("quanto sarà tra minimo ed EPA?"): other routes.
const NOT_ALONE =
  /\bnett[oaie]\b|\bcos'e\b|\bche cos|\bdifferenz|\bminim[oi]\b|\bstipendi\w*|\blord[oi]\b|\btabellar\w*|\bpaga base\b|\btredicesim|\bquattordicesim|\btfr\b|\bferie\b|\bstraordinar|\brate[oi]\b|\bcost[oi]\b|\binps\b|\birpef\b/;

function askedSentences(message: string): string[] {
  return (readable(message).match(/[^.?!]*\?/g) ?? []).map((s) => s.trim());
}

export function areaElementAsked(
  ctx: AgentContext,
  req: TypedRequest,
  ccnl: Ccnl | undefined,
): AgentAnswer | undefined {
  const level = req.slots.level;
  if (!ccnl || !level) return undefined;
  const asked = askedSentences(ctx.message).filter((s) => EPA.test(s));
  if (!asked.length || asked.some((s) => NOT_ALONE.test(s))) return undefined;
  const date = req.slots.date ?? ctx.today;
  const pay = levelPayAt(ccnl, level, date);
  const epa = pay ? areaElementOf(pay.row) : undefined;
  if (!pay || epa === undefined) return undefined;
  const minimum = pay.row.components.find((c) => !AREA_LABEL.test(c.label) && c.payments === undefined);
  const parts = minimum
    ? ` (${minimum.label} ${euro(minimum.amount)} + EPA ${euro(epa)} = ${euro(pay.row.amount)}, tabella dal ${italianDate(pay.table.effective_from)})`
    : ` (tabella dal ${italianDate(pay.table.effective_from)})`;
  const lines = [
    `Nel ${ccnl.short_name} l'EPA (elemento professionale d'area) del ${levelShort(level)} al ${italianDate(date)} è di ${bold(`${euro(epa)} al mese`)}: fa parte del minimo del livello e conta per tutti gli istituti${parts}.`,
  ];
  const increase = ccnl.validity.increases?.find((i) => i.level === level);
  const ahead = (increase?.tranches ?? [])
    .filter((t) => t.from > date)
    .map((t) => ({ from: t.from, epa: t.components?.find((c) => AREA_LABEL.test(c.label))?.amount }))
    .filter((t): t is { from: string; epa: number } => t.epa !== undefined);
  // A date past the last table the sources split: the EPA a tranche added since is not in the table read.
  const since = (increase?.tranches ?? []).some(
    (t) =>
      t.from > pay.table.effective_from &&
      t.from <= date &&
      t.components?.some((c) => AREA_LABEL.test(c.label)),
  );
  if (since) return undefined;
  let running = epa;
  const steps = ahead.map((t) => {
    running = cents(running + t.epa);
    return `+${euro(t.epa)} dal ${italianDate(t.from)} (EPA ${euro(running)})`;
  });
  const [next, ...later] = steps;
  if (next)
    lines.push(
      `Prossimo aumento dell'EPA: ${bold(next)}${later.length ? `, poi ${later.join(', ')}` : ''}, secondo le tranche del rinnovo ${increase?.reference ?? ''}.`.replace(
        / ,/,
        ',',
      ),
    );
  else if (!increase)
    lines.push(
      `Le tranche future dell'EPA del ${levelShort(level)} non sono nella base di conoscenza: le fonti le danno solo per il livello di riferimento, gli altri livelli sono riparametrati.`,
    );
  const text = lines.join(' ');
  return compose({
    answer: lines.join('\n\n'),
    citations: citeSources(ccnl, text, pay.table.article ?? null, [
      ...(pay.table.sources ?? []),
      ...(increase ? (ccnl.validity.sources ?? []) : []),
    ]),
    related: [`Quanto è il minimo del ${levelShort(level)} nel ${ccnl.short_name}?`],
  });
}
