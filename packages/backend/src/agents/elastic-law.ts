import { employmentRule } from '../kb/employment-rules.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { referenceCitations } from './law-beside-agreements.js';

/**
 * What the law itself says of an elastic clause, whatever agreement applies (D.Lgs. 81/2015, art. 6, rules in
 * `data/law/employment-rules.json`): the least notice before the hours are moved or added ("quanti giorni di
 * preavviso devo darle?"), and that a worker who refuses to sign one cannot be dismissed for it ("se dico di no
 * mi possono licenziare?"). Asked in the turn or after a turn on the clause ("e se non la firmo?").
 */

const ELASTIC = /\belastic\w*|\bclausol\w* (?:flessibil|di flessibilit)\w*/;
// The notice asked ("quanti giorni di preavviso devo darle?", "con quanto anticipo?"), not told in the story
// ("vorrebbero spostare i turni con poco preavviso").
// ("posso dirglielo stasera o serve un preavviso?": the notice asked as whether one is needed at all.)
const NOTICE =
  /\bquant\w* (?:giorni |ore )?(?:di )?(?:preavvis|anticip)\w*|\b(?:serv\w*|ci vuole|bisogna dare|occorre|devo dare|dobbiamo dare|va dato) (?:un |il |del |qualche )?(?:minimo di )?preavvis\w*|\b(?:dirglielo|dirlo|avvisarl\w*|comunicarglielo|comunicarlo) (?:anche )?(?:stasera|la sera prima|il giorno prima|all'ultimo|oggi per domani)\b|\bpreavvis\w* (?:minim\w*|serv\w*|devo|dobbiamo|bisogna|occorre|ci vuole|spett\w*|obbligatori\w*|di legge|per legge|previst\w*)|\bquant\w* giorni prima\b|\bcon quanto (?:anticipo|preavviso)\b|\bquanto (?:tempo )?prima\b|\bc'?e un preavvis\w*/;
// "se dico di no", "se non la firmo", "posso rifiutarmi": the worker's refusal of the clause.
const REFUSAL =
  /\bse non ci sto\b|\brifiut\w*|\bdic\w* (?:di )?no\b|\bnon (?:la |le |lo )?(?:firm|sottoscriv|accett)\w*|\bnegar\w*|\bobbligat\w* a firmar\w*|\bdevo (?:per forza )?firmar\w*/;
const PART_TIME = /\bpart.?time\b|\bpartime\b|\btempo parziale\b/;
// "cambiarmi gli orari", "spostarmi il turno", "variare l'orario": the employer moving the hours.
const SCHEDULE_CHANGE =
  /\b(?:cambi|spost|modific|vari|stravolg)\w* (?:\w+ ){0,3}(?:orari\w*|turn[oi]|collocazion\w*)\b|\b(?:variazion|modific|cambi)\w* (?:di |dell'|degli |dei )?(?:orari\w*|turn[oi])\b/;
const DISMISSAL =
  /\blicenzi\w*|\bmandar\w* via\b|\bcacciar\w*|\bperdere il (?:posto|lavoro)\b|\bsanzion\w*|\bpunir\w*/;

// The notice owed at a dismissal asked in one clause: "se mi licenziano quanti giorni di preavviso mi devono dare?".
const DISMISSAL_NOTICE_ASKED =
  /\b(?:licenzi|mandar\w* via|cacciar)\w*[^?.!]{0,40}\bpreavvis\w*|\bpreavvis\w*[^?.!]{0,40}\b(?:licenzi|mandar\w* via|cacciar)\w*/;

/** The law's rule on an elastic clause the question asks, or undefined when it asks something else. */
export function elasticLawAnswer(ctx: AgentContext): AgentAnswer | undefined {
  const text = readable(ctx.message);
  const earlier = readable(ctx.history?.at(-1) ?? '');
  // The clause named in the turn, or the turn before it when this one is short ("e se non la firmo?").
  const elastic = ELASTIC.test(text) || (ELASTIC.test(earlier) && text.split(/\s+/).length <= 16);
  if (ctx.documents.length) return undefined;
  // "sono part time, mi vuole cambiare gli orari e se non accetto mi licenzia": a change of the part-time's
  // hours refused, no clause named; the same rule (the refusal is no justified reason for dismissal).
  // ("… se non accetto il cambio di turno mi mandano via… se mi licenziano quanti giorni di preavviso mi devono
  // dare?": the dismissal's notice is asked, the refusal is the story: the agreement's notice answers.)
  const changeRefused =
    !elastic &&
    !DISMISSAL_NOTICE_ASKED.test(text) &&
    PART_TIME.test(text) &&
    SCHEDULE_CHANGE.test(text) &&
    REFUSAL.test(text) &&
    DISMISSAL.test(text);
  if (!elastic && !changeRefused) return undefined;
  if (REFUSAL.test(text) && DISMISSAL.test(text)) {
    const rule = employmentRule('part_time_refusal');
    return compose({
      answer: `No: il rifiuto di concordare ${changeRefused ? "una variazione dell'orario del part-time" : "una clausola elastica, o un'altra variazione dell'orario,"} ${bold('non costituisce giustificato motivo di licenziamento')} (${rule.reference}).`,
      steps: [
        `La regola di legge: ${rule.text}`,
        changeRefused
          ? 'Senza una clausola elastica firmata per iscritto, la collocazione dell’orario scritta nel contratto part-time non si cambia da sola: serve il tuo accordo; un licenziamento motivato solo dal rifiuto si può impugnare.'
          : 'Un licenziamento motivato solo dal rifiuto si può impugnare; la clausola, se non la firmi, non ti si applica e restano l’orario e la collocazione del contratto.',
      ],
      assumptions: [
        'Vale per ogni contratto collettivo: è una regola di legge che il contratto non può togliere.',
      ],
      citations: referenceCitations(rule),
      related: ['Quanto preavviso serve per cambiare l’orario con una clausola elastica?'],
    });
  }
  if (NOTICE.test(text) && !DISMISSAL.test(text) && !/\bdimission\w*|\bdimett\w*/.test(text)) {
    const rule = employmentRule('part_time_elastic_notice');
    return compose({
      answer: `Per legge il preavviso minimo è di ${bold(rule.figure)} prima di spostare o aumentare l'orario con una clausola elastica, salvo diverse intese tra le parti (${rule.reference}).`,
      steps: [`La regola di legge: ${rule.text}`],
      assumptions: [
        'Il contratto collettivo applicato, se disciplina le clausole elastiche, può prevedere un preavviso più lungo e le sue maggiorazioni: verifica che cosa dice.',
      ],
      citations: referenceCitations(rule),
      related: ['Se il lavoratore rifiuta la clausola elastica può essere licenziato?'],
    });
  }
  return undefined;
}
