import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

// The end of the employment relationship and what is paid pro rata (issue 12, session 59).
describe('the end of the job and its pro-rata pay', () => {
  it('a leaving day told in the past without its year ends the 13th’s months', () => {
    const answer = askAgent(
      'calcolo',
      'Badante a ore presso una signora anziana, 900 euro lordi al mese; il rapporto si è concluso il 10 aprile. Quanta tredicesima le spetta?',
    );
    // January–March (April: 10 days, under 15) = 3 months: 900 × 3 / 12 = 225,00.
    expect(openingLine(answer.text)).toContain('225,00');
    expect(answer.text).not.toMatch(/12\/12|per 12 mesi/);
  });

  it('an agreement that counts a month only past its 15th day drops a month left on the 15th', () => {
    const answer = askAgent(
      'calcolo',
      'metalmeccanico industria federmeccanica, 2.400 € lordi mensili, ultimo giorno di lavoro 15 maggio 2026 dopo le dimissioni: rateo di tredicesima nella liquidazione?',
    );
    // "conta il mese con più di 15 giorni": January–April = 4 months, 2.400 × 4 / 12 = 800,00 (not 5/12).
    expect(openingLine(answer.text)).toContain('800,00');
    expect(answer.text).toMatch(/più di 15 giorni/);
    expect(answer.text).not.toContain('1.000,00');
  });

  it('the TFR’s taxation asked with no figure is the rule, not a request for pay and dates', () => {
    const answer = askAgent(
      'main-agent',
      "sulla liquidazione che mi pagano ora che me ne vado ci pago l'irpef come su una busta paga normale?",
    );
    expect(answer.text).toMatch(/tassazione separata/);
    expect(answer.text).not.toMatch(/mi servono/);
  });

  it('a 13th netting less than a month at the same gross is explained by the deductions not applied', () => {
    const answer = askAgent(
      'main-agent',
      "La tredicesima mi è arrivata con lo stesso lordo di ottobre ma netta quasi 200 euro in meno, l'irpef trattenuta era molto più alta. Non so se hanno sbagliato i conti in ufficio. Mi chiarisce la ragione?",
    );
    expect(answer.text.replace(/\*\*/g, '')).toMatch(/non si applicano le detrazioni/);
    expect(answer.text).not.toMatch(/Indica il lordo mensile/);
  });

  it('a household worker’s unused holidays at the end: a day is 1/26 of the monthly pay', () => {
    const answer = askAgent(
      'calcolo',
      'La nostra colf non convivente se ne va a fine mese, prende 1.170 € lordi al mese e le sono rimasti 4 giorni di ferie non godute: quanto le dobbiamo pagare per quelle ferie?',
    );
    // 1.170 / 26 = 45,00 a day; 4 × 45,00 = 180,00.
    expect(openingLine(answer.text)).toContain('180,00');
    expect(answer.text).toMatch(/÷ 26|1\/26/);
  });

  it('how a domestic holiday day is valued, asked with the total: the total opens, the quota beside it', () => {
    const answer = askAgent(
      'calcolo',
      'Il nostro badante non convivente ha dato le dimissioni: 1.300 euro lordi al mese e 3 giorni di ferie non godute. Come si calcola il valore di un giorno di ferie per il lavoro domestico? E quanto gli spetta in tutto?',
    );
    // 1.300 / 26 = 50,00 a day; 3 × 50,00 = 150,00.
    expect(openingLine(answer.text)).toContain('150,00');
    expect(answer.text).toContain('50,00');
  });
});
