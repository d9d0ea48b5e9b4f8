import type { Ccnl } from '../kb/schema.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeRates } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { STANDBY_WORD, standbyAllowanceAnswer, standbyAsked } from './standby-allowance.js';
import { citeStandby, STANDBY } from './standby-tables.js';

/**
 * Two questions about on-call time that are not its allowance (standby-allowance.ts):
 * - the hours worked when called out ("mi hanno chiamato alle 2 e ho lavorato 2 ore: con che maggiorazione?"):
 *   overtime, at night or on a holiday by its own rate, from the agreement's rates;
 * - whether on-call time is working time ("l'azienda dice che la reperibilità non è mai orario di lavoro"):
 *   the case law, whatever the agreement.
 */

const CALLED = /\bchiamat\w*|\bmi (?:hanno |ha )?chiam\w*|\brichiamat\w*|\bintervent\w*|\buscit\w* per/;
const PAY_ASKED =
  /\bmaggiorazion\w*|\bcome (?:me le |me li |mi |le |li )?(?:pag|retribu)\w*|\bcon che\b|\bquanto (?:mi |me le )?pag\w*|\bpercentual\w*/;
const ALLOWANCE_ASKED = /\bindennita\b|\ball'? ?ora\b|\bl'ora\b|\borari[ao]\b|\bper (?:ogni )?ora\b/;
const NIGHT = /\bnott\w*|\bstanotte\b|\balle (?:2[2-3]|[0-5])\b|\bdalle (?:2[2-3]|[0-5])\b/;
const HOLIDAY = /\bfestiv\w*|\bdomenic\w*/;
const WORKING_TIME = /\borario di lavoro\b|\btempo di lavoro\b|\bconta\w* (?:come|per|nell?)\b|\briposi?\b/;
const CASE_LAW =
  /\bgiurisprudenz\w*|\bcassazione\b|\bsentenz\w*|\bcorte\b|\bdavvero cosi\b|\be (?:legale|corretto|vero)\b|\borario di lavoro\b/;

function calloutAnswer(ctx: AgentContext, ccnl: Ccnl): AgentAnswer | undefined {
  const text = readable(ctx.message);
  // A follow-up ("e se invece mi chiamano di giorno?") keeps the pay asked the turn before.
  const earlier = readable(ctx.history?.at(-1) ?? '');
  if (!CALLED.test(text) || !(PAY_ASKED.test(text) || (text.length <= 140 && PAY_ASKED.test(earlier))))
    return undefined;
  const rates = ccnl.rates.rates ?? [];
  const shifts =
    /\b(?:sono|faccio i|faccio) turn\w*|\bturnista\b/.test(text) &&
    !/\bnon (?:faccio (?:i )?)?turn\w*|\bnon turnista\b/.test(text);
  const kind = HOLIDAY.test(text)
    ? 'straordinario_festivo'
    : NIGHT.test(text)
      ? 'straordinario_notturno'
      : 'straordinario';
  // Rows for shift workers or not, as the worker said (a non-shift worker unless told).
  const fits = (condition = '') =>
    !/turnist/.test(condition) ||
    (shifts ? !/\bnon turnist/.test(condition) : /\bnon turnist/.test(condition));
  const picked = rates.filter((r) => r.kind === kind && fits(r.condition ?? ''));
  if (picked.length === 0) return undefined;
  const what = {
    straordinario: 'straordinario',
    straordinario_notturno: 'straordinario notturno',
    straordinario_festivo: 'straordinario festivo',
  }[kind];
  const said = picked
    .map((r) => `${bold(`${r.percent}%`)}${r.condition ? ` (${r.condition})` : ''}`)
    .join(', ');
  return compose({
    answer: `Nel ${ccnl.short_name} le ore lavorate quando ti chiamano durante la reperibilità si pagano a parte come lavoro ${what}, con la maggiorazione del ${said} sulla paga oraria.`,
    steps: [
      "L'indennità di reperibilità compensa solo la disponibilità: le ore di intervento si aggiungono a essa.",
    ],
    assumptions: [shifts ? 'Lavoratore su turni, come indicato.' : 'Lavoratore non turnista.'],
    citations: citeRates(ccnl),
    related: [`Quanto è l'indennità di reperibilità nel ${ccnl.short_name}?`],
  });
}

function workingTimeAnswer(ctx: AgentContext): AgentAnswer | undefined {
  const text = readable(ctx.message);
  const asked =
    text
      .split(/(?<=[.?!])\s+/)
      .filter((s) => s.includes('?'))
      .at(-1) ?? text;
  if (!STANDBY_WORD.test(text) || !WORKING_TIME.test(text) || !CASE_LAW.test(asked)) return undefined;
  const fact = STANDBY.working_time;
  return compose({
    answer: `${bold('Non sempre')}: la reperibilità non è di per sé orario di lavoro, ma lo diventa quando i vincoli (per esempio dover rispondere o intervenire in pochi minuti) limitano in modo significativo la possibilità di gestire il proprio ${bold('tempo libero')}.`,
    steps: [
      fact.text,
      'Se la reperibilità è orario di lavoro, conta anche per i limiti di orario e per i riposi giornalieri e settimanali.',
    ],
    assumptions: [
      'La valutazione dipende dai vincoli concreti del caso: tempi di risposta, distanza, frequenza delle chiamate.',
    ],
    citations: citeStandby({ short_name: 'Giurisprudenza' }, fact.text, fact),
    related: ['Come si pagano le ore di intervento durante la reperibilità?'],
  });
}

/**
 * On call, answered once the documents have had their turn (agents.ts): working time, call-out pay, then the
 * allowance itself (standby-allowance.ts). main-agent and calcolo only.
 */
export function standbyFirst(
  agentName: string,
  ctx: AgentContext,
  req: TypedRequest,
  ccnl: Ccnl | undefined,
): AgentAnswer | undefined {
  if (agentName !== 'main-agent' && agentName !== 'calcolo') return undefined;
  const worktime = workingTimeAnswer(ctx);
  if (worktime) return worktime;
  // A short follow-up whose agreement the reader lost: the one the turn before named; not one moving the same case
  // to an agreement the knowledge base does not hold ("E se applicasse il CCNL Confimi? Stesso turno.").
  if (!ccnl && req.intent === 'agreement_not_covered') return undefined;
  const agreement = ccnl ?? ctx.kb.recognise(ctx.history?.at(-1) ?? '')[0];
  if (!agreement) return undefined;
  const text = readable(ctx.message);
  const onCall =
    STANDBY_WORD.test(text) || (text.length <= 140 && STANDBY_WORD.test(readable(ctx.history?.at(-1) ?? '')));
  // "quanto mi pagano all'ora e se mi chiamano?": the co-op's allowance answer says the call-out rule beside it.
  const bothAsked = agreement.id === STANDBY.cooperative.agreement && ALLOWANCE_ASKED.test(text);
  const callout = onCall && !bothAsked ? calloutAnswer(ctx, agreement) : undefined;
  return callout ?? (standbyAsked(ctx) ? standbyAllowanceAnswer(ctx, req, agreement) : undefined);
}
