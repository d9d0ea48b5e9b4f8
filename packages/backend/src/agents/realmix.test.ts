import { describe, expect, it } from 'vitest';
import { askAgent, testKb } from '../testing/agents.js';

const category = (id: string) => testKb.byId(id)?.id_categoria as number;
const proposed = (agreement: string, message: string, history: string[] = []) =>
  /Livello proposto: \*\*(?:livello )?([^*( ]+)/.exec(
    askAgent('inquadra', message, { categories: [category(agreement)], history }).text,
  )?.[1];

describe('a helper of a job is the helper’s profile; "niente" denies', () => {
  it.each([
    ['prendo una signora come aiuto banconiera in salumeria, niente cassa', '5°'],
    ['un ragazzo come aiuto commesso il sabato in libreria', '5°'],
    ['commessa esperta: vendita, cassa e vetrine', '4°'],
  ])('%s → %s', (message, level) => {
    expect(proposed('terziario-confcommercio', message)).toBe(level);
  });

  it('"aiuto" as a verb is help given, not a helper', () => {
    expect(
      proposed(
        'cooperative-sociali',
        'in una RSA della cooperativa aiuto gli anziani a mangiare e a lavarsi, ho la qualifica OSS',
      ),
      // (Session 64: an OSS in a socio-sanitary structure such as an RSA is C2, as the agreement says: coop-r2b.)
    ).toBe('C2');
  });
});

describe('line work learnt in hours, and a hotel room attendant in other words', () => {
  it('food industry line work is the 6th level', () => {
    expect(
      proposed(
        'alimentari-industria',
        'lavoro nella catena di montaggio di un biscottificio, metto le confezioni nei cartoni: si impara in poche ore',
      ),
    ).toBe('6°');
  });

  it.each([
    'addetta alle camere in un albergo di montagna',
    'faccio housekeeping in hotel, riassetto le camere',
  ])('%s → 6°', (message) => {
    expect(proposed('turismo-federalberghi', message)).toBe('6°');
  });
});

describe('drivers by licence, and a follow-up that moves the driver to another job', () => {
  it('a van courier with a car licence', () => {
    expect(
      proposed('logistica-trasporto-merci-spedizione', 'autista di furgone con patente B per un corriere'),
    ).toMatch(/^[GH]1$/);
  });

  it('"e se invece gli faccio…" describes the new job', () => {
    expect(
      proposed(
        'logistica-trasporto-merci-spedizione',
        'e se invece gli faccio guidare autocarri con merci ADR?',
        ['autista con patente C+E per container con trasferta: che posizione?'],
      ),
    ).toMatch(/^[CF][23]$/);
  });
});

describe('each agreement keeps the bare ordinal said beside it', () => {
  it('the 6° of Multiservizi against the 5° of Commercio', () => {
    const text = askAgent(
      'confronta',
      'conviene il 6° del multiservizi o il 5° del commercio? minimi di oggi',
    ).text;
    const opening = text.split('\n').slice(0, 3).join('\n');
    expect(opening).toMatch(/1\.944,23/);
    expect(opening).toMatch(/1\.691,70/);
  });
});

describe('the level a classification decided carries to the next pay question', () => {
  const history = ['Con il contratto del commercio, che livello ha un commesso che vende e sta in cassa?'];

  it('the minimum of that level', () => {
    const text = askAgent('calcolo', 'e di minimo quanto gli spetta?', { history }).text;
    expect(text.split('\n')[0]).toMatch(/1\.818,75/);
  });

  it('the difference to another level', () => {
    const text = askAgent('inquadra', 'e se lo passo al 3° livello quanto prende in più?', { history }).text;
    // 3° livello 2.024,38 − 4° livello 1.818,75 (tables from 1 November 2026).
    expect(text.split('\n')[0]).toMatch(/205,63/);
  });
});
