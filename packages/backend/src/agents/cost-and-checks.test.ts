import { describe, expect, it } from 'vitest';
import { askAgent, openingLine as lead, testKb } from '../testing/agents.js';
import { domesticBandGap } from './domestic-band-gap.js';
import { payrollData } from './pay-base.js';
import { directLine } from './topic-line.js';

// Expected figures are recomputed by hand from shared/data/payroll-rules.md and the agreements' published
// tables (sources in eval/questions/85-generalisation-3.json), not read from the engine.
const ask = (message: string, agent = 'main-agent', history: string[] = []) =>
  askAgent(agent, message, { history }).text;

describe('a payslip check from partial figures', () => {
  it('checks the INPS withheld on the taxable pay, saying whether it matches and by how much', () => {
    // 1.985,40 × 9,19% = 182,46: matches.
    expect(
      lead(ask('imponibile 1.985,40 euro e INPS a suo carico 182,46 euro, il consulente ha fatto bene?')),
    ).toContain('INPS indicato 182,46 €, calcolato 182,46 €');
    // 3.000 × 9,19% = 275,70; 278 − 275,70 = +2,30.
    expect(lead(ask('in busta ho imponibile 3.000 euro e mi tolgono 278 di inps, va bene?'))).toContain(
      'INPS indicato 278,00 €, calcolato 275,70 € (+2,30 €)',
    );
    // Above the monthly band (56.224 / 12 = 4.685,33): 6.000 × 9,19% + 1% × 1.314,67 = 551,40 + 13,15 = 564,55.
    expect(lead(ask('stipendio lordo 6.000 € al mese, contributi 560 €: sono giusti?', 'calcolo'))).toContain(
      'calcolato 564,55 € (−4,55 €)',
    );
    // Net, INPS and IRPEF with no gross: the gross is their sum (1.657 + 193 + 250 = 2.100), each figure checked.
    expect(lead(ask('netto 1.657, INPS 193, IRPEF 250: torna?'))).toContain('IRPEF indicato 250,00 €');
    // "ritenute previdenziali" are the INPS: 2.000 × 9,19% = 183,80.
    expect(lead(ask('in busta ho 2.000 euro lordi e 183,80 di ritenute previdenziali, va bene?'))).toContain(
      'INPS indicato 183,80 €',
    );
  });
});

describe('domestic work: contributions by hourly band, per quarter', () => {
  it('gives the quarter and the worker share of the band the pay falls in', () => {
    // 2026, 10 €/h (band 9,61–11,70): 1,92 €/h, worker 0,48; 15 × 13 = 195 h → 374,40 and 93,60.
    const answer = lead(
      ask(
        "Ho preso una colf per 15 ore settimanali a 10 euro l'ora: quanti contributi INPS ogni trimestre e quanto le trattengo?",
      ),
    );
    expect(answer).toContain('374,40 € a trimestre');
    expect(answer).toContain('93,60 €');
    expect(answer).not.toContain('9,19%');
    // 2025, over 24 hours: single band 1,22 €/h, worker 0,31; 25 × 13 = 325 h → 396,50 and 100,75.
    const over24 = lead(ask("colf 25 ore settimanali 8,50 l'ora, contributi 2025 a trimestre?"));
    expect(over24).toContain('396,50 € a trimestre');
    expect(over24).toContain('100,75 €');
  });

  it('needs only the hours above 24 a week, where the band is one whatever the pay', () => {
    // 2025: 1,22 €/h, worker 0,31; 54 × 13 = 702 h → 856,44 and 217,62.
    const first = lead(ask('badante convivente 54 ore settimanali nel 2025: quanti contributi a trimestre?'));
    expect(first).toContain('856,44 € a trimestre');
    expect(first).toContain('217,62 €');
  });

  it('applies the single band above 24 hours a week, whatever the pay', () => {
    // 2026, over 24 hours: 1,24 €/h, worker 0,31. 25 × 13 = 325 h → 403,00 and 100,75; 30 × 13 = 390 h → 483,60
    // and 120,90.
    const first = lead(
      ask(
        'abbiamo assunto una colf 25 ore a settimana a 8,50 €/h, quanto pago di INPS a trimestre e quanto posso trattenerle?',
      ),
    );
    expect(first).toContain('403,00 € a trimestre');
    expect(first).toContain('100,75 €');
    expect(lead(ask('qunto paghiamo di contributi x la badante? 30 ore sett a 9 euro l ora'))).toContain(
      '483,60 € a trimestre',
    );
  });

  it('names the band and the missing figure when the band is a gap, with no figure in its place', () => {
    const data = payrollData();
    if (!data) throw new Error('payroll data missing');
    const gapped = structuredClone(data.domestic);
    const year = gapped.years.find((y) => y.year === 2026);
    if (!year) throw new Error('2026 domestic table missing');
    year.open_ended_over_24h = {
      ...year.open_ended_over_24h,
      with_cuaf: null,
      without_cuaf: null,
      worker: null,
    };
    year.gaps = [
      'Contributo orario 2026 per orari oltre 24 ore settimanali (retribuzione convenzionale 6,20 euro) non letto.',
    ];
    const answer = domesticBandGap(gapped, { year: 2026, hourlyPay: 8.5, weeklyHours: 25, fixedTerm: false });
    const text = answer?.text ?? '';
    expect(lead(text)).toContain('oltre 24 ore settimanali');
    expect(lead(text)).toContain('non è nella base di conoscenza');
    expect(text).toContain('25 ore × 13 settimane = 325 ore');
    // No euro figure at all, not even the conventional pay of the gap's note.
    expect(text).not.toMatch(/\d,\d{2}\s*(?:€|euro)/);
    // With the figure there, the engine answers instead.
    expect(
      domesticBandGap(data.domestic, { year: 2026, hourlyPay: 8.5, weeklyHours: 25, fixedTerm: false }),
    ).toBeUndefined();
  });
});

