import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

// Session 20 (realwork1): workers' own questions the agents answer.
const opening = (agent: Parameters<typeof askAgent>[0], message: string) =>
  openingLine(askAgent(agent, message).text);

describe('the net asked of a payslip’s figures ("quale netto dovrebbe risultare?") opens with that net', () => {
  it.each([
    'Nel mio cedolino: lordo 1.900, INPS 174,61, IRPEF 160. Quale netto dovrebbe risultare?',
    'lordo 1.900, inps 174,61 e irpef 160: che netto mi viene?',
  ])('%s', (message) => {
    expect(opening('calcolo', message)).toContain('1.565,39');
  });
});

describe('tasks told in a worker’s words find their profile', () => {
  it('slicing and weighing cold cuts at the deli counter is the 4th level’s counter attendant, not a window dresser', () => {
    const line = opening(
      'inquadra',
      'Contratto del commercio, supermercato: al banco salumi affetto e peso prosciutti e formaggi per i clienti e tengo in ordine la vetrina. Che livello mi spetta?',
    );
    expect(line).toMatch(/4° livello/);
  });
  it('"lunico barista" (the apostrophe left out) is the only barman of the place', () => {
    const line = opening(
      'inquadra',
      'pubblici esercizi, sono lunico barista del locale e preparo io caffe e cocktail: che livello?',
    );
    expect(line).toMatch(/3° livello/);
  });
});
