import { euro, italianDate, NOT_AVAILABLE, percent } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import { type Citation, citeSources } from './answer.js';
import { bold } from './compose.js';
import { levelOnlyFollowUp, pointsBack } from './renewal-follow-up.js';
import { levelShort } from './shared/levels.js';

/**
 * The una tantum line of a renewal answer. Session 33 (fixs33j): "un 3° livello … la seconda rata dell'una
 * tantum, quanto gli spettava?" — where a source tables the una tantum by level, the level's amount opens the
 * answer, then the rule (who is entitled, proration).
 */
export function lumpLine(
  ccnl: Ccnl,
  level: string | undefined,
  lead: boolean,
  date?: string,
  question = '',
  partTime?: number,
): string {
  const fact = ccnl.validity.una_tantum;
  if (fact.text === null)
    return `Nel ${ccnl.short_name}, una tantum: ${NOT_AVAILABLE}${fact.gap ? ` (${fact.gap.replace(/\.$/, '')})` : ''}.`;
  const parts = levelParts(ccnl, level);
  // (Only when the question names one instalment's year: "a settembre 2023, 2024 e 2025" asks them all.)
  const years = new Set(
    parts.map((p) => p.paid.slice(0, 4)).filter((y) => new RegExp(`\\b${y}\\b`).test(question)),
  );
  // "e per il 6° livello quanto è quella tranche?", "e se la guardia è al 6 livello?", "lui però è part-time al
  // 75%, quanto gli tocca?": the instalment of the month the conversation asked, for the level or share changed.
  const kept = pointsBack(question) || levelOnlyFollowUp(question) || partTime !== undefined;
  if (!years.size && date && kept) years.add(date.slice(0, 4));
  const inMonth = parts.filter((p) => years.size === 1 && p.paid.slice(0, 7) === date?.slice(0, 7));
  // "a settembre 2025 quanto mi spettava di una tantum?": the instalment of that month, not the others' amounts.
  if (lead && level && inMonth[0] && inMonth.length < parts.length) {
    const rest = parts.filter((p) => !inMonth.includes(p)).map((p) => italianDate(p.paid.slice(0, 7)));
    return `Nel ${ccnl.short_name}, al ${levelShort(level)} la ${inMonth[0].instalment} dell'una tantum (con la retribuzione di ${italianDate(inMonth[0].paid.slice(0, 7))}) è di ${bold(euro(inMonth[0].amounts[level] ?? 0))} lordi a tempo pieno${partShare(inMonth[0].amounts[level], partTime)}; le altre rate vanno con le retribuzioni di ${rest.join(' e ')}.`;
  }
  // (Several instalments, no month said: the text, which tables them all by level, opens as before.)
  if (lead && level && parts.length === 1) {
    const amounts = parts.map(
      (p) =>
        `la ${p.instalment} dell'una tantum (con la retribuzione di ${italianDate(p.paid.slice(0, 7))}) è di ${bold(euro(p.amounts[level] ?? 0))} lordi a tempo pieno`,
    );
    return `Nel ${ccnl.short_name}, al ${levelShort(level)} ${amounts.join('; ')}${partShare(parts[0]?.amounts[level], partTime)}. In generale: ${fact.text.replace(/\.$/, '')}.`;
  }
  const amount = /\d{1,3}(?:\.\d{3})*(?:,\d{2})?\s*(?:€|euro)/.exec(fact.text);
  // Only the first sentence in the opening, unless the una tantum is what was asked.
  const said = lead ? fact.text : (fact.text.split(/\.\s(?=\p{Lu})/u)[0] ?? fact.text);
  const text = lead && amount ? said.replace(amount[0], bold(amount[0])) : said;
  // "ci hanno dato una tantum?" where the renewal gave none: the answer says so in its first words.
  const none = NONE.test(fact.text) ? 'nessuna una tantum' : 'una tantum';
  return `Nel ${ccnl.short_name}, ${none}: ${text.replace(/\.$/, '')}.`;
}

/**
 * A part-timer's share of the level's amount ("4 livello part time al 50%, la rata di luglio quanto doveva
 * essere?"): the una tantum is reduced in proportion to the part-time (D.Lgs. 81/2015 art. 7, the proportion the
 * agreements' una tantum clauses repeat), the product shown.
 */
function partShare(amount: number | undefined, partTime: number | undefined): string {
  if (amount === undefined || partTime === undefined || partTime <= 0 || partTime >= 100) return '';
  const share = Math.round(amount * partTime) / 100;
  return `; al part-time del ${percent(partTime)} spetta in proporzione ${bold(euro(share))} (${euro(amount)} × ${percent(partTime)})`;
}

/** A renewal's una tantum stated as none ("non prevede alcuna una tantum", "non sono previsti importi una tantum"). */
const NONE =
  /\bnon (?:prevede|riconosce|ha previsto) (?:alcuna|nessuna) una tantum\b|\bnon (?:sono|è) previst\w* (?:importi |alcuna )?una tantum\b/i;

/** The sources of the by-level amounts, cited when they open the answer. */
export function lumpLevelCitations(ccnl: Ccnl, level: string | undefined): Citation[] {
  const parts = levelParts(ccnl, level);
  return parts.flatMap((p) =>
    citeSources(ccnl, `Una tantum, ${p.instalment} per livello`, null, p.sources, 1),
  );
}

/** The una tantum's instalments that table the level's amount. */
const levelParts = (ccnl: Ccnl, level: string | undefined) =>
  (ccnl.validity.una_tantum_levels ?? []).filter((p) => level && p.amounts[level] !== undefined);
