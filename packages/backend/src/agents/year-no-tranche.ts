import { italianDate, MONTHS } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { bold, compose } from './compose.js';

// "per il 2027 di quanto aumentano i minimi?", "nel 2027 ci sono aumenti?": a year asked for its increases.
const YEAR_ASKED = (year: number) =>
  new RegExp(
    String.raw`\b(?:nel|per il|durante il|entro il|in tutto il|nell'anno|nel corso del|dal) ${year}\b`,
  );
const INCREASE_ASKED = /\b(?:aument\w*|tranche|adeguament\w*|rinnov\w*|sal(?:e|gono)|crescon\w*|budget)\b/;

/**
 * A year asked for its increases when the agreement in force sets none in it and none after it (its last
 * tranche is earlier; "per il 2027 di quanto aumentano i minimi?" in an agreement whose last tranche is
 * December 2026): a plain gap, not the earlier tranches listed as if they were that year's. The last tranche's
 * month and the expiry are said; the next renewal's amounts are not known. Undefined when the year has a tranche
 * or a later one is set.
 */
export function yearWithoutTranche(
  ccnl: Ccnl,
  text: string,
  year: number | undefined,
  today: string,
): AgentAnswer | undefined {
  if (year === undefined || !YEAR_ASKED(year).test(text) || !INCREASE_ASKED.test(text)) return undefined;
  const tranches = [
    ...ccnl.validity.tranches,
    ...ccnl.pay_tables.filter((t) => !(t as { derived?: boolean }).derived).map((t) => t.effective_from),
  ].sort();
  const last = tranches.at(-1);
  if (!last || last.slice(0, 4) >= String(year) || String(year) <= today.slice(0, 4)) return undefined;
  const lastMonth = `${MONTHS[Number(last.slice(5, 7)) - 1]} ${last.slice(0, 4)}`;
  const expiry = ccnl.validity.to;
  const expired = expiry && expiry.slice(0, 4) <= String(year);
  const answer = `Nel ${ccnl.short_name} ${bold(`per il ${year} non è fissato alcun aumento dei minimi`)} e una cifra ${bold('non è disponibile')}: l'ultima tranche del rinnovo in vigore è quella di ${lastMonth}${expired ? ` e il contratto scade il ${italianDate(expiry)}` : ''}.`;
  const next = expired
    ? `Gli importi del prossimo rinnovo non sono ancora noti (nessuna fonte li pubblica): per il ${year} non c'è un aumento di fonte da mettere a budget; un eventuale accantonamento prudenziale va aggiornato alla firma dell'accordo.`
    : `Gli aumenti successivi non sono ancora fissati dalle fonti lette.`;
  return compose({
    answer: `${answer}\n\n${next}`,
    citations: citeSources(
      ccnl,
      `Rinnovo del ${ccnl.short_name}: ${ccnl.validity.text}`,
      null,
      ccnl.validity.sources,
    ),
    related: [
      `Quali sono i minimi retributivi per livello nel ${ccnl.short_name}?`,
      `Fino a quando è valido il ${ccnl.short_name}?`,
    ],
  });
}
