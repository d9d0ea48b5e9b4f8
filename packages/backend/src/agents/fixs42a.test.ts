import { describe, expect, it } from 'vitest';
import { readQuestion } from '../reader/read.js';
import { askAgent, openingLine, TEST_TODAY, testKb } from '../testing/agents.js';

const ask = (message: string, history: string[] = []) =>
  askAgent('calcolo', message, { history, today: '2026-11-27' }).text;

describe('calculations read from the story (fixs42a)', () => {
  it('keeps the regional surcharge when only the municipal one is left out, in every part of the answer', () => {
    // Turismo 4° alberghi 1.695,69 × 14 = 23.739,66; Sardegna 1,23% → net 19.834,13 (opening too).
    const text = ask(
      "ciao, receptionist 4 livello turismo alberghi, assunta a tempo indeterminato (niente altri redditi). se prendo il minimo attuale x 14 mensilita quanto le resta netto all'anno nel 2026? siamo in sardegna, metti l'addizionale regionale ma la comunale lasciala stare",
    );
    expect(openingLine(text)).toContain('19.834,13');
    expect(openingLine(text)).not.toContain('20.099,29');
  });

  it('reads the region kept when the municipal surcharge alone is set aside', () => {
    const read = readQuestion({
      kb: testKb,
      message:
        "netto annuo 2026 della barista di 5° livello turismo a 14 mensilità? viviamo in Sardegna: l'addizionale regionale mettila ma la comunale lasciala stare",
      history: [],
      today: TEST_TODAY,
      agent: 'calcolo',
    } as never);
    expect(read.slots.region).toBe('Sardegna');
  });

  it('reads the day a worker passed to the new contractor as the start of the 13th accrual', () => {
    // Multiservizi 3°: (1.478,05 + EDR 10,33) × 7/12 = 868,22.
    const text = ask(
      "Cambio d'appalto: l'operaia di 3° livello Multiservizi, tempo pieno, è passata da noi dal 1° giugno 2026. Quanto le devo di tredicesima a dicembre per i mesi fatti con noi?",
    );
    expect(openingLine(text)).toContain('7 mesi');
    expect(openingLine(text)).toContain('868,22');
  });

  it('takes the night rate without shifts when the worker is said not to rotate on shifts', () => {
    // Multiservizi 4°: 1.561,70 / 173 = 9,03; non in turno 30% → 2,71 € more an hour.
    const text = ask(
      'Multiservizi, guardiano di 4° livello, lavora sempre di notte e non gira a turni con altri: quanto vale la maggiorazione notturna all’ora?',
    );
    expect(openingLine(text)).toContain('30%');
    expect(openingLine(text)).not.toContain('20%');
  });
});
