import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { loadKnowledgeBase } from '../kb/knowledge-base.js';
import { readQuestion } from './read.js';

const kb = loadKnowledgeBase(loadConfig({}).kbDir);
const read = (message: string) => readQuestion({ kb, message, today: '2026-11-22' });
const idOf = (id: string) => kb.agreements.find((c) => c.id === id)?.id_categoria;
const CONFESERCENTI = idOf('terziario-confesercenti');
const CONFCOMMERCIO = idOf('terziario-confcommercio');

describe("Confesercenti's agreement named beside shop words", () => {
  it('reads only Confesercenti: its tables are a gap, never Confcommercio’s', () => {
    for (const message of [
      'Gestisco una profumeria associata a Confesercenti e applico il contratto del terziario: minimo del 3° livello?',
      'commessa in un negozio di scarpe, il titolare applica il ccnl confesercenti. quanto prende al quarto livello?',
      'Terziario Confesercenti, addetta alle vendite 4° livello: ferie annue?',
      // A shop selling clothes is retail, and the retail agreement named is Confesercenti's.
      'Ho una boutique di abbigliamento iscritta a Confesercenti e applico il loro contratto: minimo di una commessa al 4° livello?',
    ])
      expect(read(message).slots.agreements, message).toEqual([CONFESERCENTI]);
  });

  it('keeps Confcommercio when it is named or compared', () => {
    for (const message of [
      'Che differenza c’è tra il CCNL Confesercenti e il CCNL Commercio Confcommercio sulle ferie?',
      'Confronta il terziario Confesercenti con il commercio Confcommercio per il 4° livello',
    ])
      expect(read(message).slots.agreements, message).toEqual(
        expect.arrayContaining([CONFESERCENTI, CONFCOMMERCIO]),
      );
  });
});

describe('an ask outside work, whatever the story says of the job', () => {
  it('personal documents written without the apostrophe, and forms filled in on the INPS website', () => {
    for (const message of [
      'devo rifare la carta di identita scaduta, serve prenotare in comune?',
      'Sono cassiera al 4° livello del commercio: come si compila la DSU sul portale INPS per l’assegno unico?',
      'lavoro come operaio, come rinnovo la tessera sanitaria?',
    ])
      expect(read(message).intent, message).toBe('out_of_scope');
  });

  it('INPS as the contributions it collects stays a question of ours', () => {
    expect(read('quanti contributi INPS paga il dipendente su un lordo di 2.000 euro?').intent).not.toBe(
      'out_of_scope',
    );
    expect(read('quanto sono i contributi inps per una colf di 20 ore a settimana?').intent).not.toBe(
      'out_of_scope',
    );
  });
});

describe("Confimi's metalworking agreement, not in the knowledge base", () => {
  it('is named as not covered, never read as Confapi or Federmeccanica', () => {
    for (const message of [
      'Officina di 30 dipendenti, applichiamo il contratto metalmeccanico PMI di Confimi: minimo della 4ª categoria?',
      'ccnl confimi impresa meccanica, quanti giorni di preavviso per un impiegato?',
    ]) {
      const { slots } = read(message);
      expect(slots.agreements, message).toEqual([]);
      expect(slots.unknownAgreements, message).toEqual(['CCNL Metalmeccanica Confimi Impresa Meccanica']);
    }
  });
});

describe('typos of a subject outside work, and a follow-up that changes the years of service', () => {
  it('a passport or the registry office misspelt is still outside work', () => {
    for (const message of [
      'come rinnovo il pasaporto che mi scade a marzo?',
      'mi serve un certificato di residenza, devo andare all anagrafe?',
    ])
      expect(read(message).intent, message).toBe('out_of_scope');
  });

  it('"e se ne avesse 9?" after the years of service changes the years', () => {
    const history = [
      'Un impiegato del commercio con 2 anni di anzianità: quanti mesi di comporto per malattia?',
    ];
    const request = readQuestion({ kb, message: 'E se invece ne avesse 9?', history, today: '2026-11-22' });
    expect(request.intent).toBe('sickness_injury');
    expect(request.slots.seniorityYears).toBe(9);
  });
});
