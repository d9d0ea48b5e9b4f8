import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

// Session 24 (fixs24f): the second wave of blind sets' failures, in new words.

describe('domestic contributions asked for a whole year give the year', () => {
  it('a colf of 8 hours at 10 € in 2026: the family pays 599,04 € a year, 798,72 € in all', () => {
    const a = askAgent(
      'calcolo',
      'Colf a tempo indeterminato, 8 ore a settimana a 10 € l’ora, nel 2026: quanto versiamo di contributi annui come famiglia, e in totale?',
    );
    expect(openingLine(a.text)).toContain('**599,04 €**');
    expect(openingLine(a.text)).toContain('**798,72 €**');
  });
  it('a carer over 24 hours, no pay given: the year at the single rate', () => {
    const a = askAgent(
      'calcolo',
      'badante convivente 40 ore settimanali, anno 2026: quanto pago di contributi INPS all’anno?',
    );
    // 1,24 × 40 × 52 = 2.579,20 €; family (1,24 − 0,31) × 2.080 = 1.934,40 €.
    expect(openingLine(a.text)).toContain('**1.934,40 €**');
    expect(openingLine(a.text)).toContain('**2.579,20 €**');
  });
  it('a quarter asked still gives the quarter', () => {
    const a = askAgent(
      'calcolo',
      'colf 8 ore a settimana a 10 euro l’ora nel 2026: quanto pago di contributi a trimestre?',
    );
    expect(openingLine(a.text)).toContain('a trimestre');
  });
});

describe('a domestic contributions follow-up keeps the domestic worker and moves the year', () => {
  it('"e per un trimestre di quest’anno?" after a 2025 quarter: the 2026 single rate', () => {
    const a = askAgent('calcolo', 'e nel trimestre di quest’anno invece, stesse 35 ore?', {
      history: [
        'badante 35 ore settimanali a tempo indeterminato: quanto ho versato di contributi INPS nel terzo trimestre 2025?',
      ],
    });
    // 1,24 × 35 × 13 = 564,20 €; worker 0,31 × 455 = 141,05 €.
    expect(openingLine(a.text)).toContain('nel 2026');
    expect(openingLine(a.text)).toContain('564,20 €');
    expect(openingLine(a.text)).toContain('141,05 €');
  });
});

describe('a pay given as the whole period’s total is the TFR base itself', () => {
  it('9.800 € in all over 6 months: 9.800 / 13,5 − 0,50%', () => {
    const a = askAgent(
      'calcolo',
      'Dipendente a termine dal 1° aprile al 30 settembre 2026 (6 mesi): sommando le buste paga la retribuzione utile per il TFR è di 9.800 € in tutto. Quanto TFR gli spetta, al netto dello 0,50% al Fondo di garanzia?',
    );
    // 9.800 / 13,5 = 725,93; 0,50% = 49,00; 676,93 €.
    expect(openingLine(a.text)).toContain('**676,93 €**');
  });
  it('a RAL with months worked is still prorated', () => {
    const a = askAgent('calcolo', 'RAL 27.000 €, ho lavorato 6 mesi: quanto TFR ho maturato?');
    // 27.000 × 6/12 = 13.500; /13,5 = 1.000; − 67,50 = 932,50 €.
    expect(openingLine(a.text)).toContain('932,50 €');
  });
});

describe('an apprentice’s share applied to the final level’s minimum the user gives', () => {
  it('Studi professionali, 20th month, minimum of 1.900 €: 85% = 1.615,00 €', () => {
    const a = askAgent(
      'calcolo',
      'Apprendista in uno studio professionale (CCNL Studi professionali), siamo al 20° mese; il minimo del livello di arrivo è 1.900 € lordi. Quanto gli spetta al mese?',
    );
    expect(openingLine(a.text)).toContain('**1.615,00 € lordi al mese**');
  });
});

describe('night after a daytime overtime comparison is night overtime', () => {
  it('"e se è di notte?" after daytime overtime, Commercio vs FIPE: 50% and 60%', () => {
    const a = askAgent('confronta', 'e se è di notte, sempre questi due contratti?', {
      history: ['straordinario di giorno nel commercio e nei pubblici esercizi FIPE: quanto è maggiorato?'],
    });
    expect(openingLine(a.text)).toContain('**50%');
    expect(openingLine(a.text)).toContain('**60%');
  });
});

describe('a probation said only to deny it is no probation asked', () => {
  it('"ha superato la prova da tempo": the comporto of the building workers', () => {
    const a = askAgent(
      'main-agent',
      'Edilizia industria: il mio operaio ha superato il periodo di prova da un anno ed è malato da mesi. Per quanto tempo devo tenergli il posto?',
    );
    expect(a.text).toMatch(/9 mesi|270 giorni/);
    expect(openingLine(a.text)).not.toContain('periodo di prova');
  });
});

describe('a line worker who runs the machine is on the production process, not a phase of it', () => {
  it('Alimentari: runs the packing machine on the line and changes the formats, 5th level', () => {
    const a = askAgent(
      'inquadra',
      'Industria alimentare, biscottificio: lavoro in linea, conduco la macchina confezionatrice, faccio i cambi formato e controllo le confezioni. Che livello mi spetta?',
    );
    expect(openingLine(a.text)).toContain('**5° livello**');
  });
  it('a line worker with simple tasks stays at the 6th level', () => {
    const a = askAgent(
      'inquadra',
      'Industria alimentare: sto sulla linea e metto i vasetti nei cartoni, niente conduzione macchine, ragazzo senza esperienza. Che livello?',
    );
    expect(openingLine(a.text)).toContain('**6° livello**');
  });
});
