import { findLevel } from '../kb/pay.js';
import type { Ccnl } from '../kb/schema.js';
import { askedFormerLevel, formerLevel } from './former-levels.js';
import { isDatePreposition } from './preposition-a.js';
import { trackLevel } from './track-level.js';
import { gradeLevel } from './worker-grade.js';

/**
 * Levels named by a letter or a letter and a digit ("livello D" in Gomma plastica, "A1" or "C2" in the
 * Cooperative sociali, "B3" in Logistica, "BS" or "CS" in Lavoro domestico), read against the agreement's own
 * codes. A single letter is also a preposition or an article ("a", "e", "d'", "i"), so it counts only where a
 * level is expected: after "livello", "categoria", "un", "inquadrato in"…, or before "livello", and written as
 * a capital or right after a level word.
 */

// Words after which a lone letter names a level ("un D", "categoria D", "inquadrata in CS", "come BS").
const BEFORE_CODE =
  /^(?:livello|liv|categoria|cat|categ|qualifica|fascia|gruppo|posizione|profilo|area|un|una|il|al|nel|del|dal|in|come|ai|dei|i|e|o|da|per|di)$/;
// Words that make a lone lowercase letter a level too ("livello d", "categoria e").
const LEVEL_WORD = /^(?:livello|liv|categoria|cat|categ|qualifica|fascia|posizione|profilo|area)$/;

function codesOf(ccnl: Ccnl): Map<string, string> {
  const codes = new Map<string, string>();
  const add = (code: string) => codes.set(code.toLowerCase().replace(/\s+/g, ''), code);
  for (const level of ccnl.levels) add(level.level);
  for (const table of ccnl.pay_tables) for (const row of table.levels) add(row.level);
  return codes;
}

/** Whether the agreement codes its levels with letters ("A", "BS", "C2"), where the letter reading applies. */
function usesLetters(codes: Map<string, string>): boolean {
  return [...codes.keys()].some((c) => /^[a-z]{1,2}\d?$/.test(c) && c !== 'q' && c !== 'qa' && c !== 'qb');
}

/** The letter level the original question names in this agreement's codes, if any. */
/** A short ask (in words) whose last word may be a letter level typed in lower case. */
const SHORT_ASK = 8;

