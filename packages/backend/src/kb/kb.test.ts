import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { composeAnswer } from '../agents/answer.js';
import { createApp } from '../app.js';
import { loadConfig } from '../config.js';
import { removeDir, tempDir, testConfig } from '../testing/backend.js';
import { KnowledgeBaseError, loadKnowledgeBase } from './knowledge-base.js';
import { italianDate } from './passages.js';
import { normalise, terms } from './text.js';

const KB_DIR = loadConfig({}).kbDir;
const BUNDLED = join(KB_DIR, 'terziario-confcommercio.json');
const kb = loadKnowledgeBase(KB_DIR, '2026-11-21');

describe('knowledge base files', () => {
  it('loads the Terziario Confcommercio agreement with every passage sourced', () => {
    expect(kb.agreements.map((a) => a.id)).toEqual(['terziario-confcommercio']);
    const raw = JSON.parse(readFileSync(BUNDLED, 'utf8'));
    // The file's own passages come first, unchanged, followed by the ones phrased from its figures.
    expect(kb.passages.slice(0, raw.passages.length).map((p) => p.text)).toEqual(
      raw.passages.map((p: { text: string }) => p.text),
    );
    expect(kb.passages.length).toBeGreaterThan(raw.passages.length + 10);
    for (const passage of kb.passages) expect(passage.sourceUrl).toMatch(/^https?:\/\//);
  });

  it('stops start-up with a message naming the file and the field of a bad file', async () => {
    const kbDir = tempDir('ccnl-kb-');
    const dataDir = tempDir();
    try {
      const data = JSON.parse(readFileSync(BUNDLED, 'utf8'));
      delete data.passages[2].source_url;
      const file = join(kbDir, 'rotto.json');
      writeFileSync(file, JSON.stringify(data));
      const error = await createApp(testConfig(dataDir, { kbDir })).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(KnowledgeBaseError);
      expect((error as Error).message).toContain(file);
      expect((error as Error).message).toContain('passages.2.source_url');

      writeFileSync(file, '{ "id": ');
      await expect(createApp(testConfig(dataDir, { kbDir }))).rejects.toThrow(
        /rotto\.json cannot be read as JSON/,
      );
    } finally {
      removeDir(kbDir);
      removeDir(dataDir);
    }
  });
});

describe('Italian text and retrieval', () => {
  it('folds accents, punctuation, plurals and synonyms together', () => {
    expect(normalise("Qual è l'anzianità? PERCHÉ!")).toBe('qual e l anzianita perche');
    expect(terms('ore settimanali')).toEqual(terms('orario settimanale'));
    expect(terms('stipendio del quarto livello')).toEqual(terms('paga 4 livelli'));
    expect(terms('il di che per')).toEqual([]);
  });

  it('ranks the passage that answers the question first', () => {
    const best = (question: string) => kb.search(question)[0]?.passage;
    expect(best('Quanto dura il periodo di prova?')?.text).toMatch(/periodo di prova/i);
    expect(best('Quante ore settimanali si lavorano nel commercio?')?.text).toContain('40 ore settimanali');
    expect(best('Da quando decorre il preavviso?')?.article).toBe('art. 247');
    expect(best('Quanti scatti di anzianità?')?.text).toMatch(/scatti/i);
    expect(best('Fino a quando è valido il contratto?')?.text).toContain('al 31 marzo 2027');
    expect(best('Quanto guadagna un commesso?')?.text).toMatch(/commess/);
    expect(
      kb
        .search('Quanto guadagna un commesso?')
        .map((r) => r.passage.text)
        .join('\n'),
    ).toContain('euro lordi');
    expect(kb.search('Qual è la capitale della Francia?')).toEqual([]);
  });

  it('uses the pay table in force on the day', () => {
    const pay = (today: string) =>
      loadKnowledgeBase(KB_DIR, today)
        .search('minimi retributivi mensili lordi in vigore')
        .map((r) => r.passage.text)
        .find((text) => text.startsWith('Minimi retributivi mensili lordi in vigore'));
    expect(pay('2025-12-01')).toContain(`in vigore dal ${italianDate('2025-11-01')}`);
    expect(pay('2025-12-01')).toContain('4° livello 1.783,75 €');
    expect(pay('2027-03-01')).toContain('4° livello 1.858,75 €');
  });

  it('composes an answer: direct first line, sources, three follow-ups, riferimenti', () => {
    const answer = composeAnswer(kb, 'Quanti giorni di ferie spettano?');
    const lines = answer.text.split('\n');
    expect(lines[0]).toMatch(/26 giorni lavorativi/);
    expect(lines).toContain('Fonti:');
    expect(answer.text).toContain('https://www.money.it/quanti-giorni-ferie-spettano-commessi-commesse');
    expect(answer.relatedQuestions).toHaveLength(3);
    expect(answer.relatedQuestions.some((q) => /ferie/i.test(q))).toBe(false);
    expect(answer.riferimenti[0]).toEqual({
      ccnl: 'CCNL per i dipendenti da aziende del Terziario, della Distribuzione e dei Servizi (Confcommercio)',
      article: null,
      text: expect.stringContaining('26 giorni lavorativi'),
      source_url: 'https://www.money.it/quanti-giorni-ferie-spettano-commessi-commesse',
      source_date: '2025-05-15',
    });
  });
});
