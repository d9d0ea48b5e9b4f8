import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

// Session 46 (fixs46a): comparisons answering what was asked.
const today = '2026-11-28';
const ask = (message: string, history: string[] = [], agent = 'confronta') =>
  askAgent(agent, message, { history, today }).text;

describe('a subject set aside is not the comparison’s lead', () => {
  it('"senza contare gli scatti" opens with the minimums and their gap', () => {
    const text = ask(
      'Senza contare gli scatti di anzianità, qual è oggi il minimo del 3° livello nel commercio e nella logistica, e chi paga di più?',
    );
    expect(openingLine(text)).toMatch(/^Minimi retributivi/);
    expect(openingLine(text)).toContain('77,54 €');
    expect(openingLine(text)).not.toMatch(/scatt/i);
  });
  it('"lasciamo perdere scatti e superminimi" keeps the minimum asked after the comma', () => {
    const text = ask(
      'Commessa al 4° livello col commercio, mi propongono il 4° livello della logistica. Lasciamo perdere scatti e superminimi, quanto è il minimo nei due contratti e chi paga di più?',
    );
    expect(openingLine(text)).toContain('31,48 €');
    expect(openingLine(text)).not.toMatch(/scatt/i);
  });
});

describe('the year’s minimum over each agreement’s monthly payments', () => {
  it('"considerando il numero di mensilità" multiplies, it does not list the count', () => {
    const text = ask(
      'Considerando il numero di mensilità, quanto fa all’anno il minimo di un C3 metalmeccanico rispetto a un 3° livello del commercio, e che differenza c’è?',
    );
    expect(openingLine(text)).toMatch(/Minimo annuo/);
    expect(openingLine(text)).toContain('28.748,59 €');
    expect(openingLine(text)).toContain('28.341,32 €');
    expect(openingLine(text)).toContain('407,27 €');
  });
});

describe('two people compared, each at the level said for them', () => {
  it('a level in brackets beside one agreement, the other after "con il contratto"', () => {
    const text = ask(
      'Mia sorella è al 4° livello (CCNL commercio), mio cognato al 5° livello in un’azienda dolciaria con il contratto dell’industria alimentare: chi ha il minimo più alto e di quanto?',
    );
    expect(openingLine(text)).toContain('1.818,75 €');
    expect(openingLine(text)).toContain('1.842,86 €');
    expect(openingLine(text)).toContain('24,11 €');
  });
  it('"mentre io" parts the two clauses', () => {
    const text = ask(
      'Mio marito fa il magazziniere al 3° livello con il CCNL della logistica, mentre io sono cassiera al 4° livello nel commercio: chi ha il minimo più alto e di quanto?',
    );
    expect(openingLine(text)).toContain('1.946,84 €');
    expect(openingLine(text)).toContain('1.818,75 €');
    expect(openingLine(text)).toContain('128,09 €');
  });
});

describe('a move to another level weighed against the pay held now', () => {
  const first =
    'Lavoro per un’impresa di pulizie col contratto multiservizi, sono al 2° livello a tempo pieno: qual è il mio minimo mensile oggi?';
  it('"se mi promuovono al 3°, di quanto sale rispetto a oggi?" is the gap between the two levels', () => {
    const text = ask('E se mi promuovono al 3°, di quanto sale la paga rispetto a oggi?', [first]);
    expect(openingLine(text)).toContain('74,88 €');
  });
  it('"quanto prenderei in più rispetto ad adesso" after a move', () => {
    const text = ask('Se mi passano al 3° livello, quanto guadagnerei in più al mese rispetto ad adesso?', [
      first,
    ]);
    expect(openingLine(text)).toContain('74,88 €');
  });
});

describe('a tranche’s value over a year', () => {
  it('the payments said by the user multiply the month’s rise', () => {
    const text = ask(
      'Per un C3 metalmeccanico, l’aumento di giugno 2026 quanto vale al mese e quanto fa all’anno con 13 mensilità?',
      [],
      'calcolo',
    );
    expect(openingLine(text)).toContain('53,17 €');
    expect(openingLine(text)).toContain('691,21 €');
  });
  it('without a count said, the agreement’s own payments, named as such', () => {
    const text = ask(
      'La tranche di giugno 2026 del contratto metalmeccanico per il livello D1: di quanto sale al mese e quanto vale in un anno?',
      [],
      'calcolo',
    );
    expect(openingLine(text)).toContain('557,83 €');
    expect(openingLine(text)).toContain('quelle del contratto');
  });
  it('a month’s rise asked alone gets no yearly figure', () => {
    const text = ask('Di quanto aumenta il minimo del C3 metalmeccanico a giugno 2026?', [], 'calcolo');
    expect(openingLine(text)).toContain('53,17 €');
    expect(openingLine(text)).not.toContain('691,21 €');
  });
});
