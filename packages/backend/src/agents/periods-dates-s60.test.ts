import { describe, expect, it } from 'vitest';
import { askAgent, openingLine, openingLines, withUpload } from '../testing/agents.js';

// Periods and dates the user tells (issue 12, session 60): an earlier job's leaving is no leaving of the job
// asked about, a deadline asked opens with its day, a year's minimums are summed month by month.
describe('periods and dates told in the question', () => {
  it("an earlier job left before the new hire: the 13th counts the new job's months, no leaving day", () => {
    const answer = askAgent(
      'calcolo',
      'Fino a luglio lavoravo in un bar, poi mi sono dimesso e dal 1° ottobre 2026 sono stato assunto in un negozio (CCNL commercio) come impiegato 3° livello, solo minimo. Quanta tredicesima mi daranno a dicembre?',
    );
    expect(openingLine(answer.text)).toMatch(/per 3 mesi \(3\/12\)/);
    expect(answer.text).not.toMatch(/per 0 mesi|Ultimo giorno di lavoro/);
  });

  it('holidays of a year asked by date: the law’s day opens the answer', () => {
    const answer = askAgent(
      'main-agent',
      'Al mio collaboratore restano 9 giorni di ferie maturati nel 2024, oltre alle due settimane già fatte: entro quale data deve goderli per legge?',
    );
    expect(openingLines(answer.text)).toContain('30 giugno 2026');
  });

  it('a follow-up with a typo on the holidays accruing in another year: that year’s day, not the earlier one', () => {
    const answer = askAgent('main-agent', 'e qelle che maturo nel 2027 fino a quando posso tenerle?', {
      history: ['Ho 5 giorni di ferie del 2025 che non ho fatto, entro quando devo farli?'],
    });
    expect(openingLines(answer.text)).toContain('30 giugno 2029');
    expect(answer.text).not.toContain('30 giugno 2027');
  });

  it("untaken ROL of a year in the shops' agreement: the 30 June of the next year, as a date", () => {
    const answer = askAgent(
      'main-agent',
      'Lavoro in un negozio col CCNL commercio e ho ancora parecchie ore di permessi ROL accumulate nel 2025 che non ho usato. Il capo dice che a fine anno si perdono: entro quando posso usarle?',
    );
    expect(answer.text).toContain('30 giugno 2026');
  });

  it("a year's minimums with a tranche and the extra months: summed month by month", () => {
    const answer = askAgent(
      'calcolo',
      'Devo fare il preventivo del personale: un operaio metalmeccanico industria livello D2 pagato al minimo, quanto fanno in tutto i minimi lordi del 2026 contando la tredicesima e l’aumento di giugno?',
    );
    // D2: 1.931,78 € to May, 1.979,37 € from 1 June 2026 (pragmafe table): 5 × 1.931,78 + 8 × 1.979,37.
    expect(openingLine(answer.text)).toContain('25.493,86 €');
    expect(answer.text).toMatch(/gennaio–maggio/);
  });
});

describe('counts read on an uploaded document', () => {
  const payslip = [
    'BUSTA PAGA NOVEMBRE 2026 - CCNL Commercio',
    'RIEPILOGO FERIE E PERMESSI',
    '                     Residuo AP   Maturato   Goduto   Residuo',
    'Ferie (giorni)          2,00        24,00     18,00     8,00',
    'ROL (ore)               4,00        51,33     20,00    35,33',
    'Ex festività (ore)      0,00        29,33     8,00     21,33',
  ].join('\n');

  it('one kind of leave asked after the table is named: only its balance', () => {
    const answer = askAgent(
      'main-agent',
      'Ho caricato la busta di novembre, in fondo c’è la tabella con ferie e permessi e non ci capisco niente: quante ore di ROL mi rimangono? Per adesso mi interessano solo le ore di ROL.',
      withUpload('busta-novembre.txt', payslip),
    );
    expect(openingLine(answer.text)).toContain('35,33 ore');
    expect(openingLine(answer.text)).not.toMatch(/ferie|8,00 giorni/);
  });

  it("a timesheet's night hours and their days, read on the document", () => {
    const sheet = [
      'FOGLIO ORE MARZO 2026 - Magazzino Nord',
      'Dipendente: Bianchi Luca - magazziniere',
      'Settimana 1: 5 giorni, ore ordinarie 40',
      '   Notturno: martedì 03/03, ore 3 (22-01)',
      'Settimana 2: 5 giorni, ore ordinarie 40',
      'TOTALI',
      'Ore ordinarie: 80',
      'Ore notturne: 3',
    ].join('\n');
    const answer = askAgent(
      'main-agent',
      'Guardando il foglio ore che vi ho mandato, quante ore di notturno ha fatto Luca e in che giorno?',
      withUpload('foglio-ore-marzo.txt', sheet),
    );
    expect(openingLine(answer.text)).toContain('**3 ore**');
    expect(openingLine(answer.text)).toContain('03/03');
  });
});
