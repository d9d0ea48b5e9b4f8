import { describe, expect, it } from 'vitest';
import { TEST_TODAY, testKb } from '../testing/agents.js';
import { readQuestion } from './read.js';

const read = (message: string) =>
  readQuestion({ kb: testKb, message, today: TEST_TODAY, agent: 'main-agent' });
const named = (message: string) =>
  read(message).slots.agreements.map((n) => testKb.agreements.find((c) => c.id_categoria === n)?.id);

// Work on machine tools is the metalworking trade: the industry's agreement when none is named.
describe('a worker on machine tools', () => {
  it('names the metalworking industry and reads its former level in letters', () => {
    const message =
      'col vecchio contratto ero 5 super, operaio attrezzista macchine utensili. adesso coi livelli nuovi a lettere come mi chiamo? e quanto e il minimo?';
    expect(named(message)).toEqual(['metalmeccanica-industria-federmeccanica']);
    expect(read(message).slots.level).toBe('B1');
  });

  it('in an artisan shop is not the industry’s', () =>
    expect(
      named('sono tornitore su macchine utensili in una ditta artigiana: quante ferie ho?'),
    ).not.toContain('metalmeccanica-industria-federmeccanica'));
});
