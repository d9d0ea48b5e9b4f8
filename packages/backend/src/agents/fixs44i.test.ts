import { describe, expect, it } from 'vitest';
import { readQuestion } from '../reader/read.js';
import { askAgent, testKb as kb, openingLine, TEST_TODAY } from '../testing/agents.js';

const read = (history: string[], message: string) =>
  readQuestion({ kb, message, history, categories: [], today: TEST_TODAY });

describe('part-time, overtime, night and TFR calculations (fixs44i)', () => {
  it('a follow-up "a 20 ore invece di 30" replaces the part-time hours', () => {
    const r = read(
      [
        'Part-time a 30 ore settimanali, 6° livello CCNL industria alimentare: minimo mensile riproporzionato?',
      ],
      'e se la mettiamo a 20 ore invece di 30?',
    );
    expect(r.slots.weeklyHours).toBe(20);
  });

  it('a colleague "a tempo pieno" drops the part-time hours of the earlier turn', () => {
    const r = read(
      ['Multiservizi 2° livello, part-time 20 ore a settimana: quanto è il mio minimo?'],
      'la mia collega a tempo pieno, stesso livello, se fa 4 ore di straordinario a Natale quanto prende?',
    );
    expect(r.slots.weeklyHours).toBeUndefined();
  });

  it('the level’s table minimum is not scaled up to a full-time pay for a part-timer’s overtime', async () => {
    // Multiservizi 2° livello from 1.10.2026: 1.403,17 / 173 = 8,11 € the hour, +65% festivo.
    const a = await askAgent(
      'calcolo',
      'Multiservizi 2° livello, part-time 20 ore a settimana: quanto vale un’ora di straordinario festivo?',
    );
    expect(openingLine(a.text)).toContain('13,38 €');
  });

  it('Saturday overtime "per gli ordini di Natale" is not holiday overtime', () => {
    const r = read(
      [],
      'sabato facciamo 6 ore di straordinario diurno per gli ordini di natale, paga oraria 11,20, ccnl alimentare industria: quanto gli viene?',
    );
    expect(r.slots.overtimeKind).toBe('straordinario');
  });

  it('a night allowance paid per night is the band of the night hours times the nights', async () => {
    // Cooperative sociali: 12,39 € a night from 5 night hours; 6,20 € for 2-4.
    const a = await askAgent(
      'calcolo',
      'cooperativa sociale, questo mese ho fatto 3 notti dalle 22 alle 6: quanto mi spetta di indennità notturna?',
    );
    expect(openingLine(a.text)).toContain('37,17 €');
    const b = await askAgent('calcolo', 'e se quelle 3 volte fossero state dalle 3 alle 6?', {
      history: [
        'cooperativa sociale, questo mese ho fatto 3 notti dalle 22 alle 6: quanto mi spetta di indennità notturna?',
      ],
    });
    expect(openingLine(b.text)).toContain('18,60 €');
  });

  it('a season’s pay told "in tutto" is the TFR base of the period, whatever else is asked', async () => {
    const a = await askAgent(
      'calcolo',
      'lavoro stagionale da ottobre a dicembre, ho preso lordo in tutto 5.400 euro. quanto tfr matura? e quanto resta tolto lo 0,5 del fondo di garanzia?',
    );
    expect(openingLine(a.text)).toContain('373,00 €');
    expect(a.text).not.toContain('1.305,50');
  });

  it('a follow-up that asks no value of its own opens with the increase alone, as the turn before asked', async () => {
    const before =
      'ccnl industria alimentare, turnista 8 ore di notte 22-6, paga oraria 11,20: a quanto ammonta la sola maggiorazione notturna?';
    const a = await askAgent('calcolo', 'e se non è in turno, stesse 8 ore e stessa paga?', {
      history: [before],
    });
    // 11,20 × 40% (notturno non in turni) × 8 = 35,84 €.
    expect(openingLine(a.text)).toContain('35,84 €');
  });

  it('the part-time share is written as hours over hours ("24/40")', async () => {
    const a = await askAgent('calcolo', 'part-time 24 ore, 4° livello commercio: minimo mensile lordo?');
    expect(a.text).toContain('24/40');
  });
});
