import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

const text = async (agent: string, message: string, history: string[] = []) =>
  (await askAgent(agent, message, { history })).text;

describe('the yearly gross asked with the extra months inside it opens with the RAL', () => {
  it('Commercio 4° livello on 14 payments', async () => {
    const answer = await text(
      'calcolo',
      'E in un anno, con tredicesima e quattordicesima, quanto fa lordo?',
      ['Quanto prende lordo al mese una commessa di 4° livello del commercio a settembre 2026?'],
    );
    // 1.783,75 € (tabella dal 1.11.2025) × 14 = 24.972,50 €.
    expect(openingLine(answer)).toMatch(/RAL.*24\.972,50/);
  });
});

describe('"da dove viene questa cifra?" explains the figure the turn before asked', () => {
  it('the gross with two increments, not the increments alone', async () => {
    const answer = await text(
      'calcolo',
      'Scusa, ma da dove viene questa cifra? Nella busta paga vedo la paga base più una voce scatti.',
      [
        'Quanto prende lordo al mese un metalmeccanico industria livello C3 con 2 scatti di anzianità, a settembre 2026?',
      ],
    );
    // 2.211,43 € (C3 dal 1.6.2026) + 2 × 29,64 € = 2.270,71 €.
    const first = openingLine(answer);
    expect(first).toMatch(/lordo mensile (?:di |del .*)\*\*2\.270,71/);
    expect(first).not.toMatch(/valgono \*\*59,28/);
  });
});

describe('a why about the divisor opens with the agreement’s divisor rule', () => {
  it('Commercio: 168, then the hourly rate', async () => {
    const answer = await text('calcolo', 'perché dividi per 168 e non per 173?', [
      'CCNL Commercio, 4° livello, minimo di ottobre 2026: qual è la quota oraria?',
    ]);
    expect(openingLine(answer)).toMatch(
      /divisore \*\*168\*\* è quello fissato dal CCNL Commercio.*Il 173 che citi non è il divisore/,
    );
    // 1.783,75 / 168 = 10,62 €.
    expect(answer).toMatch(/10,62/);
  });
});

describe('increments compared with the years told: each agreement’s count and total', () => {
  it('4 years: one Commercio increment, two Metalmeccanici ones', async () => {
    const answer = await text(
      'confronta',
      'Io ho 4 anni di anzianità al 4° livello del commercio, lui 4 anni al C3 dei metalmeccanici: quanti scatti ha ciascuno e quanto valgono in tutto al mese?',
    );
    const first = openingLine(answer);
    expect(first).toMatch(/1 scatto × 20,66 € = 20,66 €/);
    expect(first).toMatch(/2 scatti × 29,64 € = 59,28 €/);
  });
});

describe('a probation asked for a level outside the rows read opens with the gap', () => {
  it('Logistica 3° livello: no disputed figure in its place', async () => {
    const answer = await text(
      'main-agent',
      'Per un impiegato di 3° livello quanti giorni di prova prevede il contratto?',
      ['Azienda di spedizioni, CCNL Logistica, trasporto merci e spedizione.'],
    );
    const first = openingLine(answer);
    expect(first).toMatch(/non è disponibile/);
    expect(first).not.toMatch(/\d mesi/);
  });

  it('the Quadri, whose row was read, keep their figure', async () => {
    const answer = await text('main-agent', 'E per un quadro?', [
      'CCNL Logistica, trasporto merci e spedizione: durata massima del periodo di prova di un 2° livello?',
    ]);
    expect(openingLine(answer)).toMatch(/6 mesi/);
  });
});

describe('a comparison with an agreement not held says so and gives no figure', () => {
  it('Telecomunicazioni against the Commercio', async () => {
    const answer = await text(
      'confronta',
      'Vorrei sapere il minimo del 4° livello del contratto delle telecomunicazioni, per confrontarlo con quello che prendo nel commercio.',
    );
    expect(openingLine(answer)).toMatch(/Telecomunicazioni non è nella base di conoscenza/);
    expect(answer).not.toMatch(/\d\.\d{3},\d{2} €/);
  });
});
