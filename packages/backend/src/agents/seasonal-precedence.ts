import { italianDate, MONTH_NAMES, MONTHS } from '../kb/format.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose } from './compose.js';
import { type LawFact, lawCitations } from './law-facts.js';

/**
 * The right of precedence of a fixed-term worker on the employer's next hires (D.Lgs. 81/2015, art. 24), the
 * seasonal worker's own rule first (c. 3-4). Read on 2026-11-27: the article as the labour press quotes it.
 */
export const SEASONAL_PRECEDENCE: LawFact = {
  figure: 'entro 3 mesi dalla cessazione del rapporto',
  text: 'il lavoratore assunto a termine per attività stagionali ha diritto di precedenza nelle nuove assunzioni a tempo determinato che lo stesso datore di lavoro fa per le medesime attività stagionali, senza un’anzianità minima (art. 24 c. 3); il diritto va richiamato espressamente nell’atto scritto di assunzione e il lavoratore lo esercita manifestando per iscritto la sua volontà al datore di lavoro {figure}; si estingue trascorso 1 anno (12 mesi) dalla cessazione (c. 4). Per gli altri contratti a termine la precedenza spetta, dopo più di 6 mesi di lavoro, nelle assunzioni a tempo indeterminato dei 12 mesi successivi per le stesse mansioni, da esercitare per iscritto entro 6 mesi (c. 1 e 4). I contratti collettivi possono regolarla diversamente.',
  reference: 'D.Lgs. 81/2015, art. 24',
  sources: [
    {
      url: 'https://www.abaco-engineering.it/diritto-di-precedenza-ad-hoc-per-gli-stagionali/',
      label:
        'Abaco Engineering (A. Bosco): stagionali, precedenza richiamata nel contratto, esercitata per iscritto entro 3 mesi, estinta dopo 1 anno',
      date: null,
      confidence: 'medium',
    },
    {
      url: 'https://www.sistemiamolitalia.it/lavoro-stagionalediritto-di-precedenza/',
      label:
        'Sistemiamo l’Italia (A. Bosco): lavoro stagionale, diritto di precedenza entro 3 mesi, scade dopo 12 mesi',
      date: null,
      confidence: 'medium',
    },
    {
      url: 'https://ratio.it/attenzione-indicazione-diritto-precedenza-contratto',
      label: 'Ratio: art. 24 c. 1, 3 e 4 D.Lgs. 81/2015, precedenza da richiamare nel contratto',
      date: '2024-06-06',
      confidence: 'medium',
    },
  ],
};

const ASKS_PRECEDENCE =
  /\bprecedenz\w*\b(?![^?]{0,30}\b(?:incroci\w*|rotond\w*|strad\w*|stop|semafor\w*|pedon\w*))/;
const SEASONAL =
  /\bstagion\w*|\bestate\b|\bbagnin\w*|\bstabiliment\w* balnear\w*|\b(?:riprend|riassum|richiam)\w*\b/;
// A part-timer asking more hours has another precedence (employer-law-7.ts).
const PART_TIME = /\bpart[ -]?time\b/;
const ENDED = new RegExp(
  String.raw`\b(?:chius\w*|finit\w*|terminat\w*|cessat\w*|scadut\w*|conclus\w*|fine)\b[^?.]{0,25}?\b(\d{1,2})\s*(?:°|o)?\s+(${MONTH_NAMES})\s+(\d{4})\b`,
);

/** The ISO day `months` months after `iso`, kept to the month's last day ("31 ottobre" + 3 → "31 gennaio"). */
function plusMonths(iso: string, months: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const index = m - 1 + months;
  const year = y + Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/** "Stagione chiusa il 31 ottobre 2026": the ending's ISO day, if the message says it. */
function endTold(text: string): string | undefined {
  const m = ENDED.exec(text);
  if (!m?.[1] || !m[2] || !m[3]) return undefined;
  const month = MONTHS.indexOf(m[2]) + 1;
  return `${m[3]}-${String(month).padStart(2, '0')}-${m[1].padStart(2, '0')}`;
}

/** A seasonal worker's right of precedence asked (whether it exists, by when, until when), or undefined. */
export function seasonalPrecedenceAnswer(message: string): AgentAnswer | undefined {
  const text = readable(message);
  if (!ASKS_PRECEDENCE.test(text) || !SEASONAL.test(text) || PART_TIME.test(text)) return undefined;
  const end = endTold(text);
  const dates = end
    ? ` Con la cessazione al ${italianDate(end)}, la volontà va comunicata per iscritto ${bold(`entro il ${italianDate(plusMonths(end, 3))}`)} e la precedenza vale fino al ${italianDate(plusMonths(end, 12))}.`
    : '';
  const said = SEASONAL_PRECEDENCE.text.replace('{figure}', SEASONAL_PRECEDENCE.figure);
  return compose({
    answer: `${bold('Sì')}: per legge (${SEASONAL_PRECEDENCE.reference} c. 3-4) il lavoratore stagionale ha diritto di precedenza nelle nuove assunzioni a termine per le stesse attività stagionali, se lo esercita ${bold('per iscritto')} ${bold(SEASONAL_PRECEDENCE.figure)}; il diritto vale ${bold('fino a 1 anno dalla cessazione')}, poi si estingue.${dates}`,
    steps: [
      'Fino a quando il lavoratore non manifesta per iscritto la sua volontà, il datore di lavoro resta libero di assumere chi preferisce; la precedenza riguarda solo le stesse attività stagionali.',
      '',
      `La regola: ${said.charAt(0).toUpperCase()}${said.slice(1)}`,
    ],
    assumptions: [
      'Contratto a termine per attività stagionali; il contratto collettivo applicato può regolare diversamente la precedenza (D.Lgs. 81/2015, art. 51).',
    ],
    citations: lawCitations(SEASONAL_PRECEDENCE, said),
    related: ['Quanto dura il periodo di prova di uno stagionale nel CCNL Turismo?'],
  });
}
