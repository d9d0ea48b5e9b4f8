import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';
import { workerGroup } from './worker-group.js';

// The answer classes of the sixth employers' set (eval/questions/88-g19-realemp6.json), in words that are not its own.
describe('"come comportarci" is not the comporto: a seniority band still opens the sickness rule', () => {
  it('a domestic worker with one year of service has 10 paid sick days', () => {
    const text = askAgent(
      'main-agent',
      'La badante è con noi da un anno e mezzo e si è ammalata, non sappiamo come comportarci: quanti giorni di malattia le paghiamo?',
    ).text;
    expect(openingLine(text)).toMatch(/10 giorni/);
  });
});

describe('the worker asked about is the one the story names, not a group it names in general', () => {
  it.each([
    ['per gli operai so la regola, ma per l’impiegata che ho in ufficio?', 'impiegati'],
    ['agli impiegati danno di più, ma il mio operaio quanto preavviso ha?', 'operai'],
    ['quanto preavviso hanno gli operai edili?', 'operai'],
    ['per i nostri operai lo so, ma il ragioniere che tiene la contabilità?', 'impiegati'],
  ])('%s', (text, group) => expect(workerGroup(text)).toBe(group));
});

describe('a rule known only for the other group is an honest gap for the group asked', () => {
  it('Multiservizi notice of a clerk: the clerks’ notice is missing, never the operai’s 15 days as hers', () => {
    const text = askAgent(
      'main-agent',
      'Impresa di pulizie, multiservizi: licenzio un impiegato contabile di 6° livello assunto da 4 anni, quanto preavviso?',
    ).text;
    expect(openingLine(text)).toMatch(/non (?:è )?disponibile/);
    expect(openingLine(text)).not.toMatch(/15 giorni/);
  });

  it('Edilizia probation of a clerk: the clerks’ durations are missing, not the operai’s days', () => {
    const text = askAgent(
      'main-agent',
      'edilizia industria, assumo un’impiegata amministrativa: quanto dura la prova?',
    ).text;
    expect(openingLine(text)).toMatch(/non (?:è )?disponibile/);
    expect(openingLine(text)).not.toMatch(/30 giorni|25 giorni/);
  });

  it('a gap on one part of another rule (the clerks’ increment amount) leaves the rest of it an answer', () => {
    const text = askAgent(
      'main-agent',
      'Multiservizi: ogni quanto maturano gli scatti di un’impiegata?',
    ).text;
    expect(openingLine(text)).not.toMatch(/non disponibile/);
  });

  it('an operaio still gets the operai’s probation', () => {
    const text = askAgent(
      'main-agent',
      'edilizia industria, operaio specializzato: quanto dura la prova?',
    ).text;
    expect(text).toMatch(/30 giorni/);
  });
});

describe('"dopo <mese>" asks the tranche after that month', () => {
  it('after November 2026 the next Commercio tranche is February 2027', () => {
    const text = askAgent(
      'main-agent',
      'commercio 5° livello: dopo la tranche di novembre 2026 ce n’è un’altra? di quanto?',
    ).text;
    expect(openingLine(text)).toMatch(/1° febbraio 2027/);
  });

  it('a month asked with no "dopo" is still that month’s tranche', () => {
    const text = askAgent('main-agent', 'commercio 4° livello: di quanto aumenta a novembre 2026?').text;
    expect(openingLine(text)).toMatch(/35,00/);
  });
});

describe('a 13th or 14th month asked whole for part of the year is a share', () => {
  it('from March to December the 13th is ten twelfths', () => {
    const text = askAgent(
      'main-agent',
      'la colf è stata assunta a marzo: a dicembre la tredicesima le spetta intera?',
    ).text;
    expect(text).toMatch(/10\/12/);
  });

  it('with words between the hire and its month ("abbiamo preso la colf a settembre")', () => {
    const text = askAgent(
      'main-agent',
      'abbiamo preso la colf a settembre, la tredicesima gliela dobbiamo dare per intero?',
    ).text;
    expect(text).toMatch(/4\/12/);
  });
});
