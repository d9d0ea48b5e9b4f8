import { decimal, euro } from '../kb/format.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeAgreementPassage, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { agreementOf, payBase } from './pay-base.js';

/**
 * A travel allowance the agreement sets as a share of the pay ("una diaria del 10% da calcolarsi sugli elementi
 * della retribuzione", CCNL Edilizia), worked out on the hour of the level asked: "se la calcolo solo sulla paga
 * base di un operaio qualificato, quanto fa all'ora e su una giornata da 8 ore?" after a question on the diaria is
 * that share of the level's hourly pay (its minimum over the hourly divisor), and the hours of the day told times
 * it, not the hourly pay alone.
 */

const TRAVEL = /\btrasfert\w*|\bdiari[ae]\b/;
const SHARE = /\bdiaria del (\d{1,2}(?:,\d{1,2})?) ?%/;
// ("quanto fa", "la calcolo", "quanto viene", "a quanto corrisponde": an amount worked out is asked.)
const WORKED_OUT = /\bcalcol\w*|\bquant\w*|\bcorrispond\w*/;
const HOUR_OR_DAY = /\ball'?\s?ora\b|\bl'ora\b|\bper ora\b|\borari[ao]\b|\bgiornat\w*|\bal giorno\b/;
// "su una giornata da 8 ore", "8 ore al giorno", "giornata di 8 ore".
const DAY_HOURS =
  /\bgiornat\w* (?:da|di) (\d{1,2}) ore\b|\b(\d{1,2}) ore (?:al giorno|giornalier\w*|di lavoro al giorno)\b/;

const round2 = (n: number) => Math.round(n * 100 + Number.EPSILON) / 100;
const fourDigits = (n: number) => n.toFixed(4).replace('.', ',');

/** The allowance per hour (and per day of the hours told), or undefined when the question is not this ask. */
export function travelAllowanceOnHour(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  const text = readable(ctx.message);
  const earlier = readable(ctx.history?.at(-1) ?? '');
  if (!TRAVEL.test(text) && !TRAVEL.test(earlier)) return undefined;
  if (!WORKED_OUT.test(text) || !HOUR_OR_DAY.test(text)) return undefined;
  const ccnl = agreementOf(ctx, req);
  if (!ccnl) return undefined;
  const passage = ccnl.passages.find((p) => TRAVEL.test(readable(p.text)) && SHARE.test(p.text));
  const share = passage ? SHARE.exec(passage.text)?.[1] : undefined;
  const divisor = ccnl.hourly_divisor.value;
  if (!passage || !share || divisor === null) return undefined;
  const base = payBase(ctx, req);
  // A level's minimum, not a figure of the user's: with no level told the allowance has no base yet.
  if (!base || req.slots.level === undefined) return undefined;
  const pct = Number(share.replace(',', '.'));
  const hourly = base.monthly / divisor;
  const perHour = (hourly * pct) / 100;
  const m = DAY_HOURS.exec(text);
  const dayHours = m ? Number(m[1] ?? m[2]) : undefined;
  const perDay = dayHours === undefined ? undefined : perHour * dayHours;
  const day =
    perDay === undefined ? '' : ` e ${bold(euro(round2(perDay)))} su una giornata di ${dayHours} ore`;
  return compose({
    answer: `Nel ${ccnl.short_name} la diaria di trasferta è il ${share}% della retribuzione: calcolata solo sulla paga base, con ${base.label}, vale ${bold(euro(round2(perHour)))} all'ora${day}.`,
    steps: [
      `Paga oraria: ${euro(base.monthly)} ÷ ${decimal(divisor)} (divisore orario del contratto) = ${euro(round2(hourly))}`,
      `Diaria oraria: ${fourDigits(hourly)} € × ${share}% = ${fourDigits(perHour)} € → ${euro(round2(perHour))}`,
      ...(perDay === undefined
        ? []
        : [`Diaria giornaliera: ${fourDigits(perHour)} € × ${dayHours} ore = ${euro(round2(perDay))}`]),
    ],
    assumptions: [
      'Calcolo sulla sola paga base nazionale, come chiesto: il contratto calcola la diaria anche sugli altri elementi della retribuzione che indica (per esempio quelli territoriali), quindi la diaria effettiva è più alta.',
      'Restano ferme le percentuali più alte stabilite dal contratto provinciale.',
    ],
    citations: [
      citeAgreementPassage(ccnl, passage),
      ...base.citations,
      ...citeSources(
        ccnl,
        `Divisore orario del ${ccnl.short_name}: ${ccnl.hourly_divisor.text ?? divisor}`,
        ccnl.hourly_divisor.article ?? null,
        ccnl.hourly_divisor.sources,
        1,
      ),
    ],
    related: [
      `Quali sono i minimi retributivi per livello nel ${ccnl.short_name}?`,
      `Quanto vale un'ora di straordinario nel ${ccnl.short_name}?`,
    ],
  });
}
