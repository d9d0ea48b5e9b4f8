/**
 * Session 26: "Sì" or "No" before a document's figure weighed against the agreement, as the question asked it.
 * A check asked as whether the figure is right ("è regolare?", "può essere così lunga?", "è quello giusto?") or
 * wrong ("è troppo lunga?", "è sbagliata?"): whichever the question names first sets what "Sì" means. A question
 * that asks neither (a figure asked, a summary) gets no verdict word.
 */
const ASKS_RIGHT =
  /corrett|conform|\bregolar|giust[oaie]\b|rispett|\blegittim|\blegal|in linea|va bene|coerent|ammess|compatibil|consentit|\blecit|\bpuo essere\b|\bcorrispond|\bin regola\b|\ballineat|\baggiornat|\bprevist\w* (?:dal|nel) (?:ccnl|contratto)|\be almeno\b|\barriv\w* (?:almeno )?al minimo\b|\b(?:e|sia|sembra) normale\b/;
const ASKS_WRONG =
  /(?:troppo|piu) lung|sbagliat|\berrat[oaie]\b|irregolar|illegittim|\billegal|\b(?:troppo )?bass[oa]\b|\bsottopagat|\bmi (?:stanno|sta) fregando\b|\b(?:pagando|pagano|paga|pagato|prendo|prende) (?:di )?meno\b/;

/** The verdict word, `question` lower-case and accent-free; `complies` whether the figure meets the agreement. */
export function askedVerdict(question: string, complies: boolean): 'Sì' | 'No' | undefined {
  const right = ASKS_RIGHT.exec(question)?.index ?? Number.POSITIVE_INFINITY;
  const wrong = ASKS_WRONG.exec(question)?.index ?? Number.POSITIVE_INFINITY;
  if (right === wrong) return undefined;
  return complies === right < wrong ? 'Sì' : 'No';
}

/** `line` opened by its verdict word: "**No**: il documento indica …". */
export function withVerdictWord(line: string, word: 'Sì' | 'No' | undefined): string {
  return word ? `**${word}**: ${line.charAt(0).toLowerCase()}${line.slice(1)}` : line;
}
