import { texts } from '@ccnl/core';
import { describe, expect, it } from 'vitest';
import { askAgent, openingLines as opening } from '../testing/agents.js';

describe('a threshold asked yearly and monthly gives both', () => {
  it.each([
    "da quale imponibile si paga l'1% in più di contributi INPS? sia all'anno che al mese",
    'prima fascia pensionabile 2026: a quanto ammonta, anche mensilmente?',
  ])('%s', (message) => {
    const { text } = askAgent('calcolo', message);
    // 56.224 / 12 = 4.685,33, rounded to the euro as INPS circ. 6/2026 writes it.
    expect(opening(text)).toContain('56.224,00 €');
    expect(opening(text)).toContain('4.685,00 €');
  });
});

describe("a bracket's bounds are not an income", () => {
  it.each([
    "l'aliquota dello scaglione irpef da 28.000 a 50.000 euro è cambiata? quanto è oggi?",
    'tra i 28 e i 50 mila di reddito che aliquota irpef c’è adesso? è calata?',
  ])('%s', (message) => {
    const { text } = askAgent('calcolo', message);
    expect(opening(text)).toContain('33%');
    expect(text).not.toContain('Reddito complessivo: RAL');
  });

  it('an income stated next to the range is still applied', () => {
    const { text } = askAgent(
      'calcolo',
      'lo scaglione tra 28 e 50 mila è al 33%: con una RAL di 40.000 € quanta irpef pago nel 2026?',
    );
    expect(opening(text)).toContain('40.000,00 €');
  });
});

describe('a story that mentions the sick check and asks the sickness pay', () => {
  it.each([
    "CCNL commercio, sono stato a casa con l'influenza due settimane e il medico fiscale è venuto il terzo giorno. Dal quarto giorno quanto mi pagano in percentuale?",
    'Commessa, contratto commercio: durante la malattia mi è capitata la visita fiscale. Che percentuale della retribuzione spetta dal 21° giorno in poi?',
  ])('%s', (message) => {
    const { text } = askAgent('main-agent', message);
    expect(opening(text)).toMatch(/75%|100%/);
    expect(opening(text)).not.toContain('dalle 10 alle 12');
  });

  it('the check asked is still the check', () => {
    const { text } = askAgent(
      'main-agent',
      'ho avuto la visita fiscale stamattina: in che fasce orarie devo stare a casa?',
    );
    expect(opening(text)).toContain('dalle 10 alle 12');
  });
});

describe('the minimum of an agreement with no pay table is its gap, never another agreement’s', () => {
  it.each([
    'noi però siamo sotto Confesercenti e non sotto Confcommercio: minimo del 2° livello?',
    'ccnl terziario confesercenti (attenzione, NON confcommercio) — paga base del 5 livello?',
  ])('%s', (message) => {
    const { text } = askAgent('calcolo', message);
    expect(opening(text)).toContain('non sono disponibili');
    expect(text).not.toContain('CCNL Commercio');
  });

  it.each([
    'un attimo, il contratto del negozio è quello Confesercenti: il minimo lì a quanto sta?',
    'mi correggo, applichiamo il terziario confesercenti: quanto prende un 4° livello?',
  ])('after a turn on Commercio: %s', (message) => {
    const { text } = askAgent('calcolo', message, { history: ['minimo del 4° livello nel commercio?'] });
    expect(opening(text)).toMatch(/non (?:sono )?disponibili/);
    // 1.818,75 € is Commercio's 4th level (table from 1 November 2026).
    expect(text).not.toContain('1.818,75');
  });

  it('two agreements set side by side on purpose stay a comparison', () => {
    const { text } = askAgent(
      'confronta',
      'che differenza c’è tra commercio e confesercenti nei minimi del 4°?',
      {
        history: ['minimo del 4° livello nel commercio?'],
      },
    );
    expect(text).toContain('Confronto');
  });
});

