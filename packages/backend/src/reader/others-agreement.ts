/**
 * An agreement the knowledge base lacks, told only as another employer's or a colleague's ("una collega che
 * lavora per un'altra coop … applicano un contratto diverso, con UNCI mi pare"), beside the writer's own
 * agreement named as theirs ("con il nostro contratto (Legacoop, Confcooperative, AGCI) quanto vale …?"): the
 * question asks the writer's own agreement, and the other one is the story's comparison, not the case's.
 * Runs on the folded text.
 */

/** Someone else's workplace or agreement, in the words before the mention (same sentence). */
const OTHERS_CUE =
  /\b(?:colleg[ahi]\w*|amic[oaih]\w*|conoscent\w*|cugin\w*|fratell\w*|sorell\w*|marit\w*|mogli\w*|un'altra (?:coop\w*|cooperativ\w*|aziend\w*|ditt\w*|struttur\w*|societa|impres\w*)|un altro (?:datore|posto|ente)|altr[aei] (?:coop\w*|cooperativ\w*|aziend\w*|ditt\w*|struttur\w*)|(?:un|il) contratto divers\w*|(?:loro|lei|lui) (?:applic|ha|hanno)\w*)\b[^.?!;]*$/;

/** The writer's own agreement named as theirs. */
const OWN_CONTRACT =
  /\b(?:(?:il|col|con il|del|nel|dal) )?(?:nostro|mio) (?:contratto|ccnl)\b|\b(?:ccnl|contratto) (?:che )?(?:ci|mi) (?:applicano|applica|hanno applicato)\b/;

/** Whether every mention of the row is told of someone else's job while the writer names their own agreement. */
export function othersAgreementOnly(pattern: RegExp, text: string): boolean {
  if (!OWN_CONTRACT.test(text)) return false;
  const all = [...text.matchAll(new RegExp(pattern.source, 'g'))];
  return all.length > 0 && all.every((m) => OTHERS_CUE.test(text.slice(Math.max(0, m.index - 160), m.index)));
}
