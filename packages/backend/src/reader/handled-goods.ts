/**
 * A trade's material named as the thing a worker carries out, throws away or cleans ("porta fuori il vetro",
 * "butta la plastica", "svuota i bidoni della carta"): a chore in the job, not the trade's industry. Runs on
 * the folded question.
 */
const HANDLED =
  /\b(?:port\w*|butt\w*|gett\w*|svuot\w*|raccogli\w*|raccolt\w*|smaltisc\w*|smalt\w*|differenz\w*|separ\w*|ritir\w*|pulisc\w*|pulire|pulizi\w*|lav(?:a|ano|are)\b|spazz\w*)\s+(?:(?:fuori|via|giu|su)\s+)?(?:(?:anche|pure|poi)\s+)?(?:(?:il|lo|la|l'|i|gli|le|del|dello|della|dell'|dei|degli|delle)\s*)?(?:(?:bidon\w*|sacch\w*|cassonett\w*|contenitor\w*|campan\w*|cest\w*|vuot\w*|rifiut\w*)\s+(?:del|dello|della|dell'|dei|degli|delle|di)\s*)?$/;
// A list of the same chore ("porta fuori carta, plastica e vetro"): the material after the first one.
const LISTED =
  /\b(?:carta|cartone|plastica|umido|organico|indifferenziat\w*|lattin\w*|vetro)\s*(?:,|e|ed)\s*$/;

const CHORE = /\b(?:port\w* fuori|butt\w*|gett\w*|svuot\w*|differenz\w*|smalt\w*|raccolt\w*)\b/;

/** Whether every place the trade word appears in is a material the worker handles as a chore. */
export function handledGoodsOnly(word: RegExp, text: string): boolean {
  const all = [...text.matchAll(new RegExp(word.source, 'g'))];
  return (
    all.length > 0 &&
    all.every((m) => {
      const before = text.slice(Math.max(0, m.index - 60), m.index);
      return HANDLED.test(before) || (LISTED.test(before) && CHORE.test(before));
    })
  );
}
