import { euro } from '../kb/format.js';
import { cents } from '../payroll/index.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose } from './compose.js';
import { related } from './figure-answers.js';
import type { PayBase } from './pay-base.js';

// How much of the 13th/14th month accrues each month ("quanto accantono ogni mese per i ratei di tredicesima",
// "il rateo mensile della quattordicesima"), not the whole month paid at its date.
const EACH_MONTH =
  /\bogni mese\b|\bal mese\b|\bper (?:ogni )?mese\b|\bmensilmente\b|\brate[oi] mensil\w*|\bquota mensile\b|\baccantonamento mensile\b/;
const ACCRUAL = /\brate[oi]\b|\baccanton\w*|\bmett\w* da parte\b|\bmatur\w* (?:ogni|al|per) mese\b/;
// A leaving or a hire date makes it the pro-rata of a period, not the accrual of a month ("cessato a fine marzo,
// iniziato a gennaio", "da gennaio a giugno").
// (A retirement or the last payslip told, "vado in pensione il 31/12, nell'ultima busta quanti ratei?", ends it too.)
const PERIOD =
  /\bultimo giorno\b|\bpensionament\w*|\bin pensione\b|\bultim[ao] (?:busta|cedolino|stipendio)\b|\bfine rapporto\b|\bcompetenze (?:finali|di fine)\b|\bdimission\w*|\bdimett\w*|\blicenzi\w*|\bassunt\w* (?:il|dal|a|ad|nel)\b|\bcessazion\w*|\bcessat[oa]\b|\b(?:iniziat[oa]|cominciat[oa]) (?:a|ad|il|dal|nel|a inizio)\b|\bda (?:gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre) a (?:fine )?(?:gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre)\b/;
// A count of months or a span of days is a period too ("per quei tre mesi", "in 5 mesi", "dal 1° luglio al 30
// settembre"): its share, not one month's accrual.
const COUNTED_PERIOD =
  /\b(?:quei|questi|\d{1,2}|due|tre|quattro|cinque|sei|sette|otto|nove|dieci|undici) mesi\b|\bdal?l?'? ?\d{1,2}\s*[°º]?\s*(?:\/\d{1,2}|(?:gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre))\b[^.?;]{0,20}?\bal?l?'? ?\d{1,2}\b/;
/** The TFR's divisor (art. 2120 c.c.): a year's pay over 13,5. */
const TFR_DIVISOR = 13.5;
const THIRTEENTH = /\btredicesim\w*|\b13(?:a|ª|esima)\b/;
const FOURTEENTH = /\bquattordicesim\w*|\b14(?:a|ª|esima)\b/;

/** Whether the question asks the monthly accrual of the extra months rather than one of them whole. */
export function asksMonthlyRatei(message: string, previous?: string): boolean {
  const text = readable(message);
  const asks = (t: string) =>
    EACH_MONTH.test(t) &&
    ACCRUAL.test(t) &&
    !PERIOD.test(t) &&
    !COUNTED_PERIOD.test(t) &&
    (THIRTEENTH.test(t) || FOURTEENTH.test(t));
  // "… i ratei di tredicesima | e di quattordicesima": the second part of a split question continues the first.
  const continues =
    previous !== undefined && /^(?:e |ed )?(?:di|della|dei|del|per la|per il|la|il)\b/.test(text);
  return (
    asks(text) || (continues && (THIRTEENTH.test(text) || FOURTEENTH.test(text)) && asks(readable(previous)))
  );
}

/**
 * The monthly accrual of each extra month named: a twelfth of the month's pay (each accrues a twelfth per
 * month worked), and their sum when both are named. A 14th month is counted only where the pay runs on 14.
 */
export function monthlyRatei(message: string, base: PayBase, payments = base.payments): AgentAnswer {
  const text = readable(message);
  const fourteenth = FOURTEENTH.test(text) && payments === 14;
  const thirteenth = THIRTEENTH.test(text) || !fourteenth;
  const each = cents(base.monthly / 12);
  const named = [thirteenth ? 'tredicesima' : undefined, fourteenth ? 'quattordicesima' : undefined].filter(
    (n): n is string => n !== undefined,
  );
  const both = named.length === 2;
  // The TFR named beside them ("tredicesima, quattordicesima e TFR"): a year's pay over 13,5, by the month.
  const tfr = /\btfr\b|trattamento di fine rapporto|liquidazion/.test(text)
    ? cents((base.monthly * payments) / TFR_DIVISOR / 12)
    : undefined;
  const tfrText =
    tfr !== undefined
      ? ` Per il TFR si accantonano ${bold(`${euro(tfr)} al mese`)} (retribuzione annua ${euro(cents(base.monthly * payments))} ÷ 13,5 ÷ 12).`
      : '';
  const answer = both
    ? `Con ${base.label}, ogni mese maturano ${bold(euro(each))} di rateo di tredicesima e altrettanti di quattordicesima: ${bold(euro(cents(base.monthly / 6)))} al mese in tutto.${tfrText}`
    : `Con ${base.label}, il rateo mensile di ${named[0]} è di ${bold(euro(each))} (un dodicesimo della retribuzione mensile).${tfrText}`;
  const skipped =
    FOURTEENTH.test(text) && !fourteenth
      ? ['La quattordicesima non è calcolata: la retribuzione indicata è su 13 mensilità.']
      : [];
  return compose({
    answer,
    steps: [
      `Rateo di ogni mensilità aggiuntiva: ${euro(cents(base.monthly))} ÷ 12 = ${euro(each)} per ogni mese di servizio (un dodicesimo per mese, contando il mese con almeno 15 giorni).`,
      ...(tfr !== undefined
        ? [
            `TFR: ${euro(cents(base.monthly))} × ${payments} mensilità = ${euro(cents(base.monthly * payments))}; ÷ 13,5 = ${euro(cents((base.monthly * payments) / TFR_DIVISOR))} l'anno; ÷ 12 = ${euro(tfr)} al mese (lordo dello 0,50% al Fondo di garanzia INPS).`,
          ]
        : []),
      ...(both
        ? [
            `Tredicesima e quattordicesima: ${euro(cents(base.monthly))} ÷ 6 = ${euro(cents(base.monthly / 6))}.`,
          ]
        : []),
    ],
    assumptions: [...base.assumptions, ...skipped],
    citations: base.citations,
    related: related(message),
  });
}
