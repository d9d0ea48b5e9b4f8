import { capitalise, MONTH_NAMES, MONTHS } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import { readLevel } from '../reader/levels.js';
import { countValue } from '../reader/numbers.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { levelShort } from './shared/levels.js';

/**
 * "mi hanno assunto al livello E a settembre 2024 e sono ancora lì: a che livello dovrei essere ora?": the
 * automatic passages the agreement sets after a stay in a level (Vigilanza: guards 6° → 5° → 4° after 18 months
 * each, fiduciary services E → D after 18 months), followed from the level and the month the worker gives to
 * today. The rule is read on the level's own text in the knowledge base ("passa al 5° dopo 18 mesi"); undefined
 * when the level sets none, or the question gives no month or does not ask the level due now.
 */

// The next level asked by name counts too: "mi tocca già il 4 livello o no?", "le spetta ormai il 4°?", "ho già
// diritto al livello D?".
const LEVEL_NOW =
  /\b(?:che|quale|qual e il) livello\b[^?]*\b(?:dovrei|dovrebbe|devo|deve|spett\w*|toccherebbe)\b|\b(?:dovrei|dovrebbe) (?:essere|stare) (?:gia )?(?:al|nel|passat\w*)\b|\b(?:mi|ti|le|gli|ci) (?:tocc\w*|spett\w*) (?:gia |ormai |adesso |ora )?(?:il|al) (?:livello )?[a-z0-9]{1,2}\b|\b(?:ho|ha|abbiamo) (?:gia |ormai |adesso |ora )?diritto al (?:livello )?[a-z0-9]{1,2}\b/;
// The passage the worker tells, the month beside it: "assunto al livello E a settembre 2024", "a settembre 2024
// mi hanno passato al 5°".
const MOVED = /\b(?:assunt\w*|passat\w*|promoss\w*|inquadrat\w*|mess[oia]|entrat\w*|portat\w*)\b/g;
// The day may come before the month ("il 15 marzo 2025", "il 1° marzo 2025") or the date in figures ("15/3/2025").
const MONTH_YEAR = new RegExp(
  String.raw`(?:\b(\d{1,2})(?:°|o)? )?\b(${MONTH_NAMES})(?: del| di)? (20\d\d)\b|\b(\d{1,2})[/.-](\d{1,2})[/.-](20\d\d)\b`,
  'g',
);

/** A date the worker gives: [year, month, day], no day when only the month is said. */
type Told = [number, number, number | undefined];
function toldDate(m: RegExpMatchArray): Told | undefined {
  const [year, month, day] = m[3]
    ? [Number(m[3]), MONTHS.indexOf(m[2] ?? '') + 1, m[1] ? Number(m[1]) : undefined]
    : [Number(m[6]), Number(m[5]), Number(m[4])];
  return month >= 1 && month <= 12 && (day === undefined || (day >= 1 && day <= 31))
    ? [year, month, day]
    : undefined;
}
// "passa al 5° dopo 18 mesi", "passa al 4° livello dopo 18 mesi", "dopo 18 mesi si passa al livello D".
const PASSAGE =
  /\bpassa al (?:livello )?([A-Z0-9]+)°?(?: livello)? dopo (\d{1,2}) mesi\b|\bdopo (\d{1,2}) mesi si passa al (?:livello )?([A-Z0-9]+)\b/i;

interface Step {
  from: string;
  to: string;
  months: number;
  /** The first month at the next level, as [year, month]. */
  at: [number, number];
}

/** The passage a level's text sets: the level reached and the months of stay. */
function passageOf(ccnl: Ccnl, level: string): { to: string; months: number } | undefined {
  const own = ccnl.levels.find((l) => l.level === level);
  const m = own?.declaratoria ? PASSAGE.exec(own.declaratoria) : null;
  if (!m) return undefined;
  const to = (m[1] ?? m[4] ?? '').toUpperCase();
  return ccnl.levels.some((l) => l.level === to) ? { to, months: Number(m[2] ?? m[3]) } : undefined;
}

// The stay told as time gone by ("venti mesi fa", "da 2 anni", "un anno e mezzo fa"): counted back from today.
const AGO =
  /\b(?:da (?:ormai |gia |circa |quasi )?)?(\d{1,3}|\p{L}+) (mes[ei]|ann[oi])( e mezzo)? fa\b|\bda (?:ormai |gia |circa |quasi )?(\d{1,3}|\p{L}+) (mes[ei]|ann[oi])( e mezzo)?\b/gu;