describe('employer cost in colloquial phrasing', () => {
  it('answers the annual cost with the TFR, not the net', () => {
    // 5° livello Commercio 1.691,70 × 14 = 23.683,80; TFR = 23.683,80 / 13,5 = 1.754,36.
    for (const question of [
      'quanto mi costa all anno un comesso di 5 livello',
      "quanto costa a me un commesso di 5° livello all'anno?",
    ]) {
      const first = lead(ask(question));
      expect(first, question).toContain('costo annuo');
      expect(first, question).toContain('TFR 1.754,36 €');
      expect(first, question).not.toContain('netto');
    }
  });
});

describe('employer cost per month', () => {
  it('answers a month as a twelfth of the year, saying so', () => {
    const first = lead(ask("quanto costa al mese all'azienda un 3 livello commercio?"));
    expect(first).toMatch(/\*\*[\d.]+,\d{2} € al mese\*\*/);
    expect(first).toContain('un dodicesimo del costo annuo');
  });
});

describe('a payroll rule at the income given', () => {
  it('computes the rule for that income with its formula', () => {
    // 1.910 + 1.190 × 0,4615 (6.000 / 13.000 truncated) = 2.459,19.
    const text = ask(
      'qual è la detrazione per lavoro dipendente con reddito complessivo di 22.000 € nel 2026?',
    );
    expect(lead(text)).toContain('**2.459,19 €**');
    expect(text).toContain('(28.000,00 € − 22.000,00 €) / 13.000,00 €');
    // 14.000 × 23% = 3.220 > 1.955 − 75: 1.200 €.
    expect(lead(ask('trattamento integrativo con reddito di 14.000 euro nel 2025?'))).toContain(
      '**1.200,00 €**',
    );
    // RAL 30.000 − INPS 9,19% (2.757) = 27.243; IRPEF lorda 23% = 6.265,89; detrazione 1.910 + 1.190 × 0,0582
    // + 65 = 2.044,26, ulteriore detrazione 1.000: IRPEF 6.265,89 − 3.044,26 = 3.221,63.
    expect(lead(ask('quanta irpef pago con una ral di 30.000 nel 2026?'))).toContain('**3.221,63 €**');
    // An "imponibile" is the income itself (2025): 28.000 × 23% + 17.000 × 35% = 6.440 + 5.950 = 12.390.
    expect(lead(ask("a quanto ammonta l'irpef lorda su 45.000 di imponibile nel 2025?"))).toContain(
      '**12.390,00 €**',
    );
    // 28.000 × 23% + 7.000 × 33% = 8.750.
    expect(lead(ask('quanta irpef lorda su 35.000 euro di reddito nel 2026?'))).toContain('**8.750,00 €**');
  });
});

describe('"how much more" answers the increase first', () => {
  it('opens with n × the increment, then the new total', () => {
    // 3 × 20,66 = 61,98; 1.818,75 + 61,98 = 1.880,73.
    const first = lead(
      ask('e con 3 scatti quanto prende in più al mese?', 'main-agent', ['minimo 4 livello commercio']),
    );
    expect(first).toMatch(/^Con 3 scatti .*\*\*61,98 € lordi in più al mese\*\*/);
    expect(first).toContain('1.880,73 €');
    // 2 × 29,64 = 59,28 (C3 Metalmeccanici).
    expect(
      lead(ask('Di quanto aumenta al mese la paga di un C3 metalmeccanico con 2 scatti di anzianità?')),
    ).toContain('**59,28 € lordi in più al mese**');
  });
});

