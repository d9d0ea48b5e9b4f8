import { describe, expect, it } from 'vitest';
import { readQuestion } from '../reader/read.js';
import { askAgent, openingLine, TEST_TODAY, testKb } from '../testing/agents.js';

const ask = (message: string, history: string[] = []) =>
  askAgent('calcolo', message, { history, today: '2026-11-27' }).text;

describe('calculations read from the story (fixs42a)', () => {
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

  it("reads 'scattato l'aumento' as when the pay rose, not the seniority increments", () => {
    // Commercio 4° from November 2026: 1.818,75 / 168 = 10,83.
    const text = ask(
      "commessa 4° livello commercio full time, quanto fa la paga oraria adesso che è scattato l'aumento di novembre?",
    );
    expect(openingLine(text)).toContain('10,83');
  });

  it("keeps the earlier turn's hourly pay when a follow-up opens with 'ok grz.'", () => {
    // Commercio 5°: 1.691,70 / 168 = 10,07.
    const text = ask('ok grz. e il collega del magazzino che sta al 5°?', [
      'commercio 4 livello full time, quanto fa la quota oraria col minimo di novembre?',
    ]);
    expect(openingLine(text)).toContain('10,07');
  });

  it('takes the level a category is restated as ("2ª categoria, cioè 5° livello")', () => {
    const read = readQuestion({
      kb: testKb,
      message:
        'impiegato tecnico di 2ª categoria, cioè 5° livello del ccnl edilizia industria: quanto fa il minimo?',
      history: [],
      today: TEST_TODAY,
      agent: 'calcolo',
    } as never);
    expect(read.slots.level).toBe('5');
  });

  it("places an 'addetta alle vendite' in the Commercio agreement", () => {
    // Commercio 4° 1.818,75 × 2/12 = 303,13.
    const text = ask(
      "Un'addetta alle vendite di 4° livello a termine dal 1° novembre al 31 dicembre 2026: quanto matura di tredicesima?",
    );
    expect(openingLine(text)).toContain('303,13');
  });

  it("answers 'quanto ci passa' between a hotel's two tables with the difference", () => {
    // Turismo 4°: 1.695,69 (alberghi) − 1.688,98 (alberghi minori) = 6,71.
    const text = askAgent('confronta', 'e in un due stelle quanto ci passa?', {
      history: ['minimo del 4° livello turismo in un hotel a quattro stelle?'],
      today: '2026-11-27',
    }).text;
    expect(openingLine(text)).toContain('6,71');
  });

  it('takes the night-holiday overtime rate when the story names a Saturday night into Sunday', () => {
    // Logistica non viaggiante 4°: 1.850,23 / 168 = 11,01; +75% = 19,27.
    const text = ask(
      'e se le 2 ore di straordinario le fa nella notte tra sabato e domenica, che per lui è festivo?',
      [
        'CCNL Logistica, magazziniere 4° livello non viaggiante: 2 ore di straordinario notturno feriale quanto valgono?',
      ],
    );
    expect(openingLine(text)).toContain('75%');
  });
});
