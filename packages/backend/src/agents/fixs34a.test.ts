import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';
import { NASPI_YEAR_VALUES } from './naspi-facts.js';

describe('fixs34a: the NASpI benefit answered from the law and the year’s INPS figures', () => {
  it('the starting amount from the average pay: 75% up to the reference pay plus 25% of the excess', () => {
    const answer = askAgent(
      'calcolo',
      'mi hanno lasciato a casa, prendevo in media 2.300 euro lordi al mese: a quanto ammonta la naspi nei primi mesi?',
    );
    // 75% × 1.456,72 = 1.092,54; 25% × 843,28 = 210,82; 1.303,36 (below the 1.584,70 ceiling).
    expect(openingLine(answer.text)).toContain('1.303,36 €');
    expect(answer.text).toContain('25% × 843,28 = 210,82');
    expect(answer.text).toContain('INPS circ. n. 4 del 28 gennaio 2026');
  });
  it('a high pay is capped at the year’s monthly ceiling', () => {
    const answer = askAgent('calcolo', 'guadagnavo 4.000 euro lordi al mese, quanto mi daranno di naspi?');
    expect(openingLine(answer.text)).toContain('1.584,70 €');
    expect(NASPI_YEAR_VALUES[2026]?.max).toBe(1584.7);
  });
  it('the duration is half the weeks of contributions of the last 4 years', () => {
    const answer = askAgent(
      'calcolo',
      'sono stato licenziato, negli ultimi quattro anni ho lavorato 2 anni: per quanto tempo mi pagano la naspi?',
    );
    expect(openingLine(answer.text)).toContain('52 settimane');
  });
  it('a resignation is No, a resignation for just cause (unpaid wages) is yes', () => {
    const answer = askAgent(
      'main-agent',
      'se do le dimissioni perché il datore non mi paga lo stipendio da due mesi, ho diritto alla disoccupazione?',
    );
    expect(openingLine(answer.text)).toMatch(/^\*\*No\*\*/);
    expect(openingLine(answer.text)).toContain('giusta causa');
  });
  it('a question that only asks about a just-cause resignation is yes', () => {
    const answer = askAgent('main-agent', 'con le dimissioni per giusta causa la naspi spetta?');
    expect(openingLine(answer.text)).toMatch(/^\*\*Sì\*\*/);
  });
  it('the employer’s extra NASpI contribution is still the contribution, not the benefit', () => {
    const answer = askAgent(
      'calcolo',
      'Assumo una commessa a tempo determinato, imponibile 1.800 euro al mese: quanto pago di contributo addizionale NASpI?',
    );
    expect(openingLine(answer.text)).toContain('25,20 €');
  });
});

describe('fixs34a: an employee who stops coming to work, asked by the employer', () => {
  it('gives the 15 days, the labour office and no NASpI', () => {
    const answer = askAgent(
      'main-agent',
      'Il mio magazziniere non si presenta da 20 giorni e non risponde. Posso considerarlo dimesso? A chi lo devo comunicare?',
    );
    expect(openingLine(answer.text)).toContain('15 giorni');
    expect(openingLine(answer.text)).toContain('Ispettorato territoriale del lavoro');
    expect(openingLine(answer.text)).toContain('non ha diritto alla NASpI');
  });
});
