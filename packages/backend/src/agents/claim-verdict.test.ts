import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

const lead = (message: string) => openingLine(askAgent('main-agent', message).text);

describe('a weekly hours believed for a group the rule names', () => {
  it('denies 40 hours for the warehouse staff of the logistics agreement, with the 39 of their rule', () => {
    const text = lead('nel ccnl logistica il personale di magazzino fa 40 ore a settimana, giusto?');
    expect(text).toMatch(/^No: non 40 ore ma \*\*39 ore\*\*/);
    expect(text).not.toMatch(/\*\*per il personale viaggiante/);
  });

  it('confirms the 39 hours, and the travelling staff on discontinuous duties keep their 47', () => {
    expect(lead('un impiegato nel ccnl logistica fa 39 ore settimanali, giusto?')).toMatch(/^Sì/);
    expect(
      lead(
        'faccio il camionista con mansioni discontinue, contratto logistica trasporto merci: orario settimanale?',
      ),
    ).toContain('**47 ore settimanali**');
  });
});
