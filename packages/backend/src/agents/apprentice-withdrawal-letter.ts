import { employmentRule } from '../kb/employment-rules.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { documentText } from './document-request.js';
import { ruleCitations } from './law-beside-agreements.js';

/**
 * A letter withdrawing from an apprenticeship at the end of its training period that starts the notice before that
 * end ("il preavviso decorre dalla data della presente, in modo che il rapporto cessi il 28/02/2027"): under the law
 * (D.Lgs. 81/2015, art. 42 c. 4) the notice runs from the end of the period and adds to it, so the job cannot end
 * on that day; ending it earlier needs giusta causa or giustificato motivo (art. 42 c. 3). Undefined for any other
 * document or question.
 */

const DATE = String.raw`(\d{1,2}\/\d{1,2}\/\d{4})`;
const WITHDRAWAL = /\brecess\w*|\brecede\w*/i;
const PERIOD_END = new RegExp(
  String.raw`(?:periodo formativo|periodo di (?:apprendistato|formazione)|apprendistato)[^.]{0,60}?\b(?:termin\w*|scad\w*|fin\w*|conclu\w*)\b[^.\d]{0,20}${DATE}`,
  'i',
);
// The notice run from the letter itself, or from a day told: "decorre dalla data della presente", "da oggi".
const NOTICE_FROM_LETTER =
  /\bpreavviso\b[^.]{0,80}\bdecorr\w* (?:dalla (?:data (?:della|di) )?(?:presente|ricezione|consegna|comunicazione)|da oggi|dalla data odierna)\b/i;
const NOTICE_FROM_DAY = new RegExp(
  String.raw`\bpreavviso\b[^.]{0,80}\bdecorr\w* (?:dal|dalla data del|da) ${DATE}`,
  'i',
);
const ASKED = /\bpreavvis\w*|\bcorrett\w*|\bva bene\b|\bregolar\w*|\bgiust\w*|\bvalid\w*|\blegittim\w*/;

const dayOf = (date: string): number => {
  const [d, m, y] = date.split('/').map(Number);
  return Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1);
};

export function apprenticeWithdrawalLetter(ctx: AgentContext): AgentAnswer | undefined {
  if (!ctx.documents.length || !ASKED.test(readable(ctx.message))) return undefined;
  const text = documentText(ctx).replace(/\s+/g, ' ');
  if (!/apprendistato/i.test(text) || !WITHDRAWAL.test(text)) return undefined;
  const end = PERIOD_END.exec(text)?.[1];
  if (!end) return undefined;
  const fromDay = NOTICE_FROM_DAY.exec(text)?.[1];
  const early = fromDay ? dayOf(fromDay) < dayOf(end) : NOTICE_FROM_LETTER.test(text);
  if (!early) return undefined;
  const rule = employmentRule('apprenticeship_end');
  const dismissal = employmentRule('apprenticeship_dismissal');
  const fileName = ctx.documents[0]?.fileName ?? 'documento';
  const start = fromDay ? `dal ${fromDay}` : 'dalla data della comunicazione';
  return compose({
    answer: `${bold('No')}: la lettera «${fileName}» fa decorrere il preavviso ${start}, prima della fine del periodo formativo (${end}), ma per legge (${rule.reference}) ${bold('il preavviso decorre dal termine del periodo di apprendistato')}: il preavviso non può partire prima della fine del periodo formativo, si aggiunge al periodo (durante il preavviso resta l’apprendistato) e il rapporto cessa alla fine del preavviso, non il ${end}. Un recesso prima del termine richiede giusta causa o giustificato motivo (${dismissal.reference}); la lettera va corretta facendo decorrere il preavviso dal ${end}.`,
    steps: [
      `La regola (${rule.reference}): ${rule.text}.`,
      `Durante il periodo formativo (${dismissal.reference}): ${dismissal.text.replace('{figure}', dismissal.figure)}.`,
    ],
    assumptions: [
      'Date lette nella lettera; la durata del preavviso è quella del contratto collettivo applicato per il livello.',
    ],
    citations: [...ruleCitations(rule), ...ruleCitations(dismissal)],
    related: [],
  });
}
