import { italianDate } from '../kb/format.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose } from './compose.js';
import { holidaysDeadline, holidaysYear } from './holiday-year.js';
import { type LawFact, lawCitations } from './law-facts.js';

/**
 * Holidays of a year still untaken when the law's 18 months run out ("a fine giugno 2027 avrà ancora 5 giorni
 * del 2025: si perdono? devo fare qualcosa con l'INPS?"): they are not lost, but the employer owes the INPS the
 * contributions on their pay, added to the pay of July after the deadline and paid by 20 August (the 16th moved
 * on for August). Undefined unless the holidays of a year are named (here or in the turn before) and the question
 * asks the contributions, or asks whether they are lost once the deadline has passed.
 */

const HOLIDAYS = /\bferie\b/;
const ASKS_CONTRIBUTIONS = /\binps\b|\bcontribut\w*|\bprevidenzial\w*/;
const ASKS_LOST =
  /\b(?:le|li) perd\w*|\bsi perdono\b|\bvanno pers\w*|\b(?:le|li) (?:azzer|cancell)\w*|\bsi azzerano\b|\bdecad\w*|\bcosa succede\b|\bche fine fanno\b/;
// The deadline said as passed: "a fine giugno 2027", "dopo il 30 giugno", "oltre i 18 mesi", "ferie scadute".
const PAST_DEADLINE =
  /\b(?:fine|dopo|oltre|passat\w*|superat\w*|scadut\w*)\b[^?.]{0,20}\b(?:giugno|18 mesi|diciotto mesi|termine|scadenza)\b|\bferie scadute\b|\b30 giugno\b/;

const UNTAKEN =
  /\bnon (?:god|fatt|fruit|pres|usufr)\w*|\bresidu\w*|\barretrat\w*|\bscad\w*|\bavanz\w*|\brimast\w*/;

const OVERDUE: LawFact = {
  figure: 'contributi',
  text: 'scaduti i 18 mesi, le ferie non godute restano da godere (o da pagare alla fine del rapporto), ma il datore di lavoro deve versare all’INPS i {figure} sul loro valore, con la retribuzione del mese successivo alla scadenza',
  reference: 'D.Lgs. 66/2003, art. 10; INPS, circ. 186/1999 e messaggio 18850/2006',
  sources: [
    {
      url: 'http://www.studioandreoni.net/ferie-non-godute/',
      label:
        'Studio Andreoni: ferie non godute al 30 giugno, contributi con la retribuzione di luglio, versamento entro il 20 agosto; le ferie non si azzerano',
      date: null,
      confidence: 'medium',
    },
    {
      url: 'https://geps.it/ferie-2017-non-godute-al-30-giugno-2019-versamento-dei-contributi-entro-il-20-agosto-3264',
      label:
        'GEPS: le ferie non fruite aumentano l’imponibile previdenziale di luglio; versamento entro il 20 agosto con F24, competenza luglio',
      date: '2019-07-01',
      confidence: 'medium',
    },
    {
      url: 'https://lavorofacile.it/news/inps-contributi-per-ferie-non-godute-e-differimento-del-termine',
      label:
        'Lavoro Facile: INPS, messaggio 18850 del 3 luglio 2006, termine dei 18 mesi sospeso per malattia o maternità',
      date: null,
      confidence: 'medium',
    },
  ],
};

/** 20 August of `year`, moved to the Monday when it falls on a weekend. */
function augustDue(year: number): string {
  const day = new Date(Date.UTC(year, 7, 20));
  const weekday = day.getUTCDay();
  if (weekday === 6) day.setUTCDate(22);
  if (weekday === 0) day.setUTCDate(21);
  return italianDate(day.toISOString().slice(0, 10));
}

export function holidayOverdueAnswer(asked: string, previous = ''): AgentAnswer | undefined {
  const named = HOLIDAYS.test(asked) ? asked : HOLIDAYS.test(previous) ? previous : undefined;
  if (!named) return undefined;
  // (The contributions on holidays left untaken or past their term, not any INPS question beside the holidays.)
  const contributions = ASKS_CONTRIBUTIONS.test(asked) && (PAST_DEADLINE.test(asked) || UNTAKEN.test(named));
  if (!contributions && !(ASKS_LOST.test(asked) && PAST_DEADLINE.test(asked))) return undefined;
  const year = holidaysYear(asked) ?? holidaysYear(previous);
  if (!year) return undefined;
  const deadline = holidaysDeadline(year);
  const july = `luglio ${year + 2}`;
  const due = augustDue(year + 2);
  const rule = OVERDUE.text.replace('{figure}', OVERDUE.figure);
  return compose({
    answer: `${bold('No')}, le ferie del ${year} non godute entro il ${bold(deadline)} (i 18 mesi dopo la fine del ${year}) ${bold('non si perdono')}: restano da godere, o da pagare con l’indennità sostitutiva alla fine del rapporto. Scaduto il termine, però, il datore di lavoro deve versare all’INPS i ${bold('contributi')} sul valore di quei giorni come se li avesse pagati: l’importo si aggiunge all’imponibile previdenziale della retribuzione di ${bold(july)} e i contributi si versano con l’F24 entro il ${bold(due)} (per i versamenti di agosto il termine del 16 slitta al 20) (${OVERDUE.reference}).`,
    steps: [
      `Termine per le ferie del ${year}: 31 dicembre ${year} + 18 mesi = ${deadline}.`,
      `Imponibile: il valore retributivo dei giorni non goduti, sommato alla retribuzione di ${july} (mese successivo alla scadenza), per la quota del dipendente e per quella dell’azienda.`,
      `Versamento: F24 con competenza ${july}, entro il ${due}.`,
      'Il termine dei 18 mesi resta sospeso durante le assenze per malattia o maternità (INPS, messaggio 18850/2006).',
    ],
    assumptions: [
      'Regola di legge e prassi INPS valide per ogni contratto collettivo, salvo un termine di fruizione diverso fissato dal contratto.',
    ],
    citations: lawCitations(OVERDUE, `Ferie non godute oltre i 18 mesi: ${rule}`),
    related: [],
  });
}
