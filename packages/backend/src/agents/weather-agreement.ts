import type { Ccnl } from '../kb/schema.js';
import { readable } from '../reader/text.js';
import { type Citation, citeAgreementPassage } from './answer.js';
import { bold } from './compose.js';

/**
 * Session 67: work stopped by the weather in an agreement that rules its own interruptions (Logistica, art. 88:
 * hours spent at the firm's disposal paid in full, the first day paid to workers sent home unwarned, nothing to
 * those warned in time). The agreement's rule answers how the hours are paid, and opens; the law's wage
 * integration (CIGO, causale eventi meteo) follows as the way the firm may cover the rest. A follow-up on the
 * workers warned in time ("e se li avessimo avvisati con un SMS?") opens with that case's clause.
 */

// The agreement's passage on interruptions and suspensions of work and the hours they cost.
const INTERRUPTIONS =
  /\binterruzion\w*\b[^.]{0,60}\bsospension\w*|\bore pers[ei]\b[^.]{0,120}\bretribuzion\w*/i;
// "se li avessimo avvisati la sera prima con un SMS", "preavvisati per e-mail": a warning given, asked.
const WARNED =
  /\b(?:avvisat\w*|preavvisat\w*|avvertit\w*|avvisar\w*|avvertir\w*)\b|\bpreavviso\b|\bsms\b|\be-?mail\b|\bmessaggio\b/;
// "nessuno li ha avvisati", "senza preavviso": a warning denied is the unwarned case.
const NOT_WARNED =
  /\b(?:nessuno|non) (?:\w+ ){0,3}(?:avvisat\w*|preavvisat\w*|avvertit\w*)|\bsenza (?:alcun )?(?:preavviso|avvis\w*)\b/;
// The clause of the warned workers in the agreement's text.
const WARNED_CLAUSE = /\bpreavvis\w* tempestiv\w*|\btempestivamente preavvisat\w*/;

export interface WeatherAgreementPart {
  lead: string;
  steps: string[];
  citations: Citation[];
}

/** The agreement's own rule on interrupted work, as the lead of a weather-stoppage answer, or undefined. */
export function weatherAgreementPart(ccnl: Ccnl, message: string): WeatherAgreementPart | undefined {
  const passage = ccnl.passages.find((p) => INTERRUPTIONS.test(p.text));
  if (!passage) return undefined;
  const text = readable(message);
  const rule = passage.text.replace(/\.$/, '');
  const body = rule.replace(/^[^:]{0,120}:\s*/, '');
  const where = `${ccnl.short_name}${passage.article ? ` (${passage.article})` : ''}`;
  const warned = WARNED.test(text) && !NOT_WARNED.test(text);
  const clause = warned
    ? body
        .split(/;\s*/)
        .find((c) => WARNED_CLAUSE.test(c))
        ?.replace(/\.\s.*$/, '')
    : undefined;
  const lead = clause
    ? `${bold('Nessuna retribuzione')} per le ore perse da chi è stato avvisato in tempo: nel ${where}, ${clause}. `
    : `Nel ${where} le ore perse quando il lavoro si interrompe si pagano così: ${body}. `;
  const law =
    'Per le ore che restano non pagate vale la regola di legge sulla cassa integrazione per «eventi meteo» (CIGO), qui sotto, se l’impresa rientra nella CIGO.';
  return {
    lead: `${lead}${law}`,
    steps: clause ? [`La regola del ${where}: ${body}.`] : [],
    citations: [citeAgreementPassage(ccnl, passage)],
  };
}
