/**
 * Subjects the user hands to someone else before asking ("hanno anche chiesto dell'INPS e del TFR ma a quello ci
 * penso io. Intanto mi serve solo sapere: … la paga oraria minima?", "dei contributi se ne occupa il
 * commercialista"): they are not what is asked, so the sentence naming them is dropped before the subject is
 * read. Only a sentence that asks nothing, followed by one that asks; runs on the raw message.
 */
// The speaker or a professional takes the subject over ("ci penso io", "me ne occupo", "se ne occupa il
// commercialista"); not who pays a benefit ("quando si ammala ci pensa l'INPS": that is the claim asked about).
const PROFESSIONAL = `(?:il |la |lo |l'|mio |mia |nostro |nostra )*(?:commercialista|consulente|studio|ufficio paghe|caf|patronato|ragionier[ea])`;
const HANDED_OVER = new RegExp(
  String.raw`\b(?:ci penso io|ci pensiamo noi|me ne occupo|ce ne occupiamo|l[oaie] (?:gestisco|gestiamo|faccio|facciamo) (?:io|noi))\b|\b(?:ci pensa|se ne occupa|l[oaie] gestisce|l[oaie] fa) (?:gia |già )?${PROFESSIONAL}\b|\b${PROFESSIONAL} (?:gia |già )?(?:ci pensa|se ne occupa)\b`,
  'i',
);

export function withoutHandedOver(message: string): string {
  const sentences = message.split(/(?<=[.!?;])\s+/);
  const lastAsk = sentences.map((s) => s.includes('?')).lastIndexOf(true);
  if (lastAsk < 1) return message;
  const kept = sentences.filter(
    (sentence, i) => i >= lastAsk || sentence.includes('?') || !HANDED_OVER.test(sentence),
  );
  return kept.length === sentences.length ? message : kept.join(' ');
}
