import { MONTH_NAMES } from '../kb/format.js';
import { findLevel } from '../kb/pay.js';
import type { Ccnl } from '../kb/schema.js';
import { normalise } from '../kb/text.js';
import { readQuestion } from '../reader/read.js';
import type { AgentContext } from './context.js';
import { levelAfterName } from './level-after-name.js';
import { score } from './level-score.js';

// Where a comparison passes from one agreement to the next: "5ª categoria metalmeccanici con il 3° del commercio".
// A sentence's end and a choice ("il multiservizi o il commercio") separate them too.
const EXPLICIT_LEVEL = /\d|\blivell|\bcategori|\bquadr[oi]\b/iu;
// Units a bare number measures, not a level ("al 5 per cento", "al 15 del mese").
const UNITS =
  '%|per ?cento|euro|ore|or[ae]|giorn\\w*|mes[ei]|ann[oi]|settiman\\w*|del mese|di (?:ogni|ciascun)';
const SEPARATORS = /\b(?:con|rispetto a\w*|vs|versus|contro|oppure|o|invece|e|ed)\b|[,;:?!]|\.(?=\s)/u;
const BRACKET_OR_SEPARATOR = new RegExp(`${SEPARATORS.source}|\\)`, 'u');

/**
 * The level a comparison names for one agreement: found in the part of the question that names that agreement
 * ("il 3° livello del commercio"), so that each agreement keeps its own level; undefined when no part names both.
 */
// The agreement's own names ("Multiservizi", "CCNL Multiservizi"), not a sector word it is also known by ("Pulizie").
const properNamesOf = (ccnl: Ccnl) =>
  [ccnl.short_name.replace(/^CCNL /i, ''), ...ccnl.aliases.filter((a) => /^ccnl\b/i.test(a))]
    .map((n) => normalise(n).replace(/^ccnl /, ''))
    .filter((n) => n.length >= 4);
// A bare ordinal read as a level ("il 3° del commercio"), not a day of a month ("dal 1° giugno 2026").
const BARE_ORDINAL = new RegExp(`\\b(\\d{1,2})\\s*[°º](?!\\s*(?:livell|${MONTH_NAMES}))`, 'iu');
const DAY_OF_MONTH = new RegExp(`\\b\\d{1,2}\\s*[°º]\\s*(?:${MONTH_NAMES})`, 'giu');
export const namesOf = (ccnl: Ccnl) =>
  [ccnl.short_name.replace(/^CCNL /i, ''), ...ccnl.aliases, ...ccnl.keywords]
    .map((n) => normalise(n).replace(/^ccnl /, ''))
    .filter((n) => n.length >= 4);

