import { describe, expect, it } from 'vitest';
import { readQuestion } from '../reader/read.js';
import { askAgent, openingLines as lead, TEST_TODAY, testKb } from '../testing/agents.js';

// Session 41 (fixs41d): first jobs and shop/bar payroll (Commercio, FIPE, Turismo).

const read = (message: string, history: string[] = []) =>
  readQuestion({ kb: testKb, message, history, today: TEST_TODAY });

describe('a short week asked in a young worker’s words', () => {
  it('"un minimo di 12 ore" and a weekend-only job are the part-time floor, not a pay minimum', () => {
    const req = read(
      'studio e mi prendono in un bar solo il sabato e la domenica, 10 ore in tutto: il contratto fipe non ha un minimo di 15 ore?',
    );
    expect(req.intent).toBe('part_time');
    expect(req.slots.overtimeKind).toBeUndefined();
  });
  it('the FIPE part-time answer carries the students’ weekend part-time', () => {
    const text = askAgent(
      'main-agent',
      'faccio l’università, in un ristorante mi assumerebbero solo nel fine settimana per 8 ore: ma nel ccnl pubblici esercizi non serve un minimo di 15 ore?',
    ).text;
    expect(lead(text)).toMatch(/8 ore per studenti/);
  });
});

describe('holiday words that name a season, not work on a holiday', () => {
  it('staff hired for the festive season keep the hourly quota asked', () => {
    const req = read(
      'Commesse assunte per il periodo delle festività, CCNL Commercio 5° livello: qual è la paga oraria da tabella?',
    );
    expect(req.slots.overtimeKind).toBeUndefined();
  });
});

describe('a new hire described in a follow-up', () => {
  it('is placed on its own words, not on the earlier turn’s job', () => {
    const text = askAgent(
      'main-agent',
      'Poi ci serve una che prepara i gelati in laboratorio, una gelatiera. Quanto la devo pagare minimo al mese?',
      {
        history: [
          'Abbiamo una gelateria-bar con CCNL pubblici esercizi FIPE: la barista al banco che livello è e quanto prende minimo al mese?',
        ],
      },
    ).text;
    expect(lead(text)).toMatch(/4° livello/);
    expect(lead(text)).not.toMatch(/5° livello/);
  });
});

describe('a seasonal worker rehired by the same employer', () => {
  it('is told the Turismo seasonal probation does not apply', () => {
    const text = askAgent(
      'main-agent',
      'sono cameriera stagionale in albergo, ccnl turismo: ho già lavorato lì anche l’estate scorsa, devo rifare il periodo di prova?',
    ).text;
    expect(lead(text)).toMatch(/non si applica/);
    expect(lead(text)).toMatch(/14 giorni/);
  });
});

describe('ROL and ex festività of a recent hire', () => {
  it('a colleague’s years are not the writer’s service', () => {
    const req = read(
      'Sono in pizzeria dal settembre 2025, ccnl fipe; il mio collega che è lì da otto anni ha più permessi: quante ore ho io?',
    );
    expect(req.slots.seniorityYears).toBeUndefined();
  });
  it('the full hours are dated with the service they need', () => {
    const text = askAgent(
      'main-agent',
      'Sono in pizzeria dal settembre 2025, ccnl fipe; il mio collega che è lì da otto anni ha più permessi: quante ore ho io?',
    ).text;
    expect(lead(text)).toMatch(/\*\*32 ore l'anno\*\*/);
    expect(text).toMatch(/dopo 4 anni di servizio\) il 100%/);
  });
  it('a hire still without ROL accrues only the ex festività, whatever the firm’s size', () => {
    const text = askAgent(
      'main-agent',
      'Commessa assunta il 1° luglio 2026 nel commercio: quante ore di permessi avrà maturato al 31 dicembre?',
    ).text;
    expect(lead(text)).toMatch(/\*\*16 ore\*\*/);
  });
});
