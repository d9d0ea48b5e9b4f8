import { italianDate } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import { outsideQuotes } from '../reader/quoted-text.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import { type AgentContext, targetAgreements } from './context.js';
import { relatedAgreement } from './related-renewal.js';
import { expiryClauseAnswer } from './renewal-expiry-clause.js';

/**
 * Session 49 (fixs49j): a renewal after the one the knowledge base holds, asked of an agreement that has
 * expired ("è già stato firmato quello nuovo 2026-2028? di quanto sono gli aumenti?", "c'è il nuovo contratto?"):
 * the knowledge base has none, so the answer says that plainly with the expiry, and lists none of the old
 * renewal's tranches as if they answered. Undefined while the agreement is in force, or when the question
 * asks of the renewal the knowledge base holds.
 */
const NEW_RENEWAL =
  /\b(?:nuov[oa]|prossim[oa]|successiv[oa]) (?:contratto|ccnl|rinnovo|accordo|intesa)\b|\b(?:contratto|ccnl|rinnovo|accordo) (?:nuov[oa]|successiv[oa])\b|\bquello nuovo\b|\bil nuovo\b(?= [^?.!]{0,20}\b(?:20\d\d|firmat\w*|rinnovat\w*)\b)/;
// ("2026-2028", "2026/2028", "per il 2026-28": a span of years the question names.)
const YEAR_SPAN = /\b(20\d\d) ?[-/–] ?(?:20)?\d\d\b/g;
const RENEWAL_WORD = /\b(?:rinnov\w*|firmat\w*|siglat\w*|sottoscritt\w*|contratto|ccnl)\b/;

function asksLaterRenewal(text: string, expiryYear: number): boolean {
  if (!RENEWAL_WORD.test(text)) return false;
  if (NEW_RENEWAL.test(text)) return true;
  return [...text.matchAll(YEAR_SPAN)].some((m) => Number(m[1]) > expiryYear);
}

/**
 * Session 57 (fixs57b): the renewal that will follow the expiry of an agreement still in force ("di quanto
 * aumenteranno i minimi con il rinnovo che seguirà la scadenza del 31 marzo 2027?", "dopo la scadenza, col
 * rinnovo successivo"): not signed yet, so its increases are unknown; the tranches in force do not answer it.
 */
const AFTER_EXPIRY =
  /\b(?:rinnov\w*|contratto|ccnl|accordo)\b[^.?!]{0,40}?\b(?:dopo|oltre|seguir\w*|segue|successiv\w*|a seguito)\b[^.?!]{0,25}?\bscadenz\w*|\b(?:dopo|oltre) (?:la )?scadenz\w*[^.?!]{0,40}?\b(?:rinnov\w*|nuov[oa] (?:contratto|ccnl|accordo))/;
// (A fixed-term or seasonal contract's renewal is the worker's contract, not the agreement's.)
const WORKER_CONTRACT = /\ba termine\b|\bdeterminat\w*|\bstagional\w*|\bsomministr\w*|\bapprendist\w*/;

function oneAgreement(ctx: AgentContext): Ccnl | undefined {
  const agreements = targetAgreements(ctx).agreements;
  const ccnl: Ccnl | undefined = agreements[0];
  if (agreements.length !== 1 || !ccnl) return undefined;
  // The agreement meant is one the knowledge base only names (AIOP/ARIS beside AIOP RSA): related-renewal.ts.
  return relatedAgreement(ccnl, readable(outsideQuotes(ctx.message)), ctx.history?.at(-1)) ? undefined : ccnl;
}

/** The one expired agreement a question asks a later renewal of; its parts are then answered as one. */
export function expiredAskedRenewed(ctx: AgentContext): Ccnl | undefined {
  const ccnl = oneAgreement(ctx);
  const to = ccnl?.validity.to;
  if (!ccnl || !to || to >= ctx.today) return undefined;
  return asksLaterRenewal(readable(outsideQuotes(ctx.message)), Number(to.slice(0, 4))) ? ccnl : undefined;
}

/** The agreement in force whose next renewal, after its expiry, a question asks the increases of. */
function inForceAskedRenewed(ctx: AgentContext): Ccnl | undefined {
  const ccnl = oneAgreement(ctx);
  const to = ccnl?.validity.to;
  const text = readable(outsideQuotes(ctx.message));
  if (!ccnl || !to || to < ctx.today || WORKER_CONTRACT.test(text)) return undefined;
  return AFTER_EXPIRY.test(text) || nextRenewalPastExpiry(text, Number(to.slice(0, 4))) ? ccnl : undefined;
}

/**
 * Session 58 (fixs58g): the next renewal named beside the expiry or a time after it ("scade a marzo 2027: con il
 * prossimo rinnovo quanto prenderà il IV livello?", "gli aumenti del contratto successivo dal 2028"): its amounts.
 */
