import { indexOf } from '../kb/documents.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citePassage } from './answer.js';
import { compose } from './compose.js';
import type { AgentContext } from './context.js';
import { statedAgreement } from './document-facts.js';
import { documentText } from './document-request.js';
import { type NightWorkersBand, nightWorkersBand } from './night-band.js';
import { timesheetDays } from './timesheet-hours.js';

/**
 * "quante ore di notturno (22-6) ho fatto questa settimana?" beside a shift roster or a timesheet: the hours of
 * its rows' time ranges that fall in the night window — the one the question (or the document) gives as
 * "22-6" or "dalle 22 alle 6", else 22–6, said as the assumption — counted day by day, a shift past midnight
 * ("22:00-06:00") whole. Undefined unless the question asks a count of night hours and the document has at
 * least two days with time ranges.
 */

const ASKS_NIGHT_COUNT =
  /\bquant[ei] (?:delle (?:mie |sue |tue )?ore )?(?:sono|risultano) notturn\w*|\bquant[ei] (?:sono (?:le )?)?ore (?:di |del )?(?:lavoro )?(?:notturn\w*|di notte|notte)\b|\bore (?:di |del )?(?:lavoro )?notturn\w*\b[^?]{0,40}\b(?:quant[ei]|conta\w*|somma\w*|total\w*)\b|\bquant[ei] (?:ore )?(?:ne )?(?:ho|ha|abbiamo) (?:fatt[ei]|lavorat[ei]) (?:di notte|notturn\w*|in notturno)\b/;
const WINDOW =
  /\bdalle (?:ore )?(\d{1,2})(?:[:.]00)? alle (?:ore )?(\d{1,2})(?:[:.]00)?\b|\b(\d{1,2})(?:[:.]00)?\s*[-–]\s*(\d{1,2})(?:[:.]00)?\b(?![:.]\d)/g;
const NIGHT_WORD = /notturn|\bnotte\b/;
const RANGE = /\b(\d{1,2})[:.](\d{2})\s*[-–]\s*(\d{1,2})[:.](\d{2})\b/g;
const DAY_MINUTES = 24 * 60;

/** The night window a text names beside "notturno"/"notte" ("(22-6)", "dalle 22 alle 6"), in minutes. */
function windowOf(text: string): { from: number; to: number } | undefined {
  for (const m of text.matchAll(WINDOW)) {
    const at = m.index ?? 0;
    const near = text.slice(Math.max(0, at - 30), at + m[0].length + 30);
    const from = Number(m[1] ?? m[3]);
    const to = Number(m[2] ?? m[4]);
    if (NIGHT_WORD.test(near) && from >= 18 && from <= 24 && to >= 4 && to <= 8)
      return { from: from * 60, to: to * 60 };
  }
  return undefined;
}

/** Minutes of [start, end) inside the night window, for a shift that may pass midnight (end up to two days). */
function nightMinutes(start: number, end: number, night: { from: number; to: number }): number {
  let total = 0;
  for (let day = -1; day <= 1; day++) {
    const from = day * DAY_MINUTES + night.from;
    const to = (day + 1) * DAY_MINUTES + night.to;
    total += Math.max(0, Math.min(end, to) - Math.max(start, from));
  }
  return total;
}

const hoursSaid = (minutes: number) => (minutes / 60).toLocaleString('it-IT', { maximumFractionDigits: 2 });

// The agreement's own night band, as its rates text states it ("è notturno il lavoro tra le 24 e le 6").
const AGREED_WINDOW =
  /\bnotturn\w* (?:e )?(?:il lavoro )?(?:svolto )?(?:tra|dalle) (?:le )?(\d{1,2}) (?:e|alle) (?:le )?(\d{1,2})\b/;

type Window = { from: number; to: number; name?: string; band?: NightWorkersBand };
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
// A night worker by law (D.Lgs. 66/2003): at least 3 hours of each working day in the night period.
const NIGHT_WORKER_MINUTES = 180;

/**
 * The night band of the agreement the document names, in minutes; undefined when its data states none. A roster
 * whose every shift holds 3 hours of the band the agreement writes for night workers (Turismo's 23:30–6:30 in
 * hotels) is a night worker's: that band, with its own surcharge (night-band.ts).
 */
