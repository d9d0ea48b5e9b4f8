import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

const ask = (message: string, history: string[] = []) => askAgent('calcolo', message, { history }).text;

describe('calculation answers of public questions (rc3- classes, new phrasings)', () => {
  it("sums a past year's monthly minimums for its TFR when a tranche fell in the year", () => {
    // C2: 5 × 1.989,38 + 7 × 2.015,24 + 13ª 2.015,24 = 26.068,82; / 13,5 = 1.931,02 (gross quota)
    const text = ask(
      'sono al livello C2 dei metalmeccanici, la tredicesima a dicembre me la danno sempre: quanto di TFR ho maturato nel 2025, solo minimo?',
    );
    expect(text).toContain('1.931,02');
  });

  it('leaves the increments a stated gross includes out of a FIPE 14th', () => {
    // 1.900 − 70 = 1.830,00
    const text = ask(
      'cuoco fipe, in busta 1.900 lordi con 70 euro di scatti: quattordicesima intera quanto?',
    );
    expect(openingLine(text)).toContain('1.830,00');
  });

  it('says the INPS a separate 13th should carry when only its gross is given', () => {
    // 2.100,00 × 9,19% = 192,99
    const text = ask(
      'la mia tredicesima lorda è 2.100,00 €: quanto dovrebbe essere la trattenuta INPS sulla tredicesima, e perché l’IRPEF è così alta?',
    );
    expect(openingLine(text)).toContain('192,99');
    expect(text).toContain('detrazioni');
  });

  it('sets a doubted payslip figure against the computed one', () => {
    // 1.818,75 / 168 × 1,30 = 14,07; 14,07 − 13,50 = 0,57
    const text = ask(
      'commercio 4° livello a minimo, straordinario la domenica: in busta l’ora me l’hanno pagata 13,50, è giusto?',
    );
    expect(text).toContain('14,07');
    expect(text).toContain('0,57');
  });

  it('keeps the fund of the previous turn for a question on its revaluation', () => {
    // 20.000 × 2,311148% = 462,23; tax 17% = 78,58
    const text = ask('e quanto se ne va di tasse su quella rivalutazione?', [
      'TFR accantonato al 31/12/2024: 20.000 €. A quanto ammonta la rivalutazione di dicembre 2025?',
    ]);
    expect(text).toContain('78,58');
  });

  it('applies the reduced FIS rate of a small firm that asked for no allowance', () => {
    // 25.000 × 0,30% = 75,00 (0,50% would be 125,00)
    const text = ask(
      'negozio con 2 dipendenti, nessuna richiesta di cassa integrazione da anni: quanto si paga di FIS nel 2025 su 25.000 € di imponibile?',
    );
    expect(openingLine(text)).toContain('75,00');
    expect(text).not.toContain('125,00');
  });

  it('says an apprentice’s contribution rate is not in the knowledge base', () => {
    const text = ask('per un apprendista quanto paga di contributi l’azienda? che aliquota?');
    expect(openingLine(text)).toContain('non sono nella base di conoscenza');
    expect(text).not.toMatch(/\d+,\d+\s*%/);
  });

  it('says an agreement’s unread extra months are a gap, not "non prevista"', () => {
    const text = ask('alla RSA con contratto AIOP danno la quattordicesima? quanto è con 1.650 lordi?');
    expect(openingLine(text)).toContain('non sono nella base di conoscenza');
    expect(text).not.toContain('non è prevista');
  });

  it('values a night hour inside the schedule at the non-shift rate after 22', () => {
    // D2 giugno 2026: 1.979,37 / 173 × 1,30 = 14,87 (the 20% rate would give 13,73)
    const text = ask(
      'metalmeccanico D2, non faccio turni: un’ora dopo le 22 nel mio orario normale quanto vale?',
    );
    expect(openingLine(text)).toContain('14,87');
  });

  it('computes a domestic worker’s TFR asked beside the contributions withheld', () => {
    // 980 × 13 / 13,5 = 943,70
    const text = ask(
      'la badante a ore prende 980 euro lordi al mese più tredicesima e le tratteniamo i contributi: quanto TFR matura in un anno?',
    );
    expect(text).toContain('943,70');
  });

  it('answers the trattamento integrativo when the gross IRPEF is only its condition', () => {
    const text = ask(
      'con 14.200 euro di reddito nel 2026 e irpef lorda superiore alla detrazione, il trattamento integrativo quanto vale all’anno?',
    );
    expect(openingLine(text)).toContain('1.200');
  });

  it("computes an hourly household worker's 13th from the hourly pay and the weekly hours", () => {
    // 7,80 × 15 × 52 / 12 = 507,00 a month; July–December 2025: × 6/12 = 253,50
    const text = ask(
      'la nostra babysitter viene 15 ore a settimana a 7,80 € l’ora, assunta il 1° luglio 2025: tredicesima di dicembre 2025?',
    );
    expect(openingLine(text)).toContain('253,50');
  });

  it('does not set the pay an answer computes from against itself', () => {
    const text = ask(
      'cooperativa sociale, in busta la paga oraria risulta 10,00 euro: sabato notte ho fatto 3 ore di straordinario, quanto mi spetta?',
    );
    expect(text).not.toContain('cifra indicata');
  });
});
