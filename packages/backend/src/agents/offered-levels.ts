import { levelsByPay } from '../kb/levels-by-pay.js';
import { findLevel } from '../kb/pay.js';
import type { Ccnl } from '../kb/schema.js';
import { normalise } from '../kb/text.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, finishAnswer } from './answer.js';
import type { AgentContext } from './context.js';
import { type Candidate, score } from './level-score.js';
import { otherLevelFits } from './other-level-fits.js';
import { citeProfile } from './profile-sources.js';
import { sameDutiesAnswer, sameDutiesLevel } from './same-duties-level.js';
import { levelShort, levelWithArticle } from './shared/levels.js';
import { heldLevelVerdict, statedLevelCheck } from './stated-level.js';
import { unapprenticedExample } from './unapprenticed-level.js';

type Level = Ccnl['levels'][number];

const LOW_PROFILE =
  'Attenzione: il profilo di esempio che decide il livello viene da una fonte di affidabilità bassa; verifica con il testo del contratto.';

const ORDINAL = '(?:primo|secondo|terzo|quarto|quinto|sesto|settimo|ottavo)';
// A level said with its mark or its word: "4°", "5° livello", "livello 3", "quarto livello", "C3", "BS", and a
// bare number after "al" ("non dovrei essere al 4?").
const MENTION = new RegExp(
  String.raw`\b\d{1,2}\s*(?:°|º|ª)(?:\s*(?:livello|liv\b\.?))?|\b\d{1,2}\s+(?:livello|liv\b\.?)|\b(?:livello|liv\.?)\s+(?:\d{1,2}|[a-z]{1,2}\d?s?)\b|\b${ORDINAL}\s*(?:livello)?\b|\b[a-z]\d\b|\b[a-z]s\b|(?<=\b(?:al|il|nel|del)\s)\d{1,2}\b(?!\s*(?:[.,]\d|ore|euro|€|%|ann|mes|giorn|settiman|dipendent))`,
  'giu',
);
// The question weighs the levels it names against each other ("al 4° invece che al 5°", "4° o 5°?").
const CHOICE =
  /\binvece\b|\banziche\b|\bpiuttosto\b|\boppure\b|\bo (?:al|il|nel|a|un)\b|\bo [a-z]?\d|\bmi hanno (?:messo|inquadrat)|\bsono (?:inquadrat|al|a)\b|\bspett|\bdovrei|\bgiusto\b|\bcorrett|\bchi ha ragione\b/;

/** The agreement's levels a question names, in order, when it names at least two and weighs them. */
export function offeredLevels(ccnl: Ccnl, message: string): Level[] {
  const text = readable(message);
  // (A level held before for the same tasks weighs against the one offered now, said or not as a choice.)
  if (!CHOICE.test(text) && !sameDutiesLevel(ccnl, message)) return [];
  const hasLevelWord = /\blivell|\bliv\b/.test(text);
  const found: Level[] = [];
  for (const m of text.matchAll(MENTION)) {
    const raw = m[0];
    // A bare ordinal word ("quarto") is a level only where the question speaks of levels.
    if (new RegExp(`^${ORDINAL}$`).test(raw.trim()) && !hasLevelWord) continue;
    // "secondo il contratto", "secondo me": "secondo" as "according to" is no level.
    if (
      /^secondo$/.test(raw.trim()) &&
      /^\s*(?:il|lo|la|i|gli|le|l'|me|te|lui|lei|noi|voi|loro|quanto|quello|ccnl|contratto|legge|la legge)\b/.test(
        text.slice((m.index ?? 0) + raw.length),
      )
    )
      continue;
    const code = findLevel(ccnl, /livell|liv/.test(raw) ? raw : `${raw} livello`);
    const level = ccnl.levels.find((l) => l.level === code);
    if (level && !found.includes(level)) found.push(level);
  }
  return found.length >= 2 ? found : [];
}

const shownWithArticle = (level: Level): string =>
  /livell|quadr/i.test(level.name)
    ? levelWithArticle(level.name, 'a').replace(level.name, `**${level.name}**`)
    : `al **${levelShort(level.level)} (${level.name})**`;

const describe = (l: Level) =>
  `${l.declaratoria ? `«${l.declaratoria}»` : 'declaratoria non disponibile'}${l.examples.length ? `; esempi: ${l.examples.join('; ')}` : ''}`;

/**
 * The best level over the whole agreement is not among those offered, and its profile is the offered best's
 * profile with a condition of its own («operatore socio-sanitario (OSS) in RSA …» beside «operatore socio-sanitario
 * (OSS)»), scoring above it: the job meets the condition, so the level the question weighed is not the one.
 */
function sameProfileWithCondition(ccnl: Ccnl, message: string, best: Candidate | undefined): boolean {
  if (!best?.level || !best.example) return false;
  const top = score(ccnl, message).sort((a, b) => b.score - a.score)[0];
  if (!top?.level || top.level === best.level || !top.example || top.score <= best.score) return false;
  return normalise(top.example).startsWith(`${normalise(best.example)} `);
}

