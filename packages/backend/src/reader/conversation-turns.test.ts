import { describe, expect, it } from 'vitest';
import { testKb as kb, TEST_TODAY } from '../testing/agents.js';
import { readQuestion } from './read.js';

type Agent = 'calcolo' | 'main-agent' | 'confronta' | 'inquadra';
const read = (history: string[], message: string, agent?: Agent) =>
  readQuestion({ kb, message, history, categories: [], today: TEST_TODAY, ...(agent ? { agent } : {}) });

describe('a turn that asks nothing of its own keeps the question before it', () => {
  it.each([
    [['Quante ferie ho in un anno?'], 'faccio la cassiera, commercio, tempo pieno', 'holidays', 1],
    [
      ['Se mi licenzio quanto preavviso devo dare?'],
      'sono operaio metalmeccanico livello D2 da 3 anni.',
      'notice',
      2,
    ],
    [['quanto dura il periodo di prova?'], 'assunta al 5° livello del turismo, reception', 'probation', 9],
    [
      ['Metalmeccanico B1 con 12 anni in azienda: preavviso se mi licenziano?'],
      'come mai 2 mesi e 15 giorni? pensavo fossero 3',
      'notice',
      2,
    ],
  ])('%j then "%s"', (history, message, intent, agreement) => {
    const r = read(history, message);
    expect(r.intent).toBe(intent);
    expect(r.slots.agreements).toContain(agreement);
  });

  it('reads the level a follow-up states in the conversation’s agreement ("che ora è C3")', () => {
    const r = read(
      ['lavoro in fabbrica, contratto metalmeccanici industria: quanto preavviso se mi dimetto?'],
      'ero quinta categoria, che ora si chiama C3, assunto nel 2015. quindi?',
    );
    expect(r.intent).toBe('notice');
    expect(r.slots.level).toBe('C3');
  });

  it('a turn outside work stays outside work', () => {
    expect(
      read(
        ['Ferie nel commercio?'],
        'mi consigli anche un buon albergo a Rimini per le vacanze di agosto con i bambini?',
      ).intent,
    ).toBe('out_of_scope');
  });
});

describe('a turn that revisits the answer keeps its subject', () => {
  it.each([
    'mi fai vedere i passaggi del calcolo?',
    'come l’hai calcolato?',
    'spiegami il calcolo passo per passo per favore',
  ])('TFR then "%s"', (message) => {
    const r = read(['RAL 26.000 euro, quanto TFR matura in un anno?'], message, 'calcolo');
    expect(r.intent).toBe('tfr');
    expect(r.slots.amounts).toContainEqual({ kind: 'ral', value: 26000 });
  });

  it.each([
    ['scusa, mi sono sbagliata: la RAL è 29.500, non 26.000', 29500],
    ['ho sbagliato, erano 33.000 non 26.000', 33000],
  ])('a corrected figure replaces the one it denies: "%s"', (message, value) => {
    const r = read(['RAL 26.000 euro, quanto TFR matura in un anno?'], message, 'calcolo');
    expect(r.intent).toBe('tfr');
    expect(r.slots.amounts.map((a) => a.value)).toEqual([value]);
  });
});

describe('a comparison across the conversation', () => {
  it('"tra i due contratti" compares the agreements of the earlier turns, on the subject asked', () => {
    const r = read(
      ['operaio alimentare 4° livello: quanto dura la prova?', 'e in un albergo al 4° livello del turismo?'],
      'alla fine con quale dei due contratti la prova è più corta?',
    );
    expect(r.intent).toBe('comparison');
    expect(r.slots.agreements).toEqual(expect.arrayContaining([8, 9]));
    expect(r.alsoAsked).toContain('probation');
  });

  it('the comparison agent after a turn on another agreement sets the two side by side', () => {
    const r = read(
      ['faccio il magazziniere in una ditta di logistica'],
      'se andassi a lavorare in un supermercato quanto preavviso dovrei dare?',
      'confronta',
    );
    expect(r.intent).toBe('comparison');
    expect(r.slots.agreements).toEqual(expect.arrayContaining([6, 1]));
  });

  it('the worker’s level and years said before any agreement carry into the comparison', () => {
    const r = read(
      ['Sono al 5° livello con 12 anni di servizio.'],
      'Preavviso di dimissioni: Commercio o Turismo?',
      'confronta',
    );
    expect(r.slots.level).toBe('5');
    expect(r.slots.seniorityYears).toBe(12);
  });
});

describe('story words that are not what is asked', () => {
  it('the rent in the story does not make a pay comparison a housing question', () => {
    const r = read(
      ['sono al 3° livello del commercio'],
      'mi offrono un posto in un hotel al 3° livello del turismo, devo pagare il mutuo e l’affitto del box: coi minimi di oggi ci guadagno di più o di meno?',
    );
    expect(r.intent).not.toBe('out_of_scope');
  });

  it('one’s own bank is not the banking agreement', () => {
    const r = read(
      [],
      'RAL 30.000 a Milano, quanto netto nel 2025? lo chiedo perché la mia banca vuole le buste paga',
      'calcolo',
    );
    expect(r.slots.unknownAgreements).toEqual([]);
  });

  it.each([
    ['qual è il minimo di ore settimanali per un part time nel commercio?', 'part_time'],
    ['che orario minimo settimanale prevede il contratto multiservizi?', 'working_hours'],
  ])('a minimum of hours is not the minimum pay: %s', (message, intent) => {
    expect(read([], message).intent).toBe(intent);
  });

  it('an apprentice hairdresser written with one r is the hairdressing agreement, not held', () => {
    expect(read([], 'sono apprendista parucchiera, quanto mi spetta il primo anno?').intent).toBe(
      'agreement_not_covered',
    );
  });
});

describe('a new question in the same conversation keeps the worker’s facts', () => {
  it('the hire date said before carries into a question on the 13th month', () => {
    const r = read(
      ['magazziniere 5° livello commercio, mi hanno assunto il 15 aprile 2026'],
      'Volevo organizzarmi per le spese di Natale: di tredicesima quanto prenderò a dicembre?',
      'calcolo',
    );
    expect(r.slots.hireDate).toBe('2026-04-15');
  });

  it.each([
    'qual è la paga oraria normale, senza maggiorazioni, del mio livello?',
    'prima dello straordinario dimmi la paga oraria di partenza del 4° livello commercio',
  ])('an ordinary hour asked in a story of overtime is not the overtime hour: %s', (message) => {
    const r = read([], message, 'calcolo');
    expect(r.slots.overtimeKind).toBeUndefined();
  });
});
