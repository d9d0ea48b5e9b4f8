/**
 * "sono il titolare di una piccola ditta di impianti elettrici ma vi scrivo per una cosa di casa: … la colf":
 * the writer's own business (or a relative's), told as who they are before a matter of the home, is not the
 * employer of the household worker asked about. Read on folded text.
 */

// The business the writer (or a relative) owns or runs, up to the end of its clause or a "ma" that turns away;
// the workplace said not to be the matter ("una domanda personale, non dello studio").
const OWN_BUSINESS =
  /\b(?:sono (?:il |la |l')?(?:titolare|proprietari[oa]|soci[oa]|responsabile|amministrat\w*|gestore) (?:di|del|della|dello|dell')|(?:ho|abbiamo|hanno|(?:mio|mia) \w+ ha|(?:mio|mia) \w+ che ha) (?:una |un |un')?(?:piccol[oa] )?(?:ditta|impresa|azienda|officina|falegnameria|negozio|bottega|attivita|laboratorio|studio|bar|ristorante))(?:(?! ma | pero )[^.;:?!])*|\bnon (?:e |riguarda )?(?:per |de)?(?:llo |lla |ll'|l |lo |la |l'|il )?(?:studio|ditta|impresa|azienda|ufficio|negozio)\b/g;

// A matter of the home said outright, or a household worker named.
const HOME_MATTER =
  /\b(?:cosa|questione|faccenda|domanda) (?:di casa|privat\w*|personal\w*|di famiglia|familiar\w*)\b|\bcolf\b|\bbadant\w*|\b(?:a|in) casa (?:nostra|mia|loro|sua|di mi[ao] \w+)\b/;

// A clause that names the contract the business applies.
const CONTRACT_NAMED = /\bccnl\b|\bcontratt\w*|\bapplic\w*/;

/** The text without the writer's own business, when the question is a matter of the home; else the same text. */
export function withoutOwnBusiness(text: string): string {
  // ("ho un negozio dove applico il contratto del commercio e una commessa è in malattia": the business's own
  // contract is asked too, and stays.)
  return HOME_MATTER.test(text)
    ? text.replace(OWN_BUSINESS, (clause) => (CONTRACT_NAMED.test(clause) ? clause : ' '))
    : text;
}
