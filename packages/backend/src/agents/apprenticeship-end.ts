import { employmentRule } from '../kb/employment-rules.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose } from './compose.js';
import { ruleCitations } from './law-beside-agreements.js';

/**
 * How an apprenticeship ends under the law (D.Lgs. 81/2015, art. 42 cc. 3–4), on readable text:
 * - at the end of the training period either side may withdraw without giusta causa or giustificato motivo (art.
 *   2118 c.c.), with a notice that runs from that end, not before it: the notice adds to the period, and during it
 *   the apprentice is still an apprentice; if nobody withdraws, the job goes on as an ordinary open-ended one;
 * - the period already over with nobody saying anything: the job now is that ordinary open-ended one;
 * - during the training period a dismissal needs giusta causa or giustificato motivo, as for any employee.
 */

const APPRENTICE = /\bapprendist\w*/;
// The end of the apprenticeship asked: "a fine apprendistato possono lasciarmi a casa?", "alla fine del periodo
// il datore può chiudere il rapporto?", "cosa succede quando finisce l'apprendistato?".
export const END =
  /\b(?:fine|termine|scadenza)\b (?:del(?:l'| )?)?(?:periodo (?:di |dell'|del )?)?(?:apprendistato|formazione|periodo)\b|\bapprendistato\b[^?.]{0,30}\b(?:finisc\w*|fini\w*|scad\w*|termin\w*|conclu\w*)\b|\b(?:finisc\w*|scad\w*|termin\w*|conclu\w*)\b[^?.]{0,20}\bapprendistato\b/;
const END_ASKED =
  /\brecede\w*|\brecess\w*|\blicenzi\w*|\blasciar\w*|\ba casa\b|\bchiude\w* il rapporto\b|\binterromp\w*|\bmand\w* via\b|\bcosa succede\b|\bche succede\b|\bautomatic\w*|\bindeterminato\b|\bpreavviso\b|\bnon (?:lo |la )?confermar\w*|\bcosa sono\b/;
// An apprentice already kept on, asked about pay or seniority ("confermato … utile per gli scatti?"): no end asked.
const KEPT_ON =
  /\bstipend\w*|\bquanto\b|\bminim[oi]\b|\bpag(?:a|are|arl\w*|ato)\b|\bpercentual\w*|\bconfermat[oa]\b|\bscatt\w*|\banzianit/;
// The notice given before the end so that the job ends right at it: "lo devo dare prima della scadenza così il
// rapporto finisce esattamente a febbraio?", "posso dare il preavviso in anticipo?".
const NOTICE_BEFORE =
  /\bpreavvis\w*[^?]{0,80}\b(?:prima della (?:scadenza|fine)|in anticipo|anticipat\w*|entro la scadenza)\b|\bfinisc\w* (?:esattamente|proprio|gia) (?:a|alla|il|con)\b/;
// The period already over and nobody said anything: "è scaduto il 15 novembre: nessuno mi ha detto niente".
const PASSED =
  /\b(?:e|sono|e gia) (?:scadut\w*|finit\w*|terminat\w*|concluso)\b|\b(?:scadut\w*|finit\w*|terminat\w*) (?:il|a|ad|da) \w+/;
const SILENCE =
  /\bnessuno (?:mi |ci |gli |le )?ha (?:detto|comunicato|scritto|fatto)\b|\bnon (?:mi |ci |gli |le )?hanno (?:detto|comunicato|scritto)\b|\bnon ho firmato\b|\bcosa sono\b|\bsono ancora apprendist\w*|\bcontinu\w* (?:a|ad) (?:lavorar\w*|andar\w*)/;
// "durante quel preavviso resta apprendista?", "nel preavviso lo pago ancora da apprendista?".
const DURING_NOTICE =
  /\bdurante (?:il |quel |questo |lo stesso )?(?:periodo di )?preavviso\b|\bnel (?:periodo di )?preavviso\b|\bin preavviso\b/;
// A dismissal asked during the training, as if it were free: "mi può mandare a casa quando vuole, sono apprendista".
const DISMISSAL =
  /\blicenzi\w*|\bmand\w* (?:a casa|via)\b|\blasciar\w* a casa\b|\bcacciar\w*|\bbuttar\w* fuori\b/;
const AT_WILL =
  /\bquando (?:vuole|vogliono|gli pare|le pare)\b|\bin qualsiasi momento\b|\bin ogni momento\b|\bsenza (?:un )?(?:motivo|motivazione|giusta causa)\b|\bliberamente\b|\ba piacere\b/;
const CLAIMED = /\be vero\b|\bha ragione\b|\bdic\w* che\b/;
const PROBATION = /\bprova\b/;

const ruleText = (id: 'apprenticeship_end' | 'apprenticeship_dismissal') => {
  const rule = employmentRule(id);
  return { rule, said: rule.text.replace('{figure}', rule.figure) };
};

