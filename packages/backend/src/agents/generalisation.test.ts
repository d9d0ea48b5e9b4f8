import { describe, expect, it } from 'vitest';
import { readQuestion } from '../reader/read.js';
import { askAgent, testKb as kb, openingLine as lead, TEST_TODAY as TODAY } from '../testing/agents.js';
import { apprenticeshipMonth } from './combined-pay.js';

// Expected figures are recomputed by hand from shared/data/payroll-rules.md and the agreements' published
// tables (the sources are in eval/questions/80-generalisation-calc.json), not read from the engine.
const ask = (agent: string, message: string, history: string[] = []) => askAgent(agent, message, { history });
const intentOf = (message: string, agent: 'calcolo' | 'main-agent' = 'calcolo') =>
  readQuestion({ kb, message, today: TODAY, agent }).intent;

describe('a payslip check from partial figures', () => {
  it('checks the INPS given against 9,19% of the gross, in any phrasing, and never answers with a net', () => {
    // 2.300 × 9,19% = 211,37; 230 − 211,37 = +18,63.
    for (const question of [
      'lordo 2.300, INPS 230, è giusta?',
      'lordo 2300 euro, inps trattenuta 230 euro: torna?',
      'Ho 2.300 € lordi e mi trattengono 230 di contributi INPS, è corretto?',
    ]) {
      expect(intentOf(question)).toBe('payslip_check');
      const first = lead(ask('calcolo', question).text);
      expect(first).toContain('INPS indicato 230,00 €, calcolato 211,37 € (+18,63 €)');
      expect(first).not.toContain('netto stimato');
    }
  });

  it('checks a net against the gross it came from when the question doubts it', () => {
    expect(intentOf('netto 1.500 con lordo 1.900, giusto?')).toBe('payslip_check');
    expect(lead(ask('calcolo', 'netto 1.500 con lordo 1.900, giusto?').text)).toContain(
      'netto indicato 1.500,00 €',
    );
    // Without a doubt, a gross and a net are still a gross-to-net question.
    expect(intentOf('con lordo 1.900 quanto netto prendo?')).toBe('gross_to_net');
  });

  it('reads each figure with its own word when several follow one another', () => {
    const request = readQuestion({
      kb,
      message: 'ho visto in busta 1.650 netti su 2.100 lordi con inps 193, ci siamo?',
      today: TODAY,
      agent: 'main-agent',
    });
    expect(request.intent).toBe('payslip_check');
    expect(request.slots.amounts).toEqual([
      { kind: 'net', value: 1650 },
      { kind: 'monthly_gross', value: 2100 },
      { kind: 'inps', value: 193 },
    ]);
    // 2.100 × 9,19% = 192,99: the INPS matches within a euro, so only the net is listed as differing.
    expect(
      lead(ask('main-agent', 'ho visto in busta 1.650 netti su 2.100 lordi con inps 193, ci siamo?').text),
    ).toMatch(/non torna su una voce\*\*: netto indicato 1\.650,00 €/);
  });
});

