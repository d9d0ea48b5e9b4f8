import { describe, expect, it } from 'vitest';
import { readQuestion } from '../reader/read.js';
import { askAgent, TEST_TODAY, testKb } from '../testing/agents.js';

const ids = (message: string) =>
  readQuestion({ kb: testKb, message, today: TEST_TODAY }).slots.agreements.map(
    (c) => testKb.byCategory(c)?.id,
  );

describe('"PAR" names the metalworking industry agreement’s paid permits', () => {
  it.each([
    'quante ore di permessi pagati (PAR/ROL) mi spettano in un anno? lavoro full time',
    'le ore di PAR quante sono in un anno?',
  ])('%s', (message) => {
    expect(ids(message)).toEqual(['metalmeccanica-industria-federmeccanica']);
  });

  it('answers the hours at once, after a payslip question that named only the level', async () => {
    const { text } = await askAgent(
      'main-agent',
      'già che ci sei, quante ore di permessi pagati (PAR/ROL) mi spettano in un anno? lavoro full time',
      { history: ['mi guardi la busta paga? il minimo del C3 è giusto?'] },
    );
    expect(text.split('\n')[0]).toContain('104 ore');
    expect(text).toContain('Metalmeccanici');
  });

  it('"par condicio" is no permit', () => {
    expect(ids('la par condicio vale anche per i dipendenti del commercio?')).not.toContain(
      'metalmeccanica-industria-federmeccanica',
    );
  });
});
