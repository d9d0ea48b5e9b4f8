/**
 * "Perché no? A luglio l'aumento c'era già in busta.": a turn that asks why the answer's verdict holds, and
 * only tells the objection after it, asks the earlier subject again (the rule behind the verdict); the words of
 * the objection ("l'aumento", "in busta") are not a new subject. A turn that asks something else after the
 * "why" ("perché no? e quanto mi spetta di preavviso?"), or a bare "come mai?" with a doubt after it (fixs58g), is
 * read as it stands.
 */
const WHY_VERDICT = /^(?:ma |e |scusa,? )?(?:perche|come mai) (?:no|si|non)\s*\?+/;

export function asksWhyVerdict(text: string): boolean {
  const why = WHY_VERDICT.exec(text);
  return !!why && !text.slice(why[0].length).includes('?');
}
