import { euro, italianDate } from '../kb/format.js';
import { findLevel, levelPayAt } from '../kb/pay.js';
import type { Ccnl } from '../kb/schema.js';
import { onlyDerived } from '../kb/unread-table.js';
import { askedFormerLevel } from '../reader/former-levels.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeSources, finishAnswer } from './answer.js';
import type { AgentContext } from './context.js';
import { levelShort } from './shared/levels.js';

/**
 * "Entrato in 4ª categoria, poi passato alla 5ª… a quale livello del nuovo inquadramento corrisponde la vecchia 5ª
 * categoria?": a former category's new level asked, answered as the correspondence the agreement's level names
 * keep ("livello C3 (ex 5ª)"), not as a job placed from the tasks the story tells. Undefined when the last
 * question sentence asks no correspondence of a former category the agreement maps.
 */

// The correspondence asked: "corrisponde", "equivale", "è diventata", "si converte", "adesso è un C qualcosa",
// "adesso dove va?", "nella classificazione attuale".
const CORRESPONDENCE =
  /\b(?:corrispond\w*|equival\w*|divent\w*|convert\w*|trasformat\w*|ricondott\w*|ricondur\w*|riport\w* (?:al|nel)|nuovo inquadramento|nuova classificazione|nuovi livelli|classificazione attuale|(?:sistema|inquadramento|classificazione) (?:introdott|entrat)\w*|dove (?:va|andrebbe|finisce|rientra|sta))\b/;
