import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';
import { changedDescription } from './classification-followup.js';

const ask = (agent: string, message: string, history: string[] = []) => askAgent(agent, message, { history });
const opening = (agent: string, message: string, history: string[] = []) =>
  openingLine(ask(agent, message, history).text);

describe('gross IRPEF on a taxable income, by the brackets of the year asked', () => {
  it('computes the tax on the income as given, not a payslip from a gross pay', () => {
    // 2026: 23% to 28.000, 33% to 50.000, 43% above (shared/data/payroll-rules.md §2).
    expect(opening('calcolo', 'IRPEF lorda su un imponibile di 28.000 € nel 2026')).toContain(
      '**6.440,00 €**',
    );
    // 6.440 + 7.000 × 35% = 8.890 in 2025; × 33% = 8.750 in 2026.
    expect(
      opening('main-agent', "Quanto è l'irpef lorda su 35000 euro di reddito imponibile 2025?"),
    ).toContain('**8.890,00 €**');
    expect(opening('calcolo', 'imposta lorda 2026 su un imponibile di 35.000 euro')).toContain(
      '**8.750,00 €**',
    );
    // 6.440 + 22.000 × 33% + 10.000 × 43% = 18.000.
    const text = ask('calcolo', 'irpef lorda 2026 con imponibile 60k').text;
    expect(openingLine(text)).toContain('**18.000,00 €**');
    expect(text).toContain('43% su 10.000,00 €');
    expect(text).not.toContain('Contributi INPS a carico');
  });
});

describe('a domestic payslip’s INPS is per hour by band', () => {
  it('compares the withholding with the band’s hourly share, never a share of the gross', () => {
    // 2026, effective pay 9,00 + 9,00 / 12 = 9,75 €/h (fixs24a), second band: worker 0,48 € × 20 h × 52 / 12 = 41,60 €.
    const text = ask(
      'calcolo',
      "Colf 20 ore a settimana a 9 euro l'ora, lordo 780 al mese, INPS trattenuta 71,76: è corretta? CCNL lavoro domestico",
    ).text;
    expect(openingLine(text)).toContain('**non torna**');
    expect(openingLine(text)).toContain('**41,60 €**');
    expect(text).not.toContain('9,19%');
    // 2025, effective pay 10,83 €/h, from 9,48 to 11,54: worker 0,48 € × 20 × 52 / 12 = 41,60 €.
    expect(
      opening(
        'calcolo',
        'busta paga badante 2025: 20 ore settimanali a 10 € l’ora, trattenuta INPS 41,60 €, giusto? lavoro domestico',
      ),
    ).toContain('**corretta**');
  });

  it('asks for the hours when the check needs them', () => {
    const answer = ask(
      'calcolo',
      'la colf ha una trattenuta INPS di 40 € su 800 € lordi, è giusta? ccnl lavoro domestico',
    );
    expect(openingLine(answer.text)).toContain('le ore settimanali e la paga oraria');
    expect(answer.calcolaField).toBe('ore_settimanali');
  });

  it('a contribution question without hours gets the year’s hourly bands', () => {
    const text = ask('main-agent', 'Quanto pago di contributi INPS per la colf nel 2025?').text;
    expect(openingLine(text)).toContain('una cifra fissa per ogni ora retribuita');
    expect(text).toContain("1,68 € l'ora, di cui 0,42 €");
    expect(text).not.toMatch(/divisore/);
  });
});

describe("an employer's extra contributions, asked alone", () => {
  it('the NASpI additional contribution and its increase on each renewal', () => {
    const line = opening(
      'calcolo',
      'Quanto è il contributo addizionale NASpI sui contratti a tempo determinato?',
    );
    expect(line).toContain('**1,4%**');
    expect(line).toContain('0,5% a ogni rinnovo');
    expect(
      opening('main-agent', 'contratto a termine rinnovato 2 rinnovi: quanto è il contributo addizionale?'),
    ).toContain('**2,4%**');
  });

  it('the dismissal ticket of the year, and for the months of service given', () => {
    const line = opening('main-agent', 'Quanto costa il ticket di licenziamento nel 2026?');
    expect(line).toContain('649,73 €');
    expect(line).toContain('1.949,19 €');
    expect(opening('main-agent', 'ticket di licenziamento 2025 quanto è al massimo?')).toContain(
      '1.922,28 €',
    );
    // 649,73 / 12 × 24 = 1.299,46.
    expect(
      opening('calcolo', 'ticket naspi 2026 per un dipendente licenziato con 2 anni di anzianità'),
    ).toContain('**1.299,46 €**');
  });
});

describe('a calculation that needs both the pay and the period asks for both at once', () => {
  it('TFR and tredicesima with neither', () => {
    for (const [agent, message] of [
      ['main-agent', 'Quanto TFR mi spetta?'],
      ['calcolo', "Ho lavorato un po' di anni in un'azienda, quanto mi spetta di liquidazione?"],
      ['calcolo', 'Quanta tredicesima mi spetta se mi licenzio?'],
    ] as const) {
      const line = opening(agent, message);
      expect(line, message).toContain('mi servono due dati');
      expect(line, message).toContain('il periodo di lavoro');
    }
    // A period given, or a method asked, is not a clarification.
    expect(opening('main-agent', 'Quanto TFR matura in un anno un 4° livello commercio?')).toContain(
      '**1.758,80 €**',
    );
    expect(opening('main-agent', 'Come si calcola la tredicesima?')).toContain('un dodicesimo');
  });
});

describe('a classification follow-up decides again with the changed condition', () => {
  it('turns the condition around in the earlier description', () => {
    expect(
      changedDescription(
        'badante di persona autosufficiente, che livello?',
        'e se non è più autosufficiente?',
      ),
    ).toContain('non autosufficiente');
    expect(
      changedDescription('badante non autosufficiente senza diploma', 'e se ha il diploma?'),
    ).not.toContain('senza diploma');
    expect(changedDescription('magazziniere', 'Quanto dura la prova?')).toBeUndefined();
  });

  it('proposes the level of the changed job', () => {
    const first =
      'Che livello ha una badante di persona non autosufficiente senza diploma nel CCNL Lavoro domestico?';
    expect(opening('inquadra', first)).toContain('**livello CS**');
    expect(opening('inquadra', 'e se ha il diploma?', [first])).toContain('**livello DS**');
    const carer = 'badante convivente che assiste una persona autosufficiente, che livello?';
    expect(opening('inquadra', carer)).toContain('**livello BS**');
    expect(opening('inquadra', 'e se non è più autosufficiente?', [carer])).toContain('**livello CS**');
    const trained = 'badante diplomata di persona non autosufficiente, lavoro domestico: livello?';
    expect(opening('inquadra', 'e se non ha il diploma?', [trained])).toContain('**livello CS**');
  });
});
