import { describe, expect, it } from 'vitest';
import { readQuestion } from '../reader/read.js';
import { askAgent, openingLine, testKb } from '../testing/agents.js';

const read = (message: string) =>
  readQuestion({ kb: testKb, message, history: [], today: '2026-11-26', agent: 'calcolo' });
const opening = (message: string, history?: string[]) =>
  openingLine(askAgent('calcolo', message, { today: '2026-11-26', ...(history ? { history } : {}) }).text);

describe('domestic calculations read as asked (session 37)', () => {
  it('a 13th "giusta" handed over with the payslip is the 13th, not a payslip check', () => {
    const q =
      "La badante convivente l'abbiamo assunta il 1° settembre 2026, dopo che la precedente era tornata a casa. Prende 1.300 euro al mese compreso vitto e alloggio. Vorrei darle la tredicesima giusta insieme alla busta di dicembre: quanto le spetta?";
    expect(read(q).intent).toBe('thirteenth_pro_rata');
    expect(opening(q)).toMatch(/4 mesi.*\*\*433,33 €\*\*/);
    // A doubt on the payslip itself is still a check.
    expect(read('la busta paga di novembre è corretta? netto 1.450, lordo 1.900').intent).toBe(
      'payslip_check',
    );
  });

  it('several public holidays of an hourly colf: each 1/6 of the week, and their sum', () => {
    expect(
      opening(
        'Colf a ore, 15 ore a settimana a 10 euro l’ora: Capodanno e l’Epifania non cadono nei suoi giorni, quanto le spetta per le due festività?',
      ),
    ).toMatch(/\*\*50,00 €\*\*.*\*\*25,00 €\*\* ciascuna/);
  });

  const quarter =
    "Colf a tempo indeterminato pagata 9 euro l'ora: da gennaio a marzo 2026 le ore pagate sono 195. Quanto verso di contributi INPS?";
  it('a follow-up changing the hourly pay keeps the quarter’s hours and gives its totals', () => {
    expect(opening("e se le avessi dato 12 euro l'ora, sempre 195 ore?", [quarter])).toMatch(
      /195 ore retribuite nel trimestre a 12,00 € l'ora .*\*\*456,30 €\*\*.*\*\*115,05 € a carico del lavoratore\*\*/,
    );
  });
  it('a correction to a fixed-term contract recomputes the quarter with the fixed-term band', () => {
    expect(
      opening(
        'Aspetta, mi sono sbagliato: è a tempo determinato fino a giugno. Sempre 9 euro e 195 ore, quanto viene?',
        [quarter],
      ),
    ).toMatch(/195 ore retribuite nel trimestre .*tempo determinato.*\*\*399,75 €\*\*/);
  });

  it('the increments’ line in a month: counted from the hire to that month, 4% of the minimum each', () => {
    expect(
      opening(
        'Badante convivente livello CS assunta il 1° giugno 2022, le paghiamo il minimo di 1.193,84 euro: nel cedolino di luglio 2026 quanto vale la voce scatti?',
      ),
    ).toMatch(/luglio 2026.*\*\*95,51 €\*\*.*\*\*2 scatti\*\*/);
    // The minimum alone, without DS's function allowance, when the level's table is used.
    expect(
      opening(
        'Badante DS convivente assunta il 1° novembre 2022: nel cedolino di dicembre 2026 quanto vale la voce scatti?',
      ),
    ).toMatch(/\*\*117,98 €\*\*/);
  });
});
