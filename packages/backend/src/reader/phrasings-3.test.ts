import { describe, expect, it } from 'vitest';
import { testKb as kb, TEST_TODAY } from '../testing/agents.js';
import { readQuestion } from './read.js';

// Phrasings of the third pass on the corpus of real questions, each class held by wordings the corpus does
// not contain.
const read = (message: string, history: string[] = []) =>
  readQuestion({ kb, message, history, categories: [], today: TEST_TODAY });

describe('pay asked for a worker, with no net said', () => {
  it.each([
    ['quanto guadagna un magazziniere di 5 livello del commercio?', 'minimum_pay'],
    ['quanto prende al mese una cameriera ai piani in albergo?', 'minimum_pay'],
    ['un educatore D2 delle cooperative sociali quanto prende?', 'minimum_pay'],
    ['part time 20 ore al 3 livello del commercio, quanto si prende al mese?', 'minimum_pay'],
    // A net, a place or a figure makes it a calculation.
    ['quanto guadagna netto un magazziniere di 5 livello del commercio?', 'gross_to_net'],
    ['quanto prende in tasca un 4 livello del commercio?', 'gross_to_net'],
    // Part-time's own subjects stay part-time.
    ['part time 20 ore commercio, le ore supplementari quanto si prendono?', 'part_time'],
  ])('%s → %s', (message, intent) => {
    expect(read(message).intent).toBe(intent);
  });
});

describe("an agreement's validity", () => {
  it.each([
    'il ccnl dei metalmeccanici fino a quando vale?',
    "l'accordo di rinnovo del turismo è in vigore da quando?",
    'il contratto collettivo del multiservizi è scaduto?',
    'hanno prorogato il ccnl della vigilanza?',
    // A past agreement, with the payslip named in the story.
    "in busta paga c'è scritto ccnl aiop rsa: nel 2023 hanno fatto un accordo ponte, fino a quando valeva quell'accordo?",
  ])('reads a renewal: %s', (message) => {
    expect(read(message).intent).toBe('renewal');
  });

  it.each([
    'il mio contratto a tempo determinato scade a giugno, devo dare il preavviso?',
    'i permessi rol scaduti me li pagano?',
  ])('a worker’s own contract or leave expiring is not a renewal: %s', (message) => {
    expect(read(message).intent).not.toBe('renewal');
  });
});

describe('a gross worked out from a net', () => {
  it.each([
    'come si ricava il lordo partendo dal netto?',
    'per dare 1.400 netti al mese come trovo il lordo da scrivere nel contratto?',
    'c’è un modo per passare dal netto al lordo?',
  ])('reads net to gross: %s', (message) => {
    expect(read(message).intent).toBe('net_to_gross');
  });
});

describe('the payroll items themselves', () => {
  it.each([
    'quanto mi trattengono di irpef ogni mese in busta?',
    'a Bari quanto si paga di addizionale comunale?',
    'perché questo mese il netto è più basso del solito? è il conguaglio?',
    'mia moglie ha guadagnato 2.000 euro, è ancora fiscalmente a carico?',
  ])('reads payroll rules: %s', (message) => {
    expect(read(message).intent).toBe('payroll_rules');
  });

  it('keeps a net asked beside the withholdings a net', () => {
    expect(read('quanto prendo netto a Bari con le addizionali?').intent).toBe('gross_to_net');
  });
});

