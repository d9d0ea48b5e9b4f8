import { euro, italianDate } from '../kb/format.js';
import { stepInMonth } from '../kb/increases.js';
import { levelPayAt, seniorityAmount } from '../kb/pay.js';
import type { Ccnl } from '../kb/schema.js';
import { cents } from '../payroll/net-pay.js';
import type { TypedRequest } from '../reader/request.js';
import { fold, readable } from '../reader/text.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { bold, compose, table } from './compose.js';
import { type AgentContext, targetAgreements } from './context.js';
import { levelMovedTo, levelsIn, MOVE } from './level-gap-asked.js';
import { validityLine } from './renewal.js';
import { levelName } from './shared/levels.js';

/**
 * Two levels of one agreement asked in one question, each with its own figure: a move between them with the
 * increments kept ("passare da D2 a C2 con 2 scatti: quanto cambia, minimo più scatti?") and a tranche's rise
 * asked of each ("a giugno di quanto è aumentato il minimo del D1 e di quanto quello del C3?", "a gennaio a quanto passa
 * l'ERN del 4° e del 3°?": the new figures, with the validity when asked too). The answer gives
 * both levels' figures, never only the first level read.
 */

/** "quanto cambia", "di quanto sale", "differenza", "prima e dopo": the move's effect on the pay is asked. */
const CHANGE_ASKED =
  /\bquanto (?:\w+ ){0,2}?cambi\w*|\bdifferenz|\bin piu\b|\bin meno\b|\bprima e dopo\b|\bdi quanto (?:aument|cresc|sal)|\bguadagn|\bperd/;
/** "di quanto è aumentato … e di quanto quello del C3": a rise asked of each level. */
const RISE_ASKED =
  /\bdi quanto (?:e |sono |sara |e stat\w )?(?:aument|cresc|sal|salit)\w*|\baument\w* (?:di )?quanto\b/;
/** "a quanto passa l'ERN del 4° e del 3°?", "quanto diventa", "a quanto sale": each level's new figure asked. */
const AFTER_ASKED =
  /\ba quanto (?:\w+ )?(?:pass|sal|arriv|va|andr|port)\w*|\bquanto divent\w*|\bnuov[oi] (?:minim|import|valor)\w*/;
/** The agreement's validity asked beside ("e fino a quando è valido?", "la scadenza del contratto"). */
const VALIDITY_ASKED = /\bscad\w*|\bvigenz\w*|\bfino a quando\b|\bvalid(?:it|o\b|a\b)\w*/;
/** A gap between the two levels asked instead of each one's rise. */
const GAP_ASKED = /\bdifferenz|\brispetto (?:a|al|all')\b|\bscarto\b|\btra (?:il|i) \w+ e (?:il|l')\b/;

/** "l'aumento … per questi tre livelli", "l'aumento mensile … di ciascun livello": each level's rise asked. */
const EACH_LEVEL_RISE =
  /\baument\w*\b[^?]{0,60}\b(?:per|di|a) (?:questi|quest[ie] \w+|ciascun|ognuno|tutti (?:e )?\w*)\b/;

/** ", quello del D2 di … e quello del B3 di …": the levels after the first, joined as Italian lists them. */
function others<T>(steps: T[], say: (s: T) => string): string {
  const rest = steps.slice(1).map(say);
  return rest.length > 1 ? `, ${rest.slice(0, -1).join(', ')} e ${rest.at(-1)}` : ` e ${rest[0] ?? ''}`;
}

function twoLevels(ccnl: Ccnl, message: string): [string, string] | undefined {
  const named = [...new Set(levelsIn(ccnl, message))];
  return named.length === 2 && named[0] && named[1] ? [named[0], named[1]] : undefined;
}

/**
 * A worker moved between two levels with the increments matured: each level's minimum plus the same count of
 * increments at that level's value (the increments are revalued at the new level), and the change.
 */
