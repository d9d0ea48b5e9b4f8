import { describe, expect, it } from 'vitest';
import { askAgent, openingLines, withUpload } from '../testing/agents.js';

// A word of the story that is not the question (issue 12, session 55): the rain an overtime was worked against,
// the contingenza the writer does not understand, the craft word of the other agreement compared; and the heat a
// site stops for, which is the question.
describe('weather in a story', () => {
  it('overtime worked before the rain is overtime, not a weather stoppage', () => {
    const answer = askAgent(
      'calcolo',
      "edilizia industria, il muratore ieri è restato 2 ore oltre l'orario perché stava per piovere e dovevamo coprire il tetto; la sua paga oraria per le maggiorazioni è 12,40 €. quanto gli spetta per le 2 ore di straordinario?",
    );
    const opening = openingLines(answer.text);
    // 12,40 × 1,35 = 16,74 €/h; 2 h = 33,48 €.
    expect(opening).toContain('16,74 €');
    expect(opening).toContain('33,48 €');
    expect(opening).not.toContain('CIGO');
  });

  it('a site stopped for the heat: the weather CIGO and its 35 °C', () => {
    const answer = askAgent(
      'main-agent',
      'ditta edile con CCNL ANCE: quando fa troppo caldo e sospendiamo i lavori sui ponteggi, le ore perse degli operai come vengono coperte? da quanti gradi?',
    );
    const opening = openingLines(answer.text);
    expect(opening).toContain('CIGO');
    expect(opening).toContain('35 °C');
  });
});

describe('the payslip item the asking sentence names', () => {
  it('the base pay asked beside a word about the contingenza: the base weighed', () => {
    const payslip = [
      'PASTIFICIO ROSSI SRL - CCNL Industria Alimentare',
      'Dipendente: VERDI LUCA - operaio - livello 5',
      'Mese: SETTEMBRE 2026',
      'Paga base                  1.277,04',
      'Contingenza                  517,65',
      'E.D.R.                        10,33',
    ].join('\n');
    const answer = askAgent(
      'calcolo',
      'la contingenza è una voce che non capisco. ma la paga base è quella giusta o da gennaio doveva esserci un aumento? sono al 5 livello alimentaristi',
      withUpload('cedolino_settembre.txt', payslip),
    );
    const opening = openingLines(answer.text);
    // Alimentari 5th level, minimo (TEM): 1.277,04 € in 2025, 1.325,21 € from 1 January 2026.
    expect(opening).toContain('1.325,21 €');
    expect(opening).toContain('48,17 €');
    expect(opening).not.toMatch(/contingenza[^.;]*non cambia/);
  });
});

describe('the craft word of the other agreement compared', () => {
  it('building industry beside the craft metalworkers: both agreements, no craft building gap', () => {
    const answer = askAgent(
      'confronta',
      'metti a confronto il 3° livello di Edilizia industria e quello dei Metalmeccanici artigianato: quale minimo è più alto oggi?',
    );
    const opening = openingLines(answer.text);
    expect(opening).toContain('1.452,56 €');
    expect(opening).toContain('1.779,22 €');
    expect(answer.text).not.toContain('Edilizia artigianato');
  });
});

describe('two part-time jobs under one agreement', () => {
  it('each employer’s share of the same level’s minimum', () => {
    const answer = askAgent(
      'calcolo',
      'faccio le pulizie con due lavori part-time, tutti e due col CCNL Multiservizi, 2° livello, 24 ore a settimana in una ditta e 10 ore a settimana in un’altra. a novembre 2026 quanto mi spetta di minimo lordo da tutte e due le ditte?',
    );
    const opening = openingLines(answer.text);
    // Multiservizi 2nd level from 1 October 2026: 1.403,17 € (tabellare + contingenza) over 40 hours:
    // 24/40 = 841,90 €; 10/40 = 350,79 €.
    expect(opening).toContain('841,90 €');
    expect(opening).toContain('350,79 €');
  });
});

describe('overtime beside rain and a night never worked', () => {
  it('"di notte non lavora mai" is no stopped work', () => {
    const answer = askAgent(
      'calcolo',
      'CCNL edilizia industria: per la pioggia in arrivo un ferraiolo ha fatto 2 ore oltre il suo orario, dalle 17 alle 19; non fa turni e di notte non lavora mai. paga oraria per le maggiorazioni 12,40 €: quanto gli spetta per lo straordinario?',
    );
    const opening = openingLines(answer.text);
    expect(opening).toContain('16,74 €');
    expect(opening).not.toContain('CIGO');
  });
});
