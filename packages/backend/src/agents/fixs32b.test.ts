import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

// How a benefit is taxed under art. 51 TUIR (benefit-tax.ts, ../reader/benefit-tax.ts): the threshold or the
// taxable part opens the answer, in bold, computed on the user's figures or upload.

const upload = (text: string) => ({ documents: [{ fileId: 'f', fileName: 'x.txt', text }] });

describe('meal vouchers', () => {
  it('gives both daily thresholds, with the electronic one before 2026', () => {
    const line = openingLine(
      askAgent(
        'confronta',
        'Per i buoni pasto: qual è la differenza di soglia di esenzione giornaliera tra buoni elettronici e buoni cartacei?',
      ).text,
    );
    expect(line).toContain('**10,00 €**');
    expect(line).toContain('**4,00 €**');
    expect(line).toContain('**8,00 €**');
  });

  it('computes the taxable part of paper vouchers from an uploaded notice', () => {
    const text = askAgent(
      'calcolo',
      'Quanto del totale del mese diventa imponibile per me, considerando le mie 21 giornate?',
      upload(
        'Buoni pasto in formato CARTACEO del valore nominale di 7,00 euro per ogni giornata di presenza.\nGiornate di presenza nel mese: 21.\nTotale: 21 x 7,00 = 147,00 euro.',
      ),
    ).text;
    expect(openingLine(text)).toContain('**63,00 €**');
    expect(text).toContain('7,00 € − 4,00 € = 3,00 €');
  });

  it('says No when electronic vouchers under the threshold are asked as taxed', () => {
    const line = openingLine(
      askAgent(
        'main-agent',
        'ho buoni pasto elettronici da 9 euro, 20 giorni al mese: ci pago le tasse sopra?',
      ).text,
    );
    expect(line).toMatch(/^No: /);
    expect(line).toContain('**0,00 €**');
  });

  it('opens a yes/no question on paper vouchers with Sì and the threshold', () => {
    const line = openingLine(askAgent('main-agent', 'i buoni pasto cartacei sono esenti?').text);
    expect(line).toMatch(/^Sì: /);
    expect(line).toContain('**4,00 €**');
  });

  it('gives the canteen allowance its own threshold', () => {
    const line = openingLine(
      askAgent('main-agent', "l'indennità sostitutiva di mensa è esente fino a quanto?").text,
    );
    expect(line).toContain('**5,29 €**');
  });

  it('leaves a payslip check with vouchers beside it to the payslip', () => {
    const text = askAgent(
      'calcolo',
      'Questo mese ho avuto 8 euro al giorno di buoni pasto. Sul cedolino leggo: lordo 2.400 euro, contributi INPS 264 euro, IRPEF 301 euro. I contributi INPS trattenuti sono giusti?',
    ).text;
    expect(openingLine(text)).not.toContain('buoni pasto sono esenti');
  });
});

describe('fringe benefits', () => {
  const first =
    "quest'anno (2026) quanto posso dare di fringe benefit esentasse a un dipendente che non ha figli? tipo buoni carburante o rimborso bollette";

  it('gives the 2026 limit without children', () => {
    expect(openingLine(askAgent('main-agent', first).text)).toContain('**1.000,00 €**');
  });

  it('keeps the subject on a follow-up with children', () => {
    const line = openingLine(
      askAgent('calcolo', 'e se invece il dipendete ha due figli a carico fino a quanto arrivo?', {
        history: [first],
      }).text,
    );
    expect(line).toContain('**2.000,00 €**');
  });

  it('answers Sì to a value within the limit, and taxes all of a value above it', () => {
    const within = openingLine(
      askAgent(
        'main-agent',
        'Nel 2025 ho dato a un impiegato senza figli 800 euro di buoni carburante: sono esenti?',
      ).text,
    );
    expect(within).toMatch(/^Sì: /);
    expect(within).toContain('**1.000,00 €**');
    const above = openingLine(
      askAgent(
        'main-agent',
        'fringe benefit 2026 da 1.300 euro a un dipendente senza figli: quanto è imponibile?',
      ).text,
    );
    expect(above).toContain('**1.300,00 €**');
  });
});

describe('fringe benefits in other years', () => {
  it('reads each year its own limit, and the ordinary rule once the derogations end', () => {
    const ask = (year: number) =>
      openingLine(
        askAgent('main-agent', `fringe benefit esenti nel ${year}: qual è il limite con figli a carico?`)
          .text,
      );
    expect(ask(2023)).toContain('**3.000,00 €**');
    expect(ask(2024)).toContain('**2.000,00 €**');
    expect(
      openingLine(askAgent('main-agent', 'nel 2028 fino a quanto sono esenti i fringe benefit?').text),
    ).toContain('**258,23 €**');
  });
});

describe('travel allowances', () => {
  it('takes the Italian franchise off a flat daily allowance', () => {
    const line = openingLine(
      askAgent(
        'calcolo',
        'Dipendente in trasferta in Italia fuori dal comune della sede, indennità forfettaria di 60 euro al giorno, nessun rimborso di vitto e alloggio. Qual è la quota giornaliera imponibile?',
      ).text,
    );
    expect(line).toContain('**13,52 €**');
  });

  it('takes the foreign franchise off each day of an uploaded letter', () => {
    const line = openingLine(
      askAgent(
        'calcolo',
        "L'azienda gli paga 100 euro al giorno e niente rimborsi per mangiare e dormire. Quanto di questi 500 euro finirà tassato in busta paga?",
        upload(
          'Destinazione: Lione (Francia)\nPeriodo: dal 16/11/2026 al 20/11/2026 (5 giorni)\nIndennità di trasferta forfettaria di 100,00 euro al giorno.\nVitto e alloggio NON rimborsati.',
        ),
      ).text,
    );
    expect(line).toContain('**112,65 €**');
  });

  it('taxes all of an allowance inside the municipality', () => {
    const line = openingLine(
      askAgent(
        'main-agent',
        'trasferta dentro il comune della sede, 30 euro al giorno di indennità: è tassata?',
      ).text,
    );
    expect(line).toMatch(/^Sì: /);
    expect(line).toContain('**30,00 €**');
  });

  it('reduces the franchise by a third when lodging is paid', () => {
    const text = askAgent(
      'calcolo',
      "trasferta a Bari, diaria di 50 euro al giorno, l'albergo lo paga l'azienda: quanto è imponibile al giorno?",
    ).text;
    expect(openingLine(text)).toContain('**19,01 €**');
    expect(text).toContain('30,99 €');
  });
});
