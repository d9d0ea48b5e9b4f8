import { describe, expect, it } from 'vitest';
import { askAgent } from '../testing/agents.js';

/**
 * Session 65: a past year's earnings told as context ("l'anno scorso prendeva circa 38 mila in un'altra azienda")
 * beside a net asked of a level are the story, not the RAL: the net is the level's minimum's. A net asked in a
 * follow-up after a turn on the minimum, its year and the TFR is the net, not the TFR again.
 */
describe('a past income told beside a level asked', () => {
  it('computes the net of the level the conversation set, not of last year income', () => {
    const { text } = askAgent(
      'calcolo',
      "E quanto le resta netto al mese più o meno? Per la cronaca l'anno scorso prendeva circa 38 mila in un'altra azienda.",
      {
        history: [
          'Assumo una commessa al 3° livello del commercio a tempo pieno: qual è il minimo mensile oggi?',
        ],
      },
    );
    expect(text).toContain('Il netto stimato per il 3° livello del CCNL Commercio');
    expect(text).toContain('lordo mensile 2.024,38 €');
    expect(text).not.toContain('38.000,00');
  });

  it('reads the level named in the same message, with a past year income beside it', () => {
    const { text } = askAgent(
      'calcolo',
      'Lavoro come D1 nel metalmeccanico industria. Nel 2025 ho fatto 35mila con gli straordinari. Col solo minimo quanto mi resta netto al mese?',
    );
    expect(text).toContain('lordo mensile 1.784,94 €');
    expect(text).not.toContain('35.000,00');
  });

  it('keeps a past income as the pay when no level is told', () => {
    const { text } = askAgent(
      'calcolo',
      "L'anno scorso prendevo 30 mila lordi. Quanto mi restava netto al mese?",
    );
    expect(text).toContain('RAL di 30.000,00 €');
  });

  it('answers the net asked in a long follow-up after the minimum, its year and the TFR', () => {
    const { text } = askAgent(
      'calcolo',
      'Perfetto. E in tasca a lui, più o meno, quanto arriva ogni mese con il tempo pieno?',
      {
        history: [
          'Negozio di scarpe, contratto commercio: assumo un magazziniere al 5° livello. Quanto è il minimo mensile, quanto fa in un anno e quanto TFR accantono ogni anno?',
        ],
      },
    );
    expect(text).toMatch(/^Il netto stimato per il 5° livello del CCNL Commercio/);
    expect(text).toContain('**1.433,21 € al mese**');
  });

  it('keeps a TFR revaluation "al netto dell\'imposta" asked after a TFR turn a TFR question', () => {
    const { text } = askAgent(
      'calcolo',
      "Il TFR lasciato in azienda al 31/12/2024 era di 15.000 €. Quanto vale la rivalutazione di dicembre 2025, al netto dell'imposta sostitutiva?",
      { history: ['quanto tfr matura in un anno con una ral di 30000?'] },
    );
    expect(text).not.toMatch(/^Con una RAL/);
    expect(text).not.toMatch(/^Il netto stimato/);
  });

  it('keeps a revaluation asked as "netta" after a TFR turn a TFR question', () => {
    const { text } = askAgent(
      'calcolo',
      'Sulla stessa persona: aveva 10.000 euro di TFR in azienda al 31 dicembre 2024 e ora vuole sapere quanto gli è stato rivalutato a dicembre 2025, perché sul cedolino vede una riga strana. Quanto è la rivalutazione netta?',
      { history: ['Retribuzione utile annua 2026 di 30.000 euro: quota TFR dell anno?'] },
    );
    expect(text).not.toMatch(/^Con una RAL/);
  });
});
