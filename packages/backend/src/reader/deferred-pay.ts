/**
 * "Lo stipendio lo trattiamo poi a parte, a me serve sapere la posizione giusta", "la paga la vediamo dopo",
 * "per la retribuzione ci pensiamo più avanti": the pay named only to be put off is not what the turn asks, and
 * its word must not make a classification a minimum's question. `withoutDeferredPay` drops that clause; the
 * rest of the message is unchanged.
 */

const PAY =
  '(?:stipendi[oi]|paga|retribuzion[ei]|compens[oi]|trattamento economico|parte economica|busta paga)';
const PUT_OFF =
  "(?:trattiamo|tratteremo|vediamo|vedremo|discutiamo|discuteremo|decidiamo|decideremo|concordiamo|concorderemo|definiamo|definiremo|pensiamo|penseremo|parliamo|parleremo|negoziamo|negozieremo|mettiamo d'accordo|sistemiamo|sistemeremo)";
const LATER =
  "(?:poi|dopo|in seguito|pi[uù] avanti|separatamente|a parte|un'altra volta|in un secondo momento)";

// At the start of the message or of a clause: "(per) lo stipendio (lo|ci|ne) trattiamo poi a parte".
const DEFERRED = new RegExp(
  String.raw`(^|[.;:!?]\s*|,\s*)(?:e\s+)?(?:(?:per|sul(?:lo|la)?|del(?:lo|la)?|quanto a(?:l(?:lo|la)?)?)\s+)?(?:lo |la |il |l')?${PAY}\b[^.;:!?,]{0,25}?\b(?:(?:lo|la|li|ci|ne)\s+)?${PUT_OFF}\b[^.;:!?,]{0,20}?\b${LATER}\b[^.;:!?,]*[,;]?\s*`,
  'giu',
);

/** The message without the clauses that put the pay off to later. */
export function withoutDeferredPay(message: string): string {
  return message.replace(DEFERRED, (_clause: string, lead: string) => lead);
}
