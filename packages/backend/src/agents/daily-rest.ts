import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { lawCitations } from './law-facts.js';
import { ASKS_DAILY_REST, LAW_TOPIC_FACTS } from './law-topics.js';

/**
 * "venerdì stacco all'1 di notte e sabato attacco alle 10: ci sono abbastanza ore di riposo?": the law's daily
 * rest between two shifts (D.Lgs. 66/2003, art. 7), with the hours between the times said when both are given —
 * not the agreement's weekly hours. Undefined when the question does not ask the rest between shifts.
 */
const END =
  /\b(?:stacc\w*|finisc\w*|smont\w*|esco|termin\w*)\b[^?0-9]{0,25}?\b(?:all[e']?|alle ore|all ore)\s*(\d{1,2})(?:[.:](\d{2}))?/;
const START =
  /\b(?:attacc\w*|inizi\w*|rientr\w*|riprend\w*|entro|comincio)\b[^?0-9]{0,25}?\b(?:all[e']?|alle ore|all ore)\s*(\d{1,2})(?:[.:](\d{2}))?/;
const hour = (m: RegExpExecArray) => Number(m[1]) + Number(m[2] ?? 0) / 60;
const at = (h: string | undefined) => (h === '1' ? "all'1" : `alle ${h}`);

export function dailyRestAnswer(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  const text = readable(ctx.message);
  if (!['working_hours', 'document_question'].includes(req.intent) || !ASKS_DAILY_REST.test(text))
    return undefined;
  const fact = LAW_TOPIC_FACTS.dailyRest;
  const end = END.exec(text);
  const start = START.exec(text);
  const gap = end && start ? (hour(start) - hour(end) + 24) % 24 : undefined;
  const between =
    gap !== undefined && gap > 0
      ? ` Tra la fine ${at(end?.[1])} e la ripresa ${at(start?.[1])} ci sono ${bold(`${gap} ore`)}: ${gap >= 11 ? 'il minimo è rispettato' : 'meno delle 11 ore di legge, salvo una deroga del contratto collettivo applicato'}.`
      : '';
  return compose({
    answer: `Per legge (${fact.reference}) ${fact.text.replace('{figure}', bold(fact.figure))}${between}`,
    steps: [],
    citations: lawCitations(fact, fact.text.replace('{figure}', fact.figure)),
    related: [],
  });
}