describe('the cost to the firm, a premium, the level scale, a payslip', () => {
  it.each([
    ["per un dipendente l'azienda spende quasi il doppio del netto?", 'employer_cost'],
    ['oltre allo stipendio ci sono i contributi a carico del datore, quanto sono?', 'employer_cost'],
    ['lavoro di notte in fabbrica, quanto mi spetta in più?', 'overtime_value'],
    ['la domenica in negozio ho diritto a una maggiorazione?', 'overtime_value'],
    ['quanti livelli ci sono nel contratto del turismo?', 'classification'],
    ['come faccio a verificare se il mio cedolino è giusto?', 'payslip_check'],
    ['in busta paga quali voci devono esserci per forza?', 'payslip_check'],
    ['se mi ammalo durante la prova, il periodo di prova si sospende?', 'probation'],
    ['per le cure termali mi spettano giorni di permesso?', 'leave'],
  ])('%s → %s', (message, intent) => {
    expect(read(message).intent).toBe(intent);
  });

  it('keeps a permit’s hours asked after a holiday question on the permits', () => {
    expect(read('e di permessi quante ore sono?', ['quanti giorni di ferie nel commercio?']).intent).toBe(
      'rol_ex_festivita',
    );
  });
});

describe('subjects outside work that share a payroll word', () => {
  it.each([
    'con il regime forfettario quanto pago di tasse?',
    'apro la partita iva: il regime dei minimi conviene ancora?',
    'il canone rai si paga anche senza televisore?',
  ])('reads out of scope: %s', (message) => {
    expect(read(message).intent).toBe('out_of_scope');
  });
});

describe('amounts that are not the worker’s figures', () => {
  it('reads money paid off the books as another kind of amount', () => {
    const { amounts } = read('prendo 900 euro in busta e 400 euro fuori busta, è legale?').slots;
    expect(amounts).toContainEqual({ kind: 'other', value: 400 });
  });

  it('does not read a law’s number or a tax form as an amount', () => {
    expect(read('con la legge 104 quanti permessi ho al mese?').slots.amounts).toEqual([]);
    expect(read('le spese della badante si scaricano nel 730?').slots.amounts).toEqual([]);
  });

  it('reads no hours amount in a question on the working week or on leave', () => {
    expect(read('se faccio 4 giorni da 10 ore è regolare?').slots.amounts).toEqual([]);
    expect(read('i permessi ex festività sono 32 ore per tutti?').slots.amounts).toEqual([]);
  });
});

describe('topics said in everyday words', () => {
  it.each([
    ['col rinnovo del turismo quando pagano gli arretrati?', 'renewal'],
    ["la quattordicesima chi la paga, l'azienda o l'ente?", 'monthly_payments'],
    ['sono in mutua da una settimana, chi mi paga?', 'sickness_injury'],
    ['quante ore di riposo giornaliero mi spettano tra un turno e l’altro?', 'working_hours'],
    ['il giorno di riposo può essere il lunedì invece della domenica?', 'working_hours'],
  ])('%s → %s', (message, intent) => {
    expect(read(message).intent).toBe(intent);
  });

  it('compares the new topic after a comparison', () => {
    const request = read('e per la malattia?', ['meglio il contratto del commercio o quello del turismo?']);
    expect(request.intent).toBe('comparison');
    expect(request.slots.agreements).toEqual(expect.arrayContaining([1, 9]));
    expect(request.alsoAsked).toContain('sickness_injury');
  });
});

describe('dates, durations and schedules said in words', () => {
  it('counts the months of a range, both ends', () => {
    expect(read('ho lavorato da marzo a agosto, quanta tredicesima mi spetta?').slots.monthsWorked).toBe(6);
  });

  it('reads a hire on "il primo" of a month', () => {
    expect(read('assunto dal primo febbraio, quanto mi spetta di tredicesima?').slots.hireDate).toBe(
      `${TEST_TODAY.slice(0, 4)}-02-01`,
    );
  });

  it('reads an old year named after the pay tables', () => {
    expect(read('tabelle colf 2012 livello B convivente?').slots.taxYear).toBe(2012);
  });

  it('does not read a year said in the story as an amount', () => {
    expect(read('sono in azienda da prima del 1985, quanti scatti ho?').slots.amounts).toEqual([]);
  });

  it('reads the week, not the day, from "giorni da N ore"', () => {
    expect(read('faccio 5 giorni da 8 ore per fare le 40 ore, va bene?').slots.weeklyHours).toBe(40);
    expect(read('part time 20 ore su 40, ho diritto alla pausa?').slots.weeklyHours).toBe(20);
  });
});

