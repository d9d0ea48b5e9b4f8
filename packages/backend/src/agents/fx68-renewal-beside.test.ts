import { describe, expect, it } from 'vitest';
import { askAgent } from '../testing/agents.js';

const ask = (message: string) => askAgent('main-agent', message, { today: '2026-12-01' }).text;

describe('a renewal answer says what else the renewal brings with the tranche asked', () => {
  it('the food industry January tranche is stated as the renewal states it, with the hours cut of the same day', () => {
    const text = ask(
      "Faccio l'operaio in un salumificio, CCNL industria alimentare: dal mese di gennaio 2027 è previsto un aumento dei minimi? Cambia anche l'orario?",
    );
    expect(text).toContain('39,00 €');
    expect(text).toContain('4 ore');
  });

  it('the next food-industry rise is read as a renewal question even when asked "quando scatta"', () => {
    const text = ask(
      'Industria alimentare, pianificazione costi: quando scatta il prossimo aumento dei minimi e di quanto è?',
    );
    expect(text).toContain('1° gennaio 2027');
    expect(text).toContain('39,00 €');
  });

  it('a domestic worker asking about inflation hears the 90% indexing of the renewal', () => {
    const text = ask(
      "Ho una colf convivente livello BS: col rinnovo di quanto aumenta lo stipendio da gennaio 2027? E l'adeguamento all'inflazione come funziona?",
    );
    expect(text).toContain('30,00 €');
    expect(text).toContain('90%');
  });

  it('the cleaning contract next tranche comes with the guarantee element starting in January', () => {
    const text = ask("CCNL Multiservizi: qual è la prossima tranche dopo ottobre 2026? C'è altro in arrivo?");
    expect(text).toContain('elemento di garanzia retributiva');
    expect(text).toContain('1° gennaio 2027');
  });

  it('the security contract total rise says over which span its tranches run', () => {
    const text = ask(
      "Vigilanza privata: l'aumento complessivo a regime per il 4° livello GPG e per il livello D dei fiduciari in quanto tempo è distribuito?",
    );
    expect(text).toContain('dicembre 2026');
  });
});
