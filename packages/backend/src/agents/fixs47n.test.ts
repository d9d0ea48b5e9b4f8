import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

const answer = (message: string, history?: string[]) =>
  askAgent('main-agent', message, history ? { history } : undefined).text;

describe('an injury said not to be at work is an illness', () => {
  it("opens with the employer's sick-pay top-up, not the INAIL bands", () => {
    const text = answer(
      "Mio cognato si è fatto male al ginocchio (non sul lavoro, giocando a calcetto) e il medico gli ha dato 30 giorni. Ha 4 anni di anzianità nel metalmeccanico industria: l'azienda in percentuale quanto deve integrare?",
    );
    const first = openingLine(text).split('In dettaglio')[0] ?? '';
    expect(first).toMatch(/100%/);
    expect(first).not.toMatch(/INAIL/);
  });

  it('still reads an injury at work as one', () => {
    const text = answer(
      'Mi sono fatto male al lavoro in officina, metalmeccanici industria: chi paga i primi giorni?',
    );
    expect(openingLine(text)).toMatch(/infortunio/);
  });
});

describe("an apprenticeship's length and shares asked together", () => {
  it('opens with the length held and the shares named as missing, with no full minimum of a level', () => {
    const text = answer(
      "Assumiamo un ragazzo appena diplomato come apprendista col CCNL metalmeccanici industria: per quanti mesi dura l'apprendistato e lo paghiamo qualche livello sotto o in percentuale?",
    );
    const first = openingLine(text);
    expect(first).toMatch(/\*\*36 mesi\*\*/);
    expect(first).toMatch(/85% \(primo periodo\)/);
    expect(text).not.toMatch(/Livello proposto/);
    expect(text).not.toMatch(/\d €/);
  });

  it('keeps the Confapi assembly-line length in the opening beside the missing shares', () => {
    const text = answer(
      'Officina piccola, contratto Confapi metalmeccanici: un apprendista addetto al montaggio in serie quanto tempo resta apprendista e con che percentuale lo retribuisco?',
    );
    expect(openingLine(text)).toMatch(/24 mesi/);
    expect(openingLine(text)).toMatch(/non sono nella base di conoscenza/);
  });
});

describe("a carer to be hired by the care home names the home's agreement", () => {
  it('reads the AIOP agreement the home applies, not domestic work', () => {
    const text = answer(
      'mia zia va in una casa di riposo e la sua badante vorrebbe farsi assumere lì, la struttura applica il contratto AIOP RSA: che minimo avrebbe?',
    );
    expect(text).toMatch(/AIOP/);
    expect(text).not.toMatch(/convivente|Lavoro domestico/);
  });
});

describe("the orders office ('ufficio commesse') is no shop", () => {
  it('keeps the conversation agreement for a clerk of the orders office', () => {
    const text = answer("E per l'impiegato dell'ufficio commesse invece quanto dura la malattia pagata?", [
      'Un nostro operaio delle pulizie è in malattia da due mesi, CCNL Multiservizi: fino a quando lo paghiamo al 100%?',
    ]);
    expect(openingLine(text)).toMatch(/Multiservizi/);
    expect(openingLine(text)).toMatch(/5 mesi/);
  });
});

describe("a ROL follow-up on another worker's hire date", () => {
  it("answers the total for that worker's service, not the agreement's general text", () => {
    const text = answer('E al magazziniere entrato a giugno 2025 spetta lo stesso?', [
      'Negozio di abbigliamento con 7 dipendenti, contratto commercio: quante ore di ROL ed ex festività ha un dipendente full time?',
    ]);
    expect(openingLine(text)).toMatch(/\*\*32 ore l'anno\*\*/);
    expect(text).not.toMatch(/72 ore/);
  });
});
