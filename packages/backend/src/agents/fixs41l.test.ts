import { describe, expect, it } from 'vitest';
import { askAgent } from '../testing/agents.js';

/**
 * Session 41 (fixs41l), a courier firm's questions: counts and values said in other words, an agreement implied by
 * its pay quoted to the cent, the combined night-holiday overtime, a revaluation set aside, the Logistica's
 * travel allowance and half-holidays from their sourced passages.
 */
const answer = async (message: string, agent = 'calcolo', history?: string[]) =>
  (await askAgent(agent, message, history ? { history } : {})).text;
const opening = (text: string) => text.split('\n')[0] ?? '';

describe('a courier firm asks', () => {
  it('meal vouchers: "valore facciale", "ne riceverà 20 a testa", "20 nel mese", "ticket di carta"', async () => {
    expect(
      opening(
        await answer(
          "Da novembre 2026 buoni pasto elettronici del valore facciale di 12 euro; l'ufficio ne riceverà 20 a testa. Quanto è imponibile nel mese?",
        ),
      ),
    ).toContain('40,00 €');
    expect(
      opening(
        await answer('Buoni pasto cartacei da 12 euro, 20 nel mese: quale importo imponibile mensile?'),
      ),
    ).toContain('160,00 €');
    expect(
      opening(await answer('diamo ticket di carta da 7 euro, 15 a testa: quanto è imponibile?')),
    ).toContain('45,00 €');
  });

  it("a level's pay quoted to the cent implies its agreement; night on a holiday is the combined rate", async () => {
    const first =
      'ho un ragazzo in magazzino al 5° livello, in busta ha solo minimo ed EPA, cioè 1.761,64 € al mese. Gli faccio fare 10 ore di straordinario feriale di giorno: quanto gli devo?';
    expect(opening(await answer(first))).toContain('136,32 €');
    const night = await answer(
      'E se lo faccio venire la notte di Natale? Quanto gli spetta all’ora per lo straordinario di notte in un giorno festivo?',
      'calcolo',
      [first],
    );
    expect(opening(night)).toContain('18,35 €');
    expect(opening(night)).toContain('75%');
  });

  it('a revaluation the user treats separately is set aside: the year’s quota is computed', async () => {
    const text = await answer(
      'Autista B3 CCNL Logistica, dimissioni al 31 dicembre 2026, nel 2026 2.010,37 € lordi mensili per 14 mensilità. Quota di TFR 2026 lorda e al netto dello 0,50% al Fondo di garanzia? La rivalutazione del pregresso la tratterò separatamente.',
    );
    expect(opening(text)).toContain('1.944,10 €');
    expect(opening(text)).toContain('2.084,83 €');
  });

  it('the Logistica travel allowance and half-holidays come from their sourced passages', async () => {
    expect(
      opening(
        await answer(
          'Il mio autista B3 sta fuori circa 14 ore. Di trasferta quanto gli spetta per contratto col CCNL logistica?',
          'main-agent',
        ),
      ),
    ).toContain('35,02 €');
    const half = opening(
      await answer(
        'il 24 dicembre i magazzinieri fino a che ora li posso tenere? mi hanno detto che è mezza festa',
        'main-agent',
      ),
    );
    expect(half).toContain('semifestivit');
    expect(half).toContain('fino alle 13');
  });

  it('a past minimum asked to check arrears stays the minimum of that year', async () => {
    const text = await answer(
      'e l anno scorso invece quanto era? che devo controllare un arretrato del 2025',
      'calcolo',
      ['autista B3, quanto è il minimo tra paga base e epa? x mese lordo, ccnl logistica trasporto merci'],
    );
    expect(text).toContain('1.970,37 €');
    expect(text).not.toMatch(/una tantum/);
  });
});