/**
 * "Should I be at level X rather than Y?": the answer is one of the levels offered, chosen on the profiles and
 * definitions the job matches, never a level the question did not weigh (an executive level for a cashier).
 * When neither level's profiles fit the job, that is said, with the two definitions to compare.
 */
export function offeredLevelAnswer(ctx: AgentContext, ccnl: Ccnl): AgentAnswer | undefined {
  const offered = offeredLevels(ccnl, ctx.message);
  if (offered.length < 2) return undefined;
  // ("vuole inquadrarle al 1°, ma fanno le stesse mansioni di prima, dove erano al 2°": the level held for the
  // same tasks stands.)
  const same = sameDutiesAnswer(ctx, ccnl, offered);
  if (same) return same;
  const rank = (text: string) =>
    score(ccnl, text)
      .filter((c) => c.level && offered.includes(c.level))
      .sort((a, b) => b.score - a.score);
  // The job told in the turn before ("sto alla cassa e rifornisco gli scaffali" → "non dovrei stare al 4°?").
  const own = rank(ctx.message);
  const earlier = ctx.history?.at(-1);
  const scored = !own[0]?.score && earlier ? rank(`${earlier}. ${ctx.message}`) : own;
  const best = scored[0];
  const second = scored[1];
  // ("Sono OSS … in una RSA … in busta B1 … non era C1?": the profile of a level not weighed, C2's «OSS in RSA»,
  // is the offered one's with a condition the job meets; the general classification answers with it.)
  if (sameProfileWithCondition(ccnl, ctx.message, best)) return undefined;
  const names = offered.map((l) => levelWithArticle(l.name)).join(' e ');
  const either = offered.map((l) => levelWithArticle(l.name)).join(' o ');
  // ("non ho mai fatto apprendistato nel commercio": the profile defined by that, unapprenticed-level.ts, is shown.)
  const example = best?.level
    ? (unapprenticedExample(ccnl, best.level.level, ctx.message) ?? best.example)
    : null;
  const cited = offered.map((l) =>
    citeProfile(ccnl, l, l === best?.level ? example : null, `${l.name}: ${describe(l)}`, 1),
  );
  const citations = cited.flatMap((c) => c.citations);
  const related = offered.map(
    (l) => `Qual è il minimo mensile del ${levelShort(l.level)} nel ${ccnl.short_name}?`,
  );
  // A clear winner: some profile or definition words of one level match, more than the other's.
  if (best?.level && best.score > 0 && (!second || best.score > second.score * 1.25)) {
    const level = best.level;
    const other = offered.filter((l) => l !== level);
    return finishAnswer(
      [
        // The level held, told here or earlier, set against the one chosen with the gap between their minimums.
        // (A level whose name is no "livello" — "Categoria C, posizione economica C1" — is shown with its code,
        // as inquadra's own opening shows it: "livello C1 (Categoria C, posizione economica C1)".)
        // ("il responsabile dice che per gli OSS è il livello giusto": the level held confirmed or not, first.)
        `${heldLevelVerdict(ccnl, level, ctx, levelsByPay(ccnl, ctx.today))}Tra ${names} del ${ccnl.short_name}, la mansione descritta corrisponde ${shownWithArticle(level)}.${statedLevelCheck(ccnl, level, ctx, levelsByPay(ccnl, ctx.today))}`,
        '',
        `Perché: ${example ? `tra i profili di esempio del livello c'è «${example}»` : 'la descrizione richiama la declaratoria del livello'}; ${level.declaratoria ? `la declaratoria indica «${level.declaratoria}»` : 'la declaratoria del livello non è nella base di conoscenza'}.`,
        ...other.map((l) => `- ${l.name}: ${describe(l)}.`),
        ...(cited[offered.indexOf(level)]?.lowOnly ? ['', LOW_PROFILE] : []),
      ],
      citations,
      related,
    );
  }
  // (Neither fits, but another level's profile does: the general classification answers with it.)
  if (!best?.score && otherLevelFits(ccnl, earlier ? `${earlier}. ${ctx.message}` : ctx.message, offered))
    return undefined;
  return finishAnswer(
    [
      `**Non posso stabilire se spetti ${either}** del ${ccnl.short_name}: nella base di conoscenza non trovo un profilo di esempio di questi livelli che corrisponda alla mansione descritta, e la scelta dipende dai compiti effettivi.`,
      '',
      'Confronta la mansione con i due livelli:',
      ...offered.map((l) => `- ${l.name}: ${describe(l)}.`),
      '',
      'Conta il contenuto delle mansioni svolte con prevalenza, non il titolo: descrivi i compiti, l’autonomia e le eventuali responsabilità.',
    ],
    citations,
    related,
  );
}
