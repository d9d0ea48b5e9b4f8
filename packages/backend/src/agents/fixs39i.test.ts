import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

// Session 39 (fixs39i): a case the rule holds in brackets beside its general figure opens the answer when asked.
const ask = (message: string, history?: string[]) =>
  askAgent('main-agent', message, history ? { history } : {}).text;

describe('the bracketed case the question names opens the answer', () => {
  it('shift workers of the social cooperatives: 8 hours of daily rest', () => {
    const answer = ask(
      'E tra la fine di un turno e l’inizio del successivo quante ore di stacco lascio a chi lavora a turni?',
      ['Cooperative sociali: quante ore settimanali fa un tempo pieno?'],
    );
    expect(openingLine(answer)).toMatch(/^Nel CCNL Cooperative sociali, per i turnisti: \*\*8 ore\*\*/);
  });

  it('bathing establishments of the FIPE agreement: 108 hours a year', () => {
    const answer = ask('e per chi lavora nello stabilimento balneare?', [
      'CCNL Pubblici esercizi FIPE: quante ore di permessi retribuiti spettano l’anno?',
    ]);
    expect(openingLine(answer)).toMatch(/negli stabilimenti balneari: \*\*108 ore\*\*/);
  });

  it('a question that does not name the case keeps the general figure first', () => {
    const answer = ask('CCNL Pubblici esercizi FIPE: quante ore di permessi retribuiti spettano l’anno?');
    expect(openingLine(answer)).toMatch(/\*\*riduzione dell'orario annuo di 104 ore\*\*/);
  });
});
