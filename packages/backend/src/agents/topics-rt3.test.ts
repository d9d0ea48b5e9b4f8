import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

const ask = (message: string, history: string[] = []) => askAgent('main-agent', message, { history });
const opening = (message: string, history: string[] = []) => openingLine(ask(message, history).text);

// New phrasings of the classes the rt3- set (eval/questions/89-real-topics-3.json) failed before its fixes.

describe('polling-station duty: the law’s paid absence and compensatory rest', () => {
  it.each([
    [
      'faccio il presidente di seggio alle comunali, sono cameriere in un bar FIPE: la domenica chi me la paga?',
    ],
    [
      'sono stato chiamato come scrutatore per le europee e lavoro in un magazzino della logistica: cosa mi spetta?',
    ],
  ])('%s', (message) => {
    const text = ask(message).text;
    expect(opening(message)).toMatch(/riposo compensativo/);
    expect(text).toMatch(/L\. 69\/1992/);
  });
});

describe('the weekly rest, beside the agreement’s hours', () => {
  it.each([
    ['lavoro in un negozio (commercio) e da due settimane non ho mai un giorno di riposo: è regolare?'],
    [
      'cameriera FIPE, mi fanno lavorare sette giorni su sette ad agosto: quante ore dovrei fare e il riposo?',
    ],
  ])('%s', (message) => {
    const text = ask(message).text;
    expect(text.split('\n').slice(0, 3).join('\n')).toMatch(/24 ore consecutive/);
    expect(text).toMatch(/D\.Lgs\. 66\/2003, art\. 9/);
  });
});

describe('who sets the holidays and by when they must be taken', () => {
  it.each([
    [
      'il titolare dello studio (studi professionali) dice che le ferie le decide lui e che se non le smaltisco entro dicembre le perdo: è vero?',
    ],
    [
      'ho un negozio, contratto commercio: posso mettere in ferie d’ufficio un dipendente che non le prende mai?',
    ],
  ])('%s', (message) => {
    const text = ask(message).text;
    expect(text).toMatch(/18 mesi/);
    expect(text).toMatch(/art\. 2109 c\.c\./);
  });

  it('says nothing of the law when only the days are asked', () => {
    expect(ask('quanti giorni di ferie ho nel contratto commercio?').text).not.toMatch(/18 mesi/);
  });
});

describe('a month’s holiday accrual', () => {
  it.each([
    ['commessa del commercio: quanti giorni di ferie maturo al mese?', '2,17 giorni'],
    ['nel CCNL logistica con la settimana corta, ogni mese quante ferie si maturano?', '1,83 giorni'],
  ])('%s', (message, figure) => {
    expect(opening(message)).toContain(figure);
  });
});

describe('the ROL ramp of a recent hire, with the day each step starts', () => {
  it('FIPE hire of March 2025: 32 hours now, half the ROL from March 2027', () => {
    const text = ask(
      'sono stato assunto in un ristorante (FIPE) il 1° marzo 2025: quante ore di permessi ho adesso e quando avrò tutti i ROL?',
    ).text;
    expect(openingLine(text)).toContain('32 ore');
    expect(text).toContain('dal 1° marzo 2027 (dopo 2 anni di servizio) il 50%');
    expect(text).toContain('dal 1° marzo 2029 (dopo 4 anni di servizio) il 100%');
  });
});

describe('FIPE probation by level', () => {
  it.each([
    ['cameriere di 5° livello in un ristorante FIPE: quanto può durare al massimo la prova?', '30 giorni'],
    ['aiuto cuoco al 6° livello nei pubblici esercizi: quanti giorni di prova?', '15 giorni'],
    ['barista 3° livello contratto FIPE, la prova quanto dura?', '45 giorni'],
  ])('%s', (message, figure) => {
    expect(opening(message)).toContain(figure);
  });
});

describe('unused permits in Studi professionali are paid by 31 July', () => {
  it('answers the payment date', () => {
    expect(
      ask(
        'nello studio notarile dove lavoro (studi professionali) i permessi che non uso me li pagano? quando?',
      ).text,
    ).toContain('31 luglio');
  });
});

describe('a workplace called a studio is not study leave', () => {
  it('answers the permits of a notary’s office employee, not the study leave', () => {
    const text = ask(
      'lavoro in uno studio notarile (studi professionali): i permessi che non ho preso che fine fanno?',
    ).text;
    expect(text).not.toMatch(/permessi per studio/);
    expect(text).toContain('31 luglio');
  });
});

describe('the ROL ramp said in years when its steps are whole years', () => {
  it('Commercio hire of 2025', () => {
    const text = ask(
      'commercio, azienda di 25 dipendenti, assunto a giugno 2025: quante ore di ROL ho?',
    ).text;
    expect(text).toContain(
      'nessun ROL nei primi 2 anni di servizio (solo ex festività), il 50% dal 3° al 4° anno',
    );
  });
});
