import { describe, expect, it } from 'vitest';
import { readQuestion } from '../reader/read.js';
import { askAgent, TEST_TODAY, testKb } from '../testing/agents.js';

const read = (message: string) => readQuestion({ kb: testKb, today: TEST_TODAY, message });
const opening = (agent: Parameters<typeof askAgent>[0], message: string) =>
  askAgent(agent, message).text.split('\n')[0] ?? '';

describe('half-time work said in words', () => {
  it('reads "mezzo tempo" and "part time a metà" as 50%', () => {
    expect(
      read('faccio mezzo tempo in un bar, 5° livello pubblici esercizi: lordo?').slots.partTimePercent,
    ).toBe(50);
    expect(read('sono part time a metà, commercio 3°: quanto prendo?').slots.partTimePercent).toBe(50);
  });

  it('does not take "a metà mese" for a schedule', () => {
    expect(read('lo stipendio arriva a metà mese, commercio 4°?').slots.partTimePercent).toBeUndefined();
  });

  it('gives the half-time gross, not the full-time one', () => {
    expect(opening('calcolo', 'lavoro a mezzo tempo, metalmeccanico C2: lordo mensile?')).toContain(
      'part-time al 50%',
    );
  });
});

describe('a surcharge asked for a year the rules do not hold', () => {
  it('says the year is missing instead of giving another year', () => {
    const text = opening('main-agent', "addizionale regionale della Lombardia per l'anno 2023 su 25.000 €?");
    expect(text).toContain('2023');
    expect(text).toContain('non è disponibile');
    expect(text).not.toMatch(/\d+,\d\d €/);
  });
});

describe('a department led, said as "responsabile di reparto"', () => {
  it('is the head of department of the agreement', () => {
    const text = opening(
      'inquadra',
      'faccio la responsabile del reparto gastronomia in un ipermercato, ccnl commercio: livello?',
    );
    expect(text).toContain('2° livello');
  });
});

describe('notice compared for stated years of service and side', () => {
  it('picks the band and the resignation term', () => {
    const text = opening(
      'confronta',
      'se mi dimetto con 7 anni di anzianità, 4° livello: più preavviso nel commercio o nel turismo?',
    );
    // Commercio 4° over 5 and up to 10 years: resignation 20 days; Turismo: 30 days.
    expect(text).toContain('**oltre 5 e fino a 10 anni: dimissioni 20 giorni**');
    expect(text).toContain('**oltre 5 e fino a 10 anni: dimissioni 30 giorni**');
  });

  it('says when no band of the file holds the years', () => {
    const text = opening(
      'confronta',
      'preavviso in caso di licenziamento, 4° livello con 15 anni di servizio: commercio o pubblici esercizi?',
    );
    expect(text).toContain('nessuna fascia per 15 anni');
  });
});

describe('when the next seniority increment is owed', () => {
  it('counts the next whole period from the hire date', () => {
    const text = opening(
      'main-agent',
      "l'addetta alle vendite è stata assunta il 20/06/2024, 4° livello commercio: da che mese le spetta il primo scatto?",
    );
    // Commercio: every 3 years, owed from the 1st of the following month: 20.6.2027 → 1.7.2027.
    expect(text).toContain('**1° luglio 2027**');
  });
});

describe('which agreement applies, asked of a workplace or an association', () => {
  it('names the agreement the association signs', () => {
    const text = opening(
      'main-agent',
      'abbiamo una ferramenta associata a Confesercenti: che contratto dobbiamo usare?',
    );
    expect(text).toContain('**CCNL Terziario Confesercenti**');
  });

  it('leaves a level asked with "quale devo scegliere" to classification', () => {
    const text = opening(
      'main-agent',
      'assumo una colf per le pulizie, il patronato vuole il livello: quale devo scegliere?',
    );
    expect(text).not.toContain('contratto di riferimento');
  });
});

describe('a space as the thousands separator', () => {
  it('reads "€ 2 300,00" as one figure', () => {
    const amounts = read('lordo € 2 300,00 al mese su 13, Torino: netto?').slots.amounts;
    expect(amounts.map((a) => a.value)).toEqual([2300]);
  });
});

describe('a level said as a bare ordinal after the agreement', () => {
  it('reads "turismo 3°," as the 3rd level', () => {
    expect(read('turismo 3°, quanto è il minimo?').slots.level).toBe('3');
  });

  it('does not read a date or an apprenticeship year as a level', () => {
    expect(read('dal 1° aprile cosa cambia nel commercio?').slots.level).toBeUndefined();
    expect(read('commercio, apprendista al 2° anno: quanto prendo?').slots.level).toBeUndefined();
  });

  it('gives the 13th pro rata between a hire and a leaving day on that level', () => {
    const text = opening(
      'calcolo',
      'entrata il 10 ottobre 2026, esco il 31 dicembre: tredicesima? commercio 5°',
    );
    // Commercio 5° from 1.11.2026: 1.691,70; Oct (22 days), Nov, Dec = 3 months → 3/12 = 422,93 (rounded).
    expect(text).toContain('per 3 mesi');
  });
});

