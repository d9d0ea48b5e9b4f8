import { describe, expect, it } from 'vitest';
import { testKb as kb, TEST_TODAY } from '../testing/agents.js';
import { readQuestion } from './read.js';

const read = (message: string, history: string[] = []) =>
  readQuestion({ kb, today: TEST_TODAY, message, categories: [], history, agent: 'calcolo' });

describe('readings the knowledge-base gaps closed need: a night-assistance job, an hour with a possessive', () => {
  it('a minimum asked for a night-assistance job is the minimum, not the value of a night hour', () => {
    for (const message of [
      "cerchiamo una signora che stia con mia nonna solo di notte, la nonna non è autosufficiente e la signora non ha un attestato: nel 2025 quanto era il minimo al mese per l'assistenza notturna?",
      'CCNL Lavoro domestico, assistenza notturna di persona autosufficiente (livello BS): retribuzione minima mensile nel 2025?',
      "che minimo mensile aveva nel 2025 una badante CS per l'assistenza notturna di un anziano?",
    ]) {
      expect(read(message).intent, message).toBe('minimum_pay');
    }
  });

  it('an hour of work asked with a possessive ("la sua ora") is the hourly rate', () => {
    for (const message of [
      'pizzaiola al terzo livello dei pubblici esercizi: quanto vale la sua ora di lavoro sul minimo del 2026?',
      'cameriere FIPE 5° livello, quanto valgono le sue ore sul minimo?',
    ])
      expect(read(message).intent, message).toBe('hourly_rate');
  });

  it('night hours of a domestic worker are still night work', () => {
    const request = read(
      "colf livello B a 8 euro l'ora, ha lavorato 3 ore di notte dopo le 22: quanto le devo per quelle ore?",
    );
    expect(request.intent).toBe('overtime_value');
    expect(request.slots.overtimeKind).toBe('notturno');
  });
});
