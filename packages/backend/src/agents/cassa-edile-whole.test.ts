import { describe, expect, it } from 'vitest';
import { askAgent, openingLines as opening } from '../testing/agents.js';

const ask = (q: string) => (askAgent('main-agent', q) as { text: string }).text;

/** Building operai: the Cassa Edile set-aside asked as one subject, its base, and six-day Saturdays. */
describe('Edilizia: Cassa Edile set-aside and six-day Saturdays', () => {
  it('opens with the 18,5% and its split when the percentage for ferie and gratifica is asked', () => {
    const text = opening(
      ask(
        'Nel CCNL Edili industria, qual è la percentuale complessiva per ferie e gratifica natalizia degli operai e come si ripartisce?',
      ),
    );
    expect(text).toContain('18,5%');
    expect(text).toContain('8,5%');
    expect(text).toContain('10%');
    expect(text).not.toMatch(/^Nel [^:]+, ferie:/);
  });

  it('gives gross and conventional set-aside on a stated pay, not a net pay', () => {
    const text = opening(
      ask(
        'Ditta edile, un operaio ha maturato 1.500 € di retribuzione per ore ordinarie e festività. Quanto vale la percentuale lorda per ferie e gratifica natalizia su quella cifra, e quanto va di fatto accantonato in Cassa Edile?',
      ),
    );
    expect(text).toContain('277,50 €');
    expect(text).toContain('213,00 €');
    expect(text).not.toContain('netto stimato');
  });

  it('says the percentage is not computed on overtime or trasferta', () => {
    const text = opening(
      ask(
        'la percentuale cassa edile 18,5 va calcolata pure sugli straordinari e sulla trasferta dell operaio??',
      ),
    );
    expect(text).toMatch(/^\*\*No\*\*/);
    expect(text).toContain('straordinario');
    expect(text.toLowerCase()).toContain('non si calcola');
  });

  it('gives the 8% on Saturday hours when the week is spread over six days', () => {
    const text = opening(
      ask(
        'se spalmo l orario sui 6 giorni, il sabato agli operai edili devo dare una maggiorazzione? quanto?',
      ),
    );
    expect(text).toContain('8%');
    expect(text).not.toContain('35%');
  });
});
