/**
 * Whether a folded text says the domestic worker lives in: true for "vive con noi", "dorme da noi", "convivente",
 * "se venisse a vivere da noi"; false for "non vive con noi", "non dorme da noi", "non convivente", "viene solo il
 * pomeriggio", "a ore"; undefined when it says neither.
 */
// Living in is also said as moving in or sleeping there ("se venisse a vivere da noi", "che viva in casa").
const LIVES_IN =
  /\bconviv|\bfissa\b|vitto e alloggio|\b(?:vien\w*|venisse|venire|verra|verrebbe|verranno|and\w+|va|prend\w*|port\w*|t[ie]n\w*) a (?:vivere|stare|abitare) (?:da|con|a casa)|\b(?:vive|viva|vivra|vivesse|viveva|dorme|dorma|dormira|dormisse|dormiva) (?:(?:in casa|insieme) )?(?:da noi|con (?:lei|lui|loro|noi|mia|mio|me|il|la|i)|a casa (?:nostra|sua|loro|di))/;
// "non vive con noi", "non dorme da noi", "non convivente", the worker's own "non vivo con loro": not living in.
// ("viene solo il pomeriggio, 3 ore", "che venga solo a ore", "non dorma lì": coming for part of the day is not living in; "senza che dorma da noi".)
const NOT_LIVING_IN =
  /\bsenza (?:che )?(?:conviv\w*|viva\b|vivere\b|dorma\b|dormire\b|stia\b|restare a dormire)|\bnon (?:e |è |fosse |sia |era |sara |sarà |sarebbe |sono )?(?:piu )?(?:conviv|vive\b|viva\b|vivo\b|vivra|vivesse|dorme\b|dorma\b|dormo\b|dormira|dormisse|fissa\b)|\b(?:vien\w*|venga|venisse|verra|verrebbe) (?:solo |soltanto )?(?:a ore\b|ad ore\b|a ora\b|la mattina|il pomeriggio|la sera|qualche ora|per (?:qualche|poche|\d{1,2}) ore)\b/;

export function livingInSaid(text: string): boolean | undefined {
  const notLivingIn = NOT_LIVING_IN.test(text);
  if (LIVES_IN.test(text) && !notLivingIn) return true;
  if (notLivingIn || /a ore\b|ad ore\b/.test(text)) return false;
  return undefined;
}
