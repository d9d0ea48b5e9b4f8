import { describe, expect, it } from 'vitest';
import { askAgent, openingLines, withUpload } from '../testing/agents.js';
import { statedOvertimePercent } from './stated-overtime-rate.js';

// Issue 12: the user gives the figures (hourly pay, surcharge, days, daily pay, fund, inflation) and asks the
// amount: the answer computes from them instead of stopping at a missing agreement figure or at a rate.
describe('figures the user gives, computed', () => {
  it('reads the overtime surcharge the user states', () => {
    expect(statedOvertimePercent('il provinciale mette lo straordinario a +30%')).toBe(30);
    expect(statedOvertimePercent('gli straordinari sono pagati al 35 per cento')).toBe(35);
    expect(statedOvertimePercent('ho fatto 5 ore di straordinario')).toBeUndefined();
  });

  it('values farm overtime at the surcharge the user states, the agreement’s rate being unread', async () => {
    const a = await askAgent(
      'main-agent',
      'operaio agricolo a raccogliere mele, prendo 10,40 € all’ora e il provinciale dice straordinario maggiorato del 30%: per 6 ore di straordinario quanto devo avere?',
    );
    const opening = openingLines(a.text);
    expect(opening).toContain('13,52 €');
    expect(opening).toContain('81,12 €');
    expect(opening).not.toMatch(/non disponibile|non è nella base/);
  });

  it('checks a farm payslip overtime line on the user’s surcharge', async () => {
    const payslip = [
      'CEDOLINO OTTOBRE 2026 - CCNL operai agricoli e florovivaisti',
      'Ore ordinarie 150,00 x 10,00 = 1.500,00',
      'Straordinario 30% ore 10,00 ......... 120,00',
    ].join('\n');
    const a = await askAgent(
      'main-agent',
      'Nel cedolino che ti ho mandato lo straordinario torna? Da noi è +30% sulla paga oraria della busta.',
      withUpload('cedolino.txt', payslip),
    );
    const opening = openingLines(a.text);
    expect(opening).toMatch(/^\*\*No\*\*/);
    expect(opening).toContain('130,00 €');
    expect(opening).toContain('10,00 € in meno');
  });

  it('gives the supplementary hour beside the total when both are asked', async () => {
    const a = await askAgent(
      'main-agent',
      'Multiservizi, part-time 20 ore, paga oraria 9,00 €: ho fatto 4 ore supplementari. Quanto vale ogni ora supplementare e quanto in tutto?',
    );
    const opening = openingLines(a.text);
    expect(opening).toContain('11,52 €');
    expect(opening).toContain('46,08 €');
  });

  it('totals the days of parental leave on the daily pay told, then at 30% once the 80% months are used', async () => {
    const first =
      'Mia figlia ha 2 anni e non abbiamo mai preso il congedo parentale. Vorrei stare a casa 10 giorni; la retribuzione media giornaliera è 80,00 €. Quanto mi dà l’INPS per quei 10 giorni?';
    const a = await askAgent('main-agent', first);
    expect(openingLines(a.text)).toContain('640,00 €');
    const b = await askAgent(
      'main-agent',
      'E se mio marito avesse già usato tutti e tre i mesi all’80%? Quanto verrebbe per i miei 10 giorni?',
      { history: [first] },
    );
    expect(openingLines(b.text)).toContain('240,00 €');
    expect(openingLines(b.text)).not.toContain('640,00 €');
  });

  it('revalues the fund a follow-up dates, with the inflation assumed, and gives the net', async () => {
    const a = await askAgent(
      'main-agent',
      'Il mio TFR accantonato al 31/12/2025 è di 4.000 euro: con un FOI del 2% quanto si rivaluta a fine 2026, al netto dell’imposta?',
      { history: ['Quanto TFR matura in un anno con 30.000 euro di RAL?'] },
    );
    // 1,5% + 75% × 2% = 3% → 120,00 lordi, 17% = 20,40, netto 99,60.
    expect(openingLines(a.text)).toContain('99,60 €');
  });

  it('gives the size of the increase whose 5% tax is asked, from the agreement’s tables', async () => {
    const a = await askAgent(
      'main-agent',
      'CCNL Industria alimentare, 3° livello, nel 2025 ho guadagnato 28.000 euro: l’aumento del 1° gennaio 2026 è tassato al 5%? E di quanto è al mese?',
    );
    const opening = openingLines(a.text);
    expect(opening).toContain('5%');
    expect(opening).toContain('56,94 €');
  });
});
