/**
 * Parts of a level's minimum the question leaves out by name ("solo il minimo, senza EPA", "esclusa la
 * contingenza", "tranne l'EDR"): the figure asked is the minimum without them. A part is named by its label's
 * first word ("EPA") or its whole label; the minimum's own part ("minimo …") is never left out. Read on the folded
 * text.
 */

import { fold } from '../reader/text.js';

interface Component {
  label: string;
  amount: number;
  payments?: number | undefined;
}

/** The words after an excluding word, up to the clause's end or a bracket. */
const EXCLUDING =
  /\b(?:senza|esclus[oaie]|escludendo|tranne|eccetto|non (?:contare|contando|considerare|considerando|includere))\b([^.;:?!()]{0,60})/g;
/** A word that turns the clause from what is left out to what is in ("senza scatti, solo minimo ed EPA"). */
const TURNING = /\b(?:solo|soltanto|ma|pero|con|compres[oaie]|inclus[oaie]|in busta)\b/;

/** The names a part is called by: its first word and its whole label without brackets. */
function namesOf(label: string): string[] {
  const folded = fold(label);
  const first = folded.split(/[\s(]+/)[0] ?? '';
  const inside = /\(([^)]+)\)/.exec(folded)?.[1];
  return [first, folded.replace(/\s*\([^)]*\)/, '').trim(), ...(inside ? [inside] : [])].filter(
    (n) => n.length >= 3,
  );
}

/** The monthly parts of the minimum the question leaves out. */
export function excludedComponents(components: readonly Component[], text: string): Component[] {
  const tails = [...fold(text).matchAll(EXCLUDING)].map((m) => (m[1] ?? '').split(TURNING)[0] ?? '');
  if (!tails.length) return [];
  return components.filter(
    (c) =>
      !c.payments &&
      !/^minim/.test(fold(c.label)) &&
      namesOf(c.label).some((name) =>
        tails.some((tail) =>
          new RegExp(String.raw`(?:^|[^a-z])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![a-z])`).test(
            tail,
          ),
        ),
      ),
  );
}

