import type { KnowledgeBase } from '../kb/knowledge-base.js';
import type { Ccnl } from '../kb/schema.js';
import { handledGoodsOnly } from './handled-goods.js';
import { contractPhrases } from './named-agreement.js';
import { nextJobOnly } from './next-job.js';
import { NOT_HELD, type NotHeldAgreement } from './not-held-table.js';

import { othersSectorWordOnly } from './others-sector-word.js';
import { wordAcrossNames } from './split-names.js';
import { telegraphic } from './telegraphic.js';
import { unknownAgreementName } from './unknown-name.js';

/**
 * Reads the agreements the knowledge base does not hold from one table (not-held-table.ts): a CNEL code, the
 * agreement's own name, a signatory association, or a sector or trade word said of the writer's work.
 * Runs on the folded question.
 */

/** How a row was named: the stronger kinds beat an agreement of the knowledge base met by a sector word. */
type NamedBy = 'code' | 'name' | 'association' | 'word';

interface NotHeldMatch {
  row: NotHeldAgreement;
  by: NamedBy;
  /** Every term of the row, as one pattern (for "named after CCNL" and third-party checks). */
  pattern: RegExp;
  /** The name the answer gives: the row's, or the user's own words when they wrote its name after "CCNL". */
  display: string;
}

const alternation = (terms: readonly string[] | undefined) =>
  terms?.length ? new RegExp(terms.map((t) => `(?:${t})`).join('|')) : undefined;

interface Compiled {
  row: NotHeldAgreement;
  name?: RegExp;
  association?: RegExp;
  word?: RegExp;
  wordUnless?: RegExp;
  all: RegExp;
}

const COMPILED: readonly Compiled[] = NOT_HELD.map((row) => {
  const names = row.names?.map(telegraphic);
  const all = [...(names ?? []), ...(row.associations ?? []), ...(row.words ?? [])];
  const compiled: Compiled = { row, all: alternation(all) ?? /(?!)/ };
  const name = alternation(names);
  const association = alternation(row.associations);
  const word = alternation(row.words);
  if (name) compiled.name = name;
  if (association) compiled.association = association;
  if (word) compiled.word = word;
  const wordUnless = alternation(row.wordsUnless);
  if (wordUnless) compiled.wordUnless = wordUnless;
  return compiled;
});

/**
 * The question speaks of someone's work: a sector or trade word then names their workplace ("operaio in una
 * vetreria"), not a thing they buy or visit ("le piastrelle del bagno", "la farmacia di turno").
 */
