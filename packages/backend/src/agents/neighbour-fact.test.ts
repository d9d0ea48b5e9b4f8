import { describe, expect, it } from 'vitest';
import { askAgent, openingLines, withUpload } from '../testing/agents.js';

// The fact asked opens the answer, not a neighbouring one: the working week told as the case, a leave said as
// "quando sta male il bambino", another person's workplace in a follow-up, a group named out of a list by group,
// a renewal's total, a helper's job in the story.
describe('the opening gives the fact asked, not its neighbour', () => {
  it('a worker "a 40 ore" asking the PAR gets the permits, not the working week', async () => {
    const answer = await askAgent(
      'main-agent',
      'Sono operaio metalmeccanico (industria) a 40 ore: quanti permessi retribuiti PAR ho in un anno?',
    );
    expect(openingLines(answer.text)).toContain('104 ore');
    expect(openingLines(answer.text)).not.toMatch(/orario di lavoro/);
  });

  it('a follow-up "quante ore in tutto" for a shift worker keeps the permits', async () => {
    const answer = await askAgent('main-agent', 'e per uno che fa i turni? quante ore in tutto?', {
      history: ['Metalmeccanici industria: quante ore di permessi annui retribuiti spettano?'],
    });
    expect(openingLines(answer.text)).toContain('104 ore');
  });

  it('a child who "sta male" asks the child-sickness leave', async () => {
    const answer = await askAgent(
      'main-agent',
      'Lavoro in una fabbrica metalmeccanica (industria): se il mio bambino sta male ho giorni pagati per stare a casa?',
    );
    expect(openingLines(answer.text)).toMatch(/3 giorni/);
    expect(openingLines(answer.text)).toMatch(/80%/);
  });

  it('a relative with another workplace in a follow-up moves to that agreement', async () => {
    const answer = await askAgent(
      'main-agent',
      'e mia sorella? è impiegata in una fabbrica metalmeccanica da 11 anni sempre nella stessa azienda, quante ferie ha?',
      {
        history: ['Faccio il cassiere al supermercato, contratto del commercio: quanti giorni di ferie ho?'],
      },
    );
    expect(openingLines(answer.text)).toMatch(/Metalmeccanici industria/);
    expect(openingLines(answer.text)).toMatch(/4 settimane e 1 giorno/);
  });

  it('a live-out domestic worker gets the live-out week, alone and compared', async () => {
    const alone = await askAgent(
      'main-agent',
      'Badante non convivente, contratto domestico: quante ore settimanali al massimo?',
    );
    expect(openingLines(alone.text)).toMatch(/\*\*non conviventi 40 ore/);
    const compared = await askAgent(
      'confronta',
      'Ore settimanali a confronto: domestico per una colf non convivente e commercio',
    );
    expect(openingLines(compared.text)).toMatch(/non conviventi 40 ore/);
    const livesIn = await askAgent(
      'main-agent',
      'Badante convivente, contratto domestico: orario settimanale?',
    );
    expect(openingLines(livesIn.text)).toMatch(/\*\*conviventi 54 ore/);
  });

  it('the hotels renewal total is the 200 euro at the 4th level', async () => {
    const answer = await askAgent(
      'main-agent',
      'Turismo Federalberghi, ultimo rinnovo: aumento complessivo a regime?',
    );
    expect(openingLines(answer.text)).toMatch(/200,00 €/);
  });

  it('the job of whoever wrote the letter is not the hired worker’s group', async () => {
    const letter =
      'LETTERA DI ASSUNZIONE\nImpianti Rossi snc - impresa artigiana\nCCNL applicato: Area Meccanica - imprese artigiane metalmeccanica e installazione di impianti\nAssunzione a tempo indeterminato come operaio elettricista installatore, 4° livello.\nPreavviso di dimissioni: 10 giorni di calendario.';
    const answer = await askAgent(
      'main-agent',
      'Assumo un installatore, la lettera l’ha scritta un mio cugino che fa il contabile: il preavviso di dimissioni di 10 giorni è giusto per il suo livello?',
      withUpload('lettera.txt', letter),
    );
    expect(openingLines(answer.text)).toMatch(/25 giorni/);
    expect(openingLines(answer.text)).not.toMatch(/impiegati/);
  });
});
