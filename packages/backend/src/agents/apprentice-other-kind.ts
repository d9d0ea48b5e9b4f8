import type { Ccnl } from '../kb/schema.js';
import { otherKindNotInRows } from './apprentice-kind-gap.js';
import { bold } from './compose.js';

/**
 * Another kind of apprenticeship named ("è un apprendistato per la qualifica e il diploma", "di alta formazione")
 * where the agreement's pay rows are the professionalizzante's and its rule states that kind's shares in a
 * sentence of their own: those shares answer, and the rows of the usual kind (another apprentice's pay) are left
 * out. Undefined when no other kind is named or the rule states no share for it.
 */

const KINDS: { name: string; asked: RegExp; clause: RegExp }[] = [
  {
    name: 'qualifica e diploma',
    asked: /qualifica e (?:il )?diploma|\bduale\b|apprendistato (?:di )?(?:primo|1°|i) livello\b/,
    clause: /qualifica e (?:il )?diploma|\bI livello\b|\bprimo livello\b/i,
  },
  {
    name: 'alta formazione e ricerca',
    asked: /alta formazione|apprendistato (?:di )?(?:terzo|3°|iii) livello\b/,
    clause: /alta formazione|\bIII livello\b|\bterzo livello\b/i,
  },
];

// "45, 55, 65%", "40% nei primi 12 mesi, 50% …": the numbers of a list of shares, in order.
const SHARE_LIST = /\d+(?:,\d+)?(?:\s?%)?(?:\s*(?:,|e)\s*\d+(?:,\d+)?(?:\s?%)?)*\s?%/;
const shares = (clause: string): string[] => {
  const list = SHARE_LIST.exec(clause)?.[0] ?? '';
  return [...list.matchAll(/\d+(?:,\d+)?/g)].map((m) => `${m[0]}%`);
};
// (The reader writes "primo anno" as "1° anno".)
const FIRST_ASKED =
  /\b(?:prim[oi]|1°) (?:anno|periodo|12 mesi|mesi|semestre)\b|\ball'inizio\b|\bper iniziare\b/;

export interface OtherKindShares {
  line: string;
  clause: string;
}

export function otherKindShares(ccnl: Ccnl, text: string): OtherKindShares | undefined {
  if (!otherKindNotInRows(ccnl, text)) return undefined;
  const kind = KINDS.find((k) => k.asked.test(text));
  if (!kind) return undefined;
  const clause = (ccnl.apprenticeship.text ?? '')
    .split(/(?<=\.)\s+/)
    .find((sentence) => kind.clause.test(sentence) && /%/.test(sentence))
    ?.replace(/\.$/, '');
  if (!clause) return undefined;
  const found = shares(clause);
  if (!found.length) return undefined;
  const [first, ...rest] = found;
  const line = FIRST_ASKED.test(text)
    ? `Nel ${ccnl.short_name} l'apprendistato per ${kind.name} ha percentuali proprie: nel primo periodo ${bold(first ?? '')} della retribuzione del livello di arrivo${rest.length ? `, poi ${rest.join(' e ')}` : ''}.`
    : `Nel ${ccnl.short_name} l'apprendistato per ${kind.name} ha percentuali proprie: ${bold(found.join(', '))} della retribuzione del livello di arrivo, periodo per periodo.`;
  return { line, clause };
}
