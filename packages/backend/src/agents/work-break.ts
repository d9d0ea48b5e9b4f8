import { askingSentences } from '../documents/asked-verdict.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { type LawFact, lawCitations } from './law-facts.js';

/**
 * "faccio 7 ore filate: quanto mi spetta di pausa?", "la pausa è obbligatoria?": the law's break (D.Lgs. 66/2003,
 * art. 8) — past 6 hours of work in a day a break is due, its length set by the collective agreement and, where
 * the agreement sets none, at least 10 minutes, also at the workplace. Asked only when the question itself (its
 * sentence with "?", or a short message) names the break; a break between two fixed-term contracts, a paid lunch
 * break, breastfeeding or screen-work pauses are other rules.
 */
export const WORK_BREAK: LawFact = {
  figure: '6 ore',
  text: 'quando l’orario di lavoro giornaliero supera le {figure} spetta una pausa, con modalità e durata stabilite dal contratto collettivo; se il contratto non la disciplina, la pausa è di almeno {minutes}, anche sul posto di lavoro, tra l’inizio e la fine della giornata di lavoro, collocata tenendo conto delle esigenze tecniche del lavoro. È un’interruzione del lavoro per recuperare le energie ed eventualmente consumare il pasto, non lavoro svolto mangiando.',
  reference: 'D.Lgs. 66/2003, art. 8',
  sources: [
    {
      url: 'https://www.gazzettaufficiale.it/atto/serie_generale/caricaArticolo?art.versione=1&art.idGruppo=3&art.flagTipoArticolo=0&art.codiceRedazionale=003G0091&art.idArticolo=8&art.idSottoArticolo=1&art.idSottoArticolo1=10&art.dataPubblicazioneGazzetta=2003-04-14&art.progressivo=0',
      label: 'Gazzetta Ufficiale: D.Lgs. 8 aprile 2003, n. 66, art. 8 (Pause)',
      date: '2003-04-14',
      confidence: 'high',
    },
    {
      url: 'https://fiscoetasse.com/index.php/domande-e-risposte/11960-quali-sono-i-riposi-obbligatori-nell-orario-di-lavoro-.html',
      label: 'Fisco e Tasse: quali sono i riposi obbligatori nell’orario di lavoro (pausa oltre le 6 ore)',
      date: null,
      confidence: 'medium',
    },
  ],
};
const MINUTES = '10 minuti';

// "pausa", "pausa pranzo", "intervallo", "break": the break named.
export const BREAK_NAMED = /\bpaus[ae]\b|\bintervall[oi]\b|\bbreak\b/;
// Other rules with the same word: between two fixed-term contracts, whether it is paid, breastfeeding, screens.
const OTHER_BREAK =
  /\bcontratt\w*|\brinnov\w*|\bprorog\w*|\ba termine\b|\bpagat\w*|\bretribuit\w*|\bpagar\w*|\bcomputat\w*|\ballatt\w*|\btiralatte\b|\bil latte\b|\bvideoterminal\w*|\bschermo\b|\bpc\b|\bcomputer\b/;
const SHORT_WORDS = 20;

/** The hours of a day's work the message tells ("7 ore filate", "dalle 13 alle 20"), if any. */
function hoursTold(text: string): number | undefined {
  const span = /\bdalle (\d{1,2})(?:[.:](\d{2}))? alle (\d{1,2})(?:[.:](\d{2}))?\b/.exec(text);
  if (span) {
    const from = Number(span[1]) + Number(span[2] ?? 0) / 60;
    const to = Number(span[3]) + Number(span[4] ?? 0) / 60;
    const hours = (to - from + 24) % 24;
    if (hours > 0 && hours <= 16) return hours;
  }
  const said =
    /\b(\d{1,2}(?:[.,]\d)?) ore (?:filat\w*|di fila|consecutiv\w*|di seguito|senza (?:pause|pausa|fermarmi|stacc\w*)|al giorno|di lavoro|continuat\w*)/.exec(
      text,
    );
  const hours = said ? Number(said[1]?.replace(',', '.')) : undefined;
  return hours !== undefined && hours > 0 && hours <= 16 ? hours : undefined;
}

const hoursText = (h: number) => String(h).replace('.', ',');

export function workBreakAnswer(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  if (!['working_hours', 'overtime_value', 'out_of_scope'].includes(req.intent)) return undefined;
  if (ctx.documents.length) return undefined;
  const text = readable(ctx.message);
  // (a product to recommend, "mi consigliate un tiralatte?", is no question on the break it is used in)
  if (req.intent === 'out_of_scope' && /\bconsigli\w*|\bcompr\w*|\bacquist\w*|\bmarca\b/.test(text))
    return undefined;
  const asked =
    text.split(/\s+/).length <= SHORT_WORDS ? [text] : askingSentences(text).filter((s) => s.endsWith('?'));
  if (!asked.some((s) => BREAK_NAMED.test(s) && !OTHER_BREAK.test(s))) return undefined;
  if (OTHER_BREAK.test(asked.join(' '))) return undefined;
  const said = WORK_BREAK.text
    .replace('{figure}', bold(WORK_BREAK.figure))
    .replace('{minutes}', bold(MINUTES));
  const hours = hoursTold(text);
  const told =
    hours === undefined
      ? ''
      : hours > 6
        ? `${bold('Sì')}, la pausa ti spetta: con ${hoursText(hours)} ore di lavoro di fila superi le 6 ore. `
        : `Con ${hoursText(hours)} ore di lavoro al giorno non superi le 6 ore: la legge non impone la pausa, salvo quanto prevede il contratto collettivo. `;
  return compose({
    answer: `${told}Per legge (${WORK_BREAK.reference}) ${said}`,
    steps: [],
    assumptions: [
      'Il contratto collettivo applicato può prevedere una pausa più lunga o regole proprie sulla sua collocazione: in quel caso vale il contratto.',
    ],
    citations: lawCitations(
      WORK_BREAK,
      WORK_BREAK.text.replace('{figure}', WORK_BREAK.figure).replace('{minutes}', MINUTES),
    ),
    related: [],
  });
}
