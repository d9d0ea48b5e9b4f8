import { euro, italianDate, percent } from '../kb/format.js';
import { findLevel, levelPayAt, seniorityAmount } from '../kb/pay.js';
import type { Ccnl } from '../kb/schema.js';
import { cents } from '../payroll/net-pay.js';
import { askedSentence } from '../reader/asking-clause.js';
import { countValue } from '../reader/numbers.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { levelMovedTo, levelsIn } from './level-gap-asked.js';
import { withOpenings } from './multi-part.js';
import { levelName } from './shared/levels.js';

/**
 * Two rules of the seniority increments asked as a case: a change of level (the increments matured revalued at
 * the new level, or kept at the level each matured in) and a superminimo or merit raise said to absorb them.
 * The rule opens the answer, then the figure it gives when the count and the new level are known.
 */

/** "è passato dal C2 al C3", "promosso al 4°", "la passo al livello CS", "cambio di livello". */
const LEVEL_CHANGE =
  /\bpromoss\w*|\bpromozion\w*|\bpromuov\w*|\bpassaggio (?:di|al|a un|a) (?:livello|categoria)|\bcambi\w* (?:di )?(?:livello|categoria)|\bpass\w* (?:dal (?:livello )?\S+ )?al (?:livello \S+|\d{1,2}\s*°?|[a-d][1-3s]?\b|quadr\w*)|\b(?:la|lo) passo\b/i;
/** The increments asked in the sentence that asks ("che succede ai suoi scatti", "gli scatti restano?"). */
const INCREMENTS_ASKED = /\bscatt\w*|\banzianita\b/;

