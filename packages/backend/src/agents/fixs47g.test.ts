import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

// Session 47 (fixs47g): hospitality's (FIPE, Turismo) surcharges and extra workers; Multiservizi's sick pay and
// change of contractor.
const today = '2026-11-28';
const ask = (message: string, history: string[] = [], agent = 'main-agent') =>
  askAgent(agent, message, { history, today }).text;

describe('hours after the end of the shift at night are night overtime', () => {
  it('FIPE: the hours after the shift past midnight take the 60%, daytime overtime the 30%', () => {
    const text = ask(
      'Faccio il barista in un locale, contratto pubblici esercizi. Sabato il turno finisce a mezzanotte ma resteremo fino alle 2 per una festa privata: le ore dopo la fine del turno che maggiorazione hanno? E lo straordinario fatto di giorno?',
    );
    expect(openingLine(text)).toContain('60%');
    expect(text).toContain('30%');
    expect(openingLine(text)).not.toMatch(/notturno è del \*\*25%/);
  });
});

describe('a holiday worked: what it adds to the month, not the minimum', () => {
  it('FIPE: working on Christmas and Santo Stefano gives the 20% holiday surcharge', () => {
    const text = ask(
      'La pizzeria resta aperta a Natale e Santo Stefano. Un pizzaiolo con contratto FIPE che lavora quei giorni cosa gli spetta oltre allo stipendio?',
    );
    expect(openingLine(text)).toContain('20%');
    expect(openingLine(text)).not.toMatch(/livello di inquadramento/);
  });
  it('FIPE: "come vengono pagate" the hours worked at Ferragosto', () => {
    const text = ask(
      'Bar sulla spiaggia, CCNL pubblici esercizi FIPE: chi lavora a Ferragosto come viene pagato oltre alla normale retribuzione?',
    );
    expect(openingLine(text)).toContain('20%');
  });
});

describe('extra workers in hotels and restaurants: the honest gap', () => {
  it('the all-inclusive hourly pay of an extra is not in the knowledge base', () => {
    const text = ask(
      'Per il matrimonio di sabato nel nostro ristorante (contratto FIPE) chiamiamo tre camerieri extra. La tariffa oraria degli extra, che comprende già ferie e tredicesima, quanto è?',
      [],
      'calcolo',
    );
    expect(openingLine(text)).toMatch(/non è nella base di conoscenza/);
    expect(text).not.toMatch(/un dodicesimo|\d+,\d\d €/);
  });
  // (fixs57c: the file now holds the art. 93 rule from a dated page, 3 consecutive days; no longer a gap.)
  it('the longest engagement of an extra is the sourced rule: 3 consecutive days', () => {
    const text = ask(
      'Albergo con CCNL Turismo: per le feste vorrei tenere un aiuto cuoco con contratto extra per dieci giorni. Quanto può durare al massimo il lavoro di un lavoratore extra?',
    );
    expect(openingLine(text)).toMatch(/3 giorni/);
    expect(openingLine(text)).not.toMatch(/non è nella base di conoscenza/);
  });
  it('the hourly minimum of a level asked "per pagare gli extra" is still the minimum', () => {
    const text = ask(
      'Albergo, CCNL Turismo Federalberghi: mi serve la quota oraria del 4° livello per pagare gli extra di dicembre al receptionist.',
      [],
      'calcolo',
    );
    expect(openingLine(text)).not.toMatch(/non è nella base di conoscenza/);
  });
});

describe('Multiservizi', () => {
  it('an office worker’s long illness: 5 months in full and 7 more months at half', () => {
    const text = ask(
      'Faccio l’impiegata amministrativa in una ditta di pulizie, CCNL multiservizi. Se resto a casa malata per tanto tempo, come mi pagano?',
    );
    expect(openingLine(text)).toContain('5 mesi');
    expect(openingLine(text)).toContain('7 mesi');
  });
  it('the contract "passa a" a firm that won the tender: the 4 months on the contract', () => {
    const text = ask(
      'Lavoro per una ditta di pulizie su un appalto in una scuola, contratto multiservizi, ci sono da settembre. Da febbraio l’appalto passa alla ditta che ha vinto la gara: per essere nella lista di chi passa quanto tempo devo averci lavorato?',
    );
    expect(openingLine(text)).toContain('4 mesi');
  });
  it('"un\'altra impresa si è aggiudicata" the contract: the same rule', () => {
    const text = ask(
      'Sono addetta alle pulizie in un ospedale, CCNL multiservizi. Un’altra impresa si è aggiudicata il servizio dal mese prossimo: mi devono assumere anche se sono sull’appalto da poco?',
    );
    expect(openingLine(text)).toContain('4 mesi');
  });
});
