/**
 * Session 42: the probation of a fixed-term contract, read off the letter that states it. Since the Collegato
 * lavoro (L. 13 dicembre 2024 n. 203, art. 13, amending art. 7 c. 2 D.Lgs. 104/2022) the probation of a contract
 * "a tempo determinato" is one day of actual work for every 15 calendar days from the start, never fewer than 2
 * days, never more than 15 for a contract of up to six months nor more than 30 for one of six to twelve months,
 * unless the collective agreement is more favourable. The agreement's own length (60 days for a 4° livello of the
 * Commercio) is the one of a permanent hire: a two-month Christmas contract gets 60 / 15 = 4 days.
 *
 *   fixedTermProbation(figure, documentText): Verdict | undefined
 *
 * Undefined when the figure is not a probation in days, the document does not hire for a fixed term, its start
 * and end are not both said, or the contract runs twelve months or more (the agreement's length then applies).
 * Seasonal and apprentice hires keep their agreement's own rows (compliance.ts).
 */
import type { Citation } from '../agents/answer.js';
import { MONTHS } from '../kb/format.js';
import type { StatedFigure, Verdict } from './compliance.js';

const FIXED_TERM = /\btempo determinato\b|\bcontratto a termine\b|\bassunzione a termine\b/i;
const DATE = new RegExp(
  `\\b(\\d{1,2})[/.](\\d{1,2})[/.](\\d{4})\\b|\\b(\\d{1,2})\\s*[°º]?\\s+(${MONTHS.join('|')})\\s+(\\d{4})\\b`,
  'gi',
);
const STARTS =
  /\b(?:dal|decorrenza|con decorrenza(?: dal)?|a decorrere dal|inizio(?: del rapporto)?|assunt\w* il)\s*:?\s*$/i;
const ENDS =
  /\b(?:al|fino al|scadenza|con scadenza(?: il| al)?|termine|fine(?: del rapporto)?|scade il)\s*:?\s*$/i;
const DAY = 86_400_000;

const two = (n: number) => String(n).padStart(2, '0');
const shown = (d: Date) => `${two(d.getUTCDate())}/${two(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;

/** The contract's first start and the first end after it, as the letter says them ("dal … al …", "decorrenza: …; scadenza: …"). */
export function contractTerm(text: string): { start: Date; end: Date } | undefined {
  let start: Date | undefined;
  for (const m of text.matchAll(DATE)) {
    const [d, mo, y] = m[1]
      ? [Number(m[1]), Number(m[2]), Number(m[3])]
      : [Number(m[4]), MONTHS.indexOf((m[5] ?? '').toLowerCase()) + 1, Number(m[6])];
    const date = new Date(Date.UTC(y, mo - 1, d));
    if (Number.isNaN(date.getTime())) continue;
    const before = text.slice(Math.max(0, (m.index ?? 0) - 30), m.index ?? 0);
    if (!start && STARTS.test(before)) start = date;
    else if (start && ENDS.test(before) && date > start) return { start, end: date };
  }
  return undefined;
}

/** The date `months` months after `d`. */
const monthsAfter = (d: Date, months: number) =>
  new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, d.getUTCDate()));

const SOURCES: Citation[] = [
  {
    ccnl: 'Legge',
    article: 'D.Lgs. 104/2022, art. 7 c. 2, come modificato dalla L. 203/2024 (Collegato lavoro), art. 13',
    text: 'Nei rapporti a tempo determinato, salve previsioni più favorevoli della contrattazione collettiva, la prova è di un giorno di effettiva prestazione ogni quindici giorni di calendario dall’inizio del rapporto; non meno di 2 giorni, non più di 15 per i rapporti fino a sei mesi e di 30 per quelli oltre sei e sotto i dodici mesi.',
    url: 'https://www.gesam.eu/news/nuove-regole-per-il-periodo-di-prova-nei-contratti-a-termine-criteri-proporzionati-e-durate-stabilite/',
    date: null,
    confidence: 'medium',
  },
  {
    ccnl: 'Legge',
    article: 'L. 203/2024, art. 13 (G.U. 28 dicembre 2024)',
    text: 'Collegato lavoro: durata della prova nei contratti a termine calcolata in un giorno di effettivo lavoro ogni quindici di calendario.',
    url: 'https://www.advicy.it/?p=359',
    date: '2024-12-28',
    confidence: 'medium',
  },
];

export function fixedTermProbation(figure: StatedFigure, documentText: string): Verdict | undefined {
  if (figure.topic !== 'prova' || figure.unit !== 'giorni') return undefined;
  if (!FIXED_TERM.test(documentText)) return undefined;
  const term = contractTerm(documentText);
  if (!term) return undefined;
  const { start, end } = term;
  const calendar = Math.round((end.getTime() - start.getTime()) / DAY) + 1;
  const afterEnd = new Date(end.getTime() + DAY);
  if (afterEnd >= monthsAfter(start, 12)) return undefined;
  const upToSix = afterEnd <= monthsAfter(start, 6);
  const ceiling = upToSix ? 15 : 30;
  const due = Math.min(ceiling, Math.max(2, Math.floor(calendar / 15)));
  const over = figure.value - due;
  const verdict =
    over > 0
      ? `non è conforme: la prova va ridotta a **${due} giorni** di effettiva prestazione (lo supera di ${over} giorni)`
      : 'è conforme';
  return {
    text:
      `Il documento indica ${figure.text}; per un contratto a termine dal ${shown(start)} al ${shown(end)} ` +
      `(${calendar} giorni di calendario) la prova è di **1 giorno ogni 15 giorni di calendario**, ` +
      `cioè ${due} giorni di effettiva prestazione (minimo 2, massimo ${ceiling} per i contratti ${upToSix ? 'fino a sei mesi' : 'da sei a dodici mesi'}; ` +
      'D.Lgs. 104/2022, art. 7 c. 2, come modificato dalla L. 203/2024, salvo previsioni più favorevoli del CCNL); ' +
      `la durata del CCNL vale per le assunzioni a tempo indeterminato: ${verdict}.`,
    citations: SOURCES,
  };
}
