import { MONTHS } from '../kb/format.js';
import type { TypedRequest } from './request.js';
import { asksPastValue } from './story-month.js';

/**
 * Session 32 (fixs32f): "il titolare mi ha passato le buste di giugno 2025 … Mi dice qual è la retribuzione
 * tabellare del 4° livello in vigore adesso?": a past month named only in the story (a sentence that does not
 * ask) is not the day asked when the asking sentence says now ("adesso", "oggi", "attuale"): today, set as the day asked.
 */
export const NOW_ASKED =
  /\b(?:adesso|oggi|ad oggi|attualmente|attual[ei]|al momento|in questo momento|ora in vigore|in vigore ora)\b/;

const STARTED = new RegExp(
  `\\b(?:dal|da|dall'|assunt\\w*|inizi\\w*|entrat\\w*|partit\\w*)\\s+(?:il\\s+|a\\s+|nel\\s+|in\\s+)?(?:\\d{1,2}°?\\s+)?(?:${MONTHS.join('|')})\\s+20\\d\\d\\b`,
);

export function nowOverStoryDate(request: TypedRequest, text: string, today: string): void {
  const { date, taxYear } = request.slots;
  const year = date?.slice(0, 4) ?? (taxYear !== undefined ? String(taxYear) : undefined);
  if (!year || (date ?? `${year}-12`).slice(0, 7) >= today.slice(0, 7) || asksPastValue(text)) return;
  // ("apprendista dal 1° giugno 2025 … adesso quanto prendo?": a start told is the case's, kept.)
  if (request.slots.hireDate || STARTED.test(text)) return;
  const sentences = text.split(/(?<=[.!?])\s+/);
  if (!sentences.some((s) => /\?\s*$/.test(s) && NOW_ASKED.test(s))) return;
  // The year said only with a month of the story ("le buste di giugno 2025"), never in the asking sentence.
  const month = date ? MONTHS[Number(date.slice(5, 7)) - 1] : `(?:${MONTHS.join('|')})`;
  // (Only a document's month: "le buste di giugno 2025", "i cedolini del marzo 2025", "in busta ha esattamente il
  // minimo tabellare di maggio 2026".)
  const said = new RegExp(
    `\\b(?:bust[ae]|cedolin[oi]|prospett[oi] paga)\\b[^.?!]{0,40}?\\b(?:di|del|dell'|a)\\s*(?:\\d{1,2}°?\\s+)?${month}\\s+(?:del |dell'anno )?${year}\\b`,
  );
  const where = sentences.filter((s) => said.test(s));
  const yearAlone = sentences.some((s) =>
    new RegExp(`\\b${year}\\b`).test(s.replace(new RegExp(said, 'g'), ' ')),
  );
  if (!where.length || yearAlone || where.some((s) => /\?\s*$/.test(s))) return;
  request.slots.date = today;
  if (taxYear !== undefined && String(taxYear) === year) request.slots.taxYear = undefined;
}

/**
 * "assunta a settembre 2025 … adesso, novembre 2026, è nel 15° mese": a month and year said as now are the day
 * asked, whatever date of the story (a hire, a past payslip) was read first. The hire stays the hire.
 */
const NOW_SAID_MONTH = new RegExp(
  String.raw`\b(?:adesso|oggi|ad oggi|ora|attualmente|al momento)\s*(?:,|:|\(|-|–)?\s*(?:cioe\s+|siamo\s+(?:a|ad|in)\s+|a\s+|ad\s+|in\s+)?(?:\d{1,2}°?\s+)?(${MONTHS.join('|')})\s+(20\d\d)\b`,
);

export function nowSaidDate(request: TypedRequest, text: string): void {
  const m = NOW_SAID_MONTH.exec(text);
  if (!m) return;
  const month = String(MONTHS.indexOf(m[1] as string) + 1).padStart(2, '0');
  request.slots.date = `${m[2]}-${month}-01`;
  request.slots.taxYear = Number(m[2]);
}
