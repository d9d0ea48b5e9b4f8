import { describe, expect, it } from 'vitest';
import { findLevel } from '../kb/pay.js';
import { readQuestion } from '../reader/read.js';
import { askAgent, testKb as kb, openingLine, TEST_TODAY } from '../testing/agents.js';
import { score } from './level-score.js';
import { otherDepartment } from './profile-department.js';

const read = (message: string) =>
  readQuestion({ kb, message, history: [], categories: [], today: TEST_TODAY, agent: 'inquadra' });
const agreementOf = (message: string) => read(message).slots.agreements.map((id) => kb.byCategory(id)?.id);
const best = (agreement: string, job: string) =>
  score(kb.byId(agreement) as never, job).sort((a, b) => b.score - a.score)[0]?.level?.level;

describe('classification read from the job as told (fixs39f)', () => {
  it('a girl the family takes on for the children, told by her afternoon, is domestic work', () => {
    expect(
      agreementOf(
        'Mia cognata (lui ripara caldaie) prende una ragazza che va a prendere i bimbi a scuola, li fa mangiare e li guarda fino a sera. Che livello?',
      ),
    ).toEqual(['lavoro-domestico']);
    expect(
      openingLine(
        askAgent(
          'inquadra',
          'Cerchiamo una persona che vada a prendere nostro figlio alle elementari e stia con lui fino a sera: che livello?',
        ).text,
      ),
    ).toMatch(/livello BS/);
  });

  it('a teacher fetching pupils at a school is not a family babysitter', () => {
    expect(
      agreementOf(
        'Lavoro in una scuola privata come maestra: vado a prendere i bambini a scuola col pulmino. Livello?',
      ),
    ).not.toContain('lavoro-domestico');
  });

  it('"un quadro chiaro" or "un quadro della situazione" is no Quadri level', () => {
    const multiservizi = kb.byId('multiservizi-pulizia') as never;
    expect(findLevel(multiservizi, 'non ci ha dato un quadro chiaro degli inquadramenti')).toBeUndefined();
    expect(findLevel(multiservizi, 'per farci un quadro della situazione')).toBeUndefined();
    expect(findLevel(multiservizi, 'è inquadrato come quadro')).toBe('Q');
  });

  it('a title only one profile carries outweighs a task word another level shares', () => {
    expect(best('multiservizi-pulizia', 'gli ausiliari puliscono i reparti e portano le provette')).toBe('2');
    expect(best('pubblici-esercizi-fipe', 'lavoro in un self service, mi chiamano commis di sala')).toBe(
      '6s',
    );
    // The title the tasks rename stays renamed: cocktails made alone are the barman's.
    expect(
      best('pubblici-esercizi-fipe', 'faccio la barista: caffetteria e cocktail li preparo da sola'),
    ).toBe('4');
  });

  it('a profile listing several departments after one preposition names each of them', () => {
    expect(
      otherDepartment('commis di cucina, sala e bar (tavola calda, self-service)', ' commis di sala '),
    ).toBe(false);
    expect(otherDepartment('cameriera ai piani', ' servo in sala ')).toBe(true);
  });
});
