import type { Ccnl } from '../kb/schema.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { compose } from './compose.js';
import { type AgentContext, targetAgreements } from './context.js';

/**
 * A pay item of a renewal seen on a payslip and named by its own short name ("c'era una voce AFAC, quanto valeva e
 * dove è finita?", "come è stato calcolato l'importo dell'ICE?"): the agreement's own sentences on that item (its
 * amount, how it was reckoned, when it stopped) open the answer, not a table of minimums or a payslip check that
 * needs the gross. The short name must be one the agreement's renewal facts define (the validity and its una
 * tantum); an item no agreement defines is left to the other agents.
 */

// Short names that are no renewal's own item: the agreement, the TFR, the institutes, the price index.
const COMMON = new Set([
  'CCNL',
  'TFR',
  'INPS',
  'INAIL',
  'IRPEF',
  'ISTAT',
  'IPCA',
  'ANCE',
  'CNEL',
  'CGIL',
  'CISL',
  'UIL',
  'RSU',
  'RSA',
]);
// What is asked of the item: its amount, how it was reckoned, why it went or where it went.
const ASKS =
  /\bquant\w*|\bimport\w*|\bvalev\w*|\bvale\b|\bcalcol\w*|\bconteggi\w*|\bperche\b|\bdove\b[^.?!]{0,20}\bfinit\w*|\bsparit\w*|\btolt\w*|\bcorrett\w*/;
// A sentence ends at a full stop before a capital ("1.977,00 €" and "18/5/2021" are no end).
// The renewal's whole raise asked beside the item ("quanto vale in totale l'aumento a regime, AFAC compreso"):
// the renewal's own answer gives both.
const WHOLE_RAISE = /\baument\w* (?:\w+ )?(?:a regime|complessiv\w*|totale)\b|\bin totale\b/;
const SENTENCE_END = /(?<=\.)\s+(?=\p{Lu})/u;
const FIGURE = /\d+(?:\.\d{3})*(?:,\d+)?\s*(?:€|euro)/;

/** The renewal facts of an agreement where its pay items are defined, with their sources. */
function renewalFacts(ccnl: Ccnl): { text: string; sources: Ccnl['validity']['sources'] }[] {
  const { una_tantum: unaTantum } = ccnl.validity;
  return [
    ...(unaTantum?.text ? [{ text: unaTantum.text, sources: unaTantum.sources }] : []),
    ...(ccnl.validity.text ? [{ text: ccnl.validity.text, sources: ccnl.validity.sources }] : []),
  ];
}

/** The short names (three to six capitals) the agreement's una tantum fact defines, without the common ones. */
function itemNames(ccnl: Ccnl): string[] {
  const names = ccnl.validity.una_tantum?.text?.match(/\b[A-Z]{3,6}\b/g) ?? [];
  return [...new Set(names)].filter((n) => !COMMON.has(n));
}

// Each agreement's whole file as text, to tell a name of its own (AFAC) from one several agreements use (EGR).
const FILE_TEXT = new WeakMap<Ccnl, string>();
function fileText(ccnl: Ccnl): string {
  let text = FILE_TEXT.get(ccnl);
  if (text === undefined) {
    text = JSON.stringify(ccnl);
    FILE_TEXT.set(ccnl, text);
  }
  return text;
}

/** A name no other agreement's file uses. */
function ownName(all: readonly Ccnl[], ccnl: Ccnl, name: string): boolean {
  const word = new RegExp(`\\b${name}\\b`);
  return all.every((other) => other === ccnl || !word.test(fileText(other)));
}

/** The item named in the message: a three-letter name only in capitals ("ICE", not "ice"), a longer one in any case. */
function namedIn(message: string, name: string): boolean {
  const flags = name.length > 3 ? 'i' : '';
  return new RegExp(`(?<![\\p{L}])${name}(?![\\p{L}])`, `u${flags}`).test(message);
}

/** The item named only to be left out ("senza contare l'acconto afac", "escluso l'AFAC"): the question is elsewhere. */
function leftOut(message: string, name: string): boolean {
  return new RegExp(
    `\\b(?:senza|escluso|esclusa|tranne|oltre a)\\b[^.?!,;]{0,30}(?<![\\p{L}])${name}(?![\\p{L}])`,
    'iu',
  ).test(message);
}

function agreementWithItem(ctx: AgentContext): { ccnl: Ccnl; name: string } | undefined {
  const target = targetAgreements(ctx);
  const within = (pool: readonly Ccnl[]) =>
    pool.flatMap((ccnl) =>
      itemNames(ccnl)
        .filter(
          (name) =>
            namedIn(ctx.message, name) &&
            !leftOut(ctx.message, name) &&
            ownName(ctx.kb.agreements, ccnl, name),
        )
        .map((name) => ({ ccnl, name })),
    );
  // A name only one agreement's file uses points to it even when the words named a sibling ("metalmeccanico
  // artigiano" read as the industry's agreement); an agreement the user selected is kept.
  const named = within(target.agreements);
  const found = named.length || target.how === 'selected' ? named : within(ctx.kb.agreements);
  // One agreement only: an item two agreements define is not told apart here.
  return new Set(found.map((f) => f.ccnl.id)).size === 1 ? found[0] : undefined;
}

export function renewalPayItem(ctx: AgentContext): AgentAnswer | undefined {
  // A payslip uploaded is read by the document agents, which see its own lines.
  const text = readable(ctx.message);
  if (ctx.documents.length || !ASKS.test(text) || WHOLE_RAISE.test(text)) return undefined;
  const found = agreementWithItem(ctx);
  if (!found) return undefined;
  const { ccnl, name } = found;
  const facts = renewalFacts(ccnl);
  const sentences = facts.flatMap((f) =>
    f.text.split(SENTENCE_END).map((s) => ({ text: s.trim(), sources: f.sources })),
  );
  const about = sentences.filter((s) => namedIn(s.text, name));
  // The sentence with the item's amounts opens; the others follow, each once.
  const ordered = [...about.filter((s) => FIGURE.test(s.text)), ...about.filter((s) => !FIGURE.test(s.text))];
  const unique = ordered.filter((s, i) => ordered.findIndex((o) => o.text === s.text) === i).slice(0, 2);
  const first = unique[0];
  if (!first) return undefined;
  const lead = `Nel ${ccnl.short_name}, ${first.text.charAt(0).toLowerCase()}${first.text.slice(1)}`;
  return compose({
    answer: [lead, ...unique.slice(1).map((s) => s.text)].join(' '),
    citations: unique.flatMap((s, i) => citeSources(ccnl, s.text, null, s.sources, i === 0 ? 3 : 1)),
    related: [],
  });
}
