import { readable } from '../reader/text.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import { type AgentContext, targetAgreements } from './context.js';
import { validityLine } from './renewal-validity.js';

/**
 * What happens when an agreement reaches its expiry, asked outright ("scade a fine 2028, poi che succede? si
 * rinnova da solo? entro quando va data disdetta?", "c'è il rinnovo tacito?"): the agreement's own clause on its
 * extension and notice (`validity.expiry_clause`, Multiservizi art. 73-ter) opens the answer, with the validity
 * after it. Undefined when the agreement has no such clause in the knowledge base (another answer says the expiry).
 */
const AFTER_EXPIRY_ASKED =
  /\bdisdett\w*|\brecess\w*|\bsi rinnov\w* (?:da sol\w*|automaticament\w*|in automatico)|\brinnov\w* (?:automatic\w*|tacit\w*)|\btacit\w* (?:rinnov\w*|proroga)|\bultrattivit\w*|\bprorog\w* (?:automatic\w*|tacit\w*)|\bprosegu\w* (?:automaticament\w*|da sol\w*)|\b(?:poi|dopo) (?:che|cosa) (?:succede|succedera|accade)\b|\bcosa succede (?:dopo|alla scadenza|quando scade)\b/;

export function expiryClauseAnswer(ctx: AgentContext): AgentAnswer | undefined {
  const text = readable(ctx.message);
  if (!AFTER_EXPIRY_ASKED.test(text)) return undefined;
  const ccnl = targetAgreements(ctx).agreements[0];
  const clause = ccnl?.validity.expiry_clause;
  if (!ccnl || !clause?.text) return undefined;
  const said = clause.text.replace(/^\p{Lu}/u, (c) => c.toLowerCase());
  return compose({
    answer: [
      `Nel ${ccnl.short_name} ${bold(said.replace(/\.$/, ''))}.`,
      validityLine(ccnl, ctx.today, false),
    ].join('\n\n'),
    citations: citeSources(
      ccnl,
      `${ccnl.short_name}: ${clause.text}`,
      clause.article ?? null,
      clause.sources,
      2,
    ),
    related: [`Quali sono le tranche di aumento del ${ccnl.short_name}?`],
  });
}
