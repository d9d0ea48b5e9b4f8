import { toSourceRef } from '../payroll/payroll-data.js';
import { inailRatePerMille } from '../reader/contributions.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { PROVINCIAL_CONTRIBUTIONS } from './cassa-edile-contribution-gap.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { agreementOf, payrollData } from './pay-base.js';
import { sourceCitations } from './worked.js';

/**
 * An employer's whole cost asked with items the knowledge base has no rate for ("quanto mi costa in tutto
 * all'anno compreso INPS, INAIL e Cassa Edile? mi serve la cifra precisa"): the INAIL premium (its rate is the
 * firm's tariff item) and, in building, the provincial Cassa Edile contributions. A total without them is not the
 * figure asked, so the answer opens with what is missing and gives no partial sum in its place.
 */

// "compreso la cassa edile", "contributi inps, inail e cassa edile": the Cassa Edile named among the cost's items.
const CASSA_EDILE = /\bcassa edile\b/;
const INAIL = /\binail\b/;
const INAIL_LEFT_OUT =
  /\b(?:senza|escluso|esclusa|escludendo|escludi|tranne|eccetto|fuori|no|niente) (?:l'|il |i |premio |premi |contributi? )?inail\b|\binail (?:esclus\w*|a parte|fuori|lo lasciamo fuori)\b/;
const CASSA_LEFT_OUT =
  /\b(?:senza|escluso|esclusa|tranne|eccetto|fuori|niente) (?:la )?cassa edile\b|\bcassa edile (?:esclus\w*|a parte)\b/;
// "mi serve la cifra precisa", "il costo esatto", "al centesimo": a figure to rely on, not an estimate.
const PRECISE = /\b(?:precis[oa]|esatt[oa]|al centesimo|definitiv[oa])\b/;
// A rate the user gives for the employer's contributions ("contributi al 30%", "INAIL all'1%"): the cost is theirs to
// compute on it (employer-figures.ts), nothing is missing.
const RATE_GIVEN = /\d\s*(?:%|per ?cento|per ?mille|‰)/;

export function costMissingItems(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  if (req.intent !== 'employer_cost') return undefined;
  const text = readable(ctx.message);
  if (RATE_GIVEN.test(text) || inailRatePerMille(text) !== undefined) return undefined;
  const ccnl = agreementOf(ctx, req);
  const cassa =
    CASSA_EDILE.test(text) &&
    !CASSA_LEFT_OUT.test(text) &&
    PROVINCIAL_CONTRIBUTIONS.test(ccnl?.pay_structure ?? '');
  const inail = INAIL.test(text) && !INAIL_LEFT_OUT.test(text);
  // INAIL alone is left out and said to be (employer-figures.ts) unless a precise figure is asked.
  if (!cassa && !(inail && PRECISE.test(text))) return undefined;
  const missing = [
    ...(inail ? ['il tasso del premio INAIL della voce di tariffa della lavorazione'] : []),
    ...(cassa ? ['le aliquote dei contributi alla Cassa Edile della provincia'] : []),
  ];
  const inailRule = payrollData()?.employer.inail;
  return compose({
    answer: `Il costo preciso non posso dartelo: ${missing.join(' e ')} ${bold(`${missing.length > 1 ? 'non sono' : 'non è'} nella base di conoscenza`)}, ${missing.length > 1 ? 'e fanno' : 'e fa'} parte del costo chiesto. Il premio INAIL si calcola come retribuzione imponibile × tasso per mille della voce di tariffa (lo trovi nell'autoliquidazione INAIL)${cassa ? `; i contributi alla Cassa Edile li fissa ogni Cassa provinciale con gli accordi territoriali e il ${ccnl?.short_name ?? 'contratto'} nazionale non li riporta (chiedi la tabella della denuncia mensile alla Cassa Edile)` : ''}. Se mi indichi ${missing.length > 1 ? 'queste aliquote' : 'questo tasso'}, calcolo il costo annuo con retribuzione, contributi INPS a carico dell'azienda e TFR; per un preventivo puoi anche usare le tabelle ministeriali del costo medio orario del settore o chiedere al consulente del lavoro.`,
    citations: inailRule ? sourceCitations(inailRule.sources.map((s) => toSourceRef(s))) : [],
    related: ['Quanto costa all’azienda un dipendente con RAL di 30.000 €?'],
  });
}
