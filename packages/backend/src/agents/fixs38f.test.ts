import { describe, expect, it } from 'vitest';
import { readPlace } from '../reader/places.js';
import { readQuestion } from '../reader/read.js';
import { askAgent, openingLine, TEST_TODAY, testKb } from '../testing/agents.js';

const read = (message: string, history: string[] = []) =>
  readQuestion({ kb: testKb, message, history, today: TEST_TODAY } as never);

describe('session 38: calculations keep the facts the question gives', () => {
  it('a street named after a city is no residence', () => {
    expect(readPlace('lo studio dentistico di via roma, siamo in veneto').region).toBe('Veneto');
    expect(readPlace('lo studio dentistico di via roma, siamo in veneto').municipality).toBeUndefined();
    expect(readPlace('abito a roma').municipality).toBe('Roma');
  });

  it('the surcharge rates the user states replace the tables', () => {
    const answer = askAgent(
      'calcolo',
      "Studio di via Roma. Assistente al 4° livello degli Studi professionali, full time, 14 mensilità, solo minimo, nessun familiare a carico, tutto l'anno 2026. Siamo in Veneto: metta 1,23% di regionale e 0,8% di comunale. Netto annuo?",
    ).text;
    expect(answer).toMatch(/18\.822,\d\d/);
    expect(answer).not.toContain('Lazio');
  });

  it('a hire month told with an aside before the verb', () => {
    const req = read(
      "quest'anno a giugno, il primo giugno per la precisione, abbiamo preso Marco come cameriere al 5° livello del Turismo: quanto gli spetta di tredicesima a dicembre?",
    );
    expect(req.slots.hireDate?.slice(4)).toBe('-06-01');
  });

  it('overtime across midnight opens with both rates', () => {
    const answer = askAgent(
      'main-agent',
      'ok grazie. e le ore in piu quanto le devono pagare in piu? il sabato restiamo fino all una e mezza di notte',
      {
        history: ['lavoro cameriere in ristorante, contratto fipe 4 livello full time. quanto è il minimo?'],
      },
    ).text;
    expect(openingLine(answer)).toMatch(/30%.*60%/);
  });

  it('a letter’s part-time pay doubted is weighed against the proportioned minimum', () => {
    const text =
      'Lettera di assunzione\nCCNL: Terziario Confcommercio\nLivello: V\nPart-time orizzontale: 24 ore settimanali su 40\nRetribuzione mensile lorda: 1.000,00 euro\nDecorrenza: 2 gennaio 2027\n';
    const answer = askAgent('calcolo', 'I 1.000 euro lordi vanno bene o sono pochi per 24 ore?', {
      documents: [{ fileId: 'd1', fileName: 'lettera.txt', text }],
    } as never).text;
    expect(openingLine(answer)).toContain('1.015,02 €');
    expect(answer).toContain('24/40');
  });

  it('a 13th across the new year: each year on its own table', () => {
    const answer = askAgent(
      'calcolo',
      'CCNL Turismo, 4° livello, tempo pieno, dal 1° dicembre 2026 al 30 aprile 2027: quanto mi tocca di tredicesima, sul minimo?',
    ).text;
    expect(openingLine(answer)).toContain('718,21 €');
  });
});
