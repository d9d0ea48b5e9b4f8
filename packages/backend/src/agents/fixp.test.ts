import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

// Session 16 (fixp): calculations that answered another figure, dropped a slot the user gave, or one part only.
const opening = (message: string, history: string[] = [], agent = 'main-agent') =>
  openingLine(askAgent(agent, message, { history }).text);

describe('arrears of a tranche never applied, asked after the increase', () => {
  const increase = 'Industria chimica, categoria D1: di quanto aumenta il TEM con la tranche di luglio 2026?';
  it('a span of months "da luglio a settembre" counts three payments', () => {
    // D1 from 1.7.2026: +60 € a month; three months missed: 180 €
    const text = opening(
      'Non ce l’hanno caricato in busta: da luglio a settembre abbiamo preso ancora il minimo vecchio. A quanto ammontano gli arretrati?',
      [increase],
    );
    expect(text).toContain('180,00');
  });
  it('"per quei cinque mesi" with the thirteenth left out (the story names it, it is not asked)', () => {
    const text = opening(
      'Il consulente si è dimenticato della tranche: per quei cinque mesi i D1 hanno avuto la paga di prima. Quanto dobbiamo di arretrati lordi, solo mensilità ordinarie, la tredicesima a parte?',
      [increase],
    );
    expect(text).toContain('300,00');
  });
  it('a level whose tranche the tables lack names the gap, with no figure', () => {
    const text = opening(
      'l’aumento però non è mai arrivato, da luglio a ottobre ci pagano come prima: quanto ci spetta di arretrati?',
      ['sono C1 nel contratto chimico farmaceutico, di quanto sale il minimo a luglio 2026?'],
    );
    expect(text).toContain('non disponibile');
    expect(text).not.toMatch(/\d+,\d\d €/);
  });
});

describe('a holidays comparison takes the seniority told', () => {
  it('15 years in the firm: the Metalmeccanici band of 10 years (one more day) in the comparison', () => {
    const text = opening(
      'sto in azienda da 15 anni: ferie annue col terziario confcommercio o col metalmeccanico industria, dove ne ho di più?',
      [],
      'confronta',
    );
    expect(text).toContain('4 settimane e 1 giorno');
    expect(text).toContain('con 15 anni di anzianità');
  });
  it('19 years: the band of 18 years (a whole week more)', () => {
    const text = opening(
      'confrontami le ferie tra metalmeccanici industria e chimico farmaceutico per un operaio assunto 19 anni fa',
      [],
      'confronta',
    );
    expect(text).toContain('5 settimane');
  });
  it('no years told: the rule as it is', () => {
    const text = opening('ferie nel commercio e nei metalmeccanici industria a confronto', [], 'confronta');
    expect(text).toContain("4 settimane l'anno");
    expect(text).not.toContain('di anzianità spettano');
  });
});

describe('the extra month received is not the monthly pay it is computed on', () => {
  it('a 13ª received "di circa 1.500" by a D1 metalworker hired in February: the level’s minimum, and the gap', () => {
    const text = opening(
      'Livello D1 metalmeccanici industria, in forza dal 1° febbraio 2026. A dicembre in busta ho avuto 1.500 euro di tredicesima, mi sembra poco: quanto mi spettava?',
      [],
      'calcolo',
    );
    expect(text).not.toContain('lordo mensile di 1.500');
    expect(text).toContain('1.500,00 € che hai indicato');
  });
  it('a 14ª in the hotel trade "è stata di 1.200" over 10 months: computed on the 3° livello', () => {
    const text = opening(
      'turismo federalberghi 3° livello, entrata il primo settembre 2025. la quattordicesima di luglio 2026 è stata di 1.200 euro, è corretta?',
      [],
      'calcolo',
    );
    expect(text).toContain('3° livello');
    expect(text).toContain('10 mesi');
    expect(text).not.toContain('lordo mensile di 1.200');
  });
  it('a monthly pay stated as such stays the base', () => {
    const text = opening(
      'prendo 1.900 lordi al mese, assunto il 1° aprile 2026 al 4° livello commercio: quanto sarà la mia tredicesima?',
      [],
      'calcolo',
    );
    expect(text).toContain('1.900,00');
  });
  it('a year after a month’s name is not a pay ("la 14ª di luglio 2026, lorda")', () => {
    const text = opening(
      'Commercio 4° livello, assunta il 1° ottobre 2025: la quattordicesima di luglio 2026 lorda quanto viene?',
      [],
      'calcolo',
    );
    expect(text).not.toContain('2.026,00');
    expect(text).toContain('1.337,81');
  });
});