describe("the conversation's agreement in a new question", () => {
  it('keeps the agreement and level for a question that names none, and its own intent', () => {
    const first = lead(ask("quanto costa all'azienda all'anno?", 'main-agent', ['4 livello commercio']));
    expect(first).toContain('4° livello del CCNL Commercio');
    expect(first).toContain('TFR 1.886,11 €');
  });

  it("says an increase is a gap where the increments' amounts are, with no figure", () => {
    const first = lead(
      ask('e con 2 scatti quanto in più?', 'main-agent', ['quanto guadagna un 3 livello turismo?']),
    );
    expect(first).toContain('non è nella base di conoscenza');
    expect(first).not.toMatch(/\d,\d{2} €/);
  });
});

describe('the difference between two levels', () => {
  it('opens with the difference of the minimums, in one question or across a follow-up', () => {
    // 1.818,75 − 1.691,70 = 127,05 (Commercio from 1 November 2026).
    expect(lead(ask('quanto prende in più un 4 livello rispetto a un 5 livello nel commercio?'))).toContain(
      '**127,05 € lordi in più al mese**',
    );
    // "dal 1° ottobre" is a date, not a second level: a renewal's tranche is another question.
    expect(
      lead(ask('Di quanto aumenta il minimo del 2° livello del CCNL Multiservizi dal 1° ottobre 2026?')),
    ).not.toContain('in più al mese** del');
    // 2.370,33 − 2.211,43 = 158,90 (Metalmeccanici B1 and C3).
    expect(
      lead(ask('e un B1 quanto in più?', 'main-agent', ['quanto guadagna un C3 metalmeccanico'])),
    ).toContain('**158,90 € lordi in più al mese**');
  });
});

describe('letter levels', () => {
  it('gives the level asked, or says its figure is missing, never the reference level', () => {
    expect(lead(ask('Sono inquadrato come D nella gomma plastica, minimo a giugno 2025?'))).toContain(
      '2.097,90 €',
    );
    expect(lead(ask('minimo del livello A1 cooperative sociali a gennaio 2025'))).toContain('1.333,54 €');
    // The level asked, never the reference level F the renewals are quoted on.
    expect(lead(ask('minimo del livello D nel ccnl gomma plastica'))).toMatch(
      /^Nel CCNL Gomma plastica industria il minimo mensile lordo del livello D /,
    );
  });

  it("says the level is missing from the table in force, with no other level's figure", () => {
    // A table that holds only the reference level (as a renewal read for level F alone would be).
    const ccnl = structuredClone(testKb.byId('gomma-plastica-industria'));
    if (!ccnl) throw new Error('Gomma plastica missing');
    ccnl.pay_tables.push({
      ...(ccnl.pay_tables.at(-1) as (typeof ccnl.pay_tables)[number]),
      effective_from: '2030-01-01',
      levels: (ccnl.pay_tables.at(-1)?.levels ?? []).filter((r) => r.level === 'F'),
    });
    const line = directLine(ccnl, 'minimi', 'D', '2030-06-01').text;
    expect(line).toContain('livello D');
    expect(line).toContain('**non è nella base di conoscenza**');
    expect(line).toContain('riporta solo il livello F');
    expect(line).not.toMatch(/\d,\d{2} €/);
  });
});

describe('comporto and the household carer', () => {
  it('opens with how long the job is kept when the worker is ill', () => {
    expect(lead(ask('quanto tempo posso stare a casa malato senza perdere il lavoro? commercio'))).toContain(
      '**Il posto è conservato per 180 giorni',
    );
    expect(
      lead(ask('per quanti giorni mi tengono il posto prima di licenziarmi se sto male? CCNL commercio')),
    ).toContain('**Il posto è conservato per 180 giorni');
  });

  it('answers "il mio minimo" with the table minimum, not increments from the years of service', () => {
    expect(
      lead(
        ask(
          "Lavoro da 3 anni in un'azienda della gomma plastica come operaio, livello E, e volevo sapere quale era il mio minimo a luglio 2025",
        ),
      ),
    ).toContain('il minimo mensile lordo del livello E al 1° luglio 2025 è **2.013,23 €**');
  });

  it('places a carer of a relative from the level definitions', () => {
    for (const [question, level] of [
      [
        'la signora che sta con mio padre giorno e notte, non autosufficiente, senza diploma OSS: che livello?',
        'CS',
      ],
      [
        'Mio nonno è allettato e non è più autosufficiente; una donna vive con lui e lo accudisce, ma non ha nessuna formazione né il diploma da OSS. Mio zio dice di metterla come colf generica. Che livello?',
        'CS',
      ],
      [
        'Assistente che si prende cura di mia madre non autosufficiente, con diploma OSS: quale livello?',
        'DS',
      ],
      [
        'mia suocera da quando è caduta non cammina più; una signora dorme da lei e la lava e la veste, però non ha nessun attestato: che livello?',
        'CS',
      ],
    ] as const)
      expect(lead(ask(question, 'inquadra')), question).toContain(
        `**livello ${level}** del CCNL Lavoro domestico`,
      );
  });
});
