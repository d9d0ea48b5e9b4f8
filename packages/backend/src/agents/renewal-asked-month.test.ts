import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

/** The answer's opening line, citation marks dropped. */
const opening = (message: string, history: string[] = []) =>
  openingLine(askAgent('main-agent', message, { history }).text).replace(/ ?(?:\[\d+\])+/g, '');

describe("a month's tranche asked the way people type it (frenew2)", () => {
  it('reads "e\'" as "è": the increase that came in June of this year, not the next June', () => {
    const line = opening(
      "sn impiegata B1 metalmeccanica industria, di quanto e' aumentato il minimo a giugno di quest anno col rinnovo?",
    );
    expect(line).toContain('**56,99 €** dal 1° giugno 2026');
    expect(line).not.toContain('2027');
  });

  it('answers "perché? a ottobre avevo meno" with the tranche that came after October', () => {
    expect(
      opening('perché? a ottobre in busta avevo meno', [
        "ciao sn operaio 4 livello artigiano metalmeccanico (impianti), quant'e il minimo tabelare adesso a fine novembre?",
      ]),
    ).toMatch(/dal 1° novembre 2026, \*\*\+20,00 €\*\*/);
    expect(
      opening('perché? a ottobre in busta il minimo era più basso', [
        'mi hanno appena passata al quarto livello del commercio confcommercio, quanto è il minimo lordo al mese adesso?',
      ]),
    ).toMatch(/dal 1° novembre 2026, \*\*\+35,00 €\*\*/);
  });

  it('reads "l\'incremento della tranche" as the increase, not the minimum of that day', () => {
    expect(
      opening(
        "cooperativa sociale: a quanto ammonta l'incremento mensile della tranche di ottobre 2025 per il livello D2?",
      ),
    ).toContain('aumenta di **33,42 €** dal 1° ottobre 2025');
  });

  it("reads the renewal's signing day beside the agreement's name as its name, not the day asked", () => {
    expect(
      opening(
        "Con l'ultima tranche del rinnovo CCNL Turismo del 5 luglio 2024 (novembre 2027), a quanto arriverà il minimo mensile del 5° livello?",
      ),
    ).toContain('al 1° novembre 2027 è **1.641,85 €**');
  });
});

describe('the yearly ISTAT adjustment of the minimums, as the renewal states it (frenew2)', () => {
  it('answers whether the adjustment changed with its measure before and after', () => {
    expect(
      opening(
        "colf badanti: l'adeguamento annuale istat dei minimi col nuovo ccnl e ancora all 80% della variazione o e cambiato?",
      ),
    ).toMatch(/^Nel CCNL Lavoro domestico, .*\*\*adeguamento ISTAT portato dall'80% al 90% della variazione/);
  });

  it('names the measure beside a future tranche, whose minimum the adjustment will change', () => {
    expect(
      opening(
        "Rinnovo del CCNL lavoro domestico sottoscritto il 28 ottobre 2025: quale incremento è previsto dal 1° gennaio 2027 per il livello BS convivente e in che misura vengono ora rivalutati i minimi secondo l'Istat?",
      ),
    ).toMatch(/\*\*30,00 €\*\*.*dall'80% al 90%/);
  });

  it("leaves the TFR's revaluation to its own answer", () => {
    expect(opening('colf: la rivalutazione istat del tfr come si calcola?')).not.toContain('90%');
  });
});
