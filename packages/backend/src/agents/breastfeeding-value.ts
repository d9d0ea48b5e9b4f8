import { euro } from '../kb/format.js';
import { cents } from '../payroll/index.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';

/**
 * The value of the breastfeeding rests of a month ("2 ore di riposo per allattamento in 20 giornate, paga oraria
 * 10 €: quanto vale la voce e chi la paga?"): the hours × the hourly pay told. The allowance is the INPS's
 * (D.Lgs. 151/2001, art. 43): the employer advances it in the payslip and recovers it from the contributions it
 * owes, so it costs the firm nothing.
 */

// "2 ore di riposo per allattamento in 20 giornate", "2 ore al giorno di allattamento per 20 giorni".
const PER_DAY =
  /\b(\d)\s*or[ae]\b[^.?!]{0,60}?\ballattament\w*[^.?!]{0,40}?\b(?:in|per|su)\s+(\d{1,2})\s+(?:giornat|giorn)\w*/;
// "40 ore di allattamento", "38 ore di riposi per allattamento".
const TOTAL = /\b(\d{1,3})\s*or[ae] (?:di )?(?:riposi? )?(?:giornalier\w* )?(?:per |di )?allattament/;
// "paga oraria lorda 10,00 €", "10 euro l'ora".
const HOURLY =
  /\bpaga oraria\D{0,20}(\d{1,3}(?:,\d{1,4})?)|\b(\d{1,3}(?:,\d{1,4})?)\s*(?:€|euro)\s*(?:lordi )?(?:l'ora|all'ora|orari)/;
const VALUE_ASKED =
  /\bquanto (?:vale|valgono|fa|fanno|costa|costano|mi (?:paga|danno)|(?:me |gli |le )?(?:le )?pagano)|\bvalore\b|\bimporto\b/;

export function breastfeedingValue(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  if (ctx.documents.length) return undefined;
  const text = readable(ctx.message);
  if (!/\ballattament/.test(text) || !VALUE_ASKED.test(text)) return undefined;
  const perDay = PER_DAY.exec(text);
  const hours = perDay ? Number(perDay[1]) * Number(perDay[2]) : Number(TOTAL.exec(text)?.[1] ?? 0);
  const m = HOURLY.exec(text);
  const hourly =
    Number((m?.[1] ?? m?.[2] ?? '').replace(',', '.')) || req.slots.amounts.find((a) => a.perHour)?.value;
  if (!hours || !hourly || hourly >= 100) return undefined;
  const total = cents(hours * hourly);
  return compose({
    answer: `Le ${hours} ore di riposo per allattamento valgono ${bold(`${euro(total)} lordi`)} (${hours} ore × ${euro(hourly)}); il costo è dell’${bold('INPS')}: il datore di lavoro anticipa l’indennità in busta paga e la recupera dai contributi che versa, quindi per l’azienda non è un costo.`,
    steps: [
      ...(perDay ? [`Ore: ${perDay[1]} ore × ${perDay[2]} giornate = ${hours} ore.`] : []),
      `Valore: ${hours} ore × ${euro(hourly)} = ${euro(total)}.`,
      'La regola: i riposi giornalieri per allattamento (D.Lgs. 151/2001, artt. 39 e 43) sono ore lavorative a tutti gli effetti; l’indennità, pari alla retribuzione delle ore, è a carico dell’INPS, anticipata dal datore di lavoro e conguagliata con i contributi.',
    ],
    assumptions: [
      'La paga oraria indicata è quella utile per l’indennità (retribuzione delle ore di riposo).',
    ],
    citations: [],
    related: [],
  });
}
