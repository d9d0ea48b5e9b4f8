import { describe, expect, it } from 'vitest';
import { askAgent } from '../testing/agents.js';

const answer = (message: string, history?: string[]) =>
  askAgent('main-agent', message, history ? { history } : undefined).text;
const opening = (text: string) => text.split('\n\n')[0] ?? '';

describe('a domestic follow-up about another worker uses her own start date', () => {
  it('counts the sick days of a colf with the family since 2019, not the earlier badante hired this year', () => {
    const text = answer(
      'E Ana, la colf che lavora da noi da giugno 2019? Quanti giorni di malattia pagati ha?',
      [
        'La badante di mio padre è stata assunta a febbraio 2026 e ha la febbre: quanti giorni di malattia le paghiamo?',
      ],
    );
    expect(opening(text)).toMatch(/15 giorni/);
    expect(opening(text)).not.toMatch(/10 giorni da 6 mesi/);
  });
});

describe('the paid holidays asked by name beside another question', () => {
  it('lists the holidays of the span asked after the holiday surcharge', () => {
    const text = answer(
      'La badante resterà con mia madre a Capodanno per 8 ore: cosa le spetta oltre alla paga? E quali sono le festività retribuite da Natale all’Epifania?',
    );
    expect(text).toMatch(/60%/);
    expect(text).toMatch(/Santo Stefano \(26 dicembre\)/);
    expect(text).toMatch(/Epifania \(6 gennaio\)/);
    expect(text).not.toMatch(/Ferragosto/);
  });

  it('lists every paid holiday when no span is named', () => {
    const text = answer('Quali sono le festività pagate alla colf?');
    expect(opening(text)).toMatch(/Ferragosto \(15 agosto\)/);
    expect(opening(text)).toMatch(/lunedì di Pasqua/);
  });

  it('opens with the count the agreement states when asked how many, and the day the law restored', () => {
    const text = answer('quante feste pagate spettano alla nostra badante in un anno?');
    expect(opening(text)).toMatch(/\*\*12 festività retribuite\*\*/);
    expect(opening(text)).toMatch(/San Francesco \(4 ottobre\): 13 in tutto/);
  });
});

describe('contributions of a domestic relationship that ends', () => {
  it('are due within 10 days of the end, not at the quarter, with the day computed', () => {
    const text = answer('e per la badante che se ne va il 14 gennaio? pago ad aprile anche per lei?', [
      'Entro quando si versano i contributi INPS della colf del primo trimestre?',
    ]);
    expect(opening(text)).toMatch(/entro 10 giorni dalla cessazione/);
    expect(opening(text)).toMatch(/24 gennaio/);
    expect(text).not.toMatch(/1,70 € l'ora/);
  });
});

describe('board and lodging values asked by their conventional name', () => {
  it("gives the 2026 daily values, not the holidays' rule", () => {
    const text = answer(
      'La colf convivente va in ferie due settimane: a quanto ammontano per il 2026 le quote convenzionali di colazione, pranzo, cena e alloggio da pagarle?',
    );
    expect(opening(text)).toMatch(/6,66 € al giorno/);
    expect(opening(text)).toMatch(/2,33 €/);
    expect(text).not.toMatch(/1\/26 della paga mensile/);
  });
});

describe('the Cas.sa.Colf contribution asked beside the INPS ones', () => {
  it('is an honest gap with no INPS bands', () => {
    const text = answer(
      'Quanto si paga all’ora nel 2026 per la Cassa Colf oltre ai contributi INPS della badante, e quanto ne trattengo a lei?',
    );
    expect(opening(text)).toMatch(/Cas\.sa\.Colf .*non è nella base di conoscenza/);
    expect(text).not.toMatch(/\d,\d\d € l'ora/);
  });
});
