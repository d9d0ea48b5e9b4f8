import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

// Session 61 (fx61english): an international employer's Italian with English HR words, and an employer's first
// hiring budget (the 13th of a December hire, the worker's INPS share, the TFR fund's 0,50%, a cost estimate).
const ask = (agent: string, message: string, history: string[] = [], doc?: { name: string; text: string }) =>
  askAgent(agent, message, {
    history,
    documents: doc ? [{ fileId: 'f', fileName: doc.name, text: doc.text }] : [],
  }).text;

const ESTIMATE = {
  name: 'stima-costi.txt',
  text: 'STIMA COSTO ASSUNZIONE - Studio Bianchi\nNuovo addetto: CCNL Terziario Confcommercio, 3° livello, tempo pieno\nRetribuzione mensile lorda: 1.950,00\nMensilità: 14\nContributi INPS azienda (stima): 8.100,00\nQuota TFR annua: 2.022,22\nCosto totale stimato: 37.500,00\n',
};

describe('English HR words read as the Italian topic', () => {
  it('reads "probation" as the probation period', () => {
    for (const message of [
      'La casa madre a Londra chiede 6 mesi di probation per un impiegato al 3° livello del CCNL Commercio: si può fare?',
      'quanto può durare al massimo la probation di un operaio metalmeccanico livello C3?',
      'trial period massimo per un commesso 4° livello commercio?',
    ]) {
      const answer = ask('main-agent', message);
      expect(answer, message).not.toMatch(/Non ho trovato nella base di conoscenza/);
      expect(openingLine(answer), message).toMatch(/prova/);
    }
  });

  it('reads "notice period" as the notice', () => {
    const message =
      'qual è il notice period se un impiegato di 4° livello del Commercio con 3 anni di servizio si dimette?';
    expect(openingLine(ask('main-agent', message))).toMatch(/preavviso/i);
  });

  it('reads a "13th month" told in English as the tredicesima, for a hire that "entra" in the month', () => {
    const message =
      'il nuovo operaio entra il 1° ottobre 2026, CCNL Metalmeccanici industria livello C3, solo minimo. Quanto gross di 13th month gli paghiamo a dicembre 2026?';
    expect(openingLine(ask('calcolo', message))).toMatch(/3\/12|3 mesi/);
  });

  it('answers "è ok o è troppo lunga?" with the word that fits the first doubt', () => {
    const opening = openingLine(
      ask(
        'main-agent',
        'Per un commesso al 4° livello del CCNL Commercio la probation di 90 giorni è ok o è troppo lunga?',
      ),
    );
    expect(opening).toMatch(/^\*\*No\*\*/);
  });
});

describe("an employer's hiring budget", () => {
  it("opens with the worker's INPS share when the withholding is asked after the INPS is named", () => {
    const message =
      'Devo capire la parte di contributi INPS da trattenere al lavoratore in busta. Con 2.000 € lordi al mese, quanto gli trattengo al mese e con che aliquota?';
    const opening = openingLine(ask('calcolo', message));
    expect(opening).toMatch(/183,80 € al mese/);
    expect(opening).toMatch(/9,19%/);
  });

  it('opens with the 0,50% to the TFR guarantee fund when that is asked', () => {
    const opening = openingLine(
      ask(
        'calcolo',
        'Su una RAL di 30.000 € a quanto ammonta il contributo dello 0,5% al fondo di garanzia del TFR?',
      ),
    );
    expect(opening).toMatch(/Fondo di garanzia/);
    expect(opening).toMatch(/150,00 €/);
  });

  it('reads what a cost estimate provided for off the uploaded estimate', () => {
    const answer = ask(
      'main-agent',
      "Nella stima che ho caricato, quanto è stato previsto di quota TFR all'anno?",
      [],
      ESTIMATE,
    );
    expect(openingLine(answer)).toMatch(/2\.022,22/);
  });

  it('declines a vehicle lease asked beside a hire, and keeps a company car in the payslip', () => {
    expect(
      openingLine(
        ask('main-agent', 'assumo due tecnici: per le auto meglio il noleggio a lungo termine o il leasing?'),
      ),
    ).toMatch(/esce da ciò di cui mi occupo/);
    expect(
      openingLine(
        ask(
          'main-agent',
          'auto aziendale a noleggio a lungo termine data al dipendente: quanto fringe benefit va in busta?',
        ),
      ),
    ).not.toMatch(/esce da ciò di cui mi occupo/);
  });
});
