import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

// Session 18 (fixu): the classes behind the last blind failures, in new words.
const open = (agent: string, message: string, history: string[] = []) =>
  openingLine(askAgent(agent, message, { history }).text);

describe("a follow-up that moves the year of a minimum opens with the new year's minimum", () => {
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
    expect(line).toContain("**0,56 € in più l'ora**");
    expect(line).toContain('8%');
  });
  it("a follow-up that asks the hour's increments keeps the conversation's date", () => {
    const line = open('main-agent', 'lavora con noi da 10 anni: l’anzianità quanto le aggiunge a ogni ora?', [
      'Quanto devo pagare all’ora una colf non convivente di livello A a marzo 2025?',
    ]);
    expect(line).toMatch(/5 scatti/);
    expect(line).toContain("in più l'ora");
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

describe('figures read off an uploaded letter or timesheet, each once and the count first', () => {
  const letter = [
    'Officine Verdi S.p.A. - Brescia',
    'Oggetto: assunzione',
    '- CCNL Metalmeccanici industria, livello C2',
    '- periodo di prova: 2 (due) mesi di calendario',
    '- retribuzione lorda mensile: euro 2.050,00 per 13 mensilità',
  ].join('\n');
  const documents = [{ fileId: 'f1', fileName: 'assunzione-verdi.txt', text: letter }];
  it('"N (words) units" is one figure, probation and pay in the order asked, nothing quoted twice', () => {
    const text = askAgent(
      'main-agent',
      'Dalla lettera caricata: quanto prendo lordo al mese e quanto dura la prova?',
      { documents },
    ).text;
    const line = openingLine(text);
    expect(line).toContain('**2.050,00 €**');
    expect(line).toContain('**2 mesi di calendario**');
    expect(line.indexOf('2.050,00')).toBeLessThan(line.indexOf('2 mesi'));
    expect(text.match(/2 \(due\) mesi/g) ?? []).toHaveLength(0);
  });
  it('the probation alone, when the letter states it under its label', () => {
    const line = openingLine(
      askAgent('main-agent', 'Secondo la lettera allegata quanto dura il periodo di prova?', { documents })
        .text,
    );
    expect(line).toContain('**2 mesi di calendario**');
  });
  it("a timesheet's supplementary hours asked with their rate: the count opens the answer", () => {
    const sheet = [
      'FOGLIO ORE DICEMBRE 2026 - Lindo Servizi (CCNL Multiservizi)',
      'Addetta: Sara Neri - 2° livello - part-time 25 ore settimanali',
      'Sett. 1: ordinarie 25 - supplementari 2',
      'Sett. 2: ordinarie 25 - supplementari 2',
      'Sett. 3: ordinarie 25 - supplementari 1',
      'Totale ore supplementari: 5',
    ].join('\n');
    const text = askAgent(
      'main-agent',
      'Dal foglio ore caricato quante ore supplementari ho fatto a dicembre e con quale maggiorazione vanno pagate?',
      { documents: [{ fileId: 'f2', fileName: 'foglio-dicembre.txt', text: sheet }] },
    ).text;
    expect(openingLine(text)).toContain('**5 ore di lavoro supplementare**');
    expect(text).toContain('28%');
  });
});

describe('a subject the agreements rule that the knowledge base lacks is named as a gap for the agreement asked', () => {
  // (Session 61: the knowledge base now holds Edilizia's national 10% diaria, sourced; it answers instead of the gap.)
  it('the "trasferta" of a building worker: the Edilizia rule, no other topic and no list of agreements', () => {
    const text = askAgent(
      'main-agent',
      'Faccio il carpentiere in un’impresa edile e mi mandano a lavorare fuori provincia: cosa mi spetta di trasferta?',
    ).text;
    expect(openingLine(text)).toMatch(/Edilizia industria.*diaria del 10%/);
    expect(text).not.toMatch(/malattia|Non ho trovato nella base di conoscenza \(/i);
    expect(text).not.toMatch(/\d+,\d{2} €/);
  });
  it('a job described with its travel is still classified', () => {
    const line = open(
      'inquadra',
      'Logistica: autista di bilico con trasferte all’estero, che livello gli spetta?',
    );
    expect(line).toMatch(/^Livello proposto/);
  });
});

describe('a level named by its letter where the agreement splits it into positions', () => {
  it('"fascia D" of Sanità privata AIOP: D1, D2 and D3, not every level', () => {
    const line = open('main-agent', 'Lavoro in una RSA AIOP, la mia busta dice fascia D: che minimo ho?');
    expect(line).toContain('D1');
    expect(line).toContain('D3');
    expect(line).not.toMatch(/\bH\b|\bE1\b|3\.294,68/);
  });
  it('a full position ("D2") is answered as that level', () => {
    const line = open('main-agent', 'Sanità privata AIOP RSA, livello D2: minimo mensile?');
    expect(line).toContain('1.463,33');
    expect(line).not.toContain('D3');
  });
});

describe('the TFR asked net: the gross with the separate taxation named as not computed', () => {
  it('a TFR of several years asked "netto" gives the gross and says why the net is not computed', () => {
    const line = open('calcolo', 'Dopo 4 anni con RAL 31.000 quanto TFR netto mi liquidano?');
    expect(line).toMatch(/\*\*[\d.]+,\d{2} €\*\*/);
    expect(line).toContain('tassazione separata');
    expect(line).toContain('non lo calcolo');
  });
  it('a gross TFR stated and its net asked', () => {
    const line = open('main-agent', 'Mi hanno detto che ho 22.500 euro di TFR lordo: netto quanto viene?');
    expect(line).toContain('**22.500,00 €**');
    expect(line).toContain('Il netto non lo calcolo');
  });
  it('the revaluation asked net is still computed', () => {
    const line = open('calcolo', 'TFR al 31/12/2024 di 10.000 euro: rivalutazione netta di dicembre 2025?');
    // 10.000 × 2,311148% = 231,11; 17% = 39,29; net 191,82.
    expect(line).toContain('191,82');
  });
});
