import { describe, expect, it } from 'vitest';
import { askAgent, openingLine, openingLines } from '../testing/agents.js';

// Session 58 (fixs58a): domestic work (colf, badanti, baby-sitter) as carers and families ask it.
const today = '2026-11-29';

describe('a domestic minimum asked beside a pay offered or a back-pay check', () => {
  it('a carer offered a monthly pay, asking the minimum, is asked living-in and autonomy (no net refusal)', () => {
    const text = askAgent(
      'calcolo',
      'mi offrono 850 euro al mese per fare la badante a una signora anziana, va bene? qual è il minimo che mi spetta?',
      { today },
    ).text;
    expect(openingLine(text)).toMatch(/convivente/);
    expect(openingLine(text)).toMatch(/autosufficiente/);
    expect(openingLine(text)).not.toMatch(/non si calcola come per un dipendente/);
  });

  it('a past year’s monthly minimum asked to check back pay is that year’s table', () => {
    const text = askAgent(
      'calcolo',
      'controllo arretrati: minimo mensile livello BS convivente per il 2025',
      {
        today,
      },
    ).text;
    expect(openingLine(text)).toContain('31 dicembre 2025');
    expect(openingLine(text)).not.toContain('1.053,39 €');
  });

  it('a month paid on the old hourly rate: the hourly minimum from its own day, the difference due', () => {
    const text = askAgent(
      'main-agent',
      'la nostra colf non convivente è livello A, a gennaio 2026 le abbiamo dato ancora la paga vecchia perché non sapevamo delle tabelle nuove. le dobbiamo la differenza? quanto è la paga oraria giusta?',
      { today },
    ).text;
    expect(openingLine(text)).toContain("6,51 € l'ora");
    expect(openingLine(text)).toContain('differenza');
    expect(openingLines(text)).not.toMatch(/orario di lavoro:/);
  });
});

describe('a domestic renewal asked in a family’s words', () => {
  it('"di quanto devo aumentarla col nuovo contratto" from a month ahead is the tranche, with the ISTAT update', () => {
    const text = askAgent(
      'calcolo',
      'paghiamo la badante convivente di mio padre, livello BS, 1.053,39 € al mese. col rinnovo, di quanto dobbiamo aumentarla da gennaio 2027?',
      { today },
    ).text;
    expect(openingLine(text)).toContain('30,00 €');
    expect(openingLine(text)).toContain('ISTAT');
  });

  it('the new agreement’s length and when its pay part starts, asked as a follow-up', () => {
    const text = askAgent(
      'main-agent',
      'e il nuovo contratto collettivo dei domestici quanto dura? la parte economica da quando decorre?',
      { today, history: ['ho una colf convivente livello B, quanto aumenta da gennaio col rinnovo?'] },
    ).text;
    expect(openingLine(text)).toContain('31 ottobre 2028');
    expect(openingLines(text)).toContain('gennaio 2026');
  });
});

describe('a domestic worker’s leave and notice', () => {
  it('a father in domestic work asks paid days for the birth: the 10 days', () => {
    const text = askAgent(
      'main-agent',
      'faccio il colf con contratto domestico e la mia compagna è incinta, partorisce a marzo. mi danno giorni pagati per il papà?',
      { today },
    ).text;
    expect(openingLine(text)).toContain('10 giorni');
  });

  it('the notice asked with the weekly hours told opens with the notice, not the working week', () => {
    const text = askAgent(
      'main-agent',
      'la baby sitter viene da noi 15 ore a settimana da un anno e mezzo, vogliamo chiudere il rapporto: quanto preavviso le diamo?',
      { today },
    ).text;
    expect(openingLine(text)).toContain('8 giorni');
  });

  it('a follow-up that only changes the hours and years keeps the notice', () => {
    const text = askAgent('main-agent', 'e se invece lavorasse 18 ore a settimana da quattro anni?', {
      today,
      history: ['devo licenziare la colf, lavora 35 ore a settimana da due anni: quanto preavviso?'],
    }).text;
    expect(openingLine(text)).toContain('15 giorni');
    expect(openingLines(text)).not.toMatch(/orario di lavoro:/);
  });

  it('a friend who also wants to resign is her own case, not a comparison with the earlier carer', () => {
    const text = askAgent(
      'main-agent',
      'e mia sorella che fa la colf 12 ore a settimana da 3 anni? anche lei vuole licenziarsi, quanti giorni di preavviso deve dare?',
      {
        today,
        history: [
          'sono badante convivente da 7 anni, 54 ore a settimana, voglio dimettermi: quanto preavviso devo dare?',
        ],
      },
    ).text;
    expect(openingLine(text)).toContain('15 giorni');
    expect(openingLine(text)).not.toMatch(/badante/);
  });
});
