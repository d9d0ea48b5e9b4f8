import { describe, expect, it } from 'vitest';
import { askAgent, openingLines as lead } from '../testing/agents.js';
import { conversationNoticeGroup } from './worker-group.js';

// Session 40 (fixs40c): Logistica, Terziario rules asked by HR and owners, and honest gaps.

describe('the worker asked about, said by what he is not', () => {
  it('an operaio said not to be a driver is no travelling staff', () => {
    expect(conversationNoticeGroup(['un carrellista (operaio, non autista) si e dimesso'])).toBe('operai');
    expect(conversationNoticeGroup(['il nostro autista si e dimesso'])).toBe('viaggiante');
  });
  it("an operaio's resignation in Logistica opens with the operai's 6 working days", () => {
    const text = askAgent(
      'main-agent',
      'Il nostro carrellista, operaio e non autista, si dimette: quanto preavviso deve dare nel CCNL Logistica?',
    ).text;
    expect(lead(text)).toMatch(/6 giorni lavorativi/);
  });
});

describe('the subject asked, not the story around it', () => {
  it("a third sickness's waiting days asked beside a mortgage are the agreement's, not a house's", () => {
    const text = askAgent(
      'main-agent',
      'Sono commessa nel commercio, tra affitto e mutuo sono al limite. Terza malattia dell’anno: quanto mi devono pagare i giorni di carenza?',
    ).text;
    expect(text).not.toMatch(/esce da ciò di cui mi occupo/);
    expect(lead(text)).toMatch(/66%/);
  });
  it("the overtime cap asked as 'ore max in un anno' opens with the agreement's 165 hours", () => {
    const text = askAgent(
      'main-agent',
      'logistica: straordinari quante ore max all anno per dipendente?',
    ).text;
    expect(lead(text)).toMatch(/165 ore/);
  });
  it("'anche loro 40 ore?' after a ROL question keeps the permits and names the drivers' days", () => {
    const text = askAgent('main-agent', 'e per i camionisti? anche loro 40 ore?', {
      history: ['Nel CCNL Logistica quante ore di ROL hanno i magazzinieri?'],
    }).text;
    expect(lead(text)).toMatch(/4,5 giornate/);
    expect(lead(text)).not.toMatch(/39 ore/);
  });
});

describe('an apprenticeship gap said as a gap', () => {
  it('the level of arrival named as a reference proposes no level beside the missing percentages', () => {
    const text = askAgent(
      'main-agent',
      'Prendiamo un apprendista mulettista col CCNL Logistica: che percentuale della paga del livello finale gli spetta il primo anno?',
    ).text;
    expect(text).not.toMatch(/Livello proposto/);
    expect(lead(text)).toMatch(/non sono nella base di conoscenza/);
  });
  it("the length asked in its own sentence opens with the Terziario's missing lengths", () => {
    const text = askAgent(
      'main-agent',
      'Assumiamo in apprendistato professionalizzante un addetto vendite, CCNL Terziario, livello di arrivo il 5°. Qual è la durata massima prevista?',
    ).text;
    expect(lead(text)).toMatch(/durata dell'apprendistato per livello non è nella base di conoscenza/);
    expect(text).not.toMatch(/70%/);
  });
});
