import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { loadKnowledgeBase } from '../kb/knowledge-base.js';
import { readQuestion } from '../reader/read.js';
import { askAgent, openingLines } from '../testing/agents.js';

// Session 65 (fagri): the compulsory maternity leave asked with INPS named as the payer is a leave, and a farm
// worker's area opens with the declaratoria's words.
const kb = loadKnowledgeBase(loadConfig({}).kbDir);

describe('the «astensione obbligatoria» asked, INPS named as who pays', () => {
  const question =
    "Aspetto un bambino e lavoro in una serra di fiori da quattro anni. Dall'INPS cosa prendo? Quanto dura l'astensione obbligatoria?";
  it('is read as a leave, not the INPS contribution rates', () => {
    expect(readQuestion({ kb, message: question, today: '2026-11-30' }).intent).toBe('leave');
  });
  it('answers the 5 months paid at 80%', async () => {
    const { text } = await askAgent('main-agent', question);
    expect(text).toContain('5 mesi');
    expect(text).toContain('80%');
    expect(text).not.toMatch(/Contributi INPS a carico del lavoratore/);
  });
});

describe("a farm worker's area: the declaratoria opens the reasons", () => {
  it('the cellar hand who runs the whole vinification', async () => {
    const { text } = await askAgent(
      'inquadra',
      'Operaio di cantina, diplomato enotecnico, che fa da solo tutte le operazioni di vinificazione e risponde del carico e scarico: che area degli operai agricoli?',
    );
    expect(openingLines(text)).toMatch(/Area 1/);
    expect(openingLines(text)).toContain('lavori complessi o richiedenti specifica specializzazione');
  });
});