describe('agreements the knowledge base lacks, named by their trade or their signatories', () => {
  it.each([
    ['faccio il netturbino per una municipalizzata, quante ferie ho?', 'igiene ambientale'],
    ['maestra in una scuola cattolica col contratto AGIDAE, quanto prendo?', 'AGIDAE'],
    ['docente di liceo privato, contratto ANINSEI: ferie estive?', 'ANINSEI'],
    ['lavoro in una panetteria del paese, che contratto mi applicano?', 'Panificazione'],
    ['commessa in una farmacia comunale: quante ore settimanali?', 'Farmacie comunali'],
    ['custode di un condominio a Roma, quanto prende di minimo?', 'Proprietari di fabbricati'],
    ['bar che applica il ccnl pubblici esercizi di Confesercenti: prova?', 'Confesercenti'],
  ])('%s names %s', (message, name) => {
    const request = read(message);
    expect(request.intent).toBe('agreement_not_covered');
    expect(request.slots.unknownAgreements.join(' ')).toContain(name);
  });

  it('sets one held against one lacked: the lacked one is named missing (the eval convention)', () => {
    const request = read('differenze tra il ccnl Confapi e quello Confimi sulle ferie?');
    expect(request.intent).toBe('agreement_not_covered');
    expect(request.slots.unknownAgreements.join(' ')).toContain('Confimi');
    expect(read('sorveglianza nei musei: conviene il ccnl Federculture o il multiservizi?').intent).toBe(
      'agreement_not_covered',
    );
  });

  it('reads "contratto collettivo" as no name', () => {
    expect(
      read('il contratto collettivo prevede un periodo di prova più corto?').slots.unknownAgreements,
    ).toEqual([]);
  });

  it('reads an everyday farm job as the farm workers’ agreement', () => {
    expect(read('faccio il bracciante in Puglia, quanto mi pagano all’ora?').slots.agreements).toEqual([14]);
  });
});

describe('where the third pass’s rules stop', () => {
  it('leaves a calculation agent’s bare pay to the calculation', () => {
    const request = readQuestion({
      kb,
      message: 'quanto prende un 4 livello del commercio?',
      history: [],
      categories: [],
      today: TEST_TODAY,
      agent: 'calcolo',
    });
    expect(request.intent).not.toBe('minimum_pay');
  });

  it.each([
    // A net asked with the pay stated is the net, whatever withholding it names.
    ['RAL 32.000 euro a Torino con addizionale comunale, quanto prendo netto al mese?', 'gross_to_net'],
    // A year's rest days in construction are its reduced hours, not the working week.
  ])('%s → %s', (message, intent) => {
    expect(read(message).intent).toBe(intent);
  });

  it('leaves a year’s rest days in construction (its reduced hours) out of the working week', () => {
    expect(read('come vengono pagati i riposi annui di un muratore nel ccnl edilizia?').intent).not.toBe(
      'working_hours',
    );
  });

  it('keeps the hours contributions are asked on', () => {
    const request = read('colf, nel trimestre ha fatto 150 ore a 9 € l’ora: quanti contributi INPS?');
    expect(request.slots.amounts).toContainEqual({ kind: 'hours', value: 150 });
  });

  it('reads AIOP named against ARIS as private health care, not ARIS', () => {
    expect(
      read('infermiere in una casa di cura AIOP (non ARIS), quante ferie ho?').slots.unknownAgreements,
    ).toEqual([]);
  });

  it('does not add Confcommercio when it is denied', () => {
    const agreements = read(
      'ferramenta con il ccnl terziario confesercenti (non confcommercio), 2 livello: minimo?',
    ).slots.agreements;
    expect(agreements).toHaveLength(1);
    expect(agreements).toEqual(read('ccnl terziario confesercenti').slots.agreements);
  });
});
