import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

// Session 14 (fixg): calculations — a timesheet's extra hours counted once whichever intent values them, a
// timesheet's own overtime column, seniority increments from a hire date, a follow-up's year and assumptions.
const withSheet = (agent: string, message: string, fileName: string, text: string) =>
  askAgent(agent, message, { documents: [{ fileId: 'd1', fileName, text }] }).text;

describe('a timesheet whose rows give a bare count after the date', () => {
  const sheet =
    'RIEPILOGO ORE - OTTOBRE 2026\nAddetto magazzino, 5° livello CCNL Commercio\nOrario contrattuale: 40 ore settimanali\n\nSettimana 5-9 ottobre\nLun 5/10  8,00\nMar 6/10  8,00\nMer 7/10  11,00\nGio 8/10  8,00\nVen 9/10  8,00\nTotale: 43,00\n\nSettimana 12-16 ottobre\nLun 12/10 9,50\nMar 13/10 8,00\nMer 14/10 8,00\nGio 15/10 8,00\nVen 16/10 8,50\nTotale: 42,00\n';
  it('counts every week of the sheet when the hours are valued (3 + 2 = 5)', () => {
    const text = withSheet(
      'calcolo',
      'Ecco il riepilogo ore del mio magazzino: le ore fatte sopra le 40 settimanali quanto valgono in euro col minimo del mio livello?',
      'riepilogo.txt',
      sheet,
    );
    expect(openingLine(text)).toContain('5 ore');
  });
  it('counts every week when the hours are only counted', () => {
    const text = withSheet(
      'main-agent',
      'dal riepilogo che ti ho mandato quante ore in più ho fatto oltre le 40?',
      'riepilogo.txt',
      sheet,
    );
    expect(openingLine(text)).toContain('**5 ore di straordinario**');
  });
});

describe('a timesheet with its own overtime column', () => {
  const sheet =
    'OFFICINA ROSSETTI SRL - presenze settimanali\nOperaio: BERTI MARCO  CCNL Metalmeccanici industria  Settimana 16-21 novembre 2026\nOrario: 8 ore lun-ven (40 settimanali)\n\nGiorno     Entrata Uscita Pausa Ore lavorate Ore ordinarie Ore straordinarie\nLun 16/11  08:00   18:00  1:00   9,0          8,0           1,0\nMar 17/11  08:00   17:00  1:00   8,0          8,0           0,0\nMer 18/11  08:00   19:30  1:00  10,5          8,0           2,5\nGio 19/11  08:00   17:00  1:00   8,0          8,0           0,0\nVen 20/11  08:00   17:00  1:00   8,0          8,0           0,0\n';
  it.each([
    'Mi sommi le ore di straordinario della settimana dal foglio?',
    'Totale straordinari della settimana secondo il foglio presenze?',
    'quante ore di straordinario ha fatto Berti questa settimana?',
  ])('%s', (message) => {
    const text = withSheet('main-agent', message, 'presenze-berti.txt', sheet);
    expect(openingLine(text)).toContain('3,5 ore');
  });
});

describe('the increments counted from a hire date to the payslip’s month or today', () => {
  const payslip =
    'BUSTA PAGA OTTOBRE 2026\nAzienda: Carpenteria Valli srl - CCNL Metalmeccanici industria\nLavoratore: Gatti Elena  Livello: C2\nData assunzione: 03/09/2020\n\nMinimo tabellare    2.064,88\nScatti anzianità (n. 2)   53,50\n';
  it('counts 3 bienni to October 2026 (the 3rd owed from 1 October 2026) and weighs the payslip line', () => {
    const text = withSheet(
      'calcolo',
      'in busta ho solo 2 scatti, ma dal settembre 2020 sono passati 6 anni: quanto dovrei avere alla voce anzianità?',
      'busta-ottobre.txt',
      payslip,
    );
    // 3 × 26,75 = 80,25; 53,50 paid.
    expect(openingLine(text)).toContain('**80,25 €**');
    expect(openingLine(text)).toContain('mancano 26,75 €');
  });
  it.each([
    // Hired May 2021: bienni at May 2023 and May 2025 → 2 × 29,64 = 59,28.
    [
      'operaio metalmeccanico C3 in azienda dal 10/05/2021: quanto devo prendere di scatti di anzianità?',
      '59,28',
    ],
    // Hired March 2020 in the Commercio (triennial): March 2023 and March 2026 → 2 × 20,66 = 41,32.
    ['commessa di 4° livello commercio, assunta a marzo 2020: quanto mi spetta di scatti al mese?', '41,32'],
  ])('%s', (message, figure) => {
    expect(openingLine(askAgent('calcolo', message).text)).toContain(figure);
  });
  it('a total weighed against the minimum without increments keeps the count told', () => {
    const text = askAgent(
      'calcolo',
      'operaio C3 metalmeccanico con 2 scatti: quanto prendo in più rispetto al minimo senza scatti?',
    ).text;
    expect(openingLine(text)).toContain('59,28');
  });
});

