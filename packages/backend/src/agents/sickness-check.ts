import { askedClause } from '../reader/asking-clause.js';
import { SICKNESS_CHECK } from '../reader/topics-rt5.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose } from './compose.js';
import { type LawFact, lawCitations } from './law-facts.js';

/**
 * The sickness check ("visita fiscale"): when a sick worker must be at home for the doctor the INPS or the
 * employer sends, and what missing it costs. The law's rule, not an agreement's: read on 2026-11-23 on the pages
 * below (labour-law press, at most medium confidence).
 */
export const SICKNESS_CHECK_FACT: LawFact = {
  figure: 'dalle 10 alle 12 e dalle 17 alle 19',
  text: 'durante la malattia il lavoratore deve essere reperibile all’indirizzo indicato nel certificato {figure}, tutti i giorni, compresi sabati, domeniche e festivi, dal primo giorno di malattia; fuori da queste fasce può uscire, se non pregiudica la guarigione. Può allontanarsi anche nelle fasce per visite mediche, accertamenti o altri giustificati motivi, avvisando prima e documentandoli. Chi non si fa trovare senza giustificato motivo perde l’indennità di malattia per i primi 10 giorni e la metà per il periodo successivo (esclusi i ricoveri e i giorni già accertati da una visita), oltre a possibili sanzioni disciplinari.',
  reference: 'D.M. 15 luglio 1986 (fasce dei dipendenti privati); D.L. 463/1983, art. 5 c. 14',
  sources: [
    {
      url: 'https://www.investireoggi.it/visite-fiscali-il-medico-suona-il-campanello-a-natale/',
      label:
        'InvestireOggi: visite fiscali, fasce di reperibilità dalle 10 alle 12 e dalle 17 alle 19, anche nei festivi',
      date: '2024-12',
      confidence: 'medium',
    },
    {
      url: 'https://lentepubblica.it/?p=258711',
      label:
        'LentePubblica: orari della visita fiscale per i dipendenti privati (10-12 e 17-19, sette giorni su sette)',
      date: null,
      confidence: 'medium',
    },
    {
      url: 'https://www.studiocataldi.it/articoli/25569-orari-visita-fiscale.asp',
      label: 'Studio Cataldi: orari della visita fiscale e obbligo di reperibilità',
      date: null,
      confidence: 'medium',
    },
  ],
};

const CHECK = new RegExp(SICKNESS_CHECK);
// "se non mi trovano a casa cosa succede?": the sanction asked, not the hours.
const MISSED =
  /\bnon (?:mi |ti |lo |la )?(?:trova\w*|trovano|sono|ero|era|faccio trovare)\b|\bassent\w* (?:alla|durante la) visit|\bcosa (?:succede|rischio)|\bsanzion|\bperd\w* (?:l'indennita|la malattia|i soldi)/;

// "quali conseguenze sull'indennità?": what missing the check costs, not the pay.
const CONSEQUENCE = /\bconseguenz|\bsucced|\brischi|\bsanzion|\bperd/;
// The sickness pay asked ("quanto mi pagano", "in percentuale", "che indennità").
const PAY_ASKED =
  /\bpagat\w*|\bpagar\w*|\bpagan\w*|\bpercentual|\bretribui\w*|\bretribuzion|\bindennit|\bquanto (?:mi )?(?:spetta|prendo|percepisco|tocca)|\bin busta\b/;

/** The law's answer on the sickness check, or undefined when the question does not ask it. */
export function sicknessCheckAnswer(question: string, earlier = ''): AgentAnswer | undefined {
  // "e se il medico passava e io ero fuori, cosa rischio?" after the check's hours were asked: what missing it costs.
  const missedAfterCheck = CHECK.test(earlier) && MISSED.test(question) && !CHECK.test(question);
  if (!CHECK.test(question) && !missedAfterCheck) return undefined;
  // A story that mentions the check and asks the sickness pay ("ho avuto pure la visita fiscale … quanto mi
  // pagano dal quarto giorno?") asks the pay: the check answers only when the asking clause asks it.
  const asked = askedClause(question);
  if (!CHECK.test(asked) && !MISSED.test(asked) && !CONSEQUENCE.test(asked) && PAY_ASKED.test(asked))
    return undefined;
  const fact = SICKNESS_CHECK_FACT;
  const rule = fact.text.replace('{figure}', fact.figure);
  const opening = MISSED.test(question)
    ? `Per legge (${fact.reference}) chi non si fa trovare alla visita fiscale senza giustificato motivo perde ${bold('l’indennità di malattia dei primi 10 giorni e la metà di quella successiva')}; le fasce in cui va rispettata la reperibilità sono dalle 10 alle 12 e dalle 17 alle 19 (10-12 e 17-19).`
    : `Per legge (${fact.reference}) durante la malattia un dipendente privato deve essere reperibile a casa ${bold(fact.figure)} (fasce 10-12 e 17-19), tutti i giorni, festivi compresi.`;
  return compose({
    answer: opening,
    steps: [`La regola: ${rule}`],
    assumptions: [
      'Lavoratore dipendente del settore privato con indennità di malattia INPS; il contratto collettivo non cambia le fasce.',
    ],
    citations: lawCitations(fact, `Visita fiscale: ${rule}`),
    related: [
      'Quanto viene pagata la malattia nel CCNL Commercio?',
      'Quanti giorni di malattia posso fare prima di perdere il posto nel CCNL Commercio?',
    ],
  });
}
