import { describe, expect, it } from 'vitest';
import { testKb as kb, TEST_TODAY } from '../testing/agents.js';
import { readQuestion } from './read.js';

const read = (message: string, history: string[] = []) =>
  readQuestion({ kb, message, history, categories: [], today: TEST_TODAY, agent: 'calcolo' });

describe('calculations asked at the end of a story (rc3- classes, new phrasings)', () => {
  it.each([
    [
      'Impiegata tessile, a dicembre mi hanno dato la tredicesima e a giugno l’aumento: quanto di TFR ho maturato nel 2025?',
      'tfr',
    ],
    ['lavoro in pizzeria col contratto fipe, 1.650 lordi: la 14esima di quanto sarà?', 'thirteenth_pro_rata'],
    [
      'Sulla busta della tredicesima, le ritenute INPS sulla tredicesima quanto dovrebbero essere con 1.900 lordi?',
      'payslip_check',
    ],
    [
      'la badante convivente sabato notte è rimasta 2 ore in più per mia madre: quanto le dobbiamo?',
      'overtime_value',
    ],
    [
      'mia cugina prende 1.350 netti al mese su 14 mensilità: a quale lordo annuo corrisponde quel netto?',
      'net_to_gross',
    ],
  ])('reads the calculation asked: %s', (message, intent) => {
    expect(read(message).intent).toBe(intent);
  });

  it('reads "N mesi pieni" as the months a TFR is owed for', () => {
    const request = read(
      'contratto a termine in un magazzino, 1.700 lordi su 14 mensilità, finito dopo sette mesi pieni: quanto TFR mi spetta?',
    );
    expect(request.intent).toBe('tfr');
    expect(request.slots.monthsWorked).toBe(7);
  });

  it('takes the leaving year, not the hire year the story gives, for the ratei', () => {
    const request = read(
      'assunto dal 2016 in una ditta di gomma plastica, mi dimetto con ultimo giorno il 31 marzo 2026, 2.100 lordi: ratei di tredicesima?',
    );
    expect(request.intent).toBe('thirteenth_pro_rata');
    expect(request.slots.taxYear).toBe(2026);
  });

  it('reads an hour after 22 inside the schedule as a night hour, not overtime', () => {
    const request = read(
      'metalmeccanico B1 a giornata, non faccio turni: un’ora dopo le 22 dentro il mio orario normale quanto vale?',
    );
    expect(request.intent).toBe('overtime_value');
    expect(request.slots.overtimeKind).toBe('notturno');
  });

  it('keeps a pay told in the sentence after a mortgage', () => {
    const request = read(
      'Ci serve per il mutuo. Mia moglie ha 1.550 euro lordi al mese su 13 mensilità: netto medio mensile del 2026?',
    );
    expect(request.slots.amounts).toContainEqual({ kind: 'monthly_gross', value: 1550 });
  });

  it('reads a hire said as "in servizio dal"', () => {
    const request = read(
      'la colf è in servizio dal 1° settembre 2025, 12 ore a settimana a 9 € l’ora: tredicesima 2025?',
    );
    expect(request.slots.hireDate).toBe('2025-09-01');
  });
});
