import { describe, expect, it } from 'vitest';
import { testKb as kb, TEST_TODAY } from '../testing/agents.js';
import { expandChatClips } from './chat-clips.js';
import { type AgentHint, readQuestion } from './read.js';

const read = (message: string, history: string[] = [], agent: AgentHint = 'main-agent') =>
  readQuestion({ kb, message, history, categories: [], today: TEST_TODAY, agent });
const id = (agreement: string) => kb.byId(agreement)?.id_categoria;
const agreementsOf = (message: string) => read(message).slots.agreements;

describe('what consultants clip in a chat, written out (realshort9 classes)', () => {
  it.each([
    ['anz. 9 aa', 'anz. 9 anni'],
    ['da 4aa.', 'da 4 anni'],
    ['preavv. alb. 3° liv', 'preavv. alberghi 3° liv'],
    ['min pubbl es 6 liv', 'minimo pubblici esercizi 6 liv'],
    ['scatti studio prof 2° liv', 'scatti studi professionali 2° liv'],
    ['ratei mar-ago 26', 'ratei da marzo a agosto 2026'],
    ['imp. sost. su rival. 90 €', 'imposta sostitutiva su rivalutazione 90 €'],
  ])('writes out %s', (clipped, written) => {
    expect(expandChatClips(clipped)).toBe(written);
  });

  it.each(['20 min di pausa', 'la rivale', 'aa batterie', 'studio professionale', 'pubblici esercizi'])(
    'leaves other words alone: %s',
    (text) => {
      expect(expandChatClips(text)).toBe(text);
    },
  );

  it('reads the years of service typed "aa" as seniority', () => {
    const r = read('preavv. lic. comm 2° liv, anz. 11 aa?');
    expect(r.intent).toBe('notice');
    expect(r.slots.seniorityYears).toBe(11);
  });

  it('reads agreements named by a stub without full stop or in the singular', () => {
    expect(agreementsOf('prova alb. 5° liv?')).toEqual([id('turismo-federalberghi')]);
    expect(agreementsOf('ferie pubbl esercizi 3 liv?')).toEqual([id('pubblici-esercizi-fipe')]);
    expect(agreementsOf('studio prof 4° liv: ROL?')).toEqual([id('studi-professionali-confprofessioni')]);
  });

  it('reads a clipped "min" before a month as the minimum, and keeps it in a follow-up', () => {
    const first = read('pulizie 6 liv min dic 27?', [], 'calcolo');
    expect(first.intent).toBe('minimum_pay');
    expect(read('e a mag 27?', ['pulizie 6 liv min dic 27?'], 'calcolo').intent).toBe('minimum_pay');
  });

  it('reads a span of months joined by a dash as the months worked', () => {
    const r = read('13a D2 metalm a minimo, feb-lug 26?', [], 'calcolo');
    expect(r.intent).toBe('thirteenth_pro_rata');
    expect(r.slots.monthsWorked).toBe(6);
  });

  it('reads the increment typed with one consonant ("scati")', () => {
    expect(read('scati studi prof. 2° liv importo?').intent).toBe('seniority');
    // The verb stays a verb: "da quanti anni scatta la settimana di ferie in più?" asks the holidays.
    expect(read('metalmeccanici: da quanti anni scatta la settimana di ferie in più?').intent).toBe(
      'holidays',
    );
  });

  it('reads "nel nostro studio" said alone as a professional office, not a photo studio', () => {
    expect(agreementsOf('nel nostro studio quanti giorni di ferie?')).toEqual([
      id('studi-professionali-confprofessioni'),
    ]);
    expect(agreementsOf('lavoro in studio fotografico, ferie?')).toEqual([]);
  });

  it('keeps the TFR’s substitute tax asked beside the F24 that pays it inside work', () => {
    const r = read(
      'la rivalutazione del TFR di un dipendente è di 260 euro. Devo fare l’F24: quanto di imposta sostitutiva?',
      [],
      'calcolo',
    );
    expect(r.intent).toBe('tfr');
    expect(read('come si compila un F24?').intent).toBe('out_of_scope');
  });
});
