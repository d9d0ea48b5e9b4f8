import type { Ccnl } from '../kb/schema.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import { type LawFact, lawCitations } from './law-facts.js';
import { dailyPayTold } from './leave-daily.js';
import { INPS_PUBLIC_ESTABLISHMENTS } from './sick-inps-daily.js';

// Sectors whose employees the tertiary INPS share by law does not fit: industry's white collars are paid by the
// employer, domestic workers get nothing from INPS; bars and restaurants get 80% (their own rule below).
const OTHER_SECTOR = /\bindustri\w*|\blavoro domestico\b/i;
const PUBLIC_ESTABLISHMENTS = /^pubblici esercizi\b/i;
const INDUSTRY = /\bindustri\w*/i;
const BLUE_COLLAR = /\boperai[oa]?\b/;
const WHITE_COLLAR = /\bimpiegat\w*|\bquadr[oi]\b/;

/** The employer's top-up to the INPS share asked: "integrazione", "integrare", "quanto integra l'azienda". */
const TOP_UP_ASKED = /\bintegrazion\w*|\bintegr(?:a|are|ano|iamo|o)\b/;

/** The agreement's sick-pay top-up, missing from the knowledge base: said so, and where it is written. */
function topUpGap(ccnl: Ccnl): AgentAnswer {
  return compose({
    answer: `Le percentuali con cui il ${ccnl.short_name} integra l’indennità INPS di malattia non sono nella base di conoscenza: ${ccnl.sick_pay.sickness.gap?.replace(/\.$/, '')}. Le fissa l’articolo del contratto sul trattamento di malattia, da verificare sul testo in vigore.`,
    assumptions: [
      'L’INPS paga la sua quota dal 4° giorno tramite il datore di lavoro; l’integrazione a carico dell’azienda la stabilisce il CCNL.',
    ],
    citations: [],
    related: [`Quanti giorni di malattia prima del licenziamento nel ${ccnl.short_name}?`],
  });
}

/** A bar or restaurant worker who tells the daily pay: the euro a day is asked, not the share alone. */
function publicEstablishmentAndDaily(ccnl: Ccnl, text: string): boolean {
  return PUBLIC_ESTABLISHMENTS.test(ccnl.sector ?? '') && dailyPayTold(text) !== undefined;
}

/**
 * "sono oss in coop e sto a casa in malattia, l'inps quanto mi paga dal quarto giorno? e i primi tre?": the INPS
 * share by law (50% from the 4th to the 20th day, 66,66% from the 21st to the 180th), then the agreement's own
 * top-up, which is not what was asked; in bars and restaurants the sector's 80% from the 4th to the 180th day. Only
 * for an agreement whose sick pay holds no INPS share of its own (its bands would answer) and whose sector one of
 * these rules fits; undefined otherwise.
 */
export function inpsShareBeside(ccnl: Ccnl, text: string, rule: LawFact): AgentAnswer | undefined {
  const sickness = ccnl.sick_pay.sickness;
  // An industry's blue-collar worker ("fa il turnista in un'azienda chimica come operaio") gets the INPS share by
  // law like any operaio; only the white collars of industry are paid by the employer.
  const industryWorker =
    INDUSTRY.test(ccnl.sector ?? '') && BLUE_COLLAR.test(text) && !WHITE_COLLAR.test(text);
  if (
    (OTHER_SECTOR.test(ccnl.sector ?? '') && !industryWorker) ||
    (sickness.bands ?? []).some((b) => (b.inps_pct ?? 0) > 0)
  )
    return undefined;
  // The agreement's top-up asked ("quali percentuali di integrazione sulla quota INPS?") where the knowledge base
  // lacks its sick pay: the gap, without the law's INPS shares, which are not what was asked.
  if (TOP_UP_ASKED.test(text) && !sickness.text && sickness.gap) return topUpGap(ccnl);
  // (A daily pay told asks the benefit in euro: sick-inps-daily.ts computes it.)
  if (publicEstablishmentAndDaily(ccnl, text)) return undefined;
  const firstDays = /\bprimi (?:tre|3) (?:giorni\b)?|\bcarenza\b/.test(text);
  // Bars and restaurants: 80% for the whole period, more than the tertiary's 50% the worker may have read.
  const publicEstablishment = PUBLIC_ESTABLISHMENTS.test(ccnl.sector ?? '');
  const fact = publicEstablishment ? INPS_PUBLIC_ESTABLISHMENTS : rule;
  const law = fact.text.replace('{figure}', fact.figure);
  const own = sickness.text?.replace(/\.$/, '');
  const shares = publicEstablishment
    ? `Per legge ai dipendenti dei pubblici esercizi (bar, ristoranti) l’INPS paga la malattia all’${bold('80%')} della retribuzione media giornaliera dal 4° al 180° giorno: più del 50% (dal 4° al 20° giorno) e del 66,66% (dal 21°) di operai e impiegati del commercio e del terziario.`
    : `Per legge l’INPS paga la malattia dal 4° giorno: il ${bold('50%')} della retribuzione media giornaliera dal 4° al 20° giorno e il ${bold('66,66%')} dal 21° al 180°.`;
  // The agreement's own top-up from the 4th day, when the knowledge base lacks it, is said missing, not guessed.
  const topUp =
    publicEstablishment && sickness.gap
      ? ` Quanto il ${ccnl.short_name} aggiunga alla quota INPS dal 4° giorno non è nella base di conoscenza.`
      : '';
  return compose({
    answer: `${shares} ${
      firstDays
        ? 'I primi 3 giorni (carenza) non li paga l’INPS: sono a carico del datore di lavoro se il contratto collettivo lo prevede.'
        : 'I primi 3 giorni (carenza) non li paga l’INPS.'
    }${own ? ` Nel ${ccnl.short_name}: ${own} (${sickness.article ?? 'CCNL'}).` : ''}${topUp}`,
    steps: [`La regola di legge: ${law.charAt(0).toUpperCase()}${law.slice(1)}`],
    assumptions: [
      'Lavoratore dipendente con diritto all’indennità INPS di malattia; l’INPS la paga tramite il datore di lavoro, che la anticipa in busta paga.',
    ],
    citations: [
      ...lawCitations(fact, law),
      ...(own ? citeSources(ccnl, own, sickness.article ?? null, sickness.sources) : []),
    ],
    related: [`Quanti giorni di malattia prima del licenziamento nel ${ccnl.short_name}?`],
  });
}
