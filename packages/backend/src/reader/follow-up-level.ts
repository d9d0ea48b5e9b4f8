import type { KnowledgeBase } from '../kb/knowledge-base.js';
import { levelsByPay } from '../kb/levels-by-pay.js';
import { findLevel } from '../kb/pay.js';
import type { Ccnl } from '../kb/schema.js';
import { levelInAgreement } from './answer-turn.js';
import { askedClauseLevel } from './asked-level.js';
import { caredConditionSaid, levelOfCaredCondition } from './cared-condition.js';
import { otherDomesticWorker, withoutEarlierWorkerPay } from './domestic-other-worker.js';
import { followUpLevelNumber, followUpOrdinalLevel } from './follow-up.js';
import { areaLevel, askedFormerLevel } from './former-levels.js';
import { letterLevel, levelAfterChange, readLevel } from './levels.js';
import type { Slots } from './request.js';
import { readable } from './text.js';
import { gradeLevel } from './worker-grade.js';

const AT_NUMBER = /\bal\s+(\d{1,2})\s*[°º]?\s*(?:invece|allora|pure|anche)?\s*[?!.]*\s*$/i;
// "e se lo inquadriamo al 6 invece? prova e minimo": a bare number after a verb of classing is a level, even with
// the asked items after it (not a date, an amount or a count of something: "al 6 maggio", "al 6%").
const CLASSED_AT =
  /\b(?:inquadr|mett|mess|assum|promuov|promoss|pass)\w*\s+(?:(?:lo|la|li|le|l')\s*)?(?:al|nel|allo)\s+(\d{1,2})\s*[°º]?(?![\d.,%]|\s*(?:gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre|ann|mes|giorn|settiman|or[ae]\b|per ?cento|euro)\w*)/i;

/**
 * The level a follow-up names in the conversation's agreement, said any way: a letter code ("e la D2?"), a
 * number with its qualifier ("e la collega al 6 super?", "un collega di sesto livello super"), or a bare
 * ordinal ("e il 6°?"). The agreement is the conversation's, so the follow-up need not name it again; the
 * qualifier must be kept ("6 super" is 6S, not 6).
 */
function namedLevel(ccnl: Ccnl, message: string): string | undefined {
  // "e un collega che nella lettera vecchia era 3ª super?": the former category asked, read as today's level.
  const former = askedFormerLevel(ccnl, message);
  if (former) return former;
  // "e per l'area 3 invece?": the agricultural area named, not the earlier one.
  const area = areaLevel(ccnl, readable(message));
  if (area) return area;
  const lettered = letterLevel(ccnl, message);
  if (lettered) return lettered;
  const said = findLevel(ccnl, message, false);
  if (said) return said;
  // "e se fosse al 6?", "e chi è al 3 invece?": a number after "al" closing the follow-up is a level.
  const ordinal =
    followUpLevelNumber(message) ??
    AT_NUMBER.exec(message)?.[1] ??
    CLASSED_AT.exec(message)?.[1] ??
    followUpOrdinalLevel(message);
  if (ordinal) return findLevel(ccnl, `${ordinal}° livello`);
  // "e x uno specializato?", "e un operaio qualificato?": the grade the agreement's levels are defined by.
  return gradeLevel(ccnl, readable(message));
}

// "e se sono al livello sopra?", "e un livello più in basso?", "e la categoria superiore?": the level next to
// the conversation's one, up or down by pay (the agreement's own numbering may run either way).
const RELATIVE_LEVEL =
  /\b(?:livell\w*|categori\w*|inquadrament\w*) (?:(?:appena|subito|immediatamente) )?(sopra|superiore|successiv[oa]|piu alt[oa]|piu su|piu in alto|sotto|inferiore|piu bass[oa]|piu giu|piu in basso)\b|\b(?:un|uno) (?:livello|gradino) (?:piu )?(sopra|su|in alto|in piu|sotto|giu|in basso|in meno)\b/;

// Without a date, the latest table ranks the levels (their order by pay holds across tranches).
const LATEST = '9999-12-31';

/** The level one step above or below `level` by pay, when the follow-up asks for it. */
function relativeLevel(
  ccnl: Ccnl,
  message: string,
  level: string | undefined,
  date: string,
): string | undefined {
  const found = RELATIVE_LEVEL.exec(readable(message));
  const way = found?.[1] ?? found?.[2];
  if (!way || !level) return undefined;
  const up = /^(?:sopra|superiore|successiv|piu alt|piu su|piu in alto|su|in alto|in piu)/.test(way);
  const ordered = levelsByPay(ccnl, date).map((l) => l.level);
  const at = ordered.indexOf(level);
  return at < 0 ? undefined : ordered[at + (up ? 1 : -1)];
}

/** "allo stesso livello", "a parità di inquadramento": the worker's level, said of another agreement too. */
export const SAME_LEVEL =
  /\b(?:stess[oa]|medesim[oa]|pari|uguale) (?:livell\w*|inquadrament\w*|categori\w*)\b|\ba parita di (?:livell|inquadrament)\w*/;

/**
 * The level a follow-up is about, given the slots merged from the conversation (`merged`): one it names in
 * the conversation's agreement (above), or one said in a turn that states facts ("che ora si chiama C2"); a
 * follow-up that moves to another agreement reads the earlier level again in the new agreement's codes, or
 * drops it.
 */
export function followUpLevel(
  kb: KnowledgeBase,
  message: string,
  own: Slots,
  previous: Slots,
  merged: Slots,
  previousMessage: string,
): string | undefined {
  let level = merged.level;
  const ccnl = kb.byCategory(merged.agreements[0] ?? -1);
  const moved =
    ccnl && !own.level ? relativeLevel(ccnl, message, previous.level, merged.date ?? LATEST) : undefined;
  if (moved) return moved;
  // (A level read alone as "6" is refined by the qualifier the agreement's codes know: "6 super" is 6S.)
  const named = ccnl ? namedLevel(ccnl, message) : undefined;
  // "se il 3ª categoria passa alla 5ª da dicembre, quale minimo?": the level the change asked about moves to.
  const changed = ccnl && !own.agreements.length ? levelAfterChange(ccnl, message) : undefined;
  // "… oggi sono al livello C; … quanto è il minimo del livello B?": the level the asking clause names.
  const asked = ccnl && !changed ? askedClauseLevel(ccnl, message) : undefined;
  if (changed) level = changed;
  else if (asked) level = asked;
  else if (named && (!own.level || named.startsWith(own.level))) level = named;
  else if (own.level && !own.agreements.length && ccnl) level = levelInAgreement(ccnl, message) ?? level;
  if (own.agreements.length && !own.level && previous.level) {
    const next = kb.byCategory(own.agreements[0] ?? -1);
    // A number said for the previous agreement is not the new one's former category.
    level = next ? readLevel(next, previousMessage, readable(previousMessage), false) : undefined;
    // "e col commercio allo stesso livello?": the worker's level, said of the other agreement too.
    if (!level && next && SAME_LEVEL.test(readable(message)))
      level = next.levels.some((l) => l.level === previous.level) ? previous.level : undefined;
  }
  // "e se la zia fosse non autosufficiente?": the carried care level moves with the condition (cared-condition.ts).
  // "e la baby sitter?" after the colf: another of the family's workers, with her own level and no carried pay.
  const other = otherDomesticWorker(merged, own, readable(message), readable(previousMessage));
  if (other) {
    withoutEarlierWorkerPay(merged, own);
    return other.level;
  }
  // ("sempre convivente": the household words name domestic work again, whose carried level the condition moves.)
  const sameAgreement = own.agreements.length === 1 && own.agreements[0] === previous.agreements[0];
  const carried =
    level === undefined && sameAgreement && caredConditionSaid(readable(message)) ? previous.level : level;
  const cared = { ...merged, level: carried };
  levelOfCaredCondition(cared, own, readable(message));
  return cared.level;
}