describe("an apprentice's follow-up keeps the apprenticeship and the period asked", () => {
  it('past a month is the next period (Studi professionali: 93% from the 25th month)', () => {
    const { text } = askAgent('main-agent', 'e oltre il 24° mese a quanto arriva?', {
      history: [
        'Apprendista in uno studio di commercialisti, CCNL studi professionali, livello finale 4°: al 20° mese quanto prende?',
      ],
    });
    // 1.595,42 × 93% = 1.483,74.
    expect(opening(text)).toContain('1.483,74 €');
  });

  it('past the first year keeps the apprenticeship (Commercio art. 53: by level, not by percentage)', () => {
    const { text } = askAgent('main-agent', 'e una volta superato il 12° mese quanto diventa?', {
      history: ['Apprendista commessa, CCNL commercio, livello finale 4°: al 5° mese quanto prende?'],
    });
    // Two levels below the 4th in the first half (6th, 1.570,16), one below in the second (5th, 1.691,70);
    // the 13th month's half depends on the apprenticeship's length, which is not given.
    expect(opening(text)).toContain('1.570,16 €');
    expect(opening(text)).toContain('1.691,70 €');
    expect(text).not.toContain('1.455,00 €');
  });

  it('"during the first N months" asks the first period', () => {
    const { text } = askAgent(
      'main-agent',
      'durante i primi 12 mesi, con livello di destinazione 4°, che stipendio lordo mensile le spetta?',
      {
        history: [
          'Con il CCNL studi professionali quali percentuali del minimo si applicano all’apprendista professionalizzante?',
        ],
      },
    );
    // 1.595,42 × 70% = 1.116,79.
    expect(opening(text)).toContain('1.116,79 €');
  });
});

describe("the weekly hours of the worker's own group open the answer", () => {
  it('a day worker off shifts in the food industry: 39 hours', () => {
    const { text } = askAgent(
      'main-agent',
      'Confezionatrice in un caseificio, CCNL industria alimentare: sono giornaliera e non faccio turni, quante ore a settimana prevede il contratto per me?',
    );
    expect(opening(text)).toContain('**39 ore settimanali**');
  });

  it('travelling staff on discontinuous duties in logistics: 47 hours', () => {
    const { text } = askAgent(
      'main-agent',
      'faccio l’autista viaggiante, mansioni discontinue, ccnl logistica e trasporto merci: orario settimanale contrattuale?',
    );
    expect(opening(text)).toContain('**47 ore settimanali**');
  });

  it('no group named: the general rule', () => {
    const { text } = askAgent('main-agent', 'Orario di lavoro nel CCNL alimentari industria?');
    expect(opening(text)).not.toContain('**39 ore settimanali**');
    expect(opening(text)).toContain('40 ore settimanali');
  });
});

describe('one increment’s value and the maximum number, not the total of those matured', () => {
  it('"ora" as "now" is no hourly pay; each increment and the maximum open', () => {
    const { text } = askAgent(
      'main-agent',
      'Mi hanno appena passato a D1 nella metalmeccanica, sono qui da 7 anni: quanto vale ora ogni singolo scatto e fino a quanti scatti posso arrivare?',
    );
    // Metalmeccanici industria: D1 increment 21,59 € (KB table); 5 biennial increments at most.
    expect(opening(text)).toContain('**21,59 €**');
    expect(opening(text)).toContain('**5 scatti**');
    expect(opening(text)).not.toContain('paga oraria');
  });

  it('Commercio: 10 triennial increments at most', () => {
    const { text } = askAgent(
      'main-agent',
      'commessa passata al 3° livello, CCNL commercio, 10 anni in azienda: ciascuno scatto quanto vale e qual è il numero massimo di scatti?',
    );
    expect(opening(text)).toContain('**21,95 €**');
    expect(opening(text)).toContain('**10 scatti**');
  });

  it('the total of the increments matured is still the total', () => {
    const { text } = askAgent(
      'main-agent',
      'gomma plastica livello C, 6 anni di anzianità: quanto valgono i miei scatti in tutto?',
    );
    // 3 × 16,53 = 49,59.
    expect(opening(text)).toContain('49,59 €');
  });
});

