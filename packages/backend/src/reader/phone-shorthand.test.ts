import { describe, expect, it } from 'vitest';
import { testKb as kb, TEST_TODAY } from '../testing/agents.js';
import { expandPhoneShorthand } from './phone-shorthand.js';
import { readQuestion } from './read.js';

const read = (message: string, history: string[] = [], agent: 'main-agent' | 'calcolo' = 'main-agent') =>
  readQuestion({ kb, today: TEST_TODAY, message, categories: [], history, agent });
const named = (id: string) => kb.byId(id)?.id_categoria;

// Phrasings written for these tests, not taken from the eval's questions (eval/questions/89-real-short-2.json).
describe('questions typed on a phone', () => {
  it('reads an agreement clipped without its full stop', () => {
    expect(read('6 liv comm quanto prende?').slots.agreements).toEqual([named('terziario-confcommercio')]);
    expect(read('permessi rol ccnl comm azienda con 8 dipendenti').slots.agreements).toEqual([
      named('terziario-confcommercio'),
    ]);
    expect(read('ferie metalmecc b2?').slots.agreements).toEqual([
      named('metalmeccanica-industria-federmeccanica'),
    ]);
    const coop = read('stipendio minimo coop soc d1');
    expect(coop.slots.agreements).toEqual([named('cooperative-sociali')]);
    expect(coop.slots.level).toBe('D1');
  });

  it('reads clipped subjects: overtime, resignation, days, "x" for "per"', () => {
    const overtime = read('ore di straord il sabato 5 liv comm, quanto me le pagano?');
    expect(overtime.intent).toBe('overtime_value');
    expect(overtime.slots.agreements).toEqual([named('terziario-confcommercio')]);
    const notice = read('dimiss con 7 anni, 2 liv comm, qnt gg devo dare?');
    expect(notice.intent).toBe('notice');
    expect(notice.slots.seniorityYears).toBe(7);
    expect(read('tfr x 2 anni con ral 26k?').slots.amounts).toEqual([{ kind: 'ral', value: 26000 }]);
    // "13esima" with a hire date is a pro-rata amount; "magg" is the premium asked.
    expect(read('13esima x 2 liv comm assunta a maggio 2026', [], 'calcolo').intent).toBe(
      'thirteenth_pro_rata',
    );
    expect(read('lavoro di domenica metalmecc qnt è la magg?').intent).toBe('overtime_value');
  });

  it('keeps a clipped form run into an accented letter: "supplì" is a food, not "suppl"', () => {
    expect(expandPhoneShorthand('frigge supplì e crocchette al banco')).toBe(
      'frigge supplì e crocchette al banco',
    );
    expect(expandPhoneShorthand("quanto vale un'ora di suppl?")).toBe("quanto vale un'ora di supplementari?");
    expect(read('al banco frigge i supplì: che livello ha nel ccnl comm?').alsoAsked).not.toContain(
      'part_time',
    );
  });

  it('keeps what the clipped forms are not', () => {
    // "comm.le" is "commerciale"; "x" after a figure is a product; "sett" before a year is September.
    expect(expandPhoneShorthand('impiegato comm.le')).toBe('impiegato comm.le');
    expect(expandPhoneShorthand('1.783,75 x 14')).toBe('1.783,75 x 14');
    expect(expandPhoneShorthand('dal 1 sett 2025')).toBe('dal 1 sett 2025');
    expect(expandPhoneShorthand('36 ore sett')).toBe('36 ore settimana');
    // Written-out words are left as they are, so the expansion can run twice.
    const once = expandPhoneShorthand('straord x un 3 liv comm, qnt?');
    expect(expandPhoneShorthand(once)).toBe(once);
    expect(once).toBe('straordinario per un 3 liv commercio, quanto?');
  });
});

describe('figures as phone users label them', () => {
  it('a RAL named right before its figure stays the RAL when "netto" follows', () => {
    const req = read('ral 31k netto al mese a bologna?');
    expect(req.intent).toBe('gross_to_net');
    expect(req.slots.amounts).toEqual([{ kind: 'ral', value: 31000 }]);
  });

  it('a net wanted beside living costs is the net to start from', () => {
    const req = read(
      'con la rata del mutuo e le spese di casa mi servono 1.700 netti al mese, 14 mensilità: che RAL chiedo?',
      [],
      'calcolo',
    );
    expect(req.intent).toBe('net_to_gross');
    expect(req.slots.amounts.some((a) => a.kind === 'net' && a.value === 1700)).toBe(true);
  });
});

describe('what the asking clause of a story asks', () => {
  it('a table minimum asked after a payslip doubt is the minimum', () => {
    const req = read(
      'Ho guardato la busta di ottobre e non so se mi pagano il giusto, il titolare dice che è tutto a posto. ' +
        'Sono al 5° livello del CCNL Commercio: qual è la paga base del mio livello?',
      [],
      'calcolo',
    );
    expect(req.intent).toBe('minimum_pay');
  });

  it('a school or bank named beside a leave is an agreement the knowledge base lacks', () => {
    for (const message of [
      'sono un prof di ruolo alle medie statali, il congedo matrimoniale da quando parte?',
      'lavoro come bidella in una scuola elementare statale, congedo per matrimonio quanti giorni?',
      'impiegata allo sportello di una banca, quanti giorni di congedo per le nozze?',
    ])
      expect(read(message).intent, message).toBe('agreement_not_covered');
  });

  it('a letter level typed in lower case closes a short ask', () => {
    expect(read('e ds?', ['badante convivente livello CS minimo 2025?']).slots.level).toBe('DS');
    expect(read('paga oraria badante non convivente 2025 bs').slots.level).toBe('BS');
    // Not in a long sentence, where two letters may be anything.
    expect(
      read('quanto prende una colf che lavora da noi ma viene anche da mia sorella as').slots.level,
    ).toBe(undefined);
  });
});
