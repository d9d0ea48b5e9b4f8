import { describe, expect, it } from 'vitest';
import { withoutOthersAbsence } from '../reader/others-leave.js';
import { readable } from '../reader/text.js';
import { askAgent, openingLine } from '../testing/agents.js';

// Phrasings written for these tests, not the eval's (eval/questions/89-real-topics-4.json, 88-g8-realtopics4.json).
const lead = (text: string) => text.split('\n').slice(0, 3).join(' ').slice(0, 500);

describe('falling ill on holiday: the law says the illness suspends them, first', () => {
  it.each([
    'commessa nel commercio: al terzo giorno di ferie al mare ho preso la febbre a 39, ho il certificato. perdo quei giorni?',
    'Lavoro in un magazzino della logistica e mi sono ammalato mentre ero in vacanza in Puglia: le ferie continuano a scorrere?',
  ])('%s', (message) => {
    const text = askAgent('main-agent', message).text;
    expect(lead(text)).toMatch(/sospend/);
  });

  it('keeps the agreement’s own rule when it has one (Edilizia: only beyond 10 days)', () => {
    const text = askAgent(
      'main-agent',
      'muratore, contratto edilizia industria: durante le ferie di agosto sono stato male 4 giorni, me li ridanno?',
    ).text;
    expect(lead(text)).toContain('10 giorni');
    expect(text).not.toContain('Corte cost. 616/1987');
  });

  it('does not move the accrual of holidays during an illness', () => {
    const text = askAgent('main-agent', 'nel commercio le ferie maturano anche durante la malattia?').text;
    expect(text).not.toContain('Corte cost. 616/1987');
  });
});

describe('the comporto named opens the sickness rule', () => {
  it('Commercio: the 180 days, not the pay of the first days', () => {
    const text = askAgent(
      'main-agent',
      'CCNL Terziario: quanto dura il periodo di comporto di un impiegato che ha avuto diverse assenze per malattia?',
    ).text;
    expect(lead(text)).toContain('180 giorni');
  });
  it('keeps the pay first when the pay is asked beside it', () => {
    const text = askAgent(
      'main-agent',
      'CCNL Commercio: in malattia quanto mi pagano i primi giorni e qual è il comporto?',
    ).text;
    expect(openingLine(text)).toMatch(/3 giorni/);
  });
});

describe('a labelled part of a rule moves whole', () => {
  it('the domestic injury: the employer’s days and the INAIL’s share open together', () => {
    const text = askAgent(
      'main-agent',
      'la badante di mio nonno si è slogata una caviglia sulle scale di casa mentre lavorava: infortunio, chi la paga e quanto?',
    ).text;
    expect(lead(text)).toContain('60%');
  });
});

describe('someone else’s absence told in the story is not the ask', () => {
  it.each([
    ['da quando una collega è andata in maternità mi fanno fare più ore', 'mi fanno fare piu ore'],
    ['il titolare è in ferie e tengo io il negozio', 'e tengo io il negozio'],
  ])('%s', (message, rest) => {
    expect(withoutOthersAbsence(readable(message))).toContain(rest);
    expect(withoutOthersAbsence(readable(message))).not.toMatch(/maternita|ferie/);
  });
  it('keeps an absence the question asks about, and one the employer imposes', () => {
    expect(withoutOthersAbsence('una collega e in maternita: quanto dura?')).toContain('maternita');
    expect(withoutOthersAbsence('il titolare mi ha messo in ferie forzate.')).toContain('ferie');
  });
  it('answers the part-time hours, not the colleague’s leave', () => {
    const text = askAgent(
      'main-agent',
      'Commessa part time 24 ore nel commercio. Visto che la responsabile è in maternità mi tengono spesso fino alla chiusura: queste ore in più come vanno pagate?',
    ).text;
    expect(lead(text)).toContain('35%');
  });
});

describe('increments counted from the years told', () => {
  it.each([
    [
      'metalmeccanico al livello B1, in azienda da 11 anni: quanti scatti di anzianità ho maturato?',
      /5 scatti/,
    ],
    [
      'la nostra colf lavora con noi da 4 anni: quanti scatti di anzianità le spettano?',
      /\*\*2 scatti\*\*.*8%/,
    ],
  ])('%s', (message, expected) => {
    expect(lead(askAgent('main-agent', message).text)).toMatch(expected);
  });
});

describe('hours of an accrual read as people write them', () => {
  it('104 ore, not 104,00', () => {
    const text = askAgent('main-agent', 'metalmeccanici: ogni mese quante ore di PAR maturano?').text;
    expect(text).toContain('104 ore');
    expect(text).not.toContain('104,00');
  });
});

describe('the known classes of the session (renewals in short words, a dated una tantum in a comparison)', () => {
  it.each([
    'il nostro contratto nazionale quando scade? e arrivano aumenti?',
    'quando ci sarà il prossimo rinnovo del mio contratto?',
  ])('a renewal with no agreement asks which one applies: %s', (message) => {
    expect(askAgent('main-agent', message).text).toMatch(/CCNL applica|quale CCNL|CCNL di riferimento/);
  });

  it('a renewal asked beside a retired consultant is ours', () => {
    const text = askAgent(
      'main-agent',
      'Il ragioniere che mi faceva le paghe è andato in pensione. Col contratto edilizia industria di quanto è aumentato il minimo di un operaio con il nuovo rinnovo?',
    ).text;
    expect(lead(text)).toContain('180');
  });

  it('the una tantum the question dates opens its cell', () => {
    const text = askAgent(
      'confronta',
      'Negozio aderente a Confesercenti e uno a Confcommercio: confrontami le una tantum, per Confesercenti quella dell’accordo di dicembre 2022 e per Confcommercio quella del 2024.',
    ).text;
    expect(text).toContain('200');
    expect(text).toContain('150');
  });
});

describe('a domestic worker’s notice in a comparison reads the band of the hours told', () => {
  it('a live-in carer who resigns halves the term', () => {
    const text = askAgent('confronta', 'e se fossimo noi a dare le dimissioni?', {
      history: [
        'io faccio la badante convivente da due anni e mio marito è magazziniere al 4° livello del commercio da due anni: se ci mandano via quanto preavviso ha ciascuno?',
      ],
    }).text;
    expect(text).toMatch(/metà/);
  });
});