describe('the agreement named by its sector word beside a workplace the product lacks', () => {
  it('keeps the security agreement of a guard posted at a bank', () => {
    const request = read('vigilante notturno in una banca, quante ferie ho nella vigilanza?');
    expect(request.slots.agreements).toEqual([testKb.recognise('vigilanza privata')[0]?.id_categoria]);
  });
});

describe('"da solo" is working alone', () => {
  it('does not place a skilled worker on the level of the only-simple tasks', () => {
    const text = opening(
      'inquadra',
      'tornitore su disegno in una azienda metalmeccanica, lavoro da solo da 10 anni: livello?',
    );
    expect(text).not.toContain('D1');
  });
});

describe('sick pay compared by its day bands', () => {
  it('gives the share of the band of the day asked in each agreement', () => {
    const text = opening(
      'confronta',
      'in malattia dal 10° giorno quanto mi pagano, commercio o metalmeccanici?',
    );
    // Commercio 4th–20th day 75%; Metalmeccanici 4th–20th day 100% (INPS 50% + employer 50%).
    expect(text).toContain('**75% dal 4° al 20° giorno');
    expect(text).toContain('**100% dal 4° al 20° giorno');
  });

  it('gives every band when pay is asked without a day', () => {
    const text = opening('confronta', 'la malattia come viene pagata nel commercio e nel metalmeccanico?');
    expect(text).toContain('giorni 4–20: 75%');
  });

  it('keeps the job-keeping period when the comporto is asked', () => {
    const text = opening(
      'confronta',
      'quanto dura il comporto di malattia nel commercio e nel metalmeccanico?',
    );
    expect(text).not.toContain('giorni 1–3');
  });
});

describe('the comporto asked with the years of service', () => {
  it('does not lead with the paid sick days of another sentence', () => {
    const text = opening(
      'main-agent',
      'badante convivente da 4 anni: per quanto tempo le conservano il posto se si ammala?',
    );
    expect(text).not.toMatch(/spettano 15 giorni/);
  });

  it('leads with the band of the job kept where the sentence has one', () => {
    const text = opening(
      'main-agent',
      'quanto dura il comporto di un metalmeccanico con 8 anni di anzianità?',
    );
    // (The KB states the days with the months since session 50: "365 giorni di calendario (12 mesi) oltre i 6 anni".)
    expect(text).toMatch(/12 mesi\)?\*{0,2} \(?oltre i 6 anni/);
  });
});

describe('a head-of-service profile for a job that leads nothing', () => {
  it('does not place a receptionist who takes bookings on the bookings manager level', () => {
    const text = opening(
      'inquadra',
      'sto al ricevimento di un hotel, faccio check-in e prenotazioni: livello nel turismo?',
    );
    expect(text).not.toContain('**1° livello**');
  });
});

describe('a job told by where it serves', () => {
  it('reads the bar counter as the barista and the till as the cashier', () => {
    expect(
      opening('inquadra', 'sta dietro al bancone del bar tutto il giorno: livello pubblici esercizi?'),
    ).toContain('5° livello');
    expect(opening('inquadra', 'in un bar sto alla cassa: che livello nei pubblici esercizi?')).toContain(
      '5° livello',
    );
  });

  it('weighs two levels on the job told in the turn before', () => {
    const text = askAgent('inquadra', 'mi hanno messo al 5° del commercio ma non dovrei essere al 4°?', {
      history: [
        'in un ipermercato batto gli scontrini in cassa e quando è tranquillo faccio la prezzatura e rifornisco i banchi',
      ],
    }).text;
    expect(text.split('\n')[0]).toContain('**4° livello**');
  });
});

