import { describe, expect, it } from 'vitest';
import { readQuestion } from '../reader/read.js';
import { askAgent, openingLine, TEST_TODAY, testKb } from '../testing/agents.js';
import { beyondRehireWindow } from './rehire-window.js';

// Domestic work (session 42, fixs42i): the live-in worker's board and lodging in the pay of the 13th and the TFR,
// a stated level's minimum asked for a past year, increments read from a hiring letter at a month, the live-in
// weekly rest, the paid holidays counted, the all-round experienced colf; and FIPE's two-year rehire window.
const today = '2026-11-27';
const ask = (agent: string, message: string, options: Record<string, unknown> = {}) =>
  askAgent(agent as never, message, { today, ...options }).text;
const read = (message: string, agent: 'calcolo' | 'main-agent' = 'calcolo') =>
  readQuestion({ kb: testKb, message, history: [], categories: [], today: TEST_TODAY, agent });

describe('board and lodging in the pay of the 13th and of the TFR', () => {
  it('the TFR of a year counts the board and lodging value beside the money pay', () => {
    const answer = ask(
      'calcolo',
      'Badante convivente: paga 1.000,00 € al mese più 150,00 € di vitto e alloggio, 13 mensilità. Quanto TFR matura in un anno?',
    );
    // (1.000 + 150) × 13 / 13,5 = 1.107,41
    expect(openingLine(answer)).toContain('1.107,41 €');
  });

  it('the 13th keeps the money pay as the pay and adds the board value once', () => {
    const answer = ask(
      'calcolo',
      'La badante convivente ha lavorato da gennaio a fine giugno 2025. Prendeva 1.200,00 € al mese e il vitto e alloggio vale 120,00 € al mese. Quanto le spetta di tredicesima?',
    );
    // (1.200 + 120) / 12 × 6 = 660,00
    expect(openingLine(answer)).toContain('660,00 €');
    // (The fraction the 13th's opening now carries, "(6/12)", is no stray bracket.)
    expect(openingLine(answer).replace(/\(\d+\/12\)/, '')).not.toMatch(/\d\)/);
  });
});

describe('what the question asks', () => {
  it('a level stated with its past year minimum asked is the minimum, not a classification', () => {
    const request = read(
      'La badante è inquadrata CS, assiste una persona non autosufficiente. Mi serve il minimo retributivo mensile del 2025 per il CS convivente.',
    );
    expect(request.intent).toBe('minimum_pay');
  });

  it('how many increments and how much each, on a minimum: the increments', () => {
    const request = read(
      'Quanti scatti aveva la colf a marzo 2025 e di quanto era ciascuno sul minimo del suo livello?',
    );
    expect(request.intent).toBe('seniority');
  });

  it('the days off a week asked for a live-in worker are working time', () => {
    expect(
      read('La badante vive con noi: quanti giorni liberi le spettano a settimana?', 'main-agent').intent,
    ).toBe('working_hours');
  });

  it('the paid holidays counted are the holidays rule', () => {
    expect(read('Quante sono in tutto le festività pagate alla colf?', 'main-agent').intent).toBe(
      'rol_ex_festivita',
    );
  });
});

describe('domestic answers', () => {
  it('increments at a month counted from the uploaded letter’s first day', () => {
    const text =
      'LETTERA DI ASSUNZIONE – LAVORO DOMESTICO\nData di inizio: 1 febbraio 2021, tempo indeterminato\nLivello: CS – regime di convivenza, 54 ore settimanali\n';
    const answer = ask(
      'calcolo',
      'In base alla lettera allegata, a novembre 2025 quanti scatti di anzianità spettavano e di quanto era ciascuno, calcolato sul minimo 2025 del suo livello?',
      { documents: [{ fileId: 'd1', fileName: 'lettera.txt', text }] },
    );
    // Bienni compiuti a febbraio 2023 e 2025: 2 scatti da 45,51 € (4% di 1.137,86).
    expect(openingLine(answer)).toContain('**2 scatti**');
    expect(openingLine(answer)).toContain('45,51 €');
  });

  it('the live-in weekly rest opens with its 36 hours', () => {
    const answer = ask(
      'main-agent',
      'La colf dorme in casa con noi: quante ore di riposo settimanale le spettano?',
    );
    expect(openingLine(answer)).toContain('**36 ore**');
    expect(openingLine(answer)).toContain('**12 ore**');
  });

  it('an all-round colf with years of experience is B', () => {
    const answer = ask(
      'inquadra',
      'La colf pulisce, stira e cucina; lavora come colf da più di sei anni. Che livello?',
    );
    expect(openingLine(answer)).toContain('**livello B**');
  });
});

describe('FIPE rehire window', () => {
  const clause =
    'chi viene riassunto entro due anni con la stessa qualifica nella stessa azienda non deve ripeterlo';
  it('beyond two years from the last season the probation is due again', () => {
    const line = beyondRehireWindow(
      clause,
      ["lo riprendo a giugno, l'ultima volta ha lavorato da noi nel 2024"],
      today,
      'CCNL Pubblici esercizi FIPE',
      ' (art. 110)',
    );
    expect(line).toContain('più di due anni');
  });

  it('inside the window, or with no year said, nothing changes', () => {
    const within = ["lo riprendo a marzo, l'ultima volta ha lavorato da noi nel 2025"];
    expect(beyondRehireWindow(clause, within, today, 'CCNL X', '')).toBeUndefined();
    expect(beyondRehireWindow(clause, ['lo riprendo a marzo'], today, 'CCNL X', '')).toBeUndefined();
  });

  it('the follow-up on a barman last employed in 2024 says the probation is due', () => {
    const answer = ask(
      'main-agent',
      "e il barista ha il ccnl fipe pubblici esercizi, lo riprendo ad aprile ma l'ultima volta ha lavorato da noi nel 2024. la prova la rifà?",
    );
    expect(openingLine(answer)).toMatch(/più di due anni/);
  });
});
