import { FAMILY_SOURCES } from '../payroll/sources.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose } from './compose.js';
import { sourceCitations } from './worked.js';

/**
 * "mio marito ha perso il lavoro a febbraio … la NASpI gli è finita ad agosto: quanto mi spetta per il coniuge a
 * carico?": a spouse is dependent only if his or her income of the whole year (the pay of the months worked, the
 * NASpI, a pension) stays within the limit of art. 12 TUIR. When the story tells such an income this year and
 * not its amount, whether the deduction is due cannot be told: the gap, and what to tell, never a figure.
 */
const SPOUSE = /\b(?:coniuge|moglie|marito|compagn[oa])\b/;
const SPOUSE_INCOME_TOLD =
  /\bnaspi\b|\bdisoccupazion\w*|\bcassa integrazion\w*|\bperso il (?:lavoro|posto)\b|\b(?:licenziat|dimess)\w*|\bha lavorato fino a\b|\bcontratto (?:gli|le) (?:e )?scadut\w*|\bpension(?:e|at\w*)\b/;

/** The gap when the spouse's own income of the year is told but not given; undefined otherwise. */
export function spouseIncomeGap(text: string, year: number, amountsGiven: number): AgentAnswer | undefined {
  if (!SPOUSE.test(text) || !SPOUSE_INCOME_TOLD.test(text) || amountsGiven > 1) return undefined;
  return compose({
    answer: `Non ho il dato che decide la ${bold('detrazione per il coniuge a carico')} del ${year}: il coniuge è a carico solo se il suo reddito complessivo dell'intero anno (lo stipendio dei mesi lavorati, la NASpI o un'altra indennità compresi) resta entro il limite dell'art. 12 TUIR, e quanto ha percepito nel ${year} non è indicato. Se lo supera, la detrazione non spetta per nessun mese; se resta entro il limite, spetta per i mesi in cui è a carico.`,
    steps: [
      `Dimmi quanto ha percepito in tutto nel ${year} (stipendio e NASpI, dalla CU o dagli estratti INPS) e calcolo la detrazione sul tuo reddito.`,
    ],
    citations: sourceCitations([FAMILY_SOURCES.incomeLimits, FAMILY_SOURCES.spouseTable]),
    related: [`Qual è il limite di reddito per essere a carico nel ${year}?`],
  });
}
