import { describe, expect, it } from 'vitest';
import { testKb } from '../testing/agents.js';
import { readQuestion } from './read.js';

const read = (message: string) => readQuestion({ kb: testKb, message, today: '2026-11-22' });

describe('an illness told by the doctor extending the certificate', () => {
  it('is the sick pay asked, not a minimum', () => {
    expect(
      read(
        "mia moglie è operaia in un'azienda alimentare, il medico le ha allungato il certificato: quanto le paga l'INPS?",
      ).intent,
    ).toBe('sickness_injury');
    expect(read('certificato prolungato di altri 10 giorni, CCNL commercio: quanto mi pagano?').intent).toBe(
      'sickness_injury',
    );
  });
});
