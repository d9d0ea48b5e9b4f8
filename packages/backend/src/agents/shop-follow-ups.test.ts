import { describe, expect, it } from 'vitest';
import { askAgent, openingLines as opening } from '../testing/agents.js';

// Commercio 4° livello from November 2026: 1.818,75 / 168 = 10,8259 an hour; 30% of it = 3,2478.
const SUNDAY_SHIFT =
  'faccio la cassiera al 4° livello del commercio, la domenica lavoro 6 ore nel mio turno normale: quanto prendo in più per la domenica?';

describe('Sunday and holiday hours in a shop (Commercio)', () => {
  it('an ordinary Sunday shift earns the Sunday surcharge, not a gap', () => {
    const { text } = askAgent('calcolo', SUNDAY_SHIFT);
    // 6 × 3,2478 = 19,49.
    expect(opening(text)).toContain('19,49');
    expect(opening(text)).toContain('30%');
    expect(text).not.toContain('non è nella base di conoscenza');
  });

  it('a part-timer asking the same Sunday hours keeps the surcharge per hour', () => {
    const { text } = askAgent(
      'calcolo',
      'e se fossi part-time a 30 ore cambia qualcosa per quelle 6 ore della domenica?',
      { history: [SUNDAY_SHIFT] },
    );
    expect(opening(text)).toContain('19,49');
    expect(opening(text)).not.toContain('i diritti restano quelli del tempo pieno');
  });

  it('holiday hours worked are paid whole with the surcharge, on top of the month', () => {
    const { text } = askAgent(
      'calcolo',
      'commesso 4° livello commercio, il 25 aprile mi fanno fare 6 ore al negozio: lo stipendio è pieno lo stesso, ma per quelle ore cosa mi devono in più?',
    );
    // 10,8259 × 1,30 = 14,0737; × 6 = 84,44 (the surcharge alone, 19,49, is not what is owed).
    expect(opening(text)).toContain('84,44');
    expect(text).not.toContain('19,49');
  });
});

describe('follow-ups that change one figure of a shop worker', () => {
  it("a colleague's weekly hours replace the earlier part-timer's", () => {
    const { text } = askAgent('calcolo', 'e la collega che lavora 16 ore, sempre 4° livello?', {
      history: ['sono part-time 30 ore, 4° livello commercio: quanto mi spetta lordo al mese?'],
    });
    // 1.818,75 × 16/40 = 727,50.
    expect(opening(text)).toContain('727,50');
    expect(opening(text)).not.toContain('1.364,06');
  });

  it("today's minimum after a tranche named as behind it, not the next tranche", () => {
    const { text } = askAgent(
      'calcolo',
      'e ad oggi, dopo la tranche di giugno 2026, quanto vale il minimo del C3?',
      { history: ['quanto era il minimo del C3 metalmeccanici a marzo 2026?'] },
    );
    expect(opening(text)).toContain('2.211,43');
    expect(text).not.toContain('2.271,01');
  });

  it('the same holidays on a five-day week, counted on six days', () => {
    const { text } = askAgent(
      'main-agent',
      'e il collega che lavora dal lunedì al venerdì ne ha di meno o sono gli stessi giorni?',
      { history: ['quanti giorni di ferie ha un magazziniere full time nel commercio?'] },
    );
    expect(opening(text)).toContain('26 giorni');
    expect(text).toMatch(/6 giorni|sabato/);
  });
});

describe('the 5% substitute tax on an increase the user gives', () => {
  it('says the tax on each month of the increase', () => {
    const { text } = askAgent(
      'calcolo',
      "commercio 5° livello, nel 2025 ho avuto 28.000 euro di reddito da lavoro dipendente: l'aumento di 40 euro al mese del rinnovo come viene tassato e quanto pago di imposta ogni mese?",
    );
    // 40 × 5% = 2,00.
    expect(text).toContain('5%');
    expect(text).toContain('2,00 €');
  });
});
