import { euro } from '../kb/format.js';
import { numbersIn } from '../reader/numbers.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer, Citation } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { sumNamed } from './flat-tax-amounts.js';
import { surchargeTaxAsked } from './surcharge-tax.js';

/**
 * The tourism sector's own 2026 measure on night and holiday work, asked where the general 15% of the surcharges
 * (surcharge-tax.ts) would be read: "faccio il portiere di notte in albergo, la tassa al 15% vale anche per me?",
 * "perché il mio amico guardia giurata ce l'ha e io no?", "la barista del bar lavora il 26 dicembre: le spetta
 * il 15% del turismo?". The Budget Law 2026 (L. 199/2025) keeps the tourism, hospitality and spa workers out of
 * the substitute tax of art. 1 cc. 10-11 because they have the «trattamento integrativo speciale» of cc. 18-21:
 * 15% of the gross pay for night work and for overtime on public holidays, tax-free, for the work done from
 * 1 January to 30 September 2026, to private employees whose 2025 employment income was at most 40.000 €, on
 * the worker's request; bars and restaurants (art. 5 L. 287/1991 premises) are among its recipients.
 */

const INCOME_LIMIT = 40_000;
const LAST_DAY = '30 settembre 2026';
const TOURISM_ID = 9;
const FIPE_ID = 3;

// Hotels, spas and holiday resorts: the sector the law keeps out of the 15% of cc. 10-11.
const HOSPITALITY =
  /\bturism\w*|\bturistic\w*|\bfederalberghi\b|\balberg\w*|\bhotel\b|\bricettiv\w*|\bterm(?:e|ale|ali)\b|\bstabiliment\w* termal\w*|\bresort\b|\bcampeggi\w*|\bvillaggi\w* turistic\w*/;
// Bars and restaurants (pubblici esercizi): recipients of the sector's measure too.
const CATERING =
  /\bpubblici esercizi\b|\bfipe\b|\bbar\b|\bbarist\w*|\bristorant\w*|\bpizzeri\w*|\bcamerier\w*|\bsomministrazione di alimenti\b/;
// The sector's own measure named: "il 15% del turismo", "il trattamento integrativo", "la detassazione degli
// alberghi".
// ("un bonus del 15% per chi lavora di notte nel turismo": the measure and its sector a few words apart.)
const MEASURE_NAMED =
  /\b(?:15 ?%|15 per ?cento|quindici per ?cento|bonus|sconto|detassazion\w*|agevolazion\w*) (?:\w+ ){0,2}?(?:del |per il )(?:turismo|settore turistico)\b|\b(?:15 ?%|15 per ?cento|quindici per ?cento|bonus) [^?.]{0,40}\bnott\w*[^?.]{0,20} (?:nel|del|per il) (?:turismo|settore turistico|settore alberghiero)\b|\btrattamento integrativo speciale\b|\btrattamento integrativo (?:\w+ ){0,3}(?:nott|straordinar|festiv|turism)\w*/;
// "perché?", "come mai io no?", "non è giusto": why the sector is left out, after the exclusion was said.
const WHY = /\bperche\b|\bcome mai\b|\bnon e giusto\b|\bcon che criterio\b|\bmotivo\b/;

// The months after September, when the 2026 measure no longer runs.
// ("il 26 dicembre", "le notti di dicembre", "a novembre": a day or the month itself.)
const LATE_DATE =
  /\b(\d{1,2} ?|(?:notti|turni|festivi|lavoro) (?:di|a|in) |(?:a|ad|in) )(ottobre|novembre|dicembre)\b/;

const SOURCES: Citation[] = [
  {
    ccnl: 'Legge di Bilancio 2026 (L. 199/2025), art. 1, cc. 18-21',
    article: null,
    text: 'Per il periodo dal 1° gennaio al 30 settembre 2026 ai lavoratori del turismo (compresi gli stabilimenti termali) e degli esercizi di somministrazione di alimenti e bevande (art. 5 L. 287/1991) spetta un trattamento integrativo speciale del 15% delle retribuzioni lorde per lavoro notturno e per lo straordinario nei giorni festivi, che non concorre al reddito; reddito di lavoro dipendente 2025 fino a 40.000 €, su richiesta del lavoratore.',
    url: 'https://serviziamministrativi.ddp.it/it/notizie/2026/01/30927/legge-di-bilancio-2026-lavoro-trattamento-integrativo-speciale-per-i-settori-turistico-ricettivo-e-termale',
    date: '2026-01',
    confidence: 'medium',
  },
  {
    ccnl: 'Legge di Bilancio 2026 (L. 199/2025), art. 1, cc. 10-12 e 18-21',
    article: null,
    text: 'L’imposta sostitutiva del 15% sulle maggiorazioni per lavoro notturno, festivo e a turni (cc. 10-12) esclude i lavoratori del settore turistico, ricettivo e termale, per i quali continua ad applicarsi la disciplina speciale del trattamento integrativo (cc. 18-21), dal 1° gennaio al 30 settembre 2026.',
    url: 'https://www.loscalzo.it/imposte-sostitutive-nella-legge-di-bilancio-2026-novita-fiscali-su-lavoro-dipendente-e-neo-residenti',
    date: '2026-01',
    confidence: 'medium',
  },
  {
    ccnl: 'Legge di Bilancio 2026 (L. 199/2025), art. 1, cc. 10-11',
    article: null,
    text: 'Esclusi dalla detassazione al 15% i lavoratori del settore turistico, ricettivo e termale, destinatari anche per il 2026 (fino al 30 settembre) del trattamento integrativo per il lavoro notturno e straordinario.',
    url: 'https://pillole-del-lunedi.it/contenuti/legge-di-bilancio-agevolazione-lavoro-dipendente/9244',
    date: '2026-01',
    confidence: 'medium',
  },
];

