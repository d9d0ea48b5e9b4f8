import type { Ccnl } from '../kb/schema.js';
import type { RuleClaim } from '../reader/rule-claim.js';
import type { Verdict, VerdictWord } from './rule-claim-verdicts.js';

/**
 * Session 24 (fixs24d): a pay component claimed in or out of an extra month ("nella quattordicesima non vanno
 * calcolati gli scatti, nella tredicesima sì", "il superminimo entra nella tredicesima?… mi dicono di no"), read
 * on the agreement's own sentence on its extra months: the part of that sentence about each month lists what it
 * is paid on, and "senza …" or "escluso …" leaves a component out. No verdict when the sentence does not name the
 * component for a month claimed.
 */

const MONTHS: readonly { name: string; pattern: RegExp }[] = [
  { name: 'tredicesima', pattern: /tredicesim\w*|\b13 ?(?:a|esim\w*|ma)\b|gratifica natalizia/ },
  { name: 'quattordicesima', pattern: /quattordicesim\w*|\b14 ?(?:a|esim\w*|ma)\b/ },
];
const COMPONENTS: readonly { name: string; pattern: string }[] = [
  { name: 'gli scatti di anzianità', pattern: String.raw`scatt\w*(?: di anzianita)?` },
  { name: 'il superminimo', pattern: String.raw`superminim\w*` },
  { name: 'la contingenza', pattern: String.raw`contingenz\w*` },
  { name: "l'EDR", pattern: String.raw`e\.?d\.?r\.?\b|elemento distinto` },
  { name: 'il terzo elemento', pattern: 'terzo elemento' },
  { name: 'gli integrativi aziendali', pattern: String.raw`integrativ\w*(?: aziendal\w*)?` },
];
// A component denied its place in the month: "non vanno calcolati", "non entrano", "esclusi", "senza".
const DENIED = /\bnon\b|\bnn\b|\besclus\w*|\bsenza\b|\bfuori\b/;
// The other month contrasted in few words: "mentre nella tredicesima sì", "nella tredicesima invece no".
const CONTRAST = /,?\s*\b(?:mentre|invece|ma|pero)\b|;\s*/;

const fold = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '');

interface Said {
  month: string;
  component: (typeof COMPONENTS)[number];
  included: boolean;
}

/** What the claim says of each month: the component, in or out. */
function claimed(clause: string): Said[] {
  const segments = clause.split(CONTRAST).filter((s) => s.trim());
  const said: Said[] = [];
  let lastComponent: (typeof COMPONENTS)[number] | undefined;
  let lastIncluded: boolean | undefined;
  for (const segment of segments) {
    const month = MONTHS.find((m) => m.pattern.test(segment));
    const component = COMPONENTS.find((c) => new RegExp(`\\b${c.pattern}`).test(segment));
    if (!month) continue;
    const own = component ?? lastComponent;
    if (!own) continue;
    // "nella tredicesima sì" / "no" after the other month: the answer word says in or out.
    const bareYes = !component && /\bsi\b/.test(segment) && !DENIED.test(segment);
    const bareNo = !component && /\bno\b/.test(segment);
    let included = !DENIED.test(segment);
    if (!component && !bareYes && !bareNo && lastIncluded !== undefined) included = !lastIncluded;
    if (bareNo) included = false;
    said.push({ month: month.name, component: own, included });
    lastComponent = own;
    lastIncluded = included;
  }
  return said;
}

/** The agreement's sentence on a month: from its name to the next month's. */
function monthPart(rule: string, month: string): string | undefined {
  const at = MONTHS.map((m) => ({ name: m.name, index: rule.search(m.pattern) }))
    .filter((m) => m.index >= 0)
    .sort((a, b) => a.index - b.index);
  const i = at.findIndex((m) => m.name === month);
  if (i < 0) return undefined;
  return rule.slice(at[i]?.index, at[i + 1]?.index ?? rule.length);
}

function includedBy(part: string, component: (typeof COMPONENTS)[number]): boolean | undefined {
  const named = new RegExp(`\\b${component.pattern}`).exec(part);
  if (!named) return undefined;
  const before = part.slice(Math.max(0, named.index - 30), named.index);
  return !/\b(?:senza|esclus\w*|tranne|eccetto|non)\b[^,;()]*$/.test(before);
}

/** "la quattordicesima gliela calcolo anche con gli scatti?": a component weighed in an extra month. */
export function namesMonthComponent(clause: string): boolean {
  return claimed(clause).length > 0;
}

export function extraMonthComponentVerdict(claim: RuleClaim, ccnl: Ccnl | undefined): Verdict | undefined {
  if (!ccnl) return undefined;
  const said = claimed(claim.clause);
  if (!said.length) return undefined;
  const rule = fold(ccnl.monthly_payments.text ?? '');
  const read = said.map((s) => {
    const part = monthPart(rule, s.month);
    return { ...s, actual: part === undefined ? undefined : includedBy(part, s.component) };
  });
  if (read.some((r) => r.actual === undefined)) return undefined;
  const right = read.filter((r) => r.actual === r.included).length;
  const word: VerdictWord = right === read.length ? 'Sì' : right === 0 ? 'No' : 'In parte';
  const facts = read
    .map((r) => `la ${r.month} si calcola **${r.actual ? 'con' : 'senza'} ${r.component.name}**`)
    .join(', ');
  return { word, reason: `nel ${ccnl.short_name} ${facts}.` };
}
