import { describe, expect, it } from 'vitest';
import { readQuestion } from '../reader/read.js';
import { askAgent, openingLine, TEST_TODAY, testKb } from '../testing/agents.js';

// Session 36 (fixs36k): follow-ups and asks that change one thing keep the rest of the conversation's subject.
const ask = (agent: string, message: string, history: string[] = [], text?: string) =>
  askAgent(agent, message, {
    history,
    documents: text ? [{ fileId: 'f', fileName: 'busta.txt', text }] : [],
  }).text;
const read = (message: string, history: string[] = [], agent: 'main-agent' | 'calcolo' = 'main-agent') =>
  readQuestion({ kb: testKb, message, history, agent, today: TEST_TODAY });

describe('a driver after a warehouseman’s notice', () => {
  const before = [
    'faccio il magazziniere operaio con ccnl logistica trasporto merci, voglio licenziarmi quanto preavviso devo dare',
  ];
  it('answers the travelling staff’s row, not the operai’s', () => {
    const answer = ask('main-agent', 'e se invece facessi il camionista?', before);
    expect(openingLine(answer)).toContain('personale viaggiante');
    expect(openingLine(answer)).toContain('15 giorni di calendario');
    expect(answer).not.toContain('6 giorni lavorativi');
  });
  it('keeps the operai’s row for the warehouseman', () => {
    const answer = ask('main-agent', before[0] ?? '');
    expect(openingLine(answer)).toContain('6 giorni lavorativi');
    expect(openingLine(answer)).not.toContain('15 giorni di calendario');
  });
});

describe('"e se lo inquadrassero invece al 6°?" after a probation question', () => {
  const before = [
    'CCNL Industria alimentare: assumiamo un operaio di 5° livello al confezionamento, quanto può durare la prova?',
  ];
  it('keeps probation and changes the level', () => {
    expect(read('E se lo inquadrassero invece al 6° livello?', before).intent).toBe('probation');
    expect(openingLine(ask('main-agent', 'E se lo inquadrassero invece al 6° livello?', before))).toContain(
      '18 giorni lavorativi',
    );
  });
});

describe('a yearly gross with the extra months inside it', () => {
  it('"lordo in tutto l’anno con 13a e 14a" opens with the RAL', () => {
    const question =
      "CCNL industria alimentare, 6° livello a tempo pieno da gennaio 2026: lordo in tutto l'anno con 13a e 14a quanto fa?";
    expect(read(question, [], 'calcolo').intent).toBe('gross_to_net');
    expect(openingLine(ask('calcolo', question))).toContain('**25.000,50 €**');
  });
});

describe('small hours worked in a night job’s place', () => {
  it('are night hours; a bare "dall’una alle cinque" is not', () => {
    const kind = (message: string) => read(message, [], 'calcolo').slots.overtimeKind;
    expect(
      kind("turismo: ho coperto il portiere di notte con 4 ore di straordinario dall'una alle cinque"),
    ).toBe('straordinario_notturno');
    expect(kind("turismo: ho fatto 4 ore di straordinario dall'una alle cinque")).not.toBe(
      'straordinario_notturno',
    );
  });
});

describe('a payslip missing a tranche already in force', () => {
  const payslip =
    'BUSTA PAGA OTTOBRE 2026\nCCNL Pubblici Esercizi (FIPE)\nLavoratore: cameriere – 4° livello – full time\nPaga base nazionale      1.127,75\nContingenza                524,94\nTotale retribuzione      1.652,69\n';
  it('names no tranche after the month asked', () => {
    const answer = ask(
      'calcolo',
      "secondo me manca l'aumento di giugno in questa busta: quanto manca al mese?",
      [],
      payslip,
    );
    expect(answer).toContain('40,00 €');
    expect(answer).not.toContain('1.722,69');
  });
  it('keeps the tranches ahead when the month asked has none ("a dicembre cambia qualcosa?")', () => {
    const studi =
      'Cedolino NOVEMBRE 2026\nCCNL Studi Professionali Confprofessioni - Livello: 3°\nMinimo tabellare .... 1.706,37\n';
    const answer = ask(
      'calcolo',
      'il minimo di 1706,37 va bene per novembre? e a dicembre cambia qualcosa?',
      [],
      studi,
    );
    expect(answer).toContain('1.726,37');
  });
  it('"manca la tranche di giugno" is the June gone, not the next one', () => {
    const answer = ask(
      'calcolo',
      'secondo me manca la tranche di giugno: di quanto è sotto al mese?',
      [],
      payslip,
    );
    expect(openingLine(answer)).toContain('1° giugno 2026');
    expect(answer).not.toContain('1.722,69');
  });
});

describe('a municipal surcharge whose rate is unresolved', () => {
  it('says the gap with no rate that is not in force', () => {
    const answer = ask(
      'calcolo',
      "e se invece abitasse a palermo? mi serve l'aliquota dell'addizionale comunale 2026",
      [
        'Impiegata 4° livello CCNL Terziario Confcommercio, full time, residente a Milano: netto annuo 2026 con i minimi di novembre 2026, addizionali comprese.',
      ],
    );
    expect(answer).not.toContain('1,404');
  });
});
