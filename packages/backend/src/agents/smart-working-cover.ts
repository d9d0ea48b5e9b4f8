import { euro } from '../kb/format.js';
import { countValue } from '../reader/numbers.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose } from './compose.js';
import { type LawFact, lawCitations } from './law-facts.js';
import { SMART } from './smart-working-terms.js';

/**
 * Two duties of the employer around smart working, whatever the agreement: the online notice to the Ministry of
 * Labour within 5 days of the start, change or end (art. 23 c. 1 L. 81/2017 as amended by art. 14 L. 203/2024,
 * in force from 12 January 2025), fined 100–500 € for each worker concerned (art. 19 c. 3 D.Lgs. 276/2003); and
 * INAIL's cover of accidents at home linked to the work (art. 23 c. 2 L. 81/2017, INAIL circular 48/2017).
 */
export const SMART_FILING: LawFact = {
  figure: '5 giorni',
  text: 'il datore di lavoro comunica in via telematica al Ministero del Lavoro i nominativi dei lavoratori in lavoro agile e la data di inizio e di cessazione della prestazione agile entro {figure} dalla data di avvio, o entro i 5 giorni successivi a una modifica o alla cessazione; l’omessa o tardiva comunicazione è punita con la sanzione amministrativa da 100,00 € a 500,00 € per ogni lavoratore interessato.',
  reference: 'L. 81/2017, art. 23 c. 1, come modificato dall’art. 14 L. 203/2024',
  sources: [
    {
      url: 'https://www.studiogambalonga.it/centro-studi/pubblicazioni/1424',
      label: 'Studio Gambalonga: smart working, comunicazione telematica obbligatoria (Collegato Lavoro)',
      date: '2025-01-01',
      confidence: 'medium',
    },
    {
      url: 'https://www.agendadigitale.eu/cultura-digitale/lavoro-agile-le-comunicazioni-obbligatorie-dopo-il-collegato-lavoro/',
      label: 'Agenda Digitale: lavoro agile, le comunicazioni obbligatorie dopo il Collegato Lavoro',
      date: '2025-02-04',
      confidence: 'medium',
    },
  ],
};

export const SMART_INAIL: LawFact = {
  figure: 'INAIL',
  text: 'il lavoratore in lavoro agile ha diritto alla tutela {figure} contro gli infortuni sul lavoro e le malattie professionali dipendenti da rischi connessi alla prestazione resa all’esterno dei locali aziendali, anche a casa, e contro l’infortunio in itinere nel tragitto verso il luogo scelto per lavorare, quando la scelta risponde a esigenze del lavoro o di conciliazione.',
  reference: 'L. 81/2017, art. 23 cc. 2 e 3; circolare INAIL n. 48 del 2 novembre 2017',
  sources: [
    {
      url: 'https://toffolettodeluca.it/lavoro-agile-prime-indicazioni-dallinail',
      label: 'Toffoletto De Luca Tamajo: lavoro agile, prime indicazioni dall’INAIL (circolare n. 48/2017)',
      date: '2017-11-20',
      confidence: 'medium',
    },
  ],
};

// The Ministry's filing named (not any "comunicare": telling the employer of an illness is no filing).
const FILING =
  /\bministero\b|\btelematic\w*|\bclick ?lavoro\b|\bcomunicazion\w* obbligatori\w*|\bmodello (?:del )?lavoro agile\b/;
const FILING_ASKED =
  /\bcomunic\w*|\btermin\w*|\bentro\b|\bquando\b|\bscadenz\w*|\bsanzion\w*|\bmult\w*|\brisch\w*/;
const FINE = /\bsanzion\w*|\bmult\w*|\brisch\w*|\bquanto (?:paghiamo|pago|costa)\b/;
const WORKERS =
  /\b(\d{1,3}|[a-z]+) (?:persone|lavorator\w*|dipendent\w*|collaborator\w*|impiegat\w*|smart worker|addett\w*)\b/;
const INJURY =
  /\binfortun\w*|\bcadut\w*|\bcaduto\b|\bcadere\b|\bscivolat\w*|\bfatt[oa] male\b|\bmi sono (?:rott\w*|fatt\w* male|ferit\w*|tagliat\w*|slogat\w*)|\bfrattur\w*/;

/** The sentences that ask, or the whole message when short: a word there is the ask, not the story. */
function askedPart(text: string): string {
  if (text.split(/\s+/).length <= 25) return text;
  return text
    .split('?')
    .slice(0, -1)
    .map((part) => part.split(/[.!;]/).at(-1) ?? '')
    .join(' ? ');
}

