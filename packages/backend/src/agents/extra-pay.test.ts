import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

// Session 50 (fixs50i): the Turismo extra workers' hourly table (art. 155), at the level and date asked.
const today = '2026-11-28';
const ask = (message: string, history: string[] = [], agent = 'calcolo') =>
  askAgent(agent, message, { history, today }).text;

describe('Turismo: the hourly pay of an extra worker is the art. 155 table, not the minimum ÷ 172', () => {
  it('a 5th-level kitchen help called for a banquet in July 2026', () => {
    const text = ask(
      'Albergo in Trentino, CCNL turismo. Il 18 luglio 2026 prendo un aiuto cuoco extra per un banchetto, 5° livello: che paga oraria gli spetta?',
    );
    expect(openingLine(text)).toContain('14,85 €');
    expect(text).not.toMatch(/÷ 172/);
  });
  it('the rate before May 2026 is the June 2025 one', () => {
    const text = ask(
      'Hotel con contratto Federalberghi: a marzo 2026 un facchino extra di 6° livello, quanto va pagato l’ora?',
    );
    expect(openingLine(text)).toContain('13,74 €');
  });
  it('a follow-up changing only the level keeps the extra table', () => {
    const first =
      'Hotel Federalberghi, il 10 ottobre 2026 chiamo una barista extra al 4° livello: quanto la pago all’ora?';
    const text = ask('e al 7°? quanto all’ora', [first]);
    expect(openingLine(text)).toContain('13,13 €');
  });
  it('no level: the table of the date, every level', () => {
    const text = ask(
      'Quanto si pagano all’ora i lavoratori extra negli alberghi col CCNL turismo?',
      [],
      'main-agent',
    );
    expect(openingLine(text)).toMatch(/13,13 €.*15,58 €/);
    expect(text).toContain('14,20 €');
  });
  it('FIPE holds no such table: still the stated gap', () => {
    const text = ask(
      'Ristorante FIPE: un cameriere extra al 4° livello per una cena di gala, quanto lo pago all’ora?',
    );
    expect(openingLine(text)).not.toMatch(/15,58/);
  });
  it('extras of a restaurant told beside a hotel: the gap, no hotel figure', () => {
    const text = ask(
      'Abbiamo un ristorante e un piccolo hotel: per la festa di fine anno chiamiamo tre ragazzi extra in sala. Quanto va la paga oraria lorda degli extra?',
    );
    expect(openingLine(text)).toMatch(/non è nella base di conoscenza/);
    expect(text).not.toMatch(/\d+,\d\d €/);
  });
});
