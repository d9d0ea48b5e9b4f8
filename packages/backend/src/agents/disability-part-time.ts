import { readable } from '../reader/text.js';
import { weekDays } from '../reader/week-days.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose } from './compose.js';
import { hoursAskedOnWeek } from './disability-hours.js';
import { type LawFact, lawCitations } from './law-facts.js';

/**
 * The law-104 permits of a part-timer (INPS circ. 45 of 19 March 2021, which updates message 3114/2018 after
 * Cass. 22925/2017 and 4069/2018): horizontal part-time keeps the 3 days a month; vertical or mixed part-time
 * above 50% of full time keeps them too; up to 50% they are scaled: weekly part-time hours over full-time hours
 * times 3, rounded down up to ,50 and up above. Read on the pages cited on 2026-11-26.
 */
export const DISABILITY_PART_TIME: LawFact = {
  figure: 'si riproporzionano solo se il part-time verticale o misto è fino al 50% del tempo pieno',
  text: 'i 3 giorni al mese di permesso della legge 104 {figure}: nel part-time orizzontale e in quello verticale o misto oltre il 50% restano 3; fino al 50% i giorni sono (orario medio settimanale part-time / orario medio settimanale a tempo pieno) × 3, arrotondati all’unità inferiore fino a 0,50 e a quella superiore oltre. Non si riproporzionano nei mesi lavorati a tempo pieno.',
  reference: 'L. 104/1992, art. 33; INPS, circolare 45 del 19 marzo 2021 e messaggio 3114/2018',
  sources: [
    {
      url: 'https://www.confartigianatoimprese.net/permessi-legge-104-92-e-rapporto-di-lavoro-part-time-nuove-modalita-di-riproporzionamento/',
      label:
        'Confartigianato: permessi legge 104 e part-time, nuove modalità di riproporzionamento (circ. INPS 45/2021)',
      date: '2021-03-19',
      confidence: 'medium',
    },
    {
      url: 'https://www.sistemiamolitalia.it/faq/come-vengono-riproporzionati-i-giorni-di-permesso-ex-art-33-co-3-e-6-legge-n-104-1992-in-caso-di-part-time/',
      label:
        'Sistemiamo l’Italia: come si riproporzionano i permessi 104 nel part-time (formula e arrotondamento)',
      date: null,
      confidence: 'medium',
    },
  ],
};

const LAW_104 = /\b(?:legge|l\.) ?104\b|\b104\b|\bpermess\w* (?:per )?(?:assistenza|disabil)/;
const PART_TIME = /\bpart.?time\b|\btempo parziale\b/;
const KIND = /\b(verticale|orizzontale|misto)\b/;
/** The days asked as kept, reduced or lost ("rimangono tutti e tre?", "me li può ridurre?", "li perdo?"). */
const DAYS_ASKED =
  /\brimang\w*|\brest\w* (?:tutt|3|tre)|\btutti e (?:3|tre)\b|\bridur\w*|\bridott\w*|\bridimension\w*|\btagli\w*|\briproporzion\w*|\bperd\w*|\bquant\w* (?:giorni|permessi)|\bspett\w*|\bdiritto\b/;
/** The writer told the permits are lost ("dice che li perdo del tutto", "non mi spettano più"). */
const LOSS_TOLD =
  /\b(?:li|le) perd\w*|\bperd\w* (?:i permessi|i giorni|la 104)|\bnon (?:mi |ti |le |gli )?spett\w* piu\b/;
const DOMESTIC = /\bcolf\b|\bbadant\w*|\bbaby.?sitter\b|\blavoro domestico\b/;

/** The 104 permits asked for a part-time week, with the 104 named in the question or the conversation. */
export function disabilityPartTimeAnswer(
  message: string,
  history: readonly string[] = [],
): AgentAnswer | undefined {
  const text = readable(message);
  const said = [text, ...history.map(readable)];
  if (!PART_TIME.test(text) || !DAYS_ASKED.test(text) || !said.some((t) => LAW_104.test(t))) return undefined;
  if (said.some((t) => DOMESTIC.test(t))) return undefined;
  // "part time 30 ore su 5 giorni: quante ore al mese?": the hours of that week answer (disability-hours.ts).
  if (hoursAskedOnWeek(text)) return undefined;
  const fact = DISABILITY_PART_TIME;
  const rule = fact.text.replace('{figure}', fact.figure);
  const kind = KIND.exec(text)?.[1];
  const verdict = LOSS_TOLD.test(text) ? `${bold('No')}, non si perdono: ` : '';
  const opening =
    kind === 'orizzontale'
      ? `${verdict}nel part-time orizzontale i permessi della legge 104 restano ${bold('3 giorni al mese')}, senza riduzione (${fact.reference}).`
      : `${verdict}nel part-time ${kind ?? 'verticale o misto'} i 3 giorni al mese della legge 104 restano tutti se l’orario supera il 50% del tempo pieno; fino al 50% ${bold('si riproporzionano')} all’orario ridotto (${fact.reference}).`;
  const days = weekDays(text);
  const example =
    days && days < 5 && kind !== 'orizzontale'
      ? [
          `Con ${days} giorni a settimana, a ore giornaliere pari a quelle del tempo pieno: su un tempo pieno di 5 giorni è il ${share(days, 5)}; su 6 giorni è il ${share(days, 6)}.`,
        ]
      : [];
  return compose({
    answer: `${opening.charAt(0).toUpperCase()}${opening.slice(1)}`,
    steps: [...example, `La regola: ${rule.charAt(0).toUpperCase()}${rule.slice(1)}`],
    assumptions: [
      'Lavoratore dipendente del settore privato che assiste un familiare con disabilità grave; i contratti possono solo migliorare la legge.',
    ],
    citations: lawCitations(fact, rule),
    related: ['Chi paga i permessi della legge 104?', 'Si possono prendere i permessi 104 a ore?'],
  });
}

/** The part-time's share of a full-time week of `full` days, and the days of permit it keeps. */
function share(days: number, full: number): string {
  const ratio = days / full;
  const kept = ratio > 0.5 ? 3 : roundInps(ratio * 3);
  return `${Math.round(ratio * 100)}%, quindi ${kept} ${kept === 1 ? 'giorno' : 'giorni'} al mese`;
}

/** INPS rounding: down up to ,50, up above. */
const roundInps = (value: number) => (value - Math.floor(value) > 0.5 ? Math.ceil(value) : Math.floor(value));
