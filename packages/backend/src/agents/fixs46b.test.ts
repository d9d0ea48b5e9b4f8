import { describe, expect, it } from 'vitest';
import { askAgent, openingLine, withUpload } from '../testing/agents.js';

/**
 * Session 46 (fixs46b), overtime and holiday-work amounts: a sheet listing overtime of several kinds (weekday,
 * night, Sunday) priced kind by kind at the agreement's rates and summed; the overtime count told after the week's
 * hours ("ha fatto 45 ore, cioè 5 di straordinario") is the count valued, not the week; a domestic worker asked to
 * come for some hours on a public holiday is owed the holiday (1/6 of the week) plus those hours at +60%.
 */
const ask = async (message: string, extra: Parameters<typeof askAgent>[2] = {}) =>
  (await askAgent('calcolo', message, { today: '2026-11-28', ...extra })).text;

describe('overtime of several kinds on an uploaded sheet', () => {
  it('prices each kind of row at its own rate and sums them', async () => {
    const sheet = [
      'NEGOZIO ROSSI S.R.L. - riepilogo ore extra ottobre 2026',
      'Dipendente: Neri Paolo - CCNL Terziario Confcommercio - 4° livello',
      'Paga oraria lorda: 11,00 €',
      '',
      '06/10/2026   straordinario feriale      3',
      '18/10/2026   straordinario domenicale   2',
    ].join('\n');
    const text = await ask(
      'Quanto devo mettere in busta per questi straordinari?',
      withUpload('extra.txt', sheet),
    );
    // 3 × 11,00 × 1,15 = 37,95; 2 × 11,00 × 1,30 = 28,60.
    expect(openingLine(text)).toContain('66,55 €');
    expect(text).toContain('37,95 €');
    expect(text).toContain('28,60 €');
  });

  it('reads the kinds a weekly summary tells in words', async () => {
    const sheet = [
      'PRESENZE NOVEMBRE 2026 - Bar Centrale',
      'Dipendente: Sala Marta - CCNL Terziario Confcommercio - 4° livello - tempo pieno 40 ore',
      'Retribuzione: solo minimo tabellare',
      'Settimana 2-8 novembre: ore lavorate 44 (di cui 4 straordinarie feriali)',
      'Settimana 9-15 novembre: ore ordinarie 40 + 3 ore (straordinario domenicale) domenica 15',
    ].join('\n');
    const text = await ask(
      'Mi calcolate il lordo complessivo degli straordinari di novembre?',
      withUpload('presenze.txt', sheet),
    );
    // Hour 1.818,75 / 168: 4 × 1,15 → 49,80; 3 × 1,30 → 42,22.
    expect(openingLine(text)).toContain('92,02 €');
    expect(openingLine(text)).toContain('10,83 €');
  });
});

describe('overtime told after the hours of the week', () => {
  it('values the overtime count, not the week worked', async () => {
    const text = await ask(
      'Negozio di abbigliamento, CCNL terziario Confcommercio, commesso al 4° livello a tempo pieno 40 ore. La settimana scorsa ha lavorato 45 ore, cioè 5 di straordinario. Prende il minimo: quanto gli spetta per quelle 5 ore con la maggiorazione?',
    );
    // 1.818,75 / 168 × 1,15 × 5.
    expect(openingLine(text)).toContain('62,25 €');
    expect(text).not.toContain('45 ore valgono');
  });
});

describe('a domestic worker asked to work on a public holiday', () => {
  it('adds the paid holiday to the hours worked at the holiday rate', async () => {
    const text = await ask(
      "La badante di mia madre, non convivente, fa 30 ore a settimana a 9,00 € l'ora. Il 25 aprile le ho chiesto di lavorare 5 ore per accompagnarla dai parenti. Quanto le devo per quel giorno, festività compresa?",
    );
    // 30/6 = 5 hours × 9,00 = 45,00; 5 × 9,00 × 1,60 = 72,00.
    expect(openingLine(text)).toContain('117,00 €');
    expect(text).toContain('60%');
  });

  it('does not take her weekly schedule for the hours of the holiday', async () => {
    const text = await ask(
      "La colf viene 18 ore a settimana, 10,00 € l'ora, non convive. A Ferragosto se verrà 3 ore a darci una mano, quanto dovrò darle in tutto per la giornata?",
    );
    // 18/6 = 3 hours × 10,00 = 30,00; 3 × 10,00 × 1,60 = 48,00.
    expect(openingLine(text)).toContain('78,00 €');
  });
});
