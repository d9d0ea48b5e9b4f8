import { describe, expect, it } from 'vitest';
import { askAgent, openingLine, withUpload } from '../testing/agents.js';

// Session 62: the annual-leave questions a blind wave misread, asked here in other words.
describe('holiday accrual in hours, across a year end, and a broken month', () => {
  it('gives the month’s hours from the weeks and the weekly hours told', () => {
    const text = askAgent(
      'calcolo',
      'lavoro nel metalmeccanico industria a tempo pieno, 40 ore a settimana: ogni mese quante ore di ferie mi maturano?',
    ).text;
    expect(text).toContain('13,33 ore');
  });

  it('gives the month’s hours the agreement states for the week', () => {
    const text = askAgent(
      'calcolo',
      'Industria alimentare, orario distribuito su 6 giorni: quante ore di ferie al mese matura un operaio?',
    ).text;
    expect(text).toContain('14,42 ore');
  });

  it('counts a leaving in the next January or February after an autumn hire', () => {
    const text = askAgent(
      'calcolo',
      'se va via il 28 febbraio senza aver fatto ferie, quanti giorni di ferie maturati gli devo liquidare?',
      {
        history: ['ho preso un magazziniere il 1° ottobre, ccnl commercio: ferie al mese quante ne matura?'],
      },
    ).text;
    expect(text).toContain('10,83 giorni');
    expect(text).not.toContain('0 mesi');
  });

  it('answers No first when the hire leaves fewer than 15 days of the month', () => {
    const opening = openingLine(
      askAgent(
        'main-agent',
        'assunta il 20 aprile nel metalmeccanico industria: aprile mi vale come mese intero per le ferie?',
      ).text,
    );
    expect(opening).toMatch(/^\*\*No\*\*/);
    expect(opening).toContain('15 giorni');
  });
});

describe('the law’s deadline, the holidays past it, and who says illness stops them', () => {
  it('opens with the date and the two weeks of the year', () => {
    const opening = openingLine(
      askAgent(
        'main-agent',
        'Ferie maturate nel 2026: fino a quando posso goderle e quante settimane devo farne entro l’anno?',
      ).text,
    );
    expect(opening).toContain('30 giugno 2028');
    expect(opening).toContain('2 settimane');
  });

  it('says the days are not lost and when the contributions are paid', () => {
    const opening = openingLine(
      askAgent(
        'main-agent',
        'Al 1° luglio 2028 il mio dipendente ha ancora 3 giorni di ferie del 2026 non goduti: vanno persi? Cosa devo versare all’INPS?',
      ).text,
    );
    expect(opening).toContain('non si perdono');
    expect(opening).toContain('luglio 2028');
    // 20 August 2028 is a Sunday: the payment moves to Monday.
    expect(opening).toContain('21 agosto 2028');
  });

  it('names the Constitutional Court when the source is asked after falling ill on holiday', () => {
    const opening = openingLine(
      askAgent('main-agent', 'dove sta scritto? l’ufficio personale dice di no', {
        history: [
          'mi sono ammalato durante le ferie con il certificato del medico, i giorni di malattia me li scalano dalle ferie?',
        ],
      }).text,
    );
    expect(opening).toContain('Corte costituzionale');
    expect(opening).toContain('616');
  });
});

describe('a collective closure for holidays in the Metalmeccanici agreement', () => {
  it('five weeks in a row need a company agreement', () => {
    const opening = openingLine(
      askAgent(
        'main-agent',
        'CCNL metalmeccanici industria: la direzione vuole fare una chiusura estiva di 5 settimane consecutive con ferie collettive per tutti, si può?',
      ).text,
    );
    expect(opening).toMatch(/^\*\*No\*\*/);
    expect(opening).toContain('3 settimane');
    expect(opening).toContain('intesa aziendale');
  });

  it('two weeks stay within the limit', () => {
    const opening = openingLine(
      askAgent(
        'main-agent',
        'Siamo metalmeccanici industria e pensiamo a una chiusura aziendale di 2 settimane ad agosto in ferie collettive: va bene?',
      ).text,
    );
    expect(opening).toMatch(/^\*\*Sì\*\*/);
  });
});

describe('untaken holidays’ pay from an uploaded statement', () => {
  const statement = withUpload(
    'liquidazione.txt',
    'CONTEGGIO FINE RAPPORTO\nDipendente: Verdi Paolo\nRetribuzione mensile lorda: 2.080,00 EUR (divisore / 26)\nFerie non godute alla data di uscita: 5 giorni\nIndennita ferie: ?\n',
  );

  it('computes the indemnity from the days and the monthly pay over its divisor', () => {
    const text = askAgent(
      'calcolo',
      'Quanto viene l’indennità per le ferie non godute secondo il conteggio che ti ho mandato?',
      statement,
    ).text;
    expect(openingLine(text)).toContain('400,00 €');
  });

  it('gives the worker’s INPS on it in a follow-up, at the ordinary rate the statement does not print', () => {
    const text = askAgent('calcolo', 'e l’inps che mi trattengono su quella cifra?', {
      ...statement,
      history: ['Quanto viene l’indennità per le ferie non godute secondo il conteggio che ti ho mandato?'],
    }).text;
    expect(openingLine(text)).toContain('36,76 €');
  });
});
