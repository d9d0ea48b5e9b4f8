import { describe, expect, it } from 'vitest';
import {
  hoursNoticeRow,
  inHoursBand,
  inSeniorityBand,
  type NoticeRow,
  resignationDays,
  resolvedSide,
} from './notice-rows.js';

// A schedule-based notice, shaped like the domestic agreement's (art. 40): two hours bands, two seniority bands.
const ROWS: NoticeRow[] = [
  {
    levels: ['almeno 25 ore settimanali'],
    seniority: 'fino a 5 anni',
    licenziamento: '15 giorni di calendario',
    dimissioni: 'metà del termine',
  },
  {
    levels: ['almeno 25 ore settimanali'],
    seniority: 'oltre 5 anni',
    licenziamento: '30 giorni di calendario',
    dimissioni: 'metà del termine',
  },
  {
    levels: ['meno di 25 ore settimanali'],
    seniority: 'fino a 2 anni',
    licenziamento: '8 giorni di calendario',
    dimissioni: '8 giorni di calendario',
  },
  {
    levels: ['meno di 25 ore settimanali'],
    seniority: 'oltre 2 anni',
    licenziamento: '15 giorni di calendario',
    dimissioni: '15 giorni di calendario',
  },
];

describe('notice rows', () => {
  it('places years and weekly hours in their bands, the bounds included where the band says so', () => {
    expect(inSeniorityBand('fino a 5 anni', 5)).toBe(true);
    expect(inSeniorityBand('oltre 5 anni', 5)).toBe(false);
    expect(inSeniorityBand('oltre 5 e fino a 10 anni', 7)).toBe(true);
    expect(inHoursBand(['almeno 25 ore settimanali'], 25)).toBe(true);
    expect(inHoursBand(['meno di 25 ore settimanali'], 25)).toBe(false);
    expect(inHoursBand(['fino a 24 ore settimanali'], 24)).toBe(true);
    expect(inHoursBand(['oltre 24 ore settimanali'], 24)).toBe(false);
    expect(inHoursBand(['1° livello'], 30)).toBe(false);
  });

  it('finds the row of the hours and years said; a live-in job without hours is in the open band', () => {
    expect(hoursNoticeRow(ROWS, { weeklyHours: 30, years: 6 })?.licenziamento).toBe(
      '30 giorni di calendario',
    );
    expect(hoursNoticeRow(ROWS, { weeklyHours: 12, years: 1.5 })?.licenziamento).toBe(
      '8 giorni di calendario',
    );
    expect(hoursNoticeRow(ROWS, { livingIn: true, years: 3 })?.licenziamento).toBe('15 giorni di calendario');
    expect(hoursNoticeRow(ROWS, { weeklyHours: 30 })).toBeUndefined();
    expect(hoursNoticeRow(ROWS, { years: 3 })).toBeUndefined();
  });

  it('halves the dismissal term only where the row says so', () => {
    expect(resignationDays(ROWS[0] as NoticeRow)).toEqual({ days: 7.5, halved: true });
    expect(resignationDays(ROWS[3] as NoticeRow)).toEqual({ days: 15, halved: false });
    expect(resolvedSide('metà del termine', '15 giorni di calendario')).toBe(
      '7,5 giorni di calendario (metà dei 15 giorni di calendario)',
    );
    expect(resolvedSide('1 mese', '2 mesi')).toBe('1 mese');
  });
});