describe('a hire date is not the day asked', () => {
  it('computes a yearly cost for the year named, on the level given beside the hire', () => {
    const text = opening(
      'calcolo',
      "per l'impiegata di 2° livello commercio, assunta il 15/09/2023, qual è il costo aziendale annuo 2026?",
    );
    expect(text).toMatch(/costo annuo per l'azienda è di circa \*\*[\d.]+,\d\d €\*\*/);
  });
});

describe('a hire said by a day and a month, or after the date', () => {
  it('reads "dal 3/2 di quest\'anno (2026)" and "il 10 marzo 2026 abbiamo assunto"', () => {
    expect(read("assunta dal 4/5 di quest'anno (2026), commercio 5°: tredicesima?").slots.hireDate).toBe(
      '2026-05-04',
    );
    expect(read('il 12 gennaio 2026 abbiamo assunto un magazziniere: ferie maturate?').slots.hireDate).toBe(
      '2026-01-12',
    );
  });

  it('reads a payslip\'s "DATA ASS." label as the hire, not the tax year', () => {
    const request = read('CEDOLINO 09/2026 LIV. 4 DATA ASS. 15/06/2021 … netto giusto? commercio');
    expect(request.slots.hireDate).toBe('2021-06-15');
    expect(request.slots.taxYear).toBe(2026);
  });
});

describe('the blind sets of session 15, by class', () => {
  it('answers an agreement the product lacks, named in a comparison follow-up, as a gap', () => {
    const text = askAgent(
      'confronta',
      'e con il contratto dei dirigenti di aziende industriali quanto sarebbe?',
      {
        history: ['minimo del 3° livello tra commercio e turismo?'],
      },
    ).text;
    expect(text.split('\n')[0]).toContain('non è nella base di conoscenza');
    expect(text).not.toMatch(/\d+,\d\d €/);
  });

  it('keeps out of scope a road tax and a travel plan, and in scope the increments asked', () => {
    expect(
      opening('main-agent', 'abbiamo preso un camion usato per la ditta: il bollo annuale quanto costa?'),
    ).toContain('esce da ciò di cui mi occupo');
    expect(
      opening('main-agent', 'sono in ferie ad agosto (commercio): mi consigli cosa vedere a Vienna?'),
    ).toContain('esce da ciò di cui mi occupo');
    expect(
      opening(
        'main-agent',
        'il titolare è andato in pensione; assunta il 5/9/2019, commercio 3°: da quando decorre il secondo scatto?',
      ),
    ).toContain('2° scatto');
  });

  it('reads an illness said with "si ammala" as sickness in a follow-up', () => {
    const request = readQuestion({
      kb: testKb,
      today: TEST_TODAY,
      message: 'e quando si ammala quanto la paghiamo?',
      history: ['la colf convivente lavora da noi da 4 anni: ferie?'],
    });
    expect(request.intent).toBe('sickness_injury');
  });

  it('does not take a Sunday the shop is closed for Sunday work', () => {
    const request = read(
      "commercio 5°, settimana da 44 ore, tutte di giorno (la domenica siamo chiusi): quanto vale un'ora in più?",
    );
    expect(request.slots.overtimeKind).not.toBe('festivo');
  });
});

describe('timesheet rows the reader missed', () => {
  it("reads a pause cell with its unit before the day's count, and a night shift past midnight", async () => {
    const { timesheetDays } = await import('./timesheet-hours.js');
    const days = timesheetDays(
      'Giorno Entrata Uscita Pausa Ore\nLun 02/11   09:00   18:00   1h   8\nMar 03/11   21:00   06:30   0:30   9,0\n',
    );
    expect(days.map((d) => d.hours)).toEqual([8, 9]);
  });

  it('reads the extra-hours column of a table with cell borders', async () => {
    const { overtimeColumn } = await import('./timesheet-hours.js');
    const text = [
      'Giorno | Entrata | Uscita | Pausa | Ore lavorate | Ore extra | Note',
      'Lun 02/11 | 07:00 | 16:00 | 0:30 | 8,5 | 0,5 | 0',
      'Mar 03/11 | 07:00 | 17:00 | 0:30 | 9,5 | 1,5 | 0',
    ].join('\n');
    expect(overtimeColumn(text)).toEqual([0.5, 1.5]);
  });
});

describe("a letter's facts asked with its probation", () => {
  it('reads the first day under "decorrenza", the level and the probation in the letter\'s words', async () => {
    const { letterFactsAnswer } = await import('../documents/letter-facts.js');
    const letter = [
      'LETTERA DI ASSUNZIONE',
      "siamo lieti di comunicarLe l'assunzione alle seguenti condizioni:",
      '- decorrenza: 15/01/2027',
      '- CCNL applicato: Terziario, Distribuzione e Servizi (Confcommercio)',
      '- mansione: addetta alle vendite',
      '- livello di inquadramento: 3° livello',
      '- periodo di prova: 60 (sessanta) giorni di lavoro effettivo',
      '- orario: tempo pieno',
    ].join('\n');
    const line = letterFactsAnswer(
      'qual è il livello, la data di inizio del rapporto e quanto dura la prova?',
      testKb,
      'lettera.txt',
      letter,
    )?.line;
    expect(line).toContain('**15 gennaio 2027**');
    expect(line).toContain('**3° livello**');
    expect(line).toContain('periodo di prova **60 giorni di lavoro effettivo**');
  });
});
