import { describe, expect, it } from 'vitest';
import { readQuestion } from '../reader/read.js';
import { readable } from '../reader/text.js';
import { askAgent, TEST_TODAY, testKb } from '../testing/agents.js';
import { tfrYears } from './tfr-years.js';

const read = (message: string) => readQuestion({ kb: testKb, today: TEST_TODAY, message });

describe('untaken holidays asked with a bare "quanto?"', () => {
  it('values the days at the daily quota when the amount is asked after the question on payment', () => {
    const text = askAgent(
      'main-agent',
      'a fine rapporto le restano 5 giorni di ferie, 2° livello commercio: gliele devo pagare? quanto?',
    ).text;
    expect(text.split('\n')[0]).toMatch(/^Per 5 giorni di ferie non godute spettano \*\*[\d.]+,\d\d €\*\*/);
    expect(text.split('\n')[0]).toContain('÷ 26');
  });
});

describe('a short working day times the days of the week', () => {
  it('reads "5 ore al giorno dal lunedì al venerdì" as 25 weekly hours, a part-time share', () => {
    const request = read(
      'faccio 5 ore al giorno dal lunedì al venerdì, 4° livello commercio: quanto è il mio minimo?',
    );
    expect(request.slots.weeklyHours).toBe(25);
    expect(request.slots.partTimePercent).toBe(62.5);
  });

  it('counts six days when the week runs to Saturday', () => {
    const text = askAgent(
      'calcolo',
      'commessa 3 ore al giorno lun-sab, 6° livello commercio: lordo al mese?',
    ).text;
    expect(text.split('\n')[0]).toContain('part-time al 45%');
  });

  it('answers the part-time minimum, not the full-time one', () => {
    const text = askAgent(
      'calcolo',
      'faccio 5 ore al giorno dal lunedì al venerdì, 4° livello commercio: quanto è il mio lordo?',
    ).text;
    expect(text.split('\n')[0]).toContain('part-time al 62,5%');
  });
});

describe('years and months of work in a TFR question', () => {
  it('reads the months as a fraction of a year', () => {
    expect(tfrYears('in servizio da 4 anni e 9 mesi, quanto TFR?')).toBe(4.75);
    expect(tfrYears('ho lavorato tre anni e mezzo')).toBe(3.5);
    // A "e" that does not introduce months leaves the whole years.
    expect(tfrYears('ho lavorato 5 anni e una RAL di 30.000, quanto TFR in tutto?')).toBe(5);
  });

  it('sums the quotas over the years and months told', () => {
    const text = askAgent('calcolo', 'dopo 5 anni e 6 mesi con una RAL di 27.000 quanto TFR mi trovo?').text;
    // 27.000 / 13,5 = 2.000; − 0,50% × 27.000 = 135 → 1.865 a year; × 66/12 = 10.257,50.
    expect(text.split('\n')[0]).toContain('in 5 anni e 6 mesi');
    expect(text.split('\n')[0]).toContain('**10.257,50 €**');
  });
});

describe('a public holiday worked, asked as what it adds to the pay', () => {
  it('reads a holiday named by its date, worked, as the holiday surcharge asked', () => {
    const request = read("l'8 dicembre ho lavorato al bar, pubblici esercizi: mi spetta una maggiorazione?");
    expect(request.intent).toBe('overtime_value');
    expect(request.slots.overtimeKind).toBe('festivo');
  });

  it('answers the agreement’s holiday surcharge', () => {
    const text = askAgent(
      'main-agent',
      'albergo, turismo: a Ferragosto ho lavorato tutto il giorno, mi pagano qualcosa di più?',
    ).text;
    expect(text.split('\n')[0]).toMatch(/maggiorazione per lavoro festivo è del \*\*\d+%\*\*/);
  });

  it('does not read a table’s date as a holiday', () => {
    const request = read(
      'commercio 4° livello, dal 1° maggio 2026 ho lavorato con il nuovo minimo: quanto è?',
    );
    expect(request.slots.overtimeKind).toBeUndefined();
  });
});

describe('two agreements weighed with "meglio … o …"', () => {
  it('reads the choice between two agreements as a comparison, not a holiday destination', () => {
    expect(read('per un magazziniere è meglio il commercio o la logistica come stipendio?').intent).toBe(
      'comparison',
    );
    expect(read('meglio alimentari o metalmeccanici?').intent).toBe('comparison');
  });

  it('keeps a choice between two places outside work', () => {
    expect(read('a ottobre meglio andare a Lisbona o a Siviglia?').intent).toBe('out_of_scope');
  });
});

