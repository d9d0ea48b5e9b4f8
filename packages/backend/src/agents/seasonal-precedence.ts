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
  /\bprecedenz\w*\b(?![^?]{0,30}\b(?:incroci\w*|rotond\w*|strad\w*|stop|semafor\w*|pedon\w*))|\b(?:richiamat|riassunt|ripres|chiamat|preferit)\w* (?:\w+ ){0,3}?prima (?:di|degli|delle) altr\w*|\bdiritto (?:a |ad )?(?:essere )?(?:richiamat|riassunt|ripres)\w*/;
const SEASONAL =
  /\bstagion\w*|\bestate\b|\bbagnin\w*|\bstabiliment\w* balnear\w*|\b(?:riprend|riassum|richiam)\w*\b/;
// A part-timer asking more hours has another precedence (employer-law-7.ts).
const PART_TIME = /\bpart[ -]?time\b/;
const ENDED = new RegExp(
  String.raw`\b(?:chius\w*|finit\w*|terminat\w*|cessat\w*|scadut\w*|conclus\w*|fine)\b[^?.]{0,25}?\b(\d{1,2})\s*(?:°|o)?\s+(${MONTH_NAMES})(?:\s+(\d{4}))?\b`,
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

/**
 * "Stagione chiusa il 31 ottobre 2026": the ending's ISO day, if the message says it; a day without its year
 * ("finito il 30 settembre") takes the year the story names ("l'estate 2026"), else the current one.
 */
function endTold(text: string, today: string): string | undefined {
  const m = ENDED.exec(text);
  if (!m?.[1] || !m[2]) return undefined;
  const year = m[3] ?? /\b(20\d\d)\b/.exec(text)?.[1] ?? today.slice(0, 4);
  const month = MONTHS.indexOf(m[2]) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${m[1].padStart(2, '0')}`;
}

/** Whether a message asks a seasonal worker's precedence. */
function asksPrecedence(text: string): boolean {
  return ASKS_PRECEDENCE.test(text) && SEASONAL.test(text) && !PART_TIME.test(text);
}

// The follow-up is about sending the request or its validity, not another subject at that month.
const WRITES =
  /\b(?:scriv|mand|invi|chied|comunic|present|consegn|spedisc|spedi)\w*|\bvale\b|\bin tempo\b|\bvalid\w*|\btroppo tardi\b/;
// "e se glielo scrivo a gennaio 2027?", "e se la mando il 15 gennaio?": the day or month the request would go.
const SENT_ON = new RegExp(String.raw`\b(?:(\d{1,2})\s*(?:°|o)?\s+)?(${MONTH_NAMES})(?:\s+(20\d\d))?\b`);

/**
 * A follow-up giving when the worker would write ("e se glielo scrivo a gennaio 2027? vale ancora?") after the
 * precedence asked with the contract's end: in time or not, against the 3 months from the end.
 */
function sentOnFollowUp(text: string, previous: string, today: string): AgentAnswer | undefined {
  if (!asksPrecedence(previous) || text.split(/\s+/).length > 25 || !WRITES.test(text)) return undefined;
  const end = endTold(previous, today);
  const sent = SENT_ON.exec(text);
  if (!end || !sent?.[2]) return undefined;
  const month = MONTHS.indexOf(sent[2]) + 1;
  const endMonth = Number(end.slice(5, 7));
  const year = Number(sent[3] ?? (month <= endMonth ? Number(end.slice(0, 4)) + 1 : end.slice(0, 4)));
  const pad = (n: number) => String(n).padStart(2, '0');
  const first = `${year}-${pad(month)}-${pad(sent[1] ? Number(sent[1]) : 1)}`;
  const last = sent[1]
    ? first
    : `${year}-${pad(month)}-${pad(new Date(Date.UTC(year, month, 0)).getUTCDate())}`;
  const deadline = plusMonths(end, 3);
  const when = sent[1] ? `il ${italianDate(first)}` : `a ${sent[2]} ${year}`;
  const verdict =
    first > deadline
      ? `${bold('No')}: il termine per chiedere la precedenza per iscritto scade ${bold(`il ${italianDate(deadline)}`)}, 3 mesi dalla fine del contratto (${italianDate(end)}); ${when} è tardi e il datore di lavoro resta libero di assumere chi preferisce.`
      : last <= deadline
        ? `${bold('Sì')}: ${when} sei ancora in tempo, perché il termine per chiedere la precedenza per iscritto scade ${bold(`il ${italianDate(deadline)}`)}, 3 mesi dalla fine del contratto (${italianDate(end)}).`
        : `${bold('Solo se la mandi entro il')} ${bold(italianDate(deadline))}: il termine per chiedere la precedenza per iscritto scade 3 mesi dopo la fine del contratto (${italianDate(end)}).`;
  const said = SEASONAL_PRECEDENCE.text.replace('{figure}', SEASONAL_PRECEDENCE.figure);
  return compose({
    answer: verdict,
    steps: [
      'Conta la data in cui la richiesta scritta arriva al datore di lavoro: meglio una raccomandata, una PEC o una lettera consegnata a mano con firma per ricevuta.',
      `La regola (${SEASONAL_PRECEDENCE.reference} c. 3-4): ${said.charAt(0).toUpperCase()}${said.slice(1)}`,
    ],
    assumptions: [
      'Il contratto collettivo applicato può regolare diversamente la precedenza (D.Lgs. 81/2015, art. 51).',
    ],
    citations: lawCitations(SEASONAL_PRECEDENCE, said),
    related: [],
  });
}

/** A seasonal worker's right of precedence asked (whether it exists, by when, until when), or undefined. */
export function seasonalPrecedenceAnswer(
  message: string,
  previous = '',
  today = new Date().toISOString().slice(0, 10),
): AgentAnswer | undefined {
  const text = readable(message);
  if (!asksPrecedence(text)) return sentOnFollowUp(text, readable(previous), today);
  const end = endTold(text, today);
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
