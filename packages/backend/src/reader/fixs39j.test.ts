import { describe, expect, it } from 'vitest';
import { askAgent, testKb as kb, TEST_TODAY } from '../testing/agents.js';
import { isOffTopic } from './off-topic-ask.js';
import { outsideDomain } from './outside-work.js';
import { readQuestion } from './read.js';

const read = (message: string, history: string[] = []) =>
  readQuestion({ kb, message, history, categories: [], today: TEST_TODAY });
const id = (name: string) => kb.agreements.find((c) => c.short_name === name)?.id_categoria;

describe('the agreement and the scope are read from the question, not from the story', () => {
  it('with no question mark, the sentence that asks decides the scope, not a plan told after it', () => {
    const message =
      'Mio padre ha 60 anni, vive a Milano, niente mutuo né affitto. Lavora nel commercio al 5° livello a tempo pieno. Vorrebbe sapere quanto gli resta netto al mese. Dopo facciamo anche il 730 con voi.';
    expect(isOffTopic(message)).toBe(false);
    expect(read(message).intent).not.toBe('out_of_scope');
    // An ask about the tax return alone stays outside.
    expect(isOffTopic('Lavoro nel commercio. Vorrei sapere come si compila il 730 precompilato.')).toBe(true);
  });

  it("the writer's business by the sea is where people work, not a holiday", () => {
    expect(
      outsideDomain('e nel nostro ristorante al mare, che è più piccolo, cambia qualcosa?'),
    ).toBeUndefined();
    expect(outsideDomain('quale albergo economico al mare mi consigliate?')).toBe('viaggi e vacanze');
    const r = read('E per la nostra struttura al mare, che è un albergo a due stelle, cambia il minimo?', [
      'Applichiamo il CCNL Turismo Federalberghi: minimo del 3° livello?',
    ]);
    expect(r.intent).toBe('minimum_pay');
  });

  it('a ski-lift company has its own agreement, which the knowledge base lacks, whatever hotel the story owns', () => {
    const r = read(
      'Abbiamo due hotel e adesso anche la cabinovia del paese; per i macchinisti vale il contratto degli impianti a fune, non quello del turismo. Che minimo hanno?',
    );
    expect(r.slots.agreements).toEqual([]);
    expect(r.slots.unknownAgreements).toEqual(['CCNL Impianti a fune (esercenti funiviari)']);
    expect(r.intent).toBe('agreement_not_covered');
  });

  it("the agreement the asking sentence names, not the story's other company", () => {
    const r = read(
      'Ho un forno che applica il CCNL alimentare e una ditta di stampaggio plastica con il CCNL gomma plastica. Qual è il minimo del livello F nella gomma plastica?',
    );
    expect(r.slots.agreements).toEqual([id('CCNL Gomma plastica industria')]);
    // Set side by side, both stay.
    expect(
      read(
        "Ho un forno con il CCNL alimentare e una ditta con il CCNL gomma plastica: il minimo più basso è nella gomma plastica o nell'alimentare?",
      ).slots.agreements.length,
    ).toBe(2);
  });

  it("the writer's own cooperative, with the Commercio only as the yardstick, is the subject", () => {
    const r = read('Io lavoro in una cooperativa: ho la quattordicesima intera come nel commercio?');
    expect(r.slots.agreements).toEqual([id('CCNL Cooperative sociali')]);
    const text = askAgent(
      'main-agent',
      'Noi della cooperativa abbiamo la quattordicesima come nel commercio?',
    ).text;
    expect(text).toMatch(/Cooperative sociali/);
    expect(text).toMatch(/metà|50%/);
  });
});
