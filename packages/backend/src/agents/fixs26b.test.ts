import { describe, expect, it } from 'vitest';
import { askAgent } from '../testing/agents.js';

const ask = (message: string, history: string[] = []) =>
  askAgent('main-agent', message, { documents: [], history }).text;
const opening = (message: string, history: string[] = []) => ask(message, history).split('\n')[0] ?? '';

describe('several rates, hours or tranches asked at once each get their figure', () => {
  it('the first 2 overtime hours and the third: both values, with the ordinary hour', () => {
    const first = opening(
      'Metalmeccanico industria D1, solo minimo, giugno 2026: 3 ore di straordinario in un giorno. Quanto vale la paga oraria, le prime due ore e la terza?',
    );
    expect(first).toMatch(/paga oraria normale è di \*\*\d+,\d{2} €\*\*/);
    expect(first).toMatch(/per le prime 2 ore \(\+25%\).*dalla terza ora in poi \(\+30%\)/);
  });
  it('a domestic worker’s overtime by day, after 22 and on Sunday: three values', () => {
    const first = opening(
      'Ho una colf non convivente di livello A pagata il minimo 2026: per le ore in più di giorno, quelle dopo le 22 e quelle di domenica quanto le spetta all’ora in ciascun caso?',
    );
    expect(first).toMatch(/livello A/);
    expect(first).toMatch(/di giorno \(\+25%\).*di notte.*\(\+50%\).*domenica.*\(\+60%\)/);
  });
  it('one case told by what it is not keeps the single rate', () => {
    expect(
      opening(
        'CCNL studi professionali, 3° livello: quanto vale un ora di straordinario normale, non festiva né notturna?',
      ),
    ).not.toMatch(/di notte/);
  });
  it('night shifts over a month: the surcharge alone, hours × the hour’s increase', () => {
    expect(
      opening(
        'RSA con CCNL AIOP RSA: un OSS a marzo ha fatto 12 notti da 8 ore, quota oraria 10,00 €. Quanto gli spetta in più di maggiorazione notturna nel mese?',
      ),
    ).toMatch(/12 turni di 8 ore \(96 ore\).*\*\*144,00 €\*\*/);
  });
  it('the Cassa Edile set-aside in total and its Christmas-bonus part', () => {
    const first = opening(
      'Edilizia industria, operaio con 160 ore ordinarie a maggio a 12,00 € l’ora: quanto accantono in Cassa Edile tra ferie e gratifica natalizia, e di questo quanto è gratifica?',
    );
    expect(first).toMatch(/\*\*355,20 € lordi\*\*.*gratifica natalizia \(10%\) è \*\*192,00 €\*\*/);
  });
  it('the tranches between two months, both included, summed', () => {
    expect(
      opening(
        'CCNL chimico farmaceutico, categoria D1: di quanto sale il TEM fra dicembre 2025 e luglio 2027?',
      ),
    ).toMatch(/\*\*140,00 €\*\*/);
  });
  it('the whole increase asked for two levels: both figures', () => {
    const first = opening(
      'Vigilanza privata: a regime l’ultimo rinnovo quanto dà al quarto livello GPG e quanto al livello D dei servizi fiduciari?',
    );
    expect(first).toMatch(/\*\*250,00 €\*\*.*\*\*350,00 €\*\*/);
  });
  it('the increments’ maximum asked after the ones matured', () => {
    expect(
      opening('E quando avrà maturato tutti gli scatti quanto prenderà in più al mese?', [
        'Colf convivente livello B con 4 anni di servizio: quanto valgono gli scatti?',
      ]),
    ).toMatch(/7 scatti.*\*\*275,28 € lordi in più al mese\*\*/);
  });
  it('holidays asked in hours with a horizontal part-time share', () => {
    expect(
      opening(
        'Ferie nel CCNL alimentari industria: quante ore sono in un anno a tempo pieno? E con un part-time orizzontale al 75%?',
      ),
    ).toMatch(/\*\*173 ore\*\*.*\*\*129,75 ore\*\*/);
  });
  it('a 14th of a worker in service for years: the month told is the pay’s, not a hire', () => {
    expect(
      opening(
        'cooperative sociali, operatore full time in servizio da anni: a giugno 2026 prende 1.500 euro al mese, quanto è la quattordicesima?',
      ),
    ).toMatch(/\*\*750,00 €/);
  });
});
