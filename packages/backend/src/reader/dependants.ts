import { MONTHS } from '../kb/format.js';
import { countValue } from './numbers.js';
import type { Slots } from './request.js';

/**
 * The dependants a question states, as the art. 12 TUIR deductions need them: the spouse (and a spouse said not
 * to be a dependant), the children with their ages and the share of the charge (50% or 100%), the ascendants
 * living with the taxpayer, and the months of the year they were dependants. Reads a folded text (lower case,
 * no accents). A partner who is not a spouse ("compagna") or an in-law ("suocera") is named, not counted.
 */

export type Dependants = NonNullable<Slots['dependants']>;

const WORD_COUNT = '(\\d+|un[oa]?|due|tre|quattro|cinque|sei)';
const SPOUSE = '(?:coniuge|moglie|marito|consorte)';
const CHILD = '(?:figli[oae]?|figlie|bambin[oiae]|bimb[oiae]|ragazz[oiae])';

/**
 * "moglie a carico", "coniuge fiscalmente a carico", "mia moglie non lavora ed e a mio carico", "mia moglie, che ha
 * lasciato il lavoro, e a mio carico", "a carico ho la moglie": the spouse named, then "a carico" in the same
 * sentence with no other person between (a denied spouse is read first).
 */
const SPOUSE_DEPENDANT = new RegExp(
  `\\b${SPOUSE}\\b(?:(?!\\b(?:figli\\w*|bambin\\w*|bimb\\w*|madre|padre|genitor\\w*|nonn\\w*|non (?:e |risulta |fosse |sia |era |sarebbe |sara )?(?:piu )?(?:fiscalmente )?a\\b))[^.?!;]){0,70}?\\ba (?:mio |suo )?carico\\b|\\ba carico (?:ho |c'e |ci sono |:\\s*)?(?:anche )?(?:la |mia |il |mio )?${SPOUSE}\\b`,
);
/** "coniuge non a carico", "mia moglie lavora", "moglie che non e a carico". */
const SPOUSE_DENIED = new RegExp(
  `\\b${SPOUSE}\\s+(?:che\\s+)?(?:non (?:e |risulta |fosse |sia |era |sarebbe |sara )?(?:piu )?(?:fiscalmente )?a carico|lavora|ha un (?:suo )?reddito|guadagna)\\b|\\b(?:senza|niente|nessun[oa]?|ne) ${SPOUSE}\\b`,
);
/** A partner who is not a spouse: no spouse deduction ("la mia compagna fosse a carico"). */
const PARTNER = /\b(?:compagn[oa]|convivente|fidanzat[oa])\b(?:(?!\bnon\b)[^.?!]){0,30}\ba carico\b/;

