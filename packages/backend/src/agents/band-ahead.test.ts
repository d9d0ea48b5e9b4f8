import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';
import { askedWorkerYears, yearsAhead } from './band-ahead.js';

const lead = (message: string, history?: string[]) =>
  openingLine(askAgent('main-agent', message, history ? { history } : {}).text);

describe('a length of service looked ahead to', () => {
  it('reads the years ahead, never an age', () => {
    expect(yearsAhead('superati i dieci anni avro piu ferie?')).toBe(10);
    expect(yearsAhead('e quando passo i 10 anni cambia qualcosa?')).toBe(10);
    expect(yearsAhead('quante settimane dopo i dieci anni?')).toBe(10);
    expect(yearsAhead('mio figlio compie 10 anni di eta, posso avere il congedo?')).toBeUndefined();
    expect(yearsAhead('quante ferie ho?')).toBeUndefined();
  });

  it('says the band after that length beside the band of the years now', () => {
    const now = lead(
      "Sono entrato in un'azienda di detergenti nove anni fa. Superati i dieci anni avrò più ferie? Quante settimane ho adesso e quante dopo i dieci anni col contratto chimico?",
    );
    expect(now).toMatch(/con 9 anni di anzianità spettano 4 settimane/);
    expect(now).toMatch(/superati i 10 anni di anzianità spettano 5 settimane/);
    expect(
      lead('e quando passo i 10 anni cambia qualcosa?', [
        'ho 8 anni di anzianita in azienda (chimico farmaceutico), quante settimane di ferie mi spettano all anno?',
      ]),
    ).toMatch(/5 settimane/);
  });
});

describe('the years of the worker asked about, not the writer’s own', () => {
  it('reads "chi ha almeno 18 anni di anzianità"', () => {
    expect(askedWorkerYears('chi ha almeno 18 anni di anzianita in azienda quante ferie ha?')).toBe(18);
    expect(askedWorkerYears('io sono qui da 4 anni')).toBeUndefined();
    expect(
      lead(
        'Io sono qui da 4 anni e di ferie ne ho 4 settimane. Secondo il CCNL metalmeccanici industria, chi ha almeno 18 anni di anzianità in azienda quante settimane di ferie ha in totale?',
      ),
    ).toMatch(/con 18 anni di anzianità spettano 5 settimane/);
  });

  it('counts the service from a hire year told with the same factory', () => {
    expect(
      lead(
        "Sono un operaio metalmeccanico, contratto dell'industria, lavoro nella stessa fabbrica dal 1995 senza interruzioni. Quante settimane di ferie mi spettano nel 2026?",
      ),
    ).toMatch(/spettano 5 settimane/);
  });
});
