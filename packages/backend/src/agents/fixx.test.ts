import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

// Session 19 (fixx): the classes behind the last blind failures of h42–h44, in new words.
const open = (agent: string, message: string, history: string[] = []) =>
  openingLine(askAgent(agent, message, { history }).text);

describe('holidays accrued on the working week said, the month threshold and the unit asked', () => {
  it("a five-day week takes the agreement's five-day figure and its own 16-day threshold", () => {
    // Multiservizi: 22 days on five days, a month counts from 16 days; hired 20 April: April has 11 days.
    const line = open(
      'main-agent',
      'Multiservizi, settimana corta: sono entrato il 20 aprile 2026, quante ferie matura fino a fine anno?',
    );
    expect(line).toContain('22 giorni');
    expect(line).toContain('almeno 16 giorni');
    // May–December: 8 months → 22 × 8 / 12 = 14,67.
    expect(line).toContain('14,67 giorni');
    expect(line).not.toContain('26 giorni');
  });
  it('holidays asked in hours take the yearly hours the agreement states beside its weeks', () => {
    const line = open(
      'main-agent',
      'Operaio edile (CCNL Edilizia industria) assunto il 1° marzo 2026: al 31 agosto quante ore di ferie ho maturato?',
    );
    // 160 hours × 6 / 12 = 80 hours (never the "10 giorni" of the illness clause).
    expect(line).toContain('**80 ore**');
  });
  it('a statement in weeks is read in weeks, not from a later clause in days', () => {
    const line = open(
      'main-agent',
      'Edilizia: assunto il 1° luglio 2026, quante ferie maturo entro dicembre?',
    );
    expect(line).toContain('2 settimane');
    expect(line).not.toMatch(/\b10 giorni l'anno/);
  });
});

describe('the length of service counted to the date a follow-up asks at', () => {
  it('a domestic worker past two years at the later date asked gets the band above two years', () => {
    const line = open('main-agent', 'e se si ammala di nuovo a marzo 2027, quanti giorni le paghiamo?', [
      'La badante è con noi dal 1° febbraio 2025 e adesso ha la febbre: quanti giorni di malattia le paghiamo?',
    ]);
    expect(line).toContain('15 giorni');
    expect(line).toContain('2 anni e 1 mese');
  });
});

describe('renewal: the next tranche after the month named, arrears over the payments said', () => {
  it('"dopo febbraio 2027 c\'è ancora qualcosa?" asks the tranche after that month, not the month\'s own', () => {
    const line = open(
      'main-agent',
      'commercio 4 livello: dopo l’aumento di novembre 2025 ce n’è ancora uno? di quanto?',
    );
    expect(line).toContain('1° novembre 2026');
    expect(line).toContain('35,00 €');
  });
  it('arrears "per le due buste" count the two payments, not the months listed in the story', () => {
    const line = open(
      'main-agent',
      'Commercio, 4° livello. L’aumento di novembre 2026 non l’hanno messo né a novembre né a dicembre, lo recuperano a gennaio: quanto mi spetta di arretrati per le due buste?',
    );
    expect(line).toContain('70,00 €');
  });
});

describe('a TFR revaluation follow-up that only changes the fund', () => {
  it('is revalued again at the same month, net when the turn before asked net', () => {
    const line = open('calcolo', 'e con 15.000 euro invece?', [
      'TFR accantonato al 31/12/2024: 8.000 euro. Rivalutazione di dicembre 2025 netta?',
    ]);
    // 15.000 × 2,311148% = 346,67; 17% = 58,93; net 287,74.
    expect(line).toContain('287,74');
    expect(line).toContain('346,67');
  });
});

describe("a pay checked against the minimum of the job's level asked the turn before", () => {
  it('"faccio proprio quel lavoro" with a payslip figure weighs it against that level', () => {
    const line = open(
      'calcolo',
      'Anch’io faccio proprio quello, a tempo pieno, e a ottobre 2026 in busta ho 1.700 euro di paga base e contingenza: è giusto?',
      ['Che livello ha una commessa che vende e sta in cassa in un negozio di abbigliamento?'],
    );
    // 4° livello Commercio from 1.11.2025: 1.783,75 → 83,75 less.
    expect(line).toContain('1.783,75');
    expect(line).toContain('83,75 € in meno');
  });
});

describe("an apprentice's pay now, from the start said", () => {
  it('the month running today and the day the next share starts', () => {
    const line = open(
      'main-agent',
      'Faccio l’apprendista in uno studio professionale dal 1° marzo 2025, livello di arrivo 4°: adesso che minimo mi spetta?',
    );
    // 22 November 2026: 21st month → 85% of 1.595,42 = 1.356,11; from 1 March 2027 (25th month) 93%.
    expect(line).toContain('1.356,11');
    expect(line).toContain('1° marzo 2027');
    expect(line).toContain('93%');
  });
});

describe("apprentices' pay compared between agreements", () => {
  it("each agreement's shares of the final level's pay, not the minimum tables", () => {
    const line = open('confronta', 'Apprendisti: quanto si prende in percentuale tra FIPE e commercio?');
    // FIPE pays a share of the final level; Commercio (art. 53) pays a lower level, never a percentage.
    expect(line).toMatch(/80%/);
    expect(line).toMatch(/due livelli sotto/);
    expect(line).not.toMatch(/70%/);
    expect(line).not.toMatch(/Minimi retributivi/);
  });
});
