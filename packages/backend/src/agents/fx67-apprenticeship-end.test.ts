import { describe, expect, it } from 'vitest';
import { askAgent, openingLines as opening, withUpload } from '../testing/agents.js';

// D.Lgs. 81/2015, art. 42 cc. 3–4 and art. 44: how an apprenticeship ends, as users ask it.
describe('ending an apprenticeship under the law', () => {
  it('not confirming at the end needs no reason, and the notice runs from the end, not before', () => {
    const { text } = askAgent(
      'main-agent',
      'Ho una pasticceria (contratto commercio) e la mia apprendista chiude il periodo di apprendistato a giugno. Non voglio tenerla: alla fine dell’apprendistato devo spiegare il perché? Se le do il preavviso ad aprile il rapporto si chiude proprio a giugno?',
    );
    const lead = opening(text);
    expect(lead).toContain('senza giusta causa né giustificato motivo');
    expect(lead).toContain('il preavviso decorre dal termine del periodo di apprendistato');
    expect(lead).toContain('2118');
  });

  it('during the notice after the end the worker is still an apprentice', () => {
    const first =
      'Ho un apprendista in officina (metalmeccanici) e a fine mese termina il periodo di apprendistato: posso non confermarlo?';
    const { text } = askAgent(
      'main-agent',
      'E nel preavviso lo devo già pagare da qualificato o resta apprendista?',
      { history: [first] },
    );
    expect(opening(text)).toContain('resta apprendista durante il preavviso');
    expect(opening(text)).toContain('disciplina dell’apprendistato');
  });

  it('a dismissal "whenever he wants" during the training: no, a just cause or justified reason is needed', () => {
    const { text } = askAgent(
      'main-agent',
      'faccio l apprendista parrucchiera da 8 mesi, la titolare dice che siccome sono apprendista mi puo licenziare in qualsiasi momento. è vero?',
    );
    const lead = opening(text);
    expect(lead).toMatch(/^\*\*No\*\*/);
    expect(lead).toContain('durante il periodo formativo serve giusta causa o giustificato motivo');
    expect(lead).not.toMatch(/^Non ho trovato/);
  });

  it('the period over with nobody saying anything: the job goes on open-ended, said first', () => {
    const { text } = askAgent(
      'main-agent',
      'Lavoro in un negozio di scarpe con il contratto commercio, il mio apprendistato è finito il 30 settembre ma nessuno mi ha comunicato niente e io continuo a lavorare. Che contratto ho adesso?',
    );
    expect(opening(text)).toContain(
      'prosegue come ordinario rapporto di lavoro subordinato a tempo indeterminato',
    );
  });

  it("the law's longest apprenticeship asked of a trade whose agreement is not held: 3 years, 5 in the crafts", () => {
    const { text } = askAgent(
      'main-agent',
      'Mio cugino fa l’apprendista ebanista in un laboratorio artigiano di mobili: in generale un apprendistato professionalizzante quanto può durare al massimo?',
    );
    const lead = opening(text);
    expect(lead).toContain('3 anni');
    expect(lead).toContain('5 anni');
  });

  it('a withdrawal letter that starts the notice before the end of the training: not right', () => {
    const letter =
      'Gentile Sig.ra Anna B.\nOggetto: recesso al termine del periodo formativo\n\nAi sensi dell’art. 2118 c.c. Le comunichiamo il recesso dal contratto di apprendistato professionalizzante, il cui periodo formativo scade il 31/05/2027.\nIl preavviso decorre dalla data di ricezione della presente, così che il rapporto termini il 31/05/2027.\n\nTorino, 15/03/2027\nBar Centrale snc';
    const { text } = askAgent(
      'main-agent',
      'Ho scritto questa lettera per la mia apprendista: il preavviso così va bene?',
      withUpload('recesso.txt', letter),
    );
    const lead = opening(text);
    expect(lead).toMatch(/^\*\*No\*\*/);
    expect(lead).toContain('il preavviso decorre dal termine del periodo di apprendistato');
    expect(text).toContain('recesso prima del termine richiede giusta causa o giustificato motivo');
  });
});