describe('the TFR advance during the employment', () => {
  it('answers the law’s conditions: 8 years, 70%, the reasons', () => {
    const text = askAgent(
      'main-agent',
      'vorrei un anticipo sulla liquidazione per le cure dentistiche di mia figlia, si può?',
    ).text;
    expect(text.split('\n')[0]).toContain(
      '**fino al 70% del TFR maturato, una sola volta, dopo almeno 8 anni di servizio presso lo stesso datore**',
    );
    expect(text).toContain('art. 2120 c.c.');
  });

  it('leaves the monthly TFR question to its own answer', () => {
    const text = askAgent('main-agent', 'posso chiedere che il TFR me lo paghino ogni mese in busta?').text;
    expect(text.split('\n')[0]).toMatch(/^\*\*No\*\*/);
  });
});

describe('follow-ups of this session’s probes', () => {
  const follow = (history: string[], message: string) =>
    readQuestion({ kb: testKb, today: TEST_TODAY, message, history });

  it('reads "quanto costo all’azienda" as the employer’s cost of the case', () => {
    const request = follow(
      ['4° livello pubblici esercizi, netto a Torino?'],
      'e al mio datore quanto costo?',
    );
    expect(request.intent).toBe('employer_cost');
  });

  it('reads a city corrected without a preposition', () => {
    const request = follow(['RAL 29.000, netto 2026 a Bologna?'], 'no, intendevo Modena');
    expect(request.slots.municipality).toBe('Modena');
    expect(request.slots.region).toBe('Emilia-Romagna');
  });

  it('reads a dismissal asked after sick pay as the comporto', () => {
    const request = follow(
      ['quanto mi pagano la malattia nel turismo?'],
      'e se la malattia dura tanto possono licenziarmi?',
    );
    expect(request.intent).toBe('sickness_injury');
  });

  it('keeps the notice when the follow-up names it', () => {
    const request = follow(
      ['quanto mi pagano la malattia nel turismo?'],
      'e se mi licenziano, quanto preavviso mi devono?',
    );
    expect(request.intent).toBe('notice');
  });

  it('reads "se ne faccio 6" as the hours of the overtime just asked', () => {
    const request = follow(
      ['barista 4° livello fipe, un’ora di straordinario quanto vale?'],
      'e se ne faccio 6 questa settimana?',
    );
    expect(request.intent).toBe('overtime_value');
    expect(request.slots.extraHours).toBe(6);
  });
});

describe('a comparison follow-up after a turn on one agreement', () => {
  it('compares the conversation’s agreement with the one named', () => {
    const text = askAgent('confronta', 'e negli studi professionali?', {
      history: ['quanto prende un 3° livello nel commercio?'],
    }).text;
    expect(text.split('\n')[0]).toContain('nel CCNL Commercio');
    expect(text.split('\n')[0]).toContain('nel CCNL Studi professionali');
  });
});

describe('thanks with "mille"', () => {
  it('does not read "grazie mille" as a thousand euros', () => {
    const request = read('operaio edile 2° livello, netto al mese a Bari? grazie mille in anticipo');
    expect(request.slots.amounts).toEqual([]);
  });

  it('answers the level’s net, not the net of 1.000 €', () => {
    const text = askAgent(
      'calcolo',
      'mille grazie se mi dite il netto di un 5° livello del commercio a Torino',
    ).text;
    expect(text.split('\n')[0]).toMatch(/^Il netto stimato per il 5° livello del CCNL Commercio/);
  });
});

describe('what ROL and former holidays are', () => {
  it('explains the difference with the law of the former holidays, without asking for an agreement', () => {
    const text = askAgent('main-agent', 'scusate, ma i ROL e le ex festività che differenza hanno?').text;
    expect(text.split('\n')[0]).toContain('legge 54/1977');
    expect(text).not.toContain('Non riesco a identificare');
  });

  it('leaves a question on how many hours to the agreement’s figures', () => {
    const text = askAgent('main-agent', 'quante ore di ROL ed ex festività ho nel commercio?').text;
    expect(text.split('\n')[0]).not.toContain('legge 54/1977');
  });
});

