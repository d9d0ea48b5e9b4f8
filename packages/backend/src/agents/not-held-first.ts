import { readQuestion } from '../reader/read.js';
import type { Intent, TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { apprenticeshipLengthNotHeld } from './apprenticeship-length-not-held.js';
import { comparisonBesideNotHeld } from './compare-not-held.js';
import type { AgentContext } from './context.js';
import { agreementNotCovered } from './coverage.js';
import { extraWorkGap } from './extra-work-gap.js';
import { heldBesideNotHeld } from './held-beside-not-held.js';
import { lawLeaveNotHeld } from './law-leave-not-held.js';
import { surchargeChangeUnreadFirst } from './surcharge-change-unread.js';
import { workLawNotHeld } from './work-law-not-held.js';
import { workTimeLawAnswer } from './work-time-law.js';

// Subjects whose answer is an agreement's own figure or rule: with only an agreement not held, nothing to give.
const AGREEMENT_SUBJECTS: ReadonlySet<Intent> = new Set([
  'minimum_pay',
  'hourly_rate',
  'classification',
  'probation',
  'notice',
  'holidays',
  'rol_ex_festivita',
  'seniority',
  'monthly_payments',
  'apprenticeship',
  'working_hours',
  'renewal',
]);

const RENEWAL_DOUBT = /\brinnov\w*|\baument\w*|\baggiornat\w*|\btabell\w*|\barretrat\w*/;

/**
 * "CCNL Telecomunicazioni al 3° livello: l'azienda dice che 1.600 € sono in linea, può confermare il minimo?",
 * "e un bancario ABI 3a area, stessa data, quanto prende in più?" after a Metalmeccanici minimum: the agreement
 * asked about is one the knowledge base lacks, so the answer says so first, whatever the earlier turns set or
 * the claim told. Undefined when a held agreement is asked on this turn, or with documents.
 */
export function notHeldFirst(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  // Hospitality's extra workers, whose pay and length the knowledge base does not hold (extra-work-gap.ts).
  // (Regional rates only carried into a year whose published change was not read: surcharge-change-unread.ts.)
  const extra =
    extraWorkGap(ctx, req) ?? surchargeChangeUnreadFirst(ctx.kb.surcharges, ctx.message, req, ctx.today);
  if (extra) return extra;
  if (ctx.documents.length || !req.slots.unknownAgreements.length) return undefined;
  // "un laboratorio di panificazione: chi è lavoratore notturno per legge?": the law answers whatever the trade's
  // agreement; its absence is one sentence of that answer (work-time-law.ts).
  const law =
    req.slots.unknownAgreements.length === 1 && !req.slots.agreements.length && !ctx.categories.length
      ? workTimeLawAnswer(ctx.message, undefined, ctx.history?.at(-1), req.slots.unknownAgreements[0])
      : undefined;
  if (law) return law;
  // The rest between shifts and the breaks asked of the law: its rule, the agreement's absence one sentence.
  const work = workLawNotHeld(ctx, req);
  if (work) return work;
  // The law's longest apprenticeship asked of a trade not held: the law, the agreement's absence one sentence (a
  // held agreement named too, "Terziario Confcommercio, accordo sull'apprendistato…", holds its own lengths).
  const length =
    req.slots.unknownAgreements.length === 1 && !req.slots.agreements.length
      ? apprenticeshipLengthNotHeld(readable(ctx.message), req.slots.unknownAgreements[0] as string)
      : undefined;
  if (length) return length;
  // A leave the law sets (paternity, maternity, the 104 permits): the law's rule, the agreement's absence one sentence.
  const leave = ctx.categories.length ? undefined : lawLeaveNotHeld(ctx, req);
  if (leave) return leave;
  if (req.intent === 'agreement_not_covered') {
    if (!req.slots.agreements.length || !ctx.history?.length) return undefined;
    // The held agreement comes from the earlier turns only: this turn asks about the one not held.
    const alone = readQuestion({ kb: ctx.kb, message: ctx.message, today: ctx.today, categories: [] });
    if (alone.slots.agreements.length || !alone.slots.unknownAgreements.length) return undefined;
    return agreementNotCovered(ctx, alone);
  }
  // "1.700 euro sono il minimo, è vero?": a pay weighed against the agreement's minimum asks its table too.
  // "la paga base di 2.250 è quella dell'ultimo rinnovo?": a pay weighed against the agreement's renewal too,
  // unless a net is what is asked of it.
  const text = readable(ctx.message);
  const minimumDoubted =
    ['gross_to_net', 'payslip_check'].includes(req.intent) &&
    (/\bminim[oi]\b/.test(text) || (RENEWAL_DOUBT.test(text) && !/\bnett[oia]\b|\bin tasca\b/.test(text)));
  // A held agreement beside one not held, both named on this turn (held-beside-not-held.ts).
  const beside = heldBesideNotHeld(ctx, req, AGREEMENT_SUBJECTS) ?? comparisonBesideNotHeld(ctx, req);
  if (beside) return beside;
  if (req.slots.agreements.length || ctx.categories.length) return undefined;
  if (!AGREEMENT_SUBJECTS.has(req.intent) && !minimumDoubted) return undefined;
  return agreementNotCovered(ctx, req);
}
