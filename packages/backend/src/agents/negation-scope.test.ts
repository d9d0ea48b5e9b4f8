import { describe, expect, it } from 'vitest';
import { readDependants } from '../reader/dependants.js';
import { fold } from '../reader/text.js';
import { askAgent } from '../testing/agents.js';

/** The opening a user sees: the first three non-empty lines. */
const opening = async (agent: string, message: string, history: string[] = []) =>
  (await askAgent(agent, message, { history })).text
    .split('\n')
    .filter((l) => l.trim())
    .slice(0, 3)
    .join('\n');

describe('what the writer denies or sets aside does not drive the answer', () => {
  it('one negation over a list of people denies each of them', () => {
    expect(readDependants(fold('ral 31.000, senza moglie o figli a carico, netto?'))).toBeUndefined();
    expect(readDependants(fold('non ho ne coniuge ne figli a carico'))).toBeUndefined();
    // An "e" opening a new clause with a possessive keeps the spouse.
    expect(readDependants(fold('non ho figli e mia moglie e a mio carico'))?.spouse).toBe(true);
  });

  it('applies no spouse deduction when spouse and children are both denied', async () => {
    const text = await opening(
      'calcolo',
      'RAL 34.000 euro, non ho né coniuge né figli a carico: quanto mi resta netto al mese su 13 mensilità?',
    );
    expect(text).toContain('2.016,30 €');
    expect(text).not.toMatch(/coniuge/);
  });

  it('reads a shift band denied by "senza" or "niente" as the ordinary band', async () => {
    const text = await opening(
      'main-agent',
      'metalmeccanico industria, giornata normale senza lavoro a ciclo continuo: quante ore di ROL ed ex festività in totale in un anno?',
    );
    expect(text).toContain('104 ore');
    expect(text).not.toContain('112');
  });

  it('does not answer an item the writer asks to leave aside', async () => {
    const text = await opening(
      'main-agent',
      "lasciate perdere l'elemento perequativo e i contributi: quanto fa in un anno il minimo del C3 metalmeccanici industria su 13 mensilità?",
    );
    expect(text).toContain('2.211,43 €');
    expect(text).not.toMatch(/perequativo/i);
  });

  it('a seller of its own goods online is Commercio, not Logistica', async () => {
    const text = await opening(
      'confronta',
      'abbiamo un piccolo shop online di cosmetici, vendiamo i nostri prodotti, non gestiamo merce di terzi. Contratto commercio o logistica, quale si applica?',
    );
    expect(text.split('\n')[0]).toContain('CCNL Commercio');
  });

  it('an agreement ruled out with "non è" is not the one answered', async () => {
    const text = await opening(
      'main-agent',
      "sono impiegato in un'agenzia di assicurazioni, mi hanno detto che il contratto non è il commercio: minimo del 2 livello?",
    );
    expect(text).toMatch(/non è nella base di conoscenza/);
    expect(text).not.toMatch(/\d\.\d{3},\d{2} €/);
    const office = await opening(
      'main-agent',
      'faccio la segretaria da un geometra, il mio contratto non è quello del commercio: quanto è il minimo del 4 livello?',
    );
    expect(office).toContain('Studi professionali');
  });
});
