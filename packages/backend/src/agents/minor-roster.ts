import { employmentRule } from '../kb/employment-rules.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { documentText } from './document-request.js';
import { ruleCitations } from './law-beside-agreements.js';

/**
 * A roster uploaded for a worker whose birth date makes them a minor on the days listed ("nato il 10/03/2009",
 * "Lun 13/07: 17:00-23:30"), asked whether it can be worked: the law forbids a minor's night work (L. 977/1967,
 * art. 15: the hours between 22 and 6, or 23 and 7), so the shifts past 22 open the answer, then the 8 hours a day
 * and 40 a week. Undefined without a minor's birth date, a shift past 22 or a question on the shifts.
 */

const BORN = /\bnat[oa] il (\d{1,2})\/(\d{1,2})\/(\d{4})\b/i;
const DAY_SHIFTS =
  /(\d{1,2})\/(\d{1,2})(?:\/(\d{4}))?\s*:?\s*((?:\d{1,2}[:.]\d{2}\s*-\s*\d{1,2}[:.]\d{2}(?:[ \t]*(?:\/|,|\+|e)[ \t]*)?)+)/g;
const RANGE = /(\d{1,2})[:.](\d{2})\s*-\s*(\d{1,2})[:.](\d{2})/g;
const ASKED =
  /\bturn\w*|\bseral\w*|\bserat\w*|\bnott\w*|\borari\w*|\b(?:va|vanno) bene\b|\bregolar\w*|\bcosi\b|\bpuo lavorare\b|\bfarlo lavorare\b|\bfarla lavorare\b/;

interface Shift {
  day: string;
  span: string;
  hours: number;
  night: boolean;
}

function shiftsOf(text: string): { date: string; shifts: Shift[] }[] {
  const year = /\b(20\d{2})\b/.exec(text.replace(BORN, ''))?.[1];
  return [...text.matchAll(DAY_SHIFTS)].flatMap((m) => {
    const y = m[3] ?? year;
    if (!y) return [];
    const date = `${y}-${String(m[2]).padStart(2, '0')}-${String(m[1]).padStart(2, '0')}`;
    const shifts = [...(m[4] ?? '').matchAll(RANGE)].map((r) => {
      const start = Number(r[1]) * 60 + Number(r[2]);
      let end = Number(r[3]) * 60 + Number(r[4]);
      if (end <= start) end += 24 * 60;
      return {
        day: `${m[1]}/${m[2]}`,
        span: `${r[1]}:${r[2]}-${r[3]}:${r[4]}`,
        hours: (end - start) / 60,
        night: end > 22 * 60 || start < 6 * 60,
      };
    });
    return [{ date, shifts }];
  });
}

function ageAt(born: [number, number, number], date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [by, bm, bd] = born;
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

const hoursText = (h: number) => String(Math.round(h * 100) / 100).replace('.', ',');

export function minorRoster(ctx: AgentContext): AgentAnswer | undefined {
  if (!ctx.documents.length || !ASKED.test(readable(ctx.message))) return undefined;
  const text = documentText(ctx);
  const born = BORN.exec(text);
  if (!born) return undefined;
  const birth = [Number(born[3]), Number(born[2]), Number(born[1])] as [number, number, number];
  const days = shiftsOf(text).filter((d) => ageAt(birth, d.date) < 18);
  const late = days.flatMap((d) => d.shifts.filter((s) => s.night));
  if (!days.length || !late.length) return undefined;
  const age = ageAt(birth, days[0]?.date as string);
  const night = employmentRule('minor_night');
  const hours = employmentRule('minor_hours');
  const daily = days.map((d) => d.shifts.reduce((s, x) => s + x.hours, 0));
  const week = daily.reduce((s, h) => s + h, 0);
  const overDay = days.filter((_, i) => (daily[i] ?? 0) > 8).map((d) => d.shifts[0]?.day);
  const limits =
    week <= 40 && !overDay.length
      ? `Le ore (${hoursText(week)} in settimana, al massimo ${hoursText(Math.max(...daily))} al giorno) restano entro le ${bold('8 ore al giorno e 40 alla settimana')} dei minori, senza straordinari (${hours.reference}): il problema è l’orario notturno, non il totale.`
      : `Anche le ore superano i limiti dei minori, ${bold('8 ore al giorno e 40 alla settimana')} (${hours.reference})${overDay.length ? `: più di 8 ore il ${overDay.join(', ')}` : ''}${week > 40 ? `; ${hoursText(week)} ore in settimana` : ''}.`;
  return compose({
    answer: `${bold('No')}, non così: nato il ${born[1]}/${born[2]}/${born[3]}, nei giorni dei turni ha ${age} anni ed è ${bold('minorenne')}, e per legge (${night.reference}) i minori non possono lavorare di notte, cioè ${bold('dalle 22 alle 6')} (o dalle 23 alle 7): ${late.length === 1 ? 'il turno' : 'i turni'} ${late.map((s) => `del ${s.day} (${s.span})`).join(', ')} ${late.length === 1 ? 'va' : 'vanno'} oltre le 22 e ${late.length === 1 ? 'va chiuso' : 'vanno chiusi'} entro le 22. ${limits}`,
    steps: [
      `La regola (${night.reference}): ${night.text}.`,
      `La regola (${hours.reference}): ${hours.text}`,
    ],
    assumptions: [
      'Età calcolata dalla data di nascita del documento al giorno di ogni turno; le eccezioni per forza maggiore non riguardano i turni programmati.',
    ],
    citations: [...ruleCitations(night), ...ruleCitations(hours)],
    related: [],
  });
}
