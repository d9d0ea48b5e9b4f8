import { describe, expect, it } from 'vitest';
import { readQuestion } from '../reader/read.js';
import { askAgent, openingLine, TEST_TODAY, testKb } from '../testing/agents.js';

// Session 43 (fixs43e): a TFR revaluation whose coefficient is not yet published, a firm's size written in
// words, a time word after "contratto" read as an agreement's name, tips' substitute tax, the agreement's welfare
// asked with its deadlines or whether it can be paid as money.
const read = (message: string, history: string[] = []) =>
  readQuestion({ kb: testKb, message, history, today: TEST_TODAY } as never);

describe('TFR revaluation not yet published', () => {
  const before = 'Fondo TFR al 31/12/2024 di 9.600 euro: quanto è stata la rivalutazione di dicembre 2025?';
  it('"e quella di dicembre 2026?" after a revaluation is that month\'s revaluation, a gap with no figure', () => {
    const text = askAgent(
      'calcolo',
      'e quella di dicembre 2026? la commessa esce a fine gennaio, che coefficente uso?',
      { history: [before] },
    ).text;
    expect(openingLine(text)).toContain('dicembre 2026');
    expect(openingLine(text)).toContain('non è disponibile');
    expect(text).not.toMatch(/\d+,\d\d €/);
  });
  it('a fund revalued at a December not yet published says why, instead of asking for the FOI rise', () => {
    const text = askAgent(
      'calcolo',
      'TFR accantonato al 31/12/2025: 14.000 euro. Quanto si rivaluta a dicembre 2026?',
    ).text;
    expect(openingLine(text)).toContain('non è ancora stato pubblicato');
    expect(text).not.toContain('Non posso completare il calcolo');
  });
});

describe("the firm's size in words", () => {
  it('"in tutto circa settanta dipendenti" is 70, "più di quindici" 16, "meno di sedici" 15', () => {
    expect(
      read('CCNL Commercio, in tutto circa settanta dipendenti: quante ore di ROL?').slots.employees,
    ).toBe(70);
    expect(read('CCNL Commercio, più di quindici dipendenti: quante ore di ROL?').slots.employees).toBe(16);
    expect(read('CCNL Commercio, siamo meno di sedici dipendenti: quante ore di ROL?').slots.employees).toBe(
      15,
    );
  });
  it('a shop chain of about seventy gives the ROL of firms over 15 only', () => {
    const text = askAgent(
      'main-agent',
      'Catena di negozi, in tutto circa settanta dipendenti, CCNL Terziario Confcommercio, commessa in azienda dal 2019: quante ore tra ROL ed ex festività le spettano all’anno?',
    ).text;
    expect(openingLine(text)).toContain('104 ore');
    expect(text).not.toContain('88 ore');
  });
});

describe('tax rules asked in a story', () => {
  it('"gli aumenti del contratto quest\'anno" names no agreement', () => {
    const req = read(
      "mi hanno detto che sugli aumenti del contratto quest'anno si paga solo il 5% di tasse: vale anche per me che nel 2025 ho avuto 29.000 euro di reddito?",
    );
    expect(req.slots.unknownAgreements).toEqual([]);
  });
  it('tips paid through the payslip: the 5% substitute tax and the 30% cap, whatever the agreement', () => {
    const text = askAgent(
      'main-agent',
      "Faccio il cameriere, le mance col POS ce le mettono in busta: si paga l'IRPEF normale o una tassa ridotta? C'è un tetto?",
    ).text;
    expect(openingLine(text)).toContain('5%');
    expect(openingLine(text)).toContain('30%');
  });
});

describe("the agreement's welfare", () => {
  it('"quanto vale il welfare dei metalmeccanici?" is the renewal\'s figure, not out of scope', () => {
    expect(read('quanto vale il welfare dei metalmeccanici?').intent).toBe('renewal');
    expect(openingLine(askAgent('main-agent', 'quanto vale il welfare dei metalmeccanici?').text)).toContain(
      '250 euro',
    );
  });
  it('its deadline asked beside the amount: by 1 June, to be used by 31 May of the year after', () => {
    const text = askAgent(
      'main-agent',
      'flexible benefit del contratto metalmeccanici: quanto metto a budget per dipendente nel 2027 ed entro quando vanno messi a disposizione?',
    ).text;
    expect(text).toContain('1° giugno');
    expect(text).toContain('31 maggio');
  });
  it('"glieli possiamo dare in busta come soldi?" after the welfare: not monetizable, first', () => {
    const text = askAgent(
      'main-agent',
      'e se un operaio non li usa entro la scadenza glieli possiamo dare in busta come soldi?',
      { history: ['quanto sono i flexible benefit metalmeccanici adesso?'] },
    ).text;
    expect(openingLine(text)).toContain('non monetizzabili');
  });
});
