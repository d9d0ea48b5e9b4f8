import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

const text = (a: unknown) => (a as { text: string }).text;
const opening = (a: unknown) =>
  text(a)
    .split('\n')
    .filter((l) => l.trim())
    .slice(0, 3)
    .join('\n');

describe('household pay from the hours and hourly pay said (re5- classes, new phrasings)', () => {
  it('a colf’s TFR from her hourly pay and weekly hours, not the level’s live-in minimum', async () => {
    // 10 h × 7,00 € × 52/12 = 303,33 a month; × 13 = 3.943,33; / 13,5 = 292,10 gross.
    const a = await askAgent(
      'calcolo',
      "la donna delle pulizie (livello B) viene 10 ore a settimana a 7 euro l'ora: quanto TFR matura in un anno?",
    );
    expect(text(a)).toContain('292,10');
  });

  it('a babysitter’s contributions asked by the quarter beside her monthly pay', async () => {
    // BS non convivente; 12 h × 13 weeks = 156 h × 1,70 = 265,20.
    const a = await askAgent(
      'calcolo',
      'prendo una baby sitter per 12 ore a settimana, non convivente: quanto le do al mese e quanto verso di contributi ogni trimestre?',
    );
    expect(opening(a)).toContain('265,20');
  });
});

describe('TFR asked by the month (re5- class, new phrasing)', () => {
  it('opens with the month’s share of the year', async () => {
    // B1 from 1.6.2026: 2.370,33 × 13 / 13,5 = 2.282,54; / 12 = 190,21 gross.
    const a = await askAgent(
      'calcolo',
      'operaio B1 metalmeccanico: ogni mese quanto TFR gli metto da parte?',
    );
    expect(openingLine(text(a))).toContain('190,21');
  });
});

describe('increments from an anniversary of service (re5- class, new phrasing)', () => {
  it('counts the increments the years give', async () => {
    // 9 years in the Terziario: 3 triennial increments × 21,95 (3° livello) = 65,85.
    const a = await askAgent(
      'main-agent',
      'Il mio impiegato al 3° livello del commercio a marzo compie nove anni in azienda: quanto fanno in tutto i suoi scatti?',
    );
    expect(text(a)).toContain('65,85');
  });
});

describe('untaken holidays changed in a follow-up (re5- class, new phrasing)', () => {
  it('keeps the worker of the earlier turn and values the new days', async () => {
    // 5° livello Terziario from 1.11.2026: 1.691,70 / 26 = 65,0654; × 4 = 260,26.
    const a = await askAgent('calcolo', 'e con 4 giorni?', {
      history: [
        'Il mio commesso al 5° livello del commercio va via e ha ancora 7 giorni di ferie non godute: quanto gli devo pagare?',
      ],
    });
    expect(openingLine(text(a))).toContain('260,26');
  });
});

describe('an employer weighing a full time against part-time (re5- class, new phrasing)', () => {
  it('answers the full time first, then the part-time', async () => {
    // 5° livello Terziario: 1.691,70 × 14 = 23.683,80; part-time 30/40 = 17.762,85.
    const a = await askAgent(
      'calcolo',
      'CCNL commercio, 5° livello: mi conviene un tempo pieno oppure un part-time a 30 ore? quanto costa ciascuno all’anno?',
    );
    const first = text(a).indexOf('23.683,80');
    expect(first).toBeGreaterThanOrEqual(0);
    expect(text(a).indexOf('17.762,85')).toBeGreaterThan(first);
  });
});

describe('notice asked of a probation the employer ends (re5- class, new phrasing)', () => {
  it('says the law’s no notice beside the probation’s length', async () => {
    const a = await askAgent(
      'main-agent',
      'Ho preso da due settimane un barista al 5° livello del turismo ma non va, lo vorrei mandare via durante la prova. Quanto dura al massimo la prova, e devo dargli il preavviso?',
    );
    expect(opening(a)).toContain('30 giorni');
    expect(text(a)).toContain('senza preavviso');
  });
});
