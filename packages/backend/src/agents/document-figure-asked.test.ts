import { describe, expect, it } from 'vitest';
import { askAgent, openingLines, withUpload } from '../testing/agents.js';

// A figure of an uploaded letter or payslip, checked against the agreement or read from the document (fixs50d).

describe("a payslip's joined base and contingency on a table that merges them", () => {
  it('weighs the line against the conglobated base, with the shortfall and the table it was left on', async () => {
    const slip = withUpload(
      'busta-settembre.txt',
      'ALBERGO DEL PORTO SRL\nCEDOLINO SETTEMBRE 2026\nCCNL: Turismo (Federalberghi)  Livello: 4\nPaga base e contingenza ........ 1.660,69\nTotale lordo ........ 1.660,69\n',
    );
    const answer = await askAgent(
      'calcolo',
      'Mi controlli se paga base e contingenza di questa busta sono aggiornate?',
      slip,
    );
    const opening = openingLines(answer.text);
    expect(opening).toContain('1.695,69 €');
    expect(opening).toContain('35,00 €');
    expect(opening).toContain('1° giugno 2025');
  });
});

describe("a hiring letter's pay said to be the minimum, doubted as old", () => {
  it('gives the minimum in force and how far the letter is below it', async () => {
    const letter = withUpload(
      'assunzione.txt',
      'Oggetto: assunzione\nLa assumiamo dal 2 novembre 2026 come operaio, 4ª categoria del CCNL Unionmeccanica-Confapi.\nStipendio lordo mensile: euro 2.049,91, corrispondente al minimo tabellare, per 13 mensilità.\n',
    );
    const answer = await askAgent(
      'main-agent',
      'Il minimo scritto nella lettera non sarà quello vecchio? Di quanto è sotto?',
      letter,
    );
    const opening = openingLines(answer.text);
    expect(opening).toContain('2.096,58 €');
    expect(opening).toContain('46,67 €');
    expect(opening).not.toContain('in busta');
  });
});

describe("a letter's probation asked with whether it can end without notice", () => {
  it("opens with the letter's own length, then the free withdrawal", async () => {
    const letter = withUpload(
      'lettera-bar.txt',
      'Lettera di assunzione\nCCNL Pubblici esercizi FIPE, 5° livello, dal 1/12/2026.\nPeriodo di prova: 20 giorni di lavoro effettivo, durante i quali il rapporto potrà essere risolto da ciascuna parte senza preavviso.\n',
    );
    const answer = await askAgent(
      'main-agent',
      'Mio cugino dice che in prova possono licenziarti come vogliono. Nella lettera quanto è lunga la prova? E possono mandarmi via senza preavviso in quel periodo?',
      letter,
    );
    const opening = openingLines(answer.text);
    expect(opening).toContain('20 giorni');
    expect(opening).toContain('senza preavviso');
  });
});
