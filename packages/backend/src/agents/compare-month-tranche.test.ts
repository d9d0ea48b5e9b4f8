import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

describe("a month's tranche compared with no level named", () => {
  it('Alimentari has the January 2027 tranche; Terziario names its last one', () => {
    const text = openingLine(
      askAgent(
        'confronta',
        "Un ingrosso applica il CCNL Terziario Confcommercio e un pastificio il CCNL Industria alimentare. Quale dei due contratti prevede un aumento dei minimi con decorrenza gennaio 2027, e quando scatta invece l'ultima tranche dell'altro?",
        { today: '2026-12-02' },
      ).text,
    );
    expect(text).toContain('39,00 € dal 1° gennaio 2027');
    expect(text).toContain('nessuna tranche a gennaio 2027; ultima tranche 40,00 € dal 1° febbraio 2027');
    expect(text).not.toContain('280,00 €');
  });
});

describe('an increase expected on a payslip and not seen names the renewal tranche', () => {
  it('Alimentari 3rd level in January 2027: the 39 € at parameter 137 beside the table step', () => {
    const text = openingLine(
      askAgent(
        'main-agent',
        "Lavoro in un'azienda che produce biscotti, CCNL industria alimentare, 3° livello. Il cedolino di gennaio 2027 è identico a quello di dicembre: il minimo è rimasto uguale. Non doveva esserci un aumento da gennaio? Di quanto?",
        { today: '2026-12-02' },
      ).text,
    );
    expect(text).toContain('**37,01 €**');
    expect(text).toContain('39,00 €');
    expect(text).toContain('parametro 137');
    expect(text).not.toContain('È giusto così');
  });
});
