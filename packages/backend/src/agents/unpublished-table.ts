import { addDays, italianDate } from '../kb/format.js';
import { freshness } from '../kb/freshness.js';
import type { Ccnl } from '../kb/schema.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { compose } from './compose.js';
import type { AgentContext } from './context.js';
import { referenceTrancheLine } from './reference-tranche.js';
import { levelAfterOf } from './shared/levels.js';

// "di quanto aumenta", "quanto sale", "l'aumento": the tranche's size is asked, which the renewal answers give.
const INCREASE_ASKED = /\bdi quanto\b|\baument\w*|\bsal(?:e|ir\w*)\b|\bcresc\w*/;

/**
 * "Da gennaio 2027 che paga oraria minima devo mettere?": a day still to come past a signed tranche that no table
 * of the knowledge base carries has no minimum yet. The table in force today is not that day's minimum: the
 * answer says the figure is missing and why, and offers today's minimum and the tranche as questions. Undefined
 * for a day that has come (a tranche already due and missing is warned about under the figures instead), for a
 * day the tables reach, and when the increase itself is asked.
 */
export function unpublishedTableGap(
  ctx: AgentContext,
  req: TypedRequest,
  ccnl: Ccnl,
): AgentAnswer | undefined {
  const date = req.slots.date;
  if (!date || date <= ctx.today) return undefined;
  const tranche = freshness(ccnl, date).missingTranche;
  if (!tranche || tranche <= ctx.today) return undefined;
  const reference = referenceTrancheAnswer(req, ccnl, date);
  if (reference) return reference;
  if (INCREASE_ASKED.test(readable(ctx.message))) return undefined;
  const level = req.slots.level ? ` del ${levelAfterOf(ccnl, req.slots.level)}` : '';
  const hourly = req.intent === 'hourly_rate' || /\bora(?:ri[ao])?\b|l'ora\b/.test(readable(ctx.message));
  const what = hourly ? `La paga oraria minima${level}` : `Il minimo mensile${level}`;
  const answer = `${what} dal ${italianDate(tranche)} nel ${ccnl.short_name} non è nella base di conoscenza: da quella data il contratto prevede una tranche di aumento, e la tabella con i nuovi minimi non è ancora registrata.`;
  return compose({
    answer,
    steps: [
      `La tabella in vigore oggi vale fino al ${italianDate(addDays(tranche, -1))}: non è il minimo dovuto dal ${italianDate(tranche)}, che sarà più alto.`,
    ],
    citations: citeSources(
      ccnl,
      answer,
      `rinnovo, tranche dal ${italianDate(tranche)}`,
      ccnl.validity.sources,
    ),
    related: [
      `Qual è ${what.charAt(0).toLowerCase()}${what.slice(1)} oggi nel ${ccnl.short_name}?`,
      `Di quanto aumenta il minimo dal ${italianDate(tranche)} nel ${ccnl.short_name}?`,
    ],
  });
}

/** The minimum of the renewal's own reference level past the tables: the table in force plus its stated tranches. */
function referenceTrancheAnswer(req: TypedRequest, ccnl: Ccnl, date: string): AgentAnswer | undefined {
  const level = req.slots.level;
  if (!level || req.intent === 'hourly_rate') return undefined;
  const live = req.slots.cohabiting;
  const prefer = live === undefined ? undefined : live ? 'conviventi' : 'non conviventi';
  const line = referenceTrancheLine(ccnl, level, date, prefer);
  if (!line) return undefined;
  return compose({
    answer: line.text,
    citations: [
      ...citeSources(
        ccnl,
        line.text,
        `tabella minimi dal ${italianDate(line.table.effective_from)}`,
        line.table.sources,
      ),
      ...citeSources(ccnl, line.text, 'rinnovo, tranche per livello', ccnl.validity.sources),
    ],
    related: [`Quali sono le tranche del rinnovo del ${ccnl.short_name}?`],
  });
}
