import { describe, expect, it } from 'vitest';
import { levelItemsAt } from '../kb/level-items.js';
import { askAgent, testKb } from '../testing/agents.js';

const ask = (message: string, history: string[] = []) => askAgent('calcolo', message, { history }).text;

describe('the Alimentari IAR is a monthly item beside the minimum (fixs35i)', () => {
  it('holds the IAR per level with the date it applies from', () => {
    const ccnl = testKb.byId('alimentari-industria');
    if (!ccnl) throw new Error('Alimentari industria missing');
    expect(levelItemsAt(ccnl, '3', '2026-12-01')[0]?.amount).toBe(85.41);
    expect(levelItemsAt(ccnl, '3', '2023-11-30')).toEqual([]);
    expect(levelItemsAt(ccnl, '4', '2027-09-01')[0]?.amount).toBe(88.47);
    // (Session 63: the September 2027 amounts of every level, read on the same LavoroFacile table.)
    expect(levelItemsAt(ccnl, '3', '2027-09-01')[0]?.amount).toBe(95.85);
  });

  it('counts the IAR in the 13th and says so', () => {
    const text = ask(
      "Alimentari industria, 3° livello, in forza tutto il 2026, nessuno scatto: importo lordo della tredicesima di dicembre, comprensivo dell'IAR.",
    );
    expect(text).toContain('2.173,89 €');
    expect(text).toMatch(/Compreso l'IAR .*85,41 € al mese/);
  });

  it('counts it in the 14th and in a year of the TFR', () => {
    expect(
      ask('alimentari industria 6° livello in forza da anni: la quattordicesima del 2026 intera quanto fa?'),
    ).toContain('1.785,75 €');
    expect(
      ask('industria alimentare, 1° livello in forza tutto il 2026: quota annua del TFR lorda?'),
    ).toContain('3.193,55 €');
  });

  it('leaves it out when the user does, and names it beside', () => {
    const text = ask("tredicesima 2026 intera 4 livello alimentari industria, senza contare l'iar");
    expect(text).toContain('1.965,64 €');
    expect(text).not.toContain('2.044,48');
    expect(text).toMatch(/Escluso l'IAR .*78,84 €/);
  });

  it('keeps it out of a minimum asked', () => {
    const text = askAgent(
      'main-agent',
      'alimentari industria, qual è il minimo mensile del 3° livello nel 2026?',
    ).text;
    expect(text).toContain('2.088,48');
    expect(text).not.toContain('2.173,89');
    expect(text).toMatch(
      /Accanto al minimo si paga ogni mese l'IAR .*85,41 €.*tredicesima, quattordicesima e TFR/,
    );
  });

  it('counts it in the monthly gross a net is computed from', () => {
    const text = askAgent(
      'main-agent',
      'alimentari industria 3° livello full time: netto mensile 2026?',
    ).text;
    expect(text).toMatch(/\| IAR \(incremento aggiuntivo della retribuzione\) \| 85,41 € \|/);
    expect(text).toContain('lordo annuo 30.434,46 €');
  });

  it('counts the September 2027 IAR of the level in a December 2027 tredicesima', () => {
    const text = ask(
      'Alimentari industria, 3° livello in forza per tutto il 2027: tredicesima di dicembre 2027, lorda?',
    );
    expect(text).toContain('95,85 €');
    expect(text).not.toContain('non è nella base di conoscenza');
  });
});
