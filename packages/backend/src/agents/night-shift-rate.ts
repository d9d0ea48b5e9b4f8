import type { Ccnl } from '../kb/schema.js';
import { countValue } from '../reader/numbers.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeRates } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';

/**
 * Night work on rotating shifts round the clock, when the agreement pays it by its own rate rather than by the
 * per-night allowance ("+10% orario … per turnisti su 24 ore con almeno 5 notti al mese", Cooperative sociali):
 * "mi mettono su turni ruotanti h24 con 6 notti al mese, cambia il trattamento delle notti?" is answered with
 * that rate and its condition. Undefined unless the agreement states such a rate and the question tells rotating
 * shifts over the 24 hours.
 */
const ROUND_THE_CLOCK =
  /\bturn\w* (?:\w+ ){0,2}?(?:ruotant\w*|rotativ\w*|avvicendat\w*|a ciclo continuo)\b[^?.]{0,60}?(?:\b24 ?ore\b|\bh ?24\b|\b24 ?h\b|ventiquattr\w*)|(?:\b24 ?ore\b|\bh ?24\b|\b24 ?h\b|ventiquattr\w*)[^?.]{0,40}?\bturn\w* (?:\w+ ){0,2}?(?:ruotant\w*|rotativ\w*|avvicendat\w*)|\bturnist\w* (?:su|sulle|nelle) 24 ?ore\b/;
const NIGHTS_A_MONTH = /\b(\d{1,2}|[a-z]+) notti (?:al|ogni|nel|in un|per) mese\b/;
const CONDITION_NIGHTS = /\bturnist\w* su 24 ore con almeno (\d{1,2}) notti al mese\b/;

interface ShiftRate {
  percent: number;
  least: number;
}

function shiftRate(ccnl: Ccnl): ShiftRate | undefined {
  for (const rate of ccnl.rates.rates ?? []) {
    if (rate.kind !== 'notturno' || !rate.condition) continue;
    const m = CONDITION_NIGHTS.exec(readable(rate.condition));
    if (m) return { percent: rate.percent, least: Number(m[1]) };
  }
  return undefined;
}

export function nightShiftRateAnswer(ccnls: readonly Ccnl[], message: string): AgentAnswer | undefined {
  const text = readable(message);
  if (!ROUND_THE_CLOCK.test(text)) return undefined;
  const ccnl = ccnls.find((c) => shiftRate(c) !== undefined);
  const rule = ccnl && shiftRate(ccnl);
  if (!ccnl || !rule) return undefined;
  const said = NIGHTS_A_MONTH.exec(text);
  const nights = said ? countValue(said[1] ?? '') : undefined;
  const fewer = nights !== undefined && nights < rule.least;
  const percent = bold(`${rule.percent}%`);
  const answer = fewer
    ? `Nel ${ccnl.short_name} la maggiorazione del ${percent} sulla paga oraria per il lavoro notturno spetta ai turnisti su 24 ore con almeno ${rule.least} notti al mese: con ${nights} notti al mese la condizione non è raggiunta [1].`
    : `Nel ${ccnl.short_name}, su turni ruotanti sulle 24 ore${nights !== undefined ? ` con ${nights} notti al mese (almeno ${rule.least})` : ''} il lavoro notturno ha la maggiorazione del ${percent} sulla paga oraria per ogni ora notturna, come il contratto prevede per i turnisti su 24 ore con almeno ${rule.least} notti al mese [1].`;
  const allowance = (ccnl.rates.text ?? '')
    .split(/(?<=\.)\s+/)
    .find((s) => /indennit/i.test(s) && /nottur/i.test(s));
  return compose({
    answer,
    steps: [],
    assumptions: [
      ...(allowance ? [`Regola del contratto: ${allowance}`] : []),
      ...(nights === undefined ? [`La maggiorazione richiede almeno ${rule.least} notti al mese.`] : []),
      "Per l'importo in euro serve la paga oraria (o il livello).",
    ],
    citations: citeRates(ccnl),
    related: [],
  });
}

/** The answer above for a request about night work (not night overtime) in the agreements it names. */
export function nightShiftRate(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  const kind = req.slots.overtimeKind;
  if (!kind?.includes('notturn') || kind.startsWith('straordinario')) return undefined;
  const ccnls = req.slots.agreements
    .map((id) => ctx.kb.byCategory(id))
    .filter((c): c is Ccnl => c !== undefined);
  return nightShiftRateAnswer(ccnls, ctx.message);
}
