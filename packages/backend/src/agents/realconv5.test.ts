import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

describe('the side that ends the job, said in other words in a follow-up', () => {
  const history = [
    'Impiegata di 5° livello in una catena di negozi, CCNL Terziario Confcommercio, in azienda da 7 anni: quanto preavviso devo dare per dimettermi?',
  ];
  it.each([
    'e se fosse l’azienda a mandarmi a casa?',
    'e se invece mi mandano via loro?',
    'e se mi cacciano?',
  ])('%s → the dismissal notice (30 days), not the resignation one', (question) => {
    const answer = askAgent('main-agent', question, { history });
    expect(openingLine(answer.text)).toMatch(/licenziamento/);
    expect(openingLine(answer.text)).toMatch(/30 giorni/);
  });
  it('a doubt about the figure given ("come mai 20? mi avevano detto 30") shows both sides', () => {
    const answer = askAgent('main-agent', 'come mai 20? in ufficio mi avevano detto 30', { history });
    const opening = openingLine(answer.text);
    expect(opening).toMatch(/20 giorni/);
    expect(opening).toMatch(/30 giorni/);
  });
});

describe('the value of a part-timer’s supplementary hour at the date asked', () => {
  it('uses the minimum in force at the month named, and the 35% rate', () => {
    const answer = askAgent(
      'calcolo',
      'quanto vale lorda un ora supplementare? usa il minimo di marzo 2026',
      { history: ['lavoro 20 ore a settimana in un negozio, terziario confcommercio, quarto livello'] },
    );
    // 1.783,75 / 168 = 10,6176 × 1,35 = 14,33 (table from 1 November 2025).
    expect(answer.text).toMatch(/14,33 €/);
    expect(answer.text).toMatch(/1\.783,75/);
  });
});

describe('a comparison asked after a figure keeps each agreement’s own level', () => {
  it('"e un 5° del commercio? chi guadagna di più?" after a metalworker’s minimum compares both', () => {
    const answer = askAgent(
      'confronta',
      'e un 5° livello del commercio nello stesso mese? chi guadagna di più?',
      {
        history: ['minimo di un operaio metalmeccanico D2 a dicembre 2025?'],
      },
    );
    const opening = openingLine(answer.text);
    // D2 from 1.6.2025: 1.931,78; Commercio 5° from 1.11.2025: 1.660,08.
    expect(opening).toMatch(/1\.931,78 €/);
    expect(opening).toMatch(/1\.660,08 €/);
  });
  it('a level said beside the new agreement does not move the conversation’s agreement to it', () => {
    const answer = askAgent(
      'confronta',
      'Potrei andare a lavorare in un hotel con il contratto turismo al 4° livello: mi fai il confronto con il minimo che ho adesso nell’impresa di pulizie?',
      { history: ['sono addetta alle pulizie, ccnl multiservizi, 3° livello: minimo mensile?'] },
    );
    const opening = openingLine(answer.text);
    // Turismo 4° from 1.5.2026: 1.695,69; Multiservizi 3° from 1.10.2026: 1.478,05.
    expect(opening).toMatch(/1\.695,69 €/);
    expect(opening).toMatch(/1\.478,05 €/);
  });
});

describe('a classification asked in the turn after the tasks were told', () => {
  it('"e quindi che livello mi spetta?" after the tasks reads them from the earlier turn', () => {
    const answer = askAgent('inquadra', 'e quindi che livello mi spetta?', {
      history: [
        'sono in un negozio di articoli sportivi, ccnl terziario: faccio il commesso, consiglio i clienti e batto gli scontrini',
      ],
    });
    expect(openingLine(answer.text)).toMatch(/4° livello/);
  });
  it('a colleague in the same shop, described by a sector word, stays under the conversation’s agreement', () => {
    const answer = askAgent('inquadra', 'e il collega che tiene pulito il negozio la sera?', {
      history: [
        'sono in un negozio di articoli sportivi, ccnl terziario: faccio il commesso, consiglio i clienti e batto gli scontrini',
        'e quindi che livello mi spetta?',
      ],
    });
    expect(openingLine(answer.text)).toMatch(/CCNL Commercio/);
    expect(openingLine(answer.text)).not.toMatch(/Multiservizi/);
  });
});

describe('a pay-table section the story denies is not read', () => {
  it('"non è un albergo minore, ha quattro stelle" reads the hotels’ general table', () => {
    const answer = askAgent(
      'calcolo',
      'Minimo del 5° livello turismo alberghi dal maggio 2026? È un quattro stelle, non un albergo minore.',
    );
    expect(openingLine(answer.text)).toMatch(/1\.590,27 €/);
  });
});

describe('the permits of the Studi professionali as a total', () => {
  it('a five-day week: 40 hours of ROL and 32 of ex festività, 72 in all', () => {
    const answer = askAgent(
      'main-agent',
      'quante ore di permessi retribuiti mi spettano in tutto, tra rol ed ex festività?',
      {
        history: [
          'studio notarile, contratto studi professionali, lavoriamo dal lunedì al venerdì, sono assunta dal 2012',
        ],
      },
    );
    expect(openingLine(answer.text)).toMatch(/72 ore/);
  });
  it('a Saturday morning said earlier in the conversation picks the six-day band', () => {
    const answer = askAgent(
      'main-agent',
      'e quindi quante ore di permessi ho in tutto tra rol ed ex festività?',
      {
        history: [
          'studio dentistico, ccnl studi professionali, facciamo anche il sabato fino alle 13, assunta nel 2010',
        ],
      },
    );
    expect(openingLine(answer.text)).toMatch(/98 ore/);
  });
});

describe('a recent hire with no ROL yet is told when they start', () => {
  it('five months in a professional office: only ex festività, the ROL from the 12th month', () => {
    const answer = askAgent(
      'main-agent',
      'sono in uno studio di ingegneria da 5 mesi, ccnl studi professionali, settimana corta: in busta vedo solo le ex festività, quando mi arrivano i rol e quante ore ho ora?',
    );
    const opening = openingLine(answer.text);
    expect(opening).toMatch(/32 ore/);
    expect(opening).toMatch(/12 mesi/);
    expect(answer.text).toMatch(/il 50% nel 2° anno/);
  });
});
