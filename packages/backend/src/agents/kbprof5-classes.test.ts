import { describe, expect, it } from 'vitest';
import { askAgent, testKb } from '../testing/agents.js';

const category = (id: string) => testKb.byId(id)?.id_categoria as number;
const answer = (agreement: string, message: string) =>
  askAgent('inquadra', message, { categories: [category(agreement)] }).text;
const proposed = (agreement: string, message: string) =>
  /Livello proposto: \*\*(?:livello )?([^*( ]+(?: super| [AB])?)/.exec(answer(agreement, message))?.[1];
const plain = (s: string) => s.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');

describe('every profile added by kbprof5 rests on low-confidence sources that name it', () => {
  it.each([
    ['turismo-federalberghi', '3', 'portiere di notte (night auditor)', ['portiere', 'notte']],
    ['cooperative-sociali', 'A1', 'addetto alle pulizie', ['addetti', 'pulizie']],
    ['cooperative-sociali', 'D1', 'educatore senza titolo', ['educatore', 'senza titolo']],
  ])('%s %s: %s', (agreement, code, profile, words) => {
    const level = testKb.byId(agreement)?.levels.find((l) => l.level === code);
    expect(level?.examples).toContain(profile);
    const naming = level?.sources.filter((s) => words.every((w) => plain(s.note ?? '').includes(w)));
    expect(naming?.length).toBeGreaterThan(0);
    expect(naming?.every((s) => s.confidence === 'low')).toBe(true);
  });

  it('the D2 educator with a title now also rests on the 2025 agreement read by a medium source (session 60)', () => {
    const level = testKb.byId('cooperative-sociali')?.levels.find((l) => l.level === 'D2');
    expect(level?.examples).toContain(
      'educatore con titolo (educatore professionale socio-pedagogico, laurea L19)',
    );
    const naming = level?.sources.filter((s) =>
      ['educatore', 'con titolo'].every((w) => plain(s.note ?? '').includes(w)),
    );
    expect(naming?.some((s) => s.confidence === 'low')).toBe(true);
  });

  it('the night porter rests on two distinct forum threads, both of kind other', () => {
    const level = testKb.byId('turismo-federalberghi')?.levels.find((l) => l.level === '3');
    const forum = level?.sources.filter((s) => s.url.includes('formazioneturismo.com'));
    expect(new Set(forum?.map((s) => s.url)).size).toBe(2);
    expect(forum?.every((s) => s.kind === 'other' && s.confidence === 'low')).toBe(true);
  });
});

describe('hotel night staff are placed at the third level of Turismo', () => {
  it('an employer hiring a night porter', () => {
    expect(
      proposed(
        'turismo-federalberghi',
        'albergo al mare, cerchiamo un portiere per il turno di notte: in che livello va?',
      ),
    ).toBe('3°');
  });

  it('a worker who does the night audit at the front desk', () => {
    expect(
      proposed(
        'turismo-federalberghi',
        'sono night auditor in un hotel di città, che livello mi devono dare?',
      ),
    ).toBe('3°');
  });
});

describe('social cooperative educators are placed by their qualification', () => {
  it('an educator with a degree in education sciences is D2', () => {
    expect(
      proposed(
        'cooperative-sociali',
        "la nostra cooperativa prende un'educatrice laureata L19 per il doposcuola: che posizione economica le diamo?",
      ),
    ).toBe('D2');
  });

  it('an educator without the qualification is D1', () => {
    expect(
      proposed(
        'cooperative-sociali',
        'faccio l’educatore in una coop sociale ma sono senza titolo, che livello ho?',
      ),
    ).toBe('D1');
  });

  it('the one who coordinates the educators stays D3', () => {
    expect(
      proposed(
        'cooperative-sociali',
        'sono educatore professionale e coordino l’équipe educativa del centro, cooperativa sociale: livello?',
      ),
    ).toBe('D3');
  });

  it('saying the employer is a social cooperative does not make a cleaner an area manager (F1)', () => {
    expect(
      proposed(
        'cooperative-sociali',
        'pulisco le camere e i bagni di una comunità alloggio, sono dipendente di una cooperativa sociale: livello?',
      ),
    ).toBe('A1');
    const f1 = testKb.byId('cooperative-sociali')?.levels.find((l) => l.level === 'F1');
    expect(f1?.declaratoria).not.toMatch(/cooperazion|cooperativ/);
  });

  it('the area manager of a social cooperative is still F1', () => {
    expect(
      proposed(
        'cooperative-sociali',
        'da sette anni sono responsabile di area in una coop sociale, seguo più servizi',
      ),
    ).toBe('F1');
  });

  it('a cleaner of a social cooperative is A1', () => {
    expect(
      proposed(
        'cooperative-sociali',
        'in cooperativa sociale faccio le pulizie degli ambienti della comunità: livello?',
      ),
    ).toBe('A1');
  });
});

describe('the textile sector words do not make every worker a sewing-machine operator', () => {
  it.each([
    'faccio il magazziniere in una fabbrica di abbigliamento, che livello?',
    'sono contabile in un’azienda di confezioni, applicano il tessile: livello?',
  ])('%s is not placed at the 3rd level by the sector word alone', (message) => {
    expect(proposed('tessile-abbigliamento-moda-smi', message)).not.toBe('3°');
  });

  it('a worker at the industrial sewing machine is still 3rd level', () => {
    expect(
      proposed(
        'tessile-abbigliamento-moda-smi',
        'in un’azienda di confezioni cucio i capi con la macchina cucitrice e li rifinisco: che livello?',
      ),
    ).toBe('3°');
    const level = testKb.byId('tessile-abbigliamento-moda-smi')?.levels.find((l) => l.level === '3');
    expect(level?.examples.join(' ')).not.toMatch(/abbigliamento|confezion/);
  });
});
