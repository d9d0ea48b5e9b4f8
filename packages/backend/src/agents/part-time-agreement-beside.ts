import { type Citation, citeSources } from './answer.js';
import { bold } from './compose.js';
import { type AgentContext, targetAgreements } from './context.js';

/**
 * The agreement's own part-time chapter, when a question on the law's part-time rules (the precedence back to
 * full time) also asks what the agreement provides ("cosa prevede il CCNL Logistica sul part-time: c'è un
 * minimo di ore e un diritto di precedenza?"). Before, the law alone answered, as if the agreement had been
 * read: now the opening says what the knowledge base holds of the agreement's part-time, or plainly that its
 * clause is not there, and the law follows.
 */

// The agreement itself asked: "cosa prevede il contratto", "secondo il CCNL", "contrattualmente", or its minimum
// hours, which only an agreement sets; "CCNL Logistica: ho la precedenza?" names the agreement, it does not ask it.
const AGREEMENT_ASKED =
  /\b(?:prevede|dice|stabilisc\w*|dispon\w*|regol\w*|disciplin\w*)\b (?:\w+ )?(?:il |l'|nel |dal |la )?(?:contratt\w*|ccnl)\b|\b(?:contratt\w*|ccnl)\b(?: \w+){0,4} (?:prevede|dice|stabilisce|dispone)\b|\b(?:secondo|per|nel|dal) (?:il |l')?(?:contratt\w*|ccnl)\b|\bcontrattualment\w*/;
const MINIMUM_ASKED =
  /\bminim\w* (?:di |delle )?ore\b|\bore minim\w*|\borario minimo\b|\bminimo settimanale\b/;
// The held text answers the minimum when it states one, or says the agreement fixes none.
const STATES_MINIMUM = /\bminim\w*|\bnon (?:puo|può) scendere\b|\bsotto \d+ ore\b/;

export interface AgreementPartTime {
  /** The opening sentence on the agreement's part-time, ending with a space. */
  lead: string;
  /** What else the agreement's chapter holds, as a step. */
  steps: string[];
  citations: Citation[];
}

/** The agreement's part-time, when the asking sentences ask what the one agreement named or selected provides. */
export function agreementPartTime(ctx: AgentContext, ask: string): AgreementPartTime | undefined {
  const minimum = MINIMUM_ASKED.test(ask);
  if (!minimum && !AGREEMENT_ASKED.test(ask)) return undefined;
  const { agreements } = targetAgreements(ctx);
  const [ccnl] = agreements;
  if (!ccnl || agreements.length !== 1) return undefined;
  const fact = ccnl.part_time;
  const text = fact.text?.trim().replace(/\.$/, '');
  const citations = citeSources(ccnl, text ?? fact.gap ?? '', fact.article ?? null, fact.sources);
  const answers =
    text !== undefined && (!minimum || fact.min_weekly_hours != null || STATES_MINIMUM.test(text));
  if (text && answers)
    return { lead: `Nel ${ccnl.short_name}, sul part-time: ${text}. `, steps: [], citations };
  const what = minimum
    ? 'la disciplina del part-time (tra cui il minimo di ore)'
    : 'la disciplina del part-time';
  const why = fact.gap ? ` (${fact.gap.replace(/\.$/, '')})` : '';
  return {
    lead: `Nel ${ccnl.short_name} ${what} ${bold('non è nella base di conoscenza')}${why}, quindi non posso dire cosa prevede il contratto. `,
    steps: text ? [`Del part-time del ${ccnl.short_name} è registrato solo questo: ${text}.`] : [],
    citations,
  };
}
