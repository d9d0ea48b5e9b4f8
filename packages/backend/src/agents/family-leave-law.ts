import type { Ccnl } from '../kb/schema.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { type LawFact, lawCitations } from './law-facts.js';

/**
 * Unpaid leave asked for a grave family reason ("posso chiedere aspettativa non pagata per stare dietro a mio
 * padre malato grave? quanto al massimo?"): the law's leave every employee has (L. 53/2000, art. 4 c. 2), up to 2
 * years over the working life. Before, the agreement's sickness rule answered. The agreement may add to it; its
 * own clause is not in the knowledge base.
 */
export const FAMILY_LEAVE_LAW: LawFact = {
  figure: '2 anni',
  text: 'per gravi e documentati motivi familiari (come la malattia grave di un genitore) si può chiedere un congedo non retribuito, continuativo o frazionato, fino a {figure} nell’arco della vita lavorativa: si conserva il posto di lavoro, senza retribuzione e senza poter svolgere altra attività lavorativa.',
  reference: 'L. 53/2000, art. 4 c. 2',
  sources: [
    {
      url: 'https://job.fanpage.it/congedo-per-gravi-motivi-familiari-l-aspettativa-non-retribuita-fino-a-2-anni',
      label: 'Fanpage Job: congedo per gravi motivi familiari, l’aspettativa non retribuita fino a 2 anni',
      date: null,
      confidence: 'medium',
    },
  ],
};

const UNPAID_LEAVE =
  /\baspettativa\b|\bcongedo (?:non retribuit|non pagat|straordinari)\w*|\bpermess\w* non (?:retribuit|pagat)\w*/;
const GRAVE_FAMILY =
  /\bgrav\w*\b[^.?]{0,60}\b(?:padre|madre|genitor\w*|figli\w*|moglie|marito|coniuge|fratell\w*|sorell\w*|famil\w*|suocer\w*|nonn\w*)\b|\b(?:padre|madre|genitor\w*|figli\w*|moglie|marito|coniuge|fratell\w*|sorell\w*|famil\w*|suocer\w*|nonn\w*)\b[^.?]{0,40}\b(?:malat\w*|grav\w*|assister\w*|stare dietro|accudir\w*)/;
// A leave of its own kind, answered by its own rule: a child's illness, disability (L. 104/1992), study.
const OTHER_LEAVE = /\b104\b|\bhandicap\b|\bdisabil\w*|\bstudio\b|\bmaternit|\bparental/;

export function familyLeaveLaw(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  if (ctx.documents.length || req.slots.agreements.length > 1) return undefined;
  if (req.intent !== 'leave' && req.intent !== 'sickness_injury') return undefined;
  const text = readable(ctx.message);
  if (!UNPAID_LEAVE.test(text) || !GRAVE_FAMILY.test(text) || OTHER_LEAVE.test(text)) return undefined;
  const id = req.slots.agreements[0];
  const ccnl: Ccnl | undefined = id !== undefined ? ctx.kb.byCategory(id) : undefined;
  const asked = /\?/.test(text) && /\b(?:posso|possiamo|si puo|ho diritto|spett\w*|e possibile)\b/.test(text);
  const said = FAMILY_LEAVE_LAW.text.replace('{figure}', bold(FAMILY_LEAVE_LAW.figure));
  return compose({
    answer: `${asked ? '**Sì**: p' : 'P'}er legge (${FAMILY_LEAVE_LAW.reference}) ${said}`,
    steps: [
      ccnl
        ? `Il ${ccnl.short_name} può prevedere condizioni migliori (aspettative proprie del contratto): la sua clausola ${bold('non è nella base di conoscenza')}, verificala nel testo del contratto.`
        : 'Il contratto collettivo applicato può prevedere condizioni migliori: indicami il CCNL per verificarle.',
    ],
    assumptions: ['Motivi familiari gravi e documentati, come la legge richiede.'],
    citations: lawCitations(
      FAMILY_LEAVE_LAW,
      FAMILY_LEAVE_LAW.text.replace('{figure}', FAMILY_LEAVE_LAW.figure),
    ),
    related: ccnl ? [`Quanti giorni di permesso per lutto spettano nel ${ccnl.short_name}?`] : [],
  });
}
