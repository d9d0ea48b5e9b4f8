import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

// A part-timer's supplementary and elastic hours valued at the hourly pay given: hours × pay × (1 + surcharge).
describe('supplementary hours valued at the hourly pay given', () => {
  it('opens with the value of the hours in the Commercio, at the 35% within the limits', async () => {
    const { text } = await askAgent(
      'calcolo',
      'sono part time 24 ore nel commercio, ho fatto 12 ore supplementari, paga oraria 10,50 € lordi. quanto mi devono per quelle ore?',
    );
    expect(openingLine(text)).toMatch(/^Per 12 ore supplementari a 10,50 € l'ora spettano \*\*170,10 €\*\*/);
    expect(text).toContain('12 ore × 10,50 € × 1,35');
  });

  it('uses the higher tier when the hours are beyond the limits', async () => {
    const { text } = await askAgent(
      'calcolo',
      'CCNL Terziario Confcommercio: 5 ore supplementari oltre i limiti contrattuali con paga oraria 9,90 €. Quanto spetta?',
    );
    expect(openingLine(text)).toContain('**69,30 €**');
  });

  it('keeps the follow-up on the pay of the earlier turn', async () => {
    const first =
      'lavoro in uno studio commercialista part time 20 ore, ho fatto 8 ore in piu. paga oraria 11,20. il ccnl è studi professionali, quanto mi spetta?';
    const { text } = await askAgent('calcolo', 'e con 10 ore invece di 8?', { history: [first] });
    expect(openingLine(text)).toContain('**156,80 €**');
  });

  it('reads a global hourly pay and values the hours in the Cooperative sociali', async () => {
    const { text } = await askAgent(
      'calcolo',
      "Operatrice part-time, CCNL Cooperative sociali, retribuzione oraria globale 9,60 €: 15 ore di lavoro supplementare nel mese. Qual è l'importo lordo?",
    );
    expect(openingLine(text)).toContain('**182,88 €**');
  });

  it('checks a payslip that pays the hours at a lower surcharge: No, and what was due', async () => {
    const payslip =
      'CEDOLINO PAGA - OTTOBRE 2026\nCCNL Terziario Distribuzione e Servizi (Confcommercio)\nPart-time 24 ore\nRetribuzione oraria: 9,50\nLavoro supplementare 8,00 ore x 9,50 magg. 15% = 87,40\n';
    const { text } = await askAgent(
      'calcolo',
      'Le 8 ore di supplementare del cedolino sono calcolate correttamente con il 15%? Se no, quanto dovevano essere?',
      { documents: [{ fileId: 'f', fileName: 'cedolino.txt', text: payslip }] },
    );
    expect(openingLine(text)).toMatch(/^\*\*No\*\*/);
    expect(openingLine(text)).toContain('**102,60 €**');
  });

  it('answers No to a claim that the extra hours are paid plain', async () => {
    const { text } = await askAgent(
      'main-agent',
      'il mio capo dice che nel commercio le ore in più del part time si pagano normali senza maggiorazione, è vero?',
    );
    expect(openingLine(text)).toMatch(/^\*\*No\*\*/);
    expect(openingLine(text)).toContain('35%');
  });

  it('compares the value in two agreements', async () => {
    const { text } = await askAgent(
      'confronta',
      'Part-timer con paga oraria 10,00 € e 10 ore di lavoro supplementare: quanto con il CCNL Terziario Confcommercio e quanto con il CCNL Studi professionali?',
    );
    expect(openingLine(text)).toContain('135,00 €');
    expect(openingLine(text)).toContain('140,00 €');
  });
});

describe('elastic clause hours', () => {
  it('values the 1,5% and states only the allowance in force, not the 2024 one', async () => {
    const { text } = await askAgent(
      'calcolo',
      'Part-time CCNL Terziario Confcommercio con clausola elastica, paga oraria 9,80 €: 30 ore in variazione di collocazione nel 2026. Quanto vale la maggiorazione?',
    );
    expect(openingLine(text)).toContain('**4,41 €**');
    expect(text).toContain('155,00 €');
    expect(text).not.toMatch(/\b120 (?:€|euro)/);
  });
});
