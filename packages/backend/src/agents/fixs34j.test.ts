import { describe, expect, it } from 'vitest';
import { askAgent, openingLine, openingLines } from '../testing/agents.js';

const TODAY = '2026-11-26';
const opening = openingLines;

describe('the day a Terziario notice runs from, asked as "la data da cui decorre"', () => {
  it('counts from the 16th after a resignation given on the 9th', () => {
    const text = askAgent(
      'main-agent',
      'CCNL Terziario Confcommercio, impiegata di II livello con 3 anni di anzianità aziendale: consegna le dimissioni il 9 dicembre 2026. Durata del preavviso e data da cui decorre?',
      { today: TODAY },
    ).text;
    expect(opening(text)).toContain('20 giorni');
    expect(opening(text)).toContain('dal 16 dicembre 2026');
  });
});

describe('a dismissal asked after a resignation, with the case named again', () => {
  it('gives the dismissal notice of the band and no other band or side beside it', () => {
    const text = askAgent(
      'main-agent',
      'E invece se fossi io a doverla licenziare, sempre lei con 7 anni di anzianità al 4° livello, quanto preavviso le devo dare?',
      {
        today: TODAY,
        history: [
          'buongiorno, ho un negozio di scarpe, ccnl commercio confcommercio. la commessa 4 livello mi ha detto oggi che si dimette, lavora da noi da 7 anni. quanti giorni di preavviso mi deve dare??',
        ],
      },
    ).text;
    expect(openingLine(text)).toContain('**30 giorni**');
    expect(text).not.toMatch(/\b(?:15|20) giorni\b/);
  });
});

describe('packaged goods are not the textile industry', () => {
  it('compares only the two agreements named and gives their difference', () => {
    const text = askAgent(
      'confronta',
      "Sto aprendo un locale che di giorno è bar e la sera vende anche prodotti tipici confezionati. Potremmo applicare il CCNL Terziario Confcommercio oppure quello dei Pubblici esercizi FIPE: quanto è oggi il minimo mensile del 4° livello nei due contratti e quanta differenza c'è?",
      { today: TODAY },
    ).text;
    expect(opening(text)).toContain('126,06 €');
    expect(text).not.toContain('Tessile');
  });
});

describe('a renewal rise asked beside the seniority increment the worker already has', () => {
  it('answers the next tranche of the minimum, not the increments', () => {
    const text = askAgent(
      'main-agent',
      'La praticante è al 3° livello e prende 1.706,37 € di minimo, più 22 € di scatto e un superminimo di 50 €. Mi dicono che col rinnovo del CCNL Studi professionali a dicembre scatta un altro aumento. È vero? Da quando, e a quanto sale il minimo del 3° livello?',
      { today: TODAY },
    ).text;
    expect(opening(text)).toContain('1.726,37 €');
    expect(opening(text)).toContain('1° dicembre 2026');
    expect(openingLine(text)).not.toContain('scatto');
  });
});

describe('a payslip minimum the worker calls wrong', () => {
  const payslip =
    'CEDOLINO NOVEMBRE 2026\nAzienda: Trasporti Brianza srl - CCNL Logistica, trasporto merci e spedizione\nDipendente: Rossi Marco - Livello 5 (personale non viaggiante) - tempo pieno\nMinimo contrattuale ........ 1.703,16\nE.P.A. ...................... 23,33\nTOTALE COMPETENZE ........... 1.726,49\n';
  it('weighs the item against the table and says the monthly shortfall', () => {
    const text = askAgent(
      'calcolo',
      'Il dipendente sostiene che il minimo contrattuale del 5° livello è sbagliato. Se sì, di quanto è sotto al mese?',
      { today: TODAY, documents: [{ fileId: 'f', fileName: 'cedolino.txt', text: payslip }] },
    ).text;
    expect(openingLine(text)).toMatch(/^\*\*Sì\*\*/);
    expect(openingLine(text)).toContain('35,15 €');
  });
});

describe('a follow-up that moves the worker to another job and asks whether the level changes', () => {
  it('proposes the new job’s level and its minimum (FIPE barista: 5° livello)', () => {
    const text = askAgent(
      'calcolo',
      'Aspetti, ho cambiato idea: lo metto dietro al bancone del bar come barista, non più ai tavoli. Cambia il livello e il minimo?',
      {
        today: TODAY,
        history: [
          'Ho una trattoria (CCNL pubblici esercizi FIPE) e lunedì entra un ragazzo che farà il cameriere di sala, prende le comande e serve ai tavoli. A che livello lo devo mettere?',
          'ok quindi 4 livello. e quanto e il minimo lordo al mese adesso? full time 40 ore',
        ],
      },
    ).text;
    expect(openingLine(text)).toContain('5° livello');
    expect(openingLine(text)).toContain('1.580,09 €');
  });
});