export function levelMoveWithIncrements(
  ctx: AgentContext,
  req: TypedRequest,
  ccnl: Ccnl,
): AgentAnswer | undefined {
  const count = req.slots.seniorityIncrements;
  const text = readable(ctx.message);
  const pair = twoLevels(ccnl, ctx.message);
  if (!count || !pair || !CHANGE_ASKED.test(text) || /\bnett/.test(text)) return undefined;
  const moved = MOVE.test(fold(text));
  const to = moved ? undefined : levelMovedTo(ccnl, text);
  if (!moved && !to) return undefined;
  const [from, target] = moved ? pair : to === pair[0] ? [pair[1], pair[0]] : pair;
  const date = req.slots.date ?? ctx.today;
  const rows = [from, target].map((level) => {
    const pay = levelPayAt(ccnl, level, date);
    const each = pay ? seniorityAmount(ccnl, level, pay.row) : undefined;
    return pay && each !== undefined
      ? { level, pay, each, total: cents(pay.row.amount + count * each) }
      : undefined;
  });
  const [a, b] = rows;
  if (!a || !b) return undefined;
  const change = cents(b.total - a.total);
  const name = (level: string) => levelName(ccnl, level);
  const increments = `${count} ${count === 1 ? 'scatto' : 'scatti'}`;
  return compose({
    answer: `Nel ${ccnl.short_name}, con ${increments} di anzianità, passando dal ${name(a.level)} al ${name(b.level)} la retribuzione mensile lorda (minimo più scatti) ${change >= 0 ? 'sale' : 'scende'} di ${bold(euro(Math.abs(change)))} al ${italianDate(date)}: da ${bold(euro(a.total))} a ${bold(euro(b.total))}.`,
    steps: table([
      ...[a, b].flatMap((r): [string, string][] => [
        [
          `Minimo ${name(r.level)} (tabella dal ${italianDate(r.pay.table.effective_from)})`,
          euro(r.pay.row.amount),
        ],
        [`Scatti ${name(r.level)}: ${count} × ${euro(r.each)}`, euro(cents(count * r.each))],
        [`**Totale ${name(r.level)}**`, `**${euro(r.total)}**`],
      ]),
      ['**Differenza al mese**', `**${euro(change)}**`],
    ]),
    assumptions: [
      `Gli scatti già maturati si conservano nel passaggio di livello, rivalutati al valore del nuovo livello (${euro(a.each)} → ${euro(b.each)} ciascuno).`,
      'Senza superminimo né altre voci individuali.',
    ],
    citations: [
      ...citeSources(
        ccnl,
        `Scatti di anzianità: ${name(a.level)} ${euro(a.each)}, ${name(b.level)} ${euro(b.each)}`,
        ccnl.seniority_increments.article ?? null,
        ccnl.seniority_increments.sources,
      ),
      ...citeSources(
        ccnl,
        `${name(a.level)} ${euro(a.pay.row.amount)}, ${name(b.level)} ${euro(b.pay.row.amount)}`,
        `tabella minimi dal ${italianDate(b.pay.table.effective_from)}`,
        b.pay.table.sources,
      ),
    ],
    related: [`Quanto vale uno scatto di anzianità nel ${ccnl.short_name}?`],
  });
}

/** A tranche's rise asked of two levels at the month asked: each level's step, from the tables. */
export function levelsTrancheRise(
  ctx: AgentContext,
  req: TypedRequest,
  reachedOnly = false, // a minimum's question: only "a quanto passa" of a month's tranche
): AgentAnswer | undefined {
  const ccnl = targetAgreements(ctx).agreements[0];
  const text = readable(ctx.message);
  const date = req.slots.date;
  const after = !RISE_ASKED.test(text) && AFTER_ASKED.test(text);
  if (reachedOnly && !after) return undefined;
  const named = ccnl ? [...new Set(levelsIn(ccnl, ctx.message))] : [];
  // "l'aumento di giugno 2026 per questi tre livelli" (D1, D2 e B3 told in the story): each level's rise too.
  const rise = RISE_ASKED.test(text) || (named.length > 2 && EACH_LEVEL_RISE.test(text));
  if (!ccnl || !date || !(rise || after) || GAP_ASKED.test(text)) return undefined;
  if (named.length < 2 || named.length > 4) return undefined;
  const found = named.map((level) => {
    const step = stepInMonth(ccnl, level, date);
    return step ? { level, step } : undefined;
  });
  const steps = found.filter((s): s is NonNullable<(typeof found)[number]> => !!s);
  const [a, b] = steps;
  if (!a || !b || steps.length < found.length) return undefined;
  const name = (level: string) => levelName(ccnl, level);
  const line = (s: NonNullable<typeof a>) =>
    `${bold(euro(s.step.amount))} (da ${euro(s.step.before)} a ${euro(s.step.after)})`;
  // The new figure asked ("a quanto passa"): each level's new minimum opens, its rise beside it.
  const reached = (s: NonNullable<typeof a>) =>
    `${bold(euro(s.step.after))} (+${euro(s.step.amount)}, da ${euro(s.step.before)})`;
  const validity = VALIDITY_ASKED.test(text) ? ` ${validityLine(ccnl, ctx.today, true)}` : '';
  return compose({
    answer: after
      ? `Nel ${ccnl.short_name} dal ${italianDate(a.step.from)} il minimo mensile del ${name(a.level)} passa a ${reached(a)}${others(steps, (s) => `quello del ${name(s.level)} a ${reached(s)}`)}.${validity}`
      : `Nel ${ccnl.short_name} dal ${italianDate(a.step.from)} il minimo mensile del ${name(a.level)} è aumentato di ${line(a)}${others(steps, (s) => `quello del ${name(s.level)} di ${line(s)}`)}.${validity}`,
    steps: table(
      steps.map((s): [string, string] => [
        `${name(s.level)}: ${euro(s.step.after)} − ${euro(s.step.before)}`,
        euro(s.step.amount),
      ]),
      ['Livello', 'Aumento'],
    ),
    citations: citeSources(
      ccnl,
      `${name(a.level)} ${euro(a.step.after)}, ${name(b.level)} ${euro(b.step.after)}`,
      `tabella minimi dal ${italianDate(a.step.from)}`,
      a.step.table.sources,
    ),
    related: [`Quali sono le tranche di aumento del ${ccnl.short_name}?`],
  });
}
