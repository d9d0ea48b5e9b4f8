import { describe, expect, it } from 'vitest';
import { askAgent, testKb } from '../testing/agents.js';

const category = (id: string) => testKb.byId(id)?.id_categoria as number;
const proposed = (agreement: string, message: string, history: string[] = []) =>
  /Livello proposto: \*\*(?:livello )?([^*( ]+)/.exec(
    askAgent('inquadra', message, { categories: [category(agreement)], history }).text,
  )?.[1];

describe('a job told by where the person stands', () => {
  it.each([
    ['e la ragazza che sta alla cassa e al bancone del bar?', '5°'],
    ['una ragazza che batte gli scontrini alla cassa del self-service', '5°'],
  ])('%s → %s', (message, level) => {
    expect(
      proposed('pubblici-esercizi-fipe', message, ['apro una pizzeria al taglio con contratto fipe']),
    ).toBe(level);
  });
});

describe('a cash desk denied is not the cashier', () => {
  it('"non sto alla cassa" with floors and toilets to clean is the cleaner', () => {
    expect(
      proposed(
        'terziario-confcommercio',
        'tengo puliti i pavimenti del negozio e i bagni, non tocco la merce e non sto alla cassa: che livello?',
      ),
    ).toBe('7°');
  });
});

describe('one extra month weighed against the other', () => {
  it('"perché è più bassa della tredicesima?" after the 14th answers what the 14th includes, not the tax', () => {
    const text = askAgent('main-agent', 'ma perché è più bassa della tredicesima? io ho gli scatti', {
      categories: [],
      history: [
        'faccio la barista in un bar, contratto fipe, 5 livello',
        'la quattordicesima quando me la danno?',
      ],
    }).text;
    expect(text).toMatch(/scatti/);
    expect(text).not.toMatch(/detrazioni per lavoro dipendente/);
  });

  it('the 13th against an ordinary month is still the tax explainer', () => {
    const text = askAgent('main-agent', 'perché la tredicesima netta è più bassa di uno stipendio normale?', {
      categories: [],
    }).text;
    expect(text).toMatch(/detrazioni per lavoro dipendente/);
  });
});
