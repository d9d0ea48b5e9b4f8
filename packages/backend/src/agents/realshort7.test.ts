import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

const ask = (message: string, history: string[] = [], agent: 'calcolo' | 'main-agent' = 'calcolo') =>
  askAgent(agent, message, { history }).text;

describe('payroll asks computed at the figures given (realshort7 classes, new phrasings)', () => {
  it('tells whether the TIR is due at a low RAL', () => {
    // 9.200 − 9,19% = 8.354,52; IRPEF lorda 23% = 1.921,54 > 1.955 − 75 = 1.880: spetta 1.200
    const line = openingLine(ask('Il TIR con una RAL di 9.200 nel 2026 mi spetta?'));
    expect(line).toContain('1.200,00');
  });

  it('taxes a productivity bonus at 1% in 2026 within the 5.000 cap', () => {
    // min(6.000, 5.000) × 1% = 50,00
    expect(
      openingLine(ask('Premio di produttività di 6.000 euro nel 2026: quanto di imposta sostitutiva?')),
    ).toContain('50,00');
  });

  it('taxes a productivity bonus at 5% before 2026', () => {
    // 1.800 × 5% = 90,00
    expect(
      openingLine(ask('Premio di risultato di 1.800 € pagato a marzo 2025: quanto pago di sostitutiva?')),
    ).toContain('90,00');
  });

  it('taxes the surcharges stated at 15% within the 1.500 cap', () => {
    // min(2.000, 1.500) × 15% = 225,00
    const line = openingLine(
      ask(
        'Nel 2026 ho preso 2.000 euro di indennità di turno notturno, reddito 28 mila: quanto pago con la tassazione agevolata?',
      ),
    );
    expect(line).toContain('225,00');
  });

  it('revalues a fund with the leaving month’s coefficient', () => {
    // 12.000 × 1,998336% (agosto 2025) = 239,80
    const line = openingLine(
      ask('Rivalutazione TFR per dimissioni ad agosto 2025, accantonato al 31/12/2024 12.000 euro?'),
    );
    expect(line).toContain('239,80');
  });

  it('opens with the December advance of the substitute tax', () => {
    // 20.000 × 2,311148% = 462,23; 17% = 78,58; 90% = 70,72
    const line = openingLine(
      ask(
        'Fondo TFR al 31/12/2024 di 20.000 euro rivalutato a dicembre 2025: acconto dell’imposta sostitutiva da versare il 16 dicembre?',
      ),
    );
    expect(line).toContain('70,72');
  });

  it('stops the contributions at the ceiling for the contributory system', () => {
    // 2025: 9,19% × 120.607 = 11.083,78 + 1% × (120.607 − 55.448) = 651,59 → 11.735,37
    const line = openingLine(ask('Contributivo puro, RAL 2025 di 130.000: INPS a carico del dipendente?'));
    expect(line).toContain('11.735,37');
  });

  it('keeps the whole pay as the base for a first contribution before 1996', () => {
    // 9,19% × 130.000 = 11.947 + 1% × (130.000 − 56.224) = 737,76 → 12.684,76
    const line = openingLine(
      ask('Primo contributo versato nel 1990, RAL 2026 di 130.000: contributi INPS a suo carico?'),
    );
    expect(line).toContain('12.684,76');
  });

  it('values untaken holidays with a divisor the user states', () => {
    // Alimentari 2° livello gen 2026: 2.518,31 / 26 = 96,8581 × 4 = 387,43
    const line = openingLine(
      ask('ferie non godute 4gg liv 2 Alimentari gen 26, div 26: quanto valgono?', [], 'main-agent'),
    );
    expect(line).toContain('387,43');
  });

  it('counts the months of arrears written out as a list', () => {
    // Chimico D1 dal 1.12.2025 +20; dicembre, gennaio, febbraio e marzo: 4 × 20 = 80,00
    const line = openingLine(
      ask(
        'Chimico D1: la tranche di dicembre 2025 non è mai arrivata, mancano dicembre, gennaio, febbraio e marzo. Arretrati?',
        [],
        'main-agent',
      ),
    );
    expect(line).toContain('80,00');
  });

  it('opens a payslip check with the IRPEF its figures imply', () => {
    // 2.300 − 211,37 − 1.820 = 268,63
    expect(openingLine(ask('lordo 2.300, inps 211,37, netto 1.820: irpef trattenuta quanto?'))).toContain(
      '268,63',
    );
  });

  it('says the 1% extra due above the month’s band', () => {
    // 2026 band 56.224 / 12 = 4.685; 1% × (5.000 − 4.685) = 3,15
    const line = openingLine(
      ask('imponibile 5.000 a marzo 2026, contributo c/dip 459,50: manca l’1% aggiuntivo?'),
    );
    expect(line).toContain('3,15');
  });

  it('takes the building firms’ CIGO for a clerk by the firm’s size', () => {
    // 2,20% × 2.500 = 55,00 (impiegati oltre 50 addetti)
    const line = openingLine(
      ask('Impresa edile con 80 addetti, impiegato a 2.500 al mese: CIGO a carico ditta?'),
    );
    expect(line).toContain('55,00');
  });

  it('takes the fixed-term domestic band when the contract is written t.d.', () => {
    // 2026 t.d., 9,61–11,70: 2,05 × 15 × 13 = 399,75
    const line = openingLine(
      ask('badante t.d. 2026, 10 euro l’ora, 15 ore a settimana: quanto versiamo di contributi a trimestre?'),
    );
    expect(line).toContain('399,75');
  });

  it('reads a bonus written PDR with its figure right after', () => {
    // 4.000 × 1% = 40,00
    expect(openingLine(ask('PDR 4.000 euro a maggio 2026: sostitutiva?'))).toContain('40,00');
  });

  it('revalues the year before the advance’s own deadline', () => {
    // 10.000 × 2,311148% = 231,11; 17% = 39,29; 90% = 35,36
    const line = openingLine(
      ask(
        'Fondo TFR di 10.000 euro al 31/12/2024, rivalutato a dicembre 2025: acconto dell’imposta sostitutiva entro il 16 dicembre 2026?',
      ),
    );
    expect(line).toContain('35,36');
  });
});
