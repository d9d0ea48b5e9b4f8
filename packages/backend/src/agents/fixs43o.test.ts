import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';
import { ownGroupText } from './own-group-text.js';

const ask = (message: string, history: string[] = []) => askAgent('main-agent', message, { history }).text;

describe('fixs43o: main-agent rules on sickness, change of contractor, notice, related agreements', () => {
  it("keep a two-group sick pay rule to the group asked, dropping the other group's sentences", () => {
    const rule =
      'conservazione del posto fino a 12 mesi; impiegati 100% per 5 mesi; operai 100% fino a 180 giorni. Per gli operai l’azienda anticipa la quota INPS; i primi tre giorni sono a suo carico. Dal rinnovo 2025 vale altro.';
    expect(ownGroupText(rule, 'impiegati')).toBe(
      'conservazione del posto fino a 12 mesi; impiegati 100% per 5 mesi. Dal rinnovo 2025 vale altro.',
    );
    expect(ownGroupText(rule, undefined)).toBe(rule);
  });

  it("answer a clerk's sick pay without the manual workers' 180 days", () => {
    const text = ask('E per un’impiegata del Multiservizi come viene pagata la malattia?', [
      'Una pulitrice operaia è in malattia: nel Multiservizi come viene pagata?',
    ]);
    expect(text).toContain('impiegati 100% per 5 mesi');
    expect(text).not.toMatch(/180 giorni/);
  });

  it('tell a related agreement’s pay as a gap, without the amounts of its past renewal', () => {
    const text = ask(
      'Applichiamo la sanità privata AIOP/ARIS per il personale non medico: quale sarà lo stipendio tabellare di categoria D da gennaio 2027, ci sono aumenti in arrivo?',
    );
    expect(openingLine(text)).toMatch(
      /^Le tabelle retributive del CCNL AIOP\/ARIS .*non sono nella base di conoscenza/,
    );
    expect(text).not.toMatch(/154|1\.000 €|1° ottobre 2023/);
  });

  it('answer the notice when the online resignation is only told as requested', () => {
    const text = ask(
      'Studi professionali, segretaria di 3° livello assunta a settembre 2020: le ho chiesto di mandare le dimissioni telematiche, ma quanti giorni di preavviso deve darmi?',
    );
    expect(openingLine(text)).toMatch(/35 giorni/);
  });

  it("answer the outgoing firm's notice to the unions on a change of contractor", () => {
    const text = ask(
      'Cambio appalto nel Multiservizi: con quanto anticipo l’impresa uscente deve comunicarlo ai sindacati?',
    );
    expect(openingLine(text)).toMatch(/\*\*15 giorni prima\*\*.*\*\*da almeno 4 mesi\*\*/);
  });

  it('answer whether the incoming firm may hire on a fixed term those who were permanent', () => {
    const text = ask(
      'Dopo il cambio d’appalto la nuova ditta di pulizie ci ha assunte a tempo determinato, prima eravamo a tempo indeterminato: nel Multiservizi poteva farlo?',
    );
    expect(openingLine(text)).toMatch(/medesime condizioni.*\*\*tempo indeterminato\*\*/);
  });
});
