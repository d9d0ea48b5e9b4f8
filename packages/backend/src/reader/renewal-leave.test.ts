import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { loadKnowledgeBase } from '../kb/knowledge-base.js';
import { readQuestion } from './read.js';

const kb = loadKnowledgeBase(loadConfig({}).kbDir);
const intent = (message: string) => readQuestion({ kb, message, today: '2026-11-22' }).intent;

// A leave asked of a renewal ("il rinnovo prevede un'estensione?") is the leave; the renewal's figures stay its own.
describe('a leave asked of the renewal', () => {
  it('reads the leave the renewal changed as the leave', () => {
    expect(
      intent(
        'ccnl pulizie multiservizi: col nuovo rinnovo cosa cambia per il congedo delle donne vittime di violenza di genere?',
      ),
    ).toBe('leave');
  });

  it('keeps the renewal when its increases are asked beside the leave', () => {
    expect(
      intent(
        'ccnl multiservizi: il rinnovo quali aumenti prevede? e per le vittime di violenza cosa cambia?',
      ),
    ).toBe('renewal');
  });
});
