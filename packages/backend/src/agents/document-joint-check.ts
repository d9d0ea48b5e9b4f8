import { answerDocumentQuestion } from '../documents/answer.js';
import { askedVerdict } from '../documents/asked-verdict.js';
import { setLengthMissed, weighedAt } from '../documents/compliance.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import type { AgentContext } from './context.js';
import { letterPayments } from './document-letter-check.js';
import { quoteCostRedone } from './document-quote-cost.js';
import { documentText, firstDay, startDate } from './document-request.js';
import { withParts } from './multi-part.js';

/**
 * "La retribuzione indicata rispetta il minimo contrattuale del livello?", "paga e periodo di prova sono in linea
 * con il contratto?" on an uploaded hiring letter: each item asked is weighed against the agreement (the pay
 * against the level's minimum at the letter's first day, a later table that raises it said beside; the probation
 * against the agreement's maximum for the level), in the order asked, under a Sì or No that sums them up.
 * Undefined when the question doubts neither the pay nor the probation, or the documents module cannot weigh one.
 */

const DOUBT =
  /\brispett\w*|\bconform\w*|\bin linea\b|\ballineat\w*|\bregolar\w*|\bcorrett\w*|\bgiust[oaie]\b|\bin regola\b|\ba norma\b|\bva(?:nno)? bene\b|\b(?:e|sono) a posto\b|\bsotto (?:il|al) minimo\b|\bsopra (?:il|al) minimo\b|\bpari al minimo\b|\berror[ei]\b|\bsbagliat\w*|\bcorregg\w*|\bcorrezion\w*|\btorna(?:no)?\b|\bquadra(?:no)?\b/;
const PAY = /\b(?:retribuzion\w*|paga|stipendi\w*|compenso|minimo|minimi|importo|lordo|cifr[ae])\b/;
const PROBATION = /\bprova\b/;
// "le mensilità sono giuste?", "paga 14 mensilità": the document's count of payments weighed too.
const PAYMENTS_ASKED = /\bmensilit\w*|\btredicesim\w*|\bquattordicesim\w*/;
// "il resto della lettera è a posto?", "per il resto va bene?": the terms not named are asked too.
const REST = /\b(?:il|tutto il|per il) resto\b/;
// The letter states a probation of its own ("Periodo di prova: 60 giorni"), not one left to the agreement.
const LETTER_PROBATION = /\bprova\b[^\n\d]{0,20}\d/i;
// "orario", "le ore settimanali" asked ("paga oraria", the hourly pay, is no schedule); the letter's own weekly hours
// ("48 ore settimanali", "40 ore a settimana").
const HOURS_ASKED = /\borari[oe]?\b|\bore settimanali\b/;
const LETTER_HOURS = /\b\d{1,2}(?:,\d+)?\s*ore\s+(?:settimanali|a settimana|(?:di lavoro )?settimanali)\b/i;

/**
 * The joint check answers what was asked beside the pay: it weighed the document's monthly payments or the
 * letter's weekly hours (its "Orario" part).
 */
export const jointAsked = (joint: AgentAnswer): boolean =>
  /^Mensilità: il documento ne indica\b/m.test(joint.text) ||
  /^Il documento indica \d{1,2}(?:,\d+)? ore settimanali\b/m.test(joint.text);
const LEVEL_WEIGHED = /\bdel (\d{1,2}° livello(?: super)?|livello [A-Z]\w{0,3})\b/;
// ("Elemento Retributivo Nazionale (ERN): euro 1.881,95": the textile agreement's name for the minimum.)
const LETTER_PAY = /\b(?:retribuzione|elemento retributivo|stipendio|compenso|paga|minimo)\b[^\n]{0,40}\d/i;

// "… è 1.916,84 € (con EPA …): non è conforme: mancano 38,79 € al mese": the minimum weighed and the gap.
const PAY_SHORT =
  /\sè (\d{1,3}(?:\.\d{3})*,\d{2} €)(?: \((?:[^()]|\([^()]*\))*\))?: non è conforme: (mancano \d{1,3}(?:\.\d{3})*,\d{2} € al mese)/;

interface Asked {
  at: number;
  question: string;
  ok: string;
  not: string;
}

