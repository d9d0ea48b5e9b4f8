import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

// Session 60 (fx60pay): payroll and tax rules — a result bonus's net (INPS first, then the substitute tax on the
// rest), its limits asked as a rule, a fund's employer rate set by a renewal, the TFR of one extra month's
// payment, the same RAL re-split over another number of payments.
const today = '2026-11-30';
const ask = (message: string, history: string[] = [], agent = 'calcolo') =>
  askAgent(agent, message, { today, history }).text;

describe('result bonus: contributions first, then the 1% on the rest', () => {
  it('a 2.000 € bonus paid in 2026, net asked: INPS 9,19%, tax 1% of the rest, net 1.798,04 €', () => {
    const text = ask(
      "Ad aprile 2026 ricevo un premio di produttività da 2.000 euro dall'accordo aziendale: in tasca quanto resta?",
    );
    // 2.000 × 9,19% = 183,80; (2.000 − 183,80) × 1% = 18,16; 2.000 − 183,80 − 18,16 = 1.798,04
    expect(openingLine(text)).toContain('1.798,04 €');
    expect(text).toContain('183,80 €');
    expect(text).toContain('18,16 €');
  });
  it('the INPS rate the user gives is the one used', () => {
    const text = ask('premio di risultato 1500 € nel 2026, io pago contributi INPS al 9,49%: netto?');
    // 1.500 × 9,49% = 142,35; 1.357,65 × 1% = 13,58; net 1.344,07
    expect(openingLine(text)).toContain('1.344,07 €');
  });
  it('a new sum in a follow-up is the same bonus again, not a monthly pay', () => {
    const text = ask('e con 4.000 invece? quanto netto', [
      'A giugno 2026 mi pagano un premio di risultato di 2.000 euro previsto dal contratto aziendale, quanto mi resta?',
    ]);
    // 4.000 × 9,19% = 367,60; 3.632,40 × 1% = 36,32; net 3.596,08
    expect(openingLine(text)).toContain('3.596,08 €');
    expect(openingLine(text)).not.toMatch(/al mese/);
  });
  it('the limits asked as a rule: 5.000 € a year and the 80.000 € income of the year before', () => {
    const text = ask(
      'Vorrei pagare ai miei 6 dipendenti un premio per gli obiettivi raggiunti: nel 2026 fino a che cifra vale la tassazione agevolata e chi guadagna troppo ne resta fuori?',
      [],
      'main-agent',
    );
    expect(openingLine(text)).toContain('5.000,00 €');
    expect(openingLine(text)).toContain('80.000,00 €');
    expect(text).not.toContain('3.000');
  });
});

describe("a negotiated fund's employer share", () => {
  it('Fonchim from 2027: 2,3% of the pay the TFR is computed on, with its dated source', () => {
    const text = ask(
      "Chimica, dipendenti iscritti al fondo Fonchim: quanto versa l'azienda dal 2027 dopo il rinnovo?",
      [],
      'main-agent',
    );
    expect(openingLine(text)).toContain('2,3%');
    expect(openingLine(text)).toContain('1° gennaio 2027');
    expect(text).toContain('confindustriatoscanacentroecosta.it');
  });
  it('a health fund with no dated figure is a gap that names it, not a pension-fund answer', () => {
    const text = ask("quanto mette l'azienda su sanimoda per ogni lavoratore?", [], 'main-agent');
    expect(openingLine(text)).toContain('Sanimoda');
    expect(openingLine(text)).toContain('fondo sanitario');
    expect(openingLine(text)).toContain('non è nella base di conoscenza');
    expect(text).not.toMatch(/\b18(?:,00)? €/);
  });
});

describe('TFR of one extra month', () => {
  it("the 13th's own quota after its amount: the month's pay / 13,5 less the 0,50%, not the year's", () => {
    const text = ask('sulla tredicesima quanto TFR si accantona?', [
      'CCNL Commercio, 4° livello full time da gennaio a dicembre 2026: a quanto ammonta la tredicesima?',
    ]);
    const line = openingLine(text);
    expect(line).toMatch(/tredicesima/);
    expect(line).not.toMatch(/in un anno/);
    const monthly = Number(
      (/mensilità di ([\d.]+,\d\d) €/.exec(line)?.[1] ?? '0').replace(/\./g, '').replace(',', '.'),
    );
    expect(monthly).toBeGreaterThan(1500);
    const gross = Math.round((monthly / 13.5) * 100) / 100;
    const net = Math.round((gross - Math.round(monthly * 0.5) / 100) * 100) / 100;
    expect(line).toContain(`quota lorda ${gross.toFixed(2).replace('.', ',')}`);
    expect(line).toContain(`${net.toFixed(2).replace('.', ',')} €`);
  });
});

describe('the same RAL over another number of payments', () => {
  it('3.000 € × 13 re-split on 14: the yearly net stays, the monthly average drops', () => {
    const first =
      'Offriamo a un impiegato 3.000 € lordi al mese su 13 mensilità: netto medio mensile 2026 senza addizionali?';
    const before = ask(first);
    const yearly = /\(([\d.]+,\d\d) € l'anno/.exec(before)?.[1];
    const text = ask('se la stessa cifra annua la dividiamo su 14 mensilità invece, netto al mese?', [first]);
    expect(openingLine(text)).toContain('39.000,00 €');
    expect(openingLine(text)).toContain(`${yearly} €`);
    // 28.367,79 / 14 = 2.026,27: the same yearly net, split on 14.
    expect(openingLine(text)).toContain('2.026,27 € al mese');
  });
});

describe('a fund named as not joined (session 60)', () => {
  it("answers the TFR kept in the firm, not the fund's employer share", () => {
    const text = ask(
      "Chiusura d'anno, azienda chimica: per un caporeparto stimiamo nel 2026 una retribuzione utile ai fini TFR (e imponibile contributivo) di 31.500 € lordi. Non ha aderito a Fonchim, quindi il TFR resta in azienda. Quanto accantoniamo di TFR per lui?",
    );
    expect(openingLine(text)).not.toMatch(/2,3%/);
    expect(openingLine(text)).toMatch(/TFR/);
  });
});
