import { describe, expect, it } from 'vitest';
import { readAmounts } from '../reader/amounts.js';
import { askAgent, openingLines } from '../testing/agents.js';
import { firstDaysOfToldEvent } from './sick-event-share.js';

// Session 35 (class B): calculation and law details answered with the wrong figure.

describe('a bonus or overtime told in a story is not the monthly pay', () => {
  it('leaves a premio, a bonus or an una tantum out of the pay amounts', () => {
    expect(readAmounts('a settembre ha preso un premio di 150 euro')).toEqual([]);
    expect(readAmounts("a marzo gli hanno dato un bonus di 300 € e un'una tantum di 200 euro")).toEqual([]);
    expect(readAmounts('straordinari pagati per 220 euro a luglio')).toEqual([]);
  });

  it('keeps a pay named beside a bonus', () => {
    expect(readAmounts('ho un premio e uno stipendio di 1.800 euro lordi')).toEqual([
      { kind: 'monthly_gross', value: 1800 },
    ]);
  });

  it('computes the 13th on the level minimum when the story tells a bonus', () => {
    const text = askAgent(
      'calcolo',
      'Assunta il 1° settembre 2026 in una azienda metalmeccanica industria, livello C3 al minimo. A ottobre ha avuto un bonus di 300 euro e 6 ore di straordinario. Quanto le spetta di tredicesima a dicembre?',
    ).text;
    const opening = openingLines(text);
    expect(opening).toContain('737,14 €');
    expect(opening).not.toContain('300,00 €');
  });
});

describe('the job kept in a long illness, for the seniority told', () => {
  it('opens with the band held and leaves the other bands out of the detail', () => {
    const text = askAgent(
      'main-agent',
      'Lavoro in una fabbrica metalmeccanica da 2 anni e sono in malattia da mesi: fino a quando mi tengono il posto?',
    ).text;
    // (Since session 50 the KB states the comporto in calendar days with the months beside.)
    expect(openingLines(text)).toMatch(
      /il posto è conservato per \*\*183 giorni di calendario \(6 mesi\)\*\*/,
    );
    expect(text).not.toMatch(/\b9 mesi\b|\b12 mesi\b/);
  });

  it('keeps the words before the figure for a later band ("il posto è conservato per 12 mesi oltre i 6 anni")', () => {
    const text = askAgent(
      'main-agent',
      'Metalmeccanico da 8 anni nella stessa azienda, malattia lunga: per quanto tempo conservano il posto?',
    ).text;
    // (Since session 50 the KB states the comporto in calendar days with the months beside.)
    expect(openingLines(text)).toMatch(
      /il posto è conservato per \*\*365 giorni di calendario \(12 mesi\)\*\*/,
    );
    expect(text).toContain(
      'Malattia: il posto è conservato (comporto breve) per 365 giorni di calendario (12 mesi) oltre i 6 anni',
    );
    expect(text).not.toMatch(/\b6 mesi\b|\b9 mesi\b/);
  });
});

describe('the working week changed in a follow-up', () => {
  it('gives the six-day figure after a five-day question', () => {
    const text = askAgent('main-agent', 'e se lavorassimo col sabato?', {
      history: ['industria alimentare, settimana corta dal lunedi al venerdi: quante ferie abbiamo?'],
    }).text;
    expect(openingLines(text)).toContain('**26 giorni lavorativi**');
  });

  it('gives the five-day figure after a six-day question', () => {
    const text = askAgent('main-agent', 'e se passiamo a 5 giorni?', {
      history: ['industria alimentare, lavoriamo dal lunedi al sabato: quante ferie all anno?'],
    }).text;
    expect(openingLines(text)).toContain('**22 giorni lavorativi**');
  });
});

describe('the first days of an illness whose order the story tells by months', () => {
  it('counts the earlier illnesses of the year and confirms a reduction claimed', () => {
    const text = askAgent(
      'main-agent',
      "Lavoro in un negozio di abbigliamento, CCNL commercio. Sono già stata in malattia a marzo e ad agosto, e adesso di nuovo a casa con l'influenza. La titolare dice che stavolta i primi tre giorni me li riduce. È vero?",
    ).text;
    const opening = openingLines(text);
    expect(opening).toMatch(/^\*\*Sì\*\*/);
    expect(opening).toContain('**66%**');
  });

  it('reads no order in an illness told by its length ("in malattia 2 settimane")', () => {
    const question =
      'se sto in malattia 2 settimane l azienda mi paga i primi 3 giorni? e dal quarto in poi quanto prendo?';
    expect(firstDaysOfToldEvent(question, 'l azienda mi paga i primi 3 giorni?')).toBe(false);
  });

  it('answers No to "si sono sbagliati?" when the share told paid is the event\'s own', () => {
    const text = askAgent(
      'main-agent',
      'CCNL commercio. Sono già stato in malattia a gennaio e a marzo, e adesso di nuovo per 3 giorni. In busta i primi tre giorni me li hanno pagati al 66%. Si sono sbagliati?',
    ).text;
    const opening = openingLines(text);
    expect(opening).toMatch(/^\*\*No\*\*/);
    expect(opening).toContain('**66%**');
  });

  it('reads a fourth illness from three months told', () => {
    const text = askAgent(
      'main-agent',
      'CCNL commercio: mi sono ammalato già a gennaio, ad aprile e a luglio, e ora ho di nuovo la febbre. Quanto mi pagano i primi 3 giorni?',
    ).text;
    expect(openingLines(text)).toContain('**50%**');
    expect(text).not.toContain('100% dal 1° al 3° giorno');
  });
});

describe('the stay in a level before the automatic passage', () => {
  it('answers the months of stay with no month to count from', () => {
    const text = askAgent(
      'inquadra',
      'sono guardia giurata, vigilanza privata, mi hanno assunto al 6° livello. dopo quanto tempo passo al 5°?',
    ).text;
    expect(openingLines(text)).toContain('**18 mesi**');
    expect(openingLines(text)).not.toContain('Livello proposto');
  });
});
