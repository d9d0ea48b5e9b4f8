/**
 * The checks a payslip question sets aside, removed before deciding what it asks: "gli scatti lasciamoli stare",
 * "a parte gli scatti", "escluso lo straordinario"; and the withholdings or the net declared fine, left for later
 * or of no interest ("i contributi mi sembrano a posto", "l'IRPEF la controllo dopo", "non ci interessa il netto
 * né le tasse"), so that the item the user names (the minimums, a pay item) is what is checked, not the taxes.
 * Works on folded text (lower case, no accents), as the checks read it.
 */

// An ask set aside by a marker before it ("a parte gli scatti") or a clause that drops it ("lasciamoli stare").
const SET_ASIDE =
  /[^.?!:;]*\blasciam\w* (?:stare|perdere|fuori)\b[^.?!:;]*|\b(?:a parte|tranne|esclus[oaie]|senza contare)\b[^,.?!:;]*/g;

// The withholdings, taxes and net a payslip's whole check weighs.
const WITHHOLDINGS =
  /\binps\b|\bcontribut\w*|\birpef\b|\btass[ae]\b|\bimpost[ae]\b|\bnett[oi]\b|\btrattenut\w*|\britenut\w*|\baddizional\w*/;
// Said of them in a statement: fine ("mi sembrano a posto", "sono già corretti"), unless denied or asked ("non
// sono giusti", "vorrei sapere se sono giusti").
const FINE =
  /\b(?:sembra(?:no)?|pare(?:no)?|paiono|sono|e|risulta(?:no)?)\s+(?:(?:gia|tutt[oaie]|proprio)\s+)?(?:a posto|ok|okay|giust[oaie]|corrett[oaie]|in regola)\b/;
const DENIED_OR_ASKED = /\bnon\b|\bse\b|\bsaper\w*|\bchied\w*|\bdubb\w*/;
// For later ("la controllo dopo", "lo verifico io") or of no interest ("non ci interessa", "tralasciamo").
const LEFT =
  /\b(?:controll|verific|guard|vedr|vedo|vediamo)\w*\s+(?:\w+\s+)?(?:dopo|poi|piu tardi|io|noi|da sol[oaie]|per conto (?:mio|nostro)|in un secondo momento|un'altra volta)\b|\bnon (?:mi |ci )?(?:interess\w*|importa(?:no)?)\b|\btralasci\w*|\bsenza guardare\b/;

/** `question` (folded) without the asks it sets aside, by a marker or a clause, or as withholdings dismissed. */
export function withoutSetAside(question: string): string {
  return withoutDismissedWithholdings(question.replace(SET_ASIDE, ' '));
}

/**
 * `question` (folded) without its clauses that dismiss the withholdings or the net. A clause that asks ("i
 * contributi sono giusti?", "vorrei sapere se l'IRPEF è corretta") is kept; one that only states them fine, for
 * later or of no interest is dropped.
 */
export function withoutDismissedWithholdings(question: string): string {
  // Clauses with the mark that ends them: a statement ends in ",", ".", ";", ":" or "!", a question in "?".
  return question.replace(/[^,.;:!?]+(?:[,.;:!?]|$)/g, (clause) =>
    !clause.endsWith('?') &&
    WITHHOLDINGS.test(clause) &&
    ((FINE.test(clause) && !DENIED_OR_ASKED.test(clause)) || LEFT.test(clause))
      ? ' '
      : clause,
  );
}
