import { ASKS_MINIMUM } from '../reader/asks-minimum.js';
import { LEVEL_PAY } from '../reader/calc-reading-2.js';
import type { Intent, TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentName } from './agents.js';
import type { AgentAnswer } from './answer.js';
import { classificationContext } from './classification-followup.js';
import type { AgentContext } from './context.js';
import { ASKS_LEVEL, letterLevelStory } from './document-classification.js';
import { inquadra, proposedLevel } from './inquadra.js';
import { withOpenings } from './multi-part.js';

/**
 * "Che livello gli spetta e quanto deve prendere di minimo?", "che livello ha e quanto preavviso gli spetta?":
 * a level asked together with a subject that depends on it. The level is proposed first, from the tasks
 * told (not the level the payslip, a letter or a former consultant states), and the other subject is then
 * answered for that level: a minimum, an hourly pay, a probation, a notice, an apprentice's pay, a part-timer's
 * share.
 */

// "che livello gli spetta?", "a quale livello va?": the level asked in so many words.
const WHICH_LEVEL =
  /\b(?:che|quale|qual e il|a quale|in quale|a che) livell|\b(?:che|quale|qual e la|a quale|in quale|a che) posizion\w* (?:economic|retributiv)/;

// "destinazione finale C2 … (o quale livello di ingresso)": with the level of arrival stated, the apprentice's entry
// level is the apprenticeship's own rule (where the agreement places apprentices), not a job to classify again.
const ENTRY_LEVEL =
  /\b(?:che|quale|a quale|in quale|a che) livell\w* (?:di |d')(?:ingresso|partenza|entrata)\b/g;
const withoutEntryLevel = (req: TypedRequest, text: string) =>
  req.intent === 'apprenticeship' ? text.replace(ENTRY_LEVEL, ' ') : text;

// "cambia il livello e il minimo?", "resta allo stesso livello?": after a change of job, whether the level changes
// asks the level again, whatever level the conversation had.
const LEVEL_CHANGE_ASKED =
  /\bcambi\w* (?:anche |pure )?(?:il |di )?livell\w*|\blivell\w* (?:cambi|rest|riman)\w*|\b(?:resta|rimane|sta) (?:allo |sullo |nello |lo )?stesso livell/;

// "qual è il suo minimo mensile?", "quanto deve essere il minimo?": the minimum asked in its own clause, whatever
// the story around says ("consegne in tutto il Nord").
const MINIMUM_ASKED =
  /\b(?:qual e|quale e|quanto e|quant'e|quanto (?:deve|dovrebbe) essere)\b[^?]{0,30}\bminim[oi]\b/;

// "quanto le spetta al mese?": the pay owed, asked without the word pay.
const PAY_OWED = /\bquant[oa] (?:\w+ ){0,2}?spett\w*(?! di (?:ferie|permess|preavviso|prova))/;

// "adesso", "oggi", "attuale": the subject asked as it stands today.
const NOW_ASKED = /\b(?:adesso|oggi|ad oggi|attualmente|attual[ei]|al momento)\b/;

// Subjects whose answer depends on the level.
const FOLLOWS_LEVEL: ReadonlySet<Intent> = new Set([
  'minimum_pay',
  'hourly_rate',
  'probation',
  'notice',
  'part_time',
  'apprenticeship',
  'overtime_value',
  'thirteenth_pro_rata',
  'working_hours',
  'monthly_payments',
]);

// "nella vecchia classificazione sarebbe stato di 4ª categoria", "era 5ª categoria": the level comes from the old
// category told, which the new classification maps one to one, not from a profile.
const OLD_CATEGORY =
  /\b(?:ex|vecchi\w*|preceden\w*|era|sarebbe stato)\b[^.?]{0,40}\b[1-7](?:a|ª|°)? (?:super )?categori/;

// Calculations the reader does not list beside a classification, asked in their own words: an overtime hour's
// value, the 13th month's amount, the weekly hours.
const BESIDE: readonly [Intent, RegExp][] = [
  [
    'overtime_value',
    /\bquanto vale\b[^?]{0,30}\b(?:ora|ore) di straordinari|\bstraordinari\w*\b[^?]{0,40}\bquanto (?:vale|valgono|pago|costa)/,
  ],
  [
    'thirteenth_pro_rata',
    /\b(?:importo|quanto)\b[^?]{0,40}\b(?:tredicesim\w*|13a)|\b(?:tredicesim\w*|13a)\b[^?]{0,30}\b(?:importo|quanto|spett)/,
  ],
  ['working_hours', /\bquante ore (?:settimanali|a settimana|alla settimana|fa|deve fare|lavora)\b/],
];

/** The subjects asked beside the level, in the order the request lists them. */
function subjectsBeside(req: TypedRequest, text: string): Intent[] {
  const asked = [req.intent, ...req.alsoAsked];
  const subjects = asked.filter((i) => FOLLOWS_LEVEL.has(i));
  // "facendo 20 ore a settimana quanto gli spetta di minimo?": a reduced week and a pay asked is the
  // part-timer's minimum at the level (the reader drops a minimum asked beside a level: inquadra states it).
  // "qual è oggi il minimo di quel livello?": the minimum asked outright is answered in the opening, not only
  // among the level's details.
  const reduced = req.slots.weeklyHours !== undefined || req.slots.partTimePercent !== undefined;
  if (
    !subjects.includes('minimum_pay') &&
    (reduced
      ? LEVEL_PAY.test(text) || ASKS_MINIMUM.test(text)
      : ASKS_MINIMUM.test(text) || MINIMUM_ASKED.test(text))
  )
    subjects.push('minimum_pay');
  for (const [intent, pattern] of BESIDE)
    if (!subjects.includes(intent) && pattern.test(text)) subjects.push(intent);
  // "in apprendistato … retribuzione lorda nel primo anno?": the apprentice's pay at the level of arrival.
  if (
    /\bapprendist/.test(text) &&
    !subjects.includes('apprenticeship') &&
    (LEVEL_PAY.test(text) || PAY_OWED.test(text))
  )
    subjects.push('apprenticeship');
  return subjects.filter(
    (i) =>
      !(i === 'part_time' && subjects.includes('minimum_pay')) &&
      !(i === 'minimum_pay' && subjects.includes('apprenticeship')),
  );
}

// "qualifica finale 4° livello: nei primi 18 mesi a che livello va pagata?": with the final level stated, the
// level an apprentice is paid at (a lower one, by period) is asked, not the job's classification.
const APPRENTICE_LEVEL = /\ba (?:che|quale) livello (?:\w+ ){0,2}?(?:pagat|retribuit|inquadrat|pass)\w*/;
const apprenticeLevelAsked = (req: TypedRequest, text: string) =>
  req.slots.level !== undefined && /\bapprendist/.test(text) && APPRENTICE_LEVEL.test(text);

/**
 * The level proposed, then each subject asked beside it answered at that level; undefined when the question
 * does not ask a level together with such a subject, or no level can be proposed.
 */
export function levelThenPart(
  agentName: AgentName,
  ctx: AgentContext,
  req: TypedRequest,
  read: (agentName: AgentName, on: AgentContext) => TypedRequest,
  answerWith: (agentName: AgentName, on: AgentContext) => AgentAnswer,
): AgentAnswer | undefined {
  // A letter with its level blank or in a former category: the level proposed on what the letter tells.
  if (ctx.documents.length) {
    const story = letterLevelStory(ctx);
    if (!story) return undefined;
    const { request: _, ...rest } = ctx;
    const told: AgentContext = { ...rest, documents: [], message: story };
    return levelThenPart(agentName, told, read(agentName, told), read, answerWith);
  }
  const answer = (request: TypedRequest) => answerWith(agentName, { ...ctx, request });
  // "a che livello sarebbero e quanto è il minimo nei due contratti?": the comparison places the job in each.
  if (req.intent === 'comparison' && req.slots.agreements.length > 1) return undefined;
  const text = readable(ctx.message);
  // "che livello le dobbiamo dare e quanto dura la prova?": a level asked outright, whatever the reader's lead.
  // A level the question states ("con livello finale il 4°") is asked again only in so many words ("che livello
  // gli spetta?"): the level of arrival stated is not a level doubted.
  const asksLevel =
    LEVEL_CHANGE_ASKED.test(text) ||
    (req.slots.level
      ? req.intent === 'classification' || WHICH_LEVEL.test(withoutEntryLevel(req, text))
      : req.intent === 'classification' || req.alsoAsked.includes('classification') || ASKS_LEVEL.test(text));
  if (!asksLevel || apprenticeLevelAsked(req, text)) return undefined;
  const subjects = subjectsBeside(req, text);
  if (!subjects.length) return undefined;
  const asked = classificationContext({
    ...ctx,
    request: { ...req, intent: 'classification', alsoAsked: [] },
  });
  // Proposed on a profile the tasks match, not on a definition's words alone.
  const proposed = proposedLevel(asked);
  if (!proposed || (!proposed.example && !OLD_CATEGORY.test(text))) return undefined;
  const id = proposed.ccnl.id_categoria;
  const slots = { ...req.slots, agreements: [id], level: proposed.level.level };
  // "nella lettera del 2012 … qual è il minimo adesso?": the year told is the letter's, the subject asked is today's.
  if (slots.date && slots.date.slice(0, 7) < ctx.today.slice(0, 7) && NOW_ASKED.test(text)) delete slots.date;
  const parts = subjects.map((intent) => answer({ ...req, intent, alsoAsked: [], slots }));
  return withOpenings(inquadra(asked), parts);
}
