import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

// Session 22 (fixs22c): the agents' calculation classes behind the h54–h56 failures, in new words.
const ask = (message: string, history: string[] = []) => askAgent('calcolo', message, { history }).text;
const open = (message: string, history: string[] = []) => openingLine(ask(message, history));

describe('a tax rule claimed by someone else opens with Sì or No and the rule', () => {
  it('a wrong rate claimed for 2026: No, the 33% and the 35% it was', () => {
    const line = open(
      'Un amico sostiene che nel 2026 lo scaglione IRPEF tra 28 e 50 mila è rimasto al 35%. Ha ragione?',
    );
    expect(line).toMatch(
      /^No: dal 2026 l'aliquota IRPEF dello scaglione da 28\.000,00 € a 50\.000,00 € è \*\*33%\*\*/,
    );
    expect(line).toContain('35%');
  });
  it('a fall claimed without a rate: Sì', () => {
    expect(
      open('In ufficio dicono che nel 2026 l’aliquota IRPEF sopra i 28 mila è stata abbassata, è vero?'),
    ).toMatch(/^Sì: .*\*\*33%\*\*/);
  });
  it('the 2024 rebate claimed in 2025: No, and the tax-free share of the income told', () => {
    const line = open(
      'Guadagno circa 14.000 euro lordi. Mi hanno detto che nel 2025 c’è ancora il taglio dei contributi in busta come nel 2024: è vero?',
    );
    // 14.000 × (1 − 9,19%) = 12.713,40: the 5,3% band (8.500–15.000).
    expect(line).toMatch(/^No: l'esonero contributivo è finito il 31 dicembre 2024/);
    expect(line).toContain('**5,3%**');
  });
});

describe('a payslip figure asked "è giusta?" opens with the verdict', () => {
  it('INPS that matches: Sì', () => {
    // 2.000,00 × 9,19% = 183,80.
    expect(open('in busta imponibile 2.000 e ritenuta inps 183,80, è corretta?')).toMatch(
      /^(?:\*\*Sì\*\*|Sì): la busta paga \*\*torna\*\*/,
    );
  });
  it('INPS that does not: No', () => {
    expect(open('in busta imponibile 2.000 e ritenuta inps 200, è giusta?')).toMatch(/^(?:\*\*No\*\*|No): /);
  });
});

describe('subjects listed beside a calculation are each answered', () => {
  it('net, holidays and notice asked in one sentence', () => {
    const text = ask(
      'Sono cassiera al 4° livello del commercio a Bologna, tempo pieno, assunta due anni fa, mi pagano il minimo di novembre 2025. Tre cose: quanto prendo netto al mese nel 2026, quante ferie mi spettano e, se dovessi licenziarmi, quanto preavviso devo dare?',
    );
    expect(text).toContain('26 giorni');
    expect(text).toMatch(/dimissioni[^\n]*\*\*15 giorni\*\*|\*\*15 giorni\*\*[^\n]*dimission/);
    // The minimum with no increment: 1.783,75 on 14 payments.
    expect(text).toContain('lordo mensile 1.783,75 €');
  });
});

describe('a domestic contributions follow-up in its units', () => {
  it('"e nel 2025 a ora? e a settimana?" gives the 2025 hourly contribution, not the yearly cost', () => {
    const line = open('e nel 2025 quanto era a ora? e a settimana in totale?', [
      'Colf non convivente a tempo indeterminato, 20 ore a settimana, 8 euro l’ora: nel 2026 quanti contributi INPS per ogni ora?',
    ]);
    // 2025 band up to 9,48 €: 1,68 € an hour.
    expect(line).toContain("**1,68 € l'ora**");
    expect(line).not.toMatch(/costo per la famiglia/);
  });
});

describe('an agreement named beside the one held, with no table: a gap', () => {
  it('AIOP/ARIS clinic staff’s minimum is not the AIOP RSA table', () => {
    const line = open(
      'Faccio l’OSS in una casa di cura, contratto AIOP personale non medico, categoria B: qual è il minimo mensile 2026?',
    );
    expect(line).toMatch(/non sono nella base di conoscenza/);
    expect(line).not.toMatch(/\d+,\d\d €/);
  });
});
