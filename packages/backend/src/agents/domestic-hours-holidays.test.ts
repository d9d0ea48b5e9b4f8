import { describe, expect, it } from 'vitest';
import { askAgent, openingLines } from '../testing/agents.js';

// Working hours, extra hours and holiday work (issue 12): the group of domestic worker asked by how the family
// says it, hours within or past the full week, holidays accrued whatever the days a week, a public holiday worked,
// the eves of 24 and 31 December, and Confapi's holiday surcharge against Federmeccanica's.
describe('domestic hours and holiday work, as families and workers ask them', () => {
  it('a live-in carer said as "dorme in casa" gets the live-in week alone', async () => {
    const answer = await askAgent(
      'main-agent',
      'Mia nonna ha una signora fissa che dorme in casa con lei: fino a quante ore a settimana può lavorare?',
    );
    expect(openingLines(answer.text)).toMatch(/\*\*conviventi 54 ore/);
    expect(answer.text).not.toMatch(/\b40 ore/);
  });

  it('a follow-up on a worker coming only in the afternoon gets the live-out week alone', async () => {
    const answer = await askAgent(
      'main-agent',
      'E se invece prendiamo una colf che viene solo il pomeriggio, qual è il massimo di ore settimanali?',
      {
        history: [
          'Mia nonna ha una signora fissa che dorme in casa con lei: fino a quante ore può lavorare?',
        ],
      },
    );
    expect(openingLines(answer.text)).toMatch(/non conviventi 40 ore/);
    expect(answer.text).not.toMatch(/\b54 ore/);
  });

  it('extra daytime hours within 40 are paid at the level’s minimum hour, no surcharge', async () => {
    const answer = await askAgent(
      'calcolo',
      'Colf livello B non convivente assunta a 25 ore settimanali, la paghiamo al minimo 2026. Questa settimana ha fatto 3 ore in più di mattina, mia sorella dice che sono straordinario: quanto le devo?',
    );
    expect(openingLines(answer.text)).toContain('21,03 €');
    expect(answer.text).not.toContain('8,76 €');
  });

  it('hours 41 to 43 of a live-out worker take the 10% band, not 25%', async () => {
    const answer = await askAgent(
      'calcolo',
      'Colf a ore livello B pagata al minimo 2026, orario contrattuale 40 ore settimanali; la settimana scorsa ha lavorato 43 ore, le 3 ore eccedenti di mattina in un giorno feriale. Quanto vale ogni ora e quanto in totale?',
    );
    expect(openingLines(answer.text)).toContain('7,71 €');
    expect(openingLines(answer.text)).toContain('23,13 €');
    expect(answer.text).not.toContain('8,76 €');
  });

  it('holidays accrue 26/12 a month even on two days a week', async () => {
    const answer = await askAgent(
      'calcolo',
      'La colf l’abbiamo presa il 1° marzo 2026 e viene solo due giorni a settimana: quante ferie ha maturato al 31 ottobre 2026?',
    );
    expect(openingLines(answer.text)).toContain('17,33 giorni');
  });

  it('a carer with no day off on Santo Stefano gets the 60% on the hours worked', async () => {
    const answer = await askAgent(
      'main-agent',
      'Mio padre ha una badante che a Santo Stefano non ha il giorno libero e lavora come sempre: le spetta qualcosa in più?',
    );
    expect(openingLines(answer.text)).toContain('60%');
  });

  it('New Year’s Eve in a shop is a working day with no holiday surcharge', async () => {
    const answer = await askAgent(
      'main-agent',
      'il 31 dicembre conta come giorno festivo? faccio la cassiera col contratto del commercio, mi pagano la maggiorazione festiva?',
    );
    expect(openingLines(answer.text)).toMatch(/non è un giorno festivo/);
    expect(answer.text).not.toMatch(/30%/);
  });

  it('the logistics half-holiday on the eve, asked after the shop’s', async () => {
    const answer = await askAgent(
      'main-agent',
      'E mia sorella che sta in magazzino col CCNL Logistica, trasporto merci e spedizione? La vigilia fino a che ora lavora?',
      { history: ['la vigilia di Natale è festiva per chi lavora in un negozio? contratto commercio'] },
    );
    expect(openingLines(answer.text)).toMatch(/fino alle 13/);
  });

  it('Confapi’s holiday surcharge beside Federmeccanica’s', async () => {
    const answer = await askAgent(
      'confronta',
      'Lavoro festivo a Natale: metalmeccanici PMI Confapi rispetto ai metalmeccanici industria, che maggiorazione?',
    );
    expect(openingLines(answer.text)).toContain('55%');
    expect(openingLines(answer.text)).toContain('50%');
  });
});

describe('a live-in carer’s hours asked a week and a day', () => {
  it('keeps to the live-in figures in both answers, without the non-live-in 40 hours', () => {
    const answer = askAgent(
      'main-agent',
      'La colf che dorme da noi fino a quante ore può lavorare a settimana? E al giorno?',
    );
    expect(answer.text).toContain('54 ore');
    expect(answer.text).toContain('10 ore');
    expect(answer.text).not.toContain('40 ore');
  });
});