function workersOf(text: string): number | undefined {
  const m = WORKERS.exec(text);
  const n = m ? countValue(m[1] ?? '') : undefined;
  return n !== undefined && Number.isInteger(n) && n > 1 && n < 1000 ? n : undefined;
}

function filingAnswer(text: string, previous: string): AgentAnswer | undefined {
  const asked = askedPart(text);
  const now = SMART.test(text) && FILING.test(text) && FILING_ASKED.test(asked);
  // "4 persone in smart, la comunicazione mai fatta: quanto rischiamo?" after the duty asked.
  const followUp =
    !now && SMART.test(previous) && FILING.test(previous) && (FINE.test(asked) || /\bcomunic\w*/.test(asked));
  if (!now && !followUp) return undefined;
  const fact = SMART_FILING;
  const rule = fact.text.replace('{figure}', fact.figure);
  const workers = workersOf(text);
  const fineAsked = FINE.test(asked);
  const answer =
    workers !== undefined && fineAsked
      ? `Per ${workers} lavoratori mai comunicati la sanzione va da 100,00 € a 500,00 € per ciascuno: al massimo ${bold(euro(500 * workers))} (500,00 € × ${workers}), al minimo ${euro(100 * workers)} (100,00 € × ${workers}) (${fact.reference}; art. 19 c. 3 D.Lgs. 276/2003).`
      : `La comunicazione telematica al Ministero del Lavoro va fatta entro ${bold('5 giorni')} dall’avvio del lavoro agile (e entro 5 giorni da una modifica o dalla cessazione); se manca o è tardiva la sanzione va da 100,00 € a ${bold('500,00 €')} per ogni lavoratore interessato (${fact.reference}).`;
  return compose({
    answer,
    steps: [
      `La regola: ${rule}`,
      'La comunicazione si fa con il modello “Lavoro agile” sul portale del Ministero del Lavoro; l’accordo individuale non si allega ma va conservato. La sanzione si calcola per ogni lavoratore interessato.',
    ],
    assumptions: [
      'Termine di 5 giorni in vigore dal 12 gennaio 2025 (Collegato Lavoro); la sanzione è quella dell’art. 19 c. 3 D.Lgs. 276/2003.',
    ],
    citations: lawCitations(fact, `Comunicazione del lavoro agile: ${rule}`),
    related: [],
  });
}

function injuryAnswer(text: string): AgentAnswer | undefined {
  if (!SMART.test(text) || !INJURY.test(text)) return undefined;
  // The accident asked about, not an aside of another question.
  const asked = askedPart(text);
  if (!/\binfortun\w*|\binail\b|\btutel\w*|\bmalattia\b|\bcopert\w*|\bassicurat\w*/.test(asked))
    return undefined;
  // The accident's cover asked, not a figure of it ("quanto mi pagano?", "quanti giorni di comporto?").
  if (/\bquant\w*|\bpercentual\w*|\bcomporto\b/.test(asked)) return undefined;
  const fact = SMART_INAIL;
  const rule = fact.text.replace('{figure}', fact.figure);
  return compose({
    answer: `${bold('No')}: lavorare a casa in smart working non toglie la tutela ${bold('INAIL')}. L’infortunio avvenuto durante la prestazione agile, in un’attività collegata al lavoro, è un infortunio sul lavoro come in sede, non una malattia comune (${fact.reference}).`,
    steps: [
      `La regola: ${rule}`,
      'In pratica: avvisa subito il datore di lavoro e fai avere il certificato medico di infortunio; il datore di lavoro deve fare la denuncia di infortunio all’INAIL, che valuta il nesso con il lavoro e paga l’indennità per l’inabilità temporanea. Restano fuori solo i rischi senza legame con il lavoro (un’attività domestica o personale).',
    ],
    assumptions: [
      'Infortunio avvenuto in un giorno di lavoro agile e in un’attività legata alla prestazione.',
    ],
    citations: lawCitations(fact, `Infortunio nel lavoro agile: ${rule}`),
    related: [],
  });
}

/** The employer's notice to the Ministry (and its fine) or INAIL's cover at home, when one of them is asked. */
export function smartCoverAnswer(text: string, previous: string): AgentAnswer | undefined {
  return filingAnswer(text, previous) ?? injuryAnswer(text);
}