const NEXT_RENEWAL = /\b(?:prossim[oa]|successiv[oa]) (?:rinnovo|contratto|ccnl|accordo)\b/;
const INCREASE_WORD =
  /\b(?:aument\w*|increment\w*|import\w*|cifr\w*|soldi|tranche|in piu|prender\w*|salir\w*|guadagner\w*)\b/;
function nextRenewalPastExpiry(text: string, expiryYear: number): boolean {
  if (!NEXT_RENEWAL.test(text) || !INCREASE_WORD.test(text)) return false;
  if (/\bscad\w*/.test(text)) return true;
  return [...text.matchAll(/\b(?:dopo|dal|da|oltre)\b[^.?!\d]{0,20}\b(20\d\d)\b/g)].some(
    (m) => Number(m[1]) > expiryYear,
  );
}

function renewalNotYetSigned(ctx: AgentContext): AgentAnswer | undefined {
  const ccnl = inForceAskedRenewed(ctx);
  const to = ccnl?.validity.to;
  if (!ccnl || !to) return undefined;
  const name = ccnl.short_name;
  const answer = [
    `Gli aumenti del rinnovo che seguirà la scadenza del ${name} (${italianDate(to)}) ${bold('non sono disponibili')}: quel rinnovo non è ancora stato firmato e nessuna fonte letta ne indica importi o decorrenze, quindi non posso indicarli né stimarli.`,
    '',
    `Il contratto in vigore vale fino al ${italianDate(to)}; dopo la scadenza, finché un nuovo accordo non viene firmato, restano applicati i minimi dell'ultima tabella. Per un budget, l'aumento del rinnovo futuro resta un'ipotesi da indicare come tale, non un dato del contratto.`,
  ].join('\n');
  return compose({
    answer,
    steps: [],
    citations: citeSources(
      ccnl,
      `Rinnovo del ${name}: ${ccnl.validity.text}`,
      null,
      ccnl.validity.sources,
      1,
    ),
    related: [`Quando arriva la prossima tranche del ${name}?`, `Chi ha firmato il ${name}?`],
  });
}

// "quale aumento chiedono i sindacati nella piattaforma?": the unions' demands for the next renewal, asked.
const PLATFORM_ASKED =
  /\bpiattaform\w*|\b(?:chied\w*|richiest\w*|propost\w*)\b[^.?!]{0,20}\bsindacat\w*|\bsindacat\w*[^.?!]{0,20}\b(?:chied\w*|richied\w*|propon\w*)/;

/** The unions' platform for the next renewal, when the question asks it and the KB holds one. */
function platformAsked(ccnl: Ccnl, message: string): Ccnl['validity']['next_platform'] {
  return PLATFORM_ASKED.test(readable(outsideQuotes(message))) ? ccnl.validity.next_platform : undefined;
}

export function renewalAfterExpiry(ctx: AgentContext): AgentAnswer | undefined {
  // The agreement's own clause on what follows its expiry (renewal-expiry-clause.ts) answers first.
  const clause = expiryClauseAnswer(ctx);
  if (clause) return clause;
  const ccnl = expiredAskedRenewed(ctx);
  const to = ccnl?.validity.to;
  if (!ccnl || !to) return renewalNotYetSigned(ctx);
  const name = ccnl.short_name;
  const expiry = italianDate(to);
  const answer = [
    `${bold('Non risulta')}: la base di conoscenza non contiene un rinnovo del ${name} successivo all'ultimo (${ccnl.validity.signed}). Il contratto è scaduto il ${bold(expiry)} e nelle fonti lette un nuovo accordo non risulta firmato: non posso quindi indicare aumenti del nuovo contratto né le loro decorrenze.`,
    '',
    `Finché un rinnovo non viene firmato restano applicati i minimi dell'ultima tabella in vigore. Per una notizia di firma recente, verifica sui siti delle parti firmatarie o chiedi al datore di lavoro il testo dell'accordo.`,
  ];
  // ("e quale aumento chiedono i sindacati nella piattaforma?": the demand, said as a demand, after the expiry.)
  const platform = platformAsked(ccnl, ctx.message);
  if (platform?.text) answer.splice(1, 0, '', platform.text);
  return compose({
    answer: answer.join('\n'),
    steps: [],
    citations: [
      ...citeSources(
        ccnl,
        `Rinnovo del ${name}: ${ccnl.validity.text}`,
        ccnl.validity.article ?? null,
        ccnl.validity.sources,
        2,
      ),
      ...(platform?.text ? citeSources(ccnl, platform.text, null, platform.sources) : []),
    ],
    related: [`Quali sono i minimi retributivi per livello nel ${name}?`, `Chi ha firmato il ${name}?`],
  });
}
