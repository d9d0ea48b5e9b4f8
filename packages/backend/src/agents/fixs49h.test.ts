import { describe, expect, it } from 'vitest';
import { askAgent, withUpload } from '../testing/agents.js';

describe('notice: the counting of the terms, when asked', () => {
  it('says calendar days for an agreement counting its terms so', () => {
    const text = askAgent(
      'main-agent',
      'Faccio il tornitore, metalmeccanici industria livello C3, sono in azienda da 8 anni. Se mi dimetto quanto preavviso devo dare, e sono giorni lavorativi o di calendario?',
    ).text;
    expect(text).toContain('**2 mesi**');
    expect(text).toMatch(/giorni di calendario\*\*, non lavorativi/);
  });

  it('keeps the fixed start day of an agreement counting from the 1st or the 16th', () => {
    const text = askAgent(
      'main-agent',
      'Commessa 4 livello CCNL commercio da 3 anni, voglio dimettermi: quanti giorni di preavviso, si contano anche sabati e domeniche?',
    ).text;
    expect(text).toMatch(/giorni di calendario/);
    expect(text).toContain('dal 1° o dal 16° del mese');
  });

  it('does not claim a unit when the question does not ask it', () => {
    const text = askAgent(
      'main-agent',
      'Metalmeccanici industria, livello C3, 8 anni di anzianità: quanto preavviso per le dimissioni?',
    ).text;
    expect(text).toContain('**2 mesi**');
    expect(text).not.toContain('non lavorativi');
  });
});

describe('probation: a passage of contractor denied outright', () => {
  it("gives the level's probation when the hires only worked for the outgoing contractor", () => {
    const text = askAgent(
      'main-agent',
      'Assumiamo due addette alle pulizie, CCNL Multiservizi 2° livello: lavoravano per la ditta uscente ma con un altro contratto, nessun passaggio di personale. Quanto può durare la prova?',
    ).text;
    expect(text).toContain('26 giorni');
    expect(text).not.toMatch(/senza periodo di prova/);
  });

  it('still answers the change-of-contractor clause when the passage is told', () => {
    const text = askAgent(
      'main-agent',
      "Prendiamo col cambio d'appalto le addette dell'impresa cessante, Multiservizi 2° livello: possiamo mettere il periodo di prova?",
    ).text;
    expect(text).toMatch(/senza periodo di prova/);
  });
});

describe("document: a letter's part-time hours doubted with the verb first", () => {
  it('weighs the hours against the agreement floor', () => {
    const letter =
      'Pescara, 20 novembre 2026\nOggetto: assunzione\nGentile Sig.ra Verdi,\nLa assumiamo dal 1° dicembre 2026 part-time, 10 ore settimanali, addetta alle pulizie, 2° livello CCNL Multiservizi.\n';
    const text = askAgent('main-agent', "È regolare così l'orario che c'è nella lettera che mi hanno dato?", {
      ...withUpload('lettera.txt', letter),
    }).text;
    expect(text).toMatch(/^\*\*No\*\*/);
    expect(text).toContain('15 ore settimanali');
  });
});

describe("document: a letter's level written as a 'posizione economica'", () => {
  it('reads the level and gives the part-time minimum', () => {
    const letter =
      'Cooperativa sociale Aurora – Bologna\nOggetto: assunzione\nCCNL applicato: Cooperative sociali.\nMansione: educatrice – posizione economica D2.\nOrario: 19 ore settimanali, a fronte delle 38 del tempo pieno.\n';
    const text = askAgent(
      'main-agent',
      'Con questa lettera, quanto è il minimo lordo mensile a settembre 2025 per le mie ore?',
      {
        ...withUpload('lettera.txt', letter),
      },
    ).text;
    expect(text).toContain('847,21 €');
  });
});
