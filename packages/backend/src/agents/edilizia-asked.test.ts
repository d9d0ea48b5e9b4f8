import { describe, expect, it } from 'vitest';
import { askAgent, openingLines as opening } from '../testing/agents.js';

const ask = (q: string) => (askAgent('main-agent', q) as { text: string }).text;

/** Edilizia: levels' parameters, the previous agreement's expiry, the posted worker's Cassa Edile and integrativo. */
describe('Edilizia: parameters, previous renewal, site in another province', () => {
  it('lists the four operai levels with their parameters', () => {
    const text = opening(
      ask('Quali sono i parametri retributivi dei quattro livelli operai nel CCNL Edilizia industria?'),
    );
    for (const p of ['100', '117', '130', '140']) expect(text).toContain(`**${p}**`);
    expect(text).not.toContain('**200**');
  });

  it('lists every level when no group is named', () => {
    const text = opening(ask('mi elenchi i parametri di tutti i livelli del ccnl edilizia industria?'));
    expect(text).toContain('**200**');
    expect(text).toContain('**100**');
  });

  it('gives the previous agreement expiry beside the current one', () => {
    const text = opening(
      ask('il vecchio contratto edili industria del 2022 quando scadeva? e il nuovo quando scade'),
    );
    expect(text).toContain('30 giugno 2024');
    expect(text).toContain('30 giugno 2028');
  });

  it('answers which integrativo and Cassa Edile apply to a site in another province', () => {
    const text = opening(
      ask(
        'operaio in trasfera fuori provincia edilizia: che integrativo si aplica, quello di dove sta l impresa o del cantiere?',
      ),
    );
    expect(text).toContain('provenienza');
    expect(text).toContain('1° ottobre 2025');
  });

  it('does not read a rented flat as a housing question when the Cassa Edile is asked', () => {
    const text = opening(
      ask(
        'Impresa edile di Padova, cantiere a Bologna di otto mesi; gli operai dormiranno in un appartamento che abbiamo affittato. Restano iscritti alla Cassa Edile di Padova? E quale contratto integrativo applico?',
      ),
    );
    expect(text).toContain('Cassa Edile');
    expect(text).toContain('3 mesi');
    expect(text).not.toContain('esce da ciò di cui mi occupo');
  });
});
