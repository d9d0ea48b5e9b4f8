import { describe, expect, it } from 'vitest';
import { italianFromDialect } from '../reader/dialect.js';
import { readQuestion } from '../reader/read.js';
import { askAgent, TEST_TODAY, testKb } from '../testing/agents.js';

// Session 44 (fixs44c): FIPE and Turismo seasonal work read as asked.

const read = (message: string, history: string[] = []) =>
  readQuestion({ kb: testKb, message, history, today: TEST_TODAY });
const ask = (agent: string, message: string, history: string[] = [], documents = []) =>
  askAgent(agent, message, { history, documents }).text;

describe('southern dialect words', () => {
  it('are read as the Italian words the rules look for', () => {
    expect(italianFromDialect('pe quantu tiempu me la danno? settimane de contributi')).toBe(
      'per quanto tempo me la danno? settimane di contributi',
    );
    // A province in brackets and a surname stay as written.
    expect(italianFromDialect('montesilvano (pe) studio de giorgi')).toBe(
      'montesilvano (pe) studio de giorgi',
    );
  });
  it('a NASpI question in dialect is the benefit, not the worker’s contributions', () => {
    const text = ask(
      'main-agent',
      'Fazzu la stagione a lu lido. Pe pigliare la NASpI quante settimane de contributi me servono e pe quantu tiempu me la danno?',
    );
    expect(text).toMatch(/13 settimane/);
    expect(text).toMatch(/metà delle settimane/);
  });
});

describe('a NASpI follow-up asking the amount', () => {
  it('gives the year’s monthly maximum', () => {
    const text = ask('main-agent', "E il massimo che posso prendere al mese quest'anno?", [
      'Per la NASpI quante settimane di contributi servono e per quanto tempo la danno?',
    ]);
    expect(text).toMatch(/1\.584,70 €/);
  });
});

describe('hours worked on a holiday after an overtime question', () => {
  it('are the holiday work, not holiday overtime', () => {
    const req = read('e le ore lavorate a ferragosto? c’è una maggiorazione?', [
      'quanto è la maggiorazione per lo straordinario nel ccnl pubblici esercizi?',
    ]);
    expect(req.slots.overtimeKind).toBe('festivo');
  });
});

describe('day overtime named outright', () => {
  it('is plain overtime although the story names weekend days', () => {
    const req = read(
      'Albergo con CCNL Turismo Federalberghi, receptionist 4° livello: 10 ore di straordinario diurno fatte il sabato e la domenica. Quanto vale un’ora?',
    );
    expect(req.slots.overtimeKind).toBe('straordinario');
  });
});

describe('a seasonal period and first year', () => {
  it('"giugno-settembre 2026" is four months of holidays', () => {
    expect(
      ask('calcolo', 'quante ferie ha maturato un cameriere stagionale fipe, giugno-settembre 2026?'),
    ).toMatch(/8,67 giorni/);
  });
  it('ROL in the first year of service: the ex festività alone', () => {
    const text = ask(
      'calcolo',
      'e i permessi rol quante ore? è il primo anno che lavora da noi, stabilimento balneare',
      ['quante ferie ha maturato un cameriere stagionale fipe, giugno-settembre 2026 (4 mesi pieni)?'],
    );
    expect(text).toMatch(/10,67 ore/);
  });
});

describe('what the story tells is not what the question asks', () => {
  it('a TFR destination told in the story leaves the amount asked', () => {
    const text = ask(
      'calcolo',
      'Ho fatto il cameriere FIPE 4° livello dal 1° giugno al 30 settembre 2026, tempo pieno. Il TFR l’ho lasciato in azienda, niente fondo pensione. Quanto TFR lordo ho maturato, con tredicesima e quattordicesima?',
    );
    expect(text).toMatch(/585,13 €/);
  });
  it('a level gap asked in one of two compared agreements', () => {
    const text = ask(
      'main-agent',
      'ok e nel fipe, da giugno 2027, quanto c’è di differenza al mese tra un 4 e un 5 livello?',
      [
        'Per un cameriere al 4° livello conviene il CCNL Pubblici esercizi FIPE o il Turismo Federalberghi? Confronta i minimi.',
      ],
    );
    expect(text).toMatch(/115,43 €/);
  });
  it('a pro-rata asked apart from the attached letter is computed on it', () => {
    const text = askAgent(
      'calcolo',
      'Ti allego la lettera di assunzione del cameriere. Il rapporto è cessato il 30 settembre: a quanto ammonta il rateo di tredicesima?',
      {
        documents: [
          {
            fileId: 'd1',
            fileName: 'lettera.txt',
            text: 'Lettera di assunzione a tempo determinato (attività stagionale)\nCCNL applicato: Pubblici esercizi, ristorazione collettiva e commerciale e turismo (FIPE)\nQualifica: cameriere di ristorante - Livello: 4°\nDurata: dal 01/06/2026 al 30/09/2026\nOrario: tempo pieno, 40 ore settimanali',
          },
        ],
      },
    ).text;
    expect(text).toMatch(/564,23 €/);
  });
});
