import { describe, expect, it } from 'vitest';
import { askAgent, testKb as kb, openingLines, TEST_TODAY } from '../testing/agents.js';
import { readQuestion } from './read.js';

const read = (message: string) =>
  readQuestion({ kb, message, history: [], categories: [], today: TEST_TODAY });

describe('the comporto asked by a worker with the 104 is the comporto', () => {
  it('reads the comporto named, the 104 being the worker’s condition', () => {
    expect(
      read(
        'ho la legge 104 e sono spesso in malattia, contratto aiop rsa: quanti giorni di comporto ho prima del licenziamento?',
      ).intent,
    ).toBe('sickness_injury');
    expect(
      read('lavoro in una rsa aiop, ho la 104: per quanto tempo ho la conservazione del posto se mi ammalo?')
        .intent,
    ).toBe('sickness_injury');
  });

  it('still reads the 104 permits when they are asked', () => {
    expect(
      read('lavoro in una rsa aiop, ho la 104 per me: quanti giorni di permesso mi spettano al mese?').intent,
    ).toBe('leave');
  });

  it('opens with the comporto missing for AIOP RSA, not with the 104 permits', async () => {
    const answer = await askAgent(
      'main-agent',
      'infermiera in rsa con ccnl aiop rsa, ho la 104 e mi ammalo spesso. quanti giorni di comporto mi dà il contratto prima che possano licenziarmi?',
    );
    expect(openingLines(answer.text)).toMatch(/non (?:è|sono) nella base di conoscenza|dato non disponibile/);
    expect(openingLines(answer.text)).not.toMatch(/3 giorni al mese di permesso/);
  });
});
