import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

// An hour's pay is the full-time month ÷ the divisor: a month told of the part-timer is brought to full time, a month
// told of the full time is not (supplementary.ts).
describe("a supplementary hour's value on the month told", () => {
  it("the part-timer's own 1.050 € at 24 hours: 1.750 € at full time, 10,42 € an hour, 14,06 € with the 35%", () => {
    const line = openingLine(
      askAgent(
        'calcolo',
        "Commessa part-time a 24 ore settimanali, CCNL commercio, 1.050 € lordi al mese: un'ora supplementare col 35% quanto la pago?",
      ).text,
    );
    expect(line).toContain('14,06 €');
  });

  it('the full time said as 1.750 € is not divided by the part-time share again', () => {
    const text = askAgent(
      'calcolo',
      "Commessa part-time a 24 ore settimanali, CCNL commercio, tempo pieno 1.750 € lordi al mese: un'ora supplementare col 35% quanto la pago?",
    ).text;
    expect(openingLine(text)).toContain('14,06 €');
    expect(text).not.toContain('2.916,67');
    expect(text).not.toContain('8,44 €');
  });

  it('a follow-up that points back to the worker ("a lei") values the hour on the pay told before', () => {
    const text = askAgent('calcolo', 'quindi un ora supplementare a lei quanto la pago col 35?', {
      history: [
        'Commessa part-time a 24 ore settimanali, CCNL commercio, 1.050 € lordi al mese. Qual è la sua paga oraria?',
      ],
    }).text;
    expect(openingLine(text)).toContain('14,06 €');
  });

  it('"1.950 full time" in brackets, no word for the month: still the hour\'s base, 11,61 € an hour', () => {
    const text = askAgent(
      'calcolo',
      'Part-time 20 h/sett 3° livello Commercio (1.950,00 full time): 4 ore di supplementare. Importo?',
    ).text;
    expect(text).toContain('1.950,00 € ÷ 168');
    expect(text).not.toContain('975,00');
  });
});
