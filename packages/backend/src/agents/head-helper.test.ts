import { describe, expect, it } from 'vitest';
import { askAgent, testKb } from '../testing/agents.js';

const category = (id: string) => testKb.byId(id)?.id_categoria as number;
const proposed = (agreement: string, message: string) =>
  /Livello proposto: \*\*([^*]+)\*\*/.exec(
    askAgent('inquadra', message, { categories: [category(agreement)] }).text,
  )?.[1];

describe('a head or a helper of a job is not that job', () => {
  it.each([
    ['turismo-federalberghi', "nell'hotel faccio il cuoco, preparo primi e secondi per i clienti"],
    ['turismo-federalberghi', 'sono cuoca in una pensione al mare'],
    [
      'pubblici-esercizi-fipe',
      'faccio da aiuto al barman, porto il ghiaccio e lavo i bicchieri: sono aiuto barman',
    ],
  ])('%s: «%s» is not placed through the head or the helped job', (agreement, message) => {
    const level = proposed(agreement, message);
    if (agreement === 'turismo-federalberghi') expect(level).not.toBe('1° livello');
    else expect(level).not.toBe('4° livello');
  });

  it.each([
    [
      'turismo-federalberghi',
      'sono lo chef che coordina tutte le cucine, il capo cuoco della brigata',
      '1° livello',
    ],
    ['turismo-federalberghi', 'cerchiamo un food and beverage manager per il nostro resort', 'Quadro B'],
    ['turismo-federalberghi', "assumo il direttore d'albergo per la stagione", 'Quadro A'],
  ])('%s: «%s» → %s', (agreement, message, level) => {
    expect(proposed(agreement, message)).toBe(level);
  });
});
