import { indexOf } from '../kb/documents.js';
import { euro, percent } from '../kb/format.js';
import { cents } from '../payroll/index.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citePassage, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { statedAgreement } from './document-facts.js';
import { statedHourlyPay } from './document-hourly-pay.js';
import { documentText } from './document-request.js';
import { rosterNight } from './night-hours.js';

/**
 * "quanto vale in euro la maggiorazione notturna di quella settimana?" beside a roster with its hourly pay: the
 * night hours its shifts hold (night-hours.ts, in the agreement's band) × the hourly pay × the agreement's night
 * surcharge (the rate with no condition: ordinary night work, not night overtime). Undefined unless the question
 * asks a value of night work and the roster, its hourly pay and the agreement's night rate are all there.
 */
const ASKS_VALUE =
  /\bquanto (?:\w+ ){0,3}?(?:vale|valgono|fa|fanno|spett\w*|prend\w*|pag\w*)\b|\bin euro\b|\bimporto\b/;
const NIGHT = /\bnotturn\w*|\bdi notte\b/;
const OVERTIME = /\bstraordinar\w*/;

export function nightHoursValue(ctx: AgentContext): AgentAnswer | undefined {
  const asked = readable(ctx.message);
  if (!ctx.documents.length || !ASKS_VALUE.test(asked) || !NIGHT.test(asked) || OVERTIME.test(asked))
    return undefined;
  const text = documentText(ctx);
  const roster = rosterNight(ctx);
  const hourly = statedHourlyPay(text);
  const ccnl = statedAgreement(ctx.kb, text);
  // A night worker's roster (night-hours.ts) takes the surcharge of the night workers' band.
  const band = roster?.agreed?.band;
  const rate = band ?? ccnl?.rates.rates?.find((r) => r.kind === 'notturno' && !r.condition);
  if (!roster || !hourly || !ccnl || !rate || roster.total <= 0) return undefined;
  const hours = roster.total / 60;
  const surcharge = cents(hours * hourly * (rate.percent / 100));
  const hoursText = hours.toLocaleString('it-IT', { maximumFractionDigits: 2 });
  const of = band ? ` dei lavoratori notturni del ${ccnl.short_name}` : ` del ${ccnl.short_name}`;
  const window = roster.agreed ? `fascia ${roster.band}${of}` : `fascia ${roster.band}`;
  const passages = ctx.documents.flatMap((d) => indexOf(d).passages).slice(0, 1);
  return compose({
    answer: `La maggiorazione notturna del documento vale ${bold(euro(surcharge))}: ${hoursText} ore notturne (${window}) × ${euro(hourly)} × ${percent(rate.percent)}; con la paga ordinaria di quelle ore le ore notturne valgono ${euro(cents(hours * hourly + surcharge))}.`,
    steps: [
      `Ore notturne dal documento: ${hoursText} (${window}).`,
      `Maggiorazione: ${hoursText} × ${euro(hourly)} × ${percent(rate.percent)} = ${euro(surcharge)}.`,
    ],
    assumptions: [
      band
        ? `Lavoratore notturno (almeno 3 ore di ogni turno nel periodo notturno): fascia e maggiorazione del ${band.article ?? 'testo del contratto'}; lavoro notturno ordinario, non straordinario.`
        : 'Maggiorazione del lavoro notturno ordinario (non straordinario); eventuali condizioni particolari del contratto (per esempio il personale assunto con qualifica notturna) non considerate.',
    ],
    citations: [
      ...passages.map((p) => citePassage(p, `Documento caricato: ${p.fileName}`)),
      ...citeSources(
        ccnl,
        ccnl.rates.text ?? 'Maggiorazioni',
        ccnl.rates.article ?? null,
        ccnl.rates.sources,
      ),
    ],
    related: [],
  });
}
