import { describe, expect, it } from 'vitest';
import { paymentsCount } from '../reader/payments-count.js';
import { statedEmployerRate } from '../reader/stated-rate.js';
import { askAgent } from '../testing/agents.js';

// Figures recomputed by hand from the FIPE tables (eval/questions/99-held-out-166.json: dal 1.6.2026 4° livello
// 1.692,69 €, 5° livello 1.580,09 €; 14 mensilità, Filcams CGIL) and payroll-rules.md §7 (TFR = RAL / 13,5).
const ask = (message: string, extra: Parameters<typeof askAgent>[2] = {}) =>
  askAgent('main-agent', message, { today: '2026-11-26', ...extra }).text;

describe('the TFR divisor is no count of monthly payments', () => {
  it('reads "divisa per 13,5" as no payments and keeps a plain "su 13"', () => {
    expect(paymentsCount('il tfr come retribuzione annua divisa per 13,5')).toBeUndefined();
    expect(paymentsCount('tfr diviso per 13.5')).toBeUndefined();
    expect(paymentsCount('una ral su 13 e tfr per 13,5')).toBe(13);
  });

  it('an employer cost on the user rates uses the agreement 14 payments', () => {
    // 1.580,09 × 14 = 22.121,26; × 30% = 6.636,38; ÷ 13,5 = 1.638,61; total 30.396,25; / 12 = 2.533,02.
    const text = ask(
      'Bar, contratto pubblici esercizi FIPE, barista al 5° livello a tempo pieno. Contributi a mio carico al 30% della retribuzione lorda, INAIL fuori, TFR come retribuzione annua divisa per 13,5. Quanto mi costa in un anno e quanto al mese?',
    );
    expect(text).toContain('30.396,25');
    expect(text).toContain('2.533,02');
  });
});

describe('an uploaded cost quote: pay, payments and the cost redone', () => {
  const quote =
    'STUDIO ROSSI CONSULENTI DEL LAVORO\nPreventivo costo del personale - Bar Centrale, Modena\nData: 10/11/2026\n\nIpotesi di assunzione dal 01/12/2026\nCCNL applicato: Pubblici esercizi, ristorazione collettiva e commerciale e turismo (FIPE)\nQualifica: barista - 5° livello - tempo pieno 40 ore\n\nPaga base + contingenza mensile ........ 1.543,86 €\nNumero mensilità ........................ 13\nRetribuzione annua lorda ................ 20.070,18 €\nContributi INPS c/azienda (stima 30%) ... 6.021,05 €\nTFR (retribuzione annua / 13,5) ......... 1.486,68 €\nCOSTO ANNUO STIMATO ..................... 27.577,91 €\n';
  it('weighs the payments asked and redoes the cost on 1.580,09 × 14', () => {
    const text = ask(
      'Mi verificate se paga e mensilità del preventivo sono corrette? Se no ricalcolatemi il costo annuo con le stesse ipotesi (30% contributi, TFR diviso 13,5, senza INAIL).',
      { documents: [{ fileId: 'd1', fileName: 'preventivo.txt', text: quote }] },
    );
    expect(text).toContain('1.580,09');
    expect(text).toContain('14 mensilità');
    // 22.121,26 + 6.636,38 + 1.638,61 = 30.396,25.
    expect(text).toContain('30.396,25');
  });
});

describe('a night porter standing in, not hired for nights', () => {
  it('takes the 25% night rate, not the 12% of the night qualification', () => {
    // Turismo Federalberghi, 4° livello, maggio 2026: 1.695,69 / 172 = 9,8587; × 25% × 8 = 19,72.
    const text = ask(
      'Il mio receptionist è assunto come addetto diurno, CCNL Turismo Federalberghi 4° livello: stanotte copre il turno del portiere notturno, 8 ore tutte di notte. Con i minimi di maggio 2026 quanto gli spetta lordo di sola maggiorazione notturna?',
    );
    expect(text).toContain('25%');
    expect(text).toContain('19,72');
  });
});

describe('the TFR of a fixed-term contract asked beside its extra contribution', () => {
  it('answers both: the TFR and the NASpI additional 1,40%', () => {
    // 2.000 × 14 × 4/12 = 9.333,33 / 13,5 = 691,36 gross; 2.000 × 1,40% = 28,00 a month (payroll employer data).
    const text = ask(
      'Commercio, commessa a tempo determinato per 4 mesi a 2.000 euro lordi al mese, 14 mensilità. Finito il contratto quanto TFR le spetta, e quanto ho versato in più di contributi perché era a termine?',
    );
    expect(text).toContain('691,36');
    expect(text).toMatch(/1,40?%/);
    expect(text).toContain('28,00');
  });
});

describe('a pay held at "the current one" in a case that starts later', () => {
  it('keeps the table of the case start, not today’s that the case never pays on', () => {
    // Studi professionali 4° livello: 1.614,12 € from 1.12.2026 (CCNL 2024 tables); after 24 months 93%:
    // 1.614,12 × 93% = 1.501,13; 13th–24th month 85%: 1.372,00.
    const text = askAgent(
      'main-agent',
      'E nel secondo anno, dal 13° mese? Il minimo del 4° livello mettiamo che rimanga fermo a quello di oggi.',
      {
        today: '2026-11-26',
        history: [
          'CCNL Studi professionali, apprendista professionalizzante con livello finale 4°, lo assumo dal 1° febbraio 2027: quanto prende al mese il primo anno?',
        ],
      },
    ).text;
    expect(text).toContain('1.372,00');
  });
});

describe('the user rate and the stand-in said in other words', () => {
  it('reads "aliquota datoriale convenzionale del 32%" as the employer rate', () => {
    expect(statedEmployerRate('aliquota contributiva datoriale convenzionale del 32%, TFR diviso 13,5')).toBe(
      32,
    );
  });
  it('a day worker covering the night porter’s shift takes the 25%', () => {
    // Turismo, alberghi, 5° livello dal maggio 2026: 1.590,27 / 172 × 25% × 6 = 13,87.
    const text = ask(
      'Albergo, CCNL Turismo Federalberghi. Un cameriere ai piani di 5° livello lavora di giorno, ma stanotte copre il turno del portiere notturno per 6 ore, tutte di notte. Con il minimo di maggio 2026 quanto gli devo di sola maggiorazione notturna?',
    );
    expect(text).toContain('13,87');
  });
});
