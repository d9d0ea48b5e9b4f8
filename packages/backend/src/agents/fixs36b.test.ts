import { describe, expect, it } from 'vitest';
import { readQuestion } from '../reader/read.js';
import { withoutTaxSetAside } from '../reader/set-aside.js';
import { askAgent, testKb as kb, openingLine as lead, TEST_TODAY as TODAY } from '../testing/agents.js';

// Figures recomputed by hand from payroll-rules.md and the published tables (sources in
// eval/questions/89-fixs36b.json), not read from the engine.
const ask = (agent: string, message: string, history: string[] = []) => askAgent(agent, message, { history });
const read = (message: string, history: string[] = []) =>
  readQuestion({ kb, message, history, today: TODAY, agent: 'calcolo' });

describe('fixs36b: calculation questions read as asked', () => {
  it('writes the ratei of a 13th month as consultants do, 7/12', () => {
    // Commercio 4° from 1 November 2026: 1.818,75; June–December = 7 months; 1.818,75 × 7 / 12 = 1.060,94.
    const text = ask(
      'calcolo',
      'Commercio 4° livello, assunta il 2 giugno 2026, solo minimo: tredicesima di dicembre 2026?',
    ).text;
    expect(text).toContain('1.060,94 €');
    expect(text).toContain('× 7/12');
    expect(text).not.toContain('7 / 12');
  });

  it('asks a figure, not yes or no, when the story says what was paid and the last clause asks how much', () => {
    const first = lead(
      ask(
        'calcolo',
        'Abbiamo una commessa al 4° livello del Commercio assunta il 1° marzo 2026, minimo tabellare. Il titolare vuole rivedere la quattordicesima che le è stata pagata a luglio: a quanto doveva ammontare?',
      ).text,
    );
    // 1.783,75 (table from 1 November 2025, in force at 30 June 2026) × 4 / 12 = 594,58.
    expect(first).toContain('594,58 €');
    expect(first).not.toMatch(/^\*\*(?:Sì|No)\*\*/);
  });

  it('drops only the tax treatment an "escludi" clause names, keeping the other exclusions', () => {
    expect(
      withoutTaxSetAside(
        'Quanto è il netto annuo? Escludi le addizionali regionali e comunali e la flat tax sugli aumenti.',
      ),
    ).toBe('Quanto è il netto annuo? Escludi le addizionali regionali e comunali.');
    const r = read(
      'RAL 27.000 su 14 mensilità nel 2026, nessun familiare: netto annuo? Escludendo la tassazione agevolata del rinnovo.',
    );
    expect(r.intent).toBe('gross_to_net');
  });

  it('keeps the comune of the conversation when a follow-up weighs 13 and 14 payments', () => {
    const before =
      'Dipendente residente a Firenze, RAL 30.000 € su 14 mensilità, nessun familiare a carico: netto mensile 2026 con le addizionali?';
    const text = ask('calcolo', 'e su 13 e su 14 mensilità quanto fa al mese?', [before]).text;
    // 23.578,81 / 13 = 1.813,75; / 14 = 1.684,20 (addizionali Toscana and Firenze, h159 recomputation).
    expect(text).toContain('1.813,75 €');
    expect(text).not.toContain('Comune di residenza non indicato');
  });

  it('reads "rispetto a Milano" after a net as two comuni, the case asked first', () => {
    const before =
      'RAL 29.000 € su 13 mensilità, tutto il 2026, nessun familiare a carico, residente a Milano: netto mensile con le addizionali?';
    const question = 'Se si trasferisse a Roma quanto netto al mese avrebbe rispetto a Milano?';
    expect(read(question, [before]).intent).toBe('gross_to_net');
    const first = lead(ask('calcolo', question, [before]).text);
    expect(first).toMatch(/a Roma il netto mensile medio è \*\*1\.747,1\d €\*\*/);
    expect(first).toContain('9,10 € al mese');
  });

  it('computes the December advance from the revaluations of the year before', () => {
    // 8.000 × 17% = 1.360,00; × 90% = 1.224,00.
    const first = lead(
      ask(
        'calcolo',
        "Acconto dell'imposta sostitutiva sulla rivalutazione del TFR, metodo storico: nel 2025 le rivalutazioni sono state 8.000 euro. Quanto versiamo?",
      ).text,
    );
    expect(first).toContain('1.224,00 €');
  });

  it('states the difference when the gross IRPEF is asked under two years', () => {
    // 35.000: 2026 6.440 + 7.000 × 33% = 8.750; 2025 6.440 + 7.000 × 35% = 8.890; difference 140.
    const first = lead(
      ask(
        'calcolo',
        'Imponibile IRPEF di 35.000 euro: imposta lorda con gli scaglioni 2026 e con quelli del 2025?',
      ).text,
    );
    expect(first).toContain('8.750,00 €');
    expect(first).toContain('8.890,00 €');
    expect(first).toContain('140,00 €');
  });

  it('explains the 5% renewal tax when the rule is asked, overtime told only as a reason of income', () => {
    const first = lead(
      ask(
        'main-agent',
        "Con il rinnovo del Commercio i nostri dipendenti hanno avuto l'aumento: ho sentito che nel 2026 c'è un'imposta sostitutiva sugli aumenti contrattuali. Alcuni nel 2025 hanno guadagnato di più per gli straordinari: qual è la regola?",
      ).text,
    );
    expect(first).toContain('**5%**');
    expect(first).toContain('33.000,00 €');
    expect(first).not.toMatch(/^Sì/);
  });

  it('takes the fund, not the year, from a revaluation follow-up', () => {
    const before =
      'A fine 2024 avevo 12.000 € di TFR accantonato: quanto è stata la rivalutazione di dicembre 2025 e la sua imposta?';
    // 12.000 × 2,060940% = 247,31; 17% = 42,04 (September 2025 coefficient).
    const first = lead(
      ask('calcolo', 'e se avessi lasciato a settembre 2025, con il coefficiente di quel mese?', [before])
        .text,
    );
    expect(first).toContain('247,31 €');
  });

  it('reads a hire day told before "hanno assunto"', () => {
    expect(
      read('Il 1° marzo 2026 hanno assunto una commessa al 4° livello del Commercio: quanto la 14ª?').slots
        .hireDate,
    ).toBe('2026-03-01');
  });

  it('reads 13 and 14 payments set side by side after a net as the net of each, not agreements compared', () => {
    const before =
      'RAL 30.000 € su 14 mensilità, residente a Firenze: netto mensile 2026 con le addizionali?';
    expect(read('e se le mettessimo a confronto, su 13 e su 14 mensilità?', [before]).intent).toBe(
      'gross_to_net',
    );
  });

  it('reads "facendo il conto su 14" as the count reasoned on, and "per cento" stays a share', () => {
    expect(
      read(
        'Oggi ha una RAL su 13 mensilità, ma vuole 1.650 € netti al mese facendo il conto su 14 mensilità: che RAL?',
      ).slots.payments,
    ).toBe(14);
    expect(
      read('e se fosse al 60 per cento?', ['minimo 4 liv commercio nov 2026', 'e pt 50?']).slots
        .partTimePercent,
    ).toBe(60);
  });
});
