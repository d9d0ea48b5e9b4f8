import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

/**
 * Session 45 (fixs45f): answers that bring in what was not asked (every level's amounts, another level's notice,
 * an industry's tranche beside a shop's agreement, the renewals' rate beside an extension, the earlier law's
 * limits, an accrual in place of a contribution), or miss the distinction asked.
 */

describe("an operaio's seniority where operai get the sector lump", () => {
  it("opens with the level's lump, without the clerks' increments nor another agreement", () => {
    const answer = askAgent(
      'main-agent',
      "Mia zia fa la pulitrice in una ditta di pulizie da sette anni, operaia di 4° livello del CCNL Multiservizi: non ha mai visto scatti in busta. Io lavoro nel metalmeccanico, da noi ci sono. Le spetta qualcosa per l'anzianità? Quanto?",
    );
    expect(openingLine(answer.text)).toContain('63,15 €');
    expect(answer.text).not.toContain('6,25%');
    expect(answer.text).not.toContain('82,99 €');
    expect(answer.text).not.toContain('Metalmeccanici');
  });
});

describe('a follow-up on another level keeps to that level', () => {
  it("gives the level's notice without the previous level's band", () => {
    const answer = askAgent(
      'main-agent',
      "E per l'impiegata di livello C3, anche lei con 7 anni di servizio, se si dimette?",
      {
        history: [
          'CCNL Metalmeccanici industria: operaio D2 con 7 anni di anzianità, si dimette: quanto preavviso?',
        ],
      },
    );
    expect(openingLine(answer.text)).toContain('2 mesi');
    expect(answer.text).not.toContain('20 giorni');
  });
});

describe("a shop's goods are its trade, not an industry's agreement", () => {
  it('answers on the retail agreement alone, the missing minimum first', () => {
    const answer = askAgent(
      'main-agent',
      'Ho un negozio di alimentari a Monza e applico il CCNL Terziario Confesercenti: qual è il minimo tabellare del 2° livello oggi, e quando arriva la prossima tranche?',
    );
    expect(openingLine(answer.text)).toMatch(
      /Confesercenti.*non (?:è|sono) (?:disponibili )?nella base di conoscenza/,
    );
    expect(answer.text).toContain('1° febbraio 2027');
    expect(answer.text).not.toContain('Alimentari industria');
    expect(answer.text).not.toContain('350 €');
  });
});

describe('the NASpI additional contribution on an extension', () => {
  it('stays at 1,4% when the contract is extended, renewals named only as the yardstick', () => {
    const answer = askAgent(
      'main-agent',
      "Abbiamo fatto il punto in ufficio: alla commessa col contratto a termine non facciamo un contratto nuovo, lo proroghiamo di due mesi. Rispetto al rinnovo, l'addizionale NASpI aumenta o no?",
    );
    expect(openingLine(answer.text)).toContain('1,4%');
    expect(answer.text).not.toContain('1,9%');
  });
});

describe('the Cassa Edile contribution is not the holiday and bonus accrual', () => {
  it("says plainly the province's rates are not held, with no percentage", () => {
    const answer = askAgent(
      'main-agent',
      'Impresa edile a Verona: quanto è la contribuzione alla Cassa Edile per il 2026, parte ditta e parte dipendente?',
    );
    expect(openingLine(answer.text)).toContain('non sono nella base di conoscenza');
    expect(answer.text).not.toMatch(/\d+,?\d*%/);
  });

  it('still answers the accrual for holidays and Christmas bonus', () => {
    const answer = askAgent(
      'main-agent',
      'Edilizia industria: che percentuale accantoniamo in Cassa Edile per ferie e gratifica natalizia degli operai?',
    );
    expect(openingLine(answer.text)).toContain('18,5%');
  });
});

describe("the law's earlier rule only when asked", () => {
  it('leaves out the limits before the Decreto dignità when today’s are asked', () => {
    const answer = askAgent(
      'main-agent',
      'Quante proroghe posso fare a un contratto a termine per legge, e fino a quanti mesi in tutto?',
    );
    expect(answer.text).toContain('24 mesi');
    expect(answer.text).not.toContain('36 mesi');
  });

  it('says the earlier limits when the question asks how it was before', () => {
    const answer = askAgent(
      'main-agent',
      'Quante proroghe si possono fare al contratto a termine? E prima del Decreto dignità com’era?',
    );
    expect(answer.text).toContain('36 mesi');
  });
});
