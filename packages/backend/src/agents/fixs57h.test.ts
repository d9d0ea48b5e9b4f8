import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

const text = (agent: string, message: string, history: string[] = []) =>
  askAgent(agent, message, { history }).text;

describe('Operai agricoli e florovivaisti: the national hourly floors, the provincial wage still a gap', () => {
  it('gives the florovivaisti hourly area minimum of the area named', () => {
    const t = text(
      'calcolo',
      'Faccio il vivaista in un vivaio di piante, inquadrato in terza area col contratto operai agricoli: di minimo quanto mi spetta l’ora?',
    );
    expect(openingLine(t)).toContain("7,60 € l'ora");
    expect(openingLine(t)).toMatch(/contratt\w* provincial/);
  });

  it('reads the area of an earlier turn for a follow-up on greenhouse work', () => {
    const t = text('main-agent', 'e per chi sta nelle serre a fare fiori, invece, a ora quant’è?', [
      'Operai agricoli: il minimo di area mensile dell’area prima dal 2025 qual è?',
    ]);
    expect(openingLine(t)).toContain("8,83 € l'ora");
    expect(openingLine(t)).not.toContain('8,09');
  });

  it('lists the three areas when none is named', () => {
    const t = text('calcolo', 'Contratto florovivaisti: minimi orari nazionali per area?');
    expect(openingLine(t)).toMatch(/8,83 €.*8,09 €.*7,60 €/);
  });

  it('works out a monthly-paid worker’s hourly floor over the divisor, with its source’s reserve', () => {
    const t = text(
      'calcolo',
      'Ho un mungitore fisso, tempo indeterminato, area 2 degli operai agricoli: dal minimo mensile che divisore si usa e quanto fa l’ora minima?',
    );
    expect(openingLine(t)).toContain('169');
    expect(openingLine(t)).toContain("7,87 € l'ora");
    expect(openingLine(t)).toContain('1.330,25 € ÷ 169');
    expect(openingLine(t)).toMatch(/fonte del 2014/);
  });

  it('keeps a seasonal worker’s hour and a day’s pay the provincial gap', () => {
    for (const q of [
      'Prendo due stagionali per le serre, contratto operai agricoli e florovivaisti area 3: quanto li pago all’ora di minimo?',
      'Operaio agricolo fisso di area 1: il minimo al giorno quanto fa?',
    ]) {
      const t = text('calcolo', q);
      expect(openingLine(t)).toMatch(/non è nella base di conoscenza/);
      expect(t).not.toMatch(/\d+,\d{2} €/);
    }
  });

  it('says how much the inflation gap of 2022-2023 was and how it is recovered', () => {
    for (const q of [
      'nel contratto degli operai agricoli il recupero dell’inflazione del 2022-2023 come è avvenuto e di quanto era il differenziale?',
      'braccianti, ccnl operai agricoli: l’inflazione del 2022 e 2023 l’hanno poi recuperata? di quanto era il differenziale?',
    ]) {
      const t = text('main-agent', q);
      expect(t).toContain('8,5%');
      expect(t).toContain('3,5%');
      expect(t).toMatch(/27 ottobre 2023/);
    }
  });
});

describe('Operai florovivaisti: the area read from the workers’ grade', () => {
  it('places a qualified nursery worker in Area 2', () => {
    const t = askAgent(
      'main-agent',
      'Un vivaio ci presta un giardiniere qualificato, applicano il contratto florovivaisti: il suo minimo orario nazionale?',
    ).text;
    expect(openingLine(t)).toContain("8,09 € l'ora");
    expect(openingLine(t)).not.toContain('8,83');
  });
});
