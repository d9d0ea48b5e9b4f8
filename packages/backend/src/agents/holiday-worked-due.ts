import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import type { AgentContext } from './context.js';
import { agreementOf } from './pay-base.js';

/**
 * "Che maggiorazione gli spettava per le ore del 15 agosto, e oltre a quella cos'altro gli tocca per la
 * festività?": the surcharge is one part; the paid holiday or the compensatory rest the agreement adds for a
 * holiday worked is the other, asked in so many words. The clause of the agreement's rates text that says it
 * (a sourced sentence, never a figure of its own) is set after the surcharge's opening.
 */

// What else is due for the holiday, beside the surcharge: "oltre a quella cos'altro gli tocca", "cosa gli spetta
// in più per la festività", "c'è altro oltre alla maggiorazione?"; the whole day asked, "cosa mi spetta per quel
// giorno?", is both parts too.
const ELSE_ASKED =
  /\bcos(?:'|a )?altro\b|\b(?:c'?e|spetta|tocca) (?:anche )?(?:qualcos'?altro|altro)\b|\boltre (?:a|alla|al) (?:quell[ao]|questa|questo|maggiorazion\w*|percentual\w*)\b[^?]{0,60}\b(?:spett|tocc|dev|riconosc|pag)\w*|\b(?:spett|tocc)\w* (?:anche )?(?:in piu|altro) (?:per|della|nella) (?:la )?festivit|\bcosa (?:mi|gli|le|ci) (?:spett|tocc)\w*\b/;

// The clause that says what a holiday worked adds beyond the hour's surcharge.
const HOLIDAY_DUE =
  /\bfestivit\w*\b[^;.]*\b(?:riposo compensativ\w*|festivit\w* (?:pagat|retribuit)\w*|giornata retribuit\w*)/i;

/** The answer with the agreement's holiday-worked clause after its opening, when the question asks it. */
export function withHolidayDue(ctx: AgentContext, req: TypedRequest, answer: AgentAnswer): AgentAnswer {
  if (req.slots.overtimeKind !== 'festivo' || !ELSE_ASKED.test(readable(ctx.message))) return answer;
  const ccnl = agreementOf(ctx, req);
  const clause = (ccnl?.rates.text ?? '')
    .split(/;|\.\s/)
    .map((c) => c.trim())
    .find((c) => HOLIDAY_DUE.test(c));
  if (!ccnl || !clause || answer.text.includes(clause)) return answer;
  const article = ccnl.rates.article ? ` (${ccnl.rates.article.replace(/[()]/g, '')})` : '';
  // "ogni ora ha il 20% in più, oltre alla festività pagata o a un riposo compensativo": what comes after "oltre"
  // is what is due beside the surcharge, said on its own; a clause without it is quoted whole.
  const beside = /\boltre (?:alla|allo|all'|al|a)\b\s*(.+)$/i.exec(clause)?.[1];
  const due = beside
    ? `Oltre alla maggiorazione, per la festività lavorata spetta ${withArticle(clause, beside)}`
    : `Per la festività lavorata, oltre alla maggiorazione: ${clause}`;
  const sentence = `${due.replace(/\.$/, '')}${article}.`;
  const after = (text: string) => {
    const end = text.indexOf('\n');
    return end < 0 ? `${text} ${sentence}` : `${text.slice(0, end)} ${sentence}${text.slice(end)}`;
  };
  return { ...answer, text: after(answer.text), brief: after(answer.brief) };
}

/** "alla festività pagata o a un riposo compensativo" → "la festività pagata o un riposo compensativo". */
function withArticle(clause: string, beside: string): string {
  const lead = /\boltre (alla|allo|all'|al|a)\b\s*/i.exec(clause)?.[1]?.toLowerCase();
  const article: Record<string, string> = { a: '', al: 'il ', alla: 'la ', allo: 'lo ', "all'": "l'" };
  return `${article[lead ?? 'a'] ?? ''}${beside.replace(/\bo a (un|una|uno|la|il|lo) /i, 'o $1 ')}`;
}