export function levelNamedWith(ccnl: Ccnl, message: string): string | undefined {
  const names = namesOf(ccnl);
  const proper = properNamesOf(ccnl);
  let byWords: string | undefined;
  let byKeyword: string | undefined;
  // ("(CCNL Terziario Confcommercio, 4° livello) … (industria alimentare, 3° livello)": a bracket keeps its name and
  // level together, and closes them off from the next agreement's.)
  const grouped = message.replace(/\([^()]*\)/g, (bracket) => bracket.replace(/,/g, ' '));
  for (const part of grouped.split(BRACKET_OR_SEPARATOR)) {
    const said = ` ${normalise(part)} `;
    const has = (n: string) => said.includes(` ${n} `) || said.includes(` ${n}`);
    if (!names.some(has)) continue;
    // A bare ordinal beside the agreement ("il 7° del commercio") is its level; a day of a month is not.
    // ("la barista al 5 fipe": a bare number after "al" beside the agreement's name is its level too.)
    const ordinal = part
      .replace(new RegExp(`\\b(\\d{1,2})\\s*[°º](?!\\s*(?:livell|${MONTH_NAMES}))`, 'i'), '$1° livello')
      .replace(
        new RegExp(`\\bal (\\d{1,2})(?![°º\\d.,%])(?!\\s*(?:livell|${UNITS}|${MONTH_NAMES})\\b)`, 'i'),
        'al $1° livello',
      );
    const level = findLevel(ccnl, part) ?? findLevel(ccnl, ordinal);
    // A level read from a job word ("un'impresa di pulizie") yields to one said outright later on. One said
    // beside a sector word only ("al 7° livello pulizie" of another agreement's job) yields to one said beside
    // the agreement's own name ("Multiservizi 2° livello").
    if (level && EXPLICIT_LEVEL.test(part)) {
      if (proper.some(has)) return level;
      byKeyword ??= level;
    }
    byWords ??= level;
  }
  if (byKeyword) return byKeyword;
  // "un'impresa che applica il Multiservizi e mi inquadrerebbe al 3° livello": the level the sentence naming
  // the agreement gives after "e", when that sentence says one level only.
  for (const sentence of message.split(/[.;?!]/u)) {
    const said = ` ${normalise(sentence)} `;
    if (!names.some((n) => said.includes(` ${n} `) || said.includes(` ${n}`))) continue;
    if ((sentence.match(/\blivell/giu) ?? []).length !== 1) continue;
    const after = /\b(?:e|ed)\s+(?:mi|ti|lo|la|li|le|ci|vi)\s+\S+\s+(?:al|come)\s+.*$/iu.exec(sentence)?.[0];
    const level = after
      ? (findLevel(ccnl, after) ??
        findLevel(ccnl, after.replace(/\b(\d{1,2})\s*[°º](?!\s*livell)/u, '$1° livello')))
      : undefined;
    if (level) return level;
  }
  return levelOfOwnClause(ccnl, message, names) ?? levelOfOwnSentence(ccnl, message, names) ?? byWords;
}

/**
 * "Il cugino mi offre di fare il commesso al 4° livello nella sua bottega, che applica il commercio": a sentence
 * that names the agreement and says one level outright gives it that level, across the commas between them.
 */
function levelOfOwnSentence(ccnl: Ccnl, message: string, names: string[]): string | undefined {
  // (A colon parts the level told from what is asked after it: "… turismo al 4° livello: il confronto con il
  // minimo che ho nell'impresa di pulizie".)
  for (const sentence of message.split(/[.;:?!](?=\s|$)/u)) {
    const said = ` ${normalise(sentence)} `;
    if (!names.some((n) => said.includes(` ${n} `) || said.includes(` ${n}`))) continue;
    const levelsSaid =
      sentence.replace(DAY_OF_MONTH, ' ').match(/\d{1,2}\s*[°º]|\blivell\w*\s+[a-z]{0,2}\d/giu) ?? [];
    if (levelsSaid.length !== 1 || (sentence.match(/\blivell/giu) ?? []).length > 1) continue;
    const level = findLevel(ccnl, sentence.replace(BARE_ORDINAL, '$1° livello'));
    if (level) return level;
  }
  return undefined;
}

/**
 * "Io sono al 5° livello (CCNL industria alimentare), mia moglie fa la commessa al 4° livello con il contratto del
 * commercio": each person's clause names one agreement and one level, kept to that agreement even when the
 * agreement is named after a "con" that parts it from its level.
 */
function levelOfOwnClause(ccnl: Ccnl, message: string, names: string[]): string | undefined {
  for (const clause of message.split(/[,;:.?!]|\bmentre\b/u)) {
    const said = ` ${normalise(clause)} `;
    if (!names.some((n) => said.includes(` ${n} `) || said.includes(` ${n}`))) continue;
    if ((clause.match(/\d{1,2}\s*[°º]|\blivell/giu) ?? []).length > 2) continue;
    const level = findLevel(ccnl, clause) ?? findLevel(ccnl, clause.replace(BARE_ORDINAL, '$1° livello'));
    if (level && EXPLICIT_LEVEL.test(clause)) return level;
  }
  return undefined;
}

/** The level an earlier turn of the conversation gave this agreement, the most recent turn first. */
// A level said outright: "2° livello", "livello B1", "al 3°".
const EXPLICIT_ORDINAL = /\d\s*[°º]|\blivell/i;

