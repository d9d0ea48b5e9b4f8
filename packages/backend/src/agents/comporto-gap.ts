import { uncapitalise } from '../kb/format.js';
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
  if (!sick.gap || !/comporto|conservazion/i.test(sick.gap)) return undefined;
  if (COMPORTO_SENTENCE.test(sick.text ?? '')) return unconfirmedComportoLine(ccnl, name);
  const context = withoutFigureSentences(sick.text ?? '');
  const text = `Nel ${name} ${bold('il comporto per malattia (quanto dura la conservazione del posto) non è nella base di conoscenza')} (${sick.gap.replace(/\.$/, '')}).${context ? ` Sulla malattia la base di conoscenza ha solo: ${context.replace(/\.$/, '')}.` : ''}`;
  return { text, citations: context ? citeSources(ccnl, text, sick.article ?? null, sick.sources) : [] };
}

/**
 * A comporto the knowledge base holds only from a page on an older text, flagged as not confirmed on the text in
 * force ("secondo una pagina divulgativa del 2014 … non confermati sul testo vigente"): the gap of the text in
 * force opens, then what that page says, as the knowledge base words it, and what still needs confirming.
 */
function unconfirmedComportoLine(ccnl: Ccnl, name: string): Line | undefined {
  const sick = ccnl.sick_pay.sickness;
  const sentence = (sick.text ?? '').split(/(?<=\.)\s+(?=\p{Lu})/u).find((s) => COMPORTO_SENTENCE.test(s));
  if (!sentence || !/non confermat\w* sul testo vigente/i.test(sentence)) return undefined;
  const said = uncapitalise(sentence).replace(/\.$/, '');
  const text = `Nel ${name} ${bold('il comporto per malattia del testo in vigore non è nella base di conoscenza')}: l'unico dato letto è questo, da prendere con cautela: ${said}. Da confermare: ${uncapitalise(sick.gap ?? '').replace(/\.$/, '')}.`;
  return { text, citations: citeSources(ccnl, text, sick.article ?? null, sick.sources) };
}
