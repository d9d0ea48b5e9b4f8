import { employmentRule } from '../kb/employment-rules.js';
import { askOf } from '../reader/off-topic-ask.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { referenceCitations } from './law-beside-agreements.js';
import { agreementPartTime } from './part-time-agreement-beside.js';

/**
 * What the law itself says of moving between full and part time, whatever agreement applies (D.Lgs. 81/2015,
 * art. 8, rules in `data/law/employment-rules.json`): the form of the agreement that turns a full-time job into
 * a part-time one ("va fatto per iscritto?", "che forma deve avere l'accordo?"), and the part-timer's precedence
 * when the employer hires full time for the same job ("se poi vuole tornare a 40 ore devo dare la precedenza a
 * lei?"). Before, both were read as an agreement's part-time chapter or weekly hours and answered by asking which
 * agreement applies: a law question needs none.
 */

const PART_TIME = /\bpart.?time\b|\bpartime\b|\btempo parziale\b|\bmeno ore\b|\borario ridotto\b/;
const FULL_TIME = /\bfull.?time\b|\btempo pieno\b|\b(?:36|37|38|39|40) ore\b/;
// "passare a part-time", "trasformare il contratto", "ridurre l'orario": the change of the contract itself.
const CONVERSION =
  /\btrasform\w*|\bpass\w* (?:da \w+ \w+ )?(?:a|al|in) (?:part.?time|partime|tempo parziale)\b|\bpassaggio (?:da \w+ \w+ )?(?:a|al) (?:part.?time|partime|tempo parziale)\b|\bridur\w* (?:l'|il suo |il mio |le )?(?:orario|ore)\b/;
// The form asked: written or oral, which paper, how it is made formal.
const FORM =
  /\bforma\b|\bper iscritto\b|\bscritt[oa]\b|\ba (?:voce|parole)\b|\bverbal\w*|\bche (?:document\w*|carta|atto)\b|\bformalizz\w*|\bva firmat\w*|\bserve (?:un |una )?(?:accordo|contratto|firma|document\w*|lettera)\b/;
// Going back to full time, or hiring full time for the same job.
const RETURN =
  /\b(?:torn|ritorn|ripass|rientr)\w* (?:a |al |in )?(?:full.?time|tempo pieno|(?:36|37|38|39|40) ore|orario pieno)\b/;
// "assumere una persona a tempo pieno", "apro una posizione full time", "cerco un addetto a tempo pieno".
const HIRING = String.raw`\b(?:assum\w*|assunzion\w*|apr\w* (?:una |un )?(?:nuov\w* )?(?:posizion\w*|posto)|cerc\w* (?:una |un )?(?:persona|dipendent\w*|addett\w*)|(?:nuov\w*|una|un) (?:posizion\w*|posto))\b`;
const FULL_TIME_HIRE = new RegExp(
  String.raw`${HIRING}[^?]{0,80}\b(?:full.?time|tempo pieno)\b|\b(?:full.?time|tempo pieno)\b[^?]{0,40}\bass(?:un|um)\w*`,
);
const PRIORITY =
  /\bprecedenz\w*|\bpriorit\w*|\bprima (?:a|lei|lui|degli altri|di altri|di un esterno)\b|\bpreferenz\w*|\blibero di assumere\b|\bchi voglio\b|\bdall'esterno\b|\bcandidat\w*|\bpass\w* avanti\b|\b(?:person\w*|candidat\w*) estern\w*/;

/** The asking sentence: the last one with "?", or the last clause of a message without one. */
function askingSentence(text: string): string {
  return text.match(/[^.?!;]*\?/g)?.at(-1) ?? askOf(text);
}

/** The precedence back to full time asked, in the turn or after a turn on the part-time. */
function returnAsked(text: string, earlier: string): boolean {
  const ask = askingSentence(text);
  const partTime = PART_TIME.test(text) || PART_TIME.test(earlier) || RETURN.test(text);
  if (!partTime) return false;
  if (RETURN.test(text) && (FULL_TIME_HIRE.test(text) || PRIORITY.test(ask))) return true;
  return /\bdiritto di precedenz\w*/.test(ask) && (FULL_TIME.test(text) || PART_TIME.test(ask));
}

/** The law's rule on turning a full-time job into a part-time one, or the way back, when asked; else undefined. */
export function partTimeConversionLawAnswer(ctx: AgentContext): AgentAnswer | undefined {
  if (ctx.documents.length) return undefined;
  const text = readable(ctx.message);
  const earlier = readable(ctx.history?.at(-1) ?? '');
  if (returnAsked(text, earlier)) {
    const rule = employmentRule('part_time_return_priority');
    // "cosa prevede il CCNL sul part-time: c'è un minimo di ore e la precedenza?": the agreement's chapter first.
    const asked = text.match(/[^.?!;]*\?/g)?.join(' ') ?? askOf(text);
    const agreement = agreementPartTime(ctx, asked);
    return compose({
      answer: `${agreement?.lead ?? ''}Chi è passato da tempo pieno a part-time ha per legge ${bold('diritto di precedenza')} nelle assunzioni a tempo pieno per le stesse mansioni o di pari livello e categoria legale (${rule.reference}): se l'azienda assume a tempo pieno per quel lavoro, il posto va offerto prima a chi è passato a part-time.`,
      steps: [
        ...(agreement?.steps ?? []),
        `La regola di legge: ${rule.text}`,
        'La precedenza vale per un’assunzione a tempo pieno sulle stesse mansioni o su mansioni equivalenti; non dà il diritto di tornare a tempo pieno quando non si assume. Il ritorno al tempo pieno si concorda tra le parti e la legge non ne prescrive la forma.',
      ],
      assumptions: [
        'È una regola di legge, valida con ogni contratto collettivo; il contratto applicato può aggiungere criteri (ad esempio l’ordine tra più part-timer).',
      ],
      citations: [...(agreement?.citations ?? []), ...referenceCitations(rule)],
      related: ['Che forma deve avere l’accordo di trasformazione da tempo pieno a part-time?'],
    });
  }
  const ask = askingSentence(text);
  const conversion = CONVERSION.test(text) && (PART_TIME.test(text) || /\btrasform\w*/.test(ask));
  if (!conversion || !FORM.test(ask)) return undefined;
  const rule = employmentRule('part_time_conversion');
  return compose({
    answer: `L'accordo che trasforma il rapporto da tempo pieno a part-time deve risultare da ${bold('atto scritto')}, firmato da entrambe le parti (${rule.reference}): un accordo solo a voce non basta.`,
    steps: [
      `La regola di legge: ${rule.text}`,
      'Nell’accordo scritto conviene indicare la nuova durata dell’orario e la sua collocazione (giorni e fasce orarie) e la data da cui decorre.',
    ],
    assumptions: [
      'È una regola di legge, valida con ogni contratto collettivo; il contratto applicato può aggiungere regole sul part-time (minimi di ore, clausole elastiche).',
    ],
    citations: referenceCitations(rule),
    related: [
      'Se poi vuole tornare a tempo pieno, ha la precedenza nelle assunzioni?',
      'Il lavoratore può rifiutare il passaggio a part-time?',
    ],
  });
}
