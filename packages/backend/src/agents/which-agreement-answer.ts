import type { Ccnl } from '../kb/schema.js';
import { askOf } from '../reader/off-topic-ask.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { asksWhichAgreement, memberAgreement } from '../reader/which-agreement.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { businessAgreementAnswer } from './business-agreement.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';

// An ask that wants more than the agreement's name ("che contratto e che livello?", "quale CCNL e quanto prende?"):
// the other answers carry the agreement with them.
const MORE_ASKED =
  /\blivell|\binquadr|\bminim|\bstipend|\bpaga\b|\bquant[oiae]?\b|\bferie\b|\bprova\b|\bpreavvis|\bnetto\b|\blordo\b|\bmalattia\b|\bconviene\b|\bdifferenz|\bmeglio\b|\bpiu\b/;

/**
 * "lavoro in un emporio associato Confesercenti: che contratto mi applicano?", "ho un bar, che contratto devo
 * applicare al barista?": the agreement the workplace or the employers' association named points to, with who
 * signs it; only when the question points to one agreement of the knowledge base and asks nothing else.
 */
export function whichAgreementAnswer(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  if (ctx.documents.length) return undefined;
  const text = readable(ctx.message);
  const ask = askOf(text);
  // ("quale contratto integrativo applico?" to a site in another province: the provincial agreement, not the CCNL.)
  if (/\bintegrativ\w*|\b(?:contratt\w*|accord\w*) (?:provincial\w*|territorial\w*)/.test(ask))
    return undefined;
  // A business told by what it does: the agreement a consultant names for it, with the reason.
  // (The employers' association the firm belongs to decides before the business: reader/which-agreement.ts.)
  // ("aderenti a Confindustria" signs no agreement by itself: the business decides.)
  const member = memberAgreement(ctx.kb, text, req.slots.agreements) !== undefined;
  if (!MORE_ASKED.test(ask) && !member) {
    const business = businessAgreementAnswer(ctx, text, ask);
    if (business) return business;
  }
  if (!req.slots.agreements.length) return undefined;
  // The ask names the contract ("quale devo scegliere?" after a level asked by the patronato is the level).
  // ("quale dei due devo applicare, visto che sono iscritto a Confesercenti?": the contracts named before it.)
  const contractAsked =
    /\b(?:contratt\w*|ccnl)\b/.test(ask) || (member && /\b(?:contratt\w*|ccnl)\b/.test(text));
  if (!asksWhichAgreement(text) || !contractAsked || MORE_ASKED.test(ask)) return undefined;
  // A story naming two workplaces ("un albergo con un piccolo ristorante interno … quale CCNL al personale
  // dell'albergo?"): the one the ask names, when it names one of them.
  const named =
    req.slots.agreements.length === 1
      ? req.slots.agreements[0]
      : ctx.kb
          .recognise(ask)
          .map((c) => c.id_categoria)
          .filter((id) => req.slots.agreements.includes(id));
  const id = Array.isArray(named) ? (named.length === 1 ? named[0] : undefined) : named;
  const ccnl = id === undefined ? undefined : ctx.kb.byCategory(id);
  if (!ccnl) return undefined;
  const association = ccnl.signatories.employers[0];
  return agreementNamed(
    ccnl,
    member && association
      ? [
          `Perché: l'impresa è associata a ${association}, che firma questo contratto per le imprese; di norma un'impresa applica il contratto firmato dalla propria associazione.`,
        ]
      : [],
  );
}

/** "Per quello che descrivi il contratto di riferimento è il …", who signs it, then `reasons` and the rule. */
export function agreementNamed(ccnl: Ccnl, reasons: readonly string[]): AgentAnswer {
  const signed = ccnl.signatories.employers.length
    ? `; lo firmano ${ccnl.signatories.employers.join(', ')} per le imprese e ${ccnl.signatories.unions.join(', ')} per i sindacati`
    : '';
  return compose({
    answer: `Per quello che descrivi il contratto di riferimento è il ${bold(ccnl.short_name)} (${ccnl.official_name})${signed}.`,
    steps: [
      ...reasons,
      "Il contratto applicato è quello indicato nella lettera di assunzione e in busta paga: di norma quello del settore dell'attività svolta dall'azienda o dell'associazione di imprese a cui aderisce.",
    ],
    citations: citeSources(
      ccnl,
      `${ccnl.short_name}: ${ccnl.official_name}`,
      null,
      ccnl.signatories.sources.length ? ccnl.signatories.sources : ccnl.validity.sources,
      1,
    ),
    related: [
      `Quali sono i minimi retributivi per livello nel ${ccnl.short_name}?`,
      `Quanti giorni di ferie spettano con il ${ccnl.short_name}?`,
    ],
  });
}
