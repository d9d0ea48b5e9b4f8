import { italianDate } from '../kb/format.js';
import { toSourceRef } from '../payroll/payroll-data.js';
import { markedAsk } from '../reader/asking-clause.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { asksSubstituteTaxPayment } from '../reader/tfr-tax-deadline.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { payrollData } from './pay-base.js';
import { sourceCitations } from './worked.js';

/** A question on where the TFR goes (kept by the employer or paid into a pension fund), not on an amount. */
export function asksTfrDestination(message: string): boolean {
  const text = readable(message);
  if (!DESTINATION.test(text)) return false;
  // "Io il TFR l'ho lasciato in azienda, niente fondo pension. … quanto TFR lordo dovrei aver maturato?": the
  // destination told in the story, the amount asked in the question that closes it.
  const asked = markedAsk(text);
  return !(asked && asked !== text && !DESTINATION.test(asked) && AMOUNT_ASKED.test(asked));
}

const DESTINATION =
  /fondo pension|fondi pension|previdenza complementare|destinazion|silenzio.?assenso|\btfr ?[12]\b|tesoreria|in azienda o/;
const AMOUNT_ASKED = /\bquant\w*\b|\bammont\w*|\bimporto\b|\bcalcol\w*/;

const RELATED = [
  'Quanto TFR matura in un anno con una RAL di 30.000 €?',
  'Come si rivaluta il TFR accantonato?',
  'Quanto costa all’azienda un dipendente con RAL di 30.000 €?',
];

/**
 * Where the TFR goes and by when the worker chooses: the rule in force on the hire date asked (or today),
 * with the change for first hires from the date it applies, both with their sources.
 */
export function tfrDestination(_ctx: AgentContext, req: TypedRequest): AgentAnswer {
  const rule = payrollData()?.tfr.destination;
  if (!rule)
    return compose({
      answer: `La destinazione del TFR ${bold('non è nella base di conoscenza')}.`,
      citations: [],
      related: RELATED,
    });
  const change = rule.change;
  const hired = req.slots.hireDate;
  const newRegime = change && hired !== undefined && hired >= change.applies_from;
  const from = change ? italianDate(change.applies_from) : '';
  const answer = newRegime
    ? `Per un'assunzione del ${italianDate(hired ?? '')} (la nuova regola vale dal ${from}), se è la prima nel settore privato, il lavoratore è iscritto al fondo pensione del CCNL e può rinunciare ${bold('entro 60 giorni')} dall'assunzione; altrimenti la scelta sul TFR va fatta ${bold('entro 6 mesi')}.`
    : change
      ? `La scelta sulla destinazione del TFR va fatta ${bold('entro 6 mesi')} dall'assunzione; per chi è assunto per la prima volta nel settore privato dal ${from} l'iscrizione al fondo pensione è automatica, con rinuncia possibile ${bold('entro 60 giorni')}.`
      : `La scelta sulla destinazione del TFR va fatta ${bold('entro 6 mesi')} dall'assunzione.`;
  return compose({
    answer,
    steps: [rule.text, ...(change ? [change.text] : [])],
    citations: [
      ...sourceCitations(rule.sources.map((s) => toSourceRef(s))),
      ...(change ? sourceCitations(change.sources.map((s) => toSourceRef(s, change.applies_from))) : []),
    ],
    related: RELATED,
  });
}

/**
 * The substitute tax's deadlines, when the turn asks when or by whom it is paid (the turn before may name the TFR):
 * the acconto by 16 December, the saldo by 16 February of the next year.
 */
export function substituteTaxPayment(message: string, history?: readonly string[]): AgentAnswer | undefined {
  const rule = payrollData()?.tfr.substitute_tax_payment;
  if (!rule || !asksSubstituteTaxPayment(message, history)) return undefined;
  return compose({
    answer: `L'imposta sostitutiva sulla rivalutazione del TFR la versa il datore di lavoro con l'F24 in due tempi: l'${bold('acconto entro il 16 dicembre')} dell'anno (codice tributo 1712) e il ${bold("saldo entro il 16 febbraio dell'anno successivo")} (codice tributo 1713). La trattiene dal fondo TFR rivalutato: il costo resta a carico del lavoratore.`,
    steps: [rule.text],
    citations: sourceCitations(rule.sources.map((s) => toSourceRef(s))),
    related: RELATED,
  });
}
