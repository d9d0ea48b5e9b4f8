import { euro, italianDate, NOT_AVAILABLE } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import { type Citation, citeSources } from './answer.js';
import { bold } from './compose.js';
import { levelShort } from './shared/levels.js';

/**
 * The una tantum line of a renewal answer. Session 33 (fixs33j): "un 3° livello … la seconda rata dell'una
 * tantum, quanto gli spettava?" — where a source tables the una tantum by level, the level's amount opens the
 * answer, then the rule (who is entitled, proration).
 */
export function lumpLine(ccnl: Ccnl, level: string | undefined, lead: boolean): string {
  const fact = ccnl.validity.una_tantum;
  if (fact.text === null)
    return `Nel ${ccnl.short_name}, una tantum: ${NOT_AVAILABLE}${fact.gap ? ` (${fact.gap.replace(/\.$/, '')})` : ''}.`;
  const parts = (ccnl.validity.una_tantum_levels ?? []).filter(
    (p) => level && p.amounts[level] !== undefined,
  );
  if (lead && level && parts.length) {
    const amounts = parts.map(
      (p) =>
        `la ${p.instalment} dell'una tantum (con la retribuzione di ${italianDate(p.paid.slice(0, 7))}) è di ${bold(euro(p.amounts[level] ?? 0))} lordi a tempo pieno`,
    );
    return `Nel ${ccnl.short_name}, al ${levelShort(level)} ${amounts.join('; ')}. In generale: ${fact.text.replace(/\.$/, '')}.`;
  }
  const amount = /\d{1,3}(?:\.\d{3})*(?:,\d{2})?\s*(?:€|euro)/.exec(fact.text);
  // Only the first sentence in the opening, unless the una tantum is what was asked.
  const said = lead ? fact.text : (fact.text.split(/\.\s(?=\p{Lu})/u)[0] ?? fact.text);
  const text = lead && amount ? said.replace(amount[0], bold(amount[0])) : said;
  return `Nel ${ccnl.short_name}, una tantum: ${text.replace(/\.$/, '')}.`;
}

/** The sources of the by-level amounts, cited when they open the answer. */
export function lumpLevelCitations(ccnl: Ccnl, level: string | undefined): Citation[] {
  const parts = (ccnl.validity.una_tantum_levels ?? []).filter(
    (p) => level && p.amounts[level] !== undefined,
  );
  return parts.flatMap((p) =>
    citeSources(ccnl, `Una tantum, ${p.instalment} per livello`, null, p.sources, 1),
  );
}
