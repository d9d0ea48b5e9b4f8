import { describe, expect, it } from 'vitest';
import { askAgent, openingLine, withUpload } from '../testing/agents.js';

describe('parents asking their breastfeeding rests and parental leave (fx66)', () => {
  it('gives one hour of rests to a mother asking in shorthand about a 5-hour part-time', () => {
    const { text } = askAgent(
      'main-agent',
      'se passo a part time 4 ore al gg quante ore di allattam. mi danno?',
      {
        history: ['Lavoro in una cooperativa sociale 8 ore al giorno e rientro dalla maternità.'],
      },
    );
    expect(openingLine(text)).toMatch(/1 ora al giorno/);
  });

  it('doubles the rests for twins when the mother goes back to the full day', () => {
    const { text } = askAgent(
      'main-agent',
      'Dimenticavo, sono gemelli! Restando alle 8 ore cambia qualcosa?',
      {
        history: [
          'Sono infermiera, 8 ore al giorno: quante ore di allattamento mi spettano?',
          'e con 5 ore al giorno quante ore di allattamento?',
        ],
      },
    );
    expect(openingLine(text)).toMatch(/raddoppiati/);
    expect(openingLine(text)).toMatch(/4 ore al giorno/);
  });

  it('tells a father whose wife is self-employed that the rests are his too, 2 hours on an 8-hour shift', () => {
    const { text } = askAgent(
      'main-agent',
      'Lavoro in magazzino con turni da 8 ore, mia moglie è artigiana con partita IVA e ha ripreso subito. I riposi per allattamento li posso chiedere io? Quante ore al giorno?',
    );
    expect(text).not.toMatch(/esce da ciò di cui mi occupo/);
    expect(openingLine(text)).toMatch(/anche al padre/);
    expect(openingLine(text)).toMatch(/2 ore al giorno/);
  });

  it("answers the parental leave's 80% months and their deadline, not the agreement's expiry", () => {
    const { text } = askAgent(
      'main-agent',
      "Impiegata CCNL commercio, la bimba è nata a marzo 2025 e la maternità è finita ad agosto 2025. Quanti mesi di congedo parentale all'80% mi restano e entro che scadenza vanno presi?",
    );
    expect(text).not.toMatch(/tranche/);
    expect(text).toMatch(/3 mesi pagati all’80%/);
    expect(text).toMatch(/6 anni/);
  });

  it("gives the law's hourly parental leave (half the day, 2 days' notice) when the agreement is silent", () => {
    const { text } = askAgent(
      'main-agent',
      'Faccio 6 ore al giorno in negozio e il contratto non disciplina il congedo parentale a ore: per legge quante ore al giorno posso prendere e con che preavviso?',
    );
    expect(openingLine(text)).toMatch(/3 ore al giorno/);
    expect(openingLine(text)).toMatch(/2 giorni/);
  });

  it("keeps an agreement's missing extra parental leave a plain gap, without the law's pay percentages", () => {
    const { text } = askAgent(
      'main-agent',
      'Nel CCNL gomma plastica ci sono giorni di congedo parentale pagati in più di quelli di legge?',
    );
    expect(text).toMatch(/non sono nella base di conoscenza/);
    expect(text).not.toMatch(/80%|30%/);
  });
});

describe('meal vouchers taxed over the days (fx66)', () => {
  it('multiplies the taxable excess by the days written as "gg"', () => {
    const { text } = askAgent(
      'calcolo',
      'buoni pasto elettronici da 11 euro, 18 gg in ufficio a ottobre 2026: quanto è imponibile?',
    );
    expect(text).toMatch(/18,00 €/);
  });

  it("reads a payslip's voucher line with its days ('21 gg x 11,00') at the 2026 threshold", () => {
    const { text } = askAgent(
      'main-agent',
      'La quota imponibile dei buoni pasto di questo cedolino è giusta per il 2026?',
      withUpload(
        'cedolino.txt',
        'CEDOLINO OTTOBRE 2026 - Impiegato\nBuoni pasto elettronici: 15 gg x 12,00 = 180,00\nQuota esente buoni pasto: 15 x 8,00 = 120,00\nQuota imponibile buoni pasto: 15 x 4,00 = 60,00',
      ),
    );
    expect(text).toMatch(/30,00 €/);
  });
});
