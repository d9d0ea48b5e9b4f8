/**
 * Session 26: "Sì" or "No" before a document's figure weighed against the agreement, as the question asked it.
 * A check asked as whether the figure is right ("è regolare?", "può essere così lunga?", "è quello giusto?") or
 * wrong ("è troppo lunga?", "è sbagliata?"): whichever the question names first sets what "Sì" means. A question
 * that asks neither (a figure asked, a summary) gets no verdict word.
 */
const ASKS_RIGHT =
  /corrett|conform|\bregolar|giust[oaie]\b|rispett|\blegittim|\blegal|in linea|va bene|\b(?:e|sia|va|sono) (?:ok|okay)\b|coerent|ammess|compatibil|consentit|\blecit|\bpuo essere\b|\bcorrispond|\bin regola\b|\ballineat|\baggiornat|\bprevist\w* (?:dal|nel) (?:ccnl|contratto)|\be almeno\b|\barriv\w* (?:almeno )?al minimo\b|\b(?:e|sia|sembra) normale\b/;
const ASKS_WRONG =
  /(?:troppo|piu) lung|sbagliat|\berrat[oaie]\b|irregolar|illegittim|\billegal|\b(?:troppo )?bass[oa]\b|\btropp[oaie] alt[oaie]\b|\bsottopagat|\bmi (?:stanno|sta) fregando\b|(?<!sopra o |\bnon (?:e|è|sia|sono) )\bsotto (?:il |al )?minim[oi]\b|\b(?:pagando|pagano|paga|pagato|prendo|prende) (?:di )?meno\b/;

/** The verdict word as `text` asks it, or undefined when it asks neither way. */
function verdictIn(text: string, complies: boolean): 'Sì' | 'No' | undefined {
  const right = ASKS_RIGHT.exec(text)?.index ?? Number.POSITIVE_INFINITY;
  const wrong = ASKS_WRONG.exec(text)?.index ?? Number.POSITIVE_INFINITY;
  if (right === wrong) return undefined;
  return complies === right < wrong ? 'Sì' : 'No';
}

/**
 * The verdict word, `question` lower-case and accent-free; `complies` whether the figure meets the agreement. The
 * sentences that ask decide first: "l'anno scorso mi avevano sbagliato le ferie … mi dite se la paga
 * è giusta?" asks whether the pay is right, the story before it is no question.
 */
export function askedVerdict(question: string, complies: boolean): 'Sì' | 'No' | undefined {
  const asking = askingSentences(question).join(' ');
  return (asking && verdictIn(asking, complies)) || verdictIn(question.replace(PAST_MISTAKE, ''), complies);
}

// "l'anno scorso mi avevano sbagliato anche le ferie": a mistake of the past told as the story, not the doubt asked.
const PAST_MISTAKE = /\b(?:avev(?:o|i|a|amo|ate|ano)) (?:gia |anche |pure )?sbagliat\w*/g;

/**
 * The sentences of `text` that ask: those ending in "?", else the last one ("L'anno scorso mi avevano sbagliato le
 * ferie. Mi dite se la paga è giusta", a part of a question cut before its "?").
 */
export function askingSentences(text: string): string[] {
  const sentences = text
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter(Boolean);
  const asking = sentences.filter((s) => s.endsWith('?'));
  return asking.length ? asking : sentences.slice(-1);
}

/** `line` opened by its verdict word: "**No**: il documento indica …". */
export function withVerdictWord(line: string, word: 'Sì' | 'No' | undefined): string {
  return word ? `**${word}**: ${line.charAt(0).toLowerCase()}${line.slice(1)}` : line;
}