describe('the year a seniority follow-up names beats today', () => {
  it('reads the 2025 minimum for a domestic worker’s increments', () => {
    const text = askAgent(
      'main-agent',
      'e visto che è con noi da cinque anni, a quanto ammontano i suoi scatti calcolati sulla tabella 2025?',
      { history: ['Abbiamo una badante convivente di livello B: qual era la paga minima nel 2025?'] },
    ).text;
    // 5 years → 2 increments; 937,06 × 4% = 37,48 → 74,96 (2025 table), not 78,65 (2026).
    expect(openingLine(text)).toContain('74,96');
  });
  it('reads an increments amount asked beside "il minimo del 2025" as seniority', () => {
    const text = askAgent(
      'main-agent',
      'colf convivente livello B da sei anni: quanto vale al mese la sua anzianità sul minimo del 2025?',
    ).text;
    // 6 years → 3 increments: 3 × 37,48 = 112,44 (3 × 4% = 12% of 937,06 = 112,45 rounded per increment).
    expect(openingLine(text)).toMatch(/112,4\d/);
  });
});

describe('a follow-up that changes one thing keeps the assumptions the conversation stated', () => {
  it('keeps the stated rate and TFR when only the part-time share changes', () => {
    const text = askAgent('calcolo', 'e se fosse part-time al 50%, con le stesse ipotesi quanto verrebbe?', {
      history: [
        'Preventivo 2026 per un impiegato del commercio con RAL 30.000 €: contributi a carico azienda al 31% della RAL, TFR RAL/13,5, INAIL fuori. Costo annuo?',
      ],
    }).text;
    // 15.000 + 31% 4.650 + 15.000/13,5 1.111,11 = 20.761,11
    expect(openingLine(text)).toContain('20.761,11');
  });
  it('keeps them when only the RAL changes, and "senza INAIL" does not ask the INAIL premium', () => {
    const text = askAgent('calcolo', 'e se la RAL fosse 35.000?', {
      history: [
        'Magazziniere logistica, RAL 30.000: conta i contributi azienda al 28% e il TFR RAL/13,5, senza INAIL. Quanto ci costa in un anno?',
      ],
    }).text;
    // 35.000 + 9.800 + 2.592,59 = 47.392,59
    expect(openingLine(text)).toContain('47.392,59');
  });
});

describe('a past fact told aside is not the year asked', () => {
  it('reads the NASpI surcharge on the minimum in force for the new contract', () => {
    const text = askAgent(
      'calcolo',
      "Perfetto. Per lui è un rinnovo del tempo determinato (l'anno scorso aveva fatto la stagione con noi fino a settembre) e paghiamo la maggiorazione del contributo addizionale: quanto fa al mese sul minimo?",
      {
        history: [
          'Riapro il rifugio a giugno 2026 e riprendo a tempo determinato lo stesso aiuto cuoco, 4° livello del turismo Federalberghi: qual è il minimo?',
        ],
      },
    ).text;
    // 1.695,69 (alberghi, from 1 May 2026) × 1,9% = 32,22
    expect(openingLine(text)).toContain('32,22');
  });
});

describe('the Metalmeccanici "prime 2 ore" of overtime are each day’s', () => {
  it.each([
    // 2 h on each of 3 days: all at +25% → 6 × 14,92 = 89,52 (C2: 2.064,88 / 173 = 11,9357)
    [
      'metalmeccanico C2: 6 ore di straordinario, 2 ore al giorno per tre giorni, quanto mi spettano?',
      '89,52',
    ],
    // 3 h in one day: 2 at +25%, 1 at +30% (C3: 2.211,43 / 173 = 12,7828) → 31,96 + 16,62 = 48,57
    ['operaio metalmeccanico C3, 3 ore di straordinario in un giorno solo: quanto valgono?', '48,57'],
    // One weekday named: the hours are that day's → 48,57 again.
    ['metalmeccanico C3 al minimo: giovedì ho fatto 3 ore di straordinario, quanto mi spetta?', '48,57'],
  ])('%s', (message, figure) => {
    expect(openingLine(askAgent('calcolo', message).text)).toContain(figure);
  });
});

describe('a contract’s kind after "contratto" names no agreement', () => {
  it('reads "un contratto stagionale" as the story’s contract, not an unknown agreement', () => {
    const text = askAgent(
      'calcolo',
      'Lo richiamiamo per un rinnovo a termine (prima aveva un contratto stagionale con noi): qual è il contributo addizionale NASpI al mese sul suo minimo?',
      {
        history: [
          'Hotel al mare: da maggio 2026 riprendo a tempo determinato un facchino, 4° livello del turismo Federalberghi. Che minimo ha?',
        ],
      },
    ).text;
    expect(openingLine(text)).not.toContain('non è nella base di conoscenza');
    expect(openingLine(text)).toContain('32,22');
  });
});

describe('a domestic worker’s weekly hours without "convivente" are an hourly job', () => {
  it('costs the hours at the non-live-in hourly minimum, not a live-in month', () => {
    const text = askAgent(
      'main-agent',
      'badante livello B per 20 ore a settimana: quanto ci viene a costare al mese?',
    ).text;
    expect(openingLine(text)).toContain('non convivente');
    expect(openingLine(text)).not.toContain('983,16');
  });
});

describe('an apprentice’s cost to the employer', () => {
  it('names the reduced rates as a gap, not the full level’s cost at the ordinary rates', () => {
    const text = askAgent(
      'calcolo',
      "Quanto ci costa all'anno un apprendista commesso nel commercio, livello di arrivo 4°, al secondo anno?",
    ).text;
    expect(openingLine(text)).toContain('non sono nella base di conoscenza');
    expect(text).not.toMatch(/\d{1,3}(?:\.\d{3})*,\d{2} €/);
  });
});
