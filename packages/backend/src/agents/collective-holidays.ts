import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeAgreementPassage } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { LAW_TOPIC_FACTS } from './law-topics.js';
import { agreementOf } from './pay-base.js';

/**
 * A collective closure for holidays asked ("vorremmo chiudere lo stabilimento quattro settimane ad agosto e
 * mettere tutti in ferie collettive: possiamo?"): the agreement's own clause on collective holidays opens the
 * answer, with its limit on consecutive weeks weighed against the weeks the question tells, then the law's rule on
 * who sets the period. Undefined unless the closure is asked and the agreement holds a sourced clause on it.
 */
const COLLECTIVE =
  /\bferie collettiv\w*|\bchiusur\w* (?:estiv\w*|aziendal\w*|collettiv\w*|per ferie|dello stabilimento|della fabbrica|dell'azienda)\b|\bchiuder\w* (?:lo stabilimento|la fabbrica|l'azienda|il reparto|tutto)\b[^.?]{0,60}\b(?:ferie|agosto|settimane)\b/;
const CLAUSE = /\bferie\b[^.]*\bcollettiv\w*[^.]*\bsettimane\b/;
const LIMIT = /\bnon (?:puo|potra) (?:superare|eccedere) le (\d) settimane\b/;
const WORDS: Record<string, number> = { due: 2, tre: 3, quattro: 4, cinque: 5, sei: 6 };
// "quattro settimane di fila", "4 settimane consecutive", "per 4 settimane".
const WEEKS_TOLD = /\b(\d|due|tre|quattro|cinque|sei) settimane\b/;

export function collectiveHolidays(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  const text = readable(ctx.message);
  // (A closure covered with the permits, "5 PAR collettivi a Natale", is the permits' question, not the holidays'.)
  if (!COLLECTIVE.test(text) || /\bpermess\w*|\bpar\b|\brol\b/.test(text)) return undefined;
  const ccnl = agreementOf(ctx, req);
  const clause = ccnl?.passages.find((p) => CLAUSE.test(readable(p.text)));
  if (!ccnl || !clause) return undefined;
  const limit = Number(LIMIT.exec(readable(clause.text))?.[1]) || undefined;
  const said = WEEKS_TOLD.exec(text)?.[1];
  const weeks = said ? (WORDS[said] ?? Number(said)) : undefined;
  const verdict =
    limit && weeks
      ? weeks > limit
        ? `${bold('No')}, non da soli: nel ${ccnl.short_name} le ferie collettive consecutive non possono superare le ${bold(`${limit} settimane`)}; per chiudere ${weeks} settimane di fila serve un’${bold('intesa aziendale')} con le rappresentanze sindacali (RSU).`
        : `${bold('Sì')}: ${weeks} settimane stanno nel limite del ${ccnl.short_name}, che ammette ferie collettive consecutive fino a ${bold(`${limit} settimane`)} (oltre serve un’intesa aziendale con la RSU).`
      : `Nel ${ccnl.short_name} le ferie collettive sono ammesse, con i limiti del contratto.`;
  const law = LAW_TOPIC_FACTS.holidaysWhen;
  return compose({
    answer: `${verdict} La regola del contratto: ${clause.text.replace(/^Ferie collettive nel [^:]+: /, '')}`,
    steps: [
      `Per legge (${law.reference}) il periodo delle ferie lo fissa il datore di lavoro, tenendo conto delle esigenze dell’impresa e di quelle dei lavoratori, e lo comunica per tempo; almeno 2 settimane vanno godute nell’anno in cui maturano.`,
      'Per farlo in regola: fissare e comunicare per tempo il periodo di chiusura, dopo l’esame congiunto in azienda; per superare il limite di settimane consecutive, firmare prima un’intesa aziendale con la RSU o le rappresentanze sindacali.',
    ],
    assumptions: [
      'Limite letto nella clausola del contratto collettivo; un accordo aziendale può fissare regole diverse.',
    ],
    citations: [citeAgreementPassage(ccnl, clause)],
    related: [],
  });
}
