import { describe, expect, it } from 'vitest';
import { askAgent, openingLine, testKb } from '../testing/agents.js';
import { carriesAmount, referenceLine, validityPeriod } from './shared/reference-line.js';

/**
 * Answers state only what was asked: a gap answer, or any answer, carries no amount unrelated to the question
 * (the renewal's increases in the agreement's reference line), an out-of-scope ask gets the out-of-scope
 * answer whatever job its writer names, and a banded rule opens with the band of the service stated.
 */
const AMOUNT = /\d[\d.]*(?:,\d+)?\s*(?:€|euro\b|%)|€\s*\d/;

describe('the reference line names the agreement and its period, never the renewal amounts', () => {
  it('has no amount for any agreement of the knowledge base, and keeps a period where one is known', () => {
    for (const ccnl of testKb.agreements) {
      const line = referenceLine(ccnl);
      expect(line, ccnl.id).not.toMatch(AMOUNT);
      if (ccnl.validity.to) expect(validityPeriod(ccnl), ccnl.id).toMatch(/\d{4}/);
    }
  });

  it('recognises amounts and rates however written', () => {
    for (const text of ['140 euro', '301 €', '€ 1.200', '4,7%', '3 per cento', 'euro 50'])
      expect(carriesAmount(text), text).toBe(true);
    expect(carriesAmount('dal 1° giugno 2025 al 31 dicembre 2028')).toBe(false);
  });
});

describe('a gap answer states no figure nobody asked for', () => {
  it.each([
    'Come viene pagata la malattia a una guardia giurata nel CCNL Vigilanza privata? E il comporto?',
    'Nel CCNL Vigilanza privata quanto preavviso deve dare chi si dimette?',
    'Operai agricoli: ho diritto ai ROL e alle ex festività? Quante ore l’anno?',
    'Lavoro in una RSA con il contratto AIOP RSA: quanti giorni di ferie ho?',
    'CCNL Gomma plastica: quante settimane di ferie spettano?',
    'Metalmeccanici PMI Confapi, quanto preavviso in caso di licenziamento?',
  ])('%s', (question) => {
    const { text } = askAgent('main-agent', question);
    expect(openingLine(text)).toMatch(/non disponibile|non è nella base/);
    expect(text.replace(/\(legge 132\/2025[^)]*\)/, '')).not.toMatch(AMOUNT);
  });

  it('answers the agreement asked, not the one a colleague has', () => {
    const { text } = askAgent(
      'main-agent',
      'Faccio l’OSS in una RSA che applica il CCNL AIOP RSA; le colleghe delle pulizie hanno un altro contratto, il Multiservizi. Quante ferie ho?',
    );
    expect(text).toContain('AIOP RSA');
    expect(text).not.toContain('Multiservizi');
  });
});

describe('an out-of-scope ask is answered as such, whatever job its writer names', () => {
  it.each([
    'Vendo la mia vecchia auto a un collega, siamo tutti e due al 4° livello del commercio: quali documenti servono e quanto costa il passaggio di proprietà?',
    'Sono badante convivente con il CCNL lavoro domestico: come si compila la domanda dell’assegno unico?',
    'Operaio metalmeccanico al livello C3, ho ereditato un appartamento: quanto pago di IMU?',
  ])('%s', (question) => {
    const { text } = askAgent('main-agent', question);
    expect(openingLine(text)).toContain('Questa domanda esce da ciò di cui mi occupo');
    expect(text).not.toMatch(AMOUNT);
  });
});

describe('a banded rule opens with the band of the service stated, however it is said', () => {
  it.each([
    ['La colf è con noi da un anno e mezzo: quanti giorni di malattia pagati ha?', '10 giorni'],
    ['badante da 5 mesi, quanti giorni di malattia retribuita?', '8 giorni'],
    [
      'Colf con anzianità presso la famiglia pari a due anni e sei mesi: giorni di malattia retribuiti?',
      '15 giorni',
    ],
  ])('%s', (question, days) => {
    const { text } = askAgent('main-agent', question);
    expect(openingLine(text)).toContain(days);
  });
});
