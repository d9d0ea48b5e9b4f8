import { euro, italianDate } from '../kb/format.js';
import { levelPayAt, seniorityAmount } from '../kb/pay.js';
import type { Ccnl } from '../kb/schema.js';
import { askedSentence } from '../reader/asking-clause.js';
import { ORDINAL_WORDS, ordinalNumber } from '../reader/ordinals.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { hireAndCount, incrementsBetween } from './increments-since.js';
import { levelName } from './shared/levels.js';

// "quando matura il prossimo scatto", "da che mese scatta il primo scatto", "lo scatto quando arriva?".
const ORDINAL_SCATTO = new RegExp(`\\b(${ORDINAL_WORDS.join('|')}) scatto\\b`);

const WHEN_ASKED =
  /\bquando\b[^?.]{0,60}\bscatt\w*|\bscatt\w*[^?.]{0,40}\bquando\b|\b(?:da )?(?:che|quale) (?:data|mese|giorno)\b[^?.]{0,40}\bscatt|\bscatt\w*[^?.]{0,40}\b(?:da )?(?:che|quale) (?:data|mese)\b/;

// "il primo quando mi arriva?", "e il prossimo quando?": the increment left unsaid, the turn before naming it.
const FIRST_OR_NEXT_WHEN =
  /\b(?:primo|prossimo|secondo|terzo)\b[^?.]{0,25}\bquando\b|\bquando\b[^?.]{0,30}\b(?:il|lo) (?:primo|prossimo|secondo|terzo)\b/;

function firstOrNextWhen(ctx: AgentContext): boolean {
  const asked = askedSentence(readable(ctx.message));
  if (!FIRST_OR_NEXT_WHEN.test(asked)) return false;
  return /\bscatt/.test(readable(ctx.message)) || /\bscatt/.test(readable(ctx.history?.at(-1) ?? ''));
}

/**
 * When the next seniority increment is owed, from a hire date the question (or a payslip) gives: the date the
 * next whole period of service ends, from the 1st of the following month when the rule says so, and what it
 * adds on the level at today's table. Undefined when the question does not ask when, or the hire is unknown.
 */
export function nextIncrementAnswer(
  ctx: AgentContext,
  req: TypedRequest,
  ccnl: Ccnl,
): AgentAnswer | undefined {
  // The sentence that asks: "quando l'abbiamo presa nessuno ci ha parlato di scatti" is the story's "quando".
  if (!WHEN_ASKED.test(askedSentence(readable(ctx.message))) && !firstOrNextWhen(ctx)) return undefined;
  const rule = ccnl.seniority_increments;
  // Counted at today: the date the question states is the hire's.
  const { date: _hireDay, ...slots } = req.slots;
  const since = hireAndCount(ctx, { ...req, slots }, rule);
  if (!since || !rule.period_years) return undefined;
  const all = incrementsBetween(rule, since.hire, '9999-12-31');
  // "da quale mese decorre il secondo scatto?": that increment, matured or not; else the next one.
  const named =
    ORDINAL_SCATTO.exec(readable(ctx.message))?.[1] ??
    (firstOrNextWhen(ctx)
      ? /\b(primo|secondo|terzo)\b/.exec(askedSentence(readable(ctx.message)))?.[1]
      : undefined);
  const index = named ? (ordinalNumber(named) ?? since.count + 1) - 1 : since.count;
  const next = all?.from[index];
  const name = ccnl.short_name;
  const facts = rule.text
    ? citeSources(ccnl, `Scatti di anzianità: ${rule.text}`, rule.article ?? null, rule.sources, 1)
    : [];
  if (!next)
    return compose({
      answer: `Con l'assunzione del ${italianDate(since.hire)} ${bold(`gli scatti sono già tutti maturati`)}: il ${name} ne prevede al massimo ${rule.max_count}.`,
      steps: since.steps,
      citations: facts,
      related: [],
    });
  const level = req.slots.level;
  const pay = level ? levelPayAt(ccnl, level, ctx.today) : undefined;
  const each = level && pay ? seniorityAmount(ccnl, level, pay.row) : undefined;
  const ordinal = index + 1;
  const owedAlready = next <= ctx.today;
  const value =
    level && each !== undefined
      ? ` e vale ${bold(euro(each))} al mese per il ${levelName(ccnl, level)} (importo della tabella in vigore oggi)`
      : '';
  return compose({
    answer: named
      ? `Il ${ordinal}° scatto di anzianità ${owedAlready ? 'spetta' : 'spetterà'} dal ${bold(italianDate(next))}${value}.`
      : `Il prossimo scatto di anzianità (il ${ordinal}°) spetta dal ${bold(italianDate(next))}${value}.`,
    steps: [
      ...since.steps,
      `${named ? `${ordinal}° scatto` : 'Prossimo scatto'}: ${rule.period_years * ordinal} anni di servizio dall'assunzione del ${italianDate(since.hire)}, dovuto dal ${italianDate(next)}.`,
    ],
    assumptions: [
      "L'anzianità conta dalla data di assunzione nella stessa azienda, senza periodi che non la fanno maturare (es. aspettative non retribuite).",
    ],
    citations: facts,
    related: [`Quanto vale uno scatto di anzianità nel ${name}?`],
  });
}
