/**
 * An agreement for executives ("dirigenti") is never one of the knowledge base's: "passa da quadro a dirigente e
 * gli applichiamo quello dei dirigenti del terziario Confcommercio-Manageritalia: minimo di un dirigente?". When
 * the question names one and asks about a dirigente, the held agreement it also names (the one the worker left,
 * the employer's staff agreement) is only the story. Runs on the folded question.
 */

/** The worker asked about is an executive: "di un dirigente", "un dirigente prende", "come dirigente". */
const EXECUTIVE_ASKED =
  /\b(?:di|per|a|come|da|un|una|il|al|del|nuovo|nuova|neo) (?:un |una |il |nostro |mio )?dirigent[ei]\b|\bdirigent[ei] (?:prend|guadagn|percep|ha|hanno|spett)/;

/** Two agreements weighed against each other, where the held one stays. */
const WEIGHED = /differenz|confront|rispetto a|\bvs\b|\bconvien|\bmeglio\b|\buguale\b|\bcambia\b/;

/** Whether an executives' agreement is the one asked about, the held ones being the story around it. */
export function executivesAsked(text: string, families: readonly (string | undefined)[]): boolean {
  return families.includes('dirigenti') && EXECUTIVE_ASKED.test(text) && !WEIGHED.test(text);
}
