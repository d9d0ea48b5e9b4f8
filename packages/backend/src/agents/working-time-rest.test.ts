import { describe, expect, it } from 'vitest';
import { askAgent, openingLine, withUpload } from '../testing/agents.js';

// Session 64 (f5time): working time, breaks, rest and night work — the law's break past 6 hours, the rest between
// two shifts read on an uploaded sheet, ordinary night hours' surcharge, a payslip's night-overtime row, the
// week's overtime bands in a follow-up and the 2026 flat tax asked of a colleague's income.
const ask = (message: string, history: string[] = [], agent = 'main-agent') =>
  askAgent(agent, message, { history }).text;

describe('the break past 6 hours of work (D.Lgs. 66/2003, art. 8)', () => {
  it('opens with the 6 hours and the 10 minutes when a cashier tells a long shift', () => {
    const text = ask(
      'sono cassiera in un supermercato, CCNL terziario, attacco alle 8 e stacco alle 15 senza mai fermarmi. il capo dice che la pausa è un favore che mi fa. mi spetta o no una pausa?',
    );
    const first = openingLine(text);
    expect(first).toContain('6 ore');
    expect(first).toContain('10 minuti');
    expect(text).toContain('D.Lgs. 66/2003, art. 8');
  });

  it('answers a short question on the break with the law', () => {
    const text = ask('quanti minuti di pausa minimo per legge se lavoro 8 ore al giorno?');
    expect(openingLine(text)).toContain('Sì');
    expect(openingLine(text)).toContain('10 minuti');
  });

  it('leaves the pause between two fixed-term contracts to its own rule', () => {
    const text = ask('quanti giorni di pausa servono tra due contratti a termine con la stessa azienda?');
    expect(openingLine(text)).not.toContain('10 minuti');
  });
});

describe('the rest between two shifts read on an uploaded shift sheet', () => {
  const sheet = [
    'TURNI DICEMBRE - Casa di riposo',
    'Ven 04/12   N   22:00-06:00',
    'Sab 05/12   smonto',
    'Dom 06/12   P   13:00-21:00',
    'Lun 07/12   M   05:00-13:00',
  ].join('\n');

  it('counts the hours from the end of one shift to the start of the next, beside the 11 hours', () => {
    const text = askAgent(
      'main-agent',
      "nel turno che ti ho mandato, da quando finisco domenica 6 a quando attacco lunedì 7 quante ore di riposo mi restano? la legge quante ne vuole tra un turno e l'altro?",
      withUpload('turni-dicembre.txt', sheet),
    ).text;
    const first = openingLine(text);
    expect(first).toContain('8 ore');
    expect(first).toContain('11 ore');
    expect(text).not.toMatch(/non disponibile/);
  });

  it('reads a sheet whose rows were joined into one passage', () => {
    const text = askAgent(
      'main-agent',
      'Dal foglio turni: tra la fine del turno di domenica 6 e l’inizio di quello di lunedì 7 quante ore di riposo ci sono?',
      withUpload('turni.txt', sheet.replace(/\n/g, ' ')),
    ).text;
    expect(openingLine(text)).toContain('8 ore');
  });
});

describe('ordinary night hours of a live-in carer', () => {
  it('opens with the 20% when the follow-up asks what night hours add to the pay', () => {
    const history = ['faccio la badante convivente, quante ore al giorno posso lavorare col contratto colf?'];
    const text = ask(
      'e se invece lavoro dalle 22 alle 6 nel mio orario normale, quanto mi spetta in piu?',
      history,
    );
    expect(openingLine(text)).toContain('20%');
  });
});

describe("an uploaded payslip's night-overtime row", () => {
  const payslip = [
    'BUSTA PAGA - MARZO 2026',
    'CCNL Terziario Confcommercio - Livello 5',
    'COD  VOCE                        ORE    BASE    MAGG.   IMPORTO',
    '0100 Retribuzione mensile                               1.751,50',
    '0410 Straordinario diurno         4,00   10,20   15%      46,92',
    '0420 Straordinario notturno       3,00   10,20   50%      45,90',
    '     TOTALE COMPETENZE                                  1.844,32',
  ].join('\n');

  it('gives the amount, the hours and the surcharge of the row asked', () => {
    for (const text of [payslip, payslip.replace(/\n/g, ' ')]) {
      const answer = askAgent(
        'main-agent',
        'guardando la busta caricata, lo straordinario notturno quante ore me lo hanno pagato e quanto in tutto?',
        withUpload('busta-marzo.txt', text),
      ).text;
      const first = openingLine(answer);
      expect(first).toContain('45,90 €');
      expect(first).toContain('3 ore');
      expect(first).toContain('50%');
    }
  });
});

describe("the week's overtime bands in a follow-up that changes the week's total", () => {
  it('splits 52 hours on a 40-hour week into the 15% and the 20% bands', () => {
    const history = [
      'commesso terziario confcommercio, 40 ore, paga oraria 10,00 euro: questa settimana 44 ore feriali di giorno, quanto mi spetta per le 4 ore di straordinario?',
    ];
    const text = ask('e se le ore nella settimana fossero 52?', history, 'calcolo');
    // 8 × 11,50 + 4 × 12,00 = 92,00 + 48,00
    expect(openingLine(text)).toContain('140,00 €');
    expect(text).toContain('20%');
  });
});

describe('the 2026 flat tax on night and holiday surcharges asked of another worker', () => {
  it('says no past the 40.000 € income limit', () => {
    const history = [
      'lavoro a turni in fabbrica (chimico) con notti e festivi: nel 2026 le maggiorazioni notturne hanno una tassazione agevolata? a quanto?',
    ];
    const text = ask(
      'e mia moglie, che nel 2025 ha preso 41.500 euro lordi, ce l’ha pure lei?',
      history,
      'calcolo',
    );
    expect(openingLine(text)).toMatch(/^No/);
    expect(openingLine(text)).toContain('40.000,00 €');
  });
});
