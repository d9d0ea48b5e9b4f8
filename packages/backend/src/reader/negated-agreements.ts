import type { Ccnl } from '../kb/schema.js';

/**
 * An agreement the question names only to set it aside ("applica il contratto Confapi, non quello di
 * Federmeccanica", "non il Commercio ma il Turismo") is not one it asks about. Applied only when another
 * agreement remains.
 */

const fold = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '');

// The words between "non" and the agreement's name: "non quello di", "non il CCNL del", "non della".
// ("il mio contratto non è quello degli studi professionali", "non sarebbe il CCNL del": the copula too.)
const NEGATION_BEFORE =
  /\bnon (?:(?:e|sia|era|sarebbe|e piu)\s+)?(?:(?:quello|quella|il|lo|la|i|gli|le)\s+)?(?:(?:ccnl|contratto(?: collettivo)?(?: nazionale)?)\s+)?(?:(?:di|del|della|dello|dei|degli|dell')\s*)?$/;

// "si divide per 168 come nel commercio", "6 mesi come nei metalmeccanici": another agreement named as the
// yardstick of a belief, not the one asked about (unless the question compares them).
const YARDSTICK_BEFORE =
  /\bcome (?:(?:nel|nei|nella|nello|negli|nell'|per il|per i|per la|in|il|i|la)\s*)?(?:(?:ccnl|contratto)\s+)?(?:(?:del|dei|della|dello|degli|dell')\s*)?$/;
// "il mio collega dice che i suoi scatti (lui è FIPE) valgono 33 euro": someone else's agreement, named beside
// the asker's own (unless the question compares them).
const SOMEONE_ELSES_BEFORE =
  /\b(?:lui|lei|loro|il suo|la sua|il loro) (?:e|è|ha|hanno|applica\w*|sta|stanno)\s+(?:(?:nel|col|con il|il|lo|la)\s+)?(?:(?:ccnl|contratto)\s+)?(?:(?:del|della|dei|degli|dell')\s*)?$/;
// "un amico del commercio dice che a lui l'hanno data": a person of the story named by their agreement.
const PERSON_OF_BEFORE =
  /\b(?:(?:un|una|un'|il|la|i|le|dei|delle)\s*)?(?:(?:mio|mia|miei|mie)\s+)?(?:amic[oaie]|amiche|colleg\w+|conoscent[ei]|cugin[oaie]|fratell[oi]|sorell[ae]|vicin[oaie]|marito|moglie|cognat[oaie])\s+(?:che (?:lavora|lavorano|e|sono|sta|stanno) )?(?:nel|nella|nei|negli|nello|nell'|del|della|dei|degli|dello|dell'|in|col|con il)\s*(?:(?:ccnl|contratto)\s+)?(?:(?:del|della|dei|degli|dell')\s*)?$/;
// "nel commercio mi dicevano 14 mensilità": the agreement named as where a claim was heard, not the one asked.
const HEARSAY_AFTER =
  /^[^,.;:?!]{0,30}?\b(?:mi|ci|me lo|ce lo|me l'|ce l') ?(?:dicevano|dicono|diceva|dice|hanno detto|avevano detto|ha detto|aveva detto|raccontano|hanno raccontato)\b/;
const COMPARES =
  /\bconfront\w*|\bdivers\w*|\b(?:nei|tra i|fra i) due\b|\bentramb\w*|\bdifferenz\w*|\brispetto (?:a|al)\b|\bmeglio\b|\bpeggio\b|\b(?:piu|meno) (?:alt|bass|di)\w*|\bstess[oa] (?:cosa|paga|minimo)|\buguale\b|\bvs\b/;

// A long word of a name is a name too: the association alone ("non Confcommercio!!" for "Terziario Confcommercio").
const NAME_WORD_LENGTH = 8;

const namesOf = (ccnl: Ccnl) => {
  const names = [ccnl.short_name, ...ccnl.aliases, ...ccnl.keywords].map((n) =>
    fold(n).replace(/^ccnl /, ''),
  );
  const words = names.flatMap((n) => n.split(/\s+/)).filter((w) => w.length >= NAME_WORD_LENGTH);
  // ("fipe", four letters, is a name of its own.)
  return [...new Set([...names, ...words])].filter((n) => n.length >= 4);
};

/**
 * Where the text names the agreement by a name of its own: a family word another agreement's names contain
 * ("metalmeccanica" in "metalmeccanica pmi") tells neither apart.
 */
function occurrences(ccnl: Ccnl, others: Ccnl[], text: string): number[] {
  const theirs = others.flatMap(namesOf);
  const names = namesOf(ccnl).filter((n) => !theirs.some((t) => t.includes(n)));
  const at: number[] = [];
  for (const name of names) {
    let from = text.indexOf(name);
    while (from >= 0) {
      at.push(from);
      from = text.indexOf(name, from + 1);
    }
  }
  return at;
}

export function withoutNegated(found: Ccnl[], text: string): Ccnl[] {
  if (found.length < 2) return found;
  const kept = found.filter((ccnl) => {
    const at = occurrences(
      ccnl,
      found.filter((c) => c !== ccnl),
      text,
    );
    const compares = COMPARES.test(text);
    return (
      !at.length ||
      at.some((i) => {
        const before = text.slice(Math.max(0, i - 40), i);
        return (
          !NEGATION_BEFORE.test(before) &&
          (compares || (!YARDSTICK_BEFORE.test(before) && !SOMEONE_ELSES_BEFORE.test(before)))
        );
      })
    );
  });
  return kept.length ? kept : found;
}

/**
 * "anche nelle coop c'è la quattordicesima intera come nel commercio, è vero?" after a turn on the Cooperative
 * sociali, "un amico del commercio dice che a lui l'hanno data" after one on the Metalmeccanici: every agreement
 * the turn names is only the yardstick of a claim or someone else's, and it compares nothing, so the
 * subject is the conversation's agreement. Undefined when another subject is named, or none was before.
 */
export function beyondYardstick(
  kb: { byCategory(id: number): Ccnl | undefined },
  text: string,
  own: readonly number[],
  earlier: readonly number[],
): number[] | undefined {
  if (!own.length || !earlier.length || earlier.some((id) => own.includes(id))) return undefined;
  const folded = fold(text);
  if (COMPARES.test(folded)) return undefined;
  const named = own.map((id) => kb.byCategory(id));
  const yardsticks = named.every((ccnl) => {
    const at = ccnl ? occurrences(ccnl, [], folded) : [];
    return (
      at.length > 0 &&
      at.every((i) => {
        const before = folded.slice(Math.max(0, i - 40), i);
        return (
          YARDSTICK_BEFORE.test(before) ||
          PERSON_OF_BEFORE.test(before) ||
          HEARSAY_AFTER.test(folded.slice(i))
        );
      })
    );
  });
  return yardsticks ? [...earlier] : undefined;
}

// "… e non il Terziario Confcommercio come noi": "non" and the agreement's name, up to three words.
const SET_ASIDE =
  /\bnon (?:(?:e|sia|era|sarebbe|e piu)\s+)?(?:(?:quello|quella|il|lo|la|i|gli|le)\s+)?(?:(?:ccnl|contratto)\s+)?(?:(?:di|del|della|dello|dei|degli|dell')\s*)?[^\s,.;:?!()]+(?:\s+[^\s,.;:?!()]+){0,2}/g;

/**
 * Whether every held agreement in `known` is named only to be set aside ("non il Terziario Confcommercio"): once
 * those phrases are taken out of the folded text, none of them is recognised any more.
 */
export function onlySetAside(
  kb: { recognise(text: string): Ccnl[] },
  text: string,
  known: number[],
): boolean {
  const rest = text.replace(SET_ASIDE, ' ');
  if (rest === text) return false;
  return !kb.recognise(rest).some((c) => known.includes(c.id_categoria));
}

/**
 * Whether the text rules the agreement out by name ("hanno un contratto loro, quello degli esercenti funiviari, non
 * il turismo") and names it elsewhere only by a one-word alias that is also a workplace ("oltre ai due alberghi"):
 * beside an agreement the knowledge base lacks, it is not the one asked about.
 */
export function namedOnlyDenied(ccnl: Ccnl, text: string): boolean {
  const head =
    fold(ccnl.short_name)
      .replace(/^ccnl /, '')
      .split(' ')[0] ?? '';
  const places = [ccnl.short_name, ...ccnl.aliases]
    .map((n) => fold(n).replace(/^ccnl /, ''))
    .filter((n) => n.length >= 4)
    .flatMap((name) =>
      [...text.matchAll(new RegExp(`\\b${escaped(name)}\\b`, 'g'))].map((m) => ({ name, at: m.index })),
    );
  const denied = (at: number) => NEGATION_BEFORE.test(text.slice(Math.max(0, at - 40), at));
  const workplaceWord = (name: string) => !name.includes(' ') && name !== head;
  return places.some((p) => denied(p.at)) && places.every((p) => denied(p.at) || workplaceWord(p.name));
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
