import { euro, italianDate } from '../kb/format.js';
import { sections, tableAt } from '../kb/pay.js';
import type { Ccnl } from '../kb/schema.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { levelShort } from './shared/levels.js';

/** The question asks the whole table, not one worker's minimum: "tabella", "per livello", "tutti i livelli". */
const ASKS_TABLE =
  /tabell|per (?:ogni |ciascun )?livell|tutti i livell|ogni livell|\blivelli\b|minimi (?:retributiv|tabellar|contrattual|salarial)|\bi minimi\b|quali (?:sono )?i minimi/;
/** One worker's pay: "quanto prende un metalmeccanico", "quanto mi spetta", "quanto guadagna una commessa". */
const ONE_WORKER =
  /\bprend\w*\b|\bguadagn\w*|\bspett\w*|\bpercepi\w*|\bpagat[oa]\b|\bpagano\b|\bstipendio\b|\bmi danno\b|\bdevo (?:dare|pagare)\b/;

/**
 * "Quanto prende di minimo un metalmeccanico?": one worker's minimum depends on the level, which the question
 * does not give. The answer asks for it (or the job, to find it) and shows the range the agreement's table
 * spans, instead of a dump of every level or a guess at one. Undefined when the level is known, the table is
 * what is asked, or there is no table in force.
 */
export function askForLevel(ctx: AgentContext, req: TypedRequest, ccnl: Ccnl): AgentAnswer | undefined {
  const text = readable(ctx.message);
  if (req.slots.level || req.slots.jobDescription || req.slots.amounts.length) return undefined;
  if (ASKS_TABLE.test(text) || !ONE_WORKER.test(text)) return undefined;
  const date = req.slots.date ?? ctx.today;
  const { current } = tableAt(ccnl, date, sections(ccnl)[0] ?? '');
  if (current?.unit !== 'mese' || current.levels.length < 2) return undefined;
  const rows = [...current.levels].sort((a, b) => a.amount - b.amount);
  const low = rows[0];
  const high = rows.at(-1);
  if (!low || !high) return undefined;
  const section = current.section ? ` (${current.section})` : '';
  return compose({
    answer: `Il minimo dipende dal livello di inquadramento: quale livello ha il lavoratore? Nel ${ccnl.short_name}${section} il minimo mensile lordo va da ${bold(euro(low.amount))} (${levelShort(low.level)}) a ${bold(euro(high.amount))} (${levelShort(high.level)}), tabella in vigore dal ${italianDate(current.effective_from)}.`,
    steps: [
      'Indica il livello (lo trovi in busta paga o nella lettera di assunzione) o descrivi la mansione, e ti do il minimo esatto con la data da cui vale.',
    ],
    citations: citeSources(
      ccnl,
      `Tabella minimi del ${ccnl.short_name} dal ${italianDate(current.effective_from)}: da ${euro(low.amount)} a ${euro(high.amount)}`,
      `tabella minimi dal ${italianDate(current.effective_from)}`,
      current.sources,
    ),
    related: [
      `Quali sono i minimi retributivi per livello nel ${ccnl.short_name}?`,
      `In che livello va inquadrato un operaio nel ${ccnl.short_name}?`,
    ],
  });
}
