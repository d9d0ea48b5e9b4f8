import { describe, expect, it } from 'vitest';
import { readQuestion } from '../reader/read.js';
import {
  askAgent as ask,
  testKb as kb,
  openingLine as lead,
  TEST_TODAY as TODAY,
} from '../testing/agents.js';

const read = (message: string, agent: 'calcolo' | 'main-agent' = 'calcolo') =>
  readQuestion({ kb, message, today: TODAY, agent });

describe('calculations consultants ask, from what the question gives', () => {
  it('values a night hour and an overtime hour in euro from the level’s minimum, the divisor and the rate', () => {
    // Turismo 4°, May 2026: 1.695,69 / 172 = 9,8587; night work +25% → 12,32 €.
    const night = ask('calcolo', 'ora notturna portiere notte 4 livello turismo maggio 2026 quanto vale');
    expect(lead(night.text)).toContain('**12,32 €**');
    expect(lead(night.text)).toContain('25%');
    // Studi professionali 3°, October 2025: 1.706,37 / 170 = 10,0375; weekday overtime +15% → 11,54 €.
    const overtime = ask(
      'calcolo',
      "Quanto vale un'ora di straordinario feriale diurno per un 3° livello del CCNL Studi professionali con il minimo di ottobre 2025?",
    );
    expect(lead(overtime.text)).toContain('**11,54 €**');
  });

  it('stops the tredicesima at the last day worked on a resignation, and reads "lordo 2000 euro" as pay, not a year', () => {
    const answer = ask(
      'calcolo',
      'Una dipendente del CCNL Studi professionali si dimette con ultimo giorno il 31 agosto 2026: quanta tredicesima le spetta con il minimo di 1.706,37 €?',
    );
    // January to August: 8 months, 1.706,37 × 8 / 12.
    expect(lead(answer.text)).toContain('per 8 mesi (8/12) è di **1.137,58 €**');
    const request = read(
      'assunto il 10 marzo 2026 e licenziato il 20 ottobre 2026, lordo 2000 euro, quanto di tredicesima?',
    );
    expect(request.slots.taxYear).toBe(2026);
    expect(request.slots.amounts).toEqual([{ kind: 'monthly_gross', value: 2000 }]);
    // 10 March–20 October: March and October count (15 days or more), so 8 months.
    expect(
      lead(
        ask(
          'calcolo',
          'assunto il 10 marzo 2026 e licenziato il 20 ottobre 2026, lordo 2000 euro, quanto di tredicesima?',
        ).text,
      ),
    ).toContain('**1.333,33 €**');
  });

  it('reads a net the worker wants and a RAL asked as net to gross', () => {
    const request = read(
      'Un magazziniere vuole "portare a casa" 1.500 euro al mese, 14 mensilità, abita a Milano. Siamo nel 2026: che RAL dovrei scrivere?',
    );
    expect(request.intent).toBe('net_to_gross');
    expect(request.slots.amounts).toEqual([{ kind: 'net', value: 1500 }]);
    expect(read('quanto devo dare lordo per fargli portare a casa 1400 al mese?').intent).toBe(
      'net_to_gross',
    );
    // A gross given and a net asked stays gross to net.
    expect(read('con una RAL di 30000 quanto porto a casa al mese?').intent).toBe('gross_to_net');
  });

  it('computes the TFR of a period given in months', () => {
    // 28.000 / 13,5 × 8/12 = 1.382,72; less 0,50% of 28.000 × 8/12 = 93,33 → 1.289,38 €.
    const answer = ask('calcolo', 'quanto tfr matura in 8 mesi con una ral di 28.000?');
    expect(lead(answer.text)).toContain('in 8 mesi è di **1.289,38 €**');
    expect(read('TFR di 6 mesi con lordo mensile 1.900 su 14 mensilità').slots.monthsWorked).toBe(6);
  });

  it('answers where the TFR goes and by when from the sourced rule, with the 2026 change, without asking for a pay', () => {
    const answer = ask(
      'main-agent',
      'entro quanto tempo devo scegliere se mettere il tfr nel fondo pensione?',
    );
    expect(lead(answer.text)).toContain('**entro 6 mesi**');
    expect(lead(answer.text)).toContain('**entro 60 giorni**');
    expect(answer.showAction).toBe(false);
    expect(answer.riferimenti.map((r) => r.source_url)).toContain(
      'https://www.studiodibattista.com/?p=235424',
    );
  });

  it('opens a payroll-rules answer with the most specific subject asked', () => {
    const answer = ask('calcolo', 'ulteriore detrazzione cuneo fiscale 2025 reddito tra 20mila e 32mila');
    expect(lead(answer.text)).toMatch(/^Cuneo fiscale/);
    expect(lead(answer.text)).toContain("un'ulteriore detrazione di 1.000,00 €");
    expect(lead(ask('calcolo', 'scaglioni irpef 2026 e detrazioni lavoro dipendente').text)).toMatch(
      /^Scaglioni IRPEF 2026/,
    );
  });

  it('gives a live-in domestic worker’s pay from the level’s monthly minimum, and the net from the INPS band', () => {
    const answer = ask(
      'calcolo',
      'Retribuzione di una badante convivente di livello BS al 1° febbraio 2026',
      {
        categories: [7],
      },
    );
    // Table A 2026 after the ISTAT adjustment (verbale of 11 February 2026, Ratio Quotidiano):
    // BS conviventi 1.053,39 € × 13 = 13.694,07 €.
    expect(lead(answer.text)).toContain('**1.053,39 € al mese**');
    expect(lead(answer.text)).toContain('13.694,07 €');
    // 2026 over 24 hours a week (INPS circ. 9/2026): 0,31 €/h worker share × 54 h × 52 / 12 = 72,54 €;
    // 1.053,39 − 72,54 = 980,85 €. No IRPEF withheld, and no 9,19%.
    expect(answer.text).toMatch(/\| \*\*Netto mensile medio\*\* \| \*\*980,85 €\*\*(?: (?:\[\d+\])+)? \|/);
    expect(answer.text).not.toContain('9,19%');
    const net = ask('calcolo', 'Quanto prende netto una colf convivente livello B nel 2025?', {
      categories: [7],
    });
    // 2025: B conviventi 937,06 €; over 24 hours 0,31 €/h worker share × 54 h × 52 / 12 = 72,54 €.
    expect(lead(net.text)).toContain('**937,06 € al mese**');
    expect(net.text).toMatch(/\| \*\*Netto mensile medio\*\* \| \*\*864,52 €\*\*(?: (?:\[\d+\])+)? \|/);
  });

  it('reads what clients write around these figures: typos, "è rimasto 5 mesi", a far "ultimo giorno", a first hire', () => {
    // B non conviventi 2026 after the ISTAT adjustment (omravera.it): 7,01 × 20 × 52 / 12 = 607,53 €; up to 24
    // hours the band's worker share is
    // 0,43 €/h: 0,43 × 20 × 52 / 12 = 37,27 €; net 607,5333 − 37,2667 = 570,27 €.
    const colf = ask(
      'calcolo',
      'colf non convivnte livello B 20 ore a setimana quanto prende netto al mese nel 2026',
      {
        categories: [7],
      },
    );
    expect(lead(colf.text)).toContain('**607,53 € al mese**');
    expect(colf.text).toMatch(/\| \*\*Netto mensile medio\*\* \| \*\*570,27 €\*\*(?: (?:\[\d+\])+)? \|/);
    expect(
      read('un ragazzo con RAL 32.000 è rimasto 5 mesi, quanto tfr ha maturato?').slots.monthsWorked,
    ).toBe(5);
    expect(
      read(
        'ci ha dato le dimissioni e il suo ultimo giorno di lavoro sarà il 15 maggio 2026: quanta tredicesima?',
      ).slots.endDate,
    ).toBe('2026-05-15');
    const firstHire = ask(
      'main-agent',
      'Un neoassunto al primo impiego nel settore privato dal 1° settembre 2026: entro quando può rinunciare al fondo pensione?',
    );
    expect(lead(firstHire.text)).toMatch(
      /^Per un'assunzione del 1° settembre 2026 .*\*\*entro 60 giorni\*\*/,
    );
  });
});
