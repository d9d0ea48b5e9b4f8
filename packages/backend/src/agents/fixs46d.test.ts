import { describe, expect, it } from 'vitest';
import { askAgent, openingLine, withUpload } from '../testing/agents.js';

const today = '2026-11-28';

describe('end-of-season and pro-rata pay items (fixs46d)', () => {
  it('keeps the TFR asked when the 13th and 14th are put in its base, net of the guarantee fund', () => {
    const text = askAgent(
      'calcolo',
      'Albergo con CCNL Turismo Federalberghi, stagionale 4° livello dal 1/5/2026 al 31/10/2026, solo minimo. ' +
        'Calcolami il TFR della stagione mettendo nella base anche tredicesima e quattordicesima maturate: ' +
        'lordo e al netto dello 0,50% del fondo di garanzia.',
      { today },
    ).text;
    expect(openingLine(text)).toContain('819,90 €');
    expect(text).toContain('879,25 €');
    expect(text).not.toContain('Il netto stimato');
  });

  it('reads a shorter TFR phrasing with the extra months "incluse" as the TFR', () => {
    const text = askAgent(
      'calcolo',
      'CCNL Pubblici esercizi FIPE, cuoco 4° livello a termine dal 1° giugno al 30 settembre 2026, al minimo. ' +
        'Quanto TFR matura, con i ratei di 13ª e 14ª inclusi nella base? Lordo e al netto del fondo di garanzia.',
      { today },
    ).text;
    expect(openingLine(text)).toMatch(/TFR maturato in 4 mesi/);
    expect(text).toContain('585,13 €');
  });

  it('takes the holiday days told as taken off the accrual over the season', () => {
    const text = askAgent(
      'calcolo',
      'CCNL turismo federalberghi, cameriera ai piani 4° livello, stagione dal 1 maggio al 31 ottobre 2026, ' +
        'al minimo. Di ferie ne ha godute appena 4 giorni: a fine contratto quanto le devo pagare per le ferie non godute?',
      { today },
    ).text;
    expect(openingLine(text)).toContain('13 giorni');
    expect(openingLine(text)).toContain('586,97 €');
  });

  it('still pays the untaken days when the question tells them as left', () => {
    const text = askAgent(
      'calcolo',
      'CCNL turismo federalberghi, 3° livello al minimo, stagionale fino al 31 ottobre 2026: le restano 11 giorni di ferie non godute. Quanto le spetta?',
      { today },
    ).text;
    expect(text).toContain('760,29 €');
  });

  it('reads the 14th already paid as the figure to check, not the monthly pay', () => {
    const text = askAgent(
      'calcolo',
      'e la quattordicesima di luglio quanto doveva essere? in busta le hanno messo circa 290 euro',
      {
        today,
        history: [
          'commessa ccnl commercio 4 livello full time, assunta il 1 maggio 2026, al minimo: quanto le spetta di tredicesima?',
        ],
      },
    ).text;
    expect(openingLine(text)).toContain('297,29 €');
    expect(text).toContain('2/12');
  });

  it('denies an exact 14th paid and doubted', () => {
    const text = askAgent(
      'calcolo',
      'Commercio, impiegato 3° livello assunto il 1° marzo 2026. A luglio gli ho pagato 480 euro di quattordicesima: era giusta?',
      { today },
    ).text;
    expect(openingLine(text)).toMatch(/^No: non 480,00 € ma \*\*661,30 €\*\*/);
  });

  it('names the fraction beside the 13th of a part year', () => {
    const text = askAgent(
      'calcolo',
      'CCNL Commercio 4° livello, assunta il 1° giugno 2026 al minimo: quanto prende di tredicesima a dicembre?',
      { today },
    ).text;
    expect(openingLine(text)).toContain('(7/12)');
  });

  it('bounds the 13th by the end of a seasonal letter\'s "dal … al …"', () => {
    const letter =
      'Lettera di assunzione a tempo determinato\nCCNL applicato: Pubblici esercizi FIPE\nQualifica: cameriere - Livello: 5°\n' +
      'Periodo: dal 01/06/2026 al 30/09/2026\nRetribuzione: minimi contrattuali';
    const text = askAgent(
      'calcolo',
      'Ecco la lettera: finito il contratto, quanto gli spetta di rateo di tredicesima?',
      {
        today,
        ...withUpload('lettera.txt', letter),
      },
    ).text;
    expect(openingLine(text)).toContain('4 mesi (4/12)');
  });
});
