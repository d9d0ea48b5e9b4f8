import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

// Session 23 (fixs23a): a rule of an agreement claimed and asked to be confirmed opens with the verdict.
const ask = (message: string, history: string[] = [], agent = 'main-agent') =>
  askAgent(agent, message, { history }).text;

describe('holidays and ROL claimed', () => {
  it('a holiday accrual denied in probation, told after "e quindi", is a No', () => {
    const text = ask('ok. e quindi è vero che finché sono in prova le ferie non le maturo?', [
      'Mi hanno assunto in un hotel col CCNL Turismo: quante ferie ho all’anno?',
    ]);
    expect(openingLine(text)).toMatch(/^\*\*No\b/);
    expect(openingLine(text)).toContain('periodo di prova');
  });
  it('an extra week of holidays "for everyone" is only partly true: it needs 18 years of service', () => {
    const text = ask(
      'ho sentito dire che dal 2026 nei metalmeccanici ci sono 5 giorni di ferie in più per tutti, è così?',
    );
    expect(openingLine(text)).toMatch(/^\*\*In parte\*\*/);
    expect(openingLine(text)).toContain('18 anni');
  });
  it('with 20 years of service the extra week is a Sì', () => {
    const text = ask(
      'Sono in fabbrica da 20 anni, contratto metalmeccanici: è vero che dal 2026 ho una settimana di ferie in più?',
    );
    expect(openingLine(text)).toMatch(/^\*\*Sì\*\*/);
  });
  it('no ROL in the first two years of a recent hire is a Sì, with when they start', () => {
    const text = ask(
      'Sono stata assunta da un anno in un negozio col contratto commercio e mi dicono che i ROL nei primi due anni non li maturo. Confermi?',
    );
    expect(openingLine(text)).toMatch(/^\*\*Sì\*\*/);
    expect(openingLine(text)).toContain('24 mesi');
  });
});

describe('the waiting days of an illness claimed unpaid', () => {
  it('Commercio: the employer pays them, a No with the share', () => {
    const text = ask(
      'mi hanno detto che nel commercio i primi tre giorni di malattia nessuno me li paga, vero?',
    );
    expect(openingLine(text)).toMatch(/^\*\*No\*\*/);
    expect(openingLine(text)).toContain('100%');
  });
  it('the fifth illness of the year is weighed on its own share: unpaid, so a Sì', () => {
    const text = ask(
      'Contratto commercio: quest’anno mi sono già ammalata quattro volte e questa è la quinta malattia. Mi dicono che i primi tre giorni non me li paga nessuno: è vero?',
    );
    expect(openingLine(text)).toMatch(/^Sì:/);
    expect(openingLine(text)).toContain('quinto evento');
  });
  it('domestic work: the family pays them at half pay', () => {
    const text = ask(
      'La badante ha la febbre da due giorni. Mio fratello dice che i primi tre giorni di malattia non dobbiamo pagarli: ha ragione?',
    );
    expect(openingLine(text)).toMatch(/^\*\*No\*\*/);
    expect(openingLine(text)).toContain('50%');
  });
});

describe('the 13th and 14th month claimed in part-time and leave', () => {
  it('a 14th denied to a part-timer is a No, in proportion to the hours, with the law cited', () => {
    const text = ask(
      'il mio capo sostiene che a chi fa il part-time la quattordicesima non spetta. contratto commercio. è giusto?',
    );
    expect(openingLine(text)).toMatch(/^\*\*No\*\*/);
    expect(openingLine(text)).toContain('in proporzione alle ore');
    expect(text).toContain('normattiva.it');
  });
  it('a right affirmed for few hours a week is a Sì', () => {
    const text = ask('Alla colf che viene solo 6 ore a settimana spetta comunque la tredicesima, giusto?');
    expect(openingLine(text)).toMatch(/^\*\*Sì\*\*/);
  });
  it('maternity and parental leave counted for the Turismo 14th: partly, parental leave from December 2027', () => {
    const text = ask(
      'Lavoro in un albergo, CCNL Turismo: è vero che maternità e congedo parentale valgono tutti e due per la quattordicesima?',
    );
    expect(openingLine(text)).toMatch(/^\*\*In parte\*\*/);
    expect(openingLine(text)).toContain('1° dicembre 2027');
  });
});

describe('increments and apprenticeship claimed', () => {
  it('a wrong period of the increments is a No with the agreement’s', () => {
    const text = ask('Un collega dice che nei metalmeccanici gli scatti arrivano ogni tre anni. È vero?');
    expect(openingLine(text)).toMatch(/^\*\*No\*\*/);
    expect(openingLine(text)).toContain('biennali');
  });
  it('the right period with a wrong share is only partly true', () => {
    const text = ask('mi dicono che per la colf c’è uno scatto ogni due anni del 5% del minimo: confermi?');
    expect(openingLine(text)).toMatch(/^\*\*In parte\*\*/);
    expect(openingLine(text)).toContain('4%');
  });
  it('a rule the knowledge base lacks (an apprentice’s increments) is neither confirmed nor denied', () => {
    const text = ask('Confermi che gli apprendisti del commercio non maturano gli scatti di anzianità?');
    expect(openingLine(text)).toMatch(/^\*\*Non posso confermarlo né smentirlo\*\*/);
    expect(openingLine(text)).not.toMatch(/^\*\*(?:Sì|No)\b/);
  });
});

