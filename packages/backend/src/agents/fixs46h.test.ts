// Session 46 (fixs46h): an uploaded payslip's own figures weighed against the agreement — a part-timer's items at
// the payslip's share, a base item read past a count column, an overtime row at a lower surcharge than the
// agreement's priced on the payslip's hourly pay, a per-hour pay line, and the next raise asked beside the check.
import { describe, expect, it } from 'vitest';
import { askAgent, openingLine, withUpload } from '../testing/agents.js';

const today = '2026-11-28';

describe('a part-timer payslip weighed at its share', () => {
  const slip = withUpload(
    'busta-dicembre.txt',
    [
      'CEDOLINO PAGA - DICEMBRE 2026',
      'Azienda: SPLENDOR SERVIZI SRL',
      'CCNL: Multiservizi (pulizie)',
      'Dipendente: Rossi Anna - Livello 2°',
      'Part-time verticale 50% (20 ore settimanali)',
      '',
      'Retribuzione tabellare        427,11',
      'Contingenza                   256,98',
      'E.D.R.                          5,17',
      'Totale competenze             689,26',
    ].join('\n'),
  );
  const answer = askAgent(
    'calcolo',
    'Ho il part-time nelle pulizie, questa è la busta di dicembre. La paga base e la contingenza sono corrette? Quanto mi manca al mese?',
    { ...slip, today },
  ).text;

  it('weighs the items against the minimum times the share, not the full-time minimum', () => {
    // 1.403,17 × 50% = 701,59 (701,585); the base 889,21 × 50% = 444,61 against 427,11 stated.
    expect(openingLine(answer)).toMatch(/^\*\*No\*\*/);
    expect(answer).toContain('701,5');
    expect(answer).toContain('444,61');
    expect(answer).toMatch(/17,50 € in meno/);
    expect(answer).not.toMatch(/1\.403,17 € \(retribuzione tabellare/);
  });

  it('says the contingency, paid at the share, is right', () => {
    expect(answer).toMatch(/contingenza 256,98 €: corrisponde/);
  });
});

describe('a full-time payslip base item read past its days column', () => {
  it('gives the monthly shortfall against the level minimum', () => {
    const slip = withUpload(
      'busta-settembre.txt',
      [
        'ALBERGO BELVEDERE SRL - Riccione',
        'CEDOLINO PAGA - Periodo: SETTEMBRE 2026',
        'CCNL applicato: Turismo - Aziende alberghiere (Federalberghi)',
        'Dipendente: BIANCHI LUCA - Qualifica: barista - Livello: 5°',
        'Tempo pieno 40 ore',
        '',
        'VOCI                         gg        importo',
        'Paga base conglobata         26       1.560,00',
        'TOTALE COMPETENZE                     1.560,00',
      ].join('\n'),
    );
    const answer = askAgent(
      'calcolo',
      'Mi guardate la busta di settembre? Vorrei sapere se la paga base è corretta per il quinto livello e, se no, di quanto sono sotto.',
      { ...slip, today },
    ).text;
    expect(openingLine(answer)).toMatch(/^\*\*No\*\*/);
    expect(openingLine(answer)).toContain('1.590,27');
    expect(openingLine(answer)).toContain('30,27 €');
  });
});

describe('an overtime row paid at a lower surcharge than the agreement', () => {
  const slip = withUpload(
    'cedolino-novembre.txt',
    [
      'RISTORANTE LA PERGOLA - Bari',
      'CEDOLINO PAGA - Novembre 2026',
      'Dipendente: CARELLA Marco - cameriere - Livello 5°',
      'CCNL: Pubblici esercizi (FIPE)',
      'Tempo pieno 40 ore settimanali',
      '',
      'VOCI                                      Ore     Base       Importo',
      'Paga base nazionale                                          1.057,72',
      "Indennita' di contingenza                                      522,37",
      'Quota oraria                                        9,19',
      'Straordinario feriale magg. 15%            6,00   10,57         63,42',
      'TOTALE COMPETENZE                                            1.643,51',
    ].join('\n'),
  );
  const answer = askAgent(
    'calcolo',
    'Mio marito ha fatto 6 ore di straordinario a novembre e in busta vedo il 15%. È giusto così o gli spetta di più?',
    { ...slip, today },
  ).text;

  it('opens with No, the agreement rate, and the amount on the payslip hourly pay', () => {
    // 9,19 × 1,30 × 6 = 71,68 (71,682); paid 63,42.
    expect(openingLine(answer)).toMatch(/^\*\*No\*\*/);
    expect(openingLine(answer)).toContain('15%');
    expect(openingLine(answer)).toContain('**30%**');
    expect(openingLine(answer)).toContain('71,68 €');
    expect(openingLine(answer)).toContain('8,26 € in meno');
  });
});

describe('a payslip that states the hourly pay per hour', () => {
  it('values the overtime on that hourly pay', () => {
    const slip = withUpload(
      'prospetto-dicembre.txt',
      [
        'COSTRUZIONI NURAGHE SRL - Sassari',
        'CCNL Edilizia industria (ANCE)',
        'Dipendente: PIRAS Mario - operaio comune 1° livello',
        'Periodo: dicembre 2026',
        '',
        'Retribuzione (paga base + ex contingenza + EET)     8,40 €/h',
        'Ore straordinario diurno                            5',
      ].join('\n'),
    );
    const answer = askAgent(
      'calcolo',
      'Quanto devo mettere in busta per queste 5 ore di straordinario diurno del nostro operaio?',
      { ...slip, today },
    ).text;
    // 8,40 × 1,35 = 11,34 an hour; × 5 = 56,70.
    expect(openingLine(answer)).toContain('8,40 €');
    expect(openingLine(answer)).toContain('56,70 €');
  });
});

describe('a payslip minimum checked with the next raise asked', () => {
  it('gives the next table minimum and its rise', () => {
    const slip = withUpload(
      'busta-ottobre.txt',
      [
        'STUDIO LEGALE VERDI - MILANO',
        'Cedolino paga: OTTOBRE 2026',
        'Dipendente: CONTI SARA - segretaria',
        'CCNL: Studi professionali (Confprofessioni) - Livello: 4° - Tempo pieno',
        '',
        'Minimo tabellare ............ 1.595,42',
        'TOTALE COMPETENZE ........... 1.595,42',
      ].join('\n'),
    );
    const answer = askAgent(
      'calcolo',
      'Ecco la busta di ottobre della mia segretaria: il minimo tabellare è giusto? E con dicembre cambia qualcosa?',
      { ...slip, today },
    ).text;
    expect(openingLine(answer)).toMatch(/^\*\*Sì\*\*/);
    expect(answer).toContain('1.614,12 €');
    expect(answer).toContain('18,70 € in più');
    expect(answer).toContain('1° dicembre 2026');
  });

  it('leaves the next table out when the raise asked is the one missed', () => {
    const slip = withUpload(
      'cedolino-dicembre.txt',
      [
        'STUDIO TECNICO FERRARI - TORINO',
        'Cedolino paga: DICEMBRE 2026',
        'CCNL: Studi professionali (Confprofessioni) - Livello: 4° - Tempo pieno',
        '',
        'Minimo tabellare ............ 1.595,42',
        'TOTALE COMPETENZE ........... 1.595,42',
      ].join('\n'),
    );
    const answer = askAgent(
      'calcolo',
      "Nel cedolino di dicembre l'aumento non c'è: il minimo tabellare è giusto o è rimasto quello vecchio?",
      { ...slip, today },
    ).text;
    expect(openingLine(answer)).toMatch(/^\*\*No\*\*/);
    expect(openingLine(answer)).toContain('18,70 €');
    expect(answer).not.toMatch(/sale a \*\*/);
  });
});
