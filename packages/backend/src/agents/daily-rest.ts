import { decimal } from '../kb/format.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { agreementDailyRest } from './agreement-daily-rest.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { lawCitations } from './law-facts.js';
import { ASKS_DAILY_REST, LAW_TOPIC_FACTS } from './law-topics.js';
import { sheetRest } from './shift-sheet-rest.js';

/**
 * "venerdì stacco all'1 di notte e sabato attacco alle 10: ci sono abbastanza ore di riposo?": the law's daily
 * rest between two shifts (D.Lgs. 66/2003, art. 7), with the hours between the times said when both are given —
 * not the agreement's weekly hours. Undefined when the question does not ask the rest between shifts.
 */
const END =
  /\b(?:stacc\w*|finisc\w*|smont\w*|esco|termin\w*|chiud\w*)\b[^?0-9]{0,25}?\b(?:all[e']?|alle ore|all ore)\s*(\d{1,2})(?:[.:](\d{2}))?/;
const START =
  /\b(?:attacc\w*|inizi\w*|rientr\w*|riprend\w*|entro|comincio|in turno)\b[^?0-9]{0,25}?\b(?:all[e']?|alle ore|all ore)\s*(\d{1,2})(?:[.:](\d{2}))?/;
// "facciamo l'inventario fino a mezzanotte … domenica mattina apriamo alle 7: posso fargli fare l'apertura?": a
// shift that ends late and one the next morning, asked as allowed, with no word of rest.
const LATE_END = /\bfino (?:a|all[e']?) ?(mezzanotte|\d{1,2})(?:[.:](\d{2}))?\b/;
const NEXT_MORNING =
  /\b(?:mattin\w*|apertur\w*|apr(?:e|iamo|ono)|attacc\w*|domani|il giorno dopo|l'indomani)\b/;
const MORNING_START = /\b(?:all[e']?|alle ore)\s*(\d{1,2})(?:[.:](\d{2}))?\b(?! ?(?:ore|euro|€|giorn|%))/;
const ASKS_ALLOWED = /\b(?:posso|possiamo|puo|si puo|potrei|e regolare|e legale|e consentit\w*)\b/;

// "tra un turno e l'altro", "fra due turni": the gap between shifts, named without the word rest.
const BETWEEN_SHIFTS = /\b(?:tra|fra) (?:un|uno|due|i) turn\w*/;

/** The late end and the next morning's start of an overnight pair of shifts, in hours, when the question says both. */
function overnight(
  text: string,
): { end: number; start: number; endSaid: string; startSaid: string } | undefined {
  const end = LATE_END.exec(text);
  if (!end || !ASKS_ALLOWED.test(text)) return undefined;
  const after = text.slice(end.index + end[0].length);
  // The next morning's start: the first time said in a sentence naming a morning or an opening.
  for (const sentence of after.split(/(?<=[.?!])\s+/)) {
    const start = MORNING_START.exec(sentence);
    if (!start || !NEXT_MORNING.test(sentence)) continue;
    const endHour = end[1] === 'mezzanotte' ? 24 : Number(end[1]) + Number(end[2] ?? 0) / 60;
    return {
      end: endHour,
      start: hour(start),
      endSaid: end[1] === 'mezzanotte' ? 'a mezzanotte' : at(end[1]),
      startSaid: at(start[1]),
    };
  }
  return undefined;
}

const hour = (m: RegExpExecArray) => Number(m[1]) + Number(m[2] ?? 0) / 60;
const at = (h: string | undefined) => (h === '1' ? "all'1" : `alle ${h}`);

export function dailyRestAnswer(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  const text = readable(ctx.message);
  if (!['working_hours', 'document_question'].includes(req.intent)) return undefined;
  // "e quante ne prevede la legge tra un turno e l'altro?" right after the rest was asked: the same rest.
  const asked =
    ASKS_DAILY_REST.test(text) ||
    (BETWEEN_SHIFTS.test(text) && ASKS_DAILY_REST.test(readable(ctx.history?.at(-1) ?? '')));
  const late = asked ? undefined : overnight(text);
  if (!late && !asked) return undefined;
  const fact = LAW_TOPIC_FACTS.dailyRest;
  if (late) {
    const gap = (late.start - late.end + 24) % 24;
    const enough = gap >= 11;
    const line = `${bold(enough ? 'Sì' : 'No')}: per legge (${fact.reference}) ${fact.text.replace('{figure}', bold(fact.figure))} Tra la fine ${late.endSaid} e la ripresa ${late.startSaid} ci sono ${bold(`${gap} ore`)}: ${enough ? 'il minimo è rispettato' : 'meno delle 11 ore di legge, salvo una deroga del contratto collettivo applicato'}.`;
    return compose({
      answer: line,
      steps: [],
      citations: lawCitations(fact, fact.text.replace('{figure}', fact.figure)),
      related: [],
    });
  }
  const end = END.exec(text);
  const start = START.exec(text);
  // The two days' shifts read on an uploaded sheet: the hours between them open, the law's rule follows.
  const sheet = end && start ? undefined : sheetRest(ctx.message, ctx.documents);
  if (sheet) {
    const rest = `Tra la fine ${sheet.endSaid} e l'inizio ${sheet.startSaid} ci sono ${bold(`${Number.isInteger(sheet.gap) ? sheet.gap : decimal(sheet.gap)} ore`)} di riposo: ${sheet.gap >= 11 ? 'il minimo di legge è rispettato' : `meno delle ${bold('11 ore')} consecutive di legge, salvo una deroga del contratto collettivo applicato`}.`;
    return compose({
      answer: `${rest} Per legge (${fact.reference}) ${fact.text.replace('{figure}', bold(fact.figure))}`,
      steps: [],
      citations: lawCitations(fact, fact.text.replace('{figure}', fact.figure)),
      related: [],
    });
  }
  const gap = end && start ? (hour(start) - hour(end) + 24) % 24 : undefined;
  const between =
    gap !== undefined && gap > 0
      ? ` Tra la fine ${at(end?.[1])} e la ripresa ${at(start?.[1])} ci sono ${bold(`${gap} ore`)}: ${gap >= 11 ? 'il minimo è rispettato' : 'meno delle 11 ore di legge, salvo una deroga del contratto collettivo applicato'}.`
      : '';
  const law = `Per legge (${fact.reference}) ${fact.text.replace('{figure}', bold(fact.figure))}${between}`;
  // The agreement's own rest (shift workers' derogation) opens; the law's rule follows.
  const own = agreementDailyRest(ctx, req, text);
  return compose({
    answer: own.length ? own.map((r) => r.line).join(' ') : law,
    steps: own.length ? [law.replaceAll('**', '')] : [],
    citations: [
      ...own.flatMap((r) => r.citations),
      ...lawCitations(fact, fact.text.replace('{figure}', fact.figure)),
    ],
    related: [],
  });
}