type Sector = 'hospitality' | 'catering';

function sectorOf(text: string, agreements: readonly number[] = []): Sector | undefined {
  if (CATERING.test(text)) return 'catering';
  if (HOSPITALITY.test(text)) return 'hospitality';
  if (agreements.length === 1 && agreements[0] === TOURISM_ID) return 'hospitality';
  if (agreements.length === 1 && agreements[0] === FIPE_ID) return 'catering';
  return undefined;
}

/**
 * The sector's measure asked in a turn: a hotel or a bar, and either the tax of night or holiday surcharges asked
 * as surcharge-tax.ts reads it or the sector's own measure named. A bar's surcharges without the tourism measure
 * named stay with the general rule (whether pubblici esercizi are also out of cc. 10-11 the sources do not agree).
 */
function askedIn(text: string, agreements?: readonly number[]): Sector | undefined {
  const named = MEASURE_NAMED.test(text);
  if (!named && !surchargeTaxAsked(text)) return undefined;
  const sector = sectorOf(text, agreements);
  return sector === 'catering' && !named && !LATE_DATE.test(text) ? undefined : sector;
}

// The pay of the work the measure is on: "400 euro di lavoro notturno", "le ore notturne valevano 400 euro".
const WORK_PAID =
  /\b(?:lavoro|ore|turn\w*|prestazion\w*|straordinar\w*) (?:di |del )?(?:lavoro )?(?:notturn\w*|nott[ei]\b|festiv\w*)|\bnotturn\w*|\bfestiv\w*/;

/** The gross pay of the night or holiday work the message gives, and the 2025 income it tells (from 5.000 €). */
function figuresOf(text: string): { pay?: number; income?: number } {
  const euros = numbersIn(text).filter(
    (n) =>
      /^\s*(?:€|euro\b|eur\b)/.test(text.slice(n.end, n.end + 6)) ||
      /\bmila$/.test(n.raw) ||
      /€\s*$/.test(text.slice(0, n.start)),
  );
  const big = euros.map((n) => n.value).filter((v) => v >= 5_000 && v < 10_000_000);
  const named = sumNamed(text, WORK_PAID);
  const small = [...new Set(euros.map((n) => n.value).filter((v) => v >= 10 && v < 5_000))];
  const pay = named !== undefined && named < 5_000 ? named : small.length === 1 ? small[0] : undefined;
  return { pay, income: big.length ? Math.max(...big) : undefined };
}

const MEASURE = `il ${bold('trattamento integrativo speciale')} del 15% della retribuzione lorda per il lavoro notturno e per lo straordinario nei giorni festivi, che non concorre al reddito, per le prestazioni dal 1° gennaio al ${LAST_DAY}, ai dipendenti privati con reddito di lavoro dipendente 2025 fino a ${euro(INCOME_LIMIT)}, su richiesta del lavoratore al datore di lavoro (L. 199/2025, art. 1, cc. 18-21)`;