/**
 * The level the message says for each agreement compared ("il 3° livello del commercio"), else undefined. A
 * follow-up naming only one of them ("e se invece lo fa una ditta col multiservizi, 2° livello?" after a turn on
 * the commercio): the level said is that one's; the other keeps the job or level of its own turn.
 */
export function levelsSaidHere(
  agreements: Ccnl[],
  ctx: AgentContext,
  shared: string | undefined,
  ordinal: string | undefined,
): (string | undefined)[] {
  const named = agreements.map((c) => namedIn(c, ctx.message));
  const afterName = agreements.length > 1 ? levelAfterName(agreements, ctx.message) : [];
  const sole =
    ctx.history?.length && !shared && named.filter(Boolean).length === 1 ? named.indexOf(true) : -1;
  return agreements.map(
    (c, i) =>
      levelNamedWith(c, ctx.message) ??
      afterName[i] ??
      ownCodeSaid(c, agreements, ctx.message) ??
      (i === sole && EXPLICIT_ORDINAL.test(ctx.message)
        ? (findLevel(c, ctx.message) ?? (ordinal ? findLevel(c, `${ordinal}° livello`) : undefined))
        : undefined),
  );
}

/**
 * "Ok, mettiamo D2": a level code said in the turn that this agreement alone holds is its level, whatever an
 * earlier turn placed the job at.
 */
function ownCodeSaid(ccnl: Ccnl, agreements: readonly Ccnl[], message: string): string | undefined {
  const level = findLevel(ccnl, message, false);
  if (!level || !/^[a-z]\d/i.test(level) || !new RegExp(`\\b${level}\\b`, 'i').test(message))
    return undefined;
  const others = agreements.filter((c) => c !== ccnl);
  return others.some((c) => c.levels.some((l) => l.level === level)) ? undefined : level;
}

/** Whether a message names this agreement ("col multiservizi", "nel commercio"). */
function namedIn(ccnl: Ccnl, message: string): boolean {
  const said = ` ${normalise(message)} `;
  return namesOf(ccnl).some((n) => said.includes(` ${n}`));
}

export function levelInConversation(ccnl: Ccnl, history: readonly string[]): string | undefined {
  for (const turn of [...history].reverse()) {
    const level = levelNamedWith(ccnl, turn);
    if (level) return level;
  }
  return undefined;
}

/**
 * The level an earlier turn gave this agreement, the most recent such turn first: a turn that names the agreement
 * gives the level said anywhere in it ("faccio le pulizie, contratto multiservizi, 2° livello"), one said next to the
 * name first; a turn that names none reads the level the reader read when this agreement was the only one it read
 * ("faccio le pulizie in un'impresa, sono al 2°"). A comparison follow-up ("confronta con un C1 delle cooperative
 * sociali") keeps it.
 */
export function levelOfEarlierTurn(ctx: AgentContext, ccnl: Ccnl): string | undefined {
  const history = ctx.history ?? [];
  const names = namesOf(ccnl);
  for (let i = history.length - 1; i >= 0; i--) {
    const turn = history[i];
    if (turn === undefined) continue;
    const said = ` ${normalise(turn)} `;
    if (names.some((n) => said.includes(` ${n}`))) {
      const level = levelNamedWith(ccnl, turn) ?? findLevel(ccnl, turn);
      if (level) return level;
    }
    const { slots } = readQuestion({
      kb: ctx.kb,
      message: turn,
      history: history.slice(0, i),
      today: ctx.today,
    });
    const level = slots.level;
    if (
      slots.agreements.length === 1 &&
      slots.agreements[0] === ccnl.id_categoria &&
      level !== undefined &&
      ccnl.levels.some((l) => l.level === level)
    )
      return level;
  }
  return undefined;
}

// "a che livello sarebbero", "come li inquadrerei", "che livello avrebbe": the level of the job described is asked.
const LEVEL_ASKED =
  /\b(?:che|quale|quali) livell|\bliv(?:ello|elli)? (?:sarebbe|sarebbero|avrebbe|avrebbero|spetta|spetterebbe)|\binquadr/;