describe('a minimum asked with no agreement says what it depends on before the picker', () => {
  it.each([
    'sto per fare il primo contratto a una persona: qual è lo stipendio minimo di legge da darle ogni mese?',
    'a quanto ammonta il salario minimo legale mensile per un dipendente?',
  ])('%s', (message) => {
    const { text } = askAgent('calcolo', message);
    expect(text).toContain("non c'è un salario minimo fissato per legge");
    expect(text).toContain('livello di inquadramento');
    // The picker's words stay as the spec writes them.
    expect(text).toContain(texts.chat.cannotIdentifyCcnl);
  });

  it('a question that is no minimum gets the picker alone', () => {
    const { text } = askAgent('calcolo', 'quanto prendo netto al mese?');
    expect(text).not.toContain('salario minimo');
  });
});

describe('an employer cost on the rates the user states', () => {
  it('the stated contribution rate and the TFR as pay / 13,5', () => {
    const { text } = askAgent(
      'calcolo',
      'Per un preventivo veloce: RAL 32.000 €, mettiamo contributi a carico del datore del 31% e il TFR come RAL/13,5, niente INAIL. Costo annuo totale?',
    );
    // 32.000 + 32.000 × 31% (9.920,00) + 32.000 / 13,5 (2.370,37) = 44.290,37.
    expect(opening(text)).toContain('**44.290,37 €**');
    expect(text).toContain('aliquota indicata da te');
  });

  it('without the TFR when the user leaves it out', () => {
    const { text } = askAgent(
      'calcolo',
      'RAL di 25.000 euro, ipotizziamo il 30% di contributi a carico azienda, senza TFR: quanto costa in un anno?',
    );
    // 25.000 + 7.500,00 = 32.500,00.
    expect(opening(text)).toContain('**32.500,00 €**');
  });

  it('the employee’s rate is no employer rate', () => {
    const { text } = askAgent(
      'calcolo',
      'RAL 30.000 €, i contributi del lavoratore sono il 9,19%: quanto costa all’azienda in un anno?',
    );
    expect(text).not.toContain('aliquota indicata da te');
  });
});

describe('what missing the sick check costs is still the check', () => {
  it('consequences on the sickness benefit', () => {
    const { text } = askAgent(
      'main-agent',
      'Non mi sono fatto trovare in casa quando è passato il medico fiscale, senza motivo: che conseguenze ci sono sull’indennità?',
    );
    expect(opening(text)).toContain('10 giorni');
  });
});

describe('a hire told beside a freelancer is still a labour question', () => {
  it('the employer cost on the stated rates, not out of scope', () => {
    const { text } = askAgent(
      'calcolo',
      'Una collaboratrice che oggi fattura a partita IVA vorremmo assumerla con una RAL di 27.000 €: contributi azienda al 30% e TFR come RAL/13,5, quanto ci costa in un anno?',
    );
    // 27.000 + 8.100,00 + 2.000,00 = 37.100,00.
    expect(opening(text)).toContain('**37.100,00 €**');
  });
});

describe('a bracket named by its bounds with a rate, and no income', () => {
  it('asks the brackets, not a net on the upper bound', () => {
    const { text } = askAgent(
      'calcolo',
      "per chi guadagna da 28 a 50mila l'aliquota è rimasta al 35% anche nel 2026?",
    );
    expect(opening(text)).toContain('33%');
    expect(text).not.toContain('netto stimato');
  });
});

describe('an apprentice past a period counted in words', () => {
  it('"passati i primi due anni" is the 25th month', () => {
    const { text } = askAgent('main-agent', 'e passati i primi due anni quanto le spetta?', {
      history: [
        'Apprendista in uno studio legale, CCNL studi professionali, livello di destinazione 4°: al 6° mese quanto prende?',
      ],
    });
    // 1.595,42 × 93% = 1.483,74.
    expect(opening(text)).toContain('1.483,74 €');
  });
});
