import { describe, expect, it } from 'vitest';
import { testKb } from '../testing/agents.js';
import { readQuestion } from './read.js';

const read = (message: string, history: string[]) =>
  readQuestion({ kb: testKb, message, history, today: '2026-11-22' });

describe('a follow-up naming a level code keeps the agreement the conversation named', () => {
  it('"e per l’ingegnere che prendiamo come B3?" after a metalworkers’ question stays in that agreement', () => {
    const first =
      'Assumiamo un operaio che inquadreremo al livello C2 (ex 4ª categoria) del CCNL Metalmeccanici industria. Qual è la durata massima del periodo di prova?';
    const metal = testKb.agreements.find((c) => c.id === 'metalmeccanica-industria-federmeccanica');
    const request = read("e per l'ingegnere che prendiamo come B3 invece quanto può durare la prova?", [
      first,
    ]);
    expect(request.slots.agreements).toEqual([metal?.id_categoria]);
  });
});
