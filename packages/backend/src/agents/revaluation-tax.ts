import { euro, percent } from '../kb/format.js';
import { cents } from '../payroll/index.js';
import { toSourceRef } from '../payroll/payroll-data.js';
import { parseNumber } from '../reader/numbers.js';
import { expandShorthand } from '../reader/shorthand.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { related } from './figure-answers.js';
import { payrollData } from './pay-base.js';
import { sourceCitations } from './worked.js';

/**
 * The substitute tax asked on a revaluation the user states, not on a fund to revalue (payroll rules §7): "imp.
 * sost. 17% su rival. TFR di 240 euro", "imposta sostitutiva su 300 € di rivalutazione", "quanto si paga di
 * imposta sulla rivalutazione di 180 euro?". The figure said after "rivalutazione (del TFR) di" (a few words
 * on at most) or right before "di rivalutazione" is the revaluation itself; a fund ("TFR accantonato di
 * 12.400", "fondo al 31/12 di") is left to the revaluation answer.
 */
const NUMBER = String.raw`(\d{1,3}(?:\.\d{3})*(?:,\d{1,2})?|\d+(?:,\d{1,2})?)`;
// The figure after the noun, a few words on at most ("la rivalutazione del TFR di un dipendente è stata di 415").
const AFTER = new RegExp(
  String.raw`\brivalutazion\w*[^.?;\d]{0,40}?(?:\bdi|\bpari a|=|:|\bammonta a|\be stata di|\be di) ?(?:€|euro)? ?${NUMBER}`,
);
const BEFORE = new RegExp(`${NUMBER} ?(?:€|euro)? di rivalutazion`);
// "e su quei 72,55 quanta imposta sostitutiva si paga?": the revaluation the turn before gave, pointed back to.
const POINTED = new RegExp(
  String.raw`\b(?:su|sui|di|per) (?:quei|questi|quegli|quelli) (?:€ |euro )?${NUMBER}`,
);
const TAX_ASKED = /\bimpost\w* sostitutiv|\bsostitutiva\b|\btass\w* (?:sull|della) rivalutazion/;
const FUND_SAID = /\b(?:accantonat|maturat|fondo)\w* (?:al \S+ )?(?:di|pari a|=)? ?(?:€|euro)? ?\d/;

export function taxOnStatedRevaluation(ctx: AgentContext): AgentAnswer | undefined {
  const text = readable(expandShorthand(ctx.message));
  if (!TAX_ASKED.test(text) || FUND_SAID.test(text)) return undefined;
  const earlier = ctx.history?.at(-1);
  const pointed =
    earlier !== undefined && /\brivalut/.test(readable(earlier)) ? POINTED.exec(text)?.[1] : undefined;
  const raw = AFTER.exec(text)?.[1] ?? BEFORE.exec(text)?.[1] ?? pointed;
  const revaluation = raw === undefined ? undefined : parseNumber(raw);
  const data = payrollData();
  if (revaluation === undefined || revaluation <= 0 || !data) return undefined;
  const ratePct = data.tfr.rule.substitute_tax_pct;
  const tax = cents((revaluation * ratePct) / 100);
  return compose({
    answer: `Su ${euro(revaluation)} di rivalutazione del TFR l'imposta sostitutiva del ${percent(ratePct)} è ${bold(euro(tax))}; la rivalutazione netta è ${euro(cents(revaluation - tax))}.`,
    steps: [
      `${euro(revaluation)} × ${percent(ratePct)} = ${euro(tax)}.`,
      'L’imposta sostitutiva colpisce solo la rivalutazione dell’anno, non il TFR accantonato: acconto entro il 16 dicembre, saldo entro il 16 febbraio dell’anno dopo.',
    ],
    citations: sourceCitations(data.tfr.rule.sources.map((s) => toSourceRef(s, '2015-01-01'))),
    related: related(ctx.message),
  });
}
