/**
 * A sector or trade word that names the job the worker is leaving for ("si dimettono per andare a lavorare al
 * porto", "ha trovato un nuovo lavoro in banca", "passa a lavorare in una vetreria"): the workplace to come is
 * not the agreement the question is about (folded text). Session 46, fixs46m.
 */
const LEAVING_FOR =
  /\b(?:(?:per |deve |devo |vuole |vogliono |voglio |vorrebbe |vorrei |potrebbe |posso |prima di )?(?:andare|passare|trasferir\w*|spostar\w*) a|(?:andra|andro|andranno|andrebbe|andrei|passa|passo|passano|passera|passero|passeranno) a|(?:nuovo|altro) (?:lavoro|posto|impiego)(?: (?:come|da))?|(?:assunt\w*|assumer\w*|prendono|prender\w*) (?:da|presso|in)|(?:dimett\w*|dimission\w*|licenzi\w*) (?:per|e vado|e andr\w*)(?: (?:andare|passare) a)?)\s+(?:\w+\s+){0,2}$/;

/** Whether every place the word appears in is the next job the worker is leaving for. */
export function nextJobOnly(word: RegExp, text: string): boolean {
  const all = [...text.matchAll(new RegExp(word.source, 'g'))];
  return all.length > 0 && all.every((m) => LEAVING_FOR.test(text.slice(Math.max(0, m.index - 50), m.index)));
}
