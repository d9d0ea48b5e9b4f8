import { describe, expect, it } from 'vitest';
import { testKb as kb, TEST_TODAY } from '../testing/agents.js';
import { claimedFigure } from './claimed-figure.js';
import { readQuestion } from './read.js';

// Session 18 (fixw): a figure the user believes and asks to be confirmed, read as a slot, in new words.
describe('a figure believed and asked to be confirmed is read with its unit', () => {
  it.each([
    ['la titolare sostiene che il preavviso per le dimissioni è di 15 giorni, è così?', 15, 'days'],
    ['il sindacalista dice che nella logistica l’orario è 39 ore a settimana, giusto?', 39, 'hours'],
    ['mi confermi che la prova per un operaio al 3° livello dura due mesi?', 2, 'months'],
    ['la paga minima del 2° livello è 1.920,50 €: corretto?', 1920.5, 'euro'],
    ['a quanto mi risulta la contribuzione del lavoratore è il 9,49 per cento, esatto?', 9.49, 'percent'],
    ['nel tessile le mensilità sono 13, vero?', 13, 'payments'],
    ["e' vero che il preavviso di un impiegato e' di 30 giorni?", 30, 'days'],
    ['mio cugino dice che gli spettano 4 settimane di ferie: ha ragione?', 4, 'weeks'],
  ])('%s', (message, value, unit) => {
    expect(claimedFigure(message).claim).toEqual({ value, unit });
  });
});

describe('nothing is read as believed when it is not a confirmation of one figure', () => {
  it.each([
    // no asking words
    ['quanti giorni di preavviso ci sono nel commercio?'],
    // a payslip's figure is the payslip check's
    ['in busta mi hanno trattenuto 210 euro di inps, è giusto?'],
    // the figure is an input, not the rule believed
    ['guadagno 1.650 lordi al mese, il netto che ricevo è corretto?'],
    // two figures believed at once
    ['le ferie sono 26 giorni e i permessi sono 72 ore, vero?'],
    // two beliefs set against each other
    ['mia moglie dice che la malattia è pagata al 50%, io al 75%: chi ha ragione?'],
    // the conjunction "e" does not set the figure as the rule
    ['le versiamo 1.020 euro al mese e le diamo circa 930 in mano, va bene così? è giusto?'],
    // a level is not a figure
    ['il mio inquadramento è al 4° livello, giusto?'],
  ])('%s', (message) => {
    expect(claimedFigure(message).claim).toBeUndefined();
  });
});

// Session 20 (fixw): what the story says of other people, of a former job or of a figure set aside is not asked.
const readAsk = (message: string, agent: 'calcolo' | 'main-agent' = 'calcolo') =>
  readQuestion({ kb, message, history: [], categories: [], today: TEST_TODAY, agent });

describe('hours said of someone else are not the writer’s week', () => {
  it('a spouse’s part-time hours beside the writer’s own job', () => {
    const r = readAsk(
      'Lavoro come operaio C3 in una metalmeccanica Federmeccanica, tempo pieno; mio marito fa 30 ore a settimana in un negozio. Con i minimi di giugno 2026 quanto vale la mia ora?',
    );
    expect(r.slots.weeklyHours).toBeUndefined();
    expect(r.slots.partTimePercent).toBeUndefined();
    expect(r.slots.level).toBe('C3');
  });
  it('the hours of the person the whole question is about are kept', () => {
    const r = readAsk(
      'Mia sorella fa 20 ore a settimana come commessa, 4° livello del commercio: qual è il suo minimo mensile a novembre 2025?',
    );
    expect(r.slots.weeklyHours).toBe(20);
  });
  it('the hours of a domestic worker the writer hires are the case’s, whoever else the story names', () => {
    const r = readAsk(
      'Mio padre ha 90 anni e gli serve una badante 25 ore a settimana a 9 euro l’ora; i contributi li pago io: quanto verso all’INPS a trimestre nel 2026?',
    );
    expect(r.slots.weeklyHours).toBe(25);
  });
});

describe('a former job’s pay and a figure set aside are not the figures asked about', () => {
  it('"prima lavorava in un bar e prendeva 900 euro" leaves only the payslip’s figure', () => {
    const r = readAsk(
      'Mio fratello è addetto alle pulizie, CCNL Multiservizi 2° livello, part-time 20 ore su 40; prima lavorava in un bar e prendeva 900 euro. In busta a luglio 2026 ha 600 euro di paga base: è giusto?',
    );
    expect(r.slots.amounts.map((a) => a.value)).toEqual([600]);
    expect(r.slots.agreements).toHaveLength(1);
  });
  it('"ho visto 1.410 di netto ma non è quello che chiedo" drops the net', () => {
    const r = readAsk(
      'ho visto 1.410 di netto ma non è quello che chiedo: il minimo del 5° livello commercio a marzo 2026 quanto è?',
    );
    expect(r.slots.amounts.some((a) => a.value === 1410)).toBe(false);
  });
});

describe('a part-timer moved to full time asks the minimum on both weeks, not overtime', () => {
  it('"vuole passare al full time … apriamo la domenica": minimum pay on the part-time hours', () => {
    const r = readAsk(
      'La mia dipendente fa 20 ore part-time, 4° livello commercio; apriamo anche la domenica e vuole passare al full time. Con la tabella di novembre 2025 di quanto cambia il suo minimo mensile lordo?',
      'main-agent',
    );
    expect(r.intent).toBe('minimum_pay');
    expect(r.slots.weeklyHours).toBe(20);
    expect(r.slots.extraHours).toBeUndefined();
    expect(r.slots.overtimeKind).toBeUndefined();
  });
  it('"SCATTI 20,66" on a typed payslip is euro, not twenty increments', () => {
    const r = readAsk(
      'busta di dicembre 2025, 4° livello commercio: PAGA BASE 1.222,46, SCATTI 20,66. È giusta?',
    );
    expect(r.slots.seniorityIncrements).toBeUndefined();
  });
});