/** "lo scatto è già compreso nei 60 euro", "farci rientrare dentro lo scatto", "assorbire lo scatto". */
const ABSORBED =
  /\bassorb\w*|\bcompres\w*\W{1,3}(?:nel|nei|nella|nell'|in)\b|\brientrar\w* (?:dentro|nel|nei)|\bfarci rientrare\b|\binglob\w*|\bcoprir\w* (?:lo|gli) scatt/;
/** What may absorb them: a superminimo, a merit raise, an individual raise, a sum paid on top of the minimum. */
const ABSORBER =
  /\bsuperminim\w*|\bmerito\b|\baument\w* (?:individual\w*|personal\w*|ad personam)|\bin piu al mese\b|\bfuori busta\b/;

const ruleCitations = (ccnl: Ccnl, text: string) =>
  citeSources(
    ccnl,
    `Scatti di anzianità: ${text}`,
    ccnl.seniority_increments.article ?? null,
    ccnl.seniority_increments.sources,
    2,
  );

/** "può assorbire lo scatto nel superminimo?": not absorbable, said first, with the agreement's words. */
export function absorptionAnswer(ctx: AgentContext, ccnl: Ccnl): AgentAnswer | undefined {
  const rule = ccnl.seniority_increments;
  const text = readable(ctx.message);
  const asked = readable(askedSentence(ctx.message));
  if (!rule.absorption || !ABSORBED.test(text) || !ABSORBER.test(text)) return undefined;
  // The increments are what the question asks about: named in the sentence that asks, or the short message.
  if (!INCREMENTS_ASKED.test(asked) && !/\b(?:puo|posso|devo|deve|possono)\b/.test(asked)) return undefined;
  if (!INCREMENTS_ASKED.test(text)) return undefined;
  return compose({
    answer: `${bold('No')}: nel ${ccnl.short_name} gli scatti di anzianità ${bold('non sono assorbibili')} dal superminimo o da un aumento di merito: ${rule.absorption}. Lo scatto maturato va pagato in più, come voce a sé, oltre al superminimo.`,
    steps: rule.text ? [`Regola del ${ccnl.short_name}: ${rule.text.replace(/\.$/, '')}.`] : [],
    assumptions: [
      'Un accordo individuale non può togliere al lavoratore lo scatto che il CCNL gli riconosce; se in busta manca, si può chiedere la differenza arretrata.',
    ],
    citations: ruleCitations(ccnl, rule.absorption),
    related: [`Quanto vale uno scatto di anzianità nel ${ccnl.short_name}?`],
  });
}

/** The level moved to: the first named after the change's words, the level left ("dal livello C2") set aside. */
function levelAfterChange(ccnl: Ccnl, message: string): string | undefined {
  const m = LEVEL_CHANGE.exec(message);
  if (!m) return undefined;
  const span = message
    .slice(m.index, m.index + m[0].length + 30)
    .replace(/\bdal\s+(?:livello\s+)?\S+\s+/i, '');
  return levelMovedTo(ccnl, span) ?? levelsIn(ccnl, span)[0];
}

/** The count of increments matured the turn or the turn before states ("aveva già maturato 3 scatti"). */
function countSaid(ctx: AgentContext, req: TypedRequest): number | undefined {
  if (req.slots.seniorityIncrements !== undefined) return req.slots.seniorityIncrements;
  for (const text of [ctx.message, ctx.history?.at(-1) ?? '']) {
    const m = /\b(\d|uno|un|due|tre|quattro|cinque|sei|sette) scatti?\b/.exec(readable(text));
    if (m?.[1]) return countValue(m[1]);
  }
  return undefined;
}

/** The pay with the increments asked ("minimo + scatti", "paga base più scatti", "il lordo", "lo stipendio"). */
const PAY_ASKED =
  /\b(?:minim\w*|paga base|tabellare)\s*(?:\+|e|piu|con)\s*(?:gli )?scatt|\blord\w*|\bstipendio\b|\bretribuzion\w* (?:mensile|lorda|totale)|\btra minimo e scatti\b|\brispetto ad? (?:adesso|ora|prima)\b/;

/** "il prossimo scatto gli matura nel 2027: quanto in totale?": the count once the next increment matures. */
const NEXT_MATURES =
  /\b(?:prossimo|nuovo|terzo|quarto|quinto) scatto\b[^?]{0,80}\bmatur\w*|\bquando (?:gli |le |mi )?matur\w*/;

/** "passato dal C2 al C3 con 3 scatti: che succede agli scatti?": the agreement's rule, then the new total. */
export function levelChangeAnswer(ctx: AgentContext, req: TypedRequest, ccnl: Ccnl): AgentAnswer | undefined {
  return levelChange(ctx, req, ccnl, false);
}

/**
 * "cosa succede agli scatti e quale sarà la nuova retribuzione (minimo più scatti)?": the pay the routes that add
 * the minimum give opens the answer, the agreement's rule on a change of level right after its opening.
 */
export function levelChangeAfterPay(
  answer: AgentAnswer,
  ctx: AgentContext,
  req: TypedRequest,
  ccnl: Ccnl,
): AgentAnswer {
  const rule = levelChange(ctx, req, ccnl, true);
  return rule ? withOpenings(answer, [rule]) : answer;
}

/** The pay asked beside a change of level is the level reached's ("dal B la passo al C": the C's pay). */
export function levelReached(ctx: AgentContext, req: TypedRequest, ccnl: Ccnl): TypedRequest {
  if (!levelChange(ctx, req, ccnl, true)) return req;
  const target = levelAfterChange(ccnl, ctx.message);
  return target && target !== req.slots.level ? { ...req, slots: { ...req.slots, level: target } } : req;
}

/** The rule on a change of level; with `payFirst`, only when the pay with the increments is asked too. */
function levelChange(
  ctx: AgentContext,
  req: TypedRequest,
  ccnl: Ccnl,
  payFirst: boolean,
): AgentAnswer | undefined {
  const rule = ccnl.seniority_increments;
  const change = rule.level_change;
  const text = readable(ctx.message);
  const moved = LEVEL_CHANGE.exec(text);
  // ("mai cambiato livello", "non è stato promosso": no change of level.)
  const denied =
    moved && /\b(?:mai|non(?: \w+)?|senza)\s*$/.test(text.slice(Math.max(0, moved.index - 14), moved.index));
  if (!change || !moved || denied || !INCREMENTS_ASKED.test(readable(askedSentence(ctx.message))))
    return undefined;
  const name = ccnl.short_name;
  const citations = ruleCitations(ccnl, change.text);
  const opening = change.revalued
    ? `Nel ${name} con il passaggio di livello gli scatti già maturati ${bold('restano nel numero ma si ricalcolano al valore del nuovo livello')}: ${change.text}.`
    : `Nel ${name} gli scatti già maturati ${bold('non si ricalcolano')} con il passaggio di livello: ${change.text}.`;
  const target = levelAfterChange(ccnl, ctx.message) ?? req.slots.level ?? findLevel(ccnl, ctx.message);
  const years = req.slots.seniorityYears;
  const matured =
    countSaid(ctx, req) ??
    (years !== undefined && rule.period_years
      ? Math.min(Math.floor(years / rule.period_years), rule.max_count ?? 99)
      : undefined);
  const count =
    matured !== undefined && NEXT_MATURES.test(text) && /\b(?:vecch|gia matur|precedent|anche)\w*/.test(text)
      ? matured + 1
      : matured;
  const date = req.slots.date ?? ctx.today;
  const pay = target ? levelPayAt(ccnl, target, date) : undefined;
  const each = target && pay ? seniorityAmount(ccnl, target, pay.row) : undefined;
  const cap = rule.max_count ?? count ?? 0;
  // "quanto in totale minimo + scatti?", "il lordo adesso": the routes that add the minimum answer, the rule after
  // their opening (levelChangeAfterPay).
  const payAsked =
    change.revalued &&
    (PAY_ASKED.test(text) || req.alsoAsked.includes('minimum_pay')) &&
    !/\bvoce\b/.test(text);
  if (payAsked !== payFirst) return undefined;
  const figured = target && pay && each !== undefined && count && count <= cap;
  // Revalued with no figure to give: the routes that count the increments answer (the rule is in their notes);
  // after the pay, the rule alone.
  if (change.revalued && !figured && !payFirst) return undefined;
  if (!change.revalued || !target || !pay || each === undefined || !count)
    return compose({
      answer: opening,
      steps: rule.text ? [`Regola del ${name}: ${rule.text.replace(/\.$/, '')}.`] : [],
      citations,
      related: [`Quanto vale uno scatto di anzianità nel ${name}?`],
    });
  const total = cents(count * each);

  const share = rule.percent_of_minimum
    ? `${count} × ${percent(rule.percent_of_minimum)} del minimo del nuovo livello (${levelName(ccnl, target)}: ${euro(pay.row.amount)}), `
    : '';
  return compose({
    answer: `${opening} Per ${count === 1 ? 'uno scatto' : `${count} scatti`} al ${levelName(ccnl, target)} la voce scatti è ${bold(`${euro(total)} al mese`)} (${share}${count} × ${euro(each)}, importo del nuovo livello al ${italianDate(date)}).`,
    steps: rule.text ? [`Regola del ${name}: ${rule.text.replace(/\.$/, '')}.`] : [],
    assumptions: [
      count !== matured
        ? `${matured} scatti già maturati più quello nuovo: ${count} scatti, tutti al valore del nuovo livello.`
        : 'Conteggio degli scatti come indicato, tutti al valore del nuovo livello.',
    ],
    citations,
    related: [`Quanto prende il ${levelName(ccnl, target)} del ${name} con ${count} scatti?`],
  });
}

/** Either rule, when the question asks it. */
export function incrementRulesAnswer(
  ctx: AgentContext,
  req: TypedRequest,
  ccnl: Ccnl,
): AgentAnswer | undefined {
  if (!/scatt|anzianit/.test(readable(ctx.message)) && req.intent !== 'seniority') return undefined;
  return absorptionAnswer(ctx, ccnl) ?? levelChangeAnswer(ctx, req, ccnl);
}
