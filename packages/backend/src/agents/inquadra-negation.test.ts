import { describe, expect, it } from 'vitest';
import { askAgent, testKb } from '../testing/agents.js';

const domestic = testKb.byId('lavoro-domestico')?.id_categoria as number;
const proposed = (message: string) =>
  /Livello proposto: \*\*livello (\w+)\*\*/.exec(
    askAgent('inquadra', message, { categories: [domestic] }).text,
  )?.[1];

describe("inquadra reads a care job's negation in any phrasing", () => {
  it.each([
    'badante per la nonna che non è più autosufficiente, convivente',
    'mia madre non è autosufficiente: che livello per la badante?',
    'badante di anziano non autosuff. senza diploma',
    'assistenza a persona non autonoma, di notte',
    'badante per una signora che ormai non riesce più a badare a sé stessa',
    'la badante assiste mio nonno che non è più in grado di muoversi da solo',
    'badante per mio padre allettato',
    'che livello ha una badante senza diploma che assiste una persona non autosufficiente?',
  ])('puts the untrained carer of a non-self-sufficient person at CS: %s', (message) => {
    expect(proposed(message)).toBe('CS');
  });

  it('keeps a self-sufficient person at BS and a trained carer at DS', () => {
    expect(proposed('badante convivente per anziana autosufficiente')).toBe('BS');
    expect(proposed('badante per persona autosufficiente')).toBe('BS');
    expect(proposed('badante con diploma di OSS per persona non autosufficiente')).toBe('DS');
    expect(proposed('badante per mio nonno non autosuff. allettato, lei non ha nessun diploma')).toBe('CS');
  });
});
