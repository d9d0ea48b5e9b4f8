import type { Ccnl } from '../kb/schema.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import { EMPLOYER_DIED } from './domestic-terms.js';

/**
 * Who pays a domestic worker what she earned when the employer dies ("mio zio è morto: chi deve pagare alla
 * badante TFR, tredicesima e ultimo stipendio?"): the agreement's rule (art. 39) makes the cohabiting family
 * answer jointly for the credits earned until the death. Asked as "who pays", it is that rule, not a TFR to
 * compute; undefined otherwise.
 */
const WHO_PAYS =
  /\bchi (?:(?:le |gli )?(?:deve|dovrebbe|devono|dovrebbero) )?(?:pag\w*|salda\w*|liquid\w*)\b|\ba carico di chi\b|\bchi (?:ne )?rispond\w*\b|\bspetta a (?:noi|chi)\b|\bdobbiamo pagar\w* noi\b/;

const DOMESTIC = 'lavoro-domestico';

export function domesticHeirsAnswer(message: string, ccnl: Ccnl | undefined): AgentAnswer | undefined {
  if (ccnl?.id !== DOMESTIC) return undefined;
  const text = readable(message);
  if (!EMPLOYER_DIED.test(text) || !WHO_PAYS.test(text)) return undefined;
  const sources = ccnl.notice.sources.filter((s) => /coabitant|in solido/.test(s.note ?? ''));
  const answer = `Nel ${ccnl.short_name}, alla morte del datore di lavoro, per i crediti di lavoro maturati fino al decesso (retribuzione, tredicesima, ferie non godute, TFR, preavviso) sono ${bold('obbligati in solido i familiari coabitanti')} risultanti dallo stato di famiglia del datore (art. 39).`;
  return compose({
    answer,
    steps: [
      'Chi non conviveva con il datore non è obbligato in solido dal contratto: i crediti restano debiti del defunto e passano a chi ne accetta l’eredità, secondo le regole della successione.',
    ],
    citations: citeSources(ccnl, answer, 'art. 39', sources.length ? sources : ccnl.notice.sources),
    related: [`Quanto preavviso spetta alla lavoratrice alla morte del datore nel ${ccnl.short_name}?`],
  });
}
