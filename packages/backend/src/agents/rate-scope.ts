import type { Ccnl } from '../kb/schema.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';

/**
 * Session 43 (fixs43a): "applichiamo il contratto dell'industria alimentare per il settore vini e liquori … che
 * maggiorazione spetta agli operai e quale agli impiegati?": the agreement's rule text may set apart a sector or
 * a group of workers ("Per vini e liquori le percentuali differiscono tra operai e impiegati (festivo 50% e
 * 65%)", "Per i turnisti il lavoro notturno festivo …"). When the question names that scope, the clause is said in
 * the opening beside the general rate, never dropped for the structured rates that hold elsewhere.
 */

// "Per vini e liquori le percentuali …", "per carni, dolciari e lattiero-caseari: oltre le 40 ore …".
const SCOPED =
  /^per (?:(?:il|la|i|gli|le|lo|l') ?)?(?:settor[ei] (?:dei |delle |del |della )?)?([\p{L}' -]+?(?:, [\p{L}' -]+?)*)(?=:| (?:le|il|la|i|gli|lo|l') ?\p{L})/u;
const LINKS = new Set(['e', 'ed', 'o', 'di', 'dei', 'delle', 'del', 'della', 'settore', 'settori']);

/** The scope's words, each a stem to find in the question ("vini" → "vin", "liquori" → "liquor"). */
function scopeItems(scope: string): string[][] {
  return scope
    .split(/,\s*|\s+(?:e|ed|o)\s+/)
    .map((item) =>
      item
        .split(/\s+/)
        .filter((w) => w.length >= 4 && !LINKS.has(w))
        .map((w) => w.slice(0, Math.max(3, w.length - 1))),
    )
    .filter((words) => words.length > 0);
}

/** The clauses of the agreement's rate text whose scope the question names. */
export function scopedRateClauses(ccnl: Ccnl, message: string): string[] {
  const asked = readable(message);
  // (A sentence ends before a capital: "(art. 7, titolo III …)" is no end. The leading clause is the scope of the
  // structured rates themselves, already in the answer: only the exceptions after it.)
  return (ccnl.rates.text ?? '')
    .split(/;\s*|\.\s+(?=\p{Lu})/u)
    .slice(1)
    .map((clause) => clause.trim().replace(/[.;]$/, ''))
    .filter((clause) => {
      const m = SCOPED.exec(readable(clause));
      if (!m?.[1]) return false;
      return scopeItems(m[1]).some((words) => words.every((w) => new RegExp(`\\b${w}`).test(asked)));
    });
}

/** The rate answer with the rule of the scope the question names added to its opening. */
export function withScopedRate(
  ctx: { message: string },
  ccnl: Ccnl | undefined,
  answer: AgentAnswer,
): AgentAnswer {
  if (!ccnl) return answer;
  // A clause whose every percentage the answer already gives adds nothing ("turnisti: 60%, 35% con riposo").
  const percents = (c: string) => c.match(/\d+(?:,\d+)?%/g) ?? [];
  const clauses = scopedRateClauses(ccnl, ctx.message).filter(
    (c) => !answer.text.includes(c) && percents(c).some((p) => !answer.text.includes(p)),
  );
  if (!clauses.length) return answer;
  const said = clauses.map((c) => c.charAt(0).toLowerCase() + c.slice(1)).join('; ');
  const note = ` Regola del contratto per il caso indicato: ${said}.`;
  const add = (text: string) =>
    text.replace(/^([^\n]*?)(\n|$)/, (_, first: string, end: string) => `${first}${note}${end}`);
  return { ...answer, text: add(answer.text), brief: add(answer.brief) };
}
