import { expandPhoneShorthand } from './phone-shorthand.js';

/**
 * A question typed without its question mark ("quanti giorni di ferie mi spettano", "il capo dice 20 giorni è
 * vero", "mi spetta la quattordicesima grazie"): the mark is put back where the asking ends, so that every reader
 * that finds a question, a claim to confirm or a follow-up by its "?" reads it as the user meant. A message that
 * already has one, or that asks nothing (a reply such as "4° livello", an order such as "calcola il netto"), is
 * left as written.
 */

// Words that ask: an interrogative, or a yes/no question's verb or tag. Matched on the text without accents.
const ASKING = new RegExp(
  [
    String.raw`\b(?:quant[oaie]|qual[ei]?|quando|cosa|perche|dove|ogni quanto|entro quando|da quando|fino a quando)\b`,
    String.raw`\bcome (?:si|mai|funziona|faccio|devo|posso|viene|vengono|va|vanno|calcol\w*|funzionano|cambia)\b`,
    String.raw`\bchi (?:paga|deve|ha ragione|decide|anticipa)\b`,
    String.raw`\b(?:spett[ao](?:no)?|spetti|ho diritto|hai diritto|ha diritto|hanno diritto|abbiamo diritto)\b`,
    String.raw`\b(?:posso|puoi|puo|possono|possiamo|si puo|devo|deve|devono|dobbiamo|dovrei|dovrebbe|bisogna|serve)\b`,
    String.raw`\b(?:e'? vero|vero|giusto|corretto|corretta|corretti|regolare|normale|legale|lecito|obbligatori[oa])\b`,
    String.raw`\b(?:tornano|torna|ci sono|c'e|esiste|vale|valgono|conviene|cambia|sbaglio|ha ragione|hanno ragione)\b`,
    String.raw`\b(?:troppi|troppe|troppo|pochi|poche|fregando|fregato|fregata|fregati|in regola|a posto)\b`,
    // A figure asked by its name at the end: "lordo 2.150 INPS 197,59 IRPEF 241 netto", "netto 1.380 x14 ral".
    String.raw`\b(?:netto|lordo|ral|minimo|costo|tfr|totale)$`,
    String.raw`\b(?:confermi|confermate|mi confermi|sai|sapete|sapresti|mi dici|mi dite|vorrei sapere|volevo sapere|mi chiedevo|mi spieghi)\b`,
  ].join('|'),
);

// What a message ends with after its question: thanks and greetings, which ask nothing.
const CLOSER =
  /(?:[\s,.;!]+(?:grazie(?: mille| in anticipo| anticipatamente)?|saluti|cordiali saluti|buona giornata|buona serata|buonasera|ciao|gentilissimi|a presto)[\s.!]*)+$/i;

// "3 dubbi: …", "due domande: …": asks listed, each read on its own.
const LISTED = /\b(?:\d|due|tre|quattro)\s+(?:dubbi|domande|quesiti|cose|questioni)\b/i;

