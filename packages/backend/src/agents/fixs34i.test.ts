import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

const TODAY = '2026-11-26';

describe('domestic sick days by seniority', () => {
  it('keeps the whole rule when "in un anno" is the period, not a seniority', async () => {
    const a = await askAgent('main-agent', 'e se si ammala quanti giorni le devo pagare in un anno?', {
      history: ['La mia colf lavora con noi da 3 anni.'],
      today: TODAY,
    });
    expect(openingLine(a.text)).toContain('15 giorni');
    expect(a.text).toContain('50%');
  });

  it('states only the band that holds the seniority told', async () => {
    const a = await askAgent(
      'main-agent',
      'La badante di mio padre, livello BS, lavora con noi da un anno e mezzo. Quanti giorni di malattia le dobbiamo pagare in un anno e in che misura?',
      { today: TODAY },
    );
    expect(openingLine(a.text)).toContain('10 giorni');
    expect(a.text).toContain('50%');
    expect(a.text).not.toMatch(/\b8 giorni|\b15 giorni/);
  });
});

describe('a month told in the past before the next tranche', () => {
  it('reads "a luglio ho visto l\'aumento" as the July gone and gives the tranche after it', async () => {
    const a = await askAgent(
      'main-agent',
      "Contratto chimico-farmaceutico industria, categoria D1. A luglio ho visto l'aumento in busta: quando arriva il prossimo aumento e di quanto?",
      { today: TODAY },
    );
    expect(openingLine(a.text)).toContain('1° luglio 2027');
    expect(openingLine(a.text)).toContain('60,00 €');
  });
});

describe('a minimum asked at a table only derived', () => {
  it('opens with the gap and states no figure', async () => {
    const a = await askAgent(
      'main-agent',
      'CCNL chimico-farmaceutico, categoria D1: qual è il minimo mensile in vigore oggi?',
      { today: TODAY },
    );
    expect(openingLine(a.text)).toMatch(
      /^\*\*La tabella dei minimi in vigore per .* non è nella base di conoscenza\*\*/,
    );
    expect(openingLine(a.text)).toContain('1° luglio 2027');
    expect(a.text).not.toMatch(/\d\.\d{3},\d{2} €/);
  });

  it('keeps the figures of a derived table the knowledge base rates higher', async () => {
    const a = await askAgent('main-agent', 'CCNL edilizia industria, 1° livello: minimo mensile di oggi?', {
      today: TODAY,
    });
    expect(openingLine(a.text)).toContain('1.117,36 €');
  });

  it('keeps the tranche amount read on a page', async () => {
    const a = await askAgent(
      'main-agent',
      'CCNL chimico-farmaceutico: di quanto cresce il minimo della D1 con la tranche di luglio 2027?',
      { today: TODAY },
    );
    expect(openingLine(a.text)).toContain('60,00 €');
  });
});