export function tourismNightBonus(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  const text = readable(ctx.message);
  const previous = readable(ctx.history?.at(-1) ?? '');
  const own = askedIn(text, req.slots.agreements);
  // "perché? io che lavoro di notte uguale no": the exclusion said in the turn before, asked why.
  const why = own === undefined && WHY.test(text) && askedIn(previous) === 'hospitality';
  if (own === undefined && !why) return undefined;
  const late = LATE_DATE.exec(text);
  const year = Number((req.slots.date ?? ctx.today ?? '2026').slice(0, 4));
  const afterSeptember = late !== null && year === 2026;
  const figures = own !== undefined ? figuresOf(text) : {};
  const lateWork = afterSeptember ? lateSaid(late) : undefined;
  let answer: string;
  if (lateWork && figures.pay === undefined) {
    answer = `${bold('No')}: la misura propria del turismo e dei pubblici esercizi copre solo il lavoro dal 1° gennaio al ${LAST_DAY}, quindi ${lateWork} ne resta fuori. È ${MEASURE}.`;
  } else if (why) {
    answer = `Perché per il settore turistico, ricettivo e termale la legge prevede una ${bold('misura specifica')}: ${MEASURE}. Per questo quei lavoratori sono esclusi dall'imposta sostitutiva del 15% sulle maggiorazioni (art. 1, cc. 10-11), che vale invece per gli altri dipendenti privati.`;
  } else if (own !== undefined && figures.pay !== undefined) {
    // The surcharges' own tax asked ("si possono tassare con l'imposta sostitutiva?"), not the sector's measure.
    answer = onPay(figures, own, !MEASURE_NAMED.test(text), lateWork);
  } else if (own === 'hospitality') {
    answer = `${bold('No')}: i lavoratori del settore turistico, ricettivo e termale sono ${bold('esclusi')} dall'imposta sostitutiva del 15% sulle maggiorazioni notturne, festive e di turno del 2026 (L. 199/2025, art. 1, cc. 10-11), perché hanno una misura propria: ${MEASURE}.`;
  } else {
    answer = `Per bar e ristoranti (pubblici esercizi) la misura del settore è ${MEASURE}.`;
  }
  return compose({
    answer,
    steps: [
      `Periodo: prestazioni dal 1° gennaio al ${LAST_DAY}; il lavoro svolto dopo non dà diritto al trattamento.`,
      'Importo: 15% della retribuzione lorda del lavoro notturno e dello straordinario nei giorni festivi; non concorre al reddito (netto in busta).',
      `Requisito: reddito di lavoro dipendente 2025 non superiore a ${euro(INCOME_LIMIT)}, attestato per iscritto dal lavoratore; il datore di lavoro lo recupera in compensazione (F24).`,
      'Chi ne è destinatario: lavoratori del turismo (compresi gli stabilimenti termali) e degli esercizi di somministrazione di alimenti e bevande (bar, ristoranti).',
    ],
    assumptions: [
      'Fuori dal settore turistico vale l’imposta sostitutiva del 15% sulle maggiorazioni (art. 1, cc. 10-11 L. 199/2025), entro 1.500 € l’anno.',
    ],
    citations: SOURCES,
    related: ['Quanto vale un’ora di lavoro notturno?', 'Quali sono gli scaglioni IRPEF del 2026?'],
  });
}

/** The late work named, as the answer says it: "il 26 dicembre", "il lavoro di dicembre". */
function lateSaid(late: RegExpExecArray): string {
  const day = /^\d/.test(late[1] ?? '') ? (late[1] ?? '').trim() : undefined;
  return day ? `il ${day} ${late[2]}` : `il lavoro di ${late[2]}`;
}

/**
 * The measure on the pay given: 15% of it, tax-free, if the 2025 income told is within the limit. A hotel worker
 * asking the surcharges' substitute tax is told first that it is not theirs; work after September is outside.
 */
function onPay(
  { pay = 0, income }: { pay?: number; income?: number },
  sector: Sector,
  substituteAsked = false,
  lateWork?: string,
): string {
  const bonus = Math.round(pay * 15) / 100;
  if (income !== undefined && income > INCOME_LIMIT)
    return `${bold('No')}: con un reddito di ${euro(income)} nel 2025 si supera il limite di ${euro(INCOME_LIMIT)} e il trattamento integrativo speciale non spetta. È ${MEASURE}.`;
  const within =
    income !== undefined
      ? `con un reddito 2025 di ${euro(income)} rientri nel limite di ${euro(INCOME_LIMIT)}`
      : `se il reddito di lavoro dipendente del 2025 non superava ${euro(INCOME_LIMIT)}`;
  const first = sector === 'hospitality' && substituteAsked;
  const excluded =
    sector === 'hospitality' && !first
      ? " Il settore turistico, ricettivo e termale è invece escluso dall'imposta sostitutiva del 15% sulle maggiorazioni (art. 1, cc. 10-11)."
      : '';
  const opening = first
    ? `${bold('No')}: i lavoratori del settore turistico, ricettivo e termale sono ${bold('esclusi')} dall'imposta sostitutiva del 15% sulle maggiorazioni notturne, festive e di turno del 2026 (L. 199/2025, art. 1, cc. 10-11); hanno invece il trattamento integrativo speciale. `
    : '';
  const late = lateWork
    ? ` Per ${lateWork} invece ${bold('no')}: la misura copre solo il lavoro fino al ${LAST_DAY}.`
    : '';
  return `${opening}Su ${euro(pay)} lordi di lavoro notturno o straordinario festivo il trattamento integrativo speciale è ${bold(euro(bonus))} (${euro(pay)} × 15%), per il lavoro dal 1° gennaio al ${LAST_DAY}; ${within}. ${bold('Non ci paghi tasse')}: la somma non concorre al reddito e arriva netta in busta.${late} È ${MEASURE}.${excluded}`;
}
