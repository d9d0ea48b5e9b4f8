import { describe, expect, it } from 'vitest';
import { testKb as kb, TEST_TODAY } from '../testing/agents.js';
import { readQuestion } from './read.js';

const read = (message: string, history: string[] = []) =>
  readQuestion({ kb, message, history, categories: [], today: TEST_TODAY, agent: 'calcolo' });

describe('calculation stories of public threads (rc2- classes, new phrasings)', () => {
  it.each([
    ["Giovedì il magazziniere (metalmeccanico C1) ha lavorato 2 ore oltre l'orario: quanto gli spetta?", 2],
    ['la babysitter a ore, livello B, domenica ha lavorato 4 ore: come la paghiamo?', 4],
    [
      'mio figlio, operaio metalmeccanico D1, è rimasto 3 ore oltre il turno: importo dello straordinario?',
      3,
    ],
  ])('hours worked beyond the schedule are valued, not the minimum: %s', (message, hours) => {
    const request = read(message);
    expect(request.intent).toBe('overtime_value');
    expect(request.slots.extraHours).toBe(hours);
  });

  it('a holiday said by name is holiday work', () => {
    const request = read(
      'la colf non convivente, livello B, a Ferragosto ha lavorato 6 ore: quanto le dobbiamo per quelle ore?',
    );
    expect(request.intent).toBe('overtime_value');
    expect(request.slots.overtimeKind).toBe('festivo');
    expect(request.slots.weeklyHours).toBeUndefined();
  });

  it("a part-timer's hours beyond the week are supplementary hours", () => {
    const request = read(
      'lavoro part-time 25 ore al 4° livello del commercio, questa settimana ne ho fatte 28: come me le pagano?',
    );
    expect(request.intent).toBe('part_time');
    expect(request.slots.extraHours).toBe(3);
    const named = read('part time 20 ore, 5° livello commercio: quelle 2 in più quanto valgono?');
    expect(named.slots.extraHours).toBe(2);
  });

  it('a follow-up that moves only the hire day replaces it', () => {
    const request = read('e se fosse entrata il primo novembre?', [
      'cameriera assunta il 1° febbraio 2025, 5° livello commercio: tredicesima di dicembre 2025?',
    ]);
    expect(request.intent).toBe('thirteenth_pro_rata');
    expect(request.slots.hireDate).toBe('2025-11-01');
  });

  it('a part-time week said in hours sets the share of the full-time week', () => {
    const request = read('e se la assumo part-time a 20 ore settimanali, quanto TFR le matura?', [
      'assumo una commessa al 4° livello commercio a tempo pieno: quanto TFR matura in un anno?',
    ]);
    expect(request.slots.partTimePercent).toBe(50);
  });

  it('the TFR up to a leaving day counts the months worked that year', () => {
    const request = read('mi licenzio il 31 marzo 2026, RAL 30.000: quanto TFR ho maturato quest’anno?');
    expect(request.intent).toBe('tfr');
    expect(request.slots.monthsWorked).toBe(3);
  });

  it.each([
    'commessa al 3° livello commercio con 2 scatti, ma lasciamoli stare: paga oraria?',
    'cassiere al 6° livello commercio, senza scatti: qual è la paga oraria?',
  ])('increments set aside are not counted: %s', (message) => {
    expect(read(message).slots.seniorityIncrements).toBeUndefined();
  });

  it('a wanted net is asked before a past one, and living costs are not pay', () => {
    const request = read(
      'oggi prendo 1.200 netti e ho un affitto di 700; mi servirebbero 1.400 netti al mese su 13 mensilità: che RAL chiedo?',
    );
    expect(request.intent).toBe('net_to_gross');
    expect(request.slots.amounts[0]).toEqual({ kind: 'net', value: 1400 });
    expect(request.slots.amounts.some((a) => a.value === 700)).toBe(false);
  });

  it('a net received beside a level, asked what it should be, is not the pay computed from', () => {
    const request = read(
      'sono al 5° livello del commercio a tempo pieno, i 1.250 euro che mi arrivano ogni mese mi sembrano pochi: quanto dovrei prendere netto?',
    );
    expect(request.slots.amounts).toEqual([]);
    expect(request.slots.level).toBe('5');
  });

  it('the minimum asked after the level and a colon stays the minimum', () => {
    expect(
      read('CCNL Alimentari, impiegato inquadrato al livello 2: minimo tabellare mensile a marzo 2026?')
        .intent,
    ).toBe('minimum_pay');
  });

  it('a raise between two yearly amounts in a follow-up is a net difference, not a renewal', () => {
    const request = read('e per mia sorella, aumento da 45.000 a 47.000?', [
      'la RAL mi sale da 25.000 a 27.000 nel 2026: quanti netti in più?',
    ]);
    expect(request.intent).toBe('gross_to_net');
  });
});
