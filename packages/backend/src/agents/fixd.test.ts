import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';
import { askedHours } from './overtime-bands.js';

describe('an overtime hour asked by its rank picks the band that holds it', () => {
  it.each([
    ['una quarta ora di straordinario quanto la pagano?', 4],
    ['le ore di straordinario oltre la seconda quanto valgono?', 3],
    ["e un'ora in più oltre quelle due?", 3],
    ['dopo le 2 ore di straordinario la successiva come va pagata?', 3],
  ])('%s', (message, hour) => {
    expect(askedHours(message)).toMatchObject({ from: hour, to: hour, absolute: false });
  });

  it('the hours of a working day are not overtime ranks', () => {
    expect(askedHours('quanto vale lo straordinario dopo le 8 ore giornaliere?')).toBeUndefined();
  });

  it('a single question: the later hour at the rate of the hours after the first ones', () => {
    // Metalmeccanici industria, C2 from 1.6.2026: 2.064,88 / 173 = 11,94 an hour; +30% = 15,52.
    const { text } = askAgent(
      'calcolo',
      'operaio metalmeccanico industria C2 al minimo: la terza ora di straordinario di oggi quanto vale?',
    );
    expect(openingLine(text)).toContain('**15,52 €**');
  });

  it('a follow-up after two hours: the next hour alone, not the two again', () => {
    const { text } = askAgent('calcolo', "e se resto un'altra ora oltre quelle due, quella quanto vale?", {
      history: [
        'Metalmeccanici industria, livello C2 al minimo: quanto valgono 2 ore di straordinario feriale?',
      ],
    });
    expect(openingLine(text)).toContain('**15,52 €**');
    expect(openingLine(text)).not.toContain('2 ore valgono');
  });
});

describe('hours beyond the week worked at night are night overtime, not ordinary night work', () => {
  it.each([
    // Alimentari industria: straordinario notturno +50%; 14,00 × 1,50 = 21,00.
    [
      'industria alimentare, prendo 14 euro lordi l’ora: le ore che faccio oltre le 40 settimanali, di notte, quanto me le devono pagare all’ora?',
      '**21,00 €**',
    ],
    [
      'CCNL alimentari industria, paga oraria 14 €. Se mi fanno restare dopo il turno fino all’una di notte, quelle ore come me le paga?',
      '**21,00 €**',
    ],
    // Multiservizi: straordinario notturno +50%; 10,00 × 1,50 = 15,00.
    [
      'multiservizi, 10 euro l’ora: lavoro oltre le 40 ore settimanali di notte, quanto mi spetta all’ora?',
      '**15,00 €**',
    ],
  ])('%s', (message, figure) => {
    const { text } = askAgent('calcolo', message);
    expect(openingLine(text)).toContain(figure);
    expect(openingLine(text)).toContain('straordinario notturno');
  });

  it('a domestic follow-up that moves the extra hours to a weekday night keeps them overtime', () => {
    // Lavoro domestico: straordinario notturno (22-6) +50%; 9,00 × 1,50 = 13,50; 2 ore 27,00.
    const { text } = askAgent(
      'calcolo',
      'e se le stesse 2 ore le fa di notte, dalle 22 a mezzanotte, in un giorno normale?',
      {
        history: [
          'La badante fa già 40 ore alla settimana, 9 euro l’ora. Sabato pomeriggio le chiedo 2 ore in più: quanto le devo?',
        ],
      },
    );
    expect(openingLine(text)).toContain('**13,50 €**');
    expect(openingLine(text)).toContain('**27,00 €**');
  });
});

describe('the 2026 tax on night, holiday and shift surcharges is a rule of the law, no agreement needed', () => {
  it.each([
    'lavoro a turni anche di notte: nel 2026 l’indennità di turno e la maggiorazione notturna come vengono tassate? c’è un tetto di reddito?',
    'mi hanno detto che quest’anno le maggiorazioni per le domeniche e i festivi lavorati hanno la flat tax, è vero? fino a quanto guadagno?',
  ])('%s', (message) => {
    const { text } = askAgent('calcolo', message);
    expect(openingLine(text)).toContain('15%');
    expect(openingLine(text)).toContain('40.000');
    expect(text).not.toContain('Non riesco a identificare');
  });

  it('an income over the limit is said to be over it', () => {
    const { text } = askAgent(
      'calcolo',
      'con 45.000 euro di reddito da dipendente nel 2025 ho diritto alla tassazione agevolata sulle maggiorazioni notturne?',
    );
    expect(openingLine(text)).toContain('si supera il limite');
  });

  it("a surcharge's own percentage is not its tax", () => {
    const { text } = askAgent('calcolo', 'nella sanità privata AIOP la maggiorazione notturna è del 15%?');
    expect(openingLine(text)).not.toContain('imposta sostitutiva');
  });
});

const sheet = (fileName: string, text: string) => ({ documents: [{ fileId: 'd1', fileName, text }] });

