import { describe, expect, it } from 'vitest';
import { testKb as kb, TEST_TODAY } from '../testing/agents.js';
import { readQuestion } from './read.js';

// Session 20 (realwork1): workers asking about their own pay and rights as they write on forums.
const read = (message: string, history: string[] = []) =>
  readQuestion({ kb, message, history, categories: [], today: TEST_TODAY, agent: 'calcolo' });

describe('the minimum asked beside the pay the worker quotes is the minimum, not a net of that pay', () => {
  it.each([
    'Faccio il magazziniere al 4° livello del commercio e mi danno 1.500 al mese. Il minimo che mi spetta quant’è?',
    'lavoro nelle pulizie col multiservizi, 3 livello. mi pagano 1.250 euro. qual è il minimo che dovrebbero darmi?',
  ])('%s', (message) => {
    expect(read(message).intent).toBe('minimum_pay');
  });
  it('a net asked of the quoted pay stays a net', () => {
    expect(
      read('Sono al 4° livello del commercio e prendo 1.800 lordi: quanto fa netto al mese?').intent,
    ).toBe('gross_to_net');
  });
});

describe('overtime a full-timer tells in the story is the overtime asked', () => {
  it('"un’ora in più per cinque giorni … di straordinario" is five hours of overtime', () => {
    const r = read(
      'Sono operaio metalmeccanico C3 a minimo: la settimana scorsa sono rimasto un’ora in più per cinque giorni, tutto straordinario. Quanto mi devono lordo?',
    );
    expect(r.intent).toBe('overtime_value');
    expect(r.slots.extraHours).toBe(5);
  });
  it('"42 ore invece di 40 … per quelle ore" is two hours of overtime', () => {
    const r = read(
      'commesso 5 livello commercio, questa settimana ho lavorato 42 ore invece di 40. per quelle ore quanto mi spetta?',
    );
    expect(r.intent).toBe('overtime_value');
    expect(r.slots.overtimeKind).toBe('straordinario');
    expect(r.slots.extraHours).toBe(2);
  });
  it('a part-timer’s hours beyond the agreed week are not overtime', () => {
    const r = read(
      'sono part time a 24 ore nel commercio, 4 livello, e ho fatto 27 ore invece di 24. per quelle ore quanto mi spetta?',
    );
    expect(r.intent).not.toBe('overtime_value');
  });
});

describe('cleaning in a family’s home is domestic work, not the cleaning firms’ agreement', () => {
  it('"pulizie a casa di una famiglia, livello A" reads the domestic agreement and its letter level', () => {
    const r = read(
      'faccio le pulizie a casa di una famiglia 8 ore a settimana a 8 euro l’ora, livello A: quanto tfr mi matura in un anno?',
    );
    expect(r.slots.agreements).toEqual([7]);
    expect(r.slots.level).toBe('A');
  });
  it('cleaning for a firm stays Multiservizi', () => {
    const r = read(
      'faccio le pulizie per una ditta negli uffici, 2° livello: quanto tfr mi matura in un anno?',
    );
    expect(r.slots.agreements).not.toEqual([7]);
  });
});

describe('a week of visits told without "per" ("3 mattine a settimana 4 ore") is visits × hours', () => {
  it('reads 12 weekly hours', () => {
    const r = read(
      'sono colf, vado 3 mattine a settimana 4 ore a 9 euro l’ora: quanto tfr matura in un anno?',
    );
    expect(r.slots.weeklyHours).toBe(12);
  });
});

describe('the threshold a reported claim gives as its reason is not the worker’s income', () => {
  it('"mi hanno detto che non mi spetta perché sono sopra i 36 mila" keeps the income of the earlier turn', () => {
    const r = read(
      'Mi hanno detto che l’ulteriore detrazione del cuneo non mi spetta perché sono sopra i 36 mila. Quanto è?',
      ['Il mio reddito complessivo di quest’anno sarà di 38.000 euro, solo lavoro dipendente.'],
    );
    expect(r.slots.amounts.map((a) => a.value)).toContain(38000);
    expect(r.slots.amounts.map((a) => a.value)).not.toContain(36000);
  });
});

describe('hours beyond a part-time week told as "un contratto da 20 ore" stay supplementary hours', () => {
  it('the colf’s 6 hours more on a 20-hour contract are not read as overtime', () => {
    const r = readQuestion({
      kb,
      message:
        'la badante ha un contratto da 25 ore ma questa settimana le ho chiesto 5 ore in più. come straordinario o normali?',
      history: [],
      categories: [],
      today: TEST_TODAY,
      agent: 'main-agent',
    });
    expect(r.intent).not.toBe('overtime_value');
  });
});
