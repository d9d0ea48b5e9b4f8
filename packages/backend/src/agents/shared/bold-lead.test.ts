import { describe, expect, it } from 'vitest';
import { boldLead } from './lead.js';

describe('boldLead: the figure of the first line in bold', () => {
  it('a group’s own rule bolds its quantity, not the group’s name', () => {
    const line =
      'Nel CCNL Logistica, orario di lavoro: per il personale non viaggiante (art. 9) 39 ore settimanali come media su 4 mesi; per il personale viaggiante 47 ore.';
    const bolded = boldLead(line);
    expect(bolded).toContain('per il personale non viaggiante (art. 9) **39 ore** settimanali');
    expect(bolded).not.toContain('**per il personale');
  });

  it('a statement that opens with its quantity keeps that quantity bold', () => {
    expect(
      boldLead('Nel CCNL Commercio, congedo matrimoniale: 15 giorni di calendario retribuiti.'),
    ).toContain('**15 giorni di calendario retribuiti**');
  });

  it('a group named with no quantity after it is bolded as the statement, as before', () => {
    expect(
      boldLead('Nel CCNL Logistica, trasferta: per il personale viaggiante si applica l’art. 62.'),
    ).toContain('**per il personale viaggiante si applica l’art');
  });

  it('a condition on the group is not its figure: the seniority named is not bolded', () => {
    const bolded = boldLead(
      'Nel CCNL Tessile, ferie: per gli intermedi con 19 anni di anzianità spettano 4 settimane e 1 giorno da 12 a 20 anni.',
    );
    expect(bolded).not.toContain('**19 anni**');
    expect(bolded).toContain('**per gli intermedi con 19 anni di anzianità spettano 4 settimane e 1 giorno');
  });
});
