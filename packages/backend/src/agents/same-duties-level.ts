import { levelsByPay } from '../kb/levels-by-pay.js';
import { findLevel } from '../kb/pay.js';
import type { Ccnl, Level } from '../kb/schema.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, finishAnswer } from './answer.js';
import type { AgentContext } from './context.js';
import { citeProfile } from './profile-sources.js';
import { levelShort } from './shared/levels.js';

/**
 * "Le vuole inquadrare al 1° come prima assunzione, ma da tre anni fanno le stesse mansioni nello stesso sito,
 * dove erano al 2°": the level the workers held while doing the very same job (with the outgoing contractor, the
 * previous employer, before a transfer) is evidence of what those tasks are worth. A new employer's entry level
 * below it is no answer for the same tasks: the classification follows the tasks, not the new hire.
 */

// The same job carried on: "le stesse mansioni", "la stessa mansione", "lo stesso lavoro", "le medesime attività".
const SAME_DUTIES =
  /\b(?:(?:le |la )?(?:stess[ae]|medesim[ae]) (?:mansion[ie]|attivita|funzion[ie]|compiti)|(?:lo )?(?:stesso|medesimo) (?:lavoro|compito|servizio))\b/;

// The level held then: "dove erano al 2°", "prima era inquadrata al 3° livello", "stavano al 2 livello" (the typo
// mending of the reader may read "inquadrate" as "inquadrare").
const HELD_BEFORE =
  /\b(?:erano|era|eravamo|ero|stavano|stava|avevano|aveva|sono sempre stat[eiao])(?: (?:gia |sempre )?(?:stat[eiao] )?inquadra\w*)? (?:gia |sempre |tutte |tutti )?(?:al|nel|come|il) ((?:\d{1,2}\s?[°º]?|[a-z]\d|primo|secondo|terzo|quarto|quinto|sesto|settimo)(?:\s?super)?(?: livello)?)/;

/** The level the workers held before while doing the same tasks, when the message tells both. */
export function sameDutiesLevel(ccnl: Ccnl, message: string): Level | undefined {
  const text = readable(message);
  if (!SAME_DUTIES.test(text)) return undefined;
  const held = HELD_BEFORE.exec(text);
  if (!held?.[1]) return undefined;
  const raw = held[1].trim();
  const code = findLevel(
    ccnl,
    /livello/.test(raw) ? raw : `${raw.replace(/^(\d{1,2})(?![°º])/, '$1°')} livello`,
  );
  return code ? ccnl.levels.find((l) => l.level === code) : undefined;
}

const describe = (l: Level) =>
  `${l.declaratoria ? `«${l.declaratoria}»` : 'declaratoria non disponibile'}${l.examples.length ? `; esempi: ${l.examples.join('; ')}` : ''}`;

/**
 * The levels a question weighs ("inquadrare al 1°… dove erano al 2°") when one is the level held before for the
 * same tasks and it is the highest of them: that level is the answer, and the lower entry level is set aside in
 * the body (not in the opening, which names only the level proposed). undefined otherwise.
 */
export function sameDutiesAnswer(ctx: AgentContext, ccnl: Ccnl, offered: Level[]): AgentAnswer | undefined {
  const before = sameDutiesLevel(ccnl, ctx.message);
  if (!before || !offered.includes(before)) return undefined;
  const ordered = levelsByPay(ccnl, ctx.today);
  const rank = (l: Level) => ordered.findIndex((o) => o.level === l.level);
  const lower = offered.filter((l) => l !== before);
  if (!lower.every((l) => rank(l) < rank(before))) return undefined;
  const cited = citeProfile(ccnl, before, null, `${before.name}: ${describe(before)}`, 1);
  const others = lower.map((l) => citeProfile(ccnl, l, null, `${l.name}: ${describe(l)}`, 1));
  return finishAnswer(
    [
      `Per le stesse mansioni svolte finora spetta il **${before.name}** del ${ccnl.short_name}, il livello che avevano facendo lo stesso lavoro: chi prosegue da anni nella stessa mansione non è al primo ingresso, e l'inquadramento segue i compiti svolti, non il cambio di datore di lavoro.`,
      '',
      `Perché: ${before.name}: ${describe(before)}.`,
      '',
      'Conta il contenuto delle mansioni svolte con prevalenza: se i compiti restano quelli di prima, un livello d’ingresso più basso non corrisponde al lavoro descritto. Verifica anche la clausola sul cambio di appalto del contratto e l’accordo di passaggio del personale.',
      '',
      ...lower.map((l) => `- ${l.name} (livello d’ingresso proposto): ${describe(l)}.`),
    ],
    [...cited.citations, ...others.flatMap((c) => c.citations)],
    [`Qual è il minimo mensile del ${levelShort(before.level)} nel ${ccnl.short_name}?`],
  );
}
