import { describe, expect, it } from 'vitest';
import { askAgent, testKb } from '../testing/agents.js';

const category = (id: string) => testKb.byId(id)?.id_categoria as number;
const answer = (agreement: string, message: string) =>
  askAgent('inquadra', message, { categories: [category(agreement)] }).text;
const proposed = (agreement: string, message: string) =>
  /Livello proposto: \*\*(?:livello )?([^*( ]+(?: super| [AB])?)/.exec(answer(agreement, message))?.[1];
const plain = (s: string) => s.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');

describe('every profile added by kbprof4 rests on a source that names it', () => {
  it.each([['gomma-plastica-industria', 'A', 'assistente capo manutenzione (area manutenzione)']])(
    '%s %s: %s',
    (agreement, code, profile) => {
      const level = testKb.byId(agreement)?.levels.find((l) => l.level === code);
      expect(level?.examples).toContain(profile);
      const words = plain(profile)
        .split(/[^a-z0-9]+/)
        .filter((w) => w.length > 3);
      const naming = level?.sources.filter((s) => words.every((w) => plain(s.note ?? '').includes(w)));
      expect(naming?.length).toBeGreaterThan(0);
      expect(naming?.every((s) => s.confidence === 'low')).toBe(true);
    },
  );

  it('the rubber and plastics level A has a definition, read on the same page as its profile', () => {
    const level = testKb.byId('gomma-plastica-industria')?.levels.find((l) => l.level === 'A');
    expect(level?.declaratoria).toMatch(/autonomia direttiva/);
  });
});

describe('rubber and plastics workers are placed by the profiles of their agreement', () => {
  it('the head of maintenance who leads the fitters and plans the work is level A', () => {
    expect(
      proposed(
        'gomma-plastica-industria',
        'in una ditta di articoli in gomma il responsabile della manutenzione guida i manutentori e pianifica gli interventi: livello?',
      ),
    ).toBe('A');
  });
});

describe('a machine operator of rubber and plastics is level H once confirmed, not the level I of the probation', () => {
  it('an operator who runs the moulding presses, confirmed, is H', () => {
    expect(
      proposed(
        'gomma-plastica-industria',
        'stampaggio plastica: abbiamo un operaio addetto alla conduzione delle presse, assunto da un anno. Che livello?',
      ),
    ).toBe('H');
  });

  it('an assembler without more is H', () => {
    expect(
      proposed(
        'gomma-plastica-industria',
        'faccio montaggio e assemblaggio di guarnizioni in gomma in fabbrica da due anni, che livello mi tocca?',
      ),
    ).toBe('H');
  });
});

describe('chemical-pharmaceutical jobs are placed by the figures the guides list under C1–D3', () => {
  it.each([
    ['C1', 'coordinatore'],
    ['C1', 'addetto vendita senior'],
    ['C2', 'programmatore'],
    ['D1', 'strumentista'],
    ['D1', 'caposquadra'],
    ['D2', 'addetto collaudi'],
    ['D3', 'operatore manutentore'],
    ['D3', 'addetto spedizione'],
  ])('%s: %s, named by a low-confidence source', (code, profile) => {
    const level = testKb.byId('chimico-farmaceutico')?.levels.find((l) => l.level === code);
    expect(level?.examples).toContain(profile);
    const naming = level?.sources.filter((s) =>
      plain(s.note ?? '').includes(plain(profile).split(' ').at(-1) ?? ''),
    );
    expect(naming?.length).toBeGreaterThan(0);
    expect(naming?.every((s) => s.confidence === 'low')).toBe(true);
  });

  it('the accountant, listed at both C2 and D1, is placed at neither by name alone', () => {
    const levels = testKb.byId('chimico-farmaceutico')?.levels ?? [];
    expect(levels.flatMap((l) => l.examples)).not.toContain('contabile');
  });

  it('an instrument technician of a chemical plant is D1, a maintenance operator D3', () => {
    expect(
      proposed(
        'chimico-farmaceutico',
        'lavoro come strumentista in uno stabilimento chimico, taro e riparo la strumentazione degli impianti: livello?',
      ),
    ).toBe('D1');
    expect(
      proposed(
        'chimico-farmaceutico',
        'azienda farmaceutica: assumiamo un operatore manutentore per le linee di confezionamento, in che livello?',
      ),
    ).toBe('D3');
  });

  it('a sales clerk is C2', () => {
    expect(
      proposed(
        'chimico-farmaceutico',
        'sono addetto vendita in un’azienda di detergenti, contratto chimici: livello?',
      ),
    ).toBe('C2');
  });
});
