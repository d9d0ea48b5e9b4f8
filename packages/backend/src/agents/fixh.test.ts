import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

// Session 14 (fixh): what the asking clause asks, after a story, a comparison marker or a short follow-up.
const ask = (message: string, history: string[] = [], agent = 'main-agent') =>
  askAgent(agent, message, { history }).text;

describe('a notice asked after a story that says "a voce" and "basta"', () => {
  it('answers the notice, not the tax', () => {
    const text = ask(
      "Il capo me l'ha detto a voce ieri: da gennaio sono fuori perché gli ordini sono crollati. Sono C2 metalmeccanico con 3 anni. Secondo lui basta una telefonata. Quanto preavviso mi devono dare se mi licenziano?",
    );
    expect(openingLine(text)).toMatch(/preavviso/i);
    expect(openingLine(text)).not.toMatch(/IRPEF/);
  });
});

describe('the minimum at fewer part-time hours, asked as how much it goes down', () => {
  it('answers the reduced minimum', () => {
    // Commercio 4° livello from 1 November 2026: 1.818,75 × 30 / 40 = 1.364,06
    const text = ask(
      'rientro dal congedo e faccio il part time a 30 ore, commessa 4 livello commercio: lo stipendio minimo di quanto scende?',
    );
    expect(openingLine(text)).toContain('1.364,06');
  });
});

describe('"per confronto" naming one agreement answers its payment date', () => {
  it('the 14th of the Studi professionali, paid by 30 June', () => {
    const text = ask(
      'A titolo di paragone: negli studi professionali la quattordicesima in che mese la danno?',
      ['sono cuoco in un ristorante FIPE, la quattordicesima quando la pagano?'],
    );
    expect(openingLine(text)).toContain('30 giugno');
  });
});

describe('a short follow-up giving the level answers the minimum the turn before asked', () => {
  it('opens with the table minimum and its parts', () => {
    const text = ask(
      'è al 5° livello, allora quanto fa?',
      ['quanto prende di minimo una commessa del commercio?'],
      'calcolo',
    );
    // (Worded 'Il minimo mensile lordo …' or 'Nel CCNL Commercio il minimo mensile lordo …': the minimum opens.)
    expect(openingLine(text)).toMatch(/^(?:Il|Nel CCNL Commercio il) minimo mensile lordo/);
    expect(openingLine(text)).toContain('paga base');
  });
});

const letter = (text: string, fileName = 'lettera.txt') => ({
  documents: [{ fileId: 'd1', fileName, text }],
});

describe('the last working day of a letter that gives no day, from the day it is given', () => {
  it('Studi professionali, dated in words: from the 1st or the 16th after the date line', () => {
    const answer = askAgent(
      'main-agent',
      'Questa è la lettera che ho consegnato al titolare: fino a che giorno dovrò lavorare?',
      letter(
        'Spett.le Studio Associato Ferri\nVia Roma 3, Verona\n\nOggetto: dimissioni\n\nIl sottoscritto Marco Gallo, impiegato di 3° livello del CCNL Studi professionali, in servizio dal 10 settembre 2022, comunica le proprie dimissioni dal rapporto di lavoro.\n\nVerona, 5 ottobre 2026\nMarco Gallo\n',
      ),
    );
    // 3° livello, under 5 years: 28 days of resignation notice, from 16 October 2026 (art. 129) → 12 November 2026.
    expect(openingLine(answer.text)).toContain('12 novembre 2026');
    expect(openingLine(answer.text)).toContain('16 ottobre 2026');
  });
  it('Commercio, the day said in the question wins over an undated letter', () => {
    const answer = askAgent(
      'main-agent',
      "l'ho consegnata a mano il 3 novembre: quanti giorni devo ancora lavorare e qual è l'ultimo?",
      letter(
        'Alla cortese attenzione di Market Sole srl\n\nOggetto: dimissioni volontarie\n\nIo sottoscritto Paolo Neri, assunto dal 1° marzo 2019 come magazziniere, 5° livello del CCNL Terziario Confcommercio, rassegno le mie dimissioni.\n\nPaolo Neri\n',
      ),
    );
    // 5° livello, 5 to 10 years: 20 days, from 16 November 2026 (art. 247) → 5 December 2026.
    expect(openingLine(answer.text)).toContain('5 dicembre 2026');
  });
});

describe('the last working day asked with the day the notice was given, no document', () => {
  it.each([
    [
      'mi sono dimessa il 2 novembre, banconiera 5° livello commercio da 4 anni: quale sarà il mio ultimo giorno di lavoro?',
      // 5° livello, under 5 years: 15 days, from 16 November (art. 247) → 30 November 2026.
      '30 novembre 2026',
    ],
    [
      'Segretaria al 4° livello degli studi professionali da 2 anni, ho presentato le dimissioni il 20 ottobre. Fino a che giorno devo lavorare?',
      // 4° livello, under 5 years: 15 days, from 1 November (art. 129) → 15 November 2026.
      '15 novembre 2026',
    ],
  ])('%s', (message, day) => {
    expect(openingLine(ask(message))).toContain(day);
  });
  it('an agreement with no start rule counts from the day after, and says so', () => {
    const line = openingLine(
      ask(
        'Sono C3 metalmeccanico da 7 anni, la lettera di licenziamento mi è stata consegnata il 10 novembre: fino a quando devo lavorare?',
      ),
    );
    // 2 months from 11 November 2026 → 10 January 2027.
    expect(line).toContain('10 gennaio 2027');
    expect(line).toMatch(/giorno dopo/);
  });
});

describe("an apprentice's share of the final level, asked after a story that states the hours", () => {
  it('the band of the month the start says', () => {
    // Studi professionali: 70% in the first 12 months (5 months done → 6th month).
    const line = openingLine(
      ask(
        'Il ragazzo è entrato come apprendista nel nostro studio di commercialisti 5 mesi fa e fa 40 ore: a che percentuale del livello finale lo devo pagare?',
      ),
    );
    expect(line).toContain('**70%**');
  });
});