describe('a payroll rule applied to the income given', () => {
  it('computes the ulteriore detrazione at the reddito given, and a follow-up keeps the rule and changes the year', () => {
    // 1.000 × (40.000 − 37.000) / 8.000 = 375 (the published example, payroll rules §4b).
    const question = "Quanto vale l'ulteriore detrazione del cuneo fiscale con un reddito di 37.000 €?";
    const first = lead(ask('main-agent', question).text);
    expect(first).toContain('**375,00 €**');
    expect(first).toContain('2026');
    const followUp = lead(ask('main-agent', 'e per il 2025 invece?', [question]).text);
    expect(followUp).toContain('ulteriore detrazione');
    expect(followUp).toContain('2025');
    expect(followUp).toContain('**375,00 €**');
  });

  it('keeps the kind of income of the question before in a follow-up that names another rule', () => {
    // Reddito 21.500: within 20.000–32.000, the full 1.000 € (not a RAL taken to 19.524,15).
    const first = 'A quanto ammonta la detrazione per lavoro dipendente con reddito di 21.500 euro?';
    const answer = lead(ask('main-agent', "e l'ulteriore detrazione?", [first]).text);
    expect(answer).toContain('21.500,00 €');
    expect(answer).toContain('**1.000,00 €**');
  });

  it('answers the IRPEF to pay at an income, after the deductions', () => {
    // 2025: 28.000 × 23% + 2.000 × 35% = 7.140; art. 13: 1.910 × 0,9090 + 65 = 1.801,19; cuneo 1.000;
    // 7.140 − 2.801,19 = 4.338,81.
    const answer = lead(ask('main-agent', 'Quanta IRPEF pago con un reddito di 30.000 nel 2025?').text);
    expect(answer).toContain('**4.338,81 €**');
    expect(answer).toContain('7.140,00 €');
  });

  it('takes a RAL to the reddito before applying the rule', () => {
    // RAL 35.000 − 9,19% = 31.783,50 ≤ 32.000: the full 1.000 € (payroll rules §11, 35.000 example).
    const first = lead(ask('main-agent', "con una RAL di 35.000 euro quanto è l'ulteriore detrazione?").text);
    expect(first).toContain('31.783,50 €');
    expect(first).toContain('**1.000,00 €**');
  });

  it('computes the art. 13 deduction and the tax-free sum in several phrasings', () => {
    // 1.910 + 1.190 × (28.000 − 21.500) / 13.000 = 1.910 + 595 = 2.505.
    expect(
      lead(
        ask('main-agent', 'A quanto ammonta la detrazione per lavoro dipendente con reddito di 21.500 euro?')
          .text,
      ),
    ).toContain('**2.505,00 €**');
    // 1.910 × (50.000 − 39.000) / 22.000 = 955; no +65 above 35.000.
    expect(
      lead(ask('calcolo', 'detrazione lavoro dipendente, reddito 39.000: quanto spetta?').text),
    ).toContain('**955,00 €**');
    // 18.000 × 4,8% = 864.
    expect(
      lead(ask('main-agent', 'cuneo fiscale con reddito di 18.000 euro quanto mi spetta?').text),
    ).toContain('**864,00 €**');
  });

  it('still states the rule when no income is given, or a range, or the threshold is asked', () => {
    expect(lead(ask('main-agent', 'Quali sono gli scaglioni IRPEF 2026?').text)).toContain('33%');
    expect(
      lead(ask('main-agent', 'ulteriore detrazione cuneo fiscale 2025 reddito tra 20mila e 32mila').text),
    ).toContain('1.000,00 €');
  });
});

describe('a RAL or gross inside a long story', () => {
  it('is read as gross to net, never as a question that needs an agreement', () => {
    for (const question of [
      'Mio figlio ha 23 anni, si è appena laureato e si trasferisce a Napoli per lavorare in un negozio; gli danno 1.600 euro lordi al mese su 14 mensilità. Quanto prende?',
      "Sto per trasferirmi a Milano per un nuovo lavoro in un'agenzia, la retribuzione annua lorda proposta è 33.000 euro su 13 mensilità, il mio ragazzo resta a Lecce. Quanto avrò netto ogni mese?",
    ]) {
      expect(intentOf(question, 'main-agent')).toBe('gross_to_net');
      const first = lead(ask('main-agent', question).text);
      expect(first).toContain('netto stimato');
      expect(first).not.toContain('Non riesco a identificare');
    }
    // RAL 30.000 in Milan on 13 payments: 23.425,48 / 13 = 1.801,96 (payroll rules §11).
    expect(
      lead(
        ask(
          'main-agent',
          "Mi sono trasferito a Milano da Bari con mia moglie e il bambino, lavoro in un'azienda informatica e ho una RAL di 30.000 euro su 13 mensilità: quanto prendo netto al mese?",
        ).text,
      ),
    ).toContain('**1.801,96 € al mese**');
  });
});

