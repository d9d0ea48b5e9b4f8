import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

const opening = (message: string, history: string[] = [], agent = 'main-agent') =>
  openingLine(askAgent(agent, message, { history }).text);

// Domestic notice (bazeapp, impresalavoro): at least 25 hours a week, 15 days up to 5 years and 30 beyond;
// fewer than 25 hours, 8 days up to 2 years and 15 beyond. A resignation halves the terms only from 25 hours a
// week (art. 40 as reproduced by Brocardi; Fisco7 2015). At the employer's death the same terms apply (sespera,
// HuffPost on art. 39).
describe("a family's notice: hours, years, who ends the job, the employer's death", () => {
  it.each([
    [
      'la signora delle pulizie viene 10 ore a settimana da 4 anni, voglio chiudere: con quanto anticipo la avviso?',
      '**15 giorni**',
    ],
    ['colf a 12 ore settimanali assunta da un anno e mezzo, la licenzio: preavviso?', '**8 giorni**'],
    [
      'la baby sitter fa 30 ore settimanali da 2 anni e vuole dimettersi: quanto preavviso ci deve?',
      '**7,5 giorni**',
    ],
    ['badante convivente da 8 anni, se se ne va lei quanti giorni di preavviso deve dare?', '**15 giorni**'],
  ])('%s', (message, figure) => {
    const line = opening(message);
    expect(line).toContain('Lavoro domestico');
    expect(line).toContain(figure);
  });

  it.each([
    // Under 25 hours: the worker who resigns gives the same notice as a dismissal.
    [
      'sono colf, 15 ore settimanali, da 5 anni con la stessa famiglia: se mi dimetto quanto preavviso devo dare?',
      '**15 giorni**',
      'non si dimezzano',
    ],
    [
      'la colf viene 6 ore a settimana da un anno e vuole andarsene: quanti giorni di preavviso ci deve?',
      '**8 giorni**',
      'non si dimezzano',
    ],
    // From 25 hours the resignation halves it: 25 hours is already in the upper band.
    ['la badante fa 25 ore a settimana da 3 anni e si dimette: preavviso?', '**7,5 giorni**', 'la metà'],
  ])('resignation: %s', (message, figure, why) => {
    const line = opening(message);
    expect(line).toContain(figure);
    expect(line).toContain(why);
  });

  // Art. 40 (Brocardi) halves the terms on resignation and gives no rounding: 15 days are 7,5 (Fisco7 writes 8).
  it('a resignation whose half is not a whole day says the agreement does not round it', () => {
    const line = opening(
      'la colf fa 30 ore a settimana da 3 anni e si dimette: 7 giorni e mezzo o si arrotonda a 8?',
    );
    expect(line).toContain('**7,5 giorni**');
    expect(line).toContain('non dà una regola di arrotondamento');
    const whole = opening('la badante convivente da 7 anni si dimette: quanti giorni di preavviso?');
    expect(whole).toContain('**15 giorni**');
    expect(whole).not.toContain('arrotondamento');
  });

  it('a dismissal under 25 hours: its 15 days, never a halved resignation term', () => {
    // Session 34: the side the family asks is answered alone (the resignation term is an unasked extra).
    const line = opening('colf a 18 ore settimanali da 3 anni, la licenzio: quanti giorni di preavviso?');
    expect(line).toContain('**15 giorni**');
    expect(line).toContain('licenziamento');
    expect(line).not.toContain('7,5');
  });

  it("the employer's death closes the job with the dismissal's terms", () => {
    const line = opening(
      'Il nonno assistito dalla badante convivente (con lui da 8 anni) è deceduto ieri. Dobbiamo riconoscerle il preavviso: quanti giorni?',
    );
    expect(line).toContain('morte del datore');
    expect(line).toContain('**30 giorni**');
  });

  it('a follow-up that moves in changes the probation to the live-in one', () => {
    const line = opening('e se da gennaio andasse a vivere con mia madre?', [
      'assumo una colf a ore, livello BS: quanto dura al massimo la prova?',
    ]);
    expect(line).toContain('**30 giorni di lavoro effettivo**');
  });
});

// Non-live-in hourly minimums, 2025 (blu-way, 31.1.2025): B 6,68, CS 7,91; 2026 after the ISTAT adjustment (omravera): CS 8,30.
describe('a domestic hourly minimum is read from the hourly table', () => {
  it.each([
    ['colf non convivente livello B: minimo orario nel 2025?', '**6,68 €'],
    [
      "badante a ore per persona non autosufficiente, livello CS, nel 2025 quanto all'ora minimo?",
      '**7,91 €',
    ],
    ['paga oraria minima di una badante non convivente CS dal 2026?', '**8,30 €'],
  ])('%s', (message, figure) => {
    const line = opening(message, [], 'calcolo');
    expect(line).toContain(figure);
    expect(line).not.toMatch(/divisore orario .*non è disponibile/);
  });
});

// Assindatcolf (festività): a holiday on a day an hourly worker does not work is paid at 1/6 of the weekly hours.
describe('a holiday an hourly domestic worker does not work', () => {
  it('is paid at one sixth of the week at the hourly pay', () => {
    const line = opening(
      'La colf fa 18 ore a settimana a 9 euro l’ora, dal lunedì al mercoledì. Il 2 giugno cade di giovedì e lei non lavora: devo pagarle qualcosa?',
    );
    expect(line).toContain('**27,00 €**');
  });
});

describe('two domestic workers hired at once', () => {
  it('the probation of the live-in carer and of the hourly housekeeper, each', () => {
    const text = askAgent(
      'main-agent',
      'Prendiamo una badante convivente per la nonna e una colf a ore, livello A, che viene 10 ore a settimana: quanto dura la prova per ciascuna?',
      { today: '2026-12-02' },
    ).text;
    expect(text).toMatch(/convivente è di \*\*30 giorni di lavoro effettivo\*\*/);
    expect(text).toMatch(/livello A è di \*\*8 giorni di lavoro effettivo\*\*/);
  });
});
