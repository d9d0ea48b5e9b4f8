import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

const ask = (message: string, history: string[] = []) => askAgent('main-agent', message, { history });

describe('breastfeeding rests: the law’s rule (D.Lgs. 151/2001, art. 39), by the daily schedule', () => {
  it('a day under 6 hours gives one rest of 1 hour, opening the answer', () => {
    for (const message of [
      'Commessa CCNL Commercio in part-time, 5 ore al giorno dal lunedì al venerdì: quante ore di allattamento al giorno?',
      'lavoro 4 ore giornaliere, bimba di 5 mesi: i riposi per allattamento quanti sono? contratto turismo',
      'part time 20 ore su 5 giorni nel ccnl metalmeccanici, permessi allattamento quante ore?',
    ]) {
      const text = ask(message).text;
      expect(openingLine(text), message).toContain('**1 ora al giorno**');
      expect(text, message).toContain('normattiva.it');
    }
  });

  it('a day of 6 hours or more gives two rests of 1 hour', () => {
    const text = ask(
      'Full time 8 ore al giorno, CCNL Commercio: quante ore di allattamento mi spettano?',
    ).text;
    expect(openingLine(text)).toContain('**2 ore al giorno**');
  });

  it('no schedule given: the law’s rule with both cases, never "not in the knowledge base"', () => {
    const text = ask('Quanti riposi per allattamento spettano a una dipendente del CCNL Commercio?').text;
    expect(openingLine(text)).toContain('2 riposi di 1 ora al giorno (2 ore)');
    expect(text).toContain('inferiore a 6 ore il riposo è uno solo, di 1 ora');
    expect(text).not.toContain('le regole di legge non sono nella base di conoscenza');
  });

  it('a maternity told as the return from it is the story, not a second leave asked', () => {
    const text = ask(
      'rientro dalla maternità a febbraio, ccnl commercio: quante ore di allattamento al giorno?',
    ).text;
    expect(openingLine(text)).toContain('2 riposi di 1 ora al giorno (2 ore)');
  });
});
