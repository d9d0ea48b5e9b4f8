import { describe, expect, it } from 'vitest';
import { askAgent, openingLines, withUpload } from '../testing/agents.js';

// The Christmas season in shops (Terziario Confcommercio), asked in other words than the blind wave's.
describe('Christmas season in Commercio shops', () => {
  it('when the 13th is due: by Christmas Eve, not with January pay', () => {
    const text = askAgent(
      'main-agent',
      'ccnl commercio: quando va pagata la tredicesima? il titolare dice che la mette a fine gennaio',
    ).text;
    expect(openingLines(text)).toContain('vigilia di Natale (24 dicembre)');
  });

  it("a colleague's 13th in a follow-up counts the months of the dates told, not the earlier case's", () => {
    // 5° livello 1.691,70 × 1/12 = 140,98.
    const text = askAgent(
      'calcolo',
      'e per il magazziniere al 5° livello preso dal 1° dicembre al 31 dicembre?',
      {
        history: [
          'negozio ccnl commercio, commessa di 4 livello assunta dal 1° settembre al 31 dicembre: quanto le spetta di tredicesima per questi quattro mesi?',
        ],
      },
    ).text;
    expect(openingLines(text)).toContain('**140,98 €**');
    expect(text).not.toContain('4/12');
  });

  it("the seasonal causale's period opens, also when the renewal that brought it is named", () => {
    const natale = askAgent(
      'main-agent',
      'Per un negozio di giocattoli con CCNL Commercio: la causale natalizia prevista dal rinnovo del 2024 per i contratti a termine oltre i 12 mesi, in che periodo si può usare?',
    ).text;
    expect(openingLines(natale)).toContain('15 novembre e il 15 gennaio');
    expect(natale).not.toContain('240,00');
    const pasqua = askAgent(
      'main-agent',
      'commercio, contratto a termine oltre 12 mesi con causale di Pasqua: da quando a quando vale?',
    ).text;
    expect(openingLines(pasqua)).toContain('quindici giorni precedenti e i quindici giorni successivi');
  });

  it("a whole 13th's net from the level's minimum, and why it nets less than a month", () => {
    // 1.691,70 × 9,19% = 155,47; (1.691,70 − 155,47) × 23% = 353,33; netto 1.182,90.
    const question =
      'sono al 5 livello del commercio, la tredicesima intera su busta separata quanto mi viene netta?';
    const text = askAgent('calcolo', question).text;
    expect(openingLines(text)).toContain('**1.182,90 €**');
    expect(text).toContain('senza detrazioni');
    const why = askAgent('calcolo', 'come mai è meno di una busta normale, se il lordo è lo stesso?', {
      history: [question],
    }).text;
    expect(openingLines(why)).toContain('detrazioni per lavoro dipendente');
  });

  it('a newcomer to selling with no apprenticeship is the aiutante commesso, 18 months at the 5th level', () => {
    const text = askAgent(
      'inquadra',
      'apro un negozio di ottica, ccnl commercio. prendo per le feste un ragazzo che non ha mai lavorato nella vendita e non ha fatto apprendistato: venderà occhiali al banco. che livello?',
    ).text;
    expect(openingLines(text)).toContain('5° livello');
    expect(text).toContain('18 mesi');
  });

  it('why only the surcharge on a Sunday: the rest day comes back as a compensatory rest', () => {
    const text = askAgent(
      'calcolo',
      'ma come mai solo la maggiorazione e non mi pagano la giornata intera?',
      {
        history: [
          'commessa 5 livello commercio, domenica 20 dicembre lavoro 6 ore e il riposo me lo danno il martedì dopo: quanto prendo di maggiorazione?',
        ],
      },
    ).text;
    expect(openingLines(text)).toContain('riposo compensativo');
  });

  it("one day of an uploaded sheet asked by its date: that row's hours and notes", () => {
    const sheet =
      'PRESENZE DICEMBRE 2026\nDipendente: BIANCHI LUCA\n\nData        Giorno     Ore   Note\n' +
      '06/12/2026  domenica   7     riposo compensativo ven 11/12\n' +
      '20/12/2026  domenica   5     riposo compensativo lun 21/12\n';
    const text = askAgent(
      'main-agent',
      'nel foglio che ti ho mandato, il 20/12 quante ore mi hanno segnato e quando ho il riposo?',
      withUpload('presenze.txt', sheet),
    ).text;
    expect(openingLines(text)).toContain('**5 ore**');
    expect(openingLines(text)).toContain('21/12');
    expect(openingLines(text)).not.toContain('7 ore');
  });
});