/** Parts of pay a question may ask summed to the minimum, with the name the answer gives them. */
const SUMMED_PARTS: readonly [RegExp, string][] = [
  [/^(?:l')?edr\b|^elemento distinto/, 'EDR (elemento distinto della retribuzione)'],
  [/^(?:l')?epa\b|^elemento professionale/, 'EPA (elemento professionale d’area)'],
  [/^contingenza\b|^indennita di contingenza/, 'contingenza'],
  [/^(?:l')?iar\b/, 'IAR'],
  [/^terzo elemento/, 'terzo elemento'],
];

/** "minimo+contingenza+edr", "minimo più contingenza più EDR": the parts asked summed to the minimum. */
const SUM_ASKED =
  /\bminimo\s*(?:\+|\bpiu\b)\s*([a-z' ]+?(?:\s*(?:\+|\bpiu\b|,|\be\b)\s*[a-z' ]+?){0,4})\s*(?=[.;:?!)]|$)/;
/**
 * "la paga minima compresa contingenza e EDR", "il minimo con contingenza ed EDR": the parts said included in the
 * minimum asked. Said so, a contingency a consolidated table holds inside its minimum is never missing.
 */
const INCLUDED_ASKED =
  /\b(?:minim[oa]|paga base|tabellare)\b[^.;:?!]{0,40}?\b(?:compres[oaie]|inclus[oaie]|con)\s+(?:anche\s+)?((?:la |l'|l )?(?:contingenza|edr|epa|iar)\b[a-z' ]*?(?:\s*(?:\+|\bpiu\b|,|\bed?\b)\s*(?:la |l'|l )?[a-z']+){0,3})/;

/** "(minimo, contingenza, EDR e totale)": the parts listed beside the minimum with the total asked of them. */
const LISTED_WITH_TOTAL =
  /\b(?:minimo|paga base|tabellare)\s*,\s*((?:[a-z']+\s*,\s*){0,3}[a-z']+)\s+e\s+(?:il\s+)?totale\b/;

/** A part asked summed to the minimum that the table does not hold: the name the answer gives it, and its pattern. */
export interface MissingPart {
  name: string;
  pattern: RegExp;
}

/** The parts the question asks summed to (or included in) the minimum that the table does not hold. */
export function summedPartsAsked(
  components: readonly Component[],
  besides: readonly string[],
  text: string,
): MissingPart[] {
  const folded = fold(text);
  const summed = SUM_ASKED.exec(folded)?.[1];
  const included = summed ? undefined : INCLUDED_ASKED.exec(folded)?.[1];
  const asked = summed ?? included ?? LISTED_WITH_TOTAL.exec(folded)?.[1];
  if (!asked) return [];
  const held = [...components.map((c) => c.label), ...besides].flatMap(namesOf);
  return asked
    .split(/\s*(?:\+|\bpiu\b|,|\bed?\b)\s*/)
    .map((part) => part.trim().replace(/^(?:la|il|l'|le|gli|i)\s*/, ''))
    .flatMap((part) => {
      const named = SUMMED_PARTS.find(([pattern]) => pattern.test(part));
      if (!named || (included && named[1] === 'contingenza')) return [];
      if (held.some((name) => part === name || part.startsWith(`${name} `))) return [];
      return [{ name: named[1], pattern: named[0] }];
    });
}

/**
 * The sentence saying which parts the question asks summed to the minimum the table of the knowledge base does not
 * hold (the Alimentari EDR beside minimum and contingenza): the figure given is without them. '' when none.
 */
export function summedPartsMissing(
  components: readonly Component[],
  besides: readonly string[],
  text: string,
): string {
  const missing = summedPartsAsked(components, besides, text).map((p) => p.name);
  if (!missing.length) return '';
  return ` La tabella dei minimi della base di conoscenza non contiene ${missing.join(' né ')}, che chiedi di sommare: la cifra indicata è senza, aggiungi quella voce dalla busta paga.`;
}

// "(paga base + contingenza + EDR)", "tabellare più contingenza più EDR": the items of the pay listed as a sum.
// (An item is one or two words, never the "più" that joins them.)
const PLUS_LIST =
  /\b((?!piu\b)[a-z']+(?: (?!piu\b)[a-z']+)?(?:\s*(?:\+|\bpiu\b)\s*(?:la |l'|l |il )?(?!piu\b)[a-z']+(?: (?!piu\b)[a-z']+)?){1,4})/g;

/**
 * The parts of the row paid apart from the monthly minimum (the Multiservizi EDR, on 13 payments) that the question
 * asks summed to it ("minimo con EDR", "paga base + contingenza + EDR", "compresa contingenza e EDR"). [] when it
 * names none, or leaves them out ("senza EDR").
 */
export function apartPartsAsked<T extends Component>(components: readonly T[], text: string): T[] {
  const folded = fold(text);
  const lists = [
    SUM_ASKED.exec(folded)?.[1],
    INCLUDED_ASKED.exec(folded)?.[1],
    ...[...folded.matchAll(PLUS_LIST)].filter((m) => /\+|\bpiu\b/.test(m[1] ?? '')).map((m) => m[1]),
  ].filter((l): l is string => l !== undefined);
  if (!lists.length) return [];
  const parts = lists.flatMap((l) =>
    l.split(/\s*(?:\+|\bpiu\b|,|\bed?\b)\s*/).map((p) => p.trim().replace(/^(?:la|il|l'|le|gli|i)\s*/, '')),
  );
  const left = excludedComponents(
    components.map((c) => ({ ...c, payments: undefined })),
    text,
  ).map((c) => c.label);
  return components.filter((c) => {
    if (!c.payments || left.includes(c.label)) return false;
    const named = SUMMED_PARTS.find(([pattern]) => pattern.test(fold(c.label)));
    return named !== undefined && parts.some((p) => named[0].test(p));
  });
}
