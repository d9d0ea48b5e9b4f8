import type { TypedRequest } from './request.js';

/**
 * "ha fatto 50 ore: le ore oltre la 48ª come si pagano?", "le ore oltre le 40 settimanali quanto valgono?": the
 * hours past a weekly count of hours, asked what they are paid, are overtime hours (the agreement's band beyond
 * that hour applies), not the plain hourly pay.
 */

// "oltre la 48ª", "oltre la 48a ora", "oltre le 40 ore settimanali", "dopo la 40esima".
export const BEYOND_HOUR =
  /\bore\b[^.?!;:]{0,30}?\b(?:oltre|dopo|eccedenti|sopra) (?:la |le |il )?(3[6-9]|4\d)(?:ª|a|°|esima)?(?: or[ae])?(?: settimanal\w*)?\b/;
// "ha fatto 50 ore", "ha lavorato 50 ore": the week's total.
const WEEK_DONE = /\b(?:ha|ho|hanno|abbiamo) (?:fatto|lavorato|svolto) (\d{2}) ore\b/;
// What those hours are paid: "come si pagano", "quanto valgono", "valore orario", "quanto spetta", "come vanno
// maggiorate", "qual è l'importo".
const ASKS_PAY =
  /\bcome (?:(?:si|vanno|va|le|li|devo|dobbiamo)\s+){0,2}(?:pag\w*|retribui\w*|maggior\w*)|\bquant[oaie]?\b|\bvalore\b|\bvalgono\b|\bspett\w*|\bimporto\b/;
const PLAIN_PAY_INTENTS = new Set([
  'minimum_pay',
  'hourly_rate',
  'gross_to_net',
  'working_hours',
  'payroll_rules',
]);

export function beyondWeekHour(
  intent: TypedRequest['intent'],
  slots: TypedRequest['slots'],
  text: string,
): Pick<TypedRequest, 'intent' | 'slots'> {
  const beyond = BEYOND_HOUR.exec(text);
  const asked = PLAIN_PAY_INTENTS.has(intent) || intent === 'overtime_value';
  if (!beyond || !asked || !ASKS_PAY.test(text) || /\bpart.?time\b|supplementar/.test(text))
    return { intent, slots };
  const threshold = Number(beyond[1]);
  const done = Number(WEEK_DONE.exec(text)?.[1] ?? Number.NaN);
  const extra = done > threshold && done - threshold <= 24 ? done - threshold : undefined;
  return {
    intent: 'overtime_value',
    slots: {
      ...slots,
      overtimeKind: slots.overtimeKind ?? 'straordinario',
      // (The week's total read as the extra hours, "ha fatto 50 ore", is the hours past the threshold: 2.)
      ...(extra !== undefined && (slots.extraHours === undefined || slots.extraHours === done)
        ? { extraHours: extra }
        : {}),
    },
  };
}