// A letter code as dictation spells it after a level word ("livello ci tre", "categoria bi uno"): "C3", "B1".
const SPOKEN_LETTER: Record<string, string> = { a: 'A', bi: 'B', ci: 'C', di: 'D' };
const SPOKEN_DIGIT: Record<string, string> = { uno: '1', due: '2', tre: '3', quattro: '4' };
const SPOKEN_CODE = /\b(livello|liv|categoria)\s+(a|bi|ci|di)\s+(uno|due|tre|quattro|[1-4])\b/gi;
// The same code typed letter and number apart without a level word ("metalmeccanico c tre", "è d uno"): only the
// letters that are no Italian word alone, and not a count of something ("d 2 anni").
const SPACED_CODE =
  /(?<![\p{L}\p{N}'’])([bcd])\s+(uno|due|tre|[1-3])(?![\p{L}\p{N}])(?!\s+(?:anni|anno|mesi|mese|giorni|ore|volte|settimane|euro|€|%))/giu;

export function letterLevel(ccnl: Ccnl, said: string): string | undefined {
  const codes = codesOf(ccnl);
  if (!usesLetters(codes)) return undefined;
  const original = said
    .replace(
      SPOKEN_CODE,
      (_all, word: string, letter: string, digit: string) =>
        `${word} ${SPOKEN_LETTER[letter.toLowerCase()]}${SPOKEN_DIGIT[digit.toLowerCase()] ?? digit}`,
    )
    .replace(
      SPACED_CODE,
      (_all, letter: string, digit: string) =>
        `${letter.toUpperCase()}${SPOKEN_DIGIT[digit.toLowerCase()] ?? digit}`,
    );
  // Split on spaces and punctuation, keeping apostrophes out: "D'" is a letter code followed by a quote
  // only when it stands alone ("livello D'"), while "d'industria" is a preposition.
  const tokens = original
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .split(/[^\p{L}\p{N}']+/u)
    .filter(Boolean);
  for (let i = 0; i < tokens.length; i++) {
    const raw = tokens[i] ?? '';
    // "d'industria", "l'operaio": a letter with an apostrophe joined to a word is an elided article.
    if (/^\p{L}'\p{L}/u.test(raw)) continue;
    const token = raw.replace(/'+$/, '');
    // Numbered levels ("3", "4°") are findLevel's: only codes with a letter are read here.
    if (!/\p{L}/u.test(token)) continue;
    const before = (tokens[i - 1] ?? '').toLowerCase();
    const after = (tokens[i + 1] ?? '').toLowerCase();
    // "livello B super", "C super": the letter and the word "super" name the super level ("BS", "CS").
    const superCode = after === 'super' ? codes.get(`${token.toLowerCase()}s`) : undefined;
    // ("inquadrata b super": the word "super" after a letter makes it a level, in any case.)
    if (superCode && token.length === 1) return superCode;
    const code = codes.get(token.toLowerCase());
    if (!code) continue;
    if (token.length >= 2) {
      // "BS", "C2", "A1": a code written in capitals, or any code mixing a letter and a digit.
      if (/\d/.test(token) || token === token.toUpperCase() || LEVEL_WORD.test(before)) return code;
      // Typed in lower case on a phone, closing a short ask ("e se fa la babysitter, bs?", "minimo badante cs").
      if (i === tokens.length - 1 && tokens.length <= SHORT_ASK) return code;
      continue;
    }
    const capital = token === token.toUpperCase();
    // "con quel livello a ottobre": the preposition of a date, not level A.
    if (!capital && isDatePreposition(token, tokens[i + 1])) continue;
    // "il 4° livello e fino a quando": a level word already numbered is followed by a conjunction, not a code.
    const numbered = /^\d{1,2}$/.test(tokens[i - 2] ?? '');
    if (LEVEL_WORD.test(before) && !capital && numbered) continue;
    // "convivente a livello BS": a preposition before "livello", whose code comes after it.
    if (!capital && after === 'livello' && codes.has((tokens[i + 2] ?? '').toLowerCase())) continue;
    if (LEVEL_WORD.test(before) || after === 'livello') return code;
    // A capital letter after an article or preposition ("un D", "inquadrato in D"), not opening a sentence.
    if (capital && i > 0 && BEFORE_CODE.test(before)) return code;
  }
  return undefined;
}

// "impiegato di 2ª categoria, cioè 5° livello": the level the user restates the category as is the one meant;
// so is the level said in brackets after it ("impiegato di 1ª categoria (6° livello)").
const RESTATED_LEVEL =
  /\b(?:cioe|ossia|ovvero|vale a dire|quindi|in pratica|che corrisponde al|corrispondente al)\s+(?:al |il |nel )?(\d)\s*[°ºo]?\s*livello\b|\bcategoria\s*\(\s*(?:al |il |ex |cioe |ossia )?(\d)\s*[°ºo]?\s*livello\s*\)/;

// "stabilimento balneare di 3ª categoria", "albergo di 2ª categoria": the establishment's class, never a level.
const ESTABLISHMENT_CLASS =
  /\b(?:stabiliment\w*|esercizi\w*|alberg\w*|hotel|campegg\w*|rifugi\w*|local[ei])(?: balnear\w*)?\s+(?:di\s+)?(?:\d|[iv]{1,3})\s*[ªa°º]?\s*(?:(?:e|o)\s+(?:\d|[iv]{1,3})\s*[ªa°º]?\s*)?categori[ae]\b/gi;

// "(non quadro, non I livello)", "né quadro né 1° livello": levels the worker is said not to be in.
const DENIED_LEVEL =
  /\b(?:non|n[eé]) (?:e |è |un |una |il |al |di |nel )?(?:quadr[oiae]|(?:[ivx]{1,4}|\d{1,2}\s*[°ºª]?|primo|secondo|terzo|quarto|quinto|sesto|settimo)\s+livello)\b/gi;

/** The text without the levels the worker is said not to be in ("addetto alla reception (non quadro, non I livello)"). */
export const withoutDeniedLevels = (text: string): string => text.replace(DENIED_LEVEL, ' ');

/**
 * The level a question names in the agreement: letter codes first where the agreement uses them. `former`
 * reads a replaced category as its new level (off when the text named the level for another agreement), and
 * an agricultural "area N".
 */
export function readLevel(ccnl: Ccnl, given: string, foldedGiven: string, former = true): string | undefined {
  const original = given.replace(ESTABLISHMENT_CLASS, ' ').replace(DENIED_LEVEL, ' ');
  const folded = foldedGiven.replace(ESTABLISHMENT_CLASS, ' ').replace(DENIED_LEVEL, ' ');
  const said = RESTATED_LEVEL.exec(folded);
  const restated = said?.[1] ?? said?.[2];
  return (
    (restated ? findLevel(ccnl, `${restated}° livello`, false) : undefined) ??
    trackLevel(ccnl, original) ??
    (former ? askedFormerLevel(ccnl, original) : undefined) ??
    letterLevel(ccnl, original) ??
    findLevel(ccnl, original, former) ??
    findLevel(ccnl, folded, former) ??
    (former ? formerLevel(ccnl, folded) : undefined) ??
    bareOrdinal(ccnl, original) ??
    gradeLevel(ccnl, folded)
  );
}

/** What a shorthand question puts after a bare level: the figure asked, a year, an agreement's name (not a month:
 * "1° gennaio" is a date). */
const SHORT_ASKS = [
  'minim[oi]',
  'min',
  'nett[oi]',
  'lord[oi]',
  'paga',
  'stipendio',
  'retribuzione',
  'ferie',
  'permessi',
  'rol',
  'prova',
  'preavviso',
  'scatti',
  'tredicesima',
  'quattordicesima',
  'straordinari[oa]?',
  'tfr',
  'costo',
  '20\\d\\d',
  'oggi',
  'commercio|terziario|fipe|pubblici esercizi|turismo|metalmeccanici|multiservizi|studi professionali|logistica',
].join('|');

// "commercio 4°:", "turismo 5°, part time", "sono al 3°?": an ordinal at the end of a clause, nothing after it
// that it could count (a month, a year of apprenticeship, an increment). Shorthand puts the asked figure, the date or the agreement straight after it ("FIPE 5° minimo 2026?", "4° netto",
// "3° ferie", "5° da giugno 2027", "2° commercio").
const BARE_ORDINAL = new RegExp(
  String.raw`(?:^|[\s(])(\d{1,2})\s*[°º](?=\s*(?:$|[,.;:?!)]|e\b|con\b|part\b|full\b|pt\b|ft\b|a tempo\b|del (?:ccnl|contratto)\b)|\s+(?:${SHORT_ASKS})\b)`,
  'i',
);

/** A level said as a bare ordinal ("commercio 4°"), read as "4° livello" of the agreement. */
function bareOrdinal(ccnl: Ccnl, original: string): string | undefined {
  const n = BARE_ORDINAL.exec(original)?.[1];
  return n === undefined ? undefined : findLevel(ccnl, `${n}° livello`, false);
}

// "sono passato da C2 a C3", "mi hanno promosso al 3° livello", "è stata inquadrata nel C3": a change already
// made (a participle after its auxiliary); "a dicembre passo al III", "dovrei passare al 4" are still to come.
const CHANGED =
  /\b(?:sono (?:stat[oa] )?|siamo (?:stat[ie] )?|(?:mi|ci|l[oa]|gli|le|li) hanno |(?:e|è) (?:stat[oa] )?)(?:passat|promoss|inquadrat|alzat|portat|spostat|avanzat|salit|riclassificat)[oaie]\b(.{0,40}?)\s(?:al|allo|alla|a|in|nel|nella)\s+(.{1,60})/i;

// "da questo mese lo passiamo a C3", "promuoviamo un operaio da D2 a C2": the employer's change made now, the
// level asked.
const CHANGED_NOW =
  /\b(?:(?:l[oa]|li|le|l')\s*)?(?:passiamo|promuoviamo|inquadriamo|spostiamo|riclassifichiamo)\b(?:[^.?;]{0,50}?\bda\s+[^\s,.;:?!]+)?\s+(?:al|allo|alla|a|in|nel|nella)\s+(.{1,60})/i;

const CHANGED_TO_CODE =
  /\b(?:sono|siamo) (?:stat[oaie] )?(?:passat|promoss|inquadrat)[oaie] ((?:[a-d]\s?[1-3]s?|[a-d]s)\b)/i;

/**
 * The level a worker says they have moved to, when the question tells the change ("sono passato da C2 a C3,
 * quanto mi pagano adesso lo straordinario?"): the new level is the one the pay is asked on, not the first
 * named. Undefined when no change made is told, or the words after it name no level ("passato a tempo pieno").
 */
export function levelAfterChange(ccnl: Ccnl, original: string): string | undefined {
  const match = CHANGED.exec(original);
  const after = match?.[2];
  if (after) return readLevel(ccnl, after, plainOf(after), false);
  const now = CHANGED_NOW.exec(original)?.[1];
  const reached = now ? readLevel(ccnl, now, plainOf(now), false) : undefined;
  if (reached) return reached;
  // "prima ero C2 e da due anni sono passato C3": the new level's code right after the participle.
  const bare = CHANGED_TO_CODE.exec(original)?.[1];
  if (bare) return readLevel(ccnl, bare, plainOf(bare), false);
  // A change to come names the next level: the worker's level is the other one named.
  // "viene promosso C2": a promotion told as the case, whose figures are asked after it (the level reached).
  const passive = COMING_PASSIVE.exec(original)?.[1];
  const promoted = passive ? readLevel(ccnl, passive, plainOf(passive), false) : undefined;
  if (promoted) return promoted;
  const next = COMING.exec(original);
  const piece = next?.[1] ?? '';
  // "passo al 4°": a bare ordinal after the change is a level.
  const coming = next
    ? (readLevel(ccnl, piece, plainOf(piece), false) ??
      (/^\d{1,2}\s*[°ºª]$/.test(piece)
        ? readLevel(ccnl, `${piece} livello`, plainOf(`${piece} livello`), false)
        : undefined))
    : undefined;
  if (!next || !coming) return undefined;
  // "passo al 4°: quanto varranno i miei scatti?": a figure asked in the future is the new level's; so is one
  // asked of a change supposed ("se passa alla 5ª da dicembre, quale minimo?").
  if (AFTER_CHANGE.test(plainOf(original)) || SUPPOSED.test(plainOf(original.slice(0, next.index))))
    return coming;
  const rest = `${original.slice(0, next.index)} ${original.slice(next.index + next[0].length)}`;
  return readLevel(ccnl, rest, plainOf(rest), false);
}

/** A figure asked of the time after a change to come: "quanto varranno", "quanto prenderò", "dopo il passaggio". */
const AFTER_CHANGE =
  /\b(?:varr|sar|avr|prender|guadagner|diventer|spetter|percepir|toccher|pagher|matur|applicher)(?:anno|a|o|ai|emo|ete|ebbe|ebbero)\b|\bdopo il passaggio\b|\b(?:con|al) (?:il )?nuovo livello\b|\bdovr(?:o|a|emo|ete|anno) (?:applicar|pagar|dar|corrisponder|riconoscer)\w*/;

// "un operaio D2 viene promosso C2", "verrà passato al 4°": the change told of someone else, still to take effect.
const COMING_PASSIVE =
  /\b(?:viene|vengono|verr[àa]|verranno|verrebbe)\s+(?:promoss|passat|inquadrat|spostat)[oaie]\s+(?:(?:al|allo|alla|a|in|nel|nella)\s+)?((?:livello\s+)?[^\s,.;:?!]+(?:\s+livello|\s+super)?)/i;

/** A change supposed: "se passa", "se lo promuovo", "nel caso passasse": the figure asked is the new level's. */
const SUPPOSED = /\b(?:se|qualora|nel caso|in caso|ipotizzando che|supponendo che)\b[^.;?!]{0,50}$/;

export const plainOf = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '');

// "a dicembre passo al III livello", "dovrei passare al 3°", "passerò al C3", "mi promuovono a B1": the level asked
// about is not this, unless the figure is asked of the time after the change (AFTER_CHANGE).
const COMING =
  /\b(?:(?:mi|ci|la|lo|l'|li|le) promuov\w*|passo|passa|passasse|passi|passer[òo]|passera|passerà|(?:dovrei|dovrebbe|devo|deve|dovr[òo]|dovrà|potrei|vorrei|sto per|dovrebbero) passare|passare|passaggio)\s+(?:al|allo|alla|a|in|nel|nella)\s+((?:livello\s+)?[^\s,.;:?!]+(?:\s+livello|\s+super)?)/i;
