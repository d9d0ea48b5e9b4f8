import { employmentRule } from '../kb/employment-rules.js';
import { countValue } from '../reader/numbers.js';
import { askOf } from '../reader/off-topic-ask.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { referenceCitations } from './law-beside-agreements.js';

/**
 * Two more cases of the law on moving from full time to part time (D.Lgs. 81/2015, art. 8), whatever agreement
 * applies, beside part-time-conversion-law.ts:
 * - the employer imposing the move ("mi mette part-time a 25 ore e se non firmo mi licenzia: può farlo?"): the
 *   move needs the worker's written agreement and the refusal is no justified reason for dismissal (c. 1-2);
 * - the worker asking whether the law puts them first ("ho un figlio di 11 anni, ho qualche priorità?"): a parent
 *   of a child living with them up to 13 years old, or of a disabled child, and a carer of a seriously ill
 *   relative have priority in the conversion, not a right to it (c. 4-5).
 * Before, the first was read as the agreement's notice (the dismissal word) and the second as its part-time chapter.
 */

const PART_TIME = /\bpart.?time\b|\bpartime\b|\btempo parziale\b/;
// "mi mette part-time", "passarmi a part-time", "trasformare il mio contratto in part-time", "ridurmi l'orario".
const MOVED_TO_PART_TIME =
  /\b(?:mett|pass|port|trasform|spost|cambi)\w* (?:\w+ ){0,3}(?:a |in |al )?(?:part.?time|partime|tempo parziale)\b|\bridur\w* (?:l'|il |le )?(?:orario|ore)\b/;
const DISMISSAL = /\blicenzi\w*|\bmandar\w* via\b|\bcacciar\w*|\bperdere il (?:posto|lavoro)\b/;
// The move forced or refused: "se non firmo", "posso rifiutare?", "può farlo?", "può obbligarmi?".
const FORCED =
  /\bse non (?:firm|accett|ci st)\w*|\brifiut\w*|\bdevo (?:per forza )?(?:accettar|firmar)\w*|\bpuo (?:farlo|impor\w*|obbligar\w*|costringer\w*|decider\w*)|\bobblig\w*|\bimpor\w*|\bcostring\w*|\bunilateral\w*/;
// A move back to full time belongs to part-time-conversion-law.ts.
const RETURN = /\b(?:torn|ritorn|ripass|rientr)\w* (?:a |al |in )?(?:full.?time|tempo pieno)\b/;
const PRIORITY =
  /\bpriorit\w*|\bprecedenz\w*|\bpreferenz\w*|\bin lista\b|\bgraduatori\w*|\bprima di me\b|\bpass\w* avanti\b|\bdiritto (?:a|al) (?:passare|part)/;
// The worker asks to move to part time ("vorrei passare a part-time", "chiedere il part-time").
const WANTS = /\b(?:vorrei|voglio|chiedo|chiedere|chiesto|richiest\w*|domanda|ottenere|passare)\b/;
const CHILD_AGE = /\bfigli[oa]? (?:convivente )?(?:di|che ha) (\d{1,2}|[a-z]+) anni\b/;
const DISABLED_CHILD = /\bfigli\w* (?:\w+ ){0,3}(?:disabil\w*|handicap|104)\b|\b104\b/;
const ILL_RELATIVE =
  /\b(?:oncolog\w*|tumor\w*|cancro|patologi\w* (?:grav\w*|cronic\w*)|assist\w* (?:mi[oa] |il |la )?(?:madre|padre|marito|moglie|genitor\w*|figli\w*|convivent\w*))/;

const ILLNESS =
  /\boncolog\w*|\btumor\w*|\bcancro\b|\bchemio\w*|\bradioterap\w*|\bpatologi\w* (?:grav\w*|cronic\w*)|\bmalattia grave\b|\bgravemente malat\w*/;
const AGREEMENT_RULE =
  /\b(?:contratto|ccnl)\b[^?.]{0,25}\b(?:dice|prevede|stabilisce|parla|mette)\b|\b(?:nel|dal|secondo il) (?:contratto|ccnl)\b/;

// "un dipendente ci chiede di passare a part-time", "ha fatto richiesta di part-time": the worker's own request, which
// an employer "obbligato ad accettare" weighs; nothing imposed on the worker.
const WORKER_REQUEST =
  /\b(?:ci|mi|gli|le) (?:ha )?(?:chied\w*|chiesto|richiest\w*|domandat\w*)\b[^.?!]*\b(?:part.?time|partime|tempo parziale)\b|\b(?:fatto|presentato) (?:una |la )?(?:richiesta|domanda) (?:di|per (?:il|passare a(?:l)?)) (?:part.?time|tempo parziale)\b/;

/** The employer's move to part time imposed, with a dismissal threatened or a refusal asked. */
function imposedAsked(text: string): boolean {
  if (!PART_TIME.test(text) || !MOVED_TO_PART_TIME.test(text) || RETURN.test(text)) return false;
  if (WORKER_REQUEST.test(text) && !DISMISSAL.test(text)) return false;
  const ask = text.match(/[^.?!;]*\?/g)?.join(' ') ?? askOf(text);
  return (
    (DISMISSAL.test(text) && FORCED.test(text)) ||
    (FORCED.test(ask) && /\b(?:datore|titolare|capo|azienda|ditta)\b/.test(text))
  );
}

function imposedAnswer(): AgentAnswer {
  const rule = employmentRule('part_time_conversion');
  const refusal = employmentRule('part_time_refusal');
  return compose({
    answer: `No, non può imporlo: per passare da tempo pieno a part-time ${bold("serve l'accordo scritto del lavoratore")} (${rule.reference}), e se non firmi ${bold('il rifiuto non costituisce giustificato motivo di licenziamento')} (D.Lgs. 81/2015, art. 8 c. 1).`,
    steps: [
      `La regola di legge: ${rule.text}`,
      'Finché non firmi, il contratto resta a tempo pieno con il suo orario e la sua retribuzione. Un licenziamento motivato dal rifiuto si può impugnare; se l’azienda ha davvero meno lavoro, un licenziamento per motivo economico deve reggersi su ragioni proprie e provate, non sul no al part-time.',
      'Se accetti, fallo solo con un accordo scritto che indichi ore, collocazione dell’orario e data di decorrenza: puoi chiedere che sia a termine o che preveda il ritorno a tempo pieno.',
    ],
    assumptions: [
      'È una regola di legge, valida con ogni contratto collettivo: il contratto applicato non può toglierla.',
    ],
    citations: [...referenceCitations(rule), ...referenceCitations(refusal)],
    related: ['Se poi voglio tornare a tempo pieno, ho la precedenza nelle assunzioni?'],
  });
}

/** The worker's priority in moving to part time asked, with the family reason told. */
function priorityAsked(text: string): boolean {
  if (!PART_TIME.test(text) || RETURN.test(text) || !PRIORITY.test(text) || !WANTS.test(text)) return false;
  // A serious illness, the worker's own or a relative's, is care-part-time.ts's (a right or a priority).
  if (ILLNESS.test(text)) return false;
  // "il contratto dice qualcosa … chi ha la precedenza?": the agreement's own rule asked, not the law's.
  if (AGREEMENT_RULE.test(text) && !/\blegge\b/.test(text)) return false;
  return /\bfigli\w*|\bbambin\w*/.test(text) || DISABLED_CHILD.test(text) || ILL_RELATIVE.test(text);
}

function priorityAnswer(text: string): AgentAnswer {
  const rule = employmentRule('part_time_conversion_priority');
  const raw = CHILD_AGE.exec(text)?.[1];
  const age = raw === undefined ? undefined : countValue(raw);
  const disabled = DISABLED_CHILD.test(text);
  const ill = ILL_RELATIVE.test(text);
  const overAge = age !== undefined && age > 13 && !disabled && !ill;
  const verdict = overAge
    ? `Per l'età del figlio no: la legge riconosce la ${bold('priorità nella trasformazione')} per chi ha un figlio convivente fino a 13 anni (o un figlio convivente con handicap grave), e tuo figlio ne ha ${age}.`
    : `${age !== undefined || disabled || ill ? 'Sì' : 'Può averla'}: la legge riconosce la ${bold('priorità nella trasformazione')} per chi ha un figlio convivente fino a 13 anni (o un figlio convivente con handicap grave, o assiste un familiare gravemente malato) (${rule.reference}).`;
  return compose({
    answer: `${verdict} Vale come priorità, non diritto: serve comunque l'accordo scritto con il datore di lavoro, che non è obbligato a concedere il part-time; se però trasforma dei contratti, deve considerare prima chi ha la priorità rispetto agli altri in lista.`,
    steps: [
      `La regola di legge: ${rule.text}`,
      'Conviene fare la richiesta per iscritto, indicando il motivo (l’età del figlio convivente) e l’orario ridotto che chiedi: se l’azienda concede il part-time ad altri senza priorità prima di te, la scelta si può contestare.',
      'Diverso è il part-time al posto del congedo parentale (art. 8 c. 7): lo si può chiedere una sola volta, per i mesi di congedo parentale ancora spettanti e con una riduzione non oltre il 50%, e lì il datore deve dar corso alla richiesta entro 15 giorni.',
    ],
    assumptions: [
      'È una regola di legge, valida con ogni contratto collettivo; il contratto applicato può aggiungere criteri o quote per le richieste di part-time.',
    ],
    citations: referenceCitations(rule),
    related: ['Se poi voglio tornare a tempo pieno, ho la precedenza nelle assunzioni?'],
  });
}

/** The law's answer on an imposed move to part time or on a worker's priority for it; else undefined. */
export function partTimeConversionCaseAnswer(ctx: AgentContext): AgentAnswer | undefined {
  if (ctx.documents.length) return undefined;
  const text = readable(ctx.message);
  if (imposedAsked(text)) return imposedAnswer();
  if (priorityAsked(text)) return priorityAnswer(text);
  return undefined;
}
