import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

const ask = (agent: string, message: string, history: string[] = []) =>
  askAgent(agent, message, { history }).text;
const withDoc = (agent: string, message: string, fileName: string, text: string) =>
  askAgent(agent, message, { documents: [{ fileId: 'f', fileName, text }] }).text;

describe('session 64: pay around leave and the end of a job', () => {
  it('gives the daily maternity allowance on the month before with the 13th and 14th shares', () => {
    // (2.400 + 2.400 × 2/12 = 2.800) / 30 = 93,33; × 80% = 74,67.
    const text = ask(
      'calcolo',
      'sono in maternità da marzo, a febbraio ho preso 2.400 lordi e nel mio contratto ci sono 14 mensilità: quanto mi dà l’INPS al giorno?',
    );
    expect(openingLine(text)).toContain('74,67 €');
    expect(text).toContain('93,33 €');
    // A follow-up that changes the pay keeps the daily figure asked: (2.000 × 14/12) / 30 × 80% = 62,22.
    const again = ask('calcolo', 'e se invece avessi preso 2.000 lordi?', [
      'sono in maternità da marzo, a febbraio ho preso 2.400 lordi e nel mio contratto ci sono 14 mensilità: quanto mi dà l’INPS al giorno?',
    ]);
    expect(openingLine(again)).toContain('62,22 €');
  });

  it('leaves the extra months out of the base when the question leaves the shares out by name', () => {
    // 1.900 × 80% = 1.520, not (1.900 + 1.900 × 2/12) × 80% = 1.773,33.
    const opening = openingLine(
      ask(
        'calcolo',
        'lordo 1.900 € al mese, 14 mensilità: quanto prende al mese di maternità dall’INPS, senza contare i ratei?',
      ),
    );
    expect(opening).toContain('1.520,00 €');
    expect(opening).not.toContain('1.773,33');
  });

  it('values a month of parental leave on the pay with the 13th share, 80% first and 30% later', () => {
    const first =
      'commessa, 13 mensilità, prima della maternità prendevo 1.200 € lordi al mese; non ho mai usato il congedo parentale: un mese quanto mi pagano?';
    // 1.200 + 100 = 1.300; × 80% = 1.040.
    const opening = openingLine(ask('calcolo', first));
    expect(opening).toContain('1.040,00 €');
    expect(opening).not.toContain('960,00 €');
    // Later months: 1.300 × 30% = 390.
    expect(openingLine(ask('calcolo', 'e dopo i primi tre mesi quanto prendo?', [first]))).toContain(
      '390,00 €',
    );
  });

  it('values the breastfeeding rests of a month and says the INPS bears them', () => {
    const opening = openingLine(
      ask(
        'calcolo',
        'la mia impiegata ha fatto 1 ora di riposo per allattamento per 18 giorni, paga oraria 12,50 €: quanto vale in busta e chi la paga?',
      ),
    );
    expect(opening).toContain('225,00 €');
    expect(opening).toContain('INPS');
  });

  it('sums the 13th over a year whose pay changed on the month told', () => {
    // 2.000 × 4/12 + 1.400 × 8/12 = 666,67 + 933,33 = 1.600.
    const opening = openingLine(
      ask(
        'calcolo',
        'fino ad aprile ero a tempo pieno con 2.000 euro lordi, da maggio part time e prendo 1.400 euro: la tredicesima di dicembre quanto sarà?',
      ),
    );
    expect(opening).toContain('1.600,00 €');
  });

  it('computes the indemnity in lieu of notice with the extra months’ shares', () => {
    // (1.800 + 150) × 1 = 1.950.
    const opening = openingLine(
      ask(
        'calcolo',
        'mi licenziano con effetto immediato, il preavviso sarebbe di un mese, guadagno 1.800 € lordi al mese con la tredicesima: quanto vale l’indennità di mancato preavviso?',
      ),
    );
    expect(opening).toContain('1.950,00 €');
  });

  it('reads the employer’s top-up and the notice withheld from an uploaded payslip', () => {
    const slip = [
      'BUSTA PAGA MAGGIO 2026 - CCNL Commercio',
      'Indennità maternità c/INPS 80%      1.500,00',
      'Integrazione maternità c/ditta       210,15',
      'Contributi INPS c/dip. su integrazione 19,31',
      'Trattenuta mancato preavviso 10 gg      640,00',
      'NETTO IN BUSTA                      1.700,00',
    ].join('\n');
    expect(
      openingLine(withDoc('calcolo', 'quanto paga di integrazione a carico del datore?', 'maggio.txt', slip)),
    ).toContain('210,15');
    expect(
      openingLine(
        withDoc(
          'main-agent',
          'nella busta di maggio quanto mi hanno trattenuto per il preavviso non lavorato?',
          'maggio.txt',
          slip,
        ),
      ),
    ).toContain('640,00');
  });

  it('reads the breastfeeding hours from an uploaded timesheet with who pays them', () => {
    const sheet = [
      'FOGLIO PRESENZE MARZO 2026',
      'Dipendente: Verdi Sara - orario 7 ore al giorno',
      'Giorni lavorati: 20',
      'Riposi per allattamento: 20 giorni x 2 ore = 40 ore',
      'Straordinari: 0',
    ].join('\n');
    const text = withDoc(
      'main-agent',
      'quante ore di allattamento risultano nel foglio? me le paga l’azienda?',
      'marzo.txt',
      sheet,
    );
    expect(openingLine(text)).toContain('40 ore');
    expect(text).toContain('INPS');
  });
});
