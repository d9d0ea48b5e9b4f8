import { addDays, euro, italianDate } from '../kb/format.js';
import { levelPayAt } from '../kb/pay.js';
import { cents } from '../payroll/index.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { documentAgreement } from './document-facts.js';
import { documentText, levelOf } from './document-request.js';
import { levelName } from './shared/levels.js';

/**
 * "Da dicembre 2026 cambia qualcosa nello stipendio della lettera?" beside a hiring letter that writes its pay: Sì
 * when the agreement's table for the letter's level changes in the month asked (Studi professionali 3° from
 * 1 December 2026: 1.726,37 €), with what the letter's pay must become; No when no new table starts then. Undefined
 * when no change is asked, no month is named or the letter's pay, agreement or level cannot be read.
 */

const CHANGE_ASKED =
  /\bcambi\w* (?:qualcosa|niente|nulla)\b|\b(?:ci sono|c'?e|arriva\w*) (?:degli |un |qualche )?aument\w*|\b(?:aument\w*|sal\w*) (?:lo stipendio|la paga|la retribuzione)\b/;
const PAY_NAMED = /\bstipendi\w*|\bpaga\b|\bretribuzion\w*|\bminim[oi]\b|\bbusta\b/;
const MONTHLY_PAY =
  /\bretribuzione\b[^:\n]{0,40}:\s*(?:euro|€)?\s*(\d{1,3}(?:\.\d{3})*,\d{2}|\d{3,4},\d{2})\b/i;

export function documentPayChange(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  if (!ctx.documents.length) return undefined;
  const question = readable(ctx.message);
  const date = req.slots.date;
  if (!date || !CHANGE_ASKED.test(question) || !PAY_NAMED.test(question)) return undefined;
  const text = documentText(ctx);
  const written = MONTHLY_PAY.exec(text)?.[1];
  const ccnl = documentAgreement(ctx.kb, req, text);
  const level = ccnl && (req.slots.level ?? levelOf(ccnl, text));
  if (!written || !ccnl || !level) return undefined;
  const given = Number(written.replace(/\./g, '').replace(',', '.'));
  const monthStart = `${date.slice(0, 7)}-01`;
  const at = levelPayAt(ccnl, level, date);
  const before = levelPayAt(ccnl, level, addDays(monthStart, -1));
  if (!at || !before) return undefined;
  const name = `${levelName(ccnl, level)} del ${ccnl.short_name}`;
  const citations = citeSources(
    ccnl,
    `Minimo del ${levelName(ccnl, level)}: ${euro(at.row.amount)} dal ${italianDate(at.table.effective_from)}`,
    `tabella minimi dal ${italianDate(at.table.effective_from)}`,
    at.table.sources,
  );
  const changes = at.table.effective_from >= monthStart && at.row.amount !== before.row.amount;
  const rise = cents(at.row.amount - given);
  const answer = changes
    ? `${bold('Sì')}: dal ${italianDate(at.table.effective_from)} il minimo del ${name} sale a ${bold(euro(at.row.amount))} (+${euro(cents(at.row.amount - before.row.amount))} rispetto a ${euro(before.row.amount)}); ${rise > 0 ? `la retribuzione della lettera (${euro(given)}) va portata almeno a ${euro(at.row.amount)}, ${euro(rise)} in più al mese` : `la retribuzione della lettera (${euro(given)}) resta pari o superiore al nuovo minimo`}.`
    : `${bold('No')}: nel mese indicato non parte una nuova tabella; il minimo del ${name} resta ${bold(euro(at.row.amount))} (in vigore dal ${italianDate(at.table.effective_from)}) e la retribuzione della lettera è ${euro(given)}.`;
  return compose({
    answer,
    steps: [],
    citations,
    related: [],
  });
}
