import { askedVerdict, withVerdictWord } from '../documents/asked-verdict.js';
import { hiredKind, statedFigure } from '../documents/compliance.js';
import { fixedTermProbation } from '../documents/fixed-term-probation.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { compose } from './compose.js';
import type { AgentContext } from './context.js';
import { documentText } from './document-request.js';
import { agreementProbationBeside } from './fixed-term-probation-ccnl.js';

/** The letter's probation line ("periodo di prova: 45 giorni di lavoro effettivo"). */
const PROBATION_LINE = /\b(?:periodo di )?prova\b[^\n\d]{0,40}\d{1,3}\s+giorni\b[^\n;.]{0,40}/i;

/**
 * Session 42: the probation of an uploaded fixed-term letter asked in any words ("45 giorni vanno bene o quanti ne
 * possiamo scrivere al massimo?"): the law's one day every 15 calendar days (documents/fixed-term-probation.ts),
 * before the agreement's length for permanent hires. Undefined when no document is uploaded, the question is not
 * about the probation, the hire is seasonal or an apprenticeship (their agreement rows), or the letter states no
 * fixed term and probation in days.
 */
export function fixedTermProbationAsked(ctx: AgentContext): AgentAnswer | undefined {
  if (!ctx.documents.length) return undefined;
  const question = readable(ctx.message);
  if (!/\bprova\b/.test(question)) return undefined;
  const text = documentText(ctx);
  if (hiredKind(text)) return undefined;
  const line = PROBATION_LINE.exec(text)?.[0];
  const figure = line ? statedFigure('prova', line) : undefined;
  const verdict = figure && fixedTermProbation(figure, text);
  if (!verdict) return undefined;
  const complies = !/non è conforme/.test(verdict.text);
  const beside = agreementProbationBeside(ctx, text);
  return compose({
    answer: withAgreementRow(withVerdictWord(verdict.text, askedVerdict(question, complies)), beside?.clause),
    citations: [...verdict.citations, ...(beside?.citations ?? [])],
    related: [],
  });
}

/** "il documento indica 12 giorni; per un'assunzione a tempo indeterminato il CCNL … 18 giorni, ma per un contratto a termine …". */
function withAgreementRow(text: string, clause: string | undefined): string {
  const cut = text.indexOf('; per un contratto a termine');
  return clause && cut >= 0 ? `${text.slice(0, cut)}; ${clause}, ma${text.slice(cut + 1)}` : text;
}
