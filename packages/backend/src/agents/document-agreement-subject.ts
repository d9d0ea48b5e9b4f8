import { documentTexts } from '../documents/summed-items.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { agreementSubjectGap } from './agreement-subject-gap.js';
import type { AgentAnswer } from './answer.js';
import type { AgentContext } from './context.js';
import { documentAgreement } from './document-facts.js';
import { hasDocumentFacts } from './document-request.js';

/**
 * "Nella lettera c'è scritto che la trasferta è 'nelle misure previste dal CCNL vigente': per 14 ore fuori casa
 * quanti euro mi spettano?": a hiring letter that refers a subject (the travel allowance, meal vouchers, the
 * mileage refund) to its agreement leaves the agreement's rule to answer, on the agreement the letter states
 * (agreement-subject-gap.ts), instead of a quote of the letter or another topic its words share. A document
 * that prices the subject itself ("Indennità di trasferta forfettaria: euro 80,00", a payslip's line) keeps its own
 * terms, and what a payslip paid ("quanto mi hanno dato di trasferte?") is the document's.
 */
const SUBJECT =
  /\btrasfert\w*|\bdiaria\b|\bbuon\w* pasto\b|\bticket restaurant\b|\brimbors\w* chilometric\w*/;
// What the agreement gives is asked ("quanti euro mi spettano", "come funziona"), not what a payslip paid.
const DUE_ASKED = /\bspett\w*|\btocc\w*|\bcome funzion\w*|\bprevist\w*|\bhanno diritto\b|\bho diritto\b/;
// A document line that refers the subject to the agreement ("nelle misure previste dal CCNL vigente").
const REFERRED =
  /\b(?:previst\w* dal|come da|secondo (?:il|quanto previsto dal)|ai sensi del|stabilit\w* dal)\s+(?:ccnl|contratto)/;

export function agreementSubjectBesideDocument(
  ctx: AgentContext,
  req: TypedRequest,
): AgentAnswer | undefined {
  if (hasDocumentFacts(ctx) || !ctx.documents.length) return undefined;
  const asked = readable(ctx.message);
  if (!SUBJECT.test(asked) || !DUE_ASKED.test(asked)) return undefined;
  const joined = documentTexts(ctx.documents)
    .map((d) => d.text)
    .join('\n');
  // A line of the document that names the subject with a figure of its own prices it: the document answers.
  const priced = joined
    .split('\n')
    .map(readable)
    .some((line) => SUBJECT.test(line) && /\d/.test(line) && !REFERRED.test(line));
  if (priced) return undefined;
  const ccnl = documentAgreement(ctx.kb, req, joined);
  if (!ccnl) return undefined;
  return agreementSubjectGap(
    ctx,
    { ...req, slots: { ...req.slots, agreements: [ccnl.id_categoria] } },
    asked,
  );
}
