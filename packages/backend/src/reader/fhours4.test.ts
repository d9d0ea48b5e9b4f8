import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { loadKnowledgeBase } from '../kb/knowledge-base.js';
import { readHire } from './hire-said.js';
import { type ReaderInput, readQuestion } from './read.js';
import { readable } from './text.js';
import { asksWhyVerdict } from './why-verdict.js';

// Session fhours4: follow-ups on the monthly payments and two-topic questions.
const kb = loadKnowledgeBase(loadConfig({}).kbDir);
const read = (message: string, extra: Partial<ReaderInput> = {}) =>
  readQuestion({ kb, message, today: '2026-12-03', ...extra });

describe("another agreement named as where a claim was heard keeps the conversation's (negated-agreements.ts)", () => {
  it.each([
    [
      'perché hai fatto per 13? nel commercio mi dicevano 14 mensilità',
      'CCNL Metalmeccanici industria: a dicembre 2026 assumo un operaio C3, quanto fa la retribuzione annua lorda?',
      2,
    ],
    [
      'ma perche solo meta stipendio?? le mie amiche nel commercio la prendono intera',
      'a quanto ammonta la quattordicesima di giugno per un D2 full time coop sociali?',
      11,
    ],
  ])('%s', (message, before, agreement) => {
    expect(read(message, { history: [before] }).slots.agreements).toEqual([agreement]);
  });

  it('still moves to an agreement the follow-up asks about', () => {
    const before = 'CCNL Metalmeccanici industria, C3: quante mensilità?';
    expect(read('e nel commercio quante sono?', { history: [before] }).slots.agreements).toEqual([1]);
  });
});

describe('a hire read within its own sentence (hire-said.ts)', () => {
  it('does not take the month of the next sentence as the hire', () => {
    expect(readHire(readable('lavora full time da tre anni. A luglio 2026 gli abbiamo pagato la 14ª'))).toBe(
      undefined,
    );
    expect(readHire(readable('lavora da noi da marzo 2024. Quanto gli spetta?'))).toBe('2024-03-01');
  });

  it('reads the fourteenth paid in July 2026 as the one accrued to June 2026', () => {
    const req = read(
      "CCNL Turismo Federalberghi, portiere di notte al 4° livello, lavora full time da tre anni. A luglio 2026 gli abbiamo pagato la quattordicesima: quanto doveva essere l'importo lordo?",
    );
    expect(req.slots.hireDate).toBeUndefined();
    expect(req.slots.seniorityYears).toBe(3);
  });
});

describe('the year\'s gross "contando tredicesima e quattordicesima" (asked-topic.ts)', () => {
  it('asks the year, not the extra months', () => {
    const req = read(
      'Se la inquadro al IV livello del Terziario, a tempo pieno, senza scatti, quanto fa di lordo annuo coi minimi attuali contando tredicesima e quattordicesima?',
    );
    expect(req.intent).toBe('gross_to_net');
  });
});

describe('"perché no?" after a verdict asks the same subject (why-verdict.ts)', () => {
  it('keeps the fourteenth, not the renewal the objection names', () => {
    const before =
      'Nel CCNL Turismo la quattordicesima pagata a luglio 2024 doveva comprendere il primo aumento di 70 euro del rinnovo?';
    const req = read("Perché no? A luglio l'aumento c'era già in busta.", { history: [before] });
    expect(req.intent).toBe('thirteenth_pro_rata');
  });

  it('is only the why, with no other question after it', () => {
    expect(asksWhyVerdict(readable("perché no? a luglio l'aumento c'era già"))).toBe(true);
    expect(asksWhyVerdict(readable('perché no? e quanto preavviso devo dare?'))).toBe(false);
    expect(asksWhyVerdict(readable('perché il preavviso è di 15 giorni?'))).toBe(false);
  });
});

describe('two topics each asked in a clause of their own (asked-phrasings.ts)', () => {
  it('keeps the holidays beside the notice', () => {
    const req = read(
      'Badante convivente inquadrata CS, 54 ore settimanali, in servizio da 3 anni presso la stessa famiglia: quanti giorni di ferie annue le spettano e, in caso di licenziamento, quale preavviso va dato?',
    );
    expect([req.intent, ...req.alsoAsked]).toEqual(expect.arrayContaining(['holidays', 'notice']));
  });
});
