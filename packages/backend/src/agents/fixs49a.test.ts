import { describe, expect, it } from 'vitest';
import { askAgent, openingLine, openingLines, withUpload } from '../testing/agents.js';

// Session 49 (fixs49a): Alimentari industria answers that missed the agreement's own rule — a night shift told
// by its clock times over a run of days, the 13th's share of a short fixed-term contract, a part-timer's minimum
// beside the full-time week, a fixed-term letter's probation beside the level's row of the agreement.

describe('night hours told as a shift over a run of days', () => {
  it('values five 22-6 nights (40 hours), not the hours an earlier turn valued', () => {
    const before =
      'CCNL alimentari industria, paga oraria 10,80 lordi: ho fatto 6 ore di straordinario diurno, quanto mi spetta?';
    const text = askAgent(
      'calcolo',
      'la prossima settimana invece turno di notte dalle 22 alle 6 dal lunedì al venerdì, dentro il normale orario a turni: quanto prendo in più di notturno?',
      { history: [before] },
    ).text;
    expect(openingLine(text)).toContain('129,60 €');
    expect(openingLine(text)).not.toContain('19,44 €');
  });
});

describe('the 13th of a short fixed-term contract, without the pay', () => {
  it.each([
    [
      'Contratto a termine dal 1° ottobre al 31 dicembre 2026, industria alimentare: quanti ratei di tredicesima?',
      '3/12',
    ],
    ['Stagionale dal 1° settembre al 30 novembre 2026, CCNL alimentari: quanta tredicesima matura?', '3/12'],
    [
      'Assunto dal 10 agosto 2026 al 31 dicembre 2026, CCNL industria alimentare: ratei di tredicesima?',
      '5/12',
    ],
  ])('%s', (q, share) => {
    expect(openingLine(askAgent('calcolo', q).text)).toContain(share);
  });
});

describe("a part-timer's minimum beside the full-time week", () => {
  it('gives the 6° livello minimum over 24 of 40 hours, not overtime', () => {
    const text = askAgent(
      'calcolo',
      'CCNL industria alimentare, assumo a dicembre 2026 una ragazza al 6° livello part-time 24 ore a settimana; il tempo pieno da noi è 40 ore. Che minimo lordo mensile le spetta per le 24 ore?',
    ).text;
    expect(openingLines(text)).toContain('1.032,03 €');
    expect(text).not.toMatch(/straordinario/);
  });
});

describe("a fixed-term letter's probation beside the agreement's level row", () => {
  const letter = [
    'Oggetto: assunzione a tempo determinato',
    "Assunzione a tempo determinato dal 1° dicembre 2026 al 10 gennaio 2027, 6° livello del CCNL per i lavoratori dell'industria alimentare.",
    'Periodo di prova: 12 giorni lavorativi.',
  ].join('\n');
  it('states the 18 working days of the 6° livello today, with the law rule for the fixed term', () => {
    const text = askAgent('main-agent', 'la prova scritta in questa lettera va bene per il livello?', {
      ...withUpload('lettera.txt', letter),
    }).text;
    expect(openingLines(text)).toContain('18 giorni lavorativi');
    expect(openingLines(text)).toContain('1 giorno ogni 15 giorni di calendario');
  });
});
