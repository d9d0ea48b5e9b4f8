import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

describe('agreement topics answered on the point (fx65)', () => {
  it("gives a G/H driver under a 44-hour company agreement the renewal's lower ordinary limit", () => {
    const { text } = askAgent(
      'main-agent',
      'Consegno pacchi col furgone, sono H2 nel CCNL logistica e un accordo aziendale ci fa fare 44 ore settimanali di orario ordinario. Oggi quante ore ordinarie a settimana al massimo prima che parta lo straordinario?',
    );
    expect(text).not.toMatch(/44 ore di straordinario/);
    expect(openingLine(text)).toMatch(/42 ore dal 1° gennaio 2026/);
    // Without a week told, the agreement's general week opens.
    const general = askAgent('main-agent', 'CCNL logistica: quante ore settimanali fa un autista H1?').text;
    expect(openingLine(general)).toMatch(/39 ore/);
  });

  it("says a chemical worker's resignation notice is half the dismissal's", () => {
    const { text } = askAgent(
      'main-agent',
      'CCNL chimico-farmaceutico: un impiegato di categoria B2 con 8 anni di servizio rassegna le dimissioni, quanto preavviso deve dare?',
    );
    expect(text).toMatch(/la metà del termine di licenziamento/);
  });

  it("compares the next tranche of each agreement at the level named for it ('livello di riferimento')", () => {
    const { text } = askAgent(
      'confronta',
      'Chimico-farmaceutico categoria D1 contro gomma plastica industria al livello di riferimento F: quando arriva il prossimo aumento dei minimi in ciascuno e di quanto?',
    );
    expect(text).toMatch(/1° luglio 2027/);
    expect(text).toMatch(/dal 1° aprile 2027\**? nel CCNL Gomma plastica industria \(livello F\)/);
  });
});
