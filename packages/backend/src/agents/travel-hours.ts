import { euro, percent } from '../kb/format.js';
import { cents } from '../payroll/index.js';
import { countValue } from '../reader/numbers.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeAgreementPassage } from './answer.js';
import { bold, compose, table } from './compose.js';
import type { AgentContext } from './context.js';
import { agreementOf } from './pay-base.js';

/**
 * "se la mia paga oraria è 14,20 e ieri ho fatto 3 ore di viaggio oltre l'orario normale, quanto mi devono per quel
 * viaggio?": the hours of travel past the normal schedule of a worker sent on a trip are paid at the share of the
 * hourly pay the agreement writes for them (Metalmeccanici industria: 85%, no surcharge: not overtime), so the
 * amount is hours × pay × that share. Undefined unless the question counts travel hours beyond the schedule, gives
 * the hourly pay, and one of the agreement's passages writes the share.
 */
const NUMBER = String.raw`(\d{1,2}(?:,\d{1,2})?|un'|una|due|tre|quattro|cinque|sei|sette|otto|nove|dieci)`;
const TRAVEL_HOURS = new RegExp(String.raw`\b${NUMBER} ?or[ae] (?:\w+ ){0,2}?di viaggio\b`);
// The travel past the schedule: "oltre l'orario normale", "fuori orario", "eccedenti l'orario".
const BEYOND =
  /\b(?:oltre|fuori|dopo|eccedent\w*|in eccedenza (?:a|al|all')?)\s?(?:il |l'|l |dal |dall'|dall |al |all'|all )?(?:mio |suo |normale |solito )?orario\b|\bfuori orario\b/;
// The agreement's passage: "per le ore di viaggio eccedenti il normale orario … pari all'85% della retribuzione oraria".
const SHARE = /\bore di viaggio eccedent\w*[^.;]*?\b(\d{1,3})% della retribuzione oraria/;

export function travelHoursPay(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  const text = readable(ctx.message);
  const told = TRAVEL_HOURS.exec(text);
  if (!told || !BEYOND.test(text)) return undefined;
  const hours = countValue(told[1] === "un'" ? 'una' : (told[1] ?? '')) ?? 0;
  const hourly = req.slots.amounts.find((a) => a.perHour && a.value > 0)?.value;
  const ccnl = agreementOf(ctx, req);
  if (!ccnl || hourly === undefined || !(hours > 0)) return undefined;
  const passage = ccnl.passages.find((p) => SHARE.test(readable(p.text)));
  const share = passage ? Number(SHARE.exec(readable(passage.text))?.[1]) : undefined;
  if (!passage || !share) return undefined;
  const perHour = (hourly * share) / 100;
  const total = cents(hours * perHour);
  const hoursShown = String(hours).replace('.', ',');
  return compose({
    answer: `Nel ${ccnl.short_name} le ore di viaggio oltre il normale orario si pagano ${/^(?:8|11)/.test(String(share)) ? "all'" : 'al '}${bold(percent(share))} della retribuzione oraria, senza maggiorazioni (non sono lavoro straordinario): per ${hoursShown} ${hours === 1 ? 'ora' : 'ore'} a ${euro(hourly)} ti spettano ${bold(euro(total))} lordi.`,
    steps: table(
      [
        [`Quota oraria del viaggio (${percent(share)} di ${euro(hourly)})`, euro(cents(perHour))],
        ['Totale', `${hoursShown} × ${euro(hourly)} × ${percent(share)} = ${euro(total)}`],
      ],
      ['Passaggio', 'Importo'],
    ),
    assumptions: [
      'Il tempo di viaggio che coincide con il normale orario di lavoro si paga con la retribuzione normale.',
    ],
    citations: [citeAgreementPassage(ccnl, passage)],
    related: [],
  });
}
