import { describe, expect, it } from 'vitest';
import { askAgent, testKb } from '../testing/agents.js';

const category = (id: string) => testKb.byId(id)?.id_categoria as number;
const answer = (agreement: string, message: string) =>
  askAgent('inquadra', message, { categories: [category(agreement)] }).text;
const proposed = (agreement: string, message: string) =>
  /Livello proposto: \*\*(?:livello )?([^*( ]+(?: super| [AB])?)/.exec(answer(agreement, message))?.[1];

describe('every profile added by kbprof3 rests on a source that names it', () => {
  it.each([
    ['edilizia-industria-ance', '3', 'addetto ai calcoli e computi della contabilità dei lavori'],
    [
      'edilizia-industria-ance',
      '3',
      'addetto esecutivo alla compilazione delle paghe e ai versamenti dei contributi',
    ],
    ['edilizia-industria-ance', '4', 'capo squadra di cantiere / caposquadra'],
    ['metalmeccanica-industria-federmeccanica', 'C3', 'manutentore meccanico o elettrico'],
  ])('%s %s: %s', (agreement, code, profile) => {
    const level = testKb.byId(agreement)?.levels.find((l) => l.level === code);
    expect(level?.examples).toContain(profile);
    const words = profile
      .toLowerCase()
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .split(/[^a-z0-9]+/)
      .filter((w) => w.length > 3);
    const naming = level?.sources.filter((s) =>
      words.every((w) => s.note?.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').includes(w)),
    );
    expect(naming?.length).toBeGreaterThan(0);
    expect(naming?.every((s) => s.confidence === 'low')).toBe(true);
  });
});

describe('building workers are placed by the profiles of the building agreement', () => {
  it('a labourer who carries materials on site is an operaio comune (1st level)', () => {
    expect(
      proposed(
        'edilizia-industria-ance',
        'faccio il manovale per una ditta di costruzioni, impasto la malta e sgombero le macerie',
      ),
    ).toBe('1°');
  });

  it('a bricklayer without more is a qualified worker (2nd level), an experienced one working alone a specialised one (3rd)', () => {
    expect(
      proposed(
        'edilizia-industria-ance',
        'mio figlio è stato assunto come muratore da un costruttore edile, che livello gli tocca?',
      ),
    ).toBe('2°');
    expect(
      proposed(
        'edilizia-industria-ance',
        'muratore provetto, da dieci anni alza pareti e fa intonaci in autonomia per una ditta edile: livello?',
      ),
    ).toBe('3°');
  });

  it('a site team leader is a 4th-level worker, not a manager', () => {
    const text = answer(
      'edilizia-industria-ance',
      'sono caposquadra nei cantieri di ristrutturazione, organizzo il lavoro di tre operai: livello?',
    );
    expect(text).toMatch(/Livello proposto: \*\*4° livello/);
    expect(text).not.toMatch(/Livello proposto: \*\*7° livello/);
  });

  it('the clerk who does the payroll on given rules and the site accounting clerk are 3rd-level clerks', () => {
    expect(
      proposed(
        'edilizia-industria-ance',
        'nell’ufficio di un’impresa edile compilo le paghe degli operai e verso i contributi seguendo le indicazioni del titolare: che livello mi spetta?',
      ),
    ).toBe('3°');
    expect(
      proposed(
        'edilizia-industria-ance',
        'impiegato che tiene i computi e la contabilità dei cantieri per una società di costruzioni: livello?',
      ),
    ).toBe('3°');
  });
});

describe('a maintenance fitter in engineering is placed at C3 by its profile', () => {
  it('a mechanical or electrical maintenance worker is not a D-level operator', () => {
    expect(
      proposed(
        'metalmeccanica-industria-federmeccanica',
        'lavoro come manutentore elettrico sugli impianti di una fonderia, metalmeccanici industria: livello?',
      ),
    ).toBe('C3');
  });
});

describe('a word of a profile’s qualifier does not carry the profile', () => {
  it('a team leader who names the workers he leads is not the labourer', () => {
    expect(
      proposed(
        'edilizia-industria-ance',
        'organizzo il lavoro di tre operai come caposquadra in un cantiere edile, che livello?',
      ),
    ).not.toBe('1°');
  });
});
