/**
 * Who is asking ("sono la titolare di un salumificio", "sono il responsabile del personale") is not the job asked
 * about: a level's definition naming the employer's role («entro le direttive … dei titolari») must not take the
 * job because the asker is the owner. The clause is left out up to the next punctuation.
 */
const ASKER =
  /\b(?:sono|siamo) (?:il|la|i|le|l'|gli)\s?(?:titolar\p{L}*|proprietari\p{L}*|datore di lavoro|datrice di lavoro|soci[oa]?|amministrator\p{L}*|legale rappresentante)\b[^.;?!,:]*/giu;

export const withoutAsker = (text: string): string => text.replace(ASKER, ' ');
