import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';
import { yearsFollowUp } from './bands.js';
import { inflationGiven } from './tfr-inflation.js';
import { workerGroup } from './worker-group.js';

// The answers of the eighth blind set's classes, asked in new words.
const opening = async (agent: string, message: string, history?: string[]) =>
  openingLine((await askAgent(agent, message, history ? { history } : {})).text);

describe('a TFR revaluation with the inflation rate given', () => {
  it.each([
    ["se l'inflazione fosse al 2,5%", 2.5],
    ["con un FOI dell'1,6%", 1.6],
    ['ipotizzando il 3% di inflazione', 3],
    ["l'indice ISTAT dei prezzi al 2 per cento", 2],
  ])('reads the rate: %s', (text, rate) => {
    expect(inflationGiven(text)).toBe(rate);
  });

  it('reads no rate when none is said', () => {
    expect(inflationGiven("di quanto si rivaluta il TFR con l'inflazione di quest'anno?")).toBeUndefined();
  });

  it('computes the coefficient from it and names it as the user assumption', async () => {
    const line = await opening(
      'calcolo',
      "Ho 10.000 euro di TFR accantonato: con un'inflazione del 2% quanto si rivaluta?",
    );
    // 1,5% + 75% × 2% = 3% → 300,00 €.
    expect(line).toContain('**300,00 €**');
    expect(line).toMatch(/ipotesi/);
  });

  it('revalues "that figure": the accrual asked in the previous turn', async () => {
    const line = await opening(
      'calcolo',
      "e l'anno dopo, con l'inflazione all'1%, di quanto si rivaluta quella cifra?",
      ['RAL 27.000, anno intero: quanto TFR matura tolto il Fondo di garanzia?'],
    );
    // 27.000 / 13,5 − 0,50% × 27.000 = 1.865,00; × (1,5% + 0,75%) = 41,96.
    expect(line).toContain('1.865,00 €');
    expect(line).toContain('**41,96 €**');
  });
});

describe('a section of the pay tables named by the situation', () => {
  it('a one-star hotel reads the alberghi minori table', async () => {
    const line = await opening(
      'calcolo',
      'paga oraria di un 4° livello turismo in un hotel a una stella, maggio 2026',
    );
    expect(line).toContain('alberghi minori');
    expect(line).toContain('**9,82 €**');
  });

  it('a four-star hotel keeps the hotels table', async () => {
    expect(
      await opening('calcolo', 'paga oraria di un 4° livello turismo in un hotel a 4 stelle, maggio 2026'),
    ).toContain('**9,86 €**');
  });
});

describe('the extra contribution of a fixed-term hire', () => {
  it('answers the NASpI additional rate and its step per renewal', async () => {
    const line = await opening(
      'calcolo',
      'un dipendente a tempo determinato mi costa di più in contributi? e se lo rinnovo?',
    );
    expect(line).toContain('1,4%');
  });
});

describe('the worker group from the job', () => {
  it.each([
    ['faccio il manovale', 'operai'],
    ['mio marito è muratore', 'operai'],
    ['sono impiegata amministrativa', 'impiegati'],
    ['lavoro in cantiere', undefined],
  ])('%s', (text, group) => {
    expect(workerGroup(text)).toBe(group);
  });

  it('a labourer of a building firm gets the operai band of the notice', async () => {
    const line = await opening(
      'main-agent',
      'faccio il muratore in un cantiere edile da sei anni: se mi dimetto quanto preavviso?',
    );
    expect(line).toContain('10 giorni lavorativi');
  });
});

describe('a classification negation is read against the profile that matched', () => {
  it('a nursery educator "senza funzioni di coordinamento" is D2', async () => {
    const line = await opening(
      'inquadra',
      'Cooperativa sociale, asilo nido: educatrice laureata senza funzioni di coordinamento. Che posizione economica?',
    );
    expect(line).toContain('D2');
  });
});

describe('a follow-up that changes only the years of service', () => {
  it.each([
    ['e se ne avesse 7?', true],
    ['e con 12 anni di anzianità?', true],
    [
      'Mio marito lavora da 4 anni in una fabbrica metalmeccanica: per quanto gli conservano il posto?',
      false,
    ],
  ])('%s', (message, short) => {
    expect(yearsFollowUp({ message, history: ['una domanda prima'] })).toBe(short);
  });

  it('answers the band of the new years, not every band again', async () => {
    const answer = (
      await askAgent('main-agent', 'e con 8 anni invece?', {
        history: ['metalmeccanico industria, 2 anni di anzianità: comporto per malattia?'],
      })
    ).text;
    expect(openingLine(answer)).toContain('12 mesi');
    expect(answer).not.toContain('9 mesi');
  });
});

describe('the section of the pay tables in every route', () => {
  it.each([
    ['calcolo', 'minimo del 4° livello turismo in un albergo a due stelle, maggio 2026?', '1.688,98'],
    ['main-agent', 'minimo del 4° livello turismo in un hotel a una stella da maggio 2026?', '1.688,98'],
    [
      'main-agent',
      'minimo del 5° livello turismo per un cuoco in un albergo a due stelle, maggio 2026?',
      '1.590,27',
    ],
  ])('%s: %s', async (agent, message, figure) => {
    expect(await opening(agent, message)).toContain(figure);
  });
});
