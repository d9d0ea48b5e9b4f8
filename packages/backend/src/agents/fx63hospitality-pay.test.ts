import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

// Session 63 (fx63r2a): hospitality and care pay computed on the figures the user gives.
const today = '2026-11-30';
const ask = (message: string, history: string[] = [], agent = 'calcolo') =>
  askAgent(agent, message, { history, today }).text;

describe('tips taxed at 5%: the tax on the sum, the income ceiling', () => {
  it('the tax on the tips given, within 30% of the income', () => {
    const text = ask(
      'Lavoro in pizzeria, nel 2026 mi hanno messo in busta 2.400 € di mance pagate con carta. Reddito 30 mila. Con la tassa agevolata quanto pago?',
    );
    expect(openingLine(text)).toContain('120,00 €');
    expect(text).toContain('5%');
  });
  it('tips past 30% of the income: only the share within it at 5%', () => {
    const text = ask('barista, 5.000 euro di mance e reddito di 10.000 euro: quanto di imposta al 5%?');
    expect(openingLine(text)).toContain('150,00 €');
  });
  it('an income over 75.000 € is not within the relief', () => {
    const first = 'Quanto si paga sulle mance date col bancomat?';
    const text = ask('e la direttrice di sala che prende 90 mila le mance le paga al 5 per cento?', [first]);
    expect(openingLine(text)).toMatch(/^\*\*No\*\*/);
    expect(openingLine(text)).toContain('75.000,00 €');
  });
});

describe('tourism trattamento integrativo speciale: 15% of the night or holiday pay given', () => {
  it('15% of the night pay, tax-free', () => {
    const text = ask(
      'Receptionist notturno in hotel, CCNL turismo, reddito 2025 di 31.000 euro. A marzo 2026 il notturno mi è stato pagato 250 euro lordi: il trattamento integrativo speciale quanto fa?',
    );
    expect(openingLine(text)).toContain('37,50 €');
    expect(openingLine(text)).toMatch(/non concorre al reddito/);
  });
  it('an income over 40.000 € is not within it', () => {
    const text = ask(
      'Albergo, turismo: nel 2025 ho preso 45.000 euro, ho 300 euro di lavoro notturno a giugno 2026, mi spetta il trattamento integrativo speciale?',
    );
    expect(openingLine(text)).toMatch(/^\*\*No\*\*/);
  });
});

describe('2026 substitute tax on surcharges: another sum asked in a follow-up', () => {
  it('past the 1.500 € cap only 225 € of tax', () => {
    const first =
      'Ausiliaria in una cooperativa sociale, reddito 2025 di 28.000 €. Nel 2026 ho 900 € di maggiorazioni notturne e festive: quanto pago con la tassa al 15%?';
    const text = ask('e con 2.600 euro di maggiorazioni che imposta pago?', [first]);
    expect(openingLine(text)).toContain('225,00 €');
    expect(openingLine(text)).toContain('1.500,00 €');
  });
});

describe('Cooperative sociali 14th month: from when it accrues', () => {
  it('the month paid and the date it accrues from', () => {
    const text = ask(
      'Educatrice in cooperativa sociale, lavoro in una RSA: la quattordicesima delle coop quanto vale e quando me la pagano?',
      [],
      'main-agent',
    );
    expect(text).toContain('giugno');
    expect(text).toContain('gennaio 2025');
  });
});

describe('Turismo extras: "mi chiamano come extra" reads the art. 155 table', () => {
  it('called as an extra, level 5, today', () => {
    const text = ask(
      'Mi chiamano come extra nei weekend in hotel (ccnl turismo), 5° livello: quanto all’ora lordo?',
    );
    expect(openingLine(text)).toContain('14,85 €');
    expect(text).not.toMatch(/÷ 172/);
  });
  it('a follow-up moving to a later date', () => {
    const first =
      'Mi chiamano come extra nei weekend in hotel (ccnl turismo), 5° livello: quanto all’ora lordo?';
    const text = ask('e da aprile 2027 a quanto va l ora?', [first]);
    expect(openingLine(text)).toContain('15,16 €');
  });
});
