import { describe, expect, it } from 'vitest';
import { euro } from '../kb/format.js';
import {
  additionalMonthProRata,
  cents,
  grossToNet,
  netToGross,
  readPayrollData,
  tfrAccrualWorked,
} from '../payroll/index.js';
import { askAgent, testKb as kb, testKbDir as kbDir, openingLine } from '../testing/agents.js';
import type { AgentResult } from './agents.js';
import type { AgentContext } from './context.js';

/**
 * The calculation intents, asked as consultants ask them: the first line answers with the engine's figure in
 * bold (the engine's own result is the reference), then the working, the assumptions and the sources.
 */

const ask = (message: string, extra: Partial<AgentContext> = {}, agent = 'main-agent'): AgentResult =>
  askAgent(agent, message, extra);
const first = (a: AgentResult) => openingLine(a.text);
const bold = (value: number) => `**${euro(cents(value))}`;

describe('from a RAL or a monthly gross, no agreement needed', () => {
  it('RAL to net with the region inferred from the city', () => {
    const answer = ask('RAL 30.000 su 14 mensilità, Milano: quanto prendo netto?');
    const engine = grossToNet(kb.surcharges, {
      year: 2026,
      ral: 30_000,
      payments: 14,
      location: { municipality: 'Milano' },
    });
    expect(first(answer)).toContain(`${bold(engine.result.netMonthly)} al mese**`);
    expect(first(answer)).toContain('con le addizionali di Lombardia e Milano');
    expect(answer.text).toContain('Addizionale regionale (Lombardia)');
    expect(answer.text).not.toContain('Non riesco a identificare');
  });

  it('uses the tax year asked', () => {
    const answer = ask('con una ral di trentamila euro quanto mi resta in tasca al mese nel 2025?');
    const engine = grossToNet(kb.surcharges, { year: 2025, ral: 30_000, payments: 13 });
    expect(first(answer)).toContain('per il 2025');
    expect(first(answer)).toContain(`${bold(engine.result.netMonthly)} al mese**`);
  });

  it('net to gross, exact to the engine', () => {
    const answer = ask('Quanto devo dare lordo per avere 1.800 netti al mese a Roma?');
    const engine = netToGross(kb.surcharges, {
      year: 2026,
      netMonthly: 1800,
      payments: 13,
      location: { municipality: 'Roma' },
    });
    expect(first(answer)).toContain(`RAL di ${bold(engine.result.ral)}**`);
  });

  it('TFR of a year', () => {
    const answer = ask('Quanto TFR matura in un anno con una RAL di 28.000 €?');
    expect(first(answer)).toContain(bold(tfrAccrualWorked({ annualPay: 28_000 }).result.net));
  });

  it('a pro-rata tredicesima from the hire date (15-day rule)', () => {
    const answer = ask('Assunto il 1° marzo, quanto mi spetta di tredicesma con 1.900 lordi al mese?');
    const engine = additionalMonthProRata({ which: '13ª', monthly: 1900, months: 10 });
    expect(first(answer)).toContain('per 10 mesi');
    expect(first(answer)).toContain(bold(engine.result.amount));
  });

  it('explains how the tredicesima is computed when asked how, without a figure it was not given', () => {
    const answer = ask('Come si calcola la tredicesima?');
    expect(first(answer)).toContain(
      '**un dodicesimo (1/12) della retribuzione mensile per ogni mese lavorato**',
    );
    expect(answer.text).not.toMatch(/mensilità previste|Dipende dal CCNL/);
  });

  it('a payslip check says which figures differ and by how much', () => {
    const answer = ask('lordo 2.100, INPS 193, IRPEF 250, netto 1.657: è corretta?');
    expect(first(answer)).toMatch(
      /^(?:(?:\*\*)?(?:Sì|No)(?:\*\*)?: )?[Ll]a busta paga \*\*(?:non torna|torna)/,
    );
    expect(answer.text).toMatch(/\| INPS \| 193,00 € \| 192,99 € \| \+0,01 €(?: \[\d+\])* \|/);
  });

  it('the employer cost by sector from the engine, with its assumptions and gaps', () => {
    const answer = ask('Quanto costa all’azienda un 4° livello del CCNL Commercio con 20 dipendenti?');
    expect(first(answer)).toMatch(/il costo annuo per l'azienda è di circa \*\*[\d.,]+ €\*\*/);
    expect(answer.text).toContain('IVS a carico del datore');
    expect(answer.text).toContain('Non posso rispondere a:');
    expect(readPayrollData(kbDir).employer).toBeDefined();
  });

  it('domestic work does not go through an employee’s payslip', () => {
    const answer = ask('quanto prende netta una colf livello B convivente?');
    // The level's live-in minimum (table A 2026 after the ISTAT adjustment, B: 983,16 €), no IRPEF withheld,
    // no employee's INPS rate.
    expect(first(answer)).toContain('**983,16 € al mese**');
    expect(answer.text).toContain("non trattiene l'IRPEF");
    expect(answer.text).not.toContain('Trattamento integrativo');
    expect(answer.text).not.toContain('9,19%');
  });
});

describe('hours and rates from the agreement', () => {
  it('an overtime hour from the level, the divisor and the agreement’s rate', () => {
    const answer = ask('Quanto vale un’ora di straordinario per un 4° livello Commercio?');
    // 1.818,75 / 168 × 1,15 (Commercio: divisor 168, overtime up to the 48th hour +15%).
    expect(first(answer)).toContain(`**${euro(cents((1818.75 / 168) * 1.15))}**`);
    expect(answer.text).toContain('| Retribuzione oraria | 1.818,75 / 168');
  });

  it('a daily quota over the daily divisor the agreement states (Commercio: 26), typos and all', () => {
    const answer = ask('quota giornalera 4 livello comercio dicembre 2025');
    // 4° livello Commercio from 1.11.2025: 1.783,75 / 26 = 68,6058.
    expect(first(answer)).toContain(`**${euro(cents(1783.75 / 26))}**`);
    expect(first(answer)).toContain('÷ 26');
    expect(answer.riferimenti.some((r) => r.source_url?.includes('retribuzione-oraria-e-giornaliera'))).toBe(
      true,
    );
  });

  it('an hourly rate on the divisor the agreement states for the weekly hours given (Commercio 42 hours: 182)', () => {
    const answer = ask('Paga oraria del 4° livello CCNL Commercio a dicembre 2025 con 42 ore settimanali');
    expect(first(answer)).toContain(`**${euro(cents(1783.75 / 182))}**`);
    expect(first(answer)).toContain('÷ 182');
  });
});

describe('TFR revaluation between two dates', () => {
  it('revalues a fund held at 31 December 2024 with the December 2025 coefficient, not asking for 2024', () => {
    const answer = ask(
      'Avevo 10.000 euro di TFR accantonato al 31 dicembre 2024: di quanto si rivaluta al 31 dicembre 2025 e quanta imposta sostitutiva?',
    );
    // December 2025 coefficient 2,311148% (ISTAT, 16.1.2026): 10.000 × 2,311148% = 231,11; × 17% = 39,29.
    expect(first(answer)).toContain('**231,11 €**');
    expect(first(answer)).toContain('**39,29 €**');
  });
});

describe('honest coverage', () => {
  it('names an agreement the knowledge base lacks in one sentence, with no other agreement’s figures', () => {
    const answer = ask('Quanti giorni di ferie prevede il CCNL Telecomunicazioni?');
    expect(first(answer)).toMatch(/^\*\*CCNL Telecomunicazioni non è nella base di conoscenza\*\*/);
    expect(answer.text).not.toMatch(/\d+ giorni|€/);
  });

  it('still computes a RAL to net for an agreement it lacks', () => {
    const answer = ask('RAL 30.000 nel CCNL Telecomunicazioni: quanto netto?');
    expect(first(answer)).toContain('netto stimato');
    expect(answer.text).toContain('Il CCNL Telecomunicazioni non è nella base di conoscenza');
  });
});

describe('context', () => {
  it('a follow-up keeps the question and changes the agreement', () => {
    const answer = ask('E nel CCNL Metalmeccanici?', {
      history: ['Quanti giorni di ferie nel CCNL Commercio?'],
    });
    expect(first(answer)).toMatch(/^Nel CCNL Metalmeccanici industria, ferie: /);
  });

  it('a follow-up changes the year only', () => {
    const answer = ask('e per il 2025?', { history: ['RAL 30.000 su 14 mensilità a Milano, quanto netto?'] });
    const engine = grossToNet(kb.surcharges, {
      year: 2025,
      ral: 30_000,
      payments: 14,
      location: { municipality: 'Milano' },
    });
    expect(first(answer)).toContain(`${bold(engine.result.netMonthly)} al mese**`);
  });

  it('a suggested question names its agreement and is answered about it, not the selected one', () => {
    const answer = ask('Quanto dura il periodo di prova nel CCNL Turismo Federalberghi?', {
      categories: [1],
    });
    expect(first(answer)).toContain('CCNL Turismo Federalberghi');
  });
});

describe('answer first on long statements', () => {
  it('opens with the clause the question asks about', () => {
    const answer = ask('comporto malatia comercio quanti giorni');
    expect(first(answer)).toMatch(
      /^Nel CCNL Commercio, malattia e infortunio: \*\*Il posto è conservato per 180 giorni/,
    );
  });
});
