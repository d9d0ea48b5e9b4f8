import { euro, figureValue, percent } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import { cents } from '../payroll/index.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';

/**
 * A payslip's Cassa Edile set-aside line that writes its own formula ("Accantonamento Cassa Edile GNF 18,50% su
 * 172 ore x 10,00 = 318,20") checked against the agreement's rule: the percentage applies to the hours of normal
 * work (and holidays) only, overtime excluded. The hours due are the payslip's ordinary hours ("Ore ordinarie
 * lavorate: 160"), plus its holiday hours when written; the percentage is the line's own when it is the
 * agreement's gross or net one. Undefined when the line states no formula, the payslip writes no ordinary hours,
 * or the line's percentage is neither of the agreement's.
 */

type Rule = NonNullable<Ccnl['monthly_payments']>;

const NUMBER = String.raw`(\d{1,3}(?:\.\d{3})*,\d{2}|\d+(?:,\d+)?)`;
const FORMULA_LINE = new RegExp(
  String.raw`accantonament\w*[^\d\n]{0,60}?(\d{1,2}(?:,\d{1,2})?)\s*%\s*(?:su|x|×|\*)\s*(\d{1,3}(?:,\d+)?)\s*ore\s*(?:x|×|\*|a)\s*(?:€\s*)?${NUMBER}\s*(?:€\s*)?=\s*(?:€\s*)?(\d{1,3}(?:\.\d{3})*,\d{2})`,
  'i',
);
const ORDINARY_HOURS =
  /\bore (?:ordinarie|normali)(?: (?:effettivamente )?lavorate)?\s*:?\s*(\d{1,3}(?:,\d+)?)\b/i;
const HOLIDAY_HOURS = /\bore (?:di )?festivit[aà]\w*(?: godute| retribuite)?\s*:?\s*(\d{1,3}(?:,\d+)?)\b/i;
const CASSA = /\bcass[ae] edil\w*|\baccantonament\w*|\bgnf\b/;
// ("…è calcolato correttamente? Se no, quale importo andava indicato?": the part after the set-aside's ask.)
const OTHER_ITEM =
  /\b(?:paga|minim\w*|stipend\w*|nett\w*|inps|irpef|contribut\w*|trattenut\w*|straordinar\w*|ferie|tfr|livell\w*|scatt\w*)\b/;

export function setAsideFormulaLine(
  ctx: AgentContext,
  ccnl: Ccnl,
  rule: Rule,
  text: string,
  document: string,
  rates: { net: number; gross: number },
): AgentAnswer | undefined {
  const lastTurn = ctx.history?.at(-1) ?? '';
  if (!CASSA.test(text) && !(CASSA.test(readable(lastTurn)) && !OTHER_ITEM.test(text))) return undefined;
  const line = FORMULA_LINE.exec(document);
  const ordinary = ORDINARY_HOURS.exec(document)?.[1];
  if (!line || !ordinary) return undefined;
  const [pct = 0, hours = 0, hourly = 0, amount = 0] = line.slice(1, 5).map((g) => figureValue(g ?? ''));
  if (!hourly || !amount) return undefined;
  if (pct !== rates.gross && pct !== rates.net) return undefined;
  const holidays = HOLIDAY_HOURS.exec(document)?.[1];
  const dueHours = figureValue(ordinary) + (holidays ? figureValue(holidays) : 0);
  const base = cents(dueHours * hourly);
  const due = cents((base * pct) / 100);
  const right = Math.abs(due - amount) < 0.015;
  const which = pct === rates.gross ? 'lordo' : 'netto convenzionale';
  const hoursSaid = holidays ? `${dueHours} ore (ordinarie e di festività)` : `${dueHours} ore ordinarie`;
  const extra =
    hours > dueHours
      ? ` Il cedolino conta ${hours} ore: le ${cents(hours - dueHours)} in più (straordinario) non entrano nella base.`
      : '';
  const verdict = right
    ? `${bold('Sì')}: l'accantonamento di ${euro(amount)} è giusto`
    : `${bold('No')}: l'accantonamento andava indicato in ${bold(euro(due))}, ${euro(cents(Math.abs(amount - due)))} ${amount > due ? 'in meno' : 'in più'} dell'importo del cedolino`;
  return compose({
    answer: `${verdict}: nel ${ccnl.short_name} il ${percent(pct)} (${which}) si calcola sulla retribuzione delle sole ore di lavoro normale e delle festività, esclusi straordinario e maggiorazioni: ${hoursSaid} × ${euro(hourly)} = ${euro(base)}, × ${percent(pct)} = ${euro(due)}.${extra}`,
    steps: [
      `${hoursSaid} × ${euro(hourly)} = ${euro(base)}.`,
      `${percent(pct)} × ${euro(base)} = ${euro(due)}.`,
      `Regola: ${rule.text}.`,
    ],
    assumptions: [
      `Ore e paga oraria lette nel cedolino caricato (${ctx.documents[0]?.fileName ?? 'documento'}); ogni Cassa provinciale applica il criterio fissato localmente.`,
    ],
    citations: citeSources(ccnl, `Mensilità: ${rule.text}`, rule.article ?? null, baseSources(rule), 2),
    related: [],
  });
}

/** The sources that state the base (normal hours, overtime excluded) first. */
function baseSources(rule: Rule) {
  const stating = rule.sources.filter((s) => /lavoro normale|straordinar/i.test(s.note ?? ''));
  return stating.length ? stating : rule.sources;
}
