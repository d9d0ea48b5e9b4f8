import { describe, expect, it } from 'vitest';
import { askAgent, openingLine, withUpload } from '../testing/agents.js';

// Session 47 (fixs47e): calcolo on ordinary agreements — overtime by the day and by the week, the 13th of a
// contract across two years, an hourly rate followed up at a later date, a net with the comune left out.
const answer = (message: string, history: string[] = [], extra = {}) =>
  askAgent('calcolo', message, { history, ...extra }).text;

const SHEET = [
  'FOGLIO ORE - Carpenteria Nord S.r.l.',
  'Operaio: ROSSI MARCO - Livello C3 - CCNL Metalmeccanica Industria',
  'Orario: 8 ore al giorno, 40 settimanali',
  '',
  'Giorno        Entrata  Uscita  Pausa   Ore ordinarie  Ore straordinario',
  'Lun 09/11     08:00    18:30   30min   8              2',
  'Mar 10/11     08:00    18:30   30min   8              2',
  'Mer 11/11     08:00    17:30   30min   8              1',
  'Gio 12/11     08:00    18:30   30min   8              2',
  'Ven 13/11     08:00    16:30   30min   8              0',
  'TOTALE                                 40             7',
].join('\n');

describe('a timesheet with a pause column and its own overtime column', () => {
  it('reads each day as exit less entry less the pause, and values each day’s first 2 hours at 25%', () => {
    // C3 from 1.6.2026: 2.211,43 € / 173 = 12,7828 €; × 1,25 × 7 hours = 111,85 € (no day beyond 2 hours)
    const text = openingLine(
      answer(
        'Quanto devo mettere in busta per gli straordinari di questo foglio? Solo minimo tabellare.',
        [],
        withUpload('foglio-rossi.txt', SHEET),
      ),
    );
    expect(text).toContain('7 ore di straordinario');
    expect(text).toContain('111,85 €');
  });
});

describe('the 13th of a fixed-term contract running into next year, asked for the December payslip', () => {
  it('counts the months of the hire year up to December', () => {
    // Commercio 5°: 1.691,70 € × 2/12 = 281,95 €
    const text = openingLine(
      answer(
        'Contratto stagionale dal 1° novembre 2026 al 28 febbraio 2027, commercio 5° livello, tempo pieno: a dicembre quanta tredicesima mi pagano?',
      ),
    );
    expect(text).toContain('2/12');
    expect(text).toContain('281,95 €');
  });
  it('a colleague "preso dal 1° settembre" is counted from his own hire', () => {
    // Commercio 4°: 1.818,75 € × 4/12 = 606,25 €
    const text = openingLine(
      answer(
        'e il mio collega che l’hanno preso dal 1° settembre, sempre 4° livello? a dicembre quanto gli danno di 13esima?',
        [
          'Sono a termine dal 1° novembre 2026 al 31 gennaio 2027, commercio 4° livello: quanto mi spetta di tredicesima nella busta di dicembre?',
        ],
      ),
    );
    expect(text).toContain('4/12');
    expect(text).toContain('606,25 €');
  });
});

describe('weekly overtime bands when the week’s total is told', () => {
  it('"arrivando a 46 ore in tutto" keeps the hours within the 48th at 15%', () => {
    // Commercio 3°: 2.024,38 € / 168 = 12,0499 €; × 1,15 × 6 = 83,14 €
    const text = openingLine(
      answer(
        'Commercio 3° livello, la settimana scorsa 6 ore di straordinario, arrivando a 46 ore in tutto: quanto valgono lorde?',
      ),
    );
    expect(text).toContain('15%');
    expect(text).toContain('83,14 €');
  });
  it('"le mie 40 ore" already done are the week, not extra hours: the Sunday hours alone are valued', () => {
    // Commercio 5°: 1.691,70 € / 168 = 10,0696 €; × 1,30 × 4 = 52,36 €
    const text = openingLine(
      answer(
        'Commercio 5° livello: avevo già fatto tutte le mie 40 ore in settimana e domenica ne ho lavorate altre 4 di straordinario. Quanto mi spetta?',
      ),
    );
    expect(text).toContain('30%');
    expect(text).toContain('52,36 €');
  });
  it('overtime moved "non di domenica ma il venerdì" in a follow-up is weekday overtime', () => {
    // Commercio 5°: 10,0696 € × 1,15 × 4 = 46,32 €
    const text = openingLine(
      answer(
        'E la settimana dopo? Le 4 ore in più non le ho fatte di domenica ma il venerdì sera, prima delle 22.',
        [
          'Commercio 5° livello: avevo già fatto tutte le mie 40 ore in settimana e domenica ne ho lavorate altre 4 di straordinario. Quanto mi spetta?',
        ],
      ),
    );
    expect(text).toContain('15%');
    expect(text).toContain('46,32 €');
    expect(text).not.toContain('52,36');
  });
});

describe('an hourly rate followed up at a later date in chat spelling', () => {
  it('"da dicembre cn l aumento" keeps the hourly rate asked', () => {
    // Studi professionali 4° from 1.12.2026: 1.614,12 € / 170 = 9,49 €
    const text = openingLine(
      answer('e da dicembre cn l aumento quanto viene?', [
        'Quanto è la paga oraria del 4° livello degli studi professionali?',
      ]),
    );
    expect(text).toContain('9,49 €');
  });
});

describe('a net asked with the municipal surcharge left out', () => {
  it('a comune the knowledge base lacks is no gap when the question sets its surcharge aside', () => {
    // 2025, RAL 24.000 €: INPS 2.205,60; IRPEF 5.012,71 − 2.477,99 − 1.000 = 1.534,73; Veneto 1,23% 268,07
    const text = openingLine(
      answer(
        'Cameriere a Peschiera del Garda, RAL 24.000 euro nel 2025, tempo indeterminato, nessun familiare a carico: escludendo l’addizionale comunale, quanto ha preso netto in tutto l’anno?',
      ),
    );
    expect(text).not.toContain('non è presente');
    expect(text).toContain('19.991,60 €');
  });
});