// "tre camerieri di sala che prendono le comande", "una commessa che sta alla cassa": a worker and the tasks done.
const JOB_TOLD =
  /\b(?:che|chi) (?:[\p{L}']+ ){0,2}?(?:fa|fanno|prend\p{L}*|serv\p{L}*|prepar\p{L}*|gestisc\p{L}*|si occup\p{L}*|tien\p{L}*|risponde|rispondono|pulisc\p{L}*|vend\p{L}*|guid\p{L}*|cucin\p{L}*)\b|\bcome (?:cameriere|commess|cuoc|barist|magazzinier|impiegat|operai|autist|addett)/u;
// "per un magazziniere conviene il commercio o la logistica?", "magazziniere: quanto prende…": the worker the
// comparison is for, named by the job alone.
const JOB_NAMED =
  /(?:^|\bper (?:un|una|un'|il|la|lo|i|gli|le|dei|degli|delle) )(?:cameri\p{L}*|commess\p{L}*|cuoc\p{L}*|barist\p{L}*|magazzinier\p{L}*|autist\p{L}*|addett\p{L}*|cassier\p{L}*|receptionist|portier\p{L}*|pizzaiol\p{L}*|lavapiatti|facchin\p{L}*|mulettist\p{L}*|carrellist\p{L}*|fattorin\p{L}*|guardian\p{L}*|manovale|impiegat\p{L}* (?:amministrativ|contabil)\p{L}*)\b/u;

/**
 * A comparison of a job described, not of a level named ("ho tre camerieri di sala che servono ai tavoli: a che
 * livello sarebbero nei due contratti?"): the level each agreement's own profiles give the job, when one of its
 * example profiles matches it. Undefined when the question names no job or no profile matches.
 */
export function describedJobLevel(ccnl: Ccnl, text: string): { level: string; example: string } | undefined {
  if (!LEVEL_ASKED.test(text) && !JOB_TOLD.test(text) && !JOB_NAMED.test(text.trim())) return undefined;
  const [best, next] = score(ccnl, text)
    .filter((c) => c.level !== null)
    .sort((a, b) => b.score - a.score);
  if (!best?.level || best.example === null || best.score <= 0) return undefined;
  // Two levels fitting alike: the job is not placed by its words alone.
  if (next && next.level?.level !== best.level.level && next.score >= best.score * 0.9) return undefined;
  return { level: best.level.level, example: best.example };
}

/**
 * The level of the job an earlier turn on this agreement told, no level named ("quanto prende un addetto alle
 * pulizie … col contratto commercio?"): the agreement's profile that matches it, when one clearly does.
 */
export function jobOfEarlierTurn(ctx: AgentContext, ccnl: Ccnl): string | undefined {
  const turn = [...(ctx.history ?? [])].reverse().find((t) => namedIn(ccnl, t));
  if (turn === undefined) return undefined;
  const [best, next] = score(ccnl, normalise(turn))
    .filter((c) => c.level !== null)
    .sort((a, b) => b.score - a.score);
  if (!best?.level || best.example === null || best.score <= 0) return undefined;
  if (next && next.level?.level !== best.level.level && next.score >= best.score * 0.9) return undefined;
  return best.level.level;
}

/**
 * A level of the other track than the one the message says ("nel magazzino è un operaio non viaggiante", the C3
 * said of the metalworkers being a driver's level in the Logistica): not this worker's level.
 */
export function ofTrackSaid(ccnl: Ccnl, level: string | undefined, message: string): string | undefined {
  const track = ccnl.levels.find((l) => l.level === level)?.track;
  if (!level || !track) return level;
  const said = normalise(message);
  const notTravelling = /\bnon viaggiant/.test(said);
  const travelling = /(?<!\bnon )\bviaggiant/.test(said);
  const ownIsTravelling = /(?<!\bnon )\bviaggiant/.test(normalise(track));
  if (ownIsTravelling && notTravelling && !travelling) return undefined;
  if (!ownIsTravelling && /\bviaggiant/.test(normalise(track)) && travelling && !notTravelling)
    return undefined;
  return level;
}
