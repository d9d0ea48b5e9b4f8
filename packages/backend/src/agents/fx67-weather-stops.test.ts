import { describe, expect, it } from 'vitest';
import { askAgent } from '../testing/agents.js';

const opening = (agent: string, message: string, history: string[] = []): string =>
  (askAgent(agent, message, { today: '2026-12-01', history }) as { text: string }).text.split('\n')[0] ?? '';

describe('construction sites stopped by the weather', () => {
  it('computes the CIGO on the hourly pay and hours stated, then net of the 5,84% reduction', () => {
    const first =
      'Cantiere edile fermo due giorni per la neve, 10 ore in cassa integrazione. Guadagno 14,00 euro lordi l’ora: quanto prendo di cassa lordo e quanto dopo la riduzione del 5,84%?';
    const text = opening('calcolo', first);
    expect(text).toContain('112,00 €');
    expect(text).toContain('105,46 €');
    // A follow-up that changes only the hours keeps the pay said before.
    expect(
      opening('calcolo', 'E se le ore di fermo per il maltempo fossero 20? Sempre 14,00 l’ora.', [first]),
    ).toContain('224,00 €');
  });

  it('opens with the agreement’s stop rule: hours waited on site beyond 2, a short stop of minutes', () => {
    const waited = opening(
      'main-agent',
      'Operaio edile, CCNL edilizia industria: pioveva e ci hanno tenuti in baracca dalle 7 alle 10 ad aspettare, poi a casa. Quelle ore chi le paga?',
    );
    expect(waited).toMatch(/^Nel CCNL Edilizia industria, .*art\. 8/);
    expect(waited.indexOf('2 ore')).toBeLessThan(waited.indexOf('30 minuti'));
    expect(waited).toContain('retribuzione piena');
    const short = opening(
      'main-agent',
      'Operaio edile, CCNL edilizia industria: per un temporale ci siamo fermati 15 minuti, me li tolgono dalla paga?',
    );
    expect(short.indexOf('30 minuti')).toBeLessThan(short.indexOf('2 ore'));
  });

  it('opens with the agreement’s recovery limits, and Saturday recovery at ordinary pay', () => {
    const limits = opening(
      'main-agent',
      'Impresa edile (CCNL edilizia industria): abbiamo perso due giornate per il maltempo, possiamo recuperarle allungando l’orario? Con che limiti?',
    );
    expect(limits).toContain("un'ora al giorno");
    expect(limits).toContain('15 giorni lavorativi');
    const saturday = opening(
      'main-agent',
      'CCNL edilizia industria, orario dal lunedì al venerdì: dopo tre giorni di pioggia ci fanno recuperare sabato le ore perse: non va pagato come straordinario?',
    );
    expect(saturday.slice(0, 300)).toContain('regime normale');
  });

  it('compares the CIGO monthly ceilings when the weather CIGO is called just «la cassa»', () => {
    const text = opening(
      'confronta',
      'Edili (edilizia industria) e metalmeccanici (Federmeccanica) fermi per il maltempo: abbiamo chiesto la cassa per eventi meteo. Qual è il massimale 2026 per ciascuno?',
    );
    expect(text).toContain('1.708,44 €');
    expect(text).toContain('1.423,69 €');
  });

  it('says the heat threshold in degrees, perceived heat included', () => {
    const text = opening(
      'main-agent',
      'Impresa edile: in cantiere a 34 gradi all’ombra ma con umidità altissima, possiamo chiedere la cassa integrazione per il caldo?',
    );
    expect(text).toContain('35 gradi');
    expect(text).toContain('percepita');
  });
});
