import type { Ccnl } from '../kb/schema.js';
import { topicsOf } from '../kb/topics.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, pickQuestions } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { rankedLevels } from './inquadra.js';
import { citeProfile } from './profile-sources.js';
import { levelShort } from './shared/levels.js';

/**
 * "Il commesso è allo stesso livello nel Terziario Confcommercio e nel Terziario Confesercenti?", "a che livello
 * è inquadrato un magazziniere nel commercio e nella logistica?": a job's level asked in two agreements, not
 * their number of levels. Each agreement's classification places the job (inquadra's ranking); the answer opens
 * with the level in each and whether it is the same. Undefined when pay is asked too, or an agreement's
 * classification places the job nowhere (the levels' comparison answers then).
 */
const LEVEL_OF_JOB =
  /\b(?:stess[oa]|medesim[oa]|uguale|pari) (?:livell|inquadrament|categori)\w*|\b(?:a )?(?:che|quale) (?:livell|inquadrament|categori)\w*|\binquadrat[oaie]\b/;
const PAY =
  /\bminim[oi]\b|\bpag[ah]\w*|\bstipendi\w*|\bretribu\w*|\bguadagn\w*|\bquanto\b|\beuro\b|\bnett[oi]\b|\blord[oi]\b/;
// A level or a level code said by the writer: then the levels are the case, not the question.
const LEVEL_SAID = /\b\d\s*[°º]?\s*livell|\blivello\s+(?:\d|[a-z]\d|[ivx]+\b)/;

export function jobLevelCompare(ctx: AgentContext, agreements: readonly Ccnl[]): AgentAnswer | undefined {
  const text = readable(ctx.message);
  if (agreements.length < 2 || !LEVEL_OF_JOB.test(text) || PAY.test(text) || LEVEL_SAID.test(text))
    return undefined;
  // ("e il preavviso se uno si dimette, stesso livello?": the level kept is the case of another subject asked.)
  if (topicsOf(text).some((t) => t !== 'livelli' && t !== 'minimi')) return undefined;
  const placed = agreements.map((ccnl) => ({ ccnl, best: rankedLevels(ccnl, ctx)[0] }));
  if (placed.some(({ best }) => !best?.level || best.score <= 0)) return undefined;
  const rows = placed.map(({ ccnl, best }) => {
    const level = best?.level as NonNullable<typeof best>['level'] & object;
    const example = best?.example ?? null;
    const { citations } = citeProfile(
      ccnl,
      level,
      example,
      `Classificazione del ${ccnl.short_name}: ${levelShort(level.level)}${example ? ` (${example})` : ''}`,
      1,
    );
    return { ccnl, level: level.level, example, citations };
  });
  const same = new Set(rows.map((r) => r.level)).size === 1;
  const each = rows
    .map(
      (r) =>
        `al ${bold(levelShort(r.level))} nel ${r.ccnl.short_name}${r.example ? ` (profilo «${r.example}»)` : ''}`,
    )
    .join(' e ');
  return compose({
    answer: `${same ? 'Sì' : 'No'}: secondo la classificazione dei due contratti la mansione è inquadrata ${each}.`,
    steps: [
      'Il livello dipende dalle mansioni effettivamente svolte: il profilo di esempio più vicino decide l’inquadramento in ciascun contratto.',
    ],
    citations: rows.flatMap((r) => r.citations),
    related: pickQuestions(
      rows.map((r) => `Quali sono i minimi retributivi per livello nel ${r.ccnl.short_name}?`),
      ctx.message,
      3,
    ),
  });
}