function agoDate(m: RegExpMatchArray, today: [number, number]): Told | undefined {
  const count = countValue(m[1] ?? m[4] ?? '');
  if (count === undefined || count <= 0) return undefined;
  const years = /^ann/.test(m[2] ?? m[5] ?? '');
  const months = years ? count * 12 + (m[3] || m[6] ? 6 : 0) : count;
  const [year, month] = addMonths(today, -months);
  return [year, month, undefined];
}

/** The level the worker says they were moved to, and the date of that move (or the time since, from `today`). */
function toldMove(
  ccnl: Ccnl,
  message: string,
  today: [number, number],
): { level: string; since: Told } | undefined {
  const text = readable(message);
  let found: { level: string; since: Told } | undefined;
  for (const sentence of text.split(/(?<=[.!?;])\s+/)) {
    const dates = [...sentence.matchAll(MONTH_YEAR), ...sentence.matchAll(AGO)];
    const verbs = [...sentence.matchAll(MOVED)];
    if (!dates.length || !verbs.length) continue;
    const verb = verbs[0];
    if (!verb) continue;
    // The month nearest the verb of the move, and the level said right after the verb.
    const date = dates.reduce((a, b) =>
      Math.abs((a.index ?? 0) - (verb.index ?? 0)) <= Math.abs((b.index ?? 0) - (verb.index ?? 0)) ? a : b,
    );
    // (The level may come after the agreement's name: "assunta con il CCNL Vigilanza privata al 5° livello".)
    const after = sentence.slice(verb.index ?? 0, Math.max((verb.index ?? 0) + 40, date.index ?? 0));
    const level = readLevel(ccnl, after, after, false);
    const since = /(?:fa|mes[ei]|ann[oi]|mezzo)$/.test(date[0]) ? agoDate(date, today) : toldDate(date);
    if (!level || !since) continue;
    found = { level, since };
  }
  return found;
}

const monthName = ([year, month]: [number, number]) => `${MONTHS[month - 1]} ${year}`;
const toldName = ([year, month, day]: Told) =>
  day === undefined ? monthName([year, month]) : `${day === 1 ? '1°' : day} ${MONTHS[month - 1]} ${year}`;
/**
 * The first month at the next level: the new level runs from the first day of the month after the one in which
 * the months of stay are completed. From the 1st of a month they end with the month before (1/3 + 18 months:
 * 31/8, so September); from a later day they end within that month (15/3 + 18: 14/9, so October). A month said
 * without a day is counted from its 1st.
 */
const passageAt = ([year, month, day]: Told, months: number): [number, number] =>
  addMonths([year, month], months + (day !== undefined && day > 1 ? 1 : 0));
const addMonths = ([year, month]: [number, number], n: number): [number, number] => {
  const index = year * 12 + (month - 1) + n;
  return [Math.floor(index / 12), (index % 12) + 1];
};

// "per quanto tempo al massimo posso restare al livello E prima di passare al D?", "dopo quanto passo al 5°?",
// "quanti mesi devo stare al 6°?": the stay in a level asked, with no month to follow from.
const STAY_ASKED =
  /\bquanto tempo\b[^?]*\b(?:rest\w*|stare|sto|rimane\w*|rimang\w*|rimaner\w*)\b|\bdopo quanto (?:tempo )?(?:si )?pass\w*|\bquant[ie] (?:mesi|anni)\b[^?]*\b(?:rest\w*|stare|sto|rimane\w*|rimang\w*|permanenza|prima di passare)\b/;
const PASSING_TO = /\bpass\w* (?:al|nel) (?:livello )?([a-z0-9]+)\b/;

/** The level a stay is asked of: the one the worker was put at, else the one leading to the level named next. */
function stayLevel(ccnl: Ccnl, text: string): string | undefined {
  for (const verb of text.matchAll(MOVED)) {
    const after = text.slice(verb.index ?? 0, (verb.index ?? 0) + 40);
    const level = readLevel(ccnl, after, after, false);
    if (level && passageOf(ccnl, level)) return level;
  }
  const to = PASSING_TO.exec(text)?.[1]?.toUpperCase();
  return to ? ccnl.levels.find((l) => passageOf(ccnl, l.level)?.to === to)?.level : undefined;
}

/**
 * The months of stay a level sets before the automatic passage to the next, asked with no month to count from
 * ("mi hanno messo al livello E: per quanto tempo posso restare prima di passare al D?").
 */
