import { euro, figureValue, percent } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import { cents } from '../payroll/index.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { bold, compose } from './compose.js';

/**
 * The Cassa Edile set-aside's base told as the month's ordinary hours worked and the hourly elements, not as a
 * payslip's base line: a summary of hours ("Ore ordinarie effettivamente lavorate: 152 … Elementi orari per
 * accantonamento: 10,85 €/h") or an earlier turn ("152 ore ordinarie lavorate, elementi orari 10,85 €/h"). Hours
 * lost to rain, overtime or leave are no base: only the hours said worked count. Read on folded text.
 */
const HOURS =
  /\bore (?:ordinarie |normali )?(?:effettivamente )?lavorate\s*:?\s*(\d{1,3})\b|\b(\d{1,3}) ore (?:ordinarie |normali )?(?:effettivamente )?lavorate\b/;
const HOURLY =
  /\belementi orari\b[^\d]{0,80}?(\d{1,2},\d{2})\s*(?:€|euro)|\b(\d{1,2},\d{2})\s*(?:€|euro)\s*(?:\/\s*h\b|\/\s*ora\b|l'ora\b|all'ora\b)/;

/** "1.500 € di retribuzione per ore ordinarie e festività", "su 2.000 euro di retribuzione ore lavorate": the base as money. */
const MONEY =
  /\b(\d{1,3}(?:\.\d{3})*(?:,\d{2})?)\s*(?:€|euro) di retribuzione (?:per |delle |di |sulle )?(?:le )?ore\b/;

/** The base: hours × hourly elements, or the money told for the normal hours (then no hours nor hourly). */
export type ToldBase = { hours?: number; hourly?: number; base: number };

const first = (m: RegExpExecArray | null) => m?.slice(1).find((g) => g !== undefined);

/** The base told in the first text (document, question, earlier turns, in that order) that tells both figures. */
export function toldBase(texts: readonly string[]): ToldBase | undefined {
  for (const t of texts) {
    const hours = first(HOURS.exec(t));
    const hourly = first(HOURLY.exec(t));
    if (hours && hourly) {
      const h = Number(hours);
      const r = figureValue(hourly);
      if (h > 0 && r > 0) return { hours: h, hourly: r, base: cents(h * r) };
    }
    const money = MONEY.exec(t)?.[1];
    if (money && figureValue(money) > 0) return { base: figureValue(money) };
  }
  return undefined;
}

/** "152 ore × 10,85 €": how the base was made. */
export const toldLabel = (told: ToldBase): string =>
  told.hours !== undefined && told.hourly !== undefined
    ? `${told.hours} ore × ${euro(told.hourly)}`
    : `retribuzione delle ore normali indicata, ${euro(told.base)}`;

type Rule = NonNullable<Ccnl['monthly_payments']>;

/** The set-aside as paid, net, on the base told: "al netto quanto versiamo? … mi fai il conto". */
export function toldNetAmount(
  ccnl: Ccnl,
  rule: Rule,
  told: ToldBase,
  net: number,
  gross: number,
  sources: Rule['sources'],
): AgentAnswer {
  const due = cents((told.base * net) / 100);
  const grossDue = cents((told.base * gross) / 100);
  const base = `${toldLabel(told)}${told.hours !== undefined ? ` = ${euro(told.base)}` : ''}`;
  return compose({
    answer: `Al netto l'impresa versa alla Cassa Edile ${bold(euro(due))}: il ${percent(net)} di ${euro(told.base)} (${toldLabel(told)}), criterio convenzionale della Cassa Edile di Savona nel ${ccnl.short_name}, al posto di ${euro(grossDue)} al lordo (${percent(gross)}). Ogni Cassa provinciale applica il criterio fissato localmente: verificalo con la propria.`,
    steps: [
      `${base} (ore di lavoro normale × elementi orari).`,
      `${percent(net)} × ${euro(told.base)} = ${euro(due)} (accantonamento netto).`,
      `Al lordo: ${percent(gross)} × ${euro(told.base)} = ${euro(grossDue)}.`,
      `Regola: ${rule.text}.`,
    ],
    assumptions: [
      'Ore e elementi orari indicati nella conversazione o nel documento; esclusi straordinari e ore non lavorate.',
    ],
    citations: citeSources(ccnl, `Mensilità: ${rule.text}`, rule.article ?? null, sources, 2),
    related: [],
  });
}