/** "2 figli", "due figli", "un figlio", "tre bambini". */
const CHILD_COUNT = new RegExp(`\\b${WORD_COUNT}\\s+(?:${CHILD})\\b`);
/** "un figlio … e una figlia": each singular mention is a child. */
const CHILD_SINGLES = /\b(?:mi[oa]|il|la|un|una|con|l'altr[oa])\s+(?:figli[oa]|bambin[oa]|bimb[oa])\b/g;
const CHILDREN_DENIED =
  /\b(?:senza|niente|nessun[oa]?|non (?:ho|ha|hanno|abbiamo)|zero)\s+(?:\w+\s+)?(?:figli\w*|bambin\w*)\b/;
/**
 * One negation over a list of people denies each of them: "niente figli o moglie a carico", "né moglie né figli",
 * "senza coniuge e figli a carico". (A list goes on by "o", "né", a comma, or an "e" with no article or possessive:
 * "non ho figli e mia moglie è a carico" denies the children only.)
 */
const PERSON = `(?:${SPOUSE}|${CHILD}|familiar[ei])`;
const DENIED_PEOPLE = new RegExp(
  `\\b(?:senza|niente|nessun[oa]?|non (?:ho|ha|hanno|abbiamo)|zero|ne)\\s+(?:\\w+\\s+)?${PERSON}\\b(?:(?:\\s*,\\s*|\\s+(?:o|od|ne)\\s+(?:(?:il|la|i|le|l'|un|una)\\s*)?|\\s+e\\s+)${PERSON}\\b)*`,
  'g',
);
const deniedPeople = (text: string): string => (text.match(DENIED_PEOPLE) ?? []).join(' ');

/** An age in "di 22 e 25 anni", "di 3 e 6 anni", "(23 anni)", "uno di 19 e uno di 24", "di 21, 26 e 28 anni". */
const AGE_NUMBER = /(?:\bdi|\bhanno|\bha|,|\(|\beta|\be|\bed)\s*(\d{1,2})(?=\s*(?:anni\b|e\b|ed\b|,|\)))/g;
/** Where the children are named: their ages are read only from the words that follow. */
const CHILD_WORD = new RegExp(`\\b${CHILD}\\b`);
const YOUNG = /\b(?:bambin\w*|bimb\w*|neonat\w*|minorenn\w*|piccol[io])\b/;

/** "al 50%", "al 100%", "a meta", "per intero". */
const SHARE =
  /\b(?:al|per il)\s*(50|100)\s*(?:%|per ?cento)|\b(a meta|meta ciascuno|diviso con)\b|\b(per intero|interamente|tutto a me)\b/;
/** "mia madre convivente a carico", "genitore a carico", "nonna che vive con me a carico". */
const ASCENDANT =
  /\b(?:mi[oa] |un |una |il |la )?(madre|padre|mamma|papa|genitor[ei]|nonn[oa]|nonni)\b[^.?!]{0,40}\ba (?:mio |suo )?carico\b/;
const IN_LAW =
  /\b(suocer[oa]|suoceri|fratell[oi]|sorell[ae]|nipot[ei]|cognat[oa])\b[^.?!]{0,40}\ba (?:mio |suo )?carico\b/;

const MONTH_ALT = MONTHS.join('|');
/** "a carico da settembre", "sposati a giugno", "dal mese di luglio". */
const FROM_MONTH = new RegExp(
  `\\b(?:a carico (?:solo )?(?:da|dal mese di)|sposat[oia]\\w* (?:a|nel mese di|in)|matrimonio (?:a|di|in)|dal mese di)\\s+(${MONTH_ALT})\\b`,
);
/** "a carico per 6 mesi", "per sei mesi a carico". */
const FOR_MONTHS =
  /\ba carico (?:solo )?per\s*(\d{1,2}|tre|quattro|cinque|sei|sette|otto|nove|dieci|undici)\s*mesi\b|\bper (?:soli )?(\d{1,2}|tre|quattro|cinque|sei|sette|otto|nove|dieci|undici)\s*mesi a carico\b/;

function ages(text: string): number[] {
  const at = text.search(CHILD_WORD);
  if (at < 0) return [];
  // The ages follow the children ("di 22 e 25 anni", "un figlio di 17 e una figlia di 23 anni", "di 21, 26 e 28
  // anni"), within the same stretch of words, which must say "anni".
  const stretch = text.slice(at, at + 90).split(/[.?!;]/)[0] ?? '';
  const end = stretch.lastIndexOf('anni');
  if (end < 0) return [];
  const found: number[] = [];
  for (const m of stretch.slice(0, end + 4).matchAll(AGE_NUMBER)) {
    const age = Number(m[1]);
    if (age <= 40) found.push(age);
  }
  return found;
}

function months(text: string): number | undefined {
  const from = FROM_MONTH.exec(text)?.[1];
  if (from) return 12 - MONTHS.indexOf(from);
  const found = FOR_MONTHS.exec(text);
  const span = found?.[1] ?? found?.[2];
  if (span) {
    const value = countValue(span);
    if (value && value >= 1 && value <= 12) return value;
  }
  return undefined;
}

/** "nessuno a carico", "senza familiari a carico", "nessun carico di famiglia": nobody is a dependant. */
const NOBODY =
  /\b(?:nessuno|nessun familiare|nessun carico|niente familiari|senza familiari|senza carichi|nessun[oa]? persona)\b(?: \w+)? a carico\b|\bnessun carico di famiglia\b|\b(?:n[eéè]|non (?:ho|ha|hanno|abbiamo))\s+(?:(?:altri|alcun|nessun)\s+)?familiar[ei] a carico\b|\bsenza carichi di famiglia\b|\b(?:considerar\w*|trattar\w*|calcolar\w*|come se fossi|come)\s+(?:come\s+)?single\b|\bdetrazion\w* (?:per (?:i )?familiari|familiari) non (?:ce ne sono|ne ho|spettano|ci sono)\b|\b(?:nessuna|niente|senza) detrazion\w* per (?:i )?familiari\b/;
/** A dependant is one said to be "a carico" (or whose deduction is asked): a son named in a story is not. */
const CHARGE = /\ba (?:mio |suo |nostro )?carico\b|\bcarichi di famiglia\b|\bdetra\w*|\bdetragg\w*/;

/** The dependants stated in a folded text, or undefined when none is. */
export function readDependants(text: string): Dependants | undefined {
  if (NOBODY.test(text) || !CHARGE.test(text)) return undefined;
  const out: Dependants = {};
  const denied = deniedPeople(text);
  if (SPOUSE_DENIED.test(text) || new RegExp(`\\b${SPOUSE}\\b`).test(denied)) out.spouseDenied = true;
  else if (SPOUSE_DEPENDANT.test(text)) out.spouse = true;
  if (PARTNER.test(text) && !out.spouse) out.notDependants = ['partner'];

  const childText = text.replace(DENIED_PEOPLE, ' ').replace(CHILDREN_DENIED, ' ');
  const counted = CHILD_COUNT.exec(childText)?.[1];
  const singles = childText.match(CHILD_SINGLES)?.length ?? 0;
  const stated = counted !== undefined ? countValue(counted) : undefined;
  // "un figlio di 17 e una figlia di 23": a count of one is each singular mention.
  const childrenCount =
    stated !== undefined && stated > 1 ? stated : Math.max(stated ?? 0, singles) || undefined;
  if (childrenCount !== undefined && childrenCount > 0 && /\bfigli|\bbambin|\bbimb/.test(childText)) {
    out.children = childrenCount;
    const childAges = ages(childText);
    if (childAges.length) out.childAges = childAges.slice(0, childrenCount);
    else if (YOUNG.test(childText)) out.youngChildren = true;
    const share = SHARE.exec(childText);
    if (share) out.sharePct = share[1] ? Number(share[1]) : share[2] ? 50 : 100;
  }

  const ascendant = ASCENDANT.exec(text);
  if (
    ascendant &&
    /\bconviv|\bvive con me|\bvivono con me|\babita con me|\bstessa casa|\bcon noi\b/.test(text)
  )
    out.ascendants = ascendant[1] === 'genitori' || ascendant[1] === 'nonni' ? 2 : 1;
  else if (ascendant) out.notDependants = [...(out.notDependants ?? []), 'ascendant-not-living'];
  if (IN_LAW.test(text)) out.notDependants = [...(out.notDependants ?? []), 'in-law'];

  const m = months(text);
  if (m !== undefined && (out.spouse || out.children || out.ascendants)) out.months = m;
  // A spouse denied alone changes nothing the engine computes: no slot, as before.
  return Object.keys(out).some((k) => k !== 'spouseDenied') ? out : undefined;
}

/**
 * The dependants a follow-up keeps of the conversation's: "e senza coniuge a carico?" drops the spouse, "e senza
 * figli?" the children, "e senza carichi di famiglia?" all of them; a follow-up that denies none keeps them all.
 */
export function keptDependants(previous: Dependants | undefined, text: string): Dependants | undefined {
  if (!previous) return undefined;
  if (NOBODY.test(text) || /\bsenza (?:familiari|carichi)\b|\bda sol[oa]\b|\bsingle\b/.test(text))
    return undefined;
  const out: Dependants = { ...previous };
  const denied = deniedPeople(text);
  if (SPOUSE_DENIED.test(text) || new RegExp(`\\b${SPOUSE}\\b`).test(denied)) {
    delete out.spouse;
    out.spouseDenied = true;
  }
  if (CHILDREN_DENIED.test(text) || new RegExp(`\\b${CHILD}\\b`).test(denied)) {
    delete out.children;
    delete out.childAges;
    delete out.youngChildren;
    delete out.sharePct;
  }
  return Object.keys(out).some((k) => k !== 'spouseDenied' && k !== 'months' && k !== 'notDependants')
    ? out
    : undefined;
}
