import type { Ccnl } from '../kb/schema.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';

/**
 * The contribution rates a building firm and its operai pay to the Cassa Edile ("qual è l'aliquota del contributo
 * alla Cassa Edile di Trento, a carico impresa e a carico operaio?"): each provincial Cassa sets them, and the
 * agreement's pay structure says they are not in the knowledge base. The answer is that gap, with no figure: the
 * 18,5% the firm sets aside for holidays and the Christmas bonus is another thing (an accrual of the worker's pay,
 * cassa-edile.ts), not the contribution asked.
 */
const CONTRIBUTION_ASKED =
  /\b(?:contribut\w*|contribuzion\w*|aliquot\w*)\b(?: (?:\w+|\w+')){0,4}? (?:alla |della |in |per la |verso la |dovut\w* alla )?cassa edile\b|\bcassa edile\b(?: (?:\w+|\w+')){0,3}? (?:contribut\w*|aliquot\w*)\b/;
// The accrual for holidays and Christmas bonus, asked by name: cassa-edile.ts answers it.
const ACCRUAL_NAMED =
  /\bferie\b|\bgratific\w*|\btredicesim\w*|\baccanton\w*|\bape\b|\bmalatti\w*|\binfortun\w*/;
// The agreement's own words that the Cassa Edile's contributions are set by each province and not held.
export const PROVINCIAL_CONTRIBUTIONS = /contributi alla Cassa Edile sono fissati a livello provinciale/i;

export function cassaEdileContributionGap(
  ctx: AgentContext,
  ccnl: Ccnl | undefined,
): AgentAnswer | undefined {
  const structure = ccnl?.pay_structure ?? '';
  if (!ccnl || !PROVINCIAL_CONTRIBUTIONS.test(structure)) return undefined;
  const text = readable(ctx.message);
  if (!CONTRIBUTION_ASKED.test(text) || ACCRUAL_NAMED.test(text)) return undefined;
  const province = /\b(?:[Pp]rovincia|Cassa Edile) di ([A-Z][\wàèéìòù']+(?: [A-Z][\wàèéìòù']+)*)/.exec(
    ctx.message,
  )?.[1];
  const where = province ? ` della provincia di ${province}` : ' provinciale';
  const said = structure.split(/(?<=\.)\s+/).find((s) => PROVINCIAL_CONTRIBUTIONS.test(s)) ?? structure;
  return compose({
    answer: `Le aliquote del contributo alla Cassa Edile${where} (quota a carico dell'impresa e quota a carico dell'operaio) ${bold('non sono nella base di conoscenza')}: le fissa ogni Cassa Edile provinciale con gli accordi territoriali, e il ${ccnl.short_name} nazionale non le riporta. Per le aliquote in vigore, consulta la Cassa Edile${where} (tabella dei contributi della denuncia mensile) o il contratto integrativo provinciale.`,
    steps: [`Nella base di conoscenza: ${said}`],
    citations: citeSources(ccnl, said, null, ccnl.pay_tables.at(-1)?.sources ?? [], 1),
    related: [],
  });
}
