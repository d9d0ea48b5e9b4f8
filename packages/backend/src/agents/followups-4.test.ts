import { describe, expect, it } from 'vitest';
import { askAgent, openingLines as opening, openingLine } from '../testing/agents.js';

describe('shorthand answered as written out', () => {
  it.each([
    ['calcolo', 'Quanto prende un 5° liv. comm. a gen 2026?', '1.660,08'],
    ['main-agent', 'minimo IV liv terz. nov 2026', '1.818,75'],
    ['main-agent', 'multiserv. 2° liv. minimo', '1.403,17'],
  ])('%s: %s', (agent, message, figure) => {
    expect(opening(askAgent(agent, message).text)).toContain(figure);
  });
});

describe('a future table date is answered from the table', () => {
  it.each([
    'quanto prende netto un 4° livello commercio dal 1° gennaio 2027?',
    'netto di un 4° liv. comm. da gen 2027',
  ])('%s', (message) => {
    const { text } = askAgent('calcolo', message);
    // The table in force on 1 January 2027 is the one of 1 November 2026; the net needs 2027 tax rules.
    expect(openingLine(text)).toContain('**1.818,75 €**');
    expect(opening(text)).toMatch(/netto per il 2027 invece non posso calcolarlo/);
  });

  it('a minimum asked after the next tranche reads that tranche', () => {
    expect(
      openingLine(askAgent('main-agent', 'minimo 4° livello commercio da febbraio 2027').text),
    ).toContain('1.858,75');
  });
});

describe('two-part questions answer both parts', () => {
  it('lutto and matrimonio', () => {
    const top = opening(askAgent('main-agent', 'nel commercio quanti giorni di lutto e di matrimonio?').text);
    expect(top).toMatch(/lutto[^\n]*3 giorni/);
    expect(top).toMatch(/matrimoniale[^\n]*15 giorni/);
  });

  it('probation and notice for one level', () => {
    const top = opening(
      askAgent(
        'main-agent',
        'nel commercio quanto dura il periodo di prova e quanto il preavviso per un 4° livello?',
      ).text,
    );
    expect(top).toContain('60 giorni di lavoro effettivo');
    expect(top).toMatch(/preavviso[^\n]*licenziamento 20 giorni, dimissioni 15 giorni/);
  });

  it('an overtime hour and its total for the hours asked', () => {
    const top = openingLine(
      askAgent(
        'calcolo',
        "commercio 4° livello: quanto vale un'ora di straordinario e quanto prendo per 2 ore?",
      ).text,
    );
    expect(top).toContain('**12,45 €**');
    expect(top).toContain('**24,90 €**');
  });

  it('when the 14ª is paid, then how it accrues', () => {
    const top = opening(
      askAgent('main-agent', 'quattordicesima turismo: quando si paga e da quando matura?').text,
    );
    expect(openingLine(top)).toContain('con la retribuzione di luglio');
    expect(top).toMatch(/1\/12|dodicesimi/);
  });
});

describe('when a monthly payment is paid opens its answer', () => {
  it.each([
    ['main-agent', 'quando viene pagata la 14ª nel turismo?', 'con la retribuzione di luglio'],
    ['calcolo', 'in che mese si paga la quattordicesima nel commercio?', 'il 1° luglio'],
    ['main-agent', 'quando si paga la tredicesima nei pubblici esercizi?', 'a Natale'],
    ['main-agent', 'la tredicesima nel commercio quando la pagano?', 'vigilia di Natale (24 dicembre)'],
  ])('%s: %s', (agent, message, when) => {
    expect(openingLine(askAgent(agent, message).text)).toContain(when);
  });

  it('says a 14ª the agreement does not have is not provided', () => {
    expect(
      openingLine(askAgent('main-agent', 'quando si paga la quattordicesima ai metalmeccanici?').text),
    ).toMatch(/13 mensilità\*\*: la quattordicesima non è prevista/);
  });
});

