/**
 * Several people other than the writer, named in the plural as friends or relatives ("le mie amiche che lavorano
 * nei negozi", "i miei fratelli", "amici miei"): the subject of a clause that is not the writer's own work.
 * Folded text; a regex source to compose into the singular lists.
 */
export const OTHERS_PLURAL = `(?:(?:le |i |alle |ai |delle |dei )?(?:mie|miei|nostre|nostri) (?:amic[hi]e|amici|sorelle|fratelli|cugin[ei]|parenti|zie|zii|conoscenti|vicin[ei]|cognat[ei])|(?:amic[hi]e|amici|parenti|conoscenti) (?:mie|miei))`;
