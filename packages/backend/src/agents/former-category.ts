import { findLevel } from '../kb/pay.js';
import type { Ccnl } from '../kb/schema.js';
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
  /\b(?:corrispond\w*|equival\w*|divent\w*|convert\w*|trasformat\w*|nuovo inquadramento|nuova classificazione|nuovi livelli|classificazione attuale|dove (?:va|andrebbe|finisce|rientra|sta))\b/;
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
  return sentence && n ? { code: findLevel(ccnl, sentence, true), n } : {};
}

export function formerCategoryAnswer(ctx: AgentContext, ccnl: Ccnl): AgentAnswer | undefined {
  if (ctx.documents.length) return undefined;
  const asked =
    readable(ctx.message)
      .match(/[^.?!]*\?/g)
      ?.at(-1) ?? '';
  const still = STILL_EXISTS.test(asked);
  if (!CORRESPONDENCE.test(asked) && !still) return undefined;
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
  const opening = `Nel ${ccnl.short_name} la vecchia ${category} corrisponde al **${shown}** della classificazione attuale.${gone}`;
  const body = [opening];
  if (level.declaratoria) body.push('', `Declaratoria del livello: «${level.declaratoria}».`);
  body.push(
    '',
    'Se in busta paga trovi un livello diverso, confrontalo con la categoria che avevi e con le mansioni che svolgi: è la mansione svolta con prevalenza a decidere il livello.',
  );
  return finishAnswer(
    body,
    citeSources(ccnl, `${level.name}: ${level.declaratoria ?? ''}`, null, level.sources),
    [
      `Qual è il minimo mensile del ${levelShort(level.level)} nel ${ccnl.short_name}?`,
      `Quali mansioni rientrano nel ${levelShort(level.level)} del ${ccnl.short_name}?`,
    ],
  );
}