describe('pro rata from a hire or leaving date', () => {
  it('tredicesima from a hire date counts the month with at least 15 days', () => {
    const tenth = askAgent(
      'calcolo',
      '4° livello commercio, assunto il 10 marzo 2026, quanto matura di tredicesima a dicembre?',
    );
    expect(openingLine(tenth.text)).toContain('per 10 mesi');
    const twentieth = askAgent(
      'calcolo',
      '4° livello commercio assunto il 20 marzo 2026: quanta tredicesima a dicembre?',
    );
    expect(openingLine(twentieth.text)).toContain('per 9 mesi');
  });

  it('holidays from a hire date', () => {
    const { text } = askAgent(
      'main-agent',
      'assunto il 10 marzo 2026 nel commercio, quanti giorni di ferie matura fino a dicembre?',
    );
    // 26 days × 10/12 = 21,67.
    expect(openingLine(text)).toContain('**21,67 giorni**');
  });

  it('holidays up to a resignation', () => {
    const { text } = askAgent(
      'main-agent',
      'turismo, si dimette il 15 settembre 2026: quante ferie ha maturato?',
    );
    // 26 days × 9/12 = 19,50 (September has 15 days worked).
    expect(openingLine(text)).toContain('**19,5 giorni**');
  });

  it('ROL and ex festività from a hire date', () => {
    const { text } = askAgent(
      'main-agent',
      'metalmeccanici, assunta il 20 maggio 2026: quante ore di ROL ed ex festività matura entro fine anno?',
    );
    // (72 + 32) × 7/12 = 60,67.
    expect(openingLine(text)).toContain('**60,67 ore**');
  });
});

describe('follow-ups keep the thread', () => {
  it('night overtime the data lacks is said to be missing, not answered as plain overtime', () => {
    // (The Commercio gained its night overtime rate with a source; Gomma plastica still lacks one.)
    const { text } = askAgent('calcolo', 'e se le fa di notte?', {
      history: ["gomma plastica livello F, quanto vale un'ora di straordinario?"],
    });
    expect(openingLine(text)).toMatch(/straordinario notturno non è nella base di conoscenza/);
    expect(openingLine(text)).not.toMatch(/\d,\d{2} €/);
  });

  it('night overtime where the agreement has it', () => {
    const { text } = askAgent('calcolo', 'e se le fa di notte?', {
      history: ["turismo 4° livello, quanto vale un'ora di straordinario?"],
    });
    expect(openingLine(text)).toMatch(/straordinario notturno/);
  });

  it('sickness in another agreement stays sickness', () => {
    const { text } = askAgent(
      'main-agent',
      'e per un lavoratore del CCNL turismo invece, come funziona la malattia, con il comporto e tutto il resto?',
      { history: ['quanto dura il comporto nel commercio?'] },
    );
    expect(openingLine(text)).toMatch(/Turismo[^\n]*180 giorni/);
  });

  it('the next tranche after a validity answer', () => {
    const { text } = askAgent('main-agent', 'e la prossima tranche?', {
      history: ['fino a quando vale il CCNL commercio?'],
    });
    expect(openingLine(text)).toMatch(/1° febbraio 2027[^\n]*40,00 €/);
  });
});

describe('not covered, in the user’s words', () => {
  it.each([
    [
      'Ho un cliente che applica il CCNL del settore elettrico, quanti giorni di malattia?',
      'CCNL del settore elettrico',
    ],
    ['quanti giorni di ferie nel CCNL Elettrici?', 'CCNL Elettrici'],
  ])('%s', (message, name) => {
    const line = openingLine(askAgent('main-agent', message).text);
    expect(line).toContain(`**${name} non è nella base di conoscenza**`);
    expect(line).not.toMatch(/CCNL Settore/);
  });
});

describe('payslip labels in a check', () => {
  it('checks every figure given with the payslip’s own words', () => {
    const { text } = askAgent(
      'calcolo',
      'lordo 2100, contributo IVS a carico dipendente 193, trattenuta IRPEF 250, netto in busta 1.657: è corretta?',
    );
    expect(openingLine(text)).toMatch(/non torna su 2 voci/);
    expect(text).toMatch(/\| INPS \| 193,00 €/);
  });
});

describe('negation and training in classification', () => {
  const proposed = (message: string) =>
    /\*\*livello (\w+)\*\*/.exec(openingLine(askAgent('inquadra', message).text))?.[1];

  it.each([
    'badante convivente per persona non autosufficiente, non ha nessun attestato né diploma',
    'assistenza a un anziano che NON è autosufficiente, la badante è senza qualifica',
    'badante per mia madre che NON è autosufficiente, la signora non ha nessun attestato',
  ])('untrained carer of a non-self-sufficient person: %s', (message) => {
    expect(proposed(message)).toBe('CS');
  });

  it('a certificate of qualification is the trained level', () => {
    expect(proposed('badante per persona non autosufficiente con attestato di qualifica')).toBe('DS');
  });
});
