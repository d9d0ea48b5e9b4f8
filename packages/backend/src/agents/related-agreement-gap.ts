import { readable } from '../reader/text.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import { type AgentContext, targetAgreements } from './context.js';
import { relatedAgreement } from './related-renewal.js';

/** Asks answered from an agreement's pay tables: a minimum, an hour's pay, two payslips compared. */
const TABLE_ASKS: ReadonlySet<string> = new Set(['minimum_pay', 'hourly_rate', 'comparison']);

/**
 * "la vicina fa l'infermiera in una clinica privata AIOP: il minimo?", "io OSS in coop, mia cugina OSS in una
 * clinica AIOP: chi prende di più?": the agreement meant is one the knowledge base names beside one it holds
 * (AIOP/ARIS for clinics beside AIOP RSA) and holds no table of. Whatever other agreement the question also
 * names, the held agreement's tables are not its figures: the answer says the tables are missing and gives none
 * of them (nor a comparison in figures). Undefined when no named agreement's related one is meant.
 */
export function relatedAgreementGap(ctx: AgentContext): AgentAnswer | undefined {
  const req = ctx.request;
  if (!req || ctx.documents.length || !TABLE_ASKS.has(req.intent)) return undefined;
  if (req.slots.amounts.some((a) => a.kind === 'ral' || a.kind === 'monthly_gross' || a.kind === 'net'))
    return undefined;
  const text = readable(ctx.message);
  for (const ccnl of targetAgreements(ctx).agreements) {
    const related = relatedAgreement(ccnl, text, ctx.history?.at(-1));
    if (!related) continue;
    const compared = req.intent === 'comparison';
    const named = { ...ccnl, short_name: related.name, official_name: related.name };
    const answer = `Le tabelle retributive del ${related.name} ${bold('non sono nella base di conoscenza')}: non posso darti il minimo di questo contratto${compared ? ' né confrontarlo in cifre con un altro' : ''}. La base di conoscenza contiene il ${ccnl.short_name}, che è un altro contratto: le sue cifre non valgono per questo.`;
    return compose({
      answer,
      steps: [
        'Per la cifra serve la tabella del contratto applicato dalla struttura: la trovi presso il sindacato o l’ufficio del personale, oppure sul cedolino.',
      ],
      citations: citeSources(named, related.name, null, related.sources),
      related: [],
    });
  }
  return undefined;
}