describe('dismissal during pregnancy', () => {
  it('answers the law’s ban until the child is one year old', () => {
    const text = askAgent(
      'main-agent',
      'sono incinta di 3 mesi e lavoro in un bar, il titolare può licenziarmi?',
    ).text;
    expect(text.split('\n')[0]).toMatch(/^\*\*No\*\*, salvo eccezioni/);
    expect(text.split('\n')[0]).toContain('fino al compimento di un anno di età del bambino');
  });

  it('leaves the notice of a resignation during maternity to the agreement', () => {
    const text = askAgent(
      'main-agent',
      'sono in maternità e voglio dimettermi dal negozio (commercio 4° livello): quanto preavviso devo dare?',
    ).text;
    expect(text.split('\n')[0]).not.toContain('salvo eccezioni');
  });
});

describe('this session’s calculation probes', () => {
  it('reads "net" typed in English as the net', () => {
    const request = read('net 1.650 x 13 mensilità a Verona, che RAL serve?');
    expect(request.slots.amounts).toContainEqual({ kind: 'net', value: 1650 });
  });

  it('checks a payslip against its total gross, not its first item', () => {
    const text = askAgent(
      'calcolo',
      'busta di marzo: paga base 1.300, contingenza 525, lordo 1.825, netto 1.420, commercio 4° livello a Padova: è giusta?',
    ).text;
    expect(text).toContain('1.825,00 × 9,19%');
  });

  it('sums the TFR of the years between a hire and a leaving date', () => {
    const text = askAgent(
      'calcolo',
      'RAL 27.000 sempre uguale, assunto il 1 marzo 2021 e uscito il 28 febbraio 2026: quanto TFR lordo senza contare la rivalutazione?',
    ).text;
    // 60 months: 1.865 × 5 = 9.325,00.
    expect(text.split('\n')[0]).toContain('**9.325,00 €**');
  });

  it('does not read the 1st of January of a year as a holiday worked', () => {
    expect(
      read('RAL 30.000, ha lavorato dal 1 gennaio 2021 al 31 dicembre 2024: TFR?').slots.overtimeKind,
    ).toBeUndefined();
  });
});

describe('probes after the merges', () => {
  it('adds the INAIL premium at the rate the user states', () => {
    const text = askAgent(
      'calcolo',
      'costo annuo di un impiegato 3° livello commercio con INAIL al 0,5%?',
    ).text;
    expect(text.split('\n')[0]).toContain(', INAIL)');
    expect(text).toContain('Premio INAIL | 28.341,32 × 5,00‰');
  });

  it('reads hours stayed after the shift as overtime to value', () => {
    const request = readQuestion({
      kb: testKb,
      today: TEST_TODAY,
      message: 'ieri sono rimasta 2 ore dopo il turno, 5° livello commercio: quanto mi spetta?',
      agent: 'calcolo',
    });
    expect(request.intent).toBe('overtime_value');
    expect(request.slots.extraHours).toBe(2);
  });
});

describe('an apprenticeship’s length the agreement’s file lacks', () => {
  it('names the gap and gives the law’s limit first', () => {
    const text = askAgent(
      'main-agent',
      'commercio: per quanto tempo si resta apprendisti prima di diventare 3° livello?',
    ).text;
    expect(text.split('\n')[0]).toContain(
      "la durata dell'apprendistato per livello non è nella base di conoscenza",
    );
    expect(text.split('\n')[0]).toContain('**3 anni**');
  });
});

describe('an apprentice’s cost to the employer after the merges', () => {
  it('reads the cost asked with the level of arrival as the employer’s cost, not the apprentice’s share', () => {
    expect(
      read("assumiamo un apprendista commesso, livello di arrivo 4°, secondo anno: quanto ci costa all'anno?")
        .intent,
    ).toBe('employer_cost');
  });
});

