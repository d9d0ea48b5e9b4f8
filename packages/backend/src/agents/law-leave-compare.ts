import type { Ccnl } from '../kb/schema.js';
import { LAW_LEAVE, leaveKindsOf } from '../reader/asked-topic.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { lawLeaveClaim } from './law-leave-claims.js';
import { kindLines } from './leave-kinds.js';

/**
 * Session 31: a leave the law grants compared between agreements ("i 3 giorni della 104 cambiano da un contratto
 * all'altro, o è una regola di legge uguale per tutti e due?"). The law's rule is the same under every agreement:
 * that opens, with its figure and source, then the point asked of it (law-leave-claims.ts) and what each agreement
 * adds. Before, the comparison table of minimums, holidays and notice answered instead.
 */

// The ask weighs the agreements or the law: "cambia da un contratto all'altro", "uguale per tutti e due".
const SAME_OR_NOT =
  /\blegge\b|\bugual\w*|\bstess[oaie]\b|\bcambi\w*|\bdivers\w*|\bvari\w*|\bdifferenz\w*|\bdipend\w* dal contratto\b/;
// Another subject asked outright keeps the comparison table.
const OTHER_SUBJECT =
  /\bferie\b|\bpreavvis\w*|\bminim[oi]\b|\bstipend\w*|\bprova\b|\bmalatti\w*|\btredicesim\w*/;
// "è così, o è una regola di legge?": two answers offered, neither a yes nor a no.
const ALTERNATIVE = /,? o (?:e|sono|vale|valgono|si tratta)\b|\boppure\b/;
// "chi paga e quanto durante la maternità, nei due contratti?": the leave's pay weighed between them.
const PAY_ASKED =
  /\bchi (?:(?:la|lo|mi|ti|le|gli) )?pag\w*|\b(?:come|quanto) (?:\w+ )?(?:vengo|viene|vieni|sono|e|sarei|verrei) pagat\w*|\bquanto (?:prendo|prende|prenderei|mi danno|mi spetta)\b/;
// "rispetto al mio stipendio normale": the pay the leave's pay is measured against, not a subject compared.
const PAY_REFERENCE =
  /\b(?:rispetto (?:al|allo)|in confronto (?:al|allo)) (?:mio |suo |tuo )?(?:stipendio|retribuzione)(?: (?:normale|pieno|abituale|solito))?\b/g;
const DIFFERS_ASKED = /\bcambi\w*|\bdivers\w*|\bvari\w*|\bdifferenz\w*|\bdipend\w*/;

/** The law's leave compared between agreements; undefined when the question compares something else. */
export function lawLeaveCompare(ctx: AgentContext, agreements: Ccnl[]): AgentAnswer | undefined {
  const text = readable(ctx.message);
  const kinds = [...new Set(leaveKindsOf(text))];
  const kind = kinds.length === 1 ? kinds[0] : undefined;
  if (agreements.length < 2 || !kind || !LAW_LEAVE.has(kind)) return undefined;
  const payAsked = kind === 'maternity' && PAY_ASKED.test(text);
  if (!(SAME_OR_NOT.test(text) || payAsked) || OTHER_SUBJECT.test(text.replace(PAY_REFERENCE, ' ')))
    return undefined;
  const lines = kindLines(ctx, kind, agreements);
  const lawLine = lines?.lines.find((l) => l.startsWith('Per legge ('));
  if (!lines || !lawLine) return undefined;
  const own = lines.lines.filter((l) => l !== lawLine);
  const names = agreements.map((c) => c.short_name.replace(/^CCNL /, ''));
  const both = `nel CCNL ${names.slice(0, -1).join(', ')} e nel CCNL ${names.at(-1)}`;
  // An agreement that adds to the law ("integrazione al 100%") differs there: the law is the same, no verdict.
  const adds = own.some((l) => !/non ha regole proprie del contratto/.test(l));
  const same = `${adds ? 'la regola di legge è la stessa' : 'è una regola di legge, uguale'} ${both}${adds ? ' (i contratti possono aggiungere, come si vede sotto)' : ''}: ${lawLine.charAt(0).toLowerCase()}${lawLine.slice(1)}`;
  const word = ALTERNATIVE.test(text) || adds ? undefined : DIFFERS_ASKED.test(text) ? 'No' : 'Sì';
  const paid = payAsked ? payOpening(agreements, lawLine, own) : undefined;
  const answer = paid
    ? `${paid}\n\n${same.charAt(0).toUpperCase()}${same.slice(1)}`
    : word
      ? `**${word}**: ${same}`
      : `${same.charAt(0).toUpperCase()}${same.slice(1)}`;
  // The other point asked of the rule ("possiamo prenderli tutti e due?") follows the rule.
  const claim = lawLeaveClaim(ctx.message, kind, agreements, ctx.history);
  return compose({
    answer,
    steps: [...(claim ? [claim.line] : []), ...own],
    assumptions: ['I contratti collettivi possono solo migliorare la legge, non ridurla.'],
    citations: [...lines.citations, ...(claim?.citations ?? [])],
    related: agreements
      .slice(0, 2)
      .map((c) => `Quanti giorni di permesso per lutto spettano nel ${c.short_name}?`),
  });
}

/**
 * The maternity pay asked of each agreement ("chi paga e quanto, nei due contratti?"): the share of the pay each
 * one gives, opening. The law's share is read off its line (80%, paid by INPS); an agreement that tops it up "fino
 * a … il 100%" gives its own share; a household's line (domestic-parent-leave.ts) says INPS alone pays.
 */
function payOpening(agreements: Ccnl[], lawLine: string, own: string[]): string | undefined {
  const law = /(\d+) ?%/.exec(lawLine)?.[1];
  if (!law) return undefined;
  const parts = agreements.map((ccnl) => {
    const line = own.find((l) => l.startsWith(`Nel ${ccnl.short_name},`)) ?? '';
    const topUp =
      /\bfino a (?:raggiungere )?(?:il |al )?\**(\d+ ?%)\**( della retribuzione(?: mensile)?(?: netta| lorda)?)?/.exec(
        line,
      );
    if (topUp?.[1])
      return `nel ${ccnl.short_name} il ${bold(topUp[1])}${topUp[2] ?? ' della retribuzione'} (${law}% dall’INPS più l’integrazione del datore di lavoro)`;
    if (/\bsolo dall.INPS\b/.test(line))
      return `nel ${ccnl.short_name} solo l’${bold(`${law}%`)} dall’INPS, senza integrazione del datore di lavoro`;
    return `nel ${ccnl.short_name} l’${bold(`${law}%`)} dall’INPS (nessuna integrazione del contratto nella base di conoscenza)`;
  });
  return `Durante il congedo di maternità obbligatorio: ${parts.join('; ')}.`;
}
