import { euro, italianDate } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import type { TypedRequest } from '../reader/request.js';
import { type Citation, citeSources } from './answer.js';
import { bold } from './compose.js';
import type { AgentContext } from './context.js';
import { levelShort } from './shared/levels.js';

/**
 * A pay item read on the payslip and asked as a definition ("in busta ho 'indennità di contingenza 524,22', che
 * roba è e perché non sale mai?"), with the agreement and the level known: the level's amount of that item in the
 * table in force, and whether it stayed the same in every table the knowledge base holds while the minimum rose.
 * It opens the answer, so the figure on the payslip is confirmed (or not) before the definition.
 */
export function componentLine(
  ctx: AgentContext,
  req: TypedRequest,
  component: RegExp | undefined,
  shown: readonly Ccnl[],
): { line: string; citations: Citation[] } | undefined {
  const level = req.slots.level;
  if (!component || !level) return undefined;
  const date = req.slots.date ?? ctx.today;
  for (const ccnl of shown) {
    const tables = ccnl.pay_tables
      .filter((t) => t.unit === 'mese' && (t.section ?? '') === (ccnl.pay_tables[0]?.section ?? ''))
      .sort((a, b) => a.effective_from.localeCompare(b.effective_from));
    const amounts = tables.map((t) => ({
      table: t,
      row: t.levels.find((r) => r.level === level),
    }));
    const inForce = amounts.filter((a) => a.table.effective_from <= date).at(-1);
    const item = inForce?.row?.components?.find((c) => component.test(c.label));
    if (!inForce?.row || !item) continue;
    const same = amounts.filter(
      (a) => a.row?.components?.find((c) => component.test(c.label))?.amount === item.amount,
    );
    const first = amounts[0]?.table.effective_from;
    const rose = amounts.filter((a) => a.row).map((a) => a.row?.amount ?? 0);
    const steady =
      same.length === amounts.length && amounts.length > 1 && first && (rose.at(-1) ?? 0) > (rose[0] ?? 0)
        ? ` È la stessa in tutte le tabelle della base di conoscenza, dal ${italianDate(first)} in poi, mentre il minimo del livello è salito con i rinnovi: l’importo sulla busta è giusto se coincide.`
        : '';
    const line = `Nel ${ccnl.short_name} la voce «${item.label}» del ${levelShort(level)} vale ${bold(euro(item.amount))} al mese (tabella dal ${italianDate(inForce.table.effective_from)}).${steady}`;
    return {
      line,
      citations: citeSources(ccnl, line, inForce.table.article ?? null, inForce.table.sources ?? []),
    };
  }
  return undefined;
}