describe('permits accrued up to a month said, not to the year’s end', () => {
  it('hired on 2/5 of this year (no year said), PAR up to the end of September: 5 months of 104 hours', () => {
    // May–September = 5 months: 104 × 5 / 12 = 43,33
    const text = opening(
      'sono operaio metalmeccanico industria, mi hanno assunto il 2/5 di quest’anno. quante ore di PAR avrò maturato fino a fine settembre?',
    );
    expect(text).toContain('43,33');
    expect(text).toContain('30 settembre');
  });
  it('the hire said "a fine" of a month is not the end asked', () => {
    // hired 28 February 2026 (1 day in February: not counted) → March–October = 8 months: 104 × 8 / 12 = 69,33
    const text = opening(
      'Metalmeccanici industria: entrata a fine febbraio, il 28/2/2026. Ore di permessi retribuiti maturate fino alla fine di ottobre?',
    );
    expect(text).toContain('69,33');
  });
});

describe('the weekly hours of the kind of worker said in the worker’s own words', () => {
  it('"solo di giorno, senza turni" in the food industry: the day workers’ 39 hours open the answer', () => {
    const text = opening(
      'azienda conserviera, ccnl alimentari industria. io lavoro solo di giorno, senza turni: quante ore settimanali prevede il contratto?',
    );
    expect(text).toMatch(/^Nel CCNL Alimentari industria l'orario contrattuale per i lavoratori giornalieri/);
    expect(text).toContain('**39 ore settimanali**');
  });
  it('a lorry driver with discontinuous duties in the logistics agreement: 47 hours', () => {
    const text = opening(
      'faccio il camionista con mansioni discontinue, contratto logistica trasporto merci: orario settimanale?',
    );
    expect(text).toContain('**47 ore settimanali**');
  });
  it('a worker who says nothing of the kind keeps the general rule', () => {
    const text = opening('quante ore settimanali prevede il ccnl alimentari industria?');
    expect(text).not.toContain("l'orario contrattuale per i lavoratori giornalieri");
  });
});

describe('an apprentice’s goal level is not a classification asked', () => {
  it('"deve arrivare al 3° livello … quanto prende in percentuale": the percentages', () => {
    const text = askAgent(
      'main-agent',
      'Studio di commercialisti, contratto studi professionali: prendiamo un apprendista che deve arrivare al 3° livello, quanto prende in percentuale nei vari anni?',
    ).text;
    expect(text).toContain('85%');
    expect(text).toContain('93%');
    expect(text).not.toContain('Livello proposto');
  });
  it('"livello finale 4°" in the Commercio, first-year percentage', () => {
    const text = opening(
      'Negozio di abbigliamento, commercio: apprendista con livello finale il 4°, a che percentuale lo pago il primo anno?',
    );
    // The Commercio pays apprentices as lower levels (art. 53), not as a share: two levels below first.
    expect(text).toContain('sesto livello');
    expect(text).not.toContain('70%');
  });
  it('a level asked for the job of an apprentice, with no pay asked, stays a classification', () => {
    const text = opening(
      'apprendista commesso in un negozio, commercio: fa cassa e riordina gli scaffali, che livello gli do come obiettivo?',
      [],
      'inquadra',
    );
    expect(text).not.toMatch(/\d+% di/);
  });
});

describe('net to gross with dependants applies their deductions (art. 12 TUIR)', () => {
  const ralOf = (text: string) => {
    const m = /RAL di \*\*([\d.]+,\d\d) €\*\*/.exec(text);
    return m ? Number((m[1] ?? '').replace(/\./g, '').replace(',', '.')) : Number.NaN;
  };
  it('a husband at charge lowers the gross needed, and the gross found gives the net back', () => {
    const withSpouse = opening(
      'mi servono 1.700 euro netti al mese su 14 mensilità nel 2026, mio marito è a mio carico: che RAL devo chiedere?',
      [],
      'calcolo',
    );
    const alone = opening(
      'mi servono 1.700 euro netti al mese su 14 mensilità nel 2026: che RAL devo chiedere?',
      [],
      'calcolo',
    );
    expect(withSpouse).toContain('coniuge');
    expect(ralOf(withSpouse)).toBeLessThan(ralOf(alone));
    const ral = ralOf(withSpouse).toLocaleString('it-IT', { minimumFractionDigits: 2 });
    const back = opening(
      `RAL ${ral} su 14 mensilità nel 2026, mio marito è a mio carico: quanto netto al mese?`,
      [],
      'calcolo',
    );
    expect(back).toContain('1.700,00 € al mese');
  });
  it('children under 21 give no deduction: the gross is the one without, and the answer says why', () => {
    const text = opening(
      'che lordo annuo serve per 1.500 netti al mese su 13 nel 2026? ho due figli piccoli a carico',
      [],
      'calcolo',
    );
    expect(text).toContain('assegno unico');
  });
});

describe('"quasi N anni" of service: not yet N whole years, said back as such', () => {
  it('chemicals, "da quasi 10 anni": still the band up to 10 years (4 weeks)', () => {
    const text = opening(
      'sono in una ditta chimica farmaceutica da quasi 10 anni: quante ferie mi spettano?',
    );
    expect(text).toContain('con quasi 10 anni di anzianità');
    expect(text).toContain('4 settimane');
  });
  it('metalworkers’ notice "con quasi 6 anni di servizio": the band beyond 5 years, no "5.9" printed', () => {
    const text = opening(
      'livello C3 metalmeccanici industria, quasi 6 anni di servizio: se mi licenziano quanto preavviso mi devono?',
    );
    expect(text).toContain('quasi 6 anni');
    expect(text).not.toContain('5.9');
    expect(text).not.toContain('5,9');
  });
  it('one increment is "uno scatto", not "1 scatti"', () => {
    const text = opening(
      'cassiera 4° livello commercio, in azienda da quasi quattro anni: lordo mensile con gli scatti?',
      [],
      'calcolo',
    );
    expect(text).not.toContain('1 scatti');
  });
});

describe('an accrual asked "finora" / "ad oggi" runs to today, not to the year’s end', () => {
  const today = '2026-09-10';
  it('TFR "maturato fino ad ora" from 1 March: March–August (September has 10 days)', () => {
    const dated = openingLine(
      askAgent(
        'calcolo',
        'commercio 4° livello, in forza dal 1° marzo 2026: quanto TFR ho maturato fino ad ora?',
        {
          today,
        },
      ).text,
    );
    expect(dated).toContain('6 mesi');
  });
  it('holidays "ad oggi" from 2 May: May–August', () => {
    const text = openingLine(
      askAgent(
        'main-agent',
        'assunta il 2 maggio 2026 nel terziario confcommercio, ad oggi quante ferie ho maturato?',
        {
          today,
        },
      ).text,
    );
    expect(text).toContain('4 mesi');
  });
  it('a month said wins over "finora": up to the end of July', () => {
    const text = openingLine(
      askAgent(
        'main-agent',
        'metalmeccanico industria assunto il 1/3/2026: quante ore di permesso ho maturato finora, cioè fino a fine luglio?',
        { today },
      ).text,
    );
    expect(text).toContain('31 luglio 2026');
  });
});

describe('a figure asked beside a subject the knowledge base lacks is answered too', () => {
  it('"quanto TFR ho accumulato e quando me lo liquidano": the TFR figure first, the gap after it', () => {
    const text = askAgent(
      'calcolo',
      'terziario confcommercio 5° livello, assunta il 1° aprile 2026: quanto TFR ho accumulato finora e quando me lo liquidano?',
    ).text;
    const lines = text.split('\n').filter((l) => l.trim() !== '');
    // The months told are counted one by one at the minimum in force each month (a tranche falls in November).
    expect(lines[0]).toMatch(
      /TFR maturato in \d+ mesi è di \*\*[\d.]+,\d\d €\*\*|\(\d+ mesi\) le quote di TFR accantonate sommano a \*\*[\d.]+,\d\d €\*\*/,
    );
    expect(lines[1]).toContain('Non ho nella base di conoscenza');
  });
  it('the gap alone when nothing else is asked', () => {
    const text = openingLine(askAgent('calcolo', 'dopo quanto tempo dalle dimissioni arriva il TFR?').text);
    expect(text).toContain('Non ho nella base di conoscenza');
  });
});
