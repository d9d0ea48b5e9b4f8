import { texts } from '@ccnl/core';
import { ASKS_MINIMUM } from '../../reader/asks-minimum.js';
import { readable } from '../../reader/text.js';
import { type AgentAnswer, finishAnswer } from '../answer.js';
import type { AgentContext } from '../context.js';

// "salario minimo", "per legge", "minimo legale": a minimum the law would set.
const BY_LAW = /\bsalario minimo\b|\bper legge\b|\bdi legge\b|\blegal[ei]\b|\bminimo sindacale\b/;

// The pay questions answered from an agreement's table at a level.
const PAY_BY_LEVEL: ReadonlySet<string> = new Set([
  'minimum_pay',
  'hourly_rate',
  'gross_to_net',
  'employer_cost',
  'thirteenth_pro_rata',
]);

/**
 * A minimum pay asked with no agreement ("quanto devo dargli minimo al mese per legge?"): Italy has no statutory
 * minimum wage; the minimum is the agreement's, by level. Said before the picker's words.
 */
function minimumLead(text: string): string[] {
  // ("qnt prende di minimo un impiegato??": a minimum asked in shorthand is one too.)
  const shorthand = /\bminim[oi]\b/.test(text) && /\bprend|\bpag|\bguadagn|\bstipend/.test(text);
  if (!ASKS_MINIMUM.test(text) && !/\bsalario minimo\b/.test(text) && !shorthand) return [];
  const own =
    'il minimo da pagare è quello del contratto collettivo (CCNL) applicato, e dipende dal livello di inquadramento della mansione';
  return [
    BY_LAW.test(text)
      ? `In Italia non c'è un salario minimo fissato per legge: ${own}.`
      : `${own.charAt(0).toUpperCase()}${own.slice(1)}.`,
  ];
}

/**
 * The answer when the agreement is neither selected nor named: the spec's words, which make the clients open
 * the agreement picker and send the question again once one is chosen.
 */
export function cannotIdentifyAgreement(
  ctx: AgentContext,
  subject: string,
  also?: string,
  comparing = false,
): AgentAnswer {
  const names = ctx.kb.agreements.map((c) => c.short_name).join(', ');
  // An hour's value asked with no level nor pay either: the rate applies to the hourly pay, so those are needed too.
  const slots = ctx.request?.slots;
  const unpaid =
    subject === 'per le maggiorazioni' &&
    slots &&
    !slots.level &&
    !slots.amounts.some((a) => a.kind === 'monthly_gross' || a.kind === 'ral');
  // "quanto prende al mese un magazziniere?": a pay read off a table needs the level as much as the agreement.
  const levelless =
    slots &&
    !slots.level &&
    PAY_BY_LEVEL.has(ctx.request?.intent ?? '') &&
    !slots.amounts.some((a) => a.kind === 'monthly_gross' || a.kind === 'ral' || a.kind === 'net');
  // "Mi fai la tredicesima di Giulia? È entrata quest'anno": a 13th/14th computed for a person needs her level (or
  // pay), the day she was hired and whether she is part-time, as much as the agreement.
  const person = readable(ctx.message);
  const bonusFor =
    slots &&
    !slots.level &&
    (ctx.request?.intent === 'monthly_payments' || ctx.request?.intent === 'thirteenth_pro_rata') &&
    /\b(?:tredicesima|quattordicesima|13[aª°]|14[aª°])\b/.test(person) &&
    /\bmi fai\b|\bcalcol|\bquanto\b|\bquant'è\b|\bmetto\b|\bbusta\b|\bcedolino\b/.test(person) &&
    !slots.amounts.some((a) => a.kind === 'monthly_gross' || a.kind === 'ral' || a.kind === 'net');
  // "quanto spetta a un apprendista al secondo anno?": a share of the minimum of the level of arrival.
  const apprenticePay =
    slots &&
    !slots.level &&
    ctx.request?.intent === 'apprenticeship' &&
    /\bquant|\bimport|\blord|\bpag|\bretribu|\bstipend/.test(person);
  const needed =
    also ??
    (apprenticePay
      ? "il livello di inquadramento finale dell'apprendista (quello di arrivo) e l'anno di apprendistato"
      : bonusFor
        ? `il livello di inquadramento (indicato anch'esso in busta paga) o la retribuzione mensile lorda${slots.hireDate ? '' : ', la data di assunzione'} e l'orario (tempo pieno o part-time, con la percentuale)`
        : unpaid
          ? 'il livello e la retribuzione (paga oraria o stipendio mensile lordo)'
          : levelless
            ? "il livello di inquadramento (indicato anch'esso in busta paga) o la mansione svolta"
            : undefined);
  const body = [
    // The spec's words stay as they are: what the minimum depends on may go before them.
    ...minimumLead(readable(ctx.message)),
    `${texts.chat.cannotIdentifyCcnl} ${subject}.`,
    `${texts.chat.rephraseOrSelect} il CCNL di riferimento. Nella base di conoscenza ci sono: ${names}.`,
    // What to tell, said as a question the user can answer from the papers at hand.
    // A comparison with no agreement named ("tra i due contratti che mi ha proposto il commercialista"): which ones.
    comparing
      ? 'Quali contratti vuoi confrontare? Indicami i due CCNL (ad esempio Commercio e Pubblici esercizi FIPE) e, se ti interessa il costo o la paga, il livello o la mansione del dipendente.'
      : `Quale CCNL applica il datore di lavoro? È indicato nel contratto di lavoro (lettera di assunzione) e in busta paga${needed ? `; per questa risposta servono anche ${needed}` : ''}.`,
  ];
  return finishAnswer(body, [], []);
}
