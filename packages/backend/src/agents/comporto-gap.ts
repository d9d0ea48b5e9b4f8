import type { Ccnl } from '../kb/schema.js';
import { citeSources } from './answer.js';
import { COMPORTO_ASKED, COMPORTO_SENTENCE } from './comporto-cell.js';
import { bold } from './compose.js';
import { withoutFigureSentences } from './gap-context.js';
import type { Line } from './topic-line.js';

/**
 * The comporto asked for an illness ("comporto malattia studi professionali?") in an agreement whose sickness
 * rule states none and declares it missing: the gap opens, then what the knowledge base has on sickness with no
 * figure; the injury's comporto (another case, with its own days and shares) is not given in its place.
 * Undefined when the question names an injury, the comporto is not asked, or the sickness rule states one.
 */
export function comportoGapLine(ccnl: Ccnl, name: string, question: string | undefined): Line | undefined {
  const sick = ccnl.sick_pay.sickness;
  if (!question || !COMPORTO_ASKED.test(question) || /\binfortun|\binail\b/.test(question)) return undefined;
  if (!sick.gap || !/comporto|conservazion/i.test(sick.gap) || COMPORTO_SENTENCE.test(sick.text ?? ''))
    return undefined;
  const context = withoutFigureSentences(sick.text ?? '');
  const text = `Nel ${name} ${bold('il comporto per malattia (quanto dura la conservazione del posto) non è nella base di conoscenza')} (${sick.gap.replace(/\.$/, '')}).${context ? ` Sulla malattia la base di conoscenza ha solo: ${context.replace(/\.$/, '')}.` : ''}`;
  return { text, citations: context ? citeSources(ccnl, text, sick.article ?? null, sick.sources) : [] };
}
