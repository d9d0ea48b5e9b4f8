import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

// Round 2 of the benefit tax (benefit-tax.ts, ../reader/benefit-tax.ts), a freelancer's own taxes out of scope
// (../reader/off-topic-ask.ts) and a part-timer's supplementary hours under the law (supplementary-law.ts).

const upload = (text: string) => ({ documents: [{ fileId: 'f', fileName: 'x.txt', text }] });
const PAYSLIP =
  'CEDOLINO PAGA - NOVEMBRE 2026\nGiorni lavorati nel mese: 20\nContingenza ............ 524,22\nBuoni pasto elettronici (20 x 11,00) ...... 220,00\n  di cui quota imponibile .......... 60,00\n';
const CHECK =
  'Nel cedolino i buoni pasto elettronici da 11 euro al giorno hanno una quota imponibile di 60 euro. Il software è giusto?';

describe('meal vouchers checked on a payslip', () => {
  it('says No and gives the 2026 share first', () => {
    const line = openingLine(askAgent('calcolo', CHECK, upload(PAYSLIP)).text);
    expect(line).toMatch(/^No\b/);
    expect(line).toContain('**20,00 €**');
  });

  it('says Sì when the share told is the right one', () => {
    const line = openingLine(
      askAgent(
        'calcolo',
        'La busta paga mette 2 euro di parte imponibile su 2 buoni pasto elettronici da 11 euro nel 2026: è giusto?',
      ).text,
    );
    expect(line).toMatch(/^Sì[:,]/);
    expect(line).toContain('2,00 €');
  });

  it('keeps the days for a follow-up with paper vouchers, without a verdict', () => {
    const line = openingLine(
      askAgent(
        'calcolo',
        'e se invece le dessimo buoni cartacei da 7 euro, sempre 20 giorni, quanto sarebbe la parte tassata?',
        {
          ...upload(PAYSLIP),
          history: [CHECK],
        },
      ).text,
    );
    expect(line).toContain('**60,00 €**');
    expect(line).toContain('4,00 €');
    expect(line).not.toMatch(/^(?:Sì|No)\b/);
  });
});

describe('fringe benefits summed', () => {
  it('taxes the whole total once over the limit, answering No to "only the excess?"', () => {
    const line = openingLine(
      askAgent(
        'calcolo',
        'nel 2026 a un dipendente senza figli a carico abbiamo dato 700 euro di buoni carburante e 500 euro di rimborso bollette. quanto va tassato? solo i 200 sopra la soglia?',
      ).text,
    );
    expect(line).toMatch(/^No\b/);
    expect(line).toContain('**1.200,00 €**');
  });

  it('counts several vouchers of one value', () => {
    const line = openingLine(
      askAgent(
        'calcolo',
        'abbiamo dato due buoni benzina da 600 euro a un dipendente senza figli nel 2026: è tutto esente?',
      ).text,
    );
    expect(line).toMatch(/^No\b/);
    expect(line).toContain('**1.200,00 €**');
  });

  it('answers vouchers and a fuel voucher asked together', () => {
    const text = askAgent(
      'main-agent',
      'Nel 2026 vorrei dare buoni pasto elettronici da 9 euro al giorno e un buono carburante da 1.500 euro a un dipendente con due figli a carico: è tutto esentasse?',
    ).text;
    expect(openingLine(text)).toMatch(/^Sì[:,]/);
    expect(text).toContain('10,00 €');
    expect(text).toContain('**2.000,00 €**');
  });
});

describe('travel and mileage', () => {
  it('totals the days told in words', () => {
    const line = openingLine(
      askAgent(
        'calcolo',
        'sono stato in trasferta tre giorni fuori comune con una diaria di 50 euro al giorno, senza rimborso di vitto e alloggio: quanto è tassato?',
      ).text,
    );
    expect(line).toContain('**10,56 €**');
  });

  it('says mileage on ACI tables inside the municipality is no longer taxed', () => {
    const text = askAgent(
      'calcolo',
      'rimborsiamo i km a tariffe ACI anche dentro il comune: li mettiamo ancora in imponibile nel 2026?',
    ).text;
    expect(openingLine(text)).toMatch(/^No\b/);
    expect(text).toContain('192/2024');
  });

  it('declares the per-km amount a gap, with no figure', () => {
    const line = openingLine(
      askAgent('calcolo', 'e se uso la mia macchina quanto mi devono al km secondo le tabelle ACI 2026?', {
        history: ['trasferta fuori comune con diaria 50 euro al giorno: quanto è tassato?'],
      }).text,
    );
    expect(line).toContain('tabelle ACI');
    expect(line).not.toMatch(/\d+,\d{2} €|%/);
  });
});

describe('outside the employee payroll', () => {
  it('does not answer a flat-rate freelancer with employee contributions', () => {
    const text = askAgent(
      'main-agent',
      'Voglio aprire partita IVA in regime forfettario come grafico: quanto pagherei di imposta sostitutiva e gestione separata?',
    ).text;
    expect(text).not.toMatch(/9,19%|\d+,\d{2} €/);
  });
});

describe('supplementary hours under the law', () => {
  it('gives the 25% of the agreed hours and the 15% surcharge on the pay told', () => {
    const line = openingLine(
      askAgent(
        'calcolo',
        'Part-time a 20 ore settimanali, il contratto collettivo non disciplina il lavoro supplementare quindi vale la legge: quante ore supplementari al massimo a settimana, e quanto pago se la retribuzione oraria globale è 10 euro?',
      ).text,
    );
    expect(line).toContain('**5 ore**');
    expect(line).toContain('**57,50 €**');
  });
});