// A move from another agreement's numbered levels to this one: "se il cliente passa al Federmeccanica, in che
// livello lo metto?", "passando al contratto dell'industria" (the words after the verb name this agreement).
const MOVE_TO = /\bpass\w* (?:al|a|all'|nel) (?:ccnl |contratto )?((?:\p{L}+ ?){1,3})/u;
// A level told as had on an old payslip, letter or contract ("vechia", a slip the reader leaves).
const OLD_PAPER =
  /\b(?:era|ero|erano|avev\w*)\b[^?]*\b(?:vecchi|vechi)\w* (?:busta|buste|contratt\w*|lettera|lettere|cedolin\w*)\b/;
// A level told as had before, in the message, not a question sentence ("prima ero inquadrato come 5° livello",
// "era 6° livelo nella vecchia busta", "contratti vecchi parlano di 'terza categoria'", "oggi è al 5° livello
// col contratto Confapi").
const FORMER_TOLD =
  /\b(?:prima|vecchi\w*|vechi\w*|precedent\w*|una volta|un tempo|in passato|ero|era|erano|oggi e|ora e|attualmente e)\b/;
// Whether a former level still exists: "quel livello c'è ancora?", "esiste ancora la 1ª?", "è stata abolita?".
const STILL_EXISTS =
  /\b(?:c'e|ci sono|esist\w*) ancora\b|\b(?:non )?(?:c'e|esiste) piu\b|\b(?:abolit|eliminat|soppress|cancellat)\w*/;
// A level the worker or a colleague had, told in the past in a question sentence ("un collega che era al 1
// livello?", "io ero 5° livello"): in an agreement whose levels have no numbers, a former category.
const WAS_AT =
  /\b(?:era|ero|erano|eravamo|stava|stavo|avev[ao])\s+(?:al|in|nel(?:la)?|di|il|la)?\s*(\d)\s*(?:°|º|ª|a)?\s*(?:livello|liv\b|categoria|cat\b)/;

/** The former category asked and its level: named in the last question sentence, else a level told as had. */
function formerAsked(ccnl: Ccnl, message: string): { code?: string; n?: number } {
  const named = askedFormerLevel(ccnl, message);
  if (named) return { code: named };
  if (ccnl.levels.some((l) => /^\d/.test(l.level))) return {};
  const sentence = (readable(message).match(/[^.?!]*\?/g) ?? []).reverse().find((q) => WAS_AT.test(q));
  const n = sentence ? Number(WAS_AT.exec(sentence)?.[1]) : undefined;
  if (sentence && n) return { code: findLevel(ccnl, sentence, true), n };
  // A former number told anywhere in the message as had before ("prima ero inquadrato come 5° livello"): in an
  // agreement whose levels have no numbers, that number is the old category ("livelo" read as the word).
  const folded = readable(message).replace(/\blivel+o\b/g, 'livello');
  if (!FORMER_TOLD.test(folded)) return {};
  const code = findLevel(ccnl, folded, true);
  const told = /\b(\d)\s*(?:°|º|ª|a)?\s*(?:livello|categoria)\b/.exec(folded)?.[1];
  return code && ccnl.levels.some((l) => l.level === code && /\(ex /i.test(l.name))
    ? { code, ...(told ? { n: Number(told) } : {}) }
    : {};
}

/** Whether the words after "passa al" name this agreement ("passa al Federmeccanica"). */
function movesHere(ccnl: Ccnl, asked: string): boolean {
  const after = MOVE_TO.exec(asked)?.[1];
  if (!after) return false;
  const names = [ccnl.short_name, ...ccnl.aliases, ...ccnl.keywords].map((n) =>
    readable(n).replace(/^ccnl /, ''),
  );
  return names.some((n) => {
    const stem = (n.split(/\s+/)[0] ?? '').slice(0, 8);
    return stem.length >= 5 && after.includes(stem);
  });
}

export function formerCategoryAnswer(ctx: AgentContext, ccnl: Ccnl): AgentAnswer | undefined {
  if (ctx.documents.length) return undefined;
  const asked =
    readable(ctx.message)
      .match(/[^.?!]*\?/g)
      ?.at(-1) ?? '';
  const still = STILL_EXISTS.test(asked);
  // "e il suo supervisor era 6° livello nella vecchia busta, quale è adesso?": a level had on an old payslip or
  // contract, its level now asked (a follow-up reaches here as one message, classification-followup.ts).
  const oldNow = OLD_PAPER.test(asked) && /\b(?:quale|che|quali)\b/.test(asked);
  if (!CORRESPONDENCE.test(asked) && !still && !oldNow && !movesHere(ccnl, asked)) return undefined;
  const { code, n } = formerAsked(ccnl, ctx.message);
  const level = ccnl.levels.find((l) => l.level === code);
  const former = level && /\(ex ([^)]*)\)/i.exec(level.name)?.[1];
  if (!level || !former) return undefined;
  const shown = /livell|quadr/i.test(level.name) ? level.name : `${levelShort(level.level)} (${level.name})`;
  // A level that gathers two former categories ("ex 1ª e 2ª categoria"): the one asked is named.
  const category = n ? `${n}ª categoria` : former.replace(/^(\S+)(.*)$/, '$1 categoria$2');
  const gone = still
    ? ` La vecchia ${category} come tale non esiste più: oggi è il ${levelShort(level.level)}.`
    : '';
  // A move from an agreement that still numbers its levels the old way: the match is by definition, not a rule.
  const moving = movesHere(ccnl, asked)
    ? ` Il livello che ha oggi nel contratto di provenienza, numerato come la vecchia ${category}, si riporta per declaratoria a questo livello: verifica che le mansioni svolte corrispondano.`
    : '';
  const opening = `Nel ${ccnl.short_name} la vecchia ${category} corrisponde al **${shown}** della classificazione attuale.${gone}${moving}`;
  const body: string[] = [];
  if (level.declaratoria) body.push('', `Declaratoria del livello: «${level.declaratoria}».`);
  // The level's minimum today, as a placement shows it (its table cited below).
  const pay = levelPayAt(ccnl, level.level, ctx.today);
  const shownPay =
    pay && !onlyDerived(pay.table)
      ? `Minimo mensile lordo del ${levelShort(level.level)} al ${italianDate(ctx.today)}: ${euro(pay.row.amount)} (tabella in vigore dal ${italianDate(pay.table.effective_from)}).`
      : undefined;
  // (Opening beside the level: the minimum asked with the correspondence reads in the first line.)
  body.unshift(shownPay ? `${opening} ${shownPay}` : opening);
  body.push(
    '',
    'Se in busta paga trovi un livello diverso, confrontalo con la categoria che avevi e con le mansioni che svolgi: è la mansione svolta con prevalenza a decidere il livello.',
  );
  return finishAnswer(
    body,
    [
      ...citeSources(ccnl, `${level.name}: ${level.declaratoria ?? ''}`, null, level.sources),
      ...(shownPay ? citeSources(ccnl, shownPay, null, pay?.table.sources ?? [], 1) : []),
    ],
    [
      `Qual è il minimo mensile del ${levelShort(level.level)} nel ${ccnl.short_name}?`,
      `Quali mansioni rientrano nel ${levelShort(level.level)} del ${ccnl.short_name}?`,
    ],
  );
}
