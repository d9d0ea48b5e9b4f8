import { caredConditionSaid } from '../reader/cared-condition.js';
import { letterLevel } from '../reader/levels.js';
import { readQuestion } from '../reader/read.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { anotherWorkerLevel } from './another-worker-level.js';
import { careLevel } from './care-ladder.js';
import type { AgentContext } from './context.js';
import { decidedLevel } from './decided-level.js';
import { ASKS_LEVEL, documentTasks } from './document-classification.js';
import { houseworkLevel } from './housework-level.js';
import { score } from './level-score.js';

/** What needs a level to be answered: a minimum, a pay, an hour, a cost, a 13ª, TFR or increments from the table. */
const NEEDS_LEVEL = new Set([
  'minimum_pay',
  'hourly_rate',
  'gross_to_net',
  'employer_cost',
  'overtime_value',
  'thirteenth_pro_rata',
  'tfr',
  // "e gli scatti per lei di quanto sono?": one increment's value is the level's.
  'seniority',
]);

/**
 * The level the classification asked in the turn before decided, in agreement `id`: read again from that
 * question (the rules inquadra applies, then its scoring). Undefined when the turn before was not a
 * classification in that agreement, or no level fits it.
 */
export function earlierDecidedLevel(ctx: AgentContext, id: number): string | undefined {
  const history = ctx.history ?? [];
  // "Che livello gli do?", "e il minimo a tempo pieno?", "e a part-time 24 ore?": a pay turn in between that
  // named no level keeps the classification before it as the conversation's level (up to three turns back).
  for (let back = 1; back <= Math.min(3, history.length); back++) {
    const decided = decidedAt(ctx, id, back);
    if (decided !== null) return decided;
  }
  return undefined;
}

/** The level the turn `back` turns before decided; null when that turn is a pay question with no level of its own. */
function decidedAt(ctx: AgentContext, id: number, back: number): string | undefined | null {
  const earlier = ctx.history?.at(-back);
  const ccnl = ctx.kb.byCategory(id);
  if (earlier === undefined || earlier === ctx.message || !ccnl) return undefined;
  // Read on its own words (no agent hint): only a turn that asked a level is a classification.
  const before = readQuestion({
    kb: ctx.kb,
    message: earlier,
    history: ctx.history?.slice(0, -back) ?? [],
    today: ctx.today,
  });
  if (before.slots.agreements[0] !== id) return undefined;
  // "Livello da applicare e importo della 13ª?": a level asked beside another subject, decided on a profile.
  const besideOther =
    before.intent !== 'classification' &&
    (before.alsoAsked.includes('classification') || ASKS_LEVEL.test(readable(earlier)));
  if (before.intent !== 'classification' && !besideOther)
    return NEEDS_LEVEL.has(before.intent) && !before.slots.level && !before.slots.amounts.length
      ? null
      : undefined;
  // "il livello che ho messo è giusto?" beside a contract: decided, as then, on the tasks the contract lists.
  const tasks = ASKS_LEVEL.test(readable(earlier)) ? documentTasks(ctx) : undefined;
  const told = tasks ? `Mansioni: ${tasks} ${earlier}` : earlier;
  const best = score(ccnl, told).sort((a, b) => b.score - a.score)[0];
  if (besideOther && !best?.example) return decidedLevel(ccnl, told);
  return decidedLevel(ccnl, told) ?? (best && best.score > 0 ? best.level?.level : undefined);
}

/**
 * "Che livello gli spetta?" then "e quanto gli devo dare al mese?": the level the earlier classification decided
 * is the conversation's level; a domestic worker described by whom they look after has the care ladder's. The request is returned unchanged when a level is given or none was decided.
 */
export function withEarlierLevel(ctx: AgentContext, req: TypedRequest): TypedRequest {
  const id = req.slots.agreements[0];
  // ("e un altro autista che fa solo cisterne ADR?": another worker's job, placed anew: another-worker-level.ts.)
  const redescribed = redescribedLevel(ctx, req) ?? anotherWorkerLevel(ctx, req);
  if (redescribed) return { ...req, slots: { ...req.slots, level: redescribed } };
  // (A count of hours is no pay; a part-timer's supplementary hours are valued on the level's hour.)
  const needsLevel =
    NEEDS_LEVEL.has(req.intent) || (req.intent === 'part_time' && req.slots.extraHours !== undefined);
  if (req.slots.level || req.slots.amounts.some((a) => a.kind !== 'hours') || id === undefined || !needsLevel)
    return req;
  // "una ragazza che prende i bambini a scuola", "compagnia a mio padre autosufficiente": the domestic care
  // ladder decides the level from whom the worker looks after (care-ladder.ts).
  const ccnl = ctx.kb.byCategory(id);
  // (Increments take only a level a classification decided: the care ladder's level is no increment's.)
  const level =
    earlierDecidedLevel(ctx, id) ??
    (ccnl && req.intent !== 'seniority'
      ? (careLevel(ccnl, ctx.message) ?? houseworkLevel(ccnl, ctx.message))
      : undefined);
  return level ? { ...req, slots: { ...req.slots, level } } : req;
}

/**
 * "livello B, la colf" then "e se invece la prendiamo come baby sitter per nostro figlio di 8 anni?": a follow-up
 * that describes the job anew, by whom the worker looks after, has the care ladder's level, not the one the
 * conversation carried; a level the follow-up names itself stays.
 */
const TRAINING_TOLD =
  /\boss\b|\battestat\w*|\bdiplom\w*|\bqualific\w*|\bformat[oaie]\b|\bformazione\b|\bcorso\b|\bsenza (?:titolo|corso|diploma)\b/;

function redescribedLevel(ctx: AgentContext, req: TypedRequest): string | undefined {
  const id = req.slots.agreements[0];
  const carried = req.slots.level;
  if (!carried || !ctx.history?.length || id === undefined || !NEEDS_LEVEL.has(req.intent)) return undefined;
  const ccnl = ctx.kb.byCategory(id);
  // ("e la paga minima per la ds convivente?": a level the turn names, in any case, is the one asked.)
  if (!ccnl || new RegExp(`\\b${carried}\\b`, 'i').test(ctx.message)) return undefined;
  // ("e se ne prendiamo una con l'attestato da OSS?": the turn changes the worker's training, which the reader
  // weighed with the person looked after told before; the earlier description does not undo it.)
  // A turn that tells who is looked after beside the training ("badante di mia suocera non autosufficiente, senza
  // corso") is a job described anew, decided on its own words below.
  // ("e se la signora fosse autosufficiente?": likewise the person's condition the turn changes, which the reader
  // moved the carried level by: ../reader/cared-condition.ts.)
  if (
    (TRAINING_TOLD.test(readable(ctx.message)) || caredConditionSaid(readable(ctx.message))) &&
    !careLevel(ccnl, ctx.message)
  )
    return undefined;
  // The last turn that says who is looked after or names a level decides (a part of the same question, such as
  // "Quanto sarebbe il minimo orario?" after the description, reads the description before it).
  for (const turn of [ctx.message, ...ctx.history.toReversed()].slice(0, 3)) {
    if (letterLevel(ccnl, turn)) return undefined;
    const described = careLevel(ccnl, turn);
    if (described) return described !== carried ? described : undefined;
  }
  return undefined;
}
