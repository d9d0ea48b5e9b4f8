import { describe, expect, it } from 'vitest';
import { askAgent, openingLines } from '../testing/agents.js';

const text = (a: unknown) => (a as { text: string }).text;
const ask = async (agent: string, message: string, history: string[] = []) =>
  text(await askAgent(agent, message, { history }));

// Session 59: apprenticeship questions that state their own case (a minimum, a diploma, an age to come) or follow up
// on another period or kind.
describe('apprenticeship questions answered on the case they state', () => {
  const studi =
    'lavoro come apprendista in uno studio legale (ccnl studi professionali), nella lettera il minimo tabellare del mio livello è di 1.750 euro: nel secondo anno quanto mi spetta?';

  it("applies the period's share to the minimum the user states, with no level asked", async () => {
    const t = await ask('calcolo', studi);
    // 1.750 × 85% = 1.487,50.
    expect(openingLines(t)).toContain('1.487,50 €');
    expect(t).not.toContain('mi serve il livello');
  });

  it('keeps the stated minimum when the follow-up names only another period', async () => {
    const t = await ask('calcolo', 'e dopo i 24 mesi?', [studi]);
    // 1.750 × 93% = 1.627,50.
    expect(openingLines(t)).toContain('1.627,50 €');
  });

  it("gives the other kind's shares when the follow-up changes the kind of apprenticeship", async () => {
    const t = await ask('main-agent', "e se l'apprendistato fosse di alta formazione?", [
      'quali percentuali prende un apprendista nel ccnl studi professionali?',
    ]);
    expect(openingLines(t)).toContain('40%');
    expect(openingLines(t)).not.toMatch(/^Nel CCNL Studi professionali l'apprendista al \d+° mese/);
  });

  it("withholds the apprentice's 5,84% even when a non-apprentice colleague is named", async () => {
    const t = await ask(
      'calcolo',
      'apprendista con 1.500 lordi al mese: quanto mi tolgono di inps? la mia collega che non è apprendista ne paga di più',
    );
    // 1.500 × 5,84% = 87,60.
    expect(openingLines(t)).toContain('87,60 €');
    expect(t).not.toContain('Non ho trovato');
  });

  const commercio =
    'Sono apprendista in un supermercato (ccnl commercio confcommercio), il mio apprendistato dura 24 mesi e il livello finale è il 5°. Nei primi 12 mesi a che livello devo stare?';

  it('puts a Terziario apprentice two levels below the final one in the first half, a length stated aside', async () => {
    expect(openingLines(await ask('main-agent', commercio))).toMatch(/settimo livello|7° livello/);
  });

  it('one level below in the second half, asked as a follow-up', async () => {
    const t = await ask('main-agent', 'e negli ultimi 12 mesi?', [commercio]);
    expect(openingLines(t)).toMatch(/sesto livello|6° livello/);
  });

  const age =
    'mia figlia compirà 30 anni a marzo e un negozio la vuole assumere come apprendista a febbraio: è ancora in tempo?';

  it('an age still to come: yes, until the day before turning 30', async () => {
    const t = openingLines(await ask('main-agent', age));
    expect(t).toMatch(/^\*\*Sì\*\*/);
    expect(t).toContain('29 anni');
    expect(t).toContain('giorno prima');
  });

  it('the lower bound asked for someone with a professional qualification: from 17', async () => {
    const t = await ask(
      'main-agent',
      'e il cugino che ha preso la qualifica profesionale, da quale età lo possono prendere?',
      [age],
    );
    expect(openingLines(t)).toContain('17 anni');
  });

  it("answers an apprentice's yearly training hours, not the working week", async () => {
    const t = openingLines(
      await ask(
        'main-agent',
        'sono apprendista in un deposito, ccnl logistica trasporto merci e spedizione: quante ore di formazione annue mi spettano?',
      ),
    );
    expect(t).toContain('80 ore');
    expect(t).not.toContain('39 ore');
  });

  it('shortens the Confapi apprenticeship for a relevant diploma', async () => {
    const t = await ask(
      'main-agent',
      'officina metalmeccanica con ccnl confapi: vorrei prendere come apprendista un diplomato in meccatronica, titolo attinente alla mansione. Per quanti mesi al massimo?',
    );
    expect(openingLines(t)).toContain('30 mesi');
  });

  it("gives a building apprentice's probation from the apprenticeship rule", async () => {
    const t = await ask(
      'main-agent',
      'impresa edile, ccnl edilizia industria: prendo un apprendista muratore come operaio, la prova quanto può durare?',
    );
    expect(openingLines(t)).toContain('8 settimane');
  });
});
