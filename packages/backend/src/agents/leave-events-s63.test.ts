import { describe, expect, it } from 'vitest';
import { askAgent, openingLines } from '../testing/agents.js';

// Session 63 (fx63leave): leave for a wedding, a death, a blood donation and a polling station, in the words
// employers and families use: holidays asked as the cost of the day, a wedding told as an event, the probation
// as the case of the leave asked before, the year's bereavement days already used, the polling days paid.
describe('leave for a day’s event, as asked', () => {
  it('answers the donation day, not the holidays, when the ask is whether to spend holidays on it', () => {
    const a = askAgent(
      'main-agent',
      'giovedì sono all’AVIS per la donazione di sangue prima di entrare in negozio. il mio capo dice che mi tocca usare le ferie per quel giorno, è così?',
    );
    expect(openingLines(a.text)).toContain('24 ore');
    expect(openingLines(a.text)).not.toMatch(/26 giorni lavorativi/);
  });

  it('says a family’s domestic worker has the donation day too, in the opening', () => {
    const a = askAgent(
      'main-agent',
      'La badante di mia madre sabato va a donare il sangue e dice che quel giorno glielo dobbiamo pagare. Vale anche per chi lavora in casa come lei?',
    );
    expect(openingLines(a.text)).toContain('lavoratori domestici');
  });

  it('pays an unfit donor only for the time the check takes, typos and all', () => {
    const a = askAgent(
      'main-agent',
      'e se poi nn risulto idoneo e mi rimandano a casa? la giornata la perdo?',
      {
        history: ['domani vado a donare il sangue, lavoro in un bar: devo mettermi in ferie?'],
      },
    );
    expect(openingLines(a.text)).toContain('tempo necessario');
  });

  it('works out a colleague’s donation day from her own monthly pay in a follow-up', () => {
    const a = askAgent('calcolo', 'e un altro che prende 2.340 al mese fissi? uguale?', {
      history: [
        'magazziniere CCNL commercio, 2.080 euro al mese fissi: quanto gli va in busta per la donazione del sangue?',
      ],
    });
    // 2.340,00 / 26 = 90,00 €
    expect(openingLines(a.text)).toContain('90,00 €');
  });

  it('reads "si è sposato" as the marriage leave, with its deadline of a year for a domestic worker', () => {
    const a = askAgent(
      'main-agent',
      'la nostra colf si è sposata in primavera e i giorni non li ha ancora fatti, ora li vuole a gennaio: le spettano ancora? quanti?',
    );
    expect(openingLines(a.text)).toContain('15 giorni');
    expect(a.text).toContain('entro un anno');
    expect(a.text).toContain('a carico del datore di lavoro');
  });

  it('keeps the marriage leave when the follow-up sets the worker still on probation', () => {
    const a = askAgent('main-agent', 'e se fosse ancora in periodo di prova? ne ha diritto comunque?', {
      history: [
        'una commessa del Terziario Confcommercio si sposa a maggio: quanti giorni di congedo matrimoniale le spettano?',
      ],
    });
    expect(openingLines(a.text)).toMatch(/non spetta/);
    expect(openingLines(a.text)).not.toMatch(/Quadri e 1° livello/);
  });

  it('says the bereavement days are three a year in all when they were used for an earlier death', () => {
    const a = askAgent(
      'main-agent',
      'A febbraio ho già preso i 3 giorni per la morte di mia sorella, adesso è mancata anche mia madre. Lavoro nel commercio. Mi spettano altri tre giorni pagati o devo usare le ferie?',
    );
    expect(openingLines(a.text)).toContain('3 giorni lavorativi all’anno');
    expect(openingLines(a.text)).toContain('già stati utilizzati');
  });

  it('pays the days off at the polling station as a 26th of the monthly pay each, on the week worked', () => {
    const a = askAgent(
      'calcolo',
      'un nostro impiegato (terziario, stipendio 2.600 euro lordi al mese, settimana corta) ha fatto lo scrutatore sabato e domenica e vuole i soldi al posto dei riposi: quanto gli paghiamo in più?',
    );
    // 2 × 2.600,00 / 26 = 200,00 €
    expect(openingLines(a.text)).toContain('200,00 €');
    const b = askAgent('calcolo', 'e se lavorasse dal lunedì al sabato?', {
      history: [
        'un nostro impiegato (terziario, stipendio 2.600 euro lordi al mese, settimana corta) ha fatto lo scrutatore sabato e domenica e vuole i soldi al posto dei riposi: quanto gli paghiamo in più?',
      ],
    });
    // only the Sunday: 2.600,00 / 26 = 100,00 €
    expect(openingLines(b.text)).toContain('100,00 €');
  });

  it('tells who pays the metalworkers’ marriage leave by qualification', () => {
    const a = askAgent(
      'main-agent',
      'e per un impiegato metalmeccanico l’INPS mette qualcosa nel congedo matrimoniale?',
      {
        history: ['operaio metalmeccanico industria, si sposa a giugno: chi paga il congedo matrimoniale?'],
      },
    );
    expect(a.text).toContain('interamente a carico del datore di lavoro');
  });
});
