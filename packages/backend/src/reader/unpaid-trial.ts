/**
 * A trial of work with no pay or no contract ("una sera di prova GRATIS, poi se vado bene mi assumono: è
 * legale?", "mi fanno lavorare tre giorni in prova senza pagarmi"): the law's rule on probation (art. 2096 c.c.)
 * and undeclared work answers, before the agreement's probation lengths. Runs on the readable text.
 */

// A trial told as days or an evening of work, or "in prova" / "di prova".
const TRIAL =
  /\b(?:giorn\w*|giornat\w*|ser\w*|serat\w*|settiman\w*|turn[oi]|period\w*) (?:\w+ ){0,2}?di prova\b|\bin prova\b|\bprova (?:gratis|gratuit\w*|non (?:pagat|retribuit)\w*|senza (?:contratto|paga|essere pagat\w*|retribuzione))/;
// No pay or no contract for it.
const UNPAID =
  /\bgratis\b|\bgratuit\w*|\bsenza (?:essere |venire )?(?:pagat\w*|retribuit\w*)|\bsenza (?:paga|compenso|retribuzione|contratto)\b|\bnon (?:mi |ti |gli |le |ci )?(?:pagan\w*|paghera\w*|danno niente|danno nulla|retribuisc\w*)|\bnon (?:pagat|retribuit)\w*|\ba titolo gratuito\b/;

export function unpaidTrialAsked(text: string): boolean {
  return TRIAL.test(text) && UNPAID.test(text);
}
