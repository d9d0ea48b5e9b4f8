import { answerDocumentQuestion } from '../documents/answer.js';
import { setLengthMissed } from '../documents/compliance.js';
import type { Ccnl } from '../kb/schema.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeSources, finishAnswer } from './answer.js';
import type { AgentContext } from './context.js';
import { letterHourlyPay, partTimeTerms } from './document-part-time-terms.js';
import { documentText } from './document-request.js';
import { withParts } from './multi-part.js';

/**
 * "mi dici se c'è qualcosa che non va?", "è tutto in regola?" on an uploaded hiring letter or offer, no term
 * named: every term the letter states is weighed against the agreement it names (the pay against the level's
 * minimum, the probation against its maximum, the monthly payments against the agreement's), under a Sì or No
 * that sums them up, the terms that need correcting first. Undefined when the question names a term (the joint
 * check weighs those: document-joint-check.ts) or the letter states none that can be weighed.
 */

const WHOLE_CHECK =
  /\bqualcosa (?:che )?non (?:va|torna)\b|\b(?:e|sia|va) tutto (?:ok|a posto|in regola|giusto|corretto|regolare)\b|\b(?:ci sono|c'?e|trovi|vedi) (?:degli |qualche |un )?error\w*|\bva bene (?:cosi|la lettera|la proposta)\b|\bcontroll\w* (?:la|questa) (?:lettera|proposta)\b|\be regolare\b|\bin regola\b|\b(?:e|sia|risulta|sembra) (?:tutto )?(?:corrett|conform|regolar|giust)\w* (?:rispetto al|secondo il|al|col|con il|per il) (?:ccnl|contratt)\w*|\bclausol\w* (?:non |poco )?(?:conform|regolar|corrett|legittim|illegittim|nulle|abusiv)\w*/;
// "cosa non va?", "cosa c'è che non va?": the whole letter asked, whatever terms the doubt goes on to name.
const WHAT_IS_WRONG = /(?<!\bqual)\bcosa (?:c'?e (?:che )?)?non (?:va|torna)\b/;
const NAMES_TERM =
  /\b(?:retribu\w*|paga|stipendi\w*|minimo|prova|preavvis\w*|mensilit\w*|tredicesim\w*|quattordicesim\w*|orario|ore|livello|ferie)\b/;
const LETTER = /\b(?:lettera|proposta|assunzion\w*|contratto di lavoro)\b/i;
const PAYSLIP = /\b(?:cedolino|busta paga|prospetto paga|netto (?:in busta|a pagare))\b/i;
// ("Numero mensilità ........ 13": a quote's dotted leader between the word and the count.)
const PAYMENTS = /\bmensilit[àa]\s*[:.…]*\s*(\d{2})\b|\b(\d{2})\s*mensilit[àa]\b/i;

export interface LetterPart {
  ok: boolean;
  summary: string;
  answer: AgentAnswer;
}

/** "il periodo di prova supera il massimo del contratto (30 giorni di lavoro effettivo)": the limit in the lead. */
function withLimit(not: string, verdict: string, limit: RegExp | undefined): string {
  const found = limit?.exec(verdict)?.[1]?.trim();
  return found ? `${not} (${found})` : not;
}

/** A weighed item of the letter: the documents module's verdict, its own Sì/No left to the lead. */
function weighed(
  ctx: AgentContext,
  question: string,
  ok: string,
  not: string,
  /** The agreement's limit in the verdict, said in the lead beside a term that misses it. */
  limit?: RegExp,
): LetterPart | undefined {
  const answer = answerDocumentQuestion({ ...ctx, question });
  const verdict = answer?.text
    .split('\n')
    .find((line) => /^(?:\*\*(?:sì|no)\*\*: )?il documento indica\b/i.test(line.trim()));
  if (!answer || !verdict) return undefined;
  const isOk = /: è conforme\b/.test(verdict);
  const plain = verdict.replace(/^\*\*(?:Sì|No)\*\*: (\p{L})/u, (_, c: string) => c.toUpperCase());
  const text = answer.text.replace(verdict, plain);
  return {
    ok: isOk,
    summary: isOk ? ok : (setLengthMissed(verdict) ?? withLimit(not, verdict, limit)),
    answer: { ...answer, text, brief: text },
  };
}

/** The letter's monthly payments against the agreement's ("Mensilità: 13" where the agreement pays 14). */
export function letterPayments(
  ctx: AgentContext,
  letter: string,
  what = 'la lettera',
): LetterPart | undefined {
  const match = PAYMENTS.exec(letter);
  const ccnl = ctx.kb.recognise(letter)[0];
  const due = ccnl?.monthly_payments.value;
  if (!ccnl || !due) return undefined;
  if (!match) return extraMonthExcluded(ccnl, due, letter, what);
  const stated = Number(match[1] ?? match[2]);
  const ok = stated >= due;
  const rule = (ccnl.monthly_payments.text ?? `${due} mensilità`).replace(/\.$/, '');
  const line = ok
    ? `Mensilità: ${what} ne indica ${stated}; il ${ccnl.short_name} prevede **${due} mensilità** (${rule}): è conforme.`
    : `Mensilità: ${what} ne indica ${stated}, ma il ${ccnl.short_name} prevede **${due} mensilità** (${rule}): manca${due - stated > 1 ? 'no' : ''} ${due - stated === 1 ? `la ${due === 14 ? 'quattordicesima' : 'tredicesima'}` : `${due - stated} mensilità`}.`;
  const citations = citeSources(ccnl, rule, null, ccnl.monthly_payments.sources);
  return {
    ok,
    summary: ok ? 'le mensilità sono quelle del contratto' : `le mensilità vanno portate a ${due}`,
    answer: finishAnswer([line], citations, []),
  };
}

// "Tredicesima: non prevista, in quanto fruisce di vitto e alloggio": an extra month the letter leaves out.
const EXTRA_EXCLUDED =
  /\b(tredicesima|quattordicesima)\b\s*[:.…]*\s*(?:non (?:e |è )?(?:prevista|dovuta|spettante|spetta|corrisposta|riconosciuta|pagata)|esclusa|assente|nessuna)/i;

/** An extra month the letter excludes where the agreement pays it: the agreement's count and rule. */
function extraMonthExcluded(ccnl: Ccnl, due: number, letter: string, what: string): LetterPart | undefined {
  const excluded = EXTRA_EXCLUDED.exec(letter)?.[1]?.toLowerCase();
  if (!excluded || (excluded === 'quattordicesima' ? 14 : 13) > due) return undefined;
  const rule = (ccnl.monthly_payments.text ?? `${due} mensilità`).replace(/\.$/, '');
  const line = `Mensilità: ${what} esclude la ${excluded}, ma il ${ccnl.short_name} prevede **${due} mensilità** (${rule}): la ${excluded} è dovuta e la clausola non è conforme.`;
  return {
    ok: false,
    summary: `la ${excluded} è dovuta`,
    answer: finishAnswer([line], citeSources(ccnl, rule, null, ccnl.monthly_payments.sources), []),
  };
}

export function documentLetterCheck(ctx: AgentContext): AgentAnswer | undefined {
  if (!ctx.documents.length) return undefined;
  const text = readable(ctx.message);
  const whatIsWrong = WHAT_IS_WRONG.test(text);
  if (!(WHOLE_CHECK.test(text) || whatIsWrong) || (NAMES_TERM.test(text) && !whatIsWrong)) return undefined;
  const letter = documentText(ctx);
  if (!LETTER.test(letter) || PAYSLIP.test(letter)) return undefined;
  // A part-time letter's hours and hourly pay (document-part-time-terms.ts); an hourly pay is no monthly one.
  const hourly = letterHourlyPay(letter) !== undefined;
  const parts = [
    letterPayments(ctx, letter),
    ...partTimeTerms(ctx, ctx.kb.recognise(letter)[0], letter),
    hourly
      ? undefined
      : weighed(
          ctx,
          'La retribuzione mensile indicata è conforme al minimo?',
          'la retribuzione rispetta il minimo del livello',
          'la retribuzione è sotto il minimo del livello',
        ),
    weighed(
      ctx,
      'Il periodo di prova indicato è conforme?',
      'il periodo di prova rientra nel massimo del contratto',
      'il periodo di prova supera il massimo del contratto',
      /\bfissa la prova in (\d[^,;:]*?)(?:,| non come\b|:|$)/,
    ),
  ]
    .filter((p): p is LetterPart => p !== undefined)
    // What needs correcting first.
    .sort((a, b) => Number(a.ok) - Number(b.ok));
  const [first] = parts;
  if (!first) return undefined;
  const allOk = parts.every((p) => p.ok);
  const whole =
    parts.length > 1
      ? withParts(
          first.answer,
          parts.map((p) => p.answer),
        )
      : first.answer;
  const lead = `${allOk ? '**Sì**, la lettera è in regola' : '**No**, la lettera va corretta'}: ${parts.map((p) => p.summary).join('; ')}.`;
  return { ...whole, text: `${lead}\n\n${whole.text}`, brief: `${lead}\n\n${whole.brief}` };
}
