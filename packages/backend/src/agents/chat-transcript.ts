/**
 * A chat exported from a messaging app ("[22/11/26, 18:43] Sig. Ferrari: prendo una signora solo per le pulizie",
 * "22/11/26, 18:43 - Mario: …"): a client tells the job in short messages, with no "Mansioni:" line. The messages'
 * own words, without the time stamps and the senders, are what the job is read on.
 */
const STAMP = String.raw`\[?\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4},?\s+\d{1,2}[:.]\d{2}(?:[:.]\d{2})?\]?`;
// (Split before each stamp: a document's passages may have joined the lines.)
const BEFORE_STAMP = new RegExp(`(?=${STAMP})`);
const MESSAGE = new RegExp(String.raw`^\s*${STAMP}\s*(?:-\s*)?[^:\n]{1,60}?:\s*([\s\S]*)$`);

/** The messages of a chat transcript joined as one passage; undefined when the text is not a chat (two messages at least). */
export function chatMessages(text: string): string | undefined {
  const said = text
    .split(BEFORE_STAMP)
    .map((part) => MESSAGE.exec(part)?.[1]?.replace(/\s+/g, ' ').trim())
    .filter((m): m is string => m !== undefined);
  if (said.length < 2) return undefined;
  return said
    .filter((m) => m.length > 0)
    .map((m) => m.replace(/[.;,!?\s]+$/, ''))
    .join('; ');
}
