import type { KnowledgeBase } from '../kb/knowledge-base.js';
import { mendAgreementNames } from './fuzzy-names.js';
import { agreementsNamedAsContract } from './named-agreement.js';
import { namedOutright } from './named-outright.js';
import { askOf } from './off-topic-ask.js';
import { fold } from './text.js';

/**
 * Which of the agreements a story names is the one the asking sentence asks about, when the story names more than
 * one or names one only by a sector word. Read on the folded question:
 * - "una banca mi ha offerto un posto … contratto credito ABI. Quanto è il minimo di quel livello?": an ask that
 *   points back ("quel livello", "quel contratto") asks about the agreement named last before it;
 * - "ccnl esercenti funivie/impianti a fune": an agreement written after "CCNL" that nothing recognises beats a
 *   held one only implied by a sector word ("impianti");
 * - "ditta di spedizioni e-commerce con il contratto logistica": the agreement named as the contract beats one
 *   only implied by the workplace.
 */

/** An ask that points back to something the story named ("quel livello", "quella posizione", "questo contratto"). */
const POINTS_BACK =
  /\b(?:quel|quello|quella|quell'|questo|questa|tale|dett[oa]) ?(?:livello|posto|contratto|ccnl|inquadramento|area|lavoro|offerta|proposta|posizione|ruolo|impiego)\b/;

/** Each place the story names a contract: "CCNL …" or "contratto …" up to the end of its clause. */
const CONTRACT_MENTION = /\b(?:ccnl|contratt[oi])\b[^.,;:?!]*/g;

/**
 * True when the ask points back and the last contract the story names before it is one the knowledge base
 * does not hold (`notHeld` are the rows' patterns).
 */
export function pointsBackToNotHeld(kb: KnowledgeBase, text: string, notHeld: readonly RegExp[]): boolean {
  const ask = askOf(text);
  if (!POINTS_BACK.test(ask) || notHeld.some((p) => p.test(ask)) || kb.recognise(ask).length) return false;
  const story = text.slice(0, Math.max(0, text.lastIndexOf(ask)));
  let last: 'held' | 'not-held' | undefined;
  for (const mention of story.matchAll(CONTRACT_MENTION)) {
    if (notHeld.some((p) => p.test(mention[0]))) last = 'not-held';
    else if (kb.recognise(mention[0]).length) last = 'held';
  }
  return last === 'not-held';
}

/** "CCNL …" or "contratto collettivo/nazionale …": the agreement written out as such (not "contratto stagionale"). */
const CCNL_WRITTEN = /\b(?:ccnl|contratto collettivo|contratto nazionale)\s/;

/**
 * True when every held agreement read is only implied (neither named outright nor written as the contract), so
 * that an agreement written after "CCNL" that nothing recognises is the one asked. `phrase` is that name.
 */
export function impliedBesideUnrecognised(
  kb: KnowledgeBase,
  text: string,
  known: readonly number[],
  phrase: string,
): boolean {
  if (!known.length || !CCNL_WRITTEN.test(text)) return false;
  // A held name written with a typo ("ccnl comercio") is that agreement, not an unknown one.
  if (kb.recognise(mendAgreementNames(kb, phrase)).length) return false;
  // "CCNL industria", "CCNL artigianato": a word of a held agreement's own name qualifies the one implied.
  const first = phrase.split(' ')[0] ?? '';
  const heldWords = kb.agreements.flatMap((c) => [c.short_name, ...c.aliases].map(fold));
  if (heldWords.some((name) => new RegExp(`\\b${first}\\b`).test(name))) return false;
  const asContract = agreementsNamedAsContract(kb, text);
  return known.every((id) => {
    const ccnl = kb.byCategory(id);
    return ccnl !== undefined && !asContract.includes(ccnl) && !namedOutright(kb, ccnl, text);
  });
}

/** Where a clause turns to another subject ("… col contratto del commercio e una in fabbrica col metalmeccanico"). */
const ANOTHER_SUBJECT =
  /[.;:?!,()]|\s(?:e|ed|o|oppure|mentre|invece|ma|a|da)\s+(?:un|una|uno|un'|il|lo|la|l'|i|gli|le|nel|nella|in|col|con|quell\w*|l'altr\w*)/;

/** The firm told, then its contract: "ditta di spedizioni e-commerce con il contratto logistica". */
const FIRM_WITH_CONTRACT = /^(.*)\b(?:con|col|coi) (?:il |lo |la )?(?:contratto|ccnl)\b/;

/**
 * The firm told, then its contract in brackets or after a dash or a comma: "un magazzino e-commerce a Bari (CCNL
 * Logistica)", "una piattaforma e-commerce con un magazzino a Piacenza - CCNL Logistica".
 */
const FIRM_THEN_CONTRACT =
  /([^.;:?!()]*?)(?:\s[-–—]\s*|,\s*|\(\s*(?:il |col |con (?:il )?)?)((?:contratto|ccnl)\b[^.;:?!)]*)/g;

/** Each firm told with its contract: the firm's words and the words naming its contract. */
function firmsWithContract(text: string): { firm: string; contract: string; whole: string }[] {
  const told: { firm: string; contract: string; whole: string }[] = [];
  for (const part of text.split(ANOTHER_SUBJECT)) {
    const found = FIRM_WITH_CONTRACT.exec(part);
    if (found?.[1]) told.push({ firm: found[1], contract: part, whole: part });
  }
  for (const found of text.matchAll(FIRM_THEN_CONTRACT))
    if (found[1]?.trim() && found[2]) told.push({ firm: found[1], contract: found[2], whole: found[0] });
  return told;
}

/** Two agreements weighed: two offers, a move from one to the other, a difference. */
// ("la badante di mia mamma prende la quattordicesima come me che lavoro in uno studio…": two people set side by side.)
const TWO_WEIGHED =
  /\bcome (?:me|te|noi|a me|lui|lei)\b|\bdue\b|\bentramb\w*|\bl'uno\b|\bl'altr\w*|\bdifferenz\w*|\bconfront\w*|\brispetto\b|\bvs\b|\bpass(?:o|are|a|ando)\b|\bcambi\w*|\bmeglio\b|\bconvien\w*/;

/**
 * The held agreement written as the contract of a firm, when another is only implied by a word describing that
 * same firm before it ("ditta di spedizioni e-commerce con il contratto logistica", "magazzino e-commerce a Bari
 * (CCNL Logistica)"); every agreement read
 * otherwise (two firms, two offers or a move keep both).
 */
export function namedOverImplied(kb: KnowledgeBase, text: string, known: readonly number[]): number[] {
  if (known.length !== 2 || TWO_WEIGHED.test(text)) return [...known];
  const asContract = agreementsNamedAsContract(kb, text).map((c) => c.id_categoria);
  const named = known.filter((id) => asContract.includes(id));
  const other = known.find((id) => !asContract.includes(id));
  if (named.length !== 1 || other === undefined) return [...known];
  const ccnl = kb.byCategory(other);
  if (!ccnl || namedOutright(kb, ccnl, text)) return [...known];
  for (const { firm, contract, whole } of firmsWithContract(text)) {
    if (!agreementsNamedAsContract(kb, contract).some((c) => c.id_categoria === named[0])) continue;
    const implied = kb.recognise(firm).includes(ccnl);
    const elsewhere = kb.recognise(text.replace(whole, ' ')).includes(ccnl);
    if (implied && !elsewhere) return named;
  }
  // "faccio la portineria e un po' di pulizie … CCNL vigilanza privata", "CCNL FIPE … la badante ci ha lasciato":
  // a side task or a third person's job implies no second agreement beside the one written as the contract.
  if (!kb.recognise(text.replace(SIDE_JOB, ' ')).includes(ccnl)) return named;
  return [...known];
}

/** A side task done ("un po' di pulizie", "anche le pulizie") or a third person's job ("la badante", "una colf"). */
const SIDE_JOB =
  /\b(?:un po' di|qualche|anche (?:le|delle)?|ogni tanto (?:le)?) ?pulizi\w*|\b(?:la|una|il|un|mia|nostra|sua|loro|della|dalla|alla) (?:badant\w*|colf|baby ?sitter)\b/g;
