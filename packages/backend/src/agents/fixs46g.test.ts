import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

// Session 46 (fixs46g): general questions whose topic or slots were misread.
const ask = (message: string, history: string[] = [], agent = 'main-agent') =>
  askAgent(agent, message, { history, today: '2026-11-28' }).text;

describe('a full-time week told by its days and daily hours', () => {
  it('"lun-ven, 8 ore" is no part-time share of ROL and ex festività', () => {
    const text = ask(
      'Orario dal lunedì al venerdì, 8 ore al giorno: per un impiegato a regime quante ore di ROL più ex festività prevede il CCNL Studi professionali?',
    );
    expect(openingLine(text)).toContain('72 ore');
    expect(text).not.toMatch(/part-time al/);
  });
});

describe('a follow-up that states the new week', () => {
  it('"le prendiamo a 24 ore, 4 al giorno su sei giorni" replaces the 12 hours said before', () => {
    const text = ask(
      'Ok, le prendiamo a 20 ore: lun-ven 4 ore al giorno. In un anno quante ore di permessi retribuiti maturano?',
      ['Nel CCNL Multiservizi si può fare un part-time di 12 ore settimanali per le pulizie serali?'],
    );
    expect(text).toContain('36 ore');
    expect(text).not.toMatch(/21,6 ore/);
  });
  it('a horizontal part-time on five days keeps the five-day week’s holidays', () => {
    const text = ask(
      'Alla fine la assumiamo a 20 ore, dal lunedì al venerdì 4 ore al giorno: quante ferie matura in un anno?',
      ['Per un’addetta alle pulizie, CCNL Multiservizi, posso fare un part-time da 12 ore a settimana?'],
    );
    expect(openingLine(text)).toContain('22 giorni');
  });
});

describe('a relative’s wedding told beside an illness', () => {
  it('the question on sick pay and the job kept is the sickness, not the marriage leave', () => {
    const text = ask(
      'Sono un operaio multiservizi di 2° livello, dopo un intervento alla spalla sono in malattia da ottobre. Mia figlia si sposa a marzo. Quanto mi pagano durante la malattia e per quanto mi devono tenere il posto?',
    );
    expect(text).toContain('12 mesi');
    expect(text).toContain('180 giorni');
    expect(openingLine(text)).not.toMatch(/matrimonial/);
  });
});

describe('an agreement not held named against the held one', () => {
  it('"non usa il CCNL Confprofessioni ma quello Fisapi" is the agreement not held', () => {
    const text = ask(
      'Il mio dentista non usa il contratto Confprofessioni ma quello degli studi professionali firmato da Fisapi e Confsal. Quanto prende al mese un’assistente di studio odontoiatrico con quel contratto?',
    );
    expect(openingLine(text)).toMatch(/non è nella base di conoscenza/);
    expect(text).not.toContain('1.706,37 €');
  });
});

describe('a level told by the travel of the job', () => {
  it('"con trasferte, quindi C3" after a B3 minimum asks the C3 minimum', () => {
    const text = ask(
      'E per un autista che fa trasporti con trasferte, quindi livello C3?',
      [
        'Minimo tabellare più EPA 2026 per un autista livello B3, CCNL Logistica, trasporto merci e spedizione?',
      ],
      'calcolo',
    );
    expect(openingLine(text)).toContain('2.021,61 €');
  });
});

describe('another worker’s start of service after a turn with years of service', () => {
  it('an operaio working there since 2006 has five weeks in 2026, not the 12 years told before', () => {
    const text = ask(
      'E mio cugino, che lavora come operaio nella stessa azienda dal 2005? Quante ferie ha quest’anno?',
      ['Sono operaio metalmeccanico con 12 anni di anzianità: quante ferie mi spettano?'],
    );
    expect(openingLine(text)).toContain('5 settimane');
  });
});

describe('the length and the shares of an apprenticeship asked together', () => {
  // (Session 45's reading, kept: the length held opens, the missing shares follow under "Cosa manca".)
  it('the length held opens and the missing shares are named', () => {
    const text = ask(
      'Apprendista metalmeccanico per diventare C2: per quanto tempo dura il contratto e a che percentuale del minimo lo paghiamo?',
    );
    expect(text).toContain('36 mesi');
    expect(text).toMatch(/85% \(primo periodo\)/);
  });
});
