/** How a payroll-rule question at an income is asked: a part year, a yes or no. */

/** The days worked in the year, when the question gives fewer than a whole year ("per 120 giorni"). */
export function daysWorked(text: string): number | undefined {
  const match = /\b(\d{1,3}) giorni\b/.exec(text);
  const days = match ? Number(match[1]) : undefined;
  return days !== undefined && days > 0 && days < 365 ? days : undefined;
}

/** "in busta c'è il trattamento integrativo: è giusto o me lo tolgono a fine anno?": whether the item is due. */
const ITEM_VERDICT =
  /\be (?:giust|corrett)\w*|\b(?:me|te|ce|glie)l[oaie] (?:tolg\w*|togli\w*|riprend\w*)|\bdev\w* (?:restituir|ridar)\w*/;

/** A clause asked as yes or no ("mi spetta il trattamento integrativo?", "ho diritto al bonus?"). */
export function asksWhetherDue(text: string): boolean {
  return text
    .split(/(?<=\?)/)
    .some(
      (clause) =>
        clause.includes('?') &&
        (/\bspett\w*|\bho diritto\b|\bha diritto\b|\bne ho diritto\b|\brientr\w*/.test(clause) ||
          ITEM_VERDICT.test(clause)) &&
        !/\b(?:quant\w*|qual\w*|come|quando|perch\w*)\b/.test(clause),
    );
}

/**
 * The question asks the rule's amount at an income ("quanto spetta con 35.000 €", "detrazione a 30.000 €?"),
 * not its threshold, a range of incomes or how it works.
 */
export function asksAmount(text: string): boolean {
  if (
    /\bsoglia|come funzion|come si calcol|\btra \S*\d\S* e \S*\d|\bda \S*\d\S* a \S*\d|\bfino a (?:che|quale|quanto) (?:reddit|livell|import|cifr)/.test(
      text,
    )
  )
    return false;
  return (
    /\bquant|ammont|spett|calcol|\bvale\b|\bvalgono\b|import|mi tocca|corrispond/.test(text) ||
    // "voglio solo l'IRPEF netta dei due anni", "mi serve la detrazione": a figure asked without a question mark.
    /\b(?:voglio|vorrei|mi serv\w*|mi dic\w*)\b/.test(text) ||
    // "mi fai vedere l'IRPEF lorda dei due anni e la differenza?": the figures shown, their difference.
    /\b(?:mi fa\w*|fammi|ci fa\w*|mi mostr\w*|mostrami)\s+(?:vedere|il conto|i conti)\b|\bla differenza\b/.test(
      text,
    ) ||
    // "RAL 70.000 nel 2026: contributi INPS a carico del dipendente?": the figure's contributions, named bare.
    /^\s*(?:e |i |gli )?(?:contribut\w*|inps)\b/.test(text) ||
    // "detr. lav. dip. 2025, RC 19.500": an income named bare before its figure.
    /\breddit\w* (?:complessiv\w* )?\d/.test(text) ||
    // "qual è la detrazione con un reddito di 22.000 €": an income stated is the one to apply the rule to.
    /\b(?:qual|quale|che|dimmi|sapere)\b|\b(?:con|per|su|a|di) (?:un |una )?(?:reddit\w*|ral|lordo|imponibile)\b|\breddit\w* (?:complessiv\w* |annu\w* |imponibil\w* )?(?:di|da|pari a)\b/.test(
      text,
    ) ||
    text.split(' ').length <= 8 ||
    ITEM_VERDICT.test(text)
  );
}
