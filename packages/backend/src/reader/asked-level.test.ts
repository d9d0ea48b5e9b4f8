import { describe, expect, it } from 'vitest';
import { TEST_TODAY, testKb } from '../testing/agents.js';
import { readQuestion } from './read.js';

// Follow-ups that change only the level or the date keep the thread: the level the asking clause names wins over
// the story's, a word that sets the rest aside ("ERN", "sempre con decorrenza", "con la mensilità di febbraio") is
// no new subject, and a plural pronoun points back to the story's plural noun.
const read = (message: string, history: string[] = []) =>
  readQuestion({ kb: testKb, message, history, today: TEST_TODAY });

describe('the level the asking clause names (asked-level.ts)', () => {
  it('the minimum of the level asked, not of the level the workers have today', () => {
    const story =
      "stiamo rivedendo l'organigramma e due operatori esperti oggi sono al livello C; prima di parlarne mi serve solo il dato: nel 2026 quanto è il minimo del livello B?";
    expect(read(`Gomma plastica: ${story}`).slots.level).toBe('B');
    expect(
      read(`Perfetto. Ora un'altra cosa, ${story}`, ['Gomma plastica industria: minimo del livello C?']).slots
        .level,
    ).toBe('B');
    expect(read('commercio: oggi è al 5° livello; quanto è il minimo del 4° livello?').slots.level).toBe('4');
  });

  it('keeps the story level when the asking clause names none, or weighs two', () => {
    expect(read('commercio, sono al 5° livello: quanto prendo di minimo?').slots.level).toBe('5');
  });
});

describe('a follow-up that changes only the level or the date keeps the subject', () => {
  it('the ERN (elemento retributivo nazionale) is the Tessile’s minimum', () => {
    const first = 'CCNL Tessile Abbigliamento Moda (SMI): ERN del livello 3 dal 1° gennaio 2026?';
    expect(read(first).intent).toBe('minimum_pay');
    const next = read('E per il 5° livello, stessa decorrenza?', [first]);
    expect([next.intent, next.slots.level, next.slots.date]).toEqual(['minimum_pay', '5', '2026-01-01']);
  });

  it('an apprenticeship set aside ("lasciamo stare l’apprendistato") is not asked', () => {
    const message =
      "Grazie. Vorremmo inserire ragazzi senza qualifica; lasciamo stare l'apprendistato per ora. Per il primo livello, sempre nel 2026, qual è l'elemento retributivo nazionale?";
    expect(read(message, ['Tessile abbigliamento SMI: minimo del 2° livello nel 2026?']).intent).toBe(
      'minimum_pay',
    );
  });

  it('"sempre con decorrenza gennaio 2025" asks the same minimum again, not the renewal', () => {
    const history = [
      'CCNL Logistica, trasporto merci e spedizione: minimo tabellare del livello 2 da gennaio 2025?',
      "E quanto vale l'EPA per quel livello?",
    ];
    const next = read('E per il livello 3 (non super), sempre con decorrenza gennaio 2025?', history);
    expect([next.intent, next.slots.level]).toEqual(['minimum_pay', '3']);
  });

  it('"con la mensilità di febbraio 2024" dates a tranche, it does not ask the monthly payments', () => {
    const history = [
      'CCNL Cooperative sociali: quali tranche di aumento prevede il rinnovo firmato nel 2024?',
    ];
    const next = read('E con la mensilità di febbraio 2024, sempre al livello C1?', history);
    expect([next.intent, next.slots.date]).toEqual(['renewal', '2024-02-01']);
    expect(read('cooperative sociali: quante mensilità sono previste?').intent).toBe('monthly_payments');
  });
});

describe('a plural pronoun points back to the story’s plural noun (plural-referent.ts)', () => {
  const STORY =
    "La mia dipendente, impiegata di 4° livello in uno studio a Torino, ha appena chiesto il part-time per via della bambina, non ha goduto parte dei permessi dell'anno scorso.";
  it('"pagarglieli" after the unused permessi asks the permessi, not the part-time told beside them', () => {
    expect(read(`${STORY} Entro quando devo pagarglieli secondo il CCNL studi professionali?`).intent).toBe(
      'rol_ex_festivita',
    );
  });

  it('a singular pronoun ("concederglielo") points to the part-time', () => {
    expect(
      read(`${STORY} Entro quando devo concederglielo secondo il CCNL studi professionali?`).intent,
    ).toBe('part_time');
  });
});

describe('a level the asking clause only guesses is not the stated one (asked-level.ts)', () => {
  it('"in busta sono al livello B1 … Ma non era C1?" keeps B1, the level to check', () => {
    const message =
      'Sono OSS e lavoro in una RSA per una cooperativa sociale. In busta sono al livello B1 e il responsabile dice che è giusto. Ma non era C1?';
    expect(read(message).slots.level).toBe('B1');
    expect(read('Gomma plastica: oggi sono al livello C. Non dovrei essere al livello B?').slots.level).toBe(
      'C',
    );
  });
});

describe('a plural pronoun the ask itself or a question between explains (plural-referent.ts)', () => {
  it.each([
    // The paternity leave asked after the holidays the boss offered: "li" are the days asked.
    'Logistica: mia moglie partorisce a gennaio e il capoturno mi può dare al massimo due giorni di ferie. Ma non esiste un congedo per i papà? Quanti giorni mi spettano e quanto me li pagano?',
    'Logistica: il capoturno mi dà solo ferie. Non esiste un congedo per i papà? quanto me li pagano?',
    "Metalmeccanici: Luca finora ha usato ferie e qualche ora di PAR, ma ci sono giorni apposta per la malattia dei figli piccoli? Quanti giorni l'anno sono e glieli paghiamo per intero?",
  ])('%s → the leave asked, not the holidays told', (message) => {
    expect(read(message).intent).toBe('leave');
  });
});
