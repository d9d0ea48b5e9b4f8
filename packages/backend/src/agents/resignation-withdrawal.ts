import { countValue } from '../reader/numbers.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose } from './compose.js';
import { type LawFact, lawCitations } from './law-facts.js';

/**
 * Resignation given online and then regretted ("ieri ho fatto le dimissioni online, posso ritirarle?"): the
 * worker can withdraw it within 7 days of sending the form, the same way it was sent (D.Lgs. 151/2015, art. 26
 * c. 2). Before, the telematic procedure was a declared gap. Page read on 2026-11-26.
 */
const WITHDRAWAL: LawFact = {
  figure: '7 giorni',
  text: 'entro {figure} dalla data di trasmissione del modulo telematico il lavoratore può revocare le dimissioni (o la risoluzione consensuale) con le stesse modalità con cui le ha inviate: dal sito del Ministero del Lavoro con SPID o CIE, oppure tramite un patronato, un sindacato, un ente bilaterale o una commissione di certificazione.',
  reference: 'D.Lgs. 151/2015, art. 26 c. 2',
  sources: [
    {
      url: 'https://www.normattiva.it/uri-res/N2Ls?urn:nir:stato:decreto.legislativo:2015-09-14;151',
      label: 'Normattiva: D.Lgs. 14 settembre 2015, n. 151, art. 26 (dimissioni e risoluzione consensuale)',
      date: '2015-09-23',
      confidence: 'medium',
    },
  ],
};

const RESIGNED = /\bdimission\w*|\bdimess\w*|\bdimett\w*|\brisoluzione consensuale\b/;
const TAKE_BACK =
  /\brevoc\w*|\britir\w*|\bannull\w*|\bripens\w*|\btornare indietro\b|\bcancellar\w*|\bdisdir\w*/;
const POLAR =
  /\b(?:posso|possiamo|puo|possono|si puo|si possono|e possibile|faccio in tempo|sono in tempo)\b/;
/** Days since the form was sent, when the question tells them ("ieri", "3 giorni fa", "una settimana fa"). */
function daysSince(text: string): number | undefined {
  if (/\bl'? ?altro ieri\b/.test(text)) return 2;
  if (/\bieri\b/.test(text)) return 1;
  if (/\b(?:oggi|stamattina|stamane|poco fa|stanotte)\b/.test(text)) return 0;
  const found = /\b(\d{1,3}|\w+) (giorn\w*|settiman\w*|mes[ei]) fa\b/.exec(text);
  if (!found) return undefined;
  const raw = found[1] ?? '';
  const count = countValue(raw);
  if (count === undefined) return undefined;
  const unit = found[2] ?? '';
  return count * (unit.startsWith('giorn') ? 1 : unit.startsWith('settiman') ? 7 : 30);
}

/** The answer when a resignation's withdrawal is asked (or followed up on); undefined otherwise. */
export function resignationWithdrawal(text: string, previous: string): AgentAnswer | undefined {
  const now = RESIGNED.test(text) && TAKE_BACK.test(text);
  const followUp = !now && TAKE_BACK.test(text) && RESIGNED.test(previous) && text.split(/\s+/).length <= 20;
  if (!now && !followUp) return undefined;
  const days = daysSince(text);
  const fact = WITHDRAWAL;
  const rule = fact.text.replace('{figure}', fact.figure);
  const within = days === undefined || days <= 7;
  const verdict = days !== undefined || POLAR.test(text) ? `${bold(within ? 'Sì' : 'No')}: ` : '';
  const when =
    days === undefined
      ? ''
      : within
        ? ` Le hai inviate ${days === 0 ? 'oggi' : days === 1 ? 'ieri' : `${days} giorni fa`}: sei ancora nei termini.`
        : ` Sono passati circa ${days} giorni: il termine è scaduto, e resta solo un accordo con il datore di lavoro per continuare il rapporto.`;
  const answer = `${verdict}${verdict ? 'le' : 'Le'} dimissioni date online si possono revocare entro ${bold('7 giorni')} dalla trasmissione del modulo, con la stessa procedura telematica (${fact.reference}).${when}`;
  return compose({
    answer,
    steps: [
      `La regola: ${rule}`,
      'Con la revoca le dimissioni non hanno effetto e il rapporto di lavoro prosegue.',
    ],
    assumptions: [
      'Dimissioni inviate con la procedura telematica: non vale per il lavoro domestico né per le dimissioni firmate in una sede protetta (sindacale, ispettorato, commissione di certificazione), che hanno regole proprie (art. 26).',
    ],
    citations: lawCitations(fact, `Revoca delle dimissioni: ${rule}`),
    related: [],
  });
}