const bare = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’`]/g, "'");

// Where the asking starts in a message typed as one run-on sentence: an interrogative, a yes/no question's opening
// or a request ("… prima di firmare voglio capire quanto mi costa", "… mi calcola i contributi …").
const OPENER = new RegExp(
  String.raw`(?<![\p{L}'])(?:(?:e|ma|pero|allora|quindi|ora|adesso|intanto) ){0,2}(?:` +
    [
      String.raw`quant[oaie]|qual[ei]?|quando|ogni quanto|entro quando|da quando|fino a quando|a quanto|di quanto`,
      String.raw`come (?:si|mai|funziona|faccio|devo|posso|viene|vengono|va|vanno|calcol\p{L}*)`,
      String.raw`chi (?:\p{L}+ ){0,2}(?:paga|deve|ha ragione|decide)|cosa (?:mi|devo|succede|spetta|dice|prevede)`,
      String.raw`e vero|e giusto|e corretto|e normale|e regolare|mi spetta|mi spettano|ho diritto|ha diritto`,
      String.raw`mi sa dire|mi sapete dire|mi dice|mi dite|mi calcol\p{L}*|mi puo|mi potete|mi potreste|potete`,
      String.raw`posso|vorrei sapere|volevo sapere|vorrei capire|voglio capire|volevo capire|mi chiedevo`,
      String.raw`mi conferm\p{L}*|mi controll\p{L}*`,
    ].join('|') +
    String.raw`)(?![\p{L}'])`,
  'gu',
);
// A run-on message this long hides its question among the story; shorter ones are read whole.
const RUN_ON_WORDS = 30;
const WINDOW_WORDS = 35;

// Accents dropped one letter for one, so that positions in the folded text are positions in the message.
const foldKeepingLength = (text: string) =>
  text.toLowerCase().replace(/[àáâäèéêëìíîïòóôöùúûü]/g, (c) => c.normalize('NFD').charAt(0));

/**
 * A long message typed without any full stop ("sono muratore … ho la trasferta a 30 km il titolare mi ha detto che
 * la tredicesima non me la da lui e allora chi me la paga?"): a full stop put where the asking starts, so that the
 * story's words (the trasferta) are read as the story, as they would be had the user punctuated it.
 */
export function splitRunOn(message: string): string {
  const words = message.trim().split(/\s+/);
  if (words.length < RUN_ON_WORDS || /[.!;:](?:\s|$)/.test(message.replace(/\?\s*$/, ''))) return message;
  if ((message.match(/\?/g) ?? []).length > 1) return message;
  const folded = foldKeepingLength(message);
  // Where the last WINDOW_WORDS words begin: the asking is looked for there.
  const starts = [...folded.matchAll(/\S+/g)].map((m) => m.index ?? 0);
  const windowStart = starts.length > WINDOW_WORDS ? (starts.at(-WINDOW_WORDS) ?? 0) : 0;
  for (const match of folded.matchAll(OPENER)) {
    const at = match.index ?? 0;
    if (at < windowStart) continue;
    // ("il minimo è giusto o mi spetta di più?": the other side of one question, not where the asking starts.)
    if (/(?:^|\s)(?:o|oppure)\s*$/.test(folded.slice(0, at))) continue;
    if (folded.slice(at).trim().split(/\s+/).length < 4) break;
    return `${message.slice(0, at).trimEnd()}. ${message.slice(at)}`;
  }
  return message;
}

/** The context with its message's question mark put back, or the same context when it needs none. */
export function withQuestionMark<T extends { message: string }>(ctx: T): T {
  const marked = splitRunOn(markedQuestion(ctx.message));
  return marked === ctx.message ? ctx : { ...ctx, message: marked };
}

/** `message` with its question mark put back at the end of the asking, or as written. */
export function markedQuestion(message: string): string {
  if (message.includes('?')) return withTrailingAsk(message);
  const text = message.trimEnd();
  const closer = CLOSER.exec(text);
  const body = (closer ? text.slice(0, closer.index) : text).trimEnd();
  // A message closed by a full stop was punctuated with care: "Vorrei sapere il minimo e la prova." asks
  // indirectly, as written; so does one that lists its asks ("3 dubbi: …").
  if (!body || /[.!…]$/.test(body) || LISTED.test(body)) return message;
  // The asking is in the last sentence: "Lavoro da tre anni. Quanti giorni di ferie ho" (a run-on message is
  // one sentence).
  const last = body.split(/[.!;:](?:\s+|$)/).at(-1) ?? body;
  if (!ASKING.test(bare(last))) return message;
  return `${body}?${closer ? closer[0] : ''}`;
}

// An interrogative or a duty asked: a trailing remark ("il minimo mi pare vecchio e lo straordinario non mi torna",
// "3° livello, solo minimo") gives the question facts, it asks nothing new.
const TRAILING_ASKING =
  /\b(?:quant[oaie]|qual[ei]?|quando|cosa|perche|dove|chi|come mai|(?:devo|deve|doveva|dovrebbe|dovevo|posso|puo|poteva) (?:\w+ ){0,2}?dare)\b/;
// "e quanto dura…", "ma qual è…", "e poi entro quando…": a further ask joined to the question before it.
const JOINED_ASK =
  /^(?:e|ed|ma|e poi|poi|inoltre|e invece)\s+(?:(?:\w+\s+){0,2}?)(?:quant[oaie]|qual[ei]?|quando|come|cosa|perche|dove|entro quando|da quando|fino a quando)\b/;
// The fewest words a trailing ask needs: "e tu?" or "grazie?" after a question is no new ask.
const TRAILING_ASK_WORDS = 4;

/**
 * A question followed by one more ask typed without its mark ("e se la prova l'avesse già passata? tipo dopo 6 mesi
 * qnt preavviso doveva dare"): the last ask is the one the user wants answered, so it gets the mark too.
 */
function withTrailingAsk(message: string): string {
  const text = message.trimEnd();
  const closer = CLOSER.exec(text);
  const body = (closer ? text.slice(0, closer.index) : text).trimEnd();
  const after = body.slice(body.lastIndexOf('?') + 1).trim();
  // After a condition asked as a question ("e se …?"); after a question of its own, only a further ask joined to it
  // by "e"/"ma" and opened by an interrogative ("…preavviso?? e quanto puo durare la prova al 4 livello").
  if (
    !/(?:^|[.;:!?]\s*)(?:e |ma |pero |però )?se\b/i.test(body.slice(0, body.lastIndexOf('?'))) &&
    !JOINED_ASK.test(bare(after))
  )
    return message;
  if (after.split(/\s+/).length < TRAILING_ASK_WORDS || /[.!…:;]/.test(after) || LISTED.test(after))
    return message;
  if (!TRAILING_ASKING.test(bare(expandPhoneShorthand(after)))) return message;
  return `${body}?${closer ? closer[0] : ''}`;
}
