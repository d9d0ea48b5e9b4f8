/**
 * Whether an agreement's own rule on a child's illness covers the child asked about. The Chimico renewal's 12 days
 * are for children "fra 3 e 8 anni": for a 10-year-old only the law's days apply, so the agreement's rule must not
 * open the answer as if it improved on the law.
 */

const RANGE = /\bfra (\d{1,2}) e (\d{1,2}) anni\b/u;
// "fino a 4 anni di età": from birth to that age.
const UP_TO = /\bfino a (\d{1,2}) anni\b/u;
// The child's age said right beside the child: "figlio di 10 anni", "l'altro figlio che ha 10 anni", "bimba di 7
// anni", and the age put as a case ("e se il figlio avesse 6 anni?", "quando compirà 9 anni", "se ne ha già 7").
// An age told aside ("la prima figlia (che adesso ha 6 anni)") is another child's, so it is not read.
const AGE =
  /\b(?:figli[oa]?|bimb[oa]|bambin[oa]|ragazz[oa]|piccol[oa])\s+(?:che\s+|se\s+|quando\s+)?(?:(?:ne\s+)?(?:ha|avesse|avr[aà]|abbia|compie|compir[aà]|ha compiuto|avr[aà] compiuto|avesse compiuto)\s+(?:gi[aà]\s+)?|di\s+|da\s+)(\d{1,2}) ann[io]\b/gu;

/** The last child's age the turn says (else the earlier turns', latest first), or null. */
function childAge(message: string, history: readonly string[]): number | null {
  for (const text of [message, ...[...history].reverse()]) {
    const ages = [...text.toLowerCase().matchAll(AGE)].map((m) => Number(m[1]));
    const age = ages.at(-1);
    if (age !== undefined && age < 18) return age;
  }
  return null;
}

/**
 * `true` when the rule names an age range and the child asked about is outside it; `false` when the range covers
 * the child or no age is known.
 */
export function childOutsideRange(
  rule: string,
  message: string,
  history: readonly string[] = [],
): { outside: boolean; age: number | null } {
  const between = RANGE.exec(rule);
  const upTo = UP_TO.exec(rule);
  const range = between ? [Number(between[1]), Number(between[2])] : upTo ? [0, Number(upTo[1])] : null;
  const age = childAge(message, history);
  if (!range || age === null) return { outside: false, age };
  return { outside: age < (range[0] ?? 0) || age > (range[1] ?? 99), age };
}
