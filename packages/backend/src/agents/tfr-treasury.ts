import { employmentRule } from '../kb/employment-rules.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose } from './compose.js';
import { ruleCitations } from './law-beside-agreements.js';

/**
 * The Fondo di Tesoreria INPS (L. 296/2006, art. 1, c. 756, as changed by L. 199/2025, art. 1, c. 203, INPS circ.
 * 12/2026): whether a private employer must pay the TFR of the workers who keep it out of a pension fund to INPS,
 * from the yearly average headcount of the year before the pay period (60 in 2026-2027, 50 in 2028-2031, 40 from
 * 2032). Asked outright ("Fondo di Tesoreria", "il TFR può restare in azienda?") or as a follow-up with another
 * average ("e se la media fosse stata di 55?").
 */
const TREASURY = /\btesoreria\b|\bfondo inps\b|\btfr all.?inps\b/;
// ("cosa devo versare all'INPS?" on holidays past their term is no TFR's destination: the TFR is named.)
const STAYS =
  /\btfr\b[^?]{0,60}\b(?:rest\w*|rimane\w*|rimaner\w*|lasciar\w*|tener\w*) in azienda\b|\b(?:rest\w*|rimane\w*) in azienda\b[^?]{0,30}\btfr\b|\bversar\w* il tfr all.?inps\b|\btfr\b[^?]{0,40}\bversar\w* all.?inps\b/;
const NEW_HIRE = /\bneo.?assunt\w*|\bsilenzio|\bprimo impiego\b|\bappena assunt\w*/;
const HEADCOUNT = /\b(\d{1,4}) (?:dipendenti|addetti|lavoratori)\b/g;
const AVERAGE = /\bmedia\b[^.?]{0,40}?\b(?!(?:19|20)\d\d\b)(\d{1,4})\b/;

/** The sentences that ask (with "?"), or the whole message when it is short and asks with no mark. */
export function askedPart(text: string): string {
  const asked = text
    .split(/(?<=[.?!;])\s+/)
    .filter((s) => s.includes('?'))
    .join(' ');
  return asked || (text.split(/\s+/).length <= 30 ? text : '');
}

function thresholdFor(year: number, values: Record<string, number>): number {
  if (year >= 2032) return values.threshold2032 ?? 40;
  if (year >= 2028) return values.threshold2028 ?? 50;
  return values.threshold2026 ?? 60;
}

function averageTold(text: string): number | undefined {
  const average = AVERAGE.exec(text);
  if (average?.[1]) return Number(average[1]);
  const all = [...text.matchAll(HEADCOUNT)].map((m) => Number(m[1]));
  return all.at(-1);
}

/** The answer, or undefined when the question does not ask whether the TFR goes to the Fondo di Tesoreria. */
export function tfrTreasuryAnswer(text: string, earlier: string, today: string): AgentAnswer | undefined {
  const asked = askedPart(text);
  // "il tfr resta in azienda, quanto matura?": the destination told, an amount asked; a new hire's choice is
  // the destination's rule (tfr-rules.ts), unless the Fondo di Tesoreria is named.
  const marked = asked.includes('?') && !/\bquant[oia]\b/.test(asked) && !NEW_HIRE.test(text);
  const outright = TREASURY.test(asked) || (marked && STAYS.test(asked));
  const followed =
    !outright &&
    (TREASURY.test(earlier) || STAYS.test(earlier)) &&
    text.split(/\s+/).length <= 25 &&
    /\bmedia\b|\bdipendenti\b|\baddetti\b/.test(text);
  if (!outright && !followed) return undefined;
  const rule = employmentRule('tfr_treasury_fund');
  const values = rule.values ?? {};
  const average = averageTold(text) ?? (followed ? undefined : averageTold(earlier));
  // The year the average is of: told ("nel 2025 la media", "media del 2025"), else the year before today's.
  const yearSaid =
    /\bmedia\b[^.?]{0,30}\b(20\d\d)\b|\b(?:nel|del) (20\d\d)\b(?:(?!\b20\d\d\b)[^.?]){0,40}\bmedia\b/.exec(
      text,
    );
  const todayYear = Number(today.slice(0, 4)) || 2026;
  const averageYear = yearSaid ? Number(yearSaid[1] ?? yearSaid[2]) : todayYear - 1;
  const payYear = averageYear + 1;
  const threshold = thresholdFor(payYear, values);
  const rules = `La soglia guarda alla media annua dei dipendenti dell’anno solare precedente: almeno ${bold('60 addetti')} per il 2026-2027, ${bold('50 addetti')} dal 2028 al 2031, ${bold('40 addetti')} dal 2032`;
  let answer: string;
  if (average === undefined)
    answer = `Per legge (${rule.reference}) il datore di lavoro privato che raggiunge la soglia versa al ${bold('Fondo di Tesoreria INPS')} il TFR maturando dei dipendenti che non lo destinano a un fondo pensione. ${rules}.`;
  else if (payYear >= 2026 && average >= threshold)
    answer = `${bold('Sì, cambia')}: con una media di ${average} dipendenti nel ${averageYear} l’azienda raggiunge la soglia di ${threshold} addetti valida per il ${payYear}, quindi dai periodi di paga di gennaio ${payYear} deve versare ogni mese al ${bold('Fondo di Tesoreria INPS')} il TFR che matura da quel momento per i dipendenti che non lo destinano a un fondo pensione; il TFR già accantonato resta in azienda (${rule.reference}). ${rules}.`;
  else if (payYear >= 2026) {
    const next = payYear <= 2027 ? 2028 : payYear <= 2031 ? 2032 : undefined;
    const later = next === undefined ? undefined : thresholdFor(next, values);
    answer = `${bold('Per ora no')}: con una media di ${average} dipendenti nel ${averageYear} l’azienda resta sotto la soglia di ${bold(`${threshold} addetti`)} valida per il ${payYear}, quindi il TFR di chi non sceglie un fondo pensione può restare in azienda (${rule.reference}).${later !== undefined && average >= later ? ` Attenzione però: dal ${bold(String(next))} la soglia scende a ${later} addetti, e con una media di almeno ${later} dipendenti nell’anno prima scatta il versamento al ${bold('Fondo di Tesoreria INPS')}.` : ''} ${rules}.`;
  } else
    answer = `Fino al 2025 l’obbligo di versare il TFR al ${bold('Fondo di Tesoreria INPS')} dipendeva solo dalla dimensione iniziale (almeno 50 addetti nel 2006 o nel primo anno di attività); dal 2026 conta anche la crescita (${rule.reference}). ${rules}.`;
  return compose({
    answer,
    steps: [`La regola (${rule.reference}): ${rule.text}.`],
    assumptions: [
      'Datore di lavoro del settore privato che non ha già l’obbligo per la dimensione del 2006 o del primo anno di attività; le istruzioni sul calcolo della media sono nella circolare INPS n. 12/2026.',
    ],
    citations: ruleCitations(rule),
    related: ['Entro quanto si sceglie la destinazione del TFR?'],
  });
}