describe('classes of this session’s blind sets, in new words', () => {
  it('adds the INAIL rate stated beside the user’s contribution rate', () => {
    const text = askAgent(
      'calcolo',
      'costo annuo di un 3° livello commercio, contributi azienda 28% e INAIL 1%, TFR RAL/13,5?',
    ).text;
    // 2.024,38 × 14 = 28.341,32; × 28% = 7.935,57; × 1% = 283,41; / 13,5 = 2.099,36; total 38.659,66.
    expect(text.split('\n')[0]).toContain('**38.659,66 €**');
    expect(text).toContain('INAIL: 28.341,32 € × 1%');
  });

  it('keeps a budget question on a tranche work, whatever the bank loan told before it', () => {
    const request = read(
      'Ho appena chiesto un finanziamento in banca per il capannone. Di quanto sale il minimo del livello 3 alimentari con la tranche del 2026?',
    );
    expect(request.intent).not.toBe('out_of_scope');
  });

  it('reads "ultimo giorno fine <month> <year>" as the leaving day of a 13ª pro rata', () => {
    const request = read(
      'mi dimetto, ultimo giorno fine maggio 2026, commercio 5° livello: quanta tredicesima?',
    );
    expect(request.slots.endDate).toBe('2026-05-31');
  });

  it('reads a table month written m/yy after the minimum', () => {
    expect(read('commercio 4° livello minimo 3/25').slots.date).toBe('2025-03-01');
  });

  it('reads the TFR quota asked "lorda e netta" as the TFR, not a net pay', () => {
    expect(read('RAL 31k, tfr 2026: quota annua lorda e netta?').intent).toBe('tfr');
  });

  it('reads a typed "quota orari" as the hourly rate', () => {
    expect(read('quota orari commercio 4° livello?').intent).toBe('hourly_rate');
  });

  it('reads the NASpI surcharge of a renewal as the employer’s cost, whatever agreement is missing', () => {
    const request = read(
      'gelateria artigiana, rinnovo il contratto a termine della commessa, imponibile 1.400 al mese: quanto di contributo addizionale naspi in più?',
    );
    expect(request.intent).toBe('employer_cost');
  });
});

describe('short follow-ups that change one slot of the subject', () => {
  it('keeps the holidays when the follow-up only says part-time', () => {
    const request = readQuestion({
      kb: testKb,
      today: TEST_TODAY,
      message: 'e se fossi part-time al 60%?',
      history: ['quanti giorni di ferie ho nel turismo?'],
    });
    expect(request.intent).toBe('holidays');
  });

  it('gives the minimum with the increments when "con 3 scatti?" follows a minimum', () => {
    const text = askAgent('main-agent', 'con 3 scatti?', {
      history: ['minimo del 4° livello commercio?'],
    }).text;
    expect(text.split('\n')[0]).toMatch(/con 3 scatti di anzianità ha un lordo mensile di \*\*/);
  });

  it('reads "3 h" typed by a consultant as three hours', () => {
    expect(read('straord. comm. 5° 3 h oltre la 48ª, valore?').slots.extraHours).toBe(3);
  });
});

describe('the cuneo asked as the further deduction below 20.000 €', () => {
  it('gives the tax-free sum that applies instead of a bare zero', () => {
    const text = askAgent(
      'calcolo',
      'ulteriore detrazione cuneo fiscale 2026 con reddito 16.000 da lavoro dipendente?',
    ).text;
    // 16.000 > 15.000: 4,8% × 16.000 = 768,00.
    expect(text.split('\n')[0]).toContain('spetta invece la somma esente di **768,00 €**');
  });
});

describe('an increase "scattato" in a month', () => {
  it('reads the renewal’s increase, not the increments', () => {
    const request = read("alimentari, 3° livello: quanto è l'aumento del minimo scattato a dicembre 2025?");
    expect(request.intent).toBe('renewal');
  });
});

describe('a TFR fund told in a statement, revalued in the next turn', () => {
  it('reads the revaluation asked "su quel fondo" as the TFR of the told fund', () => {
    const request = readQuestion({
      kb: testKb,
      today: TEST_TODAY,
      message: "quanto è la rivalutazione di dicembre 2025 su quel fondo, netta dell'imposta sostitutiva?",
      history: ['Lavoratrice con 12.500 € di TFR in azienda al 31/12/2024.'],
    });
    expect(request.intent).toBe('tfr');
    expect(request.slots.amounts.map((a) => a.value)).toContain(12500);
  });
});

describe('a payslip’s divisor checked against the agreement’s', () => {
  it('uses the agreement’s divisor when the question asks it against the one stated', () => {
    const text = askAgent(
      'calcolo',
      'in busta usano divisore 190 con paga oraria 9,57: quale paga oraria viene col divisore previsto dal CCNL commercio per il 4° livello, 40 ore?',
    ).text;
    expect(text.split('\n')[0]).toContain('÷ 168');
  });
});

describe('elided and participle forms the typo mender had changed', () => {
  it('keeps "quant’è" and reads the increase asked with it as the renewal’s', () => {
    expect(readable('quant’è l’aumento?')).toBe("quant'e l'aumento?");
    const request = read('alimentari 3° livello: quant’è l’aumento del minimo scattato a dicembre 2025?');
    expect(request.intent).toBe('renewal');
  });

  it('keeps "calcolato"', () => {
    expect(readable('com’è calcolato il TFR?')).toContain('calcolato');
  });
});