const WORK =
  /\b(?:lavor\w*|impiegat\w*|operai\w*|dipendent\w*|assunt\w*|assum\w*|ccnl|contratt\w*|stipend\w*|busta paga|cedolino|retribu\w*|minim[oi]|livell\w*|ferie|permess\w*|malattia|preavviso|scatti|tredicesima|quattordicesima|straordinar\w*|mansion\w*|prend[eo]|guadagn\w*|sono (?:un|una|uno)|faccio (?:il|la|lo|l')|turn\w*|apprendist\w*|colleg\w*|capo\w*|datore|qualifica|notturno|paga|pagarmi|mi pag\w*|conged\w*|dimission\w*|licenzi\w*|comporto|aspettativa|tfr|mensilit\w*|di ruolo)\b/;

/** A CNEL code, said as one: "codice CNEL H008", "cod. CNEL T149", "CCNL G02F". */
const CODE =
  /\b(?:codice (?:cnel |ccnl |alfanumerico )?|cod\.? (?:cnel )?|cnel |ccnl )([a-z](?=[a-z0-9]{0,2}\d)[a-z0-9]{3})\b/g;

/** The CNEL codes a question names, upper case. */
export function namedCodes(text: string): string[] {
  return [...text.matchAll(CODE)].map((m) => (m[1] ?? '').toUpperCase());
}

/** The knowledge base's agreement carrying a CNEL code. */
function heldByCode(kb: KnowledgeBase, code: string): Ccnl | undefined {
  return kb.agreements.find((c) => c.cnel_code?.value?.toUpperCase() === code);
}

/** The user's own name for a row, when they wrote one of its names after "CCNL"/"contratto". */
function ownWords(compiled: Compiled, text: string): string | undefined {
  if (!compiled.name) return undefined;
  for (const match of text.matchAll(
    /\b(?:ccnl|contratto(?: collettivo)?(?: nazionale)?)\s+(del(?:l'|la|lo|le|i)?\s*|dei\s+|degli\s+)?([a-z][a-z'-]+(?:\s+[a-z][a-z'-]+)?)/g,
  )) {
    const phrase = match[2] ?? '';
    if (!compiled.name.test(phrase) && !compiled.name.test(`ccnl ${phrase}`)) continue;
    // Kept only when the words kept still name the row ("CCNL Trasporto" alone would not).
    const own = unknownAgreementName(match[1] ?? '', phrase);
    // An acronym ("CCNL TLC") says less than the row's name, and so do the first words of it ("CCNL
    // Acconciatura, estetica e tricologia" read up to the comma is the start of "CCNL Acconciatura ed estetica").
    const start = compiled.row.name.toLowerCase().startsWith(own.toLowerCase());
    if (own.length >= 11 && compiled.name.test(own.toLowerCase()) && !start) return own;
  }
  return undefined;
}

/** The rows whose agreement the knowledge base holds after all (by code or name), once per knowledge base. */
const HELD = new WeakMap<KnowledgeBase, ReadonlySet<NotHeldAgreement>>();

function heldRows(kb: KnowledgeBase): ReadonlySet<NotHeldAgreement> {
  const cached = HELD.get(kb);
  if (cached) return cached;
  const fold = (t: string) =>
    t
      .toLowerCase()
      .normalize('NFKD')
      .replace(/\p{M}+/gu, '')
      .replace(/-/g, ' ');
  const names = new Set(
    kb.agreements.flatMap((c) => [c.short_name, ...c.aliases].map((n) => fold(n.replace(/^CCNL /, '')))),
  );
  const codes = new Set(kb.agreements.map((c) => c.cnel_code?.value?.toUpperCase()).filter(Boolean));
  const held = new Set(
    NOT_HELD.filter(
      (row) => row.codes?.some((code) => codes.has(code)) || names.has(fold(row.name.replace(/^CCNL /, ''))),
    ),
  );
  HELD.set(kb, held);
  return held;
}

/** A shop's goods before a trade word ("commessa in un negozio di calzature"): retail, not the trade's industry. */
const SHOP_OF =
  /\b(?:negozi\w*|negozietto|bottega|rivendit\w*|punto vendita|boutique|outlet)\s+(?:di\s+|d'|per\s+)?(?:\w+\s+)?$/;

/** Whether every place the trade word appears in is a shop selling its goods. */
function soldInShop(word: RegExp, text: string): boolean {
  const all = [...text.matchAll(new RegExp(word.source, 'g'))];
  return all.length > 0 && all.every((m) => SHOP_OF.test(text.slice(Math.max(0, m.index - 40), m.index)));
}

/** Whether every place the trade word appears in is denied ("per un profilo non artigiano"). */
function deniedOnly(word: RegExp, text: string): boolean {
  const all = [...text.matchAll(new RegExp(word.source, 'g'))];
  return (
    all.length > 0 &&
    all.every((m) => /\bnon (?:e |sono |[a-z]+ )?$/.test(text.slice(Math.max(0, m.index - 20), m.index)))
  );
}

/**
 * The rows a folded question names. `heldRecognised` tells whether the question also names or implies an
 * agreement the knowledge base holds: a row that `yields` ("artigiano", "agenzia interinale") then gives way.
 */
export function notHeldNamed(kb: KnowledgeBase, text: string, heldRecognised: boolean): NotHeldMatch[] {
  const codes = new Set(namedCodes(text));
  const work = WORK.test(text);
  const held = heldRows(kb);
  const found: NotHeldMatch[] = [];
  for (const compiled of COMPILED) {
    const { row } = compiled;
    if (held.has(row)) continue;
    const by: NamedBy | undefined = row.codes?.some((c) => codes.has(c))
      ? 'code'
      : compiled.name?.test(text)
        ? 'name'
        : compiled.association?.test(text)
          ? 'association'
          : work &&
              compiled.word?.test(text) &&
              !soldInShop(compiled.word, text) &&
              !deniedOnly(compiled.word, text) &&
              !othersSectorWordOnly(compiled.word, text) &&
              !nextJobOnly(compiled.word, text) &&
              !handledGoodsOnly(compiled.word, text) &&
              !wordAcrossNames(compiled.word, text) &&
              !compiled.wordUnless?.test(text)
            ? 'word'
            : undefined;
    if (!by) continue;
    const display = (by === 'name' && ownWords(compiled, text)) || row.name;
    found.push({ row, by, pattern: compiled.all, display });
  }
  const specific = new Set(found.filter((m) => !m.row.generic && m.row.family).map((m) => m.row.family));
  // ("metalmeccanica artigianato Conflavoro": "artigiano" gives way to an agreement named by its signatories too.)
  const namedOther = found.some((m) => !m.row.yields && m.by !== 'word');
  return found.filter(
    (m) =>
      !(m.row.yields && (heldRecognised || namedOther)) &&
      !(m.row.generic && m.row.family && specific.has(m.row.family)),
  );
}

/** Whether a phrase written after "CCNL"/"contratto" names the row (the worker's own agreement). */
export function rowNamedAsContract(match: NotHeldMatch, text: string): boolean {
  if (contractPhrases(text).some((phrase) => match.pattern.test(phrase))) return true;
  // A name longer than the words read after "CCNL" ("il CCNL degli impianti di trasporto a fune": "impianti di
  // trasporto" alone is a held agreement's sector word): the row's own name in the clause's first words.
  return match.by === 'name' && contractClauses(text).some((clause) => match.pattern.test(clause));
}

/**
 * The first six words after each "CCNL"/"contratto", up to the end of the clause ("applico il contratto
 * Tessile-Moda e Chimica-Ceramica": a row's own name, read past the "e" of a two-part name).
 */
function contractClauses(text: string): string[] {
  // ("CCNL Servizi di Vigilanza, Investigazioni, Security, Safety e Ausiliari alla Sicurezza": a name listing its
  // sectors reads on past its commas, to its eighth word.)
  return [...text.matchAll(/\b(?:ccnl|contratto(?: collettivo)?(?: nazionale)?)\s+([^.;:?!()]*)/g)].map(
    (m) => {
      const words = (m[1] ?? '').split(/\s+/);
      const clause = words.slice(0, 6).join(' ').split(',')[0] ?? '';
      const listed = words.slice(0, 8).join(' ');
      return /^[^,]*(?:, [a-z]+){2,}/.test(listed) ? listed : clause;
    },
  );
}

/**
 * The agreements a question names by CNEL code: held ones by id, the table's by name, any other code as
 * written ("CCNL con codice CNEL Q123"). Undefined when it names no code.
 */
export function readByCode(
  kb: KnowledgeBase,
  text: string,
): { known: number[]; unknown: string[] } | undefined {
  const codes = namedCodes(text);
  if (!codes.length) return undefined;
  const known: number[] = [];
  const unknown: string[] = [];
  for (const code of codes) {
    const ccnl = heldByCode(kb, code);
    if (ccnl) known.push(ccnl.id_categoria);
    else
      unknown.push(NOT_HELD.find((row) => row.codes?.includes(code))?.name ?? `CCNL con codice CNEL ${code}`);
  }
  return { known: [...new Set(known)], unknown: [...new Set(unknown)] };
}
