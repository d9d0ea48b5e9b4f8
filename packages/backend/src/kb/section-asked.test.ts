import { describe, expect, it } from 'vitest';
import { testKb as kb } from '../testing/agents.js';
import { sectionAsked } from './section-asked.js';

const domestic = () => {
  const ccnl = kb.byId('lavoro-domestico');
  if (!ccnl) throw new Error('lavoro-domestico missing from the test knowledge base');
  return ccnl;
};

describe('the domestic night tables named by the situation', () => {
  it('a carer who sleeps at the family’s and looks after him day and night is a live-in, not the night table', () => {
    expect(
      sectionAsked(domestic(), [
        'la badante dorme da noi e si occupa della mamma notte e giorno, quanto le diamo?',
      ]),
    ).toBeUndefined();
    expect(
      sectionAsked(domestic(), ['dorme a casa del nonno e lo assiste giorno e notte: minimo mensile?']),
    ).toBeUndefined();
  });
  it('a worker who comes only for the nights is the night-assistance table', () => {
    expect(sectionAsked(domestic(), ['viene solo di notte ad assistere il nonno: minimo?'])).toBe(
      'assistenza notturna',
    );
  });
});
