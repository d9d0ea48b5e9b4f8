import { MONTH_NAMES } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import { terms } from '../kb/text.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { partialYearShare } from './partial-year.js';
import { agreementOf } from './pay-base.js';

/**
 * "La quattordicesima spetta anche a noi fiduciari? Da quando?", "ce l'ho anche io o solo le guardie?": who is
 * entitled to a payment and since when. The agreement's own sentence on it opens the answer, with its date in
 * bold; nothing is said when the knowledge base has no such sentence (the usual answer follows).
 */
export const ASKS_ENTITLEMENT =
  /\bspett\w*\b|\bho diritto\b|\bha(?:nno)? diritto\b|\babbiamo diritto\b|\bce l'?\s?ho\b|\bce l'?\s?hanno\b|\banche (?:a |io\b|noi\b|per |agli |ai |alle |all'|al )|\bsolo (?:a |ai |agli |alle |per |le |i |gli )|\bda quando\b|a partire da quando|\bprevist\w* (?:anche )?per\b|\bvale anche\b|\briguarda anche\b/;

/** The payment asked yes or no ("ce l'hanno la 14esima?", "ne ho diritto?", "mi spetta?"). */
const POLAR =
  /\bce l'?\s?h(?:o|ai|a|anno|abbiamo)\b|\b(?:ho|hai|ha|hanno|abbiamo) diritto\b|\b(?:mi|ti|gli|le|ci) spett(?:a|ano)\b/;
/** A claim weighed ("dice che non mi spetta: è vero?"), or a denial asked: the claim verdicts' to decide. */
const CLAIMED =
  /\bnon (?:mi |ti |gli |le |ci )?spett|\bnon ce l'?\s?h|\bvero\b|\bdic\w* che\b|\bha ragione\b|\bsostien\w*|\bconferm\w*/;
/** A sentence that denies the payment to someone. */
const DENIES = /\bnon (?:spett|hanno|ha|matur)\w*|\bescluso|\besclus[iae]\b/;

const PAYMENTS = {
  tredicesima: /tredicesim|\b13 ?(?:a|ª|esim\w*|ma)(?!\w)|gratifica natalizia/,
  quattordicesima: /quattordicesim|\b14 ?(?:a|ª|esim\w*|ma)(?!\w)/,
};
type Payment = keyof typeof PAYMENTS;

/** A date or a year a sentence says a rule applies from: "Dal 1° gennaio 2024", "dal 2024", "a partire dal". */
const SINCE = new RegExp(
  String.raw`\b(?:dal|da|a partire dal|a decorrere dal)\s+(?:(?:1°|\d{1,2})\s+)?(?:(?:${MONTH_NAMES})\s+)?20\d\d\b`,
  'i',
);

/** The sentences of a text, split at full stops that close a sentence (not "art. 117"). */
function sentences(text: string): string[] {
  return text
    .split(/(?<=[.;])\s+(?=\p{Lu})/u)
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * The agreement's sentence on who receives the payment asked and since when: it names the payment and a date
 * it applies from, or a group of workers the question names too. The one sharing most words with the
 * question wins.
 */
export function entitlementSentence(text: string, question: string, payment: Payment): string | undefined {
  const asked = new Set(terms(question));
  const nameTerms = new Set(terms(payment));
  let best: { sentence: string; score: number } | undefined;
  // "… la tredicesima … . Spetta anche agli apprendisti.": a sentence with no payment named is about the one
  // the sentence before it named.
  let previousNamed = false;
  for (const sentence of sentences(text)) {
    const named = PAYMENTS[payment].test(readable(sentence));
    const implicit: boolean =
      !named && previousNamed && !Object.values(PAYMENTS).some((p) => p.test(readable(sentence)));
    previousNamed = named || implicit;
    if (!named && !implicit) continue;
    const shared = terms(sentence).filter((t) => asked.has(t) && !nameTerms.has(t));
    const dated = SINCE.test(sentence);
    const group = /\banche\b|\bsolo\b|\bescluso|\bnon spetta|\bspetta\b/i.test(sentence);
    if (!dated && !group) continue;
    const since = /\bda quando\b|a partire da quando|\bdal quando\b/.test(readable(question));
    const score = new Set(shared).size + (dated ? 1 : 0) + (dated && since ? 1 : 0);
    const said = implicit
      ? `La ${payment} ${sentence.charAt(0).toLowerCase()}${sentence.slice(1)}`
      : sentence;
    // A group the question names too ("anche agli apprendisti") is enough; a date needs a second sign.
    const fits = score >= 2 || (group && new Set(shared).size >= 1);
    if (fits && (!best || score > best.score)) best = { sentence: said, score };
  }
  return best?.sentence;
}

/** The entitlement sentence as the answer's opening, the date it applies from in bold. */
export function entitlementAnswer(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  const text = readable(ctx.message);
  if (!ASKS_ENTITLEMENT.test(text)) return undefined;
  const asked = (Object.keys(PAYMENTS) as Payment[]).filter((p) => PAYMENTS[p].test(text));
  if (asked.length !== 1) return undefined;
  const payment = asked[0] as Payment;
  const ccnl: Ccnl | undefined = agreementOf(ctx, req);
  const fact = ccnl?.monthly_payments;
  if (!ccnl || !fact?.text) return undefined;
  const sentence = entitlementSentence(fact.text, ctx.message, payment);
  if (!sentence) return undefined;
  const lowered = `${sentence.charAt(0).toLowerCase()}${sentence.slice(1)}`;
  const since = SINCE.exec(lowered)?.[0];
  // The date it applies from in bold, or else who it is due to ("spetta anche agli apprendisti").
  const opening = since
    ? lowered.replace(since, bold(since))
    : lowered.replace(/\b(?:spett\w*|hanno|ha diritto|è dovut\w*)[^(.;:]*[^\s(.;:]/i, (m) => bold(m));
  const extra = fact.extra?.find((e) => e.name.startsWith(payment) && e.paid);
  // "se è con noi solo da aprile le spetta tutta?": the share of a part of the year (partial-year.ts).
  const share = partialYearShare(text, payment);
  // "ce l'hanno la 14esima?": asked yes or no, an affirming sentence opens with the verdict.
  const yes = POLAR.test(text) && !CLAIMED.test(text) && !DENIES.test(readable(sentence));
  return compose({
    answer: `${yes ? `${bold('Sì')}: nel` : 'Nel'} ${ccnl.short_name}: ${opening.replace(/[.;]?$/, '.')}`,
    steps: [
      ...(extra ? [`La ${payment} si paga ${extra.paid}.`] : []),
      ...(share ? [share] : []),
      `Regola del ${ccnl.short_name} sulle mensilità: ${fact.text.replace(/\.?$/, '.')}`,
    ],
    citations: citeSources(
      ccnl,
      `Mensilità del ${ccnl.short_name}: ${fact.text}`,
      fact.article ?? null,
      fact.sources,
    ),
    related: [
      `Quanto vale la ${payment} nel ${ccnl.short_name}?`,
      `Quante mensilità prevede il ${ccnl.short_name}?`,
    ],
  });
}
