import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { bold } from './compose.js';
import type { AgentContext } from './context.js';
import { ORDINARY_HOURS, ratesGap } from './ordinary-sunday-gap.js';
import { agreementOf } from './pay-base.js';

/**
 * Night hours inside the normal schedule ("faccio il turno di notte dalle 22 alle 6, è orario normale, non
 * straordinario: mi spetta una maggiorazione?"): the agreement's surcharge for ordinary night work. Where the
 * knowledge base holds no night rate sure to be the ordinary one (only night overtime, or a night rate that some
 * sources give as overtime) and says the night rate was not found, the answer is that gap: the overtime night
 * percentage beside it would read as the premium asked.
 */

const NIGHT = /\bnott[ei]\b|\bnotturn\w*|\b(?:dalle|tra le) (?:ore )?(?:22|23)\b/;
// Overtime said of the worker's own hours ("2 ore di straordinario notturno"), not denied ("non straordinario").
// ("come orario normale e non come straordinario": denied too.)
const OVERTIME_SAID =
  /(?<!\b(?:non|no|ne|senza|niente) (?:e |sono |di |lo |uno |come |come uno |come lo )?)\bstraordinar\w*/;

// Hours added to the schedule ("in aggiunta alle mie 40 ore contrattuali ho fatto 2 ore di notte"): overtime.
// ("quanto mi deve dare in più?": money in more, not hours.)
const BEYOND_SCHEDULE =
  /\bin aggiunta\b|\boltre (?:a |al |alle |le |il |l')?(?:mi[oe] |su[oe] )?(?:\d+ )?(?:ore|orario)\b|(?<!\b(?:dar\w*|da|danno|dia|pag\w*|prend\w*|spett\w*|soldi|euro|guadagn\w*|tocca|vien\w*)\s)\bin piu\b|\bextra\b|\bfuori (?:dall'|dal )?orario\b/;

/** Night work said to be inside the normal schedule, with no overtime of the worker's own. */
export const ordinaryNightCase = (message: string) => {
  const text = readable(message);
  return (
    NIGHT.test(text) && ORDINARY_HOURS.test(text) && !OVERTIME_SAID.test(text) && !BEYOND_SCHEDULE.test(text)
  );
};

type Rate = NonNullable<ReturnType<typeof agreementOf>>['rates']['rates'];

/** A night rate held for ordinary hours: of the night kind, and not one some sources give as overtime. */
const ordinaryNightRate = (rates: NonNullable<Rate>) =>
  rates.some((r) => r.kind === 'notturno' && !/straordinar/.test(r.condition ?? ''));

/** The gap answer, or undefined when the question is not about ordinary night hours or the KB holds the rate. */
export function ordinaryNightGap(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  const ccnl = agreementOf(ctx, req);
  if (!ccnl || ctx.documents.length || !ordinaryNightCase(ctx.message)) return undefined;
  const rates = ccnl.rates.rates ?? [];
  if (ordinaryNightRate(rates)) return undefined;
  // Only where a night rate of another case is held, that would be read as the one asked.
  if (!rates.some((r) => r.kind === 'notturno' || r.kind === 'straordinario_notturno')) return undefined;
  if (!/notturn/.test(readable(ccnl.rates.gap ?? ''))) return undefined;
  // ("lavoro notturno non in turni (alcune fonti lo indicano come straordinario notturno)": named as held.)
  const doubted = rates.find((r) => r.kind === 'notturno')?.condition?.replace(/\s*\(.*$/, '');
  return ratesGap(
    ccnl,
    `Nel ${ccnl.short_name} ${bold('la maggiorazione per il lavoro notturno in orario ordinario non è nella base di conoscenza')}: le fonti lette danno solo quella del lavoro notturno straordinario${doubted ? ` (e una per il ${doubted}, che alcune fonti indicano come straordinario)` : ''}, che non vale per le ore ordinarie, quindi non posso dirti di quanto è. Verifica l'articolo del contratto sul lavoro notturno o un eventuale accordo aziendale o territoriale.`,
  );
}
