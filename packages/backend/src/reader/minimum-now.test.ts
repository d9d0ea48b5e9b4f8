import { describe, expect, it } from 'vitest';
import { askAgent, testKb as kb } from '../testing/agents.js';
import { readQuestion } from './read.js';

const QUESTION =
  "Ho assunto una commessa il 1° settembre 2026, IV livello Terziario Confcommercio, full time al minimo, senza superminimi. Mi ha comunicato che si dimette e l'ultimo giorno di lavoro sarà il 30 novembre 2026. Nella busta di chiusura devo metterle i ratei di tredicesima e di quattordicesima: quanto viene ciascun rateo e quanto in totale, calcolando sul minimo in vigore adesso?";

describe('the ratei of both extra months at the leaving, on the minimum in force now', () => {
  it('reads today as the table’s day and the extra months as asked, not the period’s gross', () => {
    const r = readQuestion({ kb, message: QUESTION, categories: [], today: '2026-11-30' });
    expect(r.intent).toBe('thirteenth_pro_rata');
    expect(r.slots.date).toBe('2026-11-30');
  });

  it('answers each rateo (1.818,75 × 3/12 = 454,69 €) and their sum, 909,38 €', () => {
    const a = askAgent('calcolo', QUESTION, { today: '2026-11-30' }) as { text: string };
    expect(a.text.split('\n')[0]).toContain('909,38 €');
    expect(a.text).toContain('454,69 €');
    expect(a.text).not.toContain('6.283,95');
  });

  it('without "adesso" the day of the story stays', () => {
    const r = readQuestion({
      kb,
      message: QUESTION.replace(', calcolando sul minimo in vigore adesso', ''),
      categories: [],
      today: '2026-11-30',
    });
    expect(r.slots.date).not.toBe('2026-11-30');
  });
});

describe('"adesso" dated by the user', () => {
  it('keeps the day the user gives for now ("col minimo di adesso (da novembre 2025)")', () => {
    const r = readQuestion({
      kb,
      message:
        'Sono commessa al IV livello del commercio, full time 40 ore. Quanto vale la mia paga oraria lorda col minimo di adesso (da novembre 2025)?',
      categories: [],
      today: '2026-11-30',
    });
    expect(r.slots.date?.slice(0, 7)).toBe('2025-11');
  });
});