describe("a timesheet's extra hours counted and valued by the agreement's rule", () => {
  it('a shop assistant over 40 hours: weekday overtime within the 48th hour', () => {
    // Commercio, 4° livello from 1.11.2026: 1.818,75 / 168 = 10,8259; +15% = 12,45; 4 × 12,4498 = 49,80.
    const text =
      'Registro ore - settimana 16-21 novembre 2026\nAddetto: Rossi Marco, commesso 4° livello CCNL Terziario Confcommercio\nTempo pieno 40 ore settimanali\nLunedì 16/11 ore 8\nMartedì 17/11 ore 9\nMercoledì 18/11 ore 8\nGiovedì 19/11 ore 10\nVenerdì 20/11 ore 9\nSabato 21/11 ore 0\n';
    const { text: answer } = askAgent(
      'calcolo',
      'dal registro che ti ho caricato, quanto gli devo dare di straordinari questa settimana?',
      sheet('registro.txt', text),
    );
    expect(openingLine(answer)).toContain('**4 ore di straordinario**');
    expect(openingLine(answer)).toContain('**49,80 €**');
  });

  it("a part-time housekeeper's hours beyond the agreed ones and within 40 are paid at the ordinary hour", () => {
    // Lavoro domestico: 20 agreed, 23 worked, non convivente: 3 × 9,50 = 28,50.
    const text =
      'Presenze colf - Ionescu Ana, non convivente\nOrario concordato: 20 ore settimanali, paga oraria 9,50 euro\nLunedì 4 ore\nMartedì 5 ore\nMercoledì 4 ore\nGiovedì 5 ore\nVenerdì 5 ore\n';
    const { text: answer } = askAgent(
      'calcolo',
      'la signora questa settimana si è fermata più del previsto: quanto devo pagarle in più?',
      sheet('presenze.txt', text),
    );
    expect(openingLine(answer)).toContain('**28,50 €**');
    expect(answer).not.toContain('25%');
  });

  it('a metalworker row with its pause and its own count: the count, not the pause', () => {
    // Metalmeccanici C3 from 1.6.2026: 2.211,43 / 173 = 12,78; 1 hour over 40 at +25% = 15,98.
    const text =
      'Cartellino settimana 2-6 novembre 2026 - operaio livello C3 CCNL Metalmeccanici industria, 40 ore settimanali\nLun 2  07:00-16:00 (pausa 1h)  8\nMar 3  07:00-17:00 (pausa 1h)  9\nMer 4  07:00-16:00 (pausa 1h)  8\nGio 5  07:00-16:00 (pausa 1h)  8\nVen 6  07:00-16:00 (pausa 1h)  8\n';
    const { text: answer } = askAgent(
      'calcolo',
      'quanto mi spetta per le ore extra di questa settimana?',
      sheet('cartellino.txt', text),
    );
    expect(openingLine(answer)).toContain('**1 ora di straordinario**');
    expect(openingLine(answer)).toContain('**15,98 €**');
  });
});

describe('overtime both at night and on a holiday takes the combined surcharge where the agreement has one', () => {
  it('cooperative sociali: straordinario notturno festivo +50%', () => {
    // 9,80 × 1,50 = 14,70; 3 ore 44,10.
    const { text } = askAgent(
      'calcolo',
      'educatore in cooperativa sociale, 9,80 € l’ora: la notte di Capodanno mi chiedono 3 ore di straordinario, quanto prendo?',
    );
    expect(openingLine(text)).toContain('**14,70 €**');
    expect(openingLine(text)).toContain('**44,10 €**');
  });

  it('without a combined rate the night overtime rate is kept', () => {
    // Turismo: straordinario notturno +60%; 10,00 × 1,60 = 16,00.
    const { text } = askAgent(
      'calcolo',
      'cameriere d’albergo (turismo federalberghi) a 10 euro l’ora: straordinario la domenica notte, quanto vale un’ora?',
    );
    expect(openingLine(text)).toContain('**16,00 €**');
  });
});

describe('extra hours after a stated weekly schedule fall in the band of those hours of the week', () => {
  it('a non-live-in domestic worker from the 41st to the 44th hour: +10%', () => {
    // 9,00 × 1,10 = 9,90; 2 ore 19,80.
    const { text } = askAgent(
      'calcolo',
      'la nostra colf non convivente ha un contratto di 40 ore; questa settimana ne ha fatte 42, di mattina. Con 9 euro l’ora quanto le spetta per le 2 ore in più?',
    );
    expect(openingLine(text)).toContain('**19,80 €**');
  });

  it('a timesheet row with the day of the month before the label is read by the label', () => {
    const text =
      'Presenze - commesso 4° livello CCNL Terziario Confcommercio, tempo pieno 40 ore settimanali\nLunedì 23   ore 8\nMartedì 24  ore 8\nMercoledì 25 ore 8\nGiovedì 26  ore 8\nVenerdì 27  ore 9\n';
    const { text: answer } = askAgent('calcolo', 'quanto vale lo straordinario di questa settimana?', {
      documents: [{ fileId: 'd1', fileName: 'presenze.txt', text }],
    });
    expect(openingLine(answer)).toContain('**1 ora di straordinario**');
  });
});

describe('hours after a full week, or beyond the 48th, are overtime even without the word', () => {
  it('a live-in carer called at night after her 54 hours: night overtime', () => {
    // Lavoro domestico: straordinario notturno +50%; 8,00 × 1,50 = 12,00; 3 ore 36,00.
    const { text } = askAgent(
      'calcolo',
      'la badante convivente ha già fatto le sue 54 ore; di notte mia madre l’ha chiamata e si è alzata 3 ore. Con 8 euro l’ora quanto le spetta?',
    );
    expect(openingLine(text)).toContain('**12,00 €**');
    expect(openingLine(text)).toContain('**36,00 €**');
  });

  it('the hours beyond the 48th of the week in Commercio: +20%', () => {
    // 4° livello from 1.11.2026: 1.818,75 / 168 = 10,8259; +20% = 12,99; 3 ore 38,97.
    const { text } = askAgent(
      'calcolo',
      'sono al 4° livello del commercio, tempo pieno: le 3 ore oltre la 48ª di questa settimana quanto mi vengono pagate?',
    );
    expect(openingLine(text)).toContain('**12,99 €**');
    expect(openingLine(text)).toContain('**38,97 €**');
  });
});
