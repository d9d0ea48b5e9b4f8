import { describe, expect, it } from 'vitest';
import { askAgent, TEST_TODAY, testKb } from '../testing/agents.js';
import { sinceLine } from './since-date.js';

const category = (id: string) => testKb.byId(id)?.id_categoria as number;
const proposed = (agreement: string, message: string, history: string[] = []) =>
  /Livello proposto: \*\*(?:livello )?([^*( ]+)/.exec(
    askAgent('inquadra', message, { categories: [category(agreement)], history }).text,
  )?.[1];

describe('shop jobs said by their tasks or an English title', () => {
  it.each([
    ['faccio il sales associate in un negozio di giocattoli', '4°'],
    ['sono retail manager: gestisco da sola il punto vendita di una catena di ottica', '1°'],
    ['sono il responsabile del reparto surgelati e coordino due addetti', '2°'],
    ['scarico i bancali e preparo le spedizioni per i clienti del grossista', '4°'],
    ['warehouse clerk presso un ingrosso di bevande', '4°'],
  ])('%s → %s', (message, level) => {
    expect(proposed('terziario-confcommercio', message)).toBe(level);
  });
});

describe('a child looked after for the family, or a title in English', () => {
  it.each([
    ['una ragazza che tenga la nostra bambina il sabato mattina', 'BS'],
    ['ci serve una babysitter che prenda i bimbi all’asilo: in che livello la mettiamo?', 'BS'],
    ['a nanny for our son, contratto domestico', 'BS'],
  ])('%s → %s', (message, level) => {
    expect(proposed('lavoro-domestico', message)).toBe(level);
  });
});

describe('a former category with "super" after it, or named last in a follow-up', () => {
  it('reads "quinta categoria super" as B1', () => {
    expect(
      proposed(
        'metalmeccanica-industria-federmeccanica',
        'CCNL metalmeccanici industria: la quinta categoria super corrisponde oggi a quale livello?',
      ),
    ).toBe('B1');
  });

  it('reads the category a follow-up names, not the one asked before', () => {
    expect(
      proposed('metalmeccanica-industria-federmeccanica', 'e la ex 4ª?', [
        'metalmeccanici: la ex 3ª categoria oggi che livello è?',
      ]),
    ).toBe('C2');
  });
});

describe('the rise of a minimum since a date', () => {
  const commercio = testKb.byId('terziario-confcommercio');
  it('weighs the minimum in force today against the date named', () => {
    const line = sinceLine(
      commercio as NonNullable<typeof commercio>,
      '4',
      '2025-03-01',
      'e rispetto al 1° marzo 2025?',
      'minimo del 4° livello commercio oggi',
      TEST_TODAY,
      true,
    );
    expect(line).toContain('70,00');
    expect(line).toContain('1.748,75');
  });

  it('reads a year alone as its 1st of January ("dal 2025 a oggi")', () => {
    const line = sinceLine(
      commercio as NonNullable<typeof commercio>,
      '4',
      undefined,
      'di quanto è salito il minimo dal 2025 a oggi?',
      undefined,
      TEST_TODAY,
      false,
    );
    // 1.818,75 (from 1.11.2026) − 1.718,75 (the table in force on 1.1.2025, from 1.4.2024) = 100,00.
    expect(line).toContain('100,00');
  });

  it('leaves a tranche asked against an earlier month to the tranche answer', () => {
    expect(
      sinceLine(
        commercio as NonNullable<typeof commercio>,
        '4',
        '2026-11-01',
        'di quanto è aumentato a novembre 2026 rispetto a ottobre 2026?',
        undefined,
        TEST_TODAY,
        true,
      ),
    ).toBeUndefined();
  });
});

describe('fractional monthly payments', () => {
  it('writes 13,5 mensilità with the share of the half payment', () => {
    const text = askAgent(
      'confronta',
      'mensilità nelle cooperative sociali e nel commercio a confronto',
    ).text;
    expect(text).toContain('13,5 mensilità (quattordicesima al 50%)');
    expect(text).not.toContain('13.5');
  });
});
