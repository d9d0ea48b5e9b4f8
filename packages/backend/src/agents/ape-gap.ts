import type { Ccnl } from '../kb/schema.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';

/**
 * Session 40 (fixs40a): the building workers' APE (anzianità professionale edile), which the Cassa Edile pays by
 * its own rules, asked ("quante ore in due anni per averla e quanto paga?"): when the agreement's seniority entry
 * says the APE rules were not read, the answer opens with that gap and states no figure — never the clerks'
 * increments nor the weekly hours in its place. "APE sociale" / "APE volontaria" (the pension advance) is not it.
 */
const APE_ASKED = /\banzianita professionale edile\b|\bape\b(?! (?:sociale|volontaria|aziendale)\b)/;
const PENSION = /\banticipo pensionistic\w*|\bpensione\b|\bpensionament\w*/;
const APE_GAP = /\bAPE\b/;

export function apeGap(ctx: AgentContext, ccnl: Ccnl | undefined): AgentAnswer | undefined {
  const seniority = ccnl?.seniority_increments;
  if (!ccnl || !seniority?.gap || !APE_GAP.test(seniority.gap)) return undefined;
  const text = readable(ctx.message);
  if (!APE_ASKED.test(text) || PENSION.test(text)) return undefined;
  // The agreement's own sentence naming the APE (without the clerks' figures around it).
  const said = (seniority.text ?? '').split(/(?<=\.)\s+/).find((s) => APE_GAP.test(s));
  return compose({
    answer: `Nel ${ccnl.short_name} l'APE (anzianità professionale edile) ${bold('non è nella base di conoscenza')}: i requisiti (ore di lavoro richieste nel periodo) e gli importi li fissa e li paga la Cassa Edile, e le sue regole non sono state raccolte. Per ore e importi, rivolgiti alla Cassa Edile della provincia o al regolamento nazionale dell'APE.`,
    steps: said ? [`Nella base di conoscenza: ${said.charAt(0).toLowerCase()}${said.slice(1)}`] : [],
    citations: said ? citeSources(ccnl, said, null, seniority.sources, 1) : [],
    related: [],
  });
}