/** The law's rule at the end of the period, opened as the message asks it. */
function endAnswer(opening: string): AgentAnswer {
  const { rule, said } = ruleText('apprenticeship_end');
  return compose({
    answer: opening,
    steps: [`La regola (${rule.reference}): ${said}.`],
    assumptions: [
      'Apprendistato professionalizzante; la durata del preavviso è quella del contratto collettivo applicato per il livello. Durante il periodo di apprendistato il licenziamento richiede invece una giusta causa o un giustificato motivo.',
    ],
    citations: ruleCitations(rule),
    related: [],
  });
}

const FREE_WITHDRAWAL = (reference: string) =>
  `al termine del periodo di apprendistato datore di lavoro e apprendista possono recedere ${bold('senza giusta causa né giustificato motivo')} (recesso ad nutum, ai sensi dell’${bold('art. 2118 c.c.')}; ${reference})`;
const NOTICE_FROM_END = `${bold('il preavviso decorre dal termine del periodo di apprendistato')}, non prima: si aggiunge al periodo formativo e durante il preavviso resta apprendista`;

/**
 * The end of the training period asked (a withdrawal, the notice, what happens then): the law's answer, or
 * undefined for any other question on the apprenticeship.
 */
export function apprenticeshipEndAnswer(text: string): AgentAnswer | undefined {
  if (!APPRENTICE.test(text) || !END.test(text) || KEPT_ON.test(text)) return undefined;
  const reference = employmentRule('apprenticeship_end').reference;
  // The period over and nobody said anything: what the job is now ("che contratto ho adesso?").
  if (PASSED.test(text) && SILENCE.test(text))
    return endAnswer(
      `Se alla scadenza nessuno ha receduto, il rapporto ${bold('prosegue come ordinario rapporto di lavoro subordinato a tempo indeterminato')} (${reference}): non serve firmare nulla, non si è più apprendisti e da quel momento valgono le regole ordinarie del licenziamento (solo per giusta causa o giustificato motivo). Il recesso libero, con il preavviso che decorre dal termine del periodo, è ammesso solo alla scadenza del periodo di apprendistato.`,
    );
  if (!END_ASKED.test(text)) return undefined;
  const notice = NOTICE_BEFORE.test(text)
    ? ` Il rapporto quindi ${bold('non può finire esattamente alla scadenza')}: cessa alla fine del preavviso, che parte dal termine del periodo anche se lo comunichi prima.`
    : '';
  return endAnswer(
    `${bold('Sì')}: ${FREE_WITHDRAWAL(reference)}, ma ${NOTICE_FROM_END}; se nessuno recede, il rapporto ${bold('prosegue a tempo indeterminato')} come ordinario rapporto di lavoro.${notice}`,
  );
}

/** "Durante quel preavviso resta apprendista?", after the end of the period was asked: yes, still an apprentice. */
export function apprenticeDuringNotice(text: string, earlier: string): AgentAnswer | undefined {
  if (!APPRENTICE.test(text) || !DURING_NOTICE.test(text)) return undefined;
  if (!END.test(text) && !END.test(earlier)) return undefined;
  const { rule } = ruleText('apprenticeship_end');
  return endAnswer(
    `${bold('Sì')}, ${bold('resta apprendista durante il preavviso')}: per legge (${rule.reference}) durante il preavviso continua ad applicarsi la disciplina dell’apprendistato, quindi retribuzione, inquadramento e contributi restano quelli dell’apprendista anche se il periodo formativo è finito; la qualifica finale si applica solo se nessuno recede e il rapporto prosegue a tempo indeterminato.`,
  );
}

/** A dismissal during the training asked as if free ("mi può mandare a casa quando vuole?"): no, a cause is needed. */
export function apprenticeDismissalAnswer(text: string): AgentAnswer | undefined {
  if (!APPRENTICE.test(text) || !DISMISSAL.test(text) || !AT_WILL.test(text)) return undefined;
  if (END.test(text) || PROBATION.test(text)) return undefined;
  const { rule, said } = ruleText('apprenticeship_dismissal');
  const end = employmentRule('apprenticeship_end');
  const verdict = CLAIMED.test(text) ? `${bold('No')}, non è vero` : bold('No');
  return compose({
    answer: `${verdict}: ${bold('durante il periodo formativo serve giusta causa o giustificato motivo')} (${rule.reference}): il datore di lavoro non può licenziare senza giusta causa o giustificato motivo un apprendista, come ogni altro dipendente a tempo indeterminato. Il recesso senza motivo è ammesso solo durante il periodo di prova e al termine del periodo di apprendistato (art. 2118 c.c.), con il preavviso che decorre da quel termine.`,
    steps: [`La regola (${rule.reference}): ${said}.`, `Al termine (${end.reference}): ${end.text}.`],
    assumptions: [
      'Apprendistato in corso, oltre il periodo di prova; il contratto collettivo applicato non può togliere questa tutela.',
    ],
    citations: [...ruleCitations(rule), ...ruleCitations(end)],
    related: [],
  });
}
