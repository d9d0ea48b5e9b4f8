import { describe, expect, it } from 'vitest';
import { TEST_TODAY, testKb } from '../testing/agents.js';
import { readQuestion } from './read.js';

const read = (message: string) =>
  readQuestion({ kb: testKb, message, today: TEST_TODAY, agent: 'main-agent' });

// The EDR asked with its start or what it comes to is a renewal's figure, not a payroll rule (session 78).
describe('an EDR asked with when it starts', () => {
  it.each([
    'edr chimici col nuovo contratto da quando torna e quanto vale x la D1??',
    "l'edr dei chimici col rinnovo da quando torna?",
  ])('%s is a renewal question', (message) => expect(read(message).intent).toBe('renewal'));
});
