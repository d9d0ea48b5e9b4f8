import type { Intent } from './request.js';

/**
 * "La prova di 60 giorni e lo stipendio vanno bene col contratto?": the pay joined to another term in one doubt
 * is asked too (the level's minimum it is weighed against), though a pay word alone scores below a subject.
 */
const PAY_JOINED =
  /\b(?:e|ed) (?:lo |il |la |l')?(?:stipendi\w*|paga|retribuzion\w*|compens\w*|lordo)\b[^?]{0,40}\b(?:vanno bene|va bene|sono giust\w*|e giust\w*|sono in regola|a norma|regolar\w*|rispett\w*|corrett\w*|conform\w*|ok)\b|\b(?:lo |il |la )?(?:stipendi\w*|paga|retribuzion\w*) (?:e|ed) (?:la |il |lo |l')?\w+[^?]{0,40}\b(?:vanno bene|sono giust\w*|sono in regola|regolar\w*|rispett\w*|corrett\w*|conform\w*)\b/;

/**
 * "quant'è la paga minima del livello 4 e quanto si paga la domenica?": a minimum asked outright beside another
 * ask in the same sentence is asked too, whichever subject the sentence scores highest.
 */
const MINIMUM_BESIDE =
  /\b(?:paga|retribuzione|stipendio) minim[ao]\b[^?]{0,60}\b(?:e|ed) (?:quanto|quanti|quante|quale|quali|come|che)\b|\b(?:quanto|quanti|quale|come)\b[^?]{0,80}\b(?:e|ed) (?:la |il |lo )?(?:paga|retribuzione|stipendio) minim[ao]\b/;

/** The further subjects asked with `intent`: the minimum of a pay joined to another term's doubt or ask. */
export function withJointPay(intent: Intent, alsoAsked: Intent[], text: string): Intent[] {
  if (
    intent === 'minimum_pay' ||
    alsoAsked.includes('minimum_pay') ||
    !(PAY_JOINED.test(text) || MINIMUM_BESIDE.test(text))
  )
    return alsoAsked;
  return [...alsoAsked, 'minimum_pay'];
}

/** Whether a pay is joined to another term in one doubt ("il periodo di prova e la paga sono regolari?"). */
export const asksJointPay = (text: string): boolean => PAY_JOINED.test(text);
