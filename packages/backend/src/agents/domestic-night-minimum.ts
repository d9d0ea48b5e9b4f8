import type { Ccnl } from '../kb/schema.js';
import { sectionAsked } from '../kb/section-asked.js';
import { askedClause } from '../reader/asking-clause.js';
import type { TypedRequest } from '../reader/request.js';
import { fold, readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { careLevel } from './care-ladder.js';
import type { AgentContext } from './context.js';
import { domesticPay } from './domestic-pay.js';
import { nightPresenceAnswer } from './night-presence.js';

/**
 * A domestic night job's minimum asked at the end of a family's story: "la mattina viene una colf 20 ore a 8 €
 * l'ora … qual è il minimo mensile per la sola presenza notturna?", then "e se di notte va assistito perché non
 * è più autosufficiente? quanto sarebbe il minimo al mese?". The story's figures (the day worker's hourly pay,
 * a cousin's 500 €) are not the ask: the night table's minimum is, for presence (table E) or for assistance
 * (table D, at the level the care ladder decides). Before, the day worker's pay was read as a contributions
 * question.
 */

// The ask names a minimum, not the contributions, the cost or the net of the figures told.
const MINIMUM = /\bminim[oaie]\b/;
const OTHER_ASK = /\bcontribut|\binps\b|\bcost[aio]\b|\bnett[oaie]\b|\btrattenut/;
// "di notte il nonno va proprio assistito", "la notte deve assisterlo": assistance at night said in a follow-up.
const ASSISTED_AT_NIGHT =
  /\b(?:di|la) notte\b[^.?!;]{0,50}\bassist(?:it[oaie]|ere|erl[oaie]|enza)\b|\bassist(?:it[oaie]|ere|erl[oaie]) (?:\w+ ){0,3}?(?:di|la) notte\b/;
// An hour's minimum asked is the hourly table's, not a night's month.
const HOURLY = /\borari[ao]\b|\ball ?'? ?ora\b|\bl ?'? ?ora\b|\bper ora\b/;
const CONDITION_CHANGED = /^(?:e|ma|invece|ok)\b[^?]{0,12}\bse\b|^e invece\b/;
const DENIED = /\bnon (?:deve |dovra |serve )?(?:\w+ )?assist|\b(?:niente|senza|nessuna) assistenza\b/;

export function domesticNightMinimum(
  ctx: AgentContext,
  req: TypedRequest,
  ccnl: Ccnl | undefined,
): AgentAnswer | undefined {
  if (!ccnl) return undefined;
  const ask = askedClause(fold(ctx.message));
  // "E se invece di notte va assistito?" after a minimum asked: the same minimum under the condition changed.
  const previous = askedClause(fold(ctx.history?.at(-1) ?? ''));
  const again = CONDITION_CHANGED.test(fold(ctx.message)) && MINIMUM.test(previous);
  if (!(MINIMUM.test(ask) || again) || OTHER_ASK.test(ask) || HOURLY.test(ask)) return undefined;
  // The turn that last speaks of the night decides its table ("Quanto sarebbe il minimo al mese?" reads the
  // sentence before it, "e se di notte va assistito…").
  const turns = [ctx.message, ...(ctx.history ?? []).toReversed()];
  let section: string | undefined;
  let assisted = false;
  for (const turn of turns) {
    const folded = fold(turn);
    assisted = ASSISTED_AT_NIGHT.test(folded) && !DENIED.test(folded);
    // ("non dorme da noi" says the worker does not stay the night.)
    const night = folded.replace(/\bnon (?:\w+ )?dorm\w*(?: \w+){0,3}/g, ' ');
    section = assisted ? 'assistenza notturna' : sectionAsked(ccnl, [readable(night)]);
    if (section) break;
  }
  if (section !== 'assistenza notturna' && section !== 'presenza notturna') return undefined;
  // Only a question with figures of its story (or a request read as something else) needs this reading.
  if (req.intent === 'minimum_pay' && !req.slots.amounts.length && !assisted) return undefined;
  const clean: TypedRequest = {
    ...req,
    intent: 'minimum_pay',
    slots: { ...req.slots, amounts: [], weeklyHours: undefined, level: undefined },
  };
  if (section === 'presenza notturna') return nightPresenceAnswer(ctx, clean, ccnl);
  // The care ladder on the latest turn that tells who is looked after (the follow-up's own words first).
  const level = turns.map((t) => careLevel(ccnl, t)).find(Boolean);
  if (!level) return undefined;
  const night = { ...ctx, message: assisted ? `${ctx.message} (assistenza notturna)` : ctx.message };
  return domesticPay(night, { ...clean, slots: { ...clean.slots, level, cohabiting: undefined } }, ccnl);
}
