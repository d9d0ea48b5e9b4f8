import type { Ccnl } from '../kb/schema.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import { fold } from './renewal-sections.js';

type Related = NonNullable<Ccnl['related_agreements']>[number];

/**
 * An agreement the question means that the knowledge base does not hold, though it shares this one's name
 * (AIOP/ARIS for clinics beside AIOP RSA): matched by its own words, unless the question uses words only this
 * agreement has. A follow-up that names no agreement ("e quell'ultimo rinnovo aveva una tantum?") keeps the one
 * the turn before it meant.
 */
export function relatedAgreement(ccnl: Ccnl, text: string, previous?: string): Related | undefined {
  const own = matchRelated(ccnl, text);
  if (own || previous === undefined) return own;
  const names = [ccnl.short_name, ...(ccnl.aliases ?? []), ...ccnl.keywords].map(fold);
  if (names.some((n) => text.includes(n))) return undefined;
  return matchRelated(ccnl, readable(previous));
}

function matchRelated(ccnl: Ccnl, text: string): Related | undefined {
  for (const related of ccnl.related_agreements ?? []) {
    const theirs = related.keywords.map(fold);
    const name = fold(related.name);
    const ours = ccnl.keywords
      .map(fold)
      .filter((k) => !name.includes(k) && !theirs.some((t) => t.includes(k)));
    // "(non RSA)", "non in una RSA": this agreement's own word denied points away from it.
    const own = (k: string) => new RegExp(`(?<!\\bnon (?:[\\w']+ ){0,2})\\b${k}\\b`).test(text);
    // Its name said outright ("il contratto … per il personale non medico") wins over a workplace word of ours.
    const names = fold(`${ccnl.short_name} ${ccnl.official_name}`);
    const outright = theirs.some((k) => k.split(' ').length >= 3 && !names.includes(k) && own(k));
    if (theirs.some((k) => text.includes(k)) && (outright || !ours.some(own))) return related;
  }
  return undefined;
}

// "aveva una una tantum?", "c'era un'una tantum?": the lump sum's existence asked, answered yes or no.
const LUMP_POLAR =
  /\b(?:c'e|c'era|c'erano|aveva|avevano|prevede\w*|ha|hanno|e stata|era|e prevista|era prevista)\b[^?]*\buna tantum\b/;

/**
 * The opening for the related agreement: its una tantum when that is asked and its sources state one, else
 * what the sources say of its renewal.
 */
export function relatedOpening(ccnl: Ccnl, related: Related, text: string, focus: string): string {
  const notHeld = `il ${related.name} non è nella base di conoscenza, che contiene il ${ccnl.short_name} (ultimo rinnovo: ${ccnl.validity.signed})`;
  const lump = /\buna tantum\b(?:[^,;.]|\.(?=\d))*/.exec(related.renewal)?.[0];
  if (focus === 'una_tantum' && lump) {
    const amount = /\d{1,3}(?:\.\d{3})*(?:,\d+)?\s*(?:€|euro)/.exec(lump)?.[0];
    const said = amount ? lump.replace(amount, bold(amount)) : lump;
    const yes = LUMP_POLAR.test(text) ? 'Sì: ' : '';
    const opening = `${yes}secondo le fonti lette, l'ultimo rinnovo del ${related.name} prevedeva ${said}.`;
    return `${opening.charAt(0).toUpperCase()}${opening.slice(1)} Il rinnovo: ${related.renewal.replace(/\.$/, '')}; ${notHeld}.`;
  }
  return `${notHeld.charAt(0).toUpperCase()}${notHeld.slice(1)}; secondo le fonti lette, ${related.renewal.replace(/\.$/, '')}.`;
}

// A pay figure asked ("lo stipendio tabellare di categoria D", "il minimo da gennaio"): the tables' gap leads.
const PAY_ASKED =
  /\b(?:tabellar\w*|minim[oi]|stipendi\w*|paga base|retribuzion\w*|busta paga|quanto prend\w*|quanto guadagn\w*)\b/;
// A clause of the renewal that states an amount ("con un aumento medio di circa 154 € … e una tantum di 1.000 €").
const AMOUNT = /\d(?:[\d.]*,\d+|[\d.]*)\s*(?:€|euro)/;

/**
 * The whole answer when the question means the related agreement: what the sources say of it, never the held
 * agreement's tranches or validity, which belong to another contract. With a pay figure asked, the lead is that
 * its tables are not held, and the renewal is told without its amounts: a past rise "alla categoria D" is not the
 * category's pay and would be read as it.
 */
export function relatedRenewal(ccnl: Ccnl, related: Related, text: string, focus: string): AgentAnswer {
  const named = { ...ccnl, official_name: related.name };
  const payAsked = focus !== 'una_tantum' && PAY_ASKED.test(text);
  const renewal = payAsked
    ? related.renewal
        .split(/;\s*/)
        .map((clause) =>
          clause
            .split(/,\s+/)
            .filter((part) => !AMOUNT.test(part))
            .join(', '),
        )
        .filter(Boolean)
        .join('; ')
    : related.renewal;
  const answer = payAsked
    ? `Le tabelle retributive del ${related.name} ${bold('non sono nella base di conoscenza')}: non posso darti il tabellare né gli aumenti per categoria. La base di conoscenza contiene il ${ccnl.short_name}, che è un altro contratto: le sue cifre non valgono per questo. Secondo le fonti lette, ${renewal.replace(/\.$/, '')}.`
    : relatedOpening(ccnl, related, text, focus);
  return compose({
    answer,
    citations: citeSources(named, `${related.name}: ${renewal}`, null, related.sources),
    related: [],
  });
}
