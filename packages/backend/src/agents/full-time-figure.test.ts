import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

describe("a part-timer's pay from the full-time figure the user gives", () => {
  it('takes the 13ª pro rata on the proportioned pay, not on the full time', () => {
    const line = openingLine(
      askAgent(
        'calcolo',
        'Commessa Terziario a 20 ore su 40; il tempo pieno del suo livello è 1.900 € mensili. Assunta a maggio: quanto le spetta di tredicesima a dicembre per 8 mesi?',
      ).text,
    );
    expect(line).toContain('950,00 €');
    expect(line).toContain('633,33 €');
    expect(line).not.toContain('1.266,67');
  });
  it('reads "tempo pieno del livello 1.720 €" as a pay, not as level 1, for the 14ª', () => {
    const line = openingLine(
      askAgent(
        'calcolo',
        'Multiservizi, part-time 25 ore su 40, tempo pieno del livello 1.720 € mensili. Assunta il 1° gennaio, cessa il 30 giugno: quanto matura di quattordicesima in quei 6 mesi?',
      ).text,
    );
    expect(line).toContain('537,50 €');
  });
  it("answers a move from 40 to 30 hours with today's pay proportioned", () => {
    const line = openingLine(
      askAgent(
        'calcolo',
        'CCNL Terziario: una dipendente passa da 40 a 30 ore settimanali; oggi prende 1.800 € lordi al mese. Quanto sarà la nuova retribuzione mensile?',
      ).text,
    );
    expect(line).toContain('1.350,00 €');
  });
  it('answers "quanto le spetta" with the share of the full time', () => {
    const line = openingLine(
      askAgent(
        'calcolo',
        'Addetta pulizie Multiservizi a 20 ore settimanali: se il tempo pieno del suo livello è 1.700 € al mese, quanto le spetta?',
      ).text,
    );
    expect(line).toContain('850,00 €');
  });
  it("checks a part-timer's payslip gross against the proportioned full time", () => {
    const line = openingLine(
      askAgent(
        'calcolo',
        'in busta ho 900 euro lordi x part time 20 ore su 40, il tempo pieno del mio livello terziario è 1.950. mi pagano giusto?',
      ).text,
    );
    expect(line).toContain('975,00 €');
    expect(line).toContain('75,00 €');
  });
  it('keeps a pay said of the part time as it is', () => {
    const line = openingLine(
      askAgent(
        'calcolo',
        'Commessa Terziario part-time a 20 ore, prende 950 € lordi al mese. Assunta a maggio: quanto di tredicesima a dicembre per 8 mesi?',
      ).text,
    );
    expect(line).toContain('633,33 €');
  });
});

describe('the cap on supplementary hours', () => {
  it('opens with the agreement cap and the hours at the schedule told', () => {
    const line = openingLine(
      askAgent(
        'main-agent',
        "Sono OSS in cooperativa sociale, part-time 24 ore orizzontale, paga oraria 9,80 €. Quante ore supplementari al massimo a settimana e quanto mi pagano l'ora?",
      ).text,
    );
    expect(line).toContain('50%');
    expect(line).toContain('12 ore');
    expect(line).toContain('27%');
  });
});
