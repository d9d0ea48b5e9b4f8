import { describe, expect, it } from 'vitest';
import { readQuestion } from '../reader/read.js';
import { askAgent, openingLine, TEST_TODAY, testKb } from '../testing/agents.js';

// Session 36 (fixs36g): amounts told with what they pay for, and questions that ask two kinds at once.
const ask = (agent: string, message: string, text?: string) =>
  askAgent(agent, message, {
    documents: text ? [{ fileId: 'f', fileName: 'documento.txt', text }] : [],
  }).text;
const read = (message: string, documents = 0) =>
  readQuestion({ kb: testKb, message, documents, agent: 'main-agent', today: TEST_TODAY });

describe('an amount paid for hours is not the month’s gross', () => {
  it('"pagato 8 ore di straordinario (…) a 110,88 euro" drops the figure; the payslip’s hourly pay values them', () => {
    const payslip =
      'CEDOLINO OTTOBRE 2026\nCCNL Industria Metalmeccanica\nRetribuzione oraria (div. 173) ..    13,20\nStraordinario feriale ore 8,00 .... 110,88\n';
    const question =
      'Nel cedolino mi hanno pagato 8 ore di straordinario (quattro giorni, due ore per volta) a 110,88 euro: col contratto metalmeccanici quanto dovevano essere?';
    expect(read(question, 1).slots.amounts.some((a) => a.value === 110.88)).toBe(false);
    const answer = ask('calcolo', question, payslip);
    expect(openingLine(answer)).toContain('**132,00 €**');
    expect(answer).not.toContain('lordo mensile di 110,88');
  });
});

describe('a shift letter’s night premium', () => {
  const letter =
    "Gentile sig.ra Ferrari,\nnell'ambito del ciclo a tre turni avvicendati (6-14 / 14-22 / 22-6) lei sarà assegnata al turno notturno 22:00-06:00 per cinque notti consecutive.\nCCNL Industria Alimentare, livello 5°.\nQuota oraria di riferimento: 10,65 euro.\n";
  it('counts the letter’s nights × 8 hours × the in-shift rate on the letter’s hourly quota, unrounded', () => {
    const answer = ask(
      'calcolo',
      'Mi è arrivata questa lettera per i turni di notte: quanto prendo in più per quelle notti?',
      letter,
    );
    expect(openingLine(answer)).toContain('**127,80 €**');
    expect(openingLine(answer)).toContain('30%');
  });
  it('"ciclo a tre turni" is the rota, not the shifts worked', () => {
    const answer = ask(
      'calcolo',
      'Con questa lettera quanto mi spetta di maggiorazione in tutto per quelle notti?',
      letter,
    );
    expect(openingLine(answer)).toMatch(/^Per 5 turni di 8 ore/);
  });
});

describe('two kinds asked at once', () => {
  it('ordinary night hours and overtime after midnight: both FIPE rates', () => {
    const opening = openingLine(
      ask(
        'main-agent',
        "Pizzeria col contratto FIPE: il pizzaiolo fa l'orario normale fino a mezzanotte e a volte resta oltre l'orario fino all'una. Che maggiorazioni per le ore notturne normali e per quelle di straordinario dopo mezzanotte?",
      ),
    );
    expect(opening).toContain('**25%**');
    expect(opening).toContain('**60%**');
  });
  it('a payslip doubted "in linea" with the minimum, and by how much it falls short', () => {
    const payslip =
      'CCNL: Imprese di pulizia e servizi integrati/multiservizi\nLivello: 2°\nRapporto: part-time orizzontale 75% - 30 ore settimanali\nPeriodo di paga: NOVEMBRE 2026\nCedolino paga - competenze e trattenute\nRetribuzione tabellare + contingenza (75%)    1.026,13\n';
    const opening = openingLine(
      ask(
        'calcolo',
        'La retribuzione tabellare di questa busta di novembre 2026 è in linea con i minimi del contratto? Se no, di quanto è sotto al mese?',
        payslip,
      ),
    );
    expect(opening).toContain('**1.052,38 €**');
    expect(opening).toContain('26,25 € sotto');
  });
});

describe('an event the business caters is not the worker’s leave', () => {
  it('"sabato c’è un matrimonio" with a late end and an early start is the daily rest', () => {
    const question =
      "Ho un ristorante. Sabato c'è un matrimonio e il cuoco resterà fino all'1 di notte; domenica dovrebbe attaccare alle 9. Posso?";
    expect(read(question).intent).toBe('working_hours');
    expect(openingLine(ask('main-agent', question))).toMatch(/^\*\*No\*\*.*\*\*8 ore\*\*/);
  });
  it('the worker’s own wedding is still leave', () => {
    expect(read('Mi sposo a giugno: quanti giorni di congedo matrimoniale ho nel commercio?').intent).toBe(
      'leave',
    );
  });
});

describe('"che <noun> spetta" asks a figure, not yes or no', () => {
  it('opens with the rates, without a "Sì" verdict', () => {
    for (const question of [
      'Il pizzaiolo fa il suo orario normale fino a mezzanotte e a volte resta oltre. Col contratto FIPE che maggiorazioni gli spettano per le ore notturne normali e per quelle di straordinario dopo mezzanotte?',
      'Nel CCNL Turismo che maggiorazione spetta per lo straordinario notturno?',
    ]) {
      const opening = openingLine(ask('main-agent', question));
      expect(opening, question).not.toMatch(/^\s*(?:\*\*)?Sì/);
      expect(opening, question).toMatch(/\d+%/);
    }
  });
});