describe('two gross figures compared', () => {
  it('gives the net change of a raise told in a story', () => {
    // Milan on 13 payments, 2026 (payroll rules §11): RAL 30.000 → 23.425,48 net, RAL 35.000 → 26.032,18;
    // 26.032,18 − 23.425,48 = 2.606,70 a year.
    const question =
      'Vivo a Milano, faccio la grafica e il capo mi ha proposto un aumento: la RAL passa da 30.000 a 35.000 su 13 mensilità. Quanto cambia al mese netto?';
    const first = lead(ask('calcolo', question).text);
    expect(first).toMatch(/2\.606,(69|70|71) € l'anno/);
    expect(first).toMatch(/\*\*200,5[0-3] € al mese\*\*/);
  });
});

describe('figures combined for the case asked', () => {
  it('multiplies the increments and adds them to the minimum when the pay is asked', () => {
    // Commercio 4°: 2 × 20,66 = 41,32.
    expect(
      lead(
        ask('main-agent', 'A quanto ammontano 2 scatti di anzianità per un 4° livello del CCNL Commercio?')
          .text,
      ),
    ).toContain('**41,32 €**');
    // Metalmeccanici C3 from 1 June 2026: 2.211,43 + 2 × 29,64 = 2.270,71; 4 increments: 2.329,99.
    const question = 'Quanto prende lordo al mese un C3 metalmeccanico con 2 scatti?';
    expect(lead(ask('main-agent', question).text)).toContain('**2.270,71 €**');
    expect(lead(ask('main-agent', 'e con 4 scatti?', [question]).text)).toContain('**2.329,99 €**');
    // "quanto vale uno scatto" still gets the rule with its count and period.
    expect(
      ask('main-agent', 'Quanto vale uno scatto di anzianità del 4° livello nel CCNL Commercio?').text,
    ).toContain('10 scatti triennali');
  });

  it('counts the increments from the years of service and adds a superminimo given', () => {
    // Commercio: one increment every 3 years, 7 years → 2; 1.818,75 + 2 × 20,66 = 1.860,07.
    expect(
      lead(
        ask(
          'main-agent',
          '4° livello commercio da 7 anni in azienda, quanto prende lordo al mese con gli scatti?',
        ).text,
      ),
    ).toContain('**1.860,07 €**');
    // Commercio 3°: 2.024,38 + 4 × 21,95 + 100 = 2.212,18.
    expect(
      lead(
        ask(
          'main-agent',
          'Quanto prende lordo un impiegato di 3° livello commercio con 4 scatti e un superminimo di 100 euro?',
        ).text,
      ),
    ).toContain('**2.212,18 €**');
  });

  it('applies the apprentice share of the month asked to the final level’s minimum', () => {
    expect(apprenticeshipMonth('al 10° mese di apprendistato')).toBe(10);
    expect(apprenticeshipMonth('secondo anno di apprendistato')).toBe(13);
    expect(apprenticeshipMonth('da 8 mesi')).toBe(9);
    expect(apprenticeshipMonth('3° semestre')).toBe(13);
    // Commercio (art. 53): a final 3° level is paid as the 5° level, then the 4°, not as a share.
    expect(
      lead(
        ask(
          'main-agent',
          'Apprendista commercio, livello finale 3°, secondo anno di apprendistato: retribuzione lorda?',
        ).text,
      ),
    ).toContain('quinto livello');
    // Studi professionali, months 13–24 85% of 1.706,37 = 1.450,41.
    expect(
      lead(ask('main-agent', 'apprendista studi professionali 3° livello al 14° mese quanto prende?').text),
    ).toContain('**1.450,41 €**');
    // FIPE, 3rd year 90% of the 4° level's 1.692,69 = 1.523,42.
    expect(lead(ask('calcolo', 'apprendista FIPE 4 livello al terzo anno, paga?').text)).toContain(
      '**1.523,42 €**',
    );
  });

  it('computes a December tredicesima on the minimum in force when it is paid, for the months worked', () => {
    // Studi professionali 3°: 1.726,37 from 1 December 2026; March–December = 10 months; 1.726,37 × 10 / 12.
    const first = lead(
      ask(
        'calcolo',
        'Una dipendente di uno studio professionale, 3° livello, assunta il 1° marzo 2026: quanto le spetta di tredicesima a dicembre?',
      ).text,
    );
    expect(first).toContain('1.726,37 €');
    expect(first).toContain('**1.438,64 €**');
    // The months worked make the tredicesima an amount, not the agreement's number of payments: 1.818,75 × 7 / 12.
    expect(
      intentOf('tredicesima di un 4° livello commercio che ha lavorato 7 mesi nel 2026', 'main-agent'),
    ).toBe('thirteenth_pro_rata');
    expect(
      lead(ask('main-agent', 'tredicesima di un 4° livello commercio che ha lavorato 7 mesi nel 2026').text),
    ).toContain('**1.060,94 €**');
    // Increments are part of the pay it is computed on: (2.211,43 + 2 × 29,64) × 11 / 12 = 2.081,48.
    expect(
      lead(
        ask(
          'calcolo',
          'quanto è la tredicesima 2026 per un C3 metalmeccanico con 2 scatti assunto a febbraio?',
        ).text,
      ),
    ).toContain('**2.081,48 €**');
    // An employer's words for the hire date; 10 April counts (21 days in the month): 1.726,37 × 9 / 12.
    expect(
      lead(
        ask(
          'main-agent',
          'Ho preso una segretaria il 10 aprile 2026, 3° livello del CCNL Studi professionali: quanto sarà la sua tredicesima a dicembre?',
        ).text,
      ),
    ).toContain('**1.294,78 €**');
    // Metalmeccanici C3 hired 1 May 2026: the June 2026 minimum 2.211,43 × 8 / 12 = 1.474,29.
    expect(
      lead(
        ask(
          'main-agent',
          'Quanto prenderà di tredicesima a dicembre un livello C3 metalmeccanico assunto il 1° maggio 2026?',
        ).text,
      ),
    ).toContain('**1.474,29 €**');
  });
});