function stayAnswer(ctx: AgentContext, ccnl: Ccnl): AgentAnswer | undefined {
  const text = readable(ctx.message);
  if (!STAY_ASKED.test(text)) return undefined;
  const level = stayLevel(ccnl, text);
  const passage = level ? passageOf(ccnl, level) : undefined;
  if (!level || !passage) return undefined;
  const own = ccnl.levels.find((l) => l.level === level);
  return compose({
    answer: `Nel ${ccnl.short_name} dal ${levelShort(level)} si passa al ${levelShort(passage.to)} dopo ${bold(`${passage.months} mesi`)} di permanenza: il passaggio è automatico, a prescindere dalla comunicazione dell'azienda.`,
    steps: own?.declaratoria ? [`${capitalise(levelShort(level))}: «${own.declaratoria}»`] : [],
    assumptions: [
      'I mesi di permanenza si contano dall’ingresso nel livello; il nuovo livello decorre dal mese successivo al loro compimento.',
    ],
    citations: own ? citeSources(ccnl, own.declaratoria ?? '', null, own.sources) : [],
    related: [`Qual è il minimo mensile del ${levelShort(passage.to)} del ${ccnl.short_name}?`],
  });
}

export function levelProgression(ctx: AgentContext, ccnl: Ccnl): AgentAnswer | undefined {
  if (!LEVEL_NOW.test(readable(ctx.message))) return stayAnswer(ctx, ccnl);
  const today: [number, number] = [Number(ctx.today.slice(0, 4)), Number(ctx.today.slice(5, 7))];
  const told = toldMove(ccnl, ctx.message, today);
  if (!told || !passageOf(ccnl, told.level)) return undefined;
  const steps: Step[] = [];
  let level = told.level;
  let since: Told = told.since;
  for (let passage = passageOf(ccnl, level); passage && steps.length < 5; passage = passageOf(ccnl, level)) {
    const at = passageAt(since, passage.months);
    steps.push({ from: level, to: passage.to, months: passage.months, at });
    if (at[0] * 12 + at[1] > today[0] * 12 + today[1]) break;
    level = passage.to;
    since = [at[0], at[1], since[2] === undefined ? undefined : 1];
  }
  const due = levelShort(level);
  // With a day said, the passage is dated to its first day ("dal 1° ottobre 2026"); with a month, to the month.
  const from = (at: [number, number]) =>
    told.since[2] === undefined ? `da ${monthName(at)}` : `dal 1° ${monthName(at)}`;
  const start = levelShort(told.level);
  const [first] = steps;
  const reached = steps.filter((s) => s.at[0] * 12 + s.at[1] <= today[0] * 12 + today[1]);
  const rules = steps.map(
    (s) => `dal ${levelShort(s.from)} si passa al ${levelShort(s.to)} dopo ${bold(`${s.months} mesi`)}`,
  );
  const answer =
    level === told.level
      ? `Oggi spetta ancora il ${bold(due)} del ${ccnl.short_name}: ${rules[0]}, e dal ${toldName(told.since)} i ${first?.months} mesi non sono ancora compiuti; il passaggio spetta ${first ? from(first.at) : ''}.`
      : `Oggi spetta il ${bold(due)} del ${ccnl.short_name}: ${rules.slice(0, reached.length).join('; ')}. Al ${start} dal ${toldName(told.since)}, ${reached.map((s) => `il ${levelShort(s.to)} spetta ${from(s.at)}`).join(', ')}: il passaggio è automatico, a prescindere dalla comunicazione dell'azienda.`;
  const own = ccnl.levels.find((l) => l.level === told.level);
  return compose({
    answer,
    steps: steps.map(
      (s) =>
        `${capitalise(levelShort(s.from))}: ${s.months} mesi di permanenza, passaggio al ${levelShort(s.to)} ${from(s.at)}.`,
    ),
    assumptions: [
      told.since[2] === undefined
        ? `Mese di ingresso nel ${start}: ${toldName(told.since)}, come indicato; il nuovo livello decorre dal mese successivo al compimento dei mesi di permanenza.`
        : `Ingresso nel ${start}: ${toldName(told.since)}, come indicato; il nuovo livello decorre dal 1° giorno del mese successivo a quello in cui si compiono i mesi di permanenza.`,
    ],
    citations: own ? citeSources(ccnl, own.declaratoria ?? '', null, own.sources) : [],
    related: [`Qual è il minimo mensile del ${due} del ${ccnl.short_name}?`],
  });
}
