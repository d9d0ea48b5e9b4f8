import { euro, figureValue, percent } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import { cents } from '../payroll/index.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';

/**
 * A payslip's Cassa Edile set-aside asked at its gross value and by its parts ("al lordo quanto gli mettono da
 * parte questo mese, e di questo quanto è per la tredicesima?"): the agreement's gross percentage (18,50%) and its
 * Christmas-bonus and holiday shares (10% and 8,50%) of the base the payslip states, with the net line it shows
 * set beside the conventional net percentage, and who pays the bonus (the Cassa, not the firm). Undefined when the
 * question asks neither the gross nor a share, or the payslip states no base.
 */

type Rule = NonNullable<Ccnl['monthly_payments']>;

const CASSA = /\bcass[ae] edil\w*|\baccantonament\w*|\bgnf\b|\bmess[oiae] da parte\b|\bmett\w* da parte\b/;
const GROSS_SAID = /\bal lordo\b|\blord[oaie]\b/;
const BONUS_SAID = /\btredicesim\w*|\bgratifica\b|\b13(?:a|esima)\b/;
const PART_SAID =
  /\bquant\w* (?:e |sono |va |vanno )?(?:per|di) (?:la |le )?(?:tredicesim|gratifica|ferie)\w*/;
function percentOf(text: string, name: RegExp): number | undefined {
  const m = new RegExp(`${name.source}[^()]{0,20}\\((\\d+(?:,\\d+)?)\\s*%\\)`).exec(text);
  return m?.[1] ? figureValue(m[1]) : undefined;
}

export function payslipGross(
  ctx: AgentContext,
  ccnl: Ccnl,
  rule: Rule,
  text: string,
  rates: { net: number; gross: number; base: number | undefined; line: number | undefined; told?: string },
): AgentAnswer | undefined {
  if (!CASSA.test(text) || !(GROSS_SAID.test(text) || PART_SAID.test(text))) return undefined;
  const { base, line } = rates;
  const bonusPct = percentOf(rule.text ?? '', /gratifica natalizia/);
  const holidayPct = percentOf(rule.text ?? '', /ferie/);
  if (base === undefined || bonusPct === undefined || holidayPct === undefined) return undefined;
  const gross = cents((base * rates.gross) / 100);
  const bonus = cents((base * bonusPct) / 100);
  const holidays = cents((base * holidayPct) / 100);
  const netDue = cents((base * rates.net) / 100);
  const netNote =
    line === undefined
      ? rates.told
        ? ` Di fatto l'impresa accantona in Cassa Edile l'importo al netto delle ritenute: ${bold(euro(netDue))}, il ${percent(rates.net)} di ${euro(base)} (criterio convenzionale della Cassa Edile di Savona; ogni Cassa provinciale applica il proprio).`
        : ''
      : Math.abs(line - netDue) < 0.015
        ? ` In busta compare ${euro(line)} perché l'impresa versa l'accantonamento al netto: ${percent(rates.net)} di ${euro(base)} (criterio convenzionale della Cassa Edile di Savona; ogni Cassa provinciale applica il proprio).`
        : ` In busta compare ${euro(line)}: al netto convenzionale (${percent(rates.net)}, criterio della Cassa Edile di Savona) sarebbe ${euro(netDue)}; ogni Cassa provinciale applica il proprio criterio.`;
  const bonusPart = BONUS_SAID.test(text)
    ? ` Di questi, ${bold(euro(bonus))} (${percent(bonusPct)}) sono per la gratifica natalizia (la tredicesima degli operai) e ${euro(holidays)} (${percent(holidayPct)}) per le ferie.`
    : ` Di questi, ${euro(bonus)} (${percent(bonusPct)}) per la gratifica natalizia e ${euro(holidays)} (${percent(holidayPct)}) per le ferie.`;
  return compose({
    answer: `Nel ${ccnl.short_name} l'accantonamento alla Cassa Edile del mese, al lordo, è di ${bold(euro(gross))}: il ${percent(rates.gross)} di ${euro(base)}, ${rates.told ? `la retribuzione delle ore di lavoro normale (${rates.told})` : 'la retribuzione utile indicata in busta'}.${bonusPart} Non sono soldi tolti al lavoratore: la gratifica natalizia degli operai ${bold('la paga la Cassa Edile')}, non l'impresa, con quanto accantonato ogni mese.${netNote}`,
    steps: [
      `${percent(rates.gross)} × ${euro(base)} = ${euro(gross)} (accantonamento lordo).`,
      `Gratifica natalizia: ${percent(bonusPct)} × ${euro(base)} = ${euro(bonus)}; ferie: ${percent(holidayPct)} × ${euro(base)} = ${euro(holidays)}.`,
      `Netto convenzionale: ${percent(rates.net)} × ${euro(base)} = ${euro(netDue)}.`,
      `Regola: ${rule.text}.`,
    ],
    assumptions: [
      rates.told
        ? `Ore lavorate ed elementi orari indicati (${rates.told}); esclusi straordinari e ore non lavorate.`
        : `Retribuzione utile letta nel cedolino caricato (${ctx.documents[0]?.fileName ?? 'documento'}).`,
    ],
    citations: citeSources(ccnl, `Mensilità: ${rule.text}`, rule.article ?? null, rule.sources, 2),
    related: [],
  });
}
