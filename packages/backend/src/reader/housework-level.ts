/**
 * The domestic level of a housekeeper told by her work and her experience, read on folded text: "una signora che
 * viene a fare le pulizie e stirare … lavora da anni come colf, quindi ha esperienza" is the agreement's
 * "collaboratore generico polifunzionale" with experience, level B (level A is the same work without experience,
 * so nothing is read when the experience is not told, unless the job is named by level B's title, "colf generica").
 * Care of a person or of children is read elsewhere.
 */

const HOUSEWORK = /\bpulizi\w*|\bstir\w*|\bcucin\w*|\bfaccende\b|\bbucato\b|\bcolf\b/;
const EXPERIENCED =
  /\b(?:ha|con|di) (?:\w+ )?esperienza\b|\besperta\b|\b(?:lavora|fa la colf|fa questo lavoro) (?:\w+ ){0,2}?da (?:anni|tanti anni|molti anni)\b/;
const NOT_EXPERIENCED =
  /\b(?:senza|nessuna|poca|priva di|non ha) (?:\w+ )?esperienza\b|\bprima esperienza\b|\bprimo lavoro\b/;
// "come colf generica", "collaboratrice familiare generica": the title of level B (the agreement's "collaboratore
// familiare generico polifunzionale"); level A is the same work without experience, said as such.
const GENERIC_TITLE =
  /\b(?:colf|collaborat\w*(?: familiar\w*| domestic\w*)?|domestic[ao]) generic[oa]\b|\bgeneric[oa] polifunzional\w*/;
const CARE_OR_CHILDREN =
  /badant|assist|accudi|\bcura\b|anzian|autosufficient|baby.?sit+er|\btata\b|bambin|\bfigli/;

/** "B" for an experienced housekeeper with no level named, else undefined. */
export function houseworkLevel(text: string): string | undefined {
  if (!HOUSEWORK.test(text) || CARE_OR_CHILDREN.test(text)) return undefined;
  if (NOT_EXPERIENCED.test(text)) return undefined;
  return EXPERIENCED.test(text) || GENERIC_TITLE.test(text) ? 'B' : undefined;
}
