import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

// Session 18 (fixu): the classes behind the last blind failures, in new words.
const open = (agent: string, message: string, history: string[] = []) =>
  openingLine(askAgent(agent, message, { history }).text);

describe('a follow-up that moves the year of a minimum opens with the new year\'s minimum', () => {
  it('a long follow-up ("e adesso che siamo nel 2026, a quanto è arrivato?") still opens with the minimum', () => {
    const line = open('calcolo', 'va bene, e adesso? siamo nel 2026, a quanto è arrivato di preciso?', [
      'Faccio la commessa al 4° livello del Commercio: nel 2025 quanto era il minimo mensile?',
    ]);
    expect(line).toMatch(/^Il minimo mensile lordo/);
    expect(line).toContain('2026');
    expect(line).not.toContain('2025');
  });
  it('"e quest\'anno?" after a 2025 minimum gives the running year\'s table', () => {
    const line = open('calcolo', 'e quest’anno?', [
      'Alimentari industria, 5° livello: minimo mensile nel 2025?',
    ]);
    expect(line).toContain('2026');
  });
});

describe('domestic seniority increments at the date asked, and per hour for an hourly worker', () => {
  it('counted at a past date the question gives, on that date\'s minimum (a story\'s "quando" is no "when")', () => {
    const line = open(
      'main-agent',
      'Abbiamo una badante convivente di livello BS presa a marzo 2021. Quando è arrivata non sapevamo degli scatti. Per chiudere la contabilità: a novembre 2025 quanti scatti aveva e quanto valevano al mese?',
    );
    // Hired March 2021: increments from April 2023 and April 2025 → 2 at November 2025, on the 2025 minimum.
    expect(line).toMatch(/\b2 scatti/);
    expect(line).toContain('80,32');
    expect(line).not.toContain('2028');
  });
  it('"quanto in più l\'ora per gli scatti" for an hourly colf: n × 4% of the hourly minimum', () => {
    const line = open(
      'main-agent',
      'Colf a ore, livello B non convivente, con noi da 4 anni: di quanto le sale la paga oraria per gli scatti di anzianità nel 2026?',
    );
    // 2 increments × 4% = 8% of 7,01 € = 0,5608 → 0,56 € an hour.
    expect(line).toContain('**0,56 € in più l\'ora**');
    expect(line).toContain('8%');
  });
  it('a follow-up that asks the hour\'s increments keeps the conversation\'s date', () => {
    const line = open('main-agent', 'lavora con noi da 10 anni: l’anzianità quanto le aggiunge a ogni ora?', [
      'Quanto devo pagare all’ora una colf non convivente di livello A a marzo 2025?',
    ]);
    expect(line).toMatch(/5 scatti/);
    expect(line).toContain('in più l\'ora');
  });
});

describe('a TFR fund dated by the 31 December (or a December payslip) is revalued with the next December', () => {
  it('a story of checking the settlement asks the revaluation, net of the tax when "quanto rimane"', () => {
    const line = open(
      'calcolo',
      'Sto verificando il conteggio della liquidazione che mi hanno fatto. Al 31 dicembre 2024 avevo 9.500 euro di TFR in azienda, era scritto in busta. Di quanto si è rivalutato l’anno dopo e quanto rimane tolta l’imposta?',
    );
    // 9.500 × 2,311148% (December 2025) = 219,56; 17% = 37,33; net 182,23.
    expect(line).toContain('2,311148%');
    expect(line).toContain('**182,23 €**');
    expect(line).toContain('219,56');
  });
  it('"come da busta paga di dicembre 2023" dates the fund; "quanto ha reso" is no shop return', () => {
    const line = open(
      'calcolo',
      'Il mio TFR, come da busta paga di dicembre 2023, era di 9.000 euro. Quanto ha reso la rivalutazione del 2024 tolte le tasse?',
    );
    // 9.000 × 2,320017% (December 2024) = 208,80; 17% = 35,50; net 173,30.
    expect(line).toContain('**173,30 €**');
  });
});
