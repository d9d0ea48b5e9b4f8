import { describe, expect, it } from 'vitest';
import { askAgent, openingLine, testKb } from '../testing/agents.js';
import { coefficientMonth, fundRevaluedMonth } from './tfr-fund-date.js';

const category = (id: string) => testKb.byId(id)?.id_categoria as number;

describe('a profile added from its own page is cited from that page', () => {
  it.each([
    'faccio la cassiera in un discount, contratto commercio: che livello?',
    'Livello di un cassiere comune, CCNL Terziario Confcommercio',
  ])('puts the cashier at the 4th level and cites the page that lists the profile: %s', (question) => {
    const text = askAgent('inquadra', question, { categories: [category('terziario-confcommercio')] }).text;
    expect(openingLine(text)).toContain('**4° livello**');
    expect(text).toContain('informafisac.it');
    expect(text).toContain('affidabilità bassa');
  });

  it('keeps the level of a job that only shares a word with a profile the levels do not place', () => {
    const text = askAgent(
      'inquadra',
      "assumiamo una ragazza per l'accoglienza dei clienti, il centralino e l'archivio delle pratiche",
      { categories: [category('studi-professionali-confprofessioni')] },
    ).text;
    expect(text).not.toContain('praticante');
  });

  it('says a trainee lawyer is no level of the agreement, with the law that governs the pay', () => {
    const text = askAgent('inquadra', 'praticante avvocato nel mio studio legale: che livello?', {
      categories: [category('studi-professionali-confprofessioni')],
    }).text;
    expect(text).toContain('247/2012');
    expect(text).not.toContain('Livello proposto');
  });
});

describe('a workplace with its own ROL hours', () => {
  const fipe = { categories: [category('pubblici-esercizi-fipe')] };
  it('gives a bathing establishment its 76 hours and a bar its 72', () => {
    expect(
      askAgent('main-agent', 'bagnino in uno stabilimento balneare da 6 anni: quante ore di ROL?', fipe).text,
    ).toContain('**76 ore**');
    expect(askAgent('main-agent', 'barista da 6 anni: quante ore di ROL?', fipe).text).toContain(
      '**72 ore**',
    );
  });
});

describe('the month whose TFR coefficient applies', () => {
  it('revalues a fund of 31 December with the next December', () => {
    expect(fundRevaluedMonth('TFR accantonato al 31/12/2024 di 15000 euro')).toBe('2025-12');
    expect(fundRevaluedMonth('avevo 8.000 euro di TFR lasciato in azienda al 31 dicembre 2023')).toBe(
      '2024-12',
    );
    expect(fundRevaluedMonth('rivalutazione del TFR a dicembre 2025')).toBeUndefined();
  });

  it('takes the month written beside the word coefficient, not another date of the story', () => {
    expect(
      coefficientMonth(
        'a febbraio 2026 si è dimesso; per il mese di gennaio 2026: qual è il coefficiente ISTAT?',
      ),
    ).toBe('2026-01');
  });

  it('answers the revaluation of such a fund, not an accrual from the amount', () => {
    const text = askAgent(
      'calcolo',
      'Avevo 8.000 euro di TFR lasciato in azienda al 31 dicembre 2023: quanta imposta ci hanno tolto?',
    ).text;
    expect(openingLine(text)).toContain('**185,60 €**');
    expect(text).not.toContain('maturato in un anno');
  });
});

describe('the parts of a lump sum', () => {
  it('answers the rates of the December 2022 una tantum with both amounts', () => {
    const text = askAgent(
      'main-agent',
      "CCNL Terziario Confesercenti, protocollo del 12 dicembre 2022: importo e rate dell'una tantum al IV livello?",
    ).text;
    expect(openingLine(text)).toContain('200 €');
    expect(openingLine(text)).toContain('150 €');
    expect(text).not.toContain('della tranche di dicembre 2022');
  });
});
