import { describe, expect, it } from 'vitest';
import { askAgent, openingLine, withUpload } from '../testing/agents.js';

// Session 48 (fixs48c): overtime and night/holiday surcharges worked out for the hours actually asked.
// Metalmeccanici industria (art. 7 sez. IV tit. III): overtime 25% for each day's first 2 hours, 30% beyond;
// shift night-holiday work 60%, 35% with compensatory rest (NT+ Lavoro). Divisor 173; C3 2.211,43, C2 2.064,88
// from June 2026. Logistica non viaggiante: 1/168, weekday overtime 30%, night overtime 50% (2013 table).
const text = (message: string, history: string[] = [], extra: object = {}) =>
  askAgent('calcolo', message, { history, today: '2026-11-28', ...extra }).text;

describe("one day's overtime beyond the first 2 hours is at 30% ('oggi (martedì)', 'ieri, venerdì')", () => {
  it.each([
    'Metalmeccanico industria livello C3, senza scatti: oggi (martedì, giorno feriale) ho fatto 4 ore di straordinario diurno. Quanto mi spetta lordo?',
    'CCNL metalmeccanici industria, C3, solo minimo. Ieri, venerdì, sono rimasto 4 ore di straordinario oltre il turno: quanto mi pagano lordo?',
  ])('%s', (message) => {
    expect(openingLine(text(message))).toContain('65,19 €');
  });

  it("a colleague's 'stesse ore di ieri' keeps the one day", () => {
    const first =
      'Sono C3 metalmeccanico industria senza scatti, ieri (lunedì) ho fatto 3 ore di straordinario diurno: quanto lordo?';
    expect(openingLine(text('e il mio collega C2, stesse 3 ore di ieri?', [first]))).toContain('45,36 €');
  });
});

describe('overtime told as hours a day over a range of weekdays', () => {
  it('3 hours a day from Monday to Wednesday: 9 hours, each day 2 at 25% and 1 at 30%', () => {
    const answer = text(
      'Metalmeccanici industria, livello C3, nessuno scatto. Ho fatto 3 ore di straordinario al giorno da lunedì a mercoledì, tutte diurne: quanto mi spetta lordo?',
    );
    expect(answer).toContain('145,72 €');
  });
});

describe("a shift worker's night-holiday surcharge, the agreement read from the level code and the plant", () => {
  const first =
    'Sono turnista in uno stabilimento siderurgico, livello C2, senza scatti. Il 1° maggio ho lavorato dalle 22 alle 6, senza riposo compensativo: quanto mi spetta di sola maggiorazione per quelle 8 ore di notturno festivo?';
  it('without compensatory rest: 60%', () => {
    const answer = text(first);
    expect(answer).not.toMatch(/Non riesco a identificare/);
    expect(openingLine(answer)).toContain('57,29 €');
  });
  it('with compensatory rest: the 35% the same rate writes', () => {
    const answer = text('e se mi danno il riposo compensativo, per le stesse 8 ore?', [first]);
    expect(openingLine(answer)).toContain('33,42 €');
    expect(answer).toContain('35%');
  });
});

describe("a timesheet's overtime total split by kind in brackets", () => {
  const sheet = [
    'FOGLIO PRESENZE - Magazzino Verona Sud',
    'Dipendente: L. Rossi - CCNL Logistica, trasporto merci e spedizione - personale non viaggiante - livello 5',
    'Orario: 39 ore settimanali, lun-ven',
    'Lun 16/11  turno 06:00-16:00  ordinario 7,8  straordinario 2 (14:00-16:00)',
    'Mar 17/11  turno 06:00-14:00  ordinario 7,8  straordinario 0',
    'Mer 18/11  turno 06:00-15:00  ordinario 7,8  straordinario 1 (14:00-15:00)',
    'Gio 19/11  turno 14:00-24:00  ordinario 7,8  straordinario 2 (22:00-24:00)',
    'Ven 20/11  turno 06:00-14:00  ordinario 7,8  straordinario 0',
    'Totale straordinario: 5 (3 diurne + 2 notturne)',
  ].join('\n');
  it('each kind at its own rate: 3 day hours at 30%, 2 night hours at 50% (each kind rounded, then summed)', () => {
    const answer = text(
      'ecco il foglio presenze, sono al 5° livello, solo minimo: quanto mi spetta per gli straordinari della settimana?',
      [],
      withUpload('presenze.txt', sheet),
    );
    expect(openingLine(answer)).toContain('72,36 €');
  });
});