function agreedWindow(ctx: AgentContext, text: string): Window | undefined {
  const ccnl = statedAgreement(ctx.kb, text);
  if (!ccnl) return undefined;
  const band = nightWorkersBand(ccnl, readable(text));
  if (band) {
    const window = { from: minutesOf(band.from), to: minutesOf(band.to), name: ccnl.short_name, band };
    const days = countDays(text, window);
    if (days.length && days.every((d) => d.minutes >= NIGHT_WORKER_MINUTES)) return window;
  }
  const m = AGREED_WINDOW.exec(readable(ccnl.rates.text ?? ''));
  if (!m) return undefined;
  return { from: Number(m[1]) * 60, to: Number(m[2]) * 60, name: ccnl.short_name };
}

const clock = (minutes: number) =>
  minutes % 60 ? `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}` : `${minutes / 60}`;

/** The roster's night hours (minutes), counted in the band the question, the document or the agreement gives. */
export function rosterNight(ctx: AgentContext) {
  const question = readable(ctx.message);
  const text = documentText(ctx);
  const agreed = agreedWindow(ctx, text);
  const said = windowOf(question) ?? windowOf(readable(text)) ?? agreed;
  const night = said ?? { from: 22 * 60, to: 6 * 60 };
  const days = countDays(text, night);
  if (days.length < 2) return undefined;
  const total = days.reduce((sum, d) => sum + d.minutes, 0);
  const band = `${clock(night.from)}–${clock(night.to)}`;
  return { days, total, band, said, agreed: said === agreed ? agreed : undefined };
}

/** Each roster day's minutes inside the night window, with its label. */
function countDays(text: string, night: { from: number; to: number }) {
  return timesheetDays(text)
    .map((day) => {
      let minutes = 0;
      let ranges = 0;
      for (const r of day.line.matchAll(RANGE)) {
        const start = Number(r[1]) * 60 + Number(r[2]);
        let end = Number(r[3]) * 60 + Number(r[4]);
        if (start >= DAY_MINUTES || end > DAY_MINUTES) continue;
        if (end <= start) end += DAY_MINUTES;
        minutes += nightMinutes(start, end, night);
        ranges++;
      }
      const label =
        day.line
          .split(/[:]\s|\s{2,}/)[0]
          ?.replace(/\s+\d{1,2}[:.]\d{2}.*$/, '')
          .trim() ?? '';
      return { label, minutes, ranges };
    })
    .filter((d) => d.ranges > 0);
}

/** The opening line that counts the document's night hours, or undefined (see above). */
export function nightHoursLine(ctx: AgentContext): string | undefined {
  if (!ctx.documents.length || !ASKS_NIGHT_COUNT.test(readable(ctx.message))) return undefined;
  const roster = rosterNight(ctx);
  if (!roster) return undefined;
  const { days, total, band, said, agreed } = roster;
  const worked = days.filter((d) => d.minutes > 0);
  const detail = worked.length
    ? `: ${worked.map((d) => `${d.label} ${hoursSaid(d.minutes)} ${d.minutes === 60 ? 'ora' : 'ore'}`).join(', ')}`
    : '';
  const assumed = said
    ? ''
    : ` La fascia ${band} è un'ipotesi: se il tuo contratto ne fissa un'altra, indicala e rifaccio il conto.`;
  const of = agreed?.band
    ? ` (la fascia dei lavoratori notturni del ${agreed.name}, ${agreed.band.article ?? 'testo del contratto'})`
    : agreed
      ? ` (la fascia notturna del ${agreed.name})`
      : '';
  return `Dal documento risultano **${hoursSaid(total)} ${total === 60 ? 'ora' : 'ore'} di lavoro notturno** nella fascia ${band}${of}${detail}.${assumed}`;
}

/** The night hours' count alone, with the roster cited. */
export function nightHoursAnswer(ctx: AgentContext): AgentAnswer | undefined {
  const line = nightHoursLine(ctx);
  if (!line) return undefined;
  const passages = ctx.documents.flatMap((d) => indexOf(d).passages).slice(0, 1);
  return compose({
    answer: line,
    citations: passages.map((p) => citePassage(p, `Documento caricato: ${p.fileName}`)),
    related: [],
  });
}
