import { decimal, euro } from '../kb/format.js';
import { cents, domesticContributions, isTaxYear, PayrollInputError } from '../payroll/index.js';
import { askedClause } from '../reader/asking-clause.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { payrollData, yearOf } from './pay-base.js';
import { sourceCitations } from './worked.js';

/**
 * Session 30 (fixs30c): a net hourly pay wanted for a household worker ("desidero che percepisca 10,00 € netti
 * all'ora: quale paga oraria lorda indico?", "voglio darle 9 euro netti l'ora, quanto metto lordo?"). The family
 * withholds no IRPEF, only the worker's INPS share per hour: gross = net + that share. The share depends on the
 * band of the gross itself, so the band is tried until the gross falls in the band whose share it adds.
 */

// A net per hour said: "10,00 € netti all'ora", "9 euro netti l'ora", "netto orario di 8,50".
export const NET_PER_HOUR =
  /\bnett[oi]\b[^.?]{0,12}?\b(?:all'ora|l'ora|orari[oe]?|per (?:ogni )?ora|ad ora|\/\s*h)\b|\bnetto orario\b|\b(?:all'ora|l'ora|orari[oe]?)\b[^.?]{0,6}\bnett[oi]\b/;
// The gross is what is asked: "quale paga oraria lorda", "quanto devo mettere lordo".
const GROSS_ASKED = /\blord[oaie]\b/;
const ASKED_INTENTS = new Set([
  'hourly_rate',
  'net_to_gross',
  'gross_to_net',
  'minimum_pay',
  'payroll_rules',
]);
export const FIXED_TERM = /\btempo determinato\b|\ba termine\b/;

/**
 * The gross hourly pay that leaves the net asked once the worker's INPS share is taken: the share of the band of
 * the gross itself, tried until the gross stops moving. Undefined when no band gives that net.
 */
export function grossForNet(
  net: number,
  terms: { year: number; weeklyHours: number | undefined; fixedTerm: boolean },
): { gross: number; worked: ReturnType<typeof domesticContributions> } | undefined {
  const data = payrollData();
  if (!data || !isTaxYear(terms.year)) return undefined;
  const at = (hourlyPay: number) =>
    domesticContributions(data.domestic, {
      year: terms.year,
      hourlyPay,
      weeklyHours: terms.weeklyHours ?? 20,
      fixedTerm: terms.fixedTerm,
    });
  try {
    let gross = net;
    let worked = at(gross);
    for (let round = 0; round < 5; round++) {
      const next = cents(net + worked.result.hourlyWorker);
      if (next === gross) break;
      gross = next;
      worked = at(gross);
    }
    return cents(gross - worked.result.hourlyWorker) === cents(net) ? { gross, worked } : undefined;
  } catch (error) {
    if (error instanceof PayrollInputError) return undefined;
    throw error;
  }
}

export function domesticNetHourly(
  ctx: AgentContext,
  req: TypedRequest,
  domestic: boolean,
): AgentAnswer | undefined {
  if (!domestic) return undefined;
  const text = readable(ctx.message);
  // (The gross asked in the asking clause, on a pay question; "9 euro netti di contributi (la paga lorda
  // concordata)" told beside a TFR asked is a pay given, not a net wanted.)
  if (!ASKED_INTENTS.has(req.intent) || /\bnett[oi] di\b/.test(text)) return undefined;
  if (!NET_PER_HOUR.test(text) || !GROSS_ASKED.test(askedClause(text))) return undefined;
  const net = req.slots.amounts.find((a) => a.perHour || a.kind === 'other' || a.kind === 'net')?.value;
  if (net === undefined || net <= 0 || net > 50) return undefined;
  const year = yearOf(ctx, req);
  const weeklyHours = req.slots.weeklyHours;
  const fixedTerm = FIXED_TERM.test(text);
  const found = grossForNet(net, { year, weeklyHours, fixedTerm });
  if (!found) return undefined;
  const { gross, worked } = found;
  const r = worked.result;
  const hours = weeklyHours === undefined ? '' : ` con ${decimal(weeklyHours)} ore a settimana`;
  return compose({
    answer: `Per ${euro(net)} netti l'ora devi indicare una paga oraria lorda di ${bold(`${euro(gross)}`)}: nel lavoro domestico la famiglia non trattiene l'IRPEF, e dal lordo si toglie solo la quota INPS a carico del lavoratore, ${bold(`${euro(r.hourlyWorker)} l'ora`)} nel ${year}${hours}.`,
    steps: [
      `Quota INPS oraria del lavoratore ${year} (${r.band}): ${euro(r.hourlyWorker)}.`,
      `Paga oraria lorda = netto + quota del lavoratore = ${euro(net)} + ${euro(r.hourlyWorker)} = ${euro(gross)}.`,
      `Verifica: ${euro(gross)} − ${euro(r.hourlyWorker)} = ${euro(net)} netti l'ora, nella stessa fascia.`,
      `Contributo orario totale ${euro(r.hourlyTotal)}, di cui ${euro(r.hourlyEmployer)} a carico del datore di lavoro.`,
    ],
    assumptions: [
      "Il datore di lavoro domestico non è sostituto d'imposta: nessuna ritenuta IRPEF in busta; la lavoratrice dichiara il reddito con la propria dichiarazione dei redditi.",
      `Rapporto ${fixedTerm ? 'a tempo determinato' : 'a tempo indeterminato'}, con quota CUAF${weeklyHours === undefined ? ', fino a 24 ore settimanali (oltre, il contributo è unico per tutte le ore)' : ''}.`,
      'Non considerata la quota Cas.sa.Colf prevista dal contratto collettivo.',
    ],
    citations: sourceCitations(worked.sources),
    related: [
      'Quanto devo versare di contributi INPS per la colf nel trimestre?',
      'Qual è il minimo orario del CCNL Lavoro domestico per il livello B?',
    ],
  });
}
