import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

const document = (text: string, fileName = 'documento.txt') => ({
  documents: [{ fileId: 'd1', fileName, text }],
});

const PAYSLIP = document(
  'Cedolino agosto 2026 - CCNL Alimentari industria - livello 5\nRetribuzione 1.900,00\nContributi IVS 9,19%  174,61\nRitenuta IRPEF  188,20\nAddizionale regionale  15,30\nAddizionale comunale  5,90\nTotale trattenute  384,01\nStraordinario 25% ore 4  60,20\nStraordinario 25% ore 2  30,10\n',
);

describe('what users ask of an uploaded document', () => {
  it('a sum of items named by their kind, checked against the payslip’s own total', () => {
    const answer = askAgent('main-agent', 'sommami inps, irpef e addizionali: il totale è giusto?', PAYSLIP);
    // 174,61 + 188,20 + 15,30 + 5,90 = 384,01
    expect(openingLine(answer.text)).toContain('384,01');
    expect(answer.text).toMatch(/torna/);
  });

  it('a total of one item over its lines is read off the payslip, whatever the agent', () => {
    const answer = askAgent('calcolo', 'in tutto quanto ho preso di straordinario ad agosto?', PAYSLIP);
    // 60,20 + 30,10 = 90,30
    expect(openingLine(answer.text)).toContain('90,30');
  });

  it('what was withheld is read on the payslip, not the rule', () => {
    const answer = askAgent('main-agent', 'quanto mi hanno trattenuto di irpef ad agosto?', PAYSLIP);
    expect(openingLine(answer.text)).toContain('188,20');
  });

  it('the hourly pay from a clause’s monthly pay and weekly hours, in the agreement it names', () => {
    const answer = askAgent(
      'calcolo',
      'qual è la mia paga oraria con questo contratto?',
      document(
        'Contratto di lavoro - Hotel Lago\nCCNL Turismo Federalberghi, 5° livello.\nOrario: 40 ore settimanali.\nRetribuzione: 1.720,00 euro lordi mensili.\n',
      ),
    );
    // Turismo, 40 hours: divisor 172; 1.720,00 / 172 = 10,00
    expect(openingLine(answer.text)).toContain('10,00');
  });

  it('the hours over the schedule of a timesheet totalled on a bare "Totale" line', () => {
    const answer = askAgent(
      'calcolo',
      'quanto mi devono per lo straordinario di questa settimana?',
      document(
        'Foglio ore settimana 2-8 novembre 2026\nCCNL Commercio 4° livello, full time 40 ore\nlun 10\nmar 10\nmer 10\ngio 10\nven 2\nTotale 42\n',
      ),
    );
    // 2 hours × (1.818,75 / 168 × 1,15 = 12,4498) = 24,90
    expect(answer.text).toContain('24,90');
  });

  it('a letter’s probation weighed against the agreement "al massimo"', () => {
    const answer = askAgent(
      'main-agent',
      'la lettera dice 4 mesi di prova: per il mio livello quanto può durare al massimo?',
      document(
        'Lettera di assunzione\nCCNL Terziario Confcommercio, inquadramento al 5° livello, commessa.\nPeriodo di prova: 4 mesi.\n',
      ),
    );
    // Commercio, 4th and 5th level: 60 days of actual work.
    expect(answer.text).toContain('60');
  });

  it('why a 13th month nets less than a month: the deductions, not an amount', () => {
    const answer = askAgent('calcolo', 'come mai la tredicesima netta è più bassa dello stipendio?', {
      history: ['RAL 27.000 su 13 mensilità, netto mensile?'],
    });
    expect(openingLine(answer.text)).toMatch(/detrazioni/);
  });
});