describe('probation, notice and premiums claimed as figures', () => {
  it('a domestic probation for a worker who does not live in: the row for her, a Sì', () => {
    const text = ask('La prova di una colf a ore, non convivente, è di 8 giorni: è corretto?');
    expect(openingLine(text)).toMatch(/^\*\*Sì\*\*/);
    expect(openingLine(text)).toContain('8 giorni');
  });
  it('a notice claimed in months against the days of the row is a No', () => {
    const text = ask(
      'La colf lavora da noi 30 ore a settimana da 6 anni e si vuole dimettere. Dice che ci deve dare un mese di preavviso: è vero?',
    );
    expect(openingLine(text)).toMatch(/^No\b/);
    expect(openingLine(text)).toContain('15 giorni');
  });
  it('a rate claimed as always valid beside another one is a No', () => {
    const text = ask('Il congedo parentale è pagato sempre al 30%, giusto?');
    expect(openingLine(text)).toMatch(/^No, non sempre/);
  });
  it('a premium claimed beside the hours it applies to is confirmed on the premium', () => {
    const text = ask(
      'il caporeparto dice che nei metalmeccanici le prime 2 ore di straordinario hanno il 25%, confermi?',
    );
    expect(openingLine(text)).toMatch(/^Sì:/);
  });
});

describe('leave claimed in two parts', () => {
  it('the days right and the payer wrong make an In parte', () => {
    const text = ask(
      'Mi sposo a settembre, contratto commercio: mi hanno detto che ho 15 giorni di congedo matrimoniale pagati dall’INPS. È tutto giusto?',
    );
    expect(openingLine(text)).toMatch(/^\*\*In parte\*\*/);
    expect(openingLine(text)).toContain('datore di lavoro');
  });
});

describe('claims the knowledge base cannot decide, and leave of the law', () => {
  it('a figure of an agreement whose holidays the knowledge base lacks is neither confirmed nor denied', () => {
    const text = ask('un collega dice che nella gomma plastica abbiamo 5 settimane di ferie, è vero?');
    expect(openingLine(text)).toMatch(/^\*\*Non posso confermarlo né smentirlo\*\*/);
    expect(openingLine(text)).toContain('dato non disponibile');
  });
  it('Sunday work in the ordinary hours is weighed against the rest-day rate (art. 144), not Sunday overtime', () => {
    const text = ask('è vero che nel commercio chi lavora di domenica prende il 30% in più?');
    expect(openingLine(text)).toMatch(/^\*\*Sì\*\*|^Sì/);
    expect(openingLine(text)).toContain('riposo settimanale');
    expect(openingLine(ask('è vero che nel commercio chi lavora di domenica prende il 50% in più?'))).toMatch(
      /^\*\*No\*\*|^No/,
    );
  });
  it('Sunday overtime claimed at its own rate is still confirmed', () => {
    const text = ask(
      'mi hanno detto che nel commercio lo straordinario di domenica è pagato il 30% in più, giusto?',
    );
    expect(openingLine(text)).toMatch(/^Sì:/);
  });
  it('the law-104 permits claimed unpaid are a No: the INPS pays them through the payslip', () => {
    const text = ask('mi hanno detto che con la legge 104 i permessi non sono pagati, giusto?');
    expect(openingLine(text)).toMatch(/^\*\*No\*\*/);
    expect(openingLine(text)).toContain('retribuiti');
  });
  it('the law-104 permits claimed denied to part-timers are a No', () => {
    const text = ask('il mio capo dice che la 104 non spetta a chi fa il part-time, è vero?');
    expect(openingLine(text)).toMatch(/^\*\*No\*\*/);
    expect(text).toContain('investireoggi.it');
  });
  it('one figure "for everyone" against a range of the agreement is a No', () => {
    const text = ask('è vero che nella logistica il periodo di prova dura 6 mesi per tutti?');
    expect(openingLine(text)).toMatch(/^No, non per tutti/);
  });
  it('a story whose claim says the employer pays the waiting days is a Sì', () => {
    const text = ask(
      'Ho un negozio, contratto commercio, e una commessa è in malattia per la prima volta quest’anno. Mi hanno detto che i primi tre giorni non li paga l’INPS ma il datore: è vero?',
    );
    expect(openingLine(text)).toMatch(/^\*\*Sì\*\*/);
    expect(openingLine(text)).toContain('100%');
  });
});
