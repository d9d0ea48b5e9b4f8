// Session 46 (fixs46k): night hours of a worker not hired for night work take the full night rate, not the one
// written for staff hired with a night qualification; work on a holiday asked ("cosa mi spetta per aver lavorato
// a Capodanno?") is the holiday surcharge; a shift sheet's holiday rows, named or dated, are paid with it.
import { describe, expect, it } from 'vitest';
import { askAgent, withUpload } from '../testing/agents.js';

const today = '2026-11-28';

describe('night hours of a worker not hired for night work (Turismo: 25%, not 12%)', () => {
  it('a day worker covering the night porter on holiday gets 25%', () => {
    // 1.695,69 / 172 = 9,8587; × 1,25 = 12,32.
    const answer = askAgent(
      'calcolo',
      "Albergo con CCNL Turismo Federalberghi: una cameriera ai piani di 4° livello, assunta per lavorare di giorno, questa settimana copre le notti del portiere in ferie, 5 ore notturne in orario normale. Quanto vale un'ora notturna?",
      { today },
    ).text;
    expect(answer).toContain('25%');
    expect(answer).toContain('12,32 €');
    expect(answer).not.toMatch(/più il 12%/);
  });

  it('the night hire denied in chat spelling gets 25%', () => {
    const answer = askAgent(
      'calcolo',
      "hotel ccnl turismo federalberghi, addetta al ricevimento 5° livello, lei nn è stata assunta come portiera notturna ma sabato fa 6 ore di notte in orario normale. quanto vale un'ora notturna?",
      { today },
    ).text;
    // 1.590,27 / 172 × 1,25 = 11,56.
    expect(answer).toContain('11,56 €');
  });

  it('a porter hired with the night qualification keeps 12%', () => {
    const answer = askAgent(
      'calcolo',
      "CCNL Turismo Federalberghi: il nostro portiere di notte, assunto con qualifica notturna, è al 4° livello e fa 8 ore di notte in orario normale. Quanto vale un'ora notturna?",
      { today },
    ).text;
    expect(answer).toContain('12%');
    expect(answer).toContain('11,04 €');
  });
});

describe('work on a holiday asked: the holiday surcharge', () => {
  it.each([
    'Faccio la barista col CCNL pubblici esercizi, il titolare mi ha messo di turno a Ferragosto. Cosa mi spetta per quel giorno?',
    'CCNL pubblici esercizi: ho lavorato a Santo Stefano tutto il giorno, che cosa mi tocca in più?',
  ])('%s', (question) => {
    const answer = askAgent('main-agent', question, { today }).text;
    expect(answer).toContain('20%');
    expect(answer).not.toMatch(/Non ho trovato nella base di conoscenza/);
  });
});

describe("a shift sheet's holiday rows paid with the holiday surcharge", () => {
  const sheet = withUpload(
    'turni-bar.txt',
    [
      'TURNI DICEMBRE - Bar Centrale (CCNL Pubblici esercizi FIPE)',
      'Dipendente: Marco B. - barista 5° livello, tempo pieno',
      'Paga oraria lorda: 10,20 €',
      '',
      'Lun 07/12      07:00-13:00   ore 6',
      'Mar 08/12 (Immacolata)   07:00-12:00   ore 5',
      'Mer 09/12      07:00-14:00   ore 7',
      'Note: il festivo lo paghiamo a parte.',
    ].join('\n'),
  );

  it('pays the dated holiday hours with the surcharge on top of the monthly pay', () => {
    // 5 × 10,20 = 51,00; × 1,20 = 61,20.
    const answer = askAgent(
      'calcolo',
      "Oltre allo stipendio, quanto gli devo dare per le ore dell'Immacolata, maggiorazione compresa?",
      { ...sheet, today },
    ).text;
    expect(answer).toContain('61,20 €');
    expect(answer).not.toContain('51,00 €');
    expect(answer).toContain('20%');
    expect(answer).not.toContain('0 ore');
  });

  it('gives the surcharge alone when only the surcharge is asked', () => {
    const answer = askAgent('calcolo', 'Dal foglio, quanto devo di maggiorazione per il festivo?', {
      ...sheet,
      today,
    }).text;
    // 5 × 10,20 × 20% = 10,20.
    expect(answer).toContain('10,20 € lordi');
  });
});
