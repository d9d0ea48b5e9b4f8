/**
 * A retirement told as the event that ends or frames a job ("vado in pensione a marzo", "visto che ha l'età della
 * pensione", "dimissioni per pensionamento"): the reason a worker leaves, not a pension asked about. Read on the
 * folded text. A pensioner told as the person hired ("è già in pensione, la possono prendere a chiamata?") counts
 * only beside a hire; a pension's own amount, contributions or date ("quanto prenderò di pensione?", "quando posso
 * andare in pensione?") is never this.
 */
const RETIRING = new RegExp(
  [
    String.raw`\b(?:vad[oa]|va|vanno|andr[oa]|andrai|andremo|andranno|andare|andarmene|andarsene|andando|andat[oa]|andrebbe|vada|vadano)(?: (?:gia|poi|finalmente|presto))? in pensione\b`,
    String.raw`\b(?:l'|l |all'|dell')?eta (?:della |per la )?pension(?:e|abile)\b`,
    String.raw`\b(?:per (?:il )?|dopo il |prima del |al )?pensionament\w*`,
    String.raw`\b(?:prima|dopo) (?:della|di andare in) pensione\b|\bper (?:accesso alla |andare in )?pensione\b`,
  ].join('|'),
  'g',
);

/** A pensioner told as the person the job is for (only beside a hire: HIRE). */
const PENSIONER = /\b(?:gia |e |sono |siamo |ormai )?in pensione\b|\bpensionat[oaie]\b/g;
const HIRE =
  /\bassum\w*|\bassunt\w*|\bprender\w* (?:\w+ )?a (?:[ck]h?iamata|lavorare)|\ba [ck]h?iamata\b|\bintermittent\w*/;

/** The ask is the pension itself: when or whether one can retire, with what, how much. */
const PENSION_ASKED =
  /\b(?:quando|se|come|a che eta|quanti anni|con quanti|quanto manca)\b[^?.,;:]{0,40}\b(?:andare|vado|andro|posso andare|potro andare) in pensione\b[^?.,;:]{0,40}\?|\bdi pensione\b|\bla (?:mia |sua )?pensione\b/;

/** Whether a folded text tells a hire, beside which a pensioner named is the person hired. */
export const tellsHire = (folded: string): boolean => HIRE.test(folded);

/**
 * The text with a retirement told as an event taken out; unchanged when the pension itself is asked. `hire`: a
 * hire told (`tellsHire`, on the mended text when the text is as written).
 */
export function withoutRetirement(folded: string, hire = tellsHire(folded)): string {
  if (PENSION_ASKED.test(folded)) return folded;
  const leaving = folded.replace(RETIRING, ' ');
  return hire ? leaving.replace(PENSIONER, ' ') : leaving;
}