export function documentJointCheck(ctx: AgentContext): AgentAnswer | undefined {
  if (!ctx.documents.length) return undefined;
  const text = readable(ctx.message);
  if (!DOUBT.test(text)) return undefined;
  const letter = documentText(ctx);
  const asked: Asked[] = [];
  const others = REST.exec(text);
  const pay = PAY.exec(text) ?? others;
  if (pay && LETTER_PAY.test(letter))
    asked.push({
      at: pay.index,
      question: 'La retribuzione mensile indicata è conforme al minimo?',
      ok: 'la retribuzione rispetta il minimo del livello',
      not: 'la retribuzione è sotto il minimo del livello',
    });
  const probation = PROBATION.exec(text) ?? (LETTER_PROBATION.test(letter) ? others : null);
  if (probation)
    asked.push({
      at: probation.index,
      question: 'Il periodo di prova indicato è conforme?',
      ok: 'il periodo di prova rientra nel massimo del contratto',
      not: 'il periodo di prova supera il massimo del contratto',
    });
  // "retribuzione e orario rispettano il CCNL?": the letter's weekly hours against the agreement's normal week.
  const hours = HOURS_ASKED.exec(text);
  if (hours && LETTER_HOURS.test(letter))
    asked.push({
      at: hours.index,
      question: "L'orario settimanale indicato è conforme all'orario normale?",
      ok: "l'orario rientra nell'orario normale del contratto",
      not: "l'orario supera l'orario normale del contratto",
    });
  // (The probation alone is weighed by the documents module, unless the rest of the letter is asked beside it.)
  if (!asked.some((a) => a.question.startsWith('La retribuzione'))) return undefined;
  asked.sort((a, b) => a.at - b.at);
  const answers: AgentAnswer[] = [];
  const verdicts: string[] = [];
  let allOk = true;
  for (const item of asked) {
    const answer = answerDocumentQuestion({ ...ctx, question: item.question });
    const verdict = answer?.text
      .split('\n')
      .find((line) => /^(?:\*\*(?:sì|no)\*\*: )?il documento indica\b/i.test(line.trim()));
    if (!answer || !verdict) return undefined;
    const ok = /: è conforme\b/.test(verdict);
    allOk &&= ok;
    // ("il minimo del 5° livello": the level the letter states, named in the lead as in its part.)
    const level = LEVEL_WEIGHED.exec(verdict)?.[1];
    // ("sotto il minimo del 3° livello (1.916,84 €: mancano 38,79 € al mese)": the minimum and the gap in the lead.)
    const short = ok ? undefined : PAY_SHORT.exec(verdict);
    const summary = ok
      ? item.ok
      : (setLengthMissed(verdict) ?? (short ? `${item.not} (${short[1]}: ${short[2]})` : item.not));
    verdicts.push(level ? summary.replace(/\bdel livello\b/, `del ${level}`) : summary);
    // (The verdict opens its part; the quote of the letter the module puts beside it follows.)
    const lines = answer.text.split('\n');
    const at = lines.indexOf(verdict);
    // (Each part's own "Sì"/"No" gives way to the lead's, which weighs them together.)
    const plain = verdict.replace(/^\*\*(?:Sì|No)\*\*: (\p{L})/u, (_, c: string) => c.toUpperCase());
    const reordered = [plain, ...lines.filter((_, i) => i !== at)].join('\n');
    answers.push({ ...answer, text: reordered, brief: reordered });
  }
  // The document's monthly payments against the agreement's, when the question names them.
  const count = PAYMENTS_ASKED.test(text) ? letterPayments(ctx, letter, 'il documento') : undefined;
  if (count) {
    answers.push(count.answer);
    verdicts.push(count.summary);
    allOk &&= count.ok;
  }
  // "se sono sbagliate, rifatemi il costo annuo": the cost on the agreement's terms, with the rates stated.
  const redone = allOk ? undefined : quoteCostRedone(ctx);
  if (redone) answers.push(redone);
  const [first, ...rest] = answers;
  if (!first) return undefined;
  const whole = rest.length ? withParts(first, answers) : first;
  // ("la paga è sbagliata?": Sì when it is; "ci sono errori?" keeps the letter's own No, it is not in order.)
  const lead = `${askedVerdict(text, allOk) ?? (allOk ? 'Sì' : 'No')}: ${verdicts.join('; ')}.`;
  return { ...whole, text: `${lead}\n\n${whole.text}`, brief: `${lead}\n\n${whole.brief}` };
}

const HIRING_LETTER =
  /\b(?:lettera|proposta) di assunzione\b|\bassunzione a tempo\b|\bconfermiamo l'assunzione\b/i;
const PAYSLIP = /\b(?:cedolino|busta paga|prospetto paga)\b/i;
// A figure asked ("quanto vale un'ora di straordinario?"), hours or another item: not the letter's terms weighed.
const OTHER_ASK =
  /\bquant\w*|\bstraordinar\w*|\bsupplementar\w*|\bmaggioraz\w*|\boraria\b|\bnetto\b|\bconfront\w*|\bpiu (?:alto|basso)\b/;

/**
 * The joint check on a hiring letter finds a term short of the agreement ("… : non è conforme"), and the question
 * asks whether the letter complies rather than a figure: that finding is the answer, whatever the letter's first day.
 */
export function findsShort(ctx: AgentContext, joint: AgentAnswer): boolean {
  const letter = documentText(ctx);
  return (
    /: non è conforme\b/.test(joint.text) &&
    HIRING_LETTER.test(letter) &&
    !PAYSLIP.test(letter) &&
    !OTHER_ASK.test(readable(ctx.message))
  );
}

/**
 * A hiring letter whose first day is before today: its pay is weighed at that day (with the later table said),
 * not at today's table as an offer's would be.
 */
export function letterStartedBefore(ctx: AgentContext): boolean {
  const text = documentText(ctx);
  const start = firstDay(text) ?? startDate(text);
  return start !== undefined && start < ctx.today && weighedAt(text, start, ctx.today) === start;
}
