/**
 * "…chiede dell'una tantum, dice che gliene manca una parte. Quanto era l'importo complessivo previsto e come era
 * diviso nelle tranche?": the asking sentence names only the whole or the parts ("importo complessivo", "le
 * tranche", "le rate", "come era diviso"), the turn names the una tantum it speaks of: the una tantum is asked,
 * not the renewal's increase. An asking sentence that names the increase ("l'aumento in tutto", "il minimo")
 * asks the increase.
 */
const PARTS_OR_WHOLE =
  /\btranche\b|\btrance\b|\brat[ae]\b|\bcomplessiv\w*|\bin tutto\b|\btotale\b|\bdivis[oa]\b|\bsuddivis\w*|\bripartit\w*/;
const INCREASE = /aument|increment|a regime|\bminim[oi]\b|stipendi|tabellar|retribuzion/;

/** Whether the una tantum named in the turn is what its asking sentences ask (`asks`: the sentences ending in "?"). */
export function asksLumpParts(text: string, asks: readonly string[]): boolean {
  if (!/una tantum/.test(text)) return false;
  const asked = asks.length ? asks.join(' ') : text;
  if (/una tantum/.test(asked)) return asksAfterLump(asked);
  return PARTS_OR_WHOLE.test(asked) && !INCREASE.test(asked);
}

/** Words that ask: "quanto", "quale", "in quante rate", "come era diviso". */
const ASKING = /\bquant\w*|\bqual\w*|\bcome\b|\bquando\b/;

/**
 * "Oltre alle tranche di aumento sui minimi, c'era anche un importo una tantum: a quanto ammontava in totale e in
 * quante rate?": the sentence names the increase only as the story, then the una tantum; every asking word comes
 * after it and asks its whole or its parts, so the una tantum is what is asked.
 */
function asksAfterLump(asked: string): boolean {
  const at = asked.lastIndexOf('una tantum');
  const head = asked.slice(0, at);
  const tail = asked.slice(at + 'una tantum'.length);
  return !ASKING.test(head) && ASKING.test(tail) && PARTS_OR_WHOLE.test(tail) && !INCREASE.test(tail);
}

// "gli spettava anche una una tantum … è così?", "ci spetta l'una tantum?": whether a lump sum was due is claimed.
const LUMP_CLAIMED =
  /\bspett\w*[^.?]{0,40}\buna tantum|\buna tantum\b[^.?]{0,40}\bspett\w*|\bdiritto\b[^.?]{0,30}\buna tantum/;
/** Whether the turn claims a lump sum was due: the una tantum leads, its verdict first. */
export function lumpClaimed(text: string): boolean {
  return LUMP_CLAIMED.test(text);
}
