import { italianDate } from '../kb/format.js';
import { increasesOf } from '../kb/increases.js';
import type { Ccnl } from '../kb/schema.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { indexedYearly } from './reference-tranche.js';
import { levelShort } from './shared/levels.js';

/**
 * "da gennaio 2027 di quanto aumenta la paga minima oraria della colf?": minimums updated every year by ISTAT
 * (lavoro domestico), asked for a year whose tables are not out. The renewal states its tranche only as a monthly
 * amount at its reference level ("BS conviventi"): asked per hour, or for another level, that amount is no answer,
 * nor are the validity, the una tantum or today's table. The minimum is said to be not yet known, with what it
 * will depend on, and no figure.
 */

// The hourly pay asked: "paga minima oraria", "il minimo orario", "quanto all'ora", "la tariffa oraria".
const HOURLY =
  /\b(?:paga|minim\w*|retribuzion\w*|compens\w*|tariff\w*|stipendi\w*|salari\w*)\s+(?:\w+\s+)?orari[ao]\b|\ball'ora\b|\bper ora\b|\bl'ora\b/;
const YEAR_SAID = /\b(?:dal|nel|per il|da|a partire dal|durante il) (20\d\d)\b/;
// The minimum or its rise asked, not the renewal's validity or una tantum.
const MINIMUM_ASKED =
  /\bminim\w*|\bpaga\b|\bretribuzion\w*|\bstipendi\w*|\baument\w*|\bquanto (?:sale|cresce|prende|diventa)\b/;

export function indexedMinimumAhead(
  ctx: AgentContext,
  req: TypedRequest,
  ccnl: Ccnl,
  date: string | undefined,
): AgentAnswer | undefined {
  // "nel 2027", "dal 2027": a year after today's, with no month, asks from its 1 January.
  const year = req.slots.taxYear ?? Number(YEAR_SAID.exec(readable(ctx.message))?.[1] ?? 0);
  const asked = date ?? (year && String(year) > ctx.today.slice(0, 4) ? `${year}-01-01` : undefined);
  // (A pay the message gives is computed from, not looked up; an earlier turn's pay is no such figure.)
  if (!asked || !indexedYearly(ccnl) || /\d\s*(?:€|euro\b)/.test(ctx.message)) return undefined;
  const text = readable(ctx.message);
  if (!MINIMUM_ASKED.test(text) || /\buna tantum\b|\barretrat/.test(text)) return undefined;
  // The year's adjustment runs from 1 January: a year no table starts in is not known yet.
  const yearStart = `${asked.slice(0, 4)}-01-01`;
  if (ccnl.pay_tables.some((t) => t.effective_from >= yearStart)) return undefined;
  const stated = increasesOf(ccnl).find((i) => i.level);
  const reference = stated?.level;
  const level = req.slots.level;
  const hourly = HOURLY.test(text);
  // At the reference level and by the month, the stated tranche answers (stated-tranche.ts).
  if (!hourly && (level === undefined || level === reference)) return undefined;
  const what = hourly
    ? `la paga minima oraria${level ? ` del ${levelShort(level)}` : ''}`
    : `il minimo del ${levelShort(level ?? '')}`;
  const month = asked.slice(0, 7);
  const tranche = ccnl.validity.tranches.find((t) => t.slice(0, 7) === month);
  const trancheSaid = tranche
    ? ` e dalla tranche del rinnovo che decorre dal ${italianDate(tranche)}, fissata come importo mensile ${stated?.reference ?? 'a un livello di riferimento'}`
    : '';
  const answer = `Nel ${ccnl.short_name} ${bold(`${what} da ${italianDate(month)} non è disponibile`)}: le tabelle di quell'anno non sono ancora pubblicate. Dipenderà dall'adeguamento annuale al costo della vita (ISTAT)${trancheSaid}.`;
  return compose({
    answer,
    steps: [
      "Quando le tabelle dell'anno saranno pubblicate, chiedimi di nuovo il minimo: ti darò la cifra esatta del livello con la data da cui vale.",
    ],
    citations: citeSources(ccnl, answer, ccnl.validity.article ?? null, ccnl.validity.sources),
    related: [`Quali sono i minimi retributivi per livello nel ${ccnl.short_name}?`],
  });
}
