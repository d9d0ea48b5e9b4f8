import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

// Session 18 (fixv): a part-timer's own entitlements, not the full-time figure or the part-time chapter.
const ask = (message: string, agent = 'main-agent') => askAgent(agent, message, {}).text;
const opening = (message: string, agent = 'main-agent') => openingLine(ask(message, agent));

describe("a part-timer's permits are the full-time hours at the share of the hours", () => {
  it('Commercio at 30 hours of 40: ROL and ex festività at 75%, for each size of firm', () => {
    // (56 + 32) × 75% = 66; (72 + 32) × 75% = 78
    const text = ask(
      'faccio 30 ore settimanali in un negozio, contratto commercio: permessi rol ed ex festività quante ore?',
    );
    expect(openingLine(text)).toContain('66');
    expect(openingLine(text)).toContain('78');
    expect(text).toContain('56 ore × 75%');
    expect(text).not.toContain('clausola elastica');
  });
  it('Metalmeccanici at 32 hours: the 104 hours at 80%', () => {
    // 72 × 80% = 57,6; 32 × 80% = 25,6 → 83,2
    expect(opening('metalmeccanico, 32 ore alla settimana: i PAR che mi toccano in un anno?')).toContain(
      '83,20',
    );
  });
  it('Turismo at 50%: the 104 hours of permits halved', () => {
    expect(
      opening('cameriera ai piani part time al 50 per cento, turismo alberghi: ore di permesso annue?'),
    ).toContain('52 ore');
  });
});

describe("a part-timer's holidays follow the kind of part-time", () => {
  it('vertical, four days a week in Commercio: 26 × 4 / 6', () => {
    const text = opening(
      'lavoro il lunedì martedì giovedì e venerdì, 4 giorni a settimana a tempo pieno, commercio: ferie annue?',
    );
    expect(text).toContain('17,33');
  });
  it('vertical in a metalworking firm with holidays in weeks: four weeks of the own days', () => {
    const text = opening('part-time verticale 2 giorni a settimana, metalmeccanica industria, quante ferie?');
    expect(text).toContain('8 giorni');
  });
  it('horizontal in Studi professionali: the same days as full time', () => {
    const text = ask(
      'segretaria di studio, part time orizzontale 5 ore al giorno: quanti giorni di ferie ha, studi professionali?',
    );
    expect(openingLine(text)).toContain('26 giorni');
    expect(text).toContain('orizzontale');
  });
  it('the kind not said: both rules, no figure made up', () => {
    const text = opening('sono part-time nel turismo, le ferie sono come quelle dei colleghi a tempo pieno?');
    expect(text).toContain('orizzontale');
    expect(text).toContain('verticale');
  });
});

describe("a part-timer's extra month is a whole month of the part-time pay", () => {
  it('the 13th asked whole or reduced at 50%, with the level: the amount', () => {
    const text = opening(
      'commercio 5° livello part time 20 ore, la gratifica natalizia me la danno piena o ridotta?',
    );
    expect(text).toContain('intera');
    expect(text).toMatch(/\d\.?\d{3},\d\d €|\d{3},\d\d €/);
  });
  it('the 14th of a part-timer in Multiservizi, no level: the rule and what is missing', () => {
    const text = ask('addetta pulizie part-time 60%, multiservizi: la quattordicesima mi spetta tutta?');
    expect(openingLine(text)).toContain('intera');
    expect(text).toContain('81/2015');
    expect(text).toContain('livello');
  });
  it('a full-time 13th question is not this class', () => {
    expect(opening('commercio 4° livello, a quanto ammonta la tredicesima?')).not.toContain('part-time');
  });
});

describe("notice and sick pay: part-time does not change the agreement's rule", () => {
  it('notice of a part-timer: the same days, the indemnity on the part-time pay', () => {
    const text = ask(
      'ho un contratto a tempo parziale di 24 ore nel commercio, se mi licenzio il preavviso è ridotto?',
    );
    expect(text).toContain('non accorcia il preavviso');
    expect(text).not.toContain('clausola elastica');
  });
  it('sick pay of a part-timer: the same shares on the part-time pay', () => {
    const text = ask(
      'dipendente part time al 50% nel turismo si ammala: la malattia gliela paghiamo come a un full time?',
    );
    expect(text).toContain('non cambia le regole della malattia');
  });
});
