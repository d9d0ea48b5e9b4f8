import { describe, expect, it } from 'vitest';
import { readAmounts } from '../reader/amounts.js';
import { withoutExcludedItems } from '../reader/excluded-items.js';
import { readable } from '../reader/text.js';
import { weatherStoppageAsked } from '../reader/weather-stoppage.js';
import { askAgent, testKb as kb, openingLine } from '../testing/agents.js';
import { toldBase } from './cassa-edile-told-base.js';
import { overtimeBase } from './rate-base.js';
import { ratesForCondition } from './rate-condition.js';

const rates = kb.byId('multiservizi-pulizia')?.rates.rates ?? [];
const nightPercents = (message: string): number[] =>
  ratesForCondition(
    rates.filter((r) => r.kind === 'notturno'),
    readable(message),
  ).chosen.map((r) => r.percent);

describe('a fixed night said without rotation (fixs43l)', () => {
  it('is the rate for night work not on shifts, whatever an earlier turn said of rotating shifts', () => {
    expect(
      nightPercents(
        'fa una notte dalle 22 alle 6 con turni a rotazione. E se invece la mettiamo fissa di notte, senza rotazione?',
      ),
    ).toEqual([30]);
    expect(nightPercents('lavora sempre di notte, dalle 22 alle 6: che maggiorazione?')).toEqual([30]);
  });
  it('keeps the shift rate when the shifts rotate and nobody does only nights', () => {
    expect(
      nightPercents(
        'turni a rotazione mattina/pomeriggio/notte, nessuno fa solo notti: la notte dalle 22 alle 6?',
      ),
    ).toEqual([20]);
  });
});

describe('a lump sum the story tells (fixs43l)', () => {
  it('is not the worker’s pay', () => {
    const amounts = readAmounts(
      readable(
        "il vecchio appaltatore pagava la notte 'a forfait' con 10 euro e basta: quanto le spetta per 8 ore?",
      ),
    );
    expect(amounts.filter((a) => a.kind !== 'hours').map((a) => a.value)).not.toContain(10);
    expect(
      readAmounts(readable('gli davamo 25 euro forfettari a notte')).filter((a) => a.kind !== 'hours'),
    ).toEqual([]);
  });
  it('leaves a pay told plainly alone', () => {
    expect(readAmounts(readable('la paga oraria è 10 euro')).map((a) => a.value)).toContain(10);
  });
});

describe('rain in the background of another question (fixs43l)', () => {
  it('is no work stopped by the weather when "paga" is the pay’s name', () => {
    expect(
      weatherStoppageAsked(
        readable(
          'per recuperare i giorni di pioggia ha fatto 6 ore di straordinario; paga base e contingenza 11,40 €: quanto gli devo?',
        ),
      ),
    ).toBe(false);
    expect(
      weatherStoppageAsked(
        readable('bronchite sotto la pioggia, retribuzione con paga base 10,90 €: quanto al giorno?'),
      ),
    ).toBe(false);
  });
  it('still reads the days lost to rain', () => {
    expect(
      weatherStoppageAsked(readable('ha piovuto tre giorni e la squadra è rimasta a casa: chi la paga?')),
    ).toBe(true);
  });
});

describe('a building worker’s sickness told by its illness (fixs43l)', () => {
  it('gets the daily amount of the band asked, the hourly pay told after its elements', async () => {
    const result = await askAgent(
      'calcolo',
      'il muratore ha la polmonite, il medico gli ha dato 15 giorni; fa 40 ore a settimana e la retribuzione oraria con paga base, contingenza ed EET è 10,90 €. Edilizia industria: quanto paghiamo al giorno dal quarto giorno in poi?',
    );
    expect(openingLine(result.text)).toContain('27,58 €');
  });
});

describe('the Cassa Edile set-aside on hours worked × hourly elements (fixs43l)', () => {
  it('reads the base from a summary of hours, rain hours left out', () => {
    expect(
      toldBase([
        readable(
          'ore ordinarie effettivamente lavorate: 152\nore perse per pioggia: 16\nelementi orari per accantonamento: 10,85 €/h',
        ),
      ]),
    ).toEqual({ hours: 152, hourly: 10.85, base: 1649.2 });
  });
  it('gives the net amount on an earlier turn’s base', async () => {
    const result = await askAgent('calcolo', 'e al netto quanto versiamo alla cassa edile? fammi il conto', {
      history: [
        'Edilizia industria, operaio: 152 ore ordinarie lavorate, elementi orari 10,85 €/h. Accantonamento lordo Cassa Edile?',
      ],
    });
    expect(openingLine(result.text)).toContain('234,19 €');
  });
});

describe('items left out of the ask (fixs43l)', () => {
  it('are not the ask', () => {
    expect(
      withoutExcludedItems('quanto costa in piu al mese, solo di minimo, senza contare its ed eet di roma.'),
    ).not.toMatch(/\beet\b/);
    expect(withoutExcludedItems('quanto vale l eet di roma?')).toMatch(/\beet\b/);
  });
});

describe('the base of an overtime surcharge (fixs43l)', () => {
  it('is the one the agreement’s rates text names', () => {
    const coop = kb.byId('cooperative-sociali');
    expect(coop && overtimeBase(coop, 'straordinario')).toMatch(/^sul minimo conglobato/);
    expect(coop && overtimeBase(coop, 'notturno')).toBe('sulla paga oraria');
  });
});
