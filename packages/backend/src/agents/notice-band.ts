import { serviceYears } from '../reader/service-length.js';
import { bandOf, holds } from './bands.js';

/**
 * A notice compared across agreements when the question tells the years of service and who ends the
 * relationship ("preavviso di dimissioni per un 4° livello con 3 anni"): the row of that band, and only the
 * kind asked (resignation or dismissal); undefined when the question tells no years or no row holds them.
 * Runs on the folded text; `told` is the years the reader read, when it read them.
 */
interface NoticeRow {
  seniority: string;
  licenziamento: string | null;
  dimissioni: string | null;
}

// "mi licenzio", "voglio licenziarmi", "me ne vado" are the worker's own resignation ("mi licenziano" is not).
const RESIGNS =
  /\bdimett\w*|\bdimission\w*|\bmi licenzio\b|\b(?:voglio|vorrei|devo) licenziarmi\b|\bmi (?:voglio|vorrei|devo) licenziare\b|\bme ne vado\b|\bse ne va\b/g;
const DISMISSED = /\blicenziament\w*|\blicenzia(?:re|rlo|rla|to|ta|ti|te|no)\b|\b(?:lo|la|li|le) licenzi\w*/;

export function noticeOfBand(rows: readonly NoticeRow[], text: string, told?: number): string | undefined {
  const years = told ?? serviceYears(text);
  if (years === undefined) return undefined;
  const row = rows.find((r) => {
    const band = bandOf(r.seniority);
    return band !== undefined && holds(band, years);
  });
  if (!row) return undefined;
  const resigns = new RegExp(RESIGNS.source).test(text);
  // "mi voglio licenziare" is the worker's resignation: its verb is no dismissal.
  const dismissed = DISMISSED.test(text.replace(RESIGNS, ' '));
  const parts = [
    (!resigns || dismissed) && row.licenziamento && `licenziamento ${row.licenziamento}`,
    (resigns || !dismissed) && row.dimissioni && `dimissioni ${row.dimissioni}`,
  ].filter(Boolean);
  return parts.length ? `${row.seniority}: ${parts.join(' ')}` : undefined;
}
