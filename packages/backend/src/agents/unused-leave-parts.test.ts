import { describe, expect, it } from 'vitest';
import { askAgent } from '../testing/agents.js';

const opening = (text: string) => text.split('\n').filter(Boolean).slice(0, 3).join('\n').slice(0, 500);

describe('when untaken permits must be used, asked alone', () => {
  it('the deadline of untaken ROL opens the answer, before the rule whole', () => {
    const r = askAgent(
      'main-agent',
      'Entro quanto tempo vanno fruiti ROL ed ex festività nel CCNL Terziario Confcommercio, e cosa succede se non vengono goduti?',
    );
    expect(opening(r.text)).toContain('18 mesi');
    expect(r.text.split('\n')[0]).toMatch(/^Permessi non goduti, nel CCNL Commercio/);
  });

  it('the hours asked keep the total first', () => {
    const r = askAgent(
      'main-agent',
      'Quante ore di ROL ed ex festività spettano nel CCNL Commercio, azienda di 20 dipendenti?',
    );
    expect(r.text.split('\n')[0]).not.toMatch(/^Permessi non goduti/);
  });
});
