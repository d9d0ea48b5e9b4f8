import { describe, expect, it } from 'vitest';
import { labelledValues } from '../documents/labelled-values.js';
import { indexOf } from '../kb/documents.js';
import { askAgent, openingLine } from '../testing/agents.js';

// Session 15 (fixj): payslips read from uploads, by layout.
const upload = (text: string, fileName = 'cedolino.txt') => [{ fileId: `f-${fileName}`, fileName, text }];
const valuesOf = (text: string) =>
  labelledValues(indexOf(upload(text)[0] as { fileId: string; fileName: string; text: string }).passages).map(
    (v) => [v.label, v.value, v.quantity],
  );

describe('a payslip line whose label ends in a bracket, a ratio of months or a quantity with its unit is read', () => {
  it('a bracketed count or note before the amount', () => {
    const values = valuesOf(
      [
        'Voce                               Importo',
        'Scatti di anzianità (n. 3)           62,10',
        'Ritenuta IRPEF (con detrazioni)     -188,40',
      ].join('\n'),
    );
    expect(values).toContainEqual(['Scatti di anzianità (n. 3)', '62,10', undefined]);
    expect(values).toContainEqual(['Ritenuta IRPEF (con detrazioni)', '-188,40', undefined]);
  });
  it('a ratio of months before the monthly base and the amount', () => {
    const values = valuesOf(
      'Quattordicesima         7/12     1.620,00      945,00\nNetto quattordicesima   702,11',
    );
    expect(values[0]).toEqual(['Quattordicesima 7/12', '945,00', '1.620,00']);
  });
  it('an instalment ratio before the amount', () => {
    expect(valuesOf('Addizionale comunale rata 4/11        6,85')).toContainEqual([
      'Addizionale comunale rata 4/11',
      '6,85',
      undefined,
    ]);
  });
  it('hours written with their unit between the quantity and the amount', () => {
    expect(valuesOf('Straord. festivo 50%     4,00 h      78,12')).toContainEqual([
      'Straord. festivo 50%',
      '78,12',
      '4,00',
    ]);
  });
});

describe('a payslip made for the 13th or 14th alone is judged on its gross line, not on its net', () => {
  const payslip = [
    'CEDOLINO MENSILITA AGGIUNTIVA - DICEMBRE 2025',
    'Ditta: CARTOLERIA ROSSI SNC - Padova      Assunta il 01/06/2025',
    'CCNL Terziario Confcommercio - 4° livello - tempo pieno',
    'Voce                          Ratei    Base       Importo',
    'Tredicesima mensilità         7/12     1.783,75   1.040,52',
    'Contributi IVS c/dip 9,19%                         -95,62',
    'Netto tredicesima                                  743,11',
  ].join('\n');
  it('the gross line with its twelfths is the figure', () => {
    const text = askAgent('calcolo', 'la tredicesima che mi hanno messo è giusta per i mesi fatti?', {
      documents: upload(payslip),
    }).text;
    expect(openingLine(text)).toContain('**1.040,52 €**');
    expect(openingLine(text)).toContain('7/12');
    expect(text).not.toContain('743,11 €**');
  });
});

describe('payslip items asked tersely, without a question word, are read off the payslip', () => {
  const payslip = [
    'BUSTA PAGA SETTEMBRE 2026 - Panificio Greco - CCNL Alimentari industria',
    'Retribuzione base ...................... 1.904,12',
    'Totale competenze ...................... 1.904,12',
    'Contrib. IVS c/dipendente 9,49% ........ 180,70',
    'Imponibile IRPEF ....................... 1.723,42',
    'IRPEF netta ............................ 231,05',
    'Netto da pagare ........................ 1.492,37',
  ].join('\n');
  it.each([
    ['busta di settembre: netto e IRPEF?', ['**1.492,37 €**', '**231,05 €**']],
    ['imponibile IRPEF + contributi INPS?', ['**1.723,42 €**', '**180,70 €**']],
    ['trattenuta INPS sul cedolino?', ['**180,70 €**']],
  ])('%s', (message, figures) => {
    for (const agent of ['calcolo', 'main-agent']) {
      const first = openingLine(askAgent(agent, message, { documents: upload(payslip) }).text);
      for (const figure of figures) expect(first).toContain(figure);
    }
  });
  it('a net asked apart from the IRPEF is the net pay, not the net IRPEF alone', () => {
    const first = openingLine(askAgent('calcolo', 'netto + irpef?', { documents: upload(payslip) }).text);
    expect(first.indexOf('1.492,37')).toBeLessThan(first.indexOf('231,05'));
  });
  it('an abbreviated label keeps its first word', () => {
    expect(valuesOf('Contr. IVS c/dip. 9,19%        88,40')).toContainEqual([
      'Contr. IVS c/dip. 9,19%',
      '88,40',
      undefined,
    ]);
  });
});

describe('a payslip’s net recomputed subtracts its withholdings once, never their total on top of them', () => {
  const payslip = (net: string, sign = '') =>
    [
      'CEDOLINO MARZO 2026 - Autotrasporti Vega srl - CCNL Logistica, trasporto merci e spedizione',
      'Lavoratore: Ferri Dario - autista livello 3S',
      'TOTALE COMPETENZE                  2.300,00',
      `Contributi IVS c/dip. 9,19%         ${sign}211,37`,
      `IRPEF netta                         ${sign}301,50`,
      `Addizionale regionale (rata)         ${sign}25,40`,
      `Addizionale comunale (rata)          ${sign}10,20`,
      `TOTALE TRATTENUTE                   ${sign}548,47`,
      `NETTO A PAGARE                    ${net}`,
    ].join('\n');
  it.each([
    ['il netto di questa busta torna con le trattenute?', '1.751,53', 'torna**'],
    ['controllo la busta del mio autista: il netto è giusto?', '1.715,53', 'non torna'],
  ])('%s', (message, net, verdict) => {
    const text = askAgent('calcolo', message, { documents: upload(payslip(net)) }).text;
    expect(openingLine(text)).toContain(verdict);
    expect(openingLine(text)).toContain('**1.751,53 €**');
    expect(text).not.toContain('− 548,47 €');
  });
  it('withholdings written with a minus sign are subtracted all the same', () => {
    const text = askAgent('calcolo', 'i conti della busta tornano? il netto è corretto?', {
      documents: upload(payslip('1.751,53', '-')),
    }).text;
    expect(openingLine(text)).toContain('**1.751,53 €**');
  });
});

describe('a payslip’s leave rows, headed by kind and unit, give the balances left', () => {
  const payslip = [
    'STUDIO DENTISTICO ROSA - CEDOLINO SETTEMBRE 2026',
    'Dipendente: Marchi Elena  Livello 3  CCNL Studi professionali',
    'Retribuzione base 1.702,00',
    'Netto in busta 1.391,26',
    'FERIE (gg): residue a.p. 2,00 - maturate 15,75 - godute 11,00 - residue 6,75',
    'EX FESTIVITA (ore): maturate 24,00 - godute 8,00 - residue 16,00',
    'ROL (ore): maturati 54,00 - goduti 30,00 - residui 24,00',
  ].join('\n');
  it.each(['main-agent', 'calcolo'])('%s', (agent) => {
    const first = openingLine(
      askAgent(agent, 'quanti giorni di ferie ho ancora e quante ore di rol mi restano?', {
        documents: upload(payslip),
      }).text,
    );
    expect(first).toContain('**6,75 giorni**');
    expect(first).toContain('**24,00 ore**');
    expect(first).not.toContain('54,00');
  });
});

describe('an overtime hour asked at a percentage the agreement sets takes that rate, not the first one', () => {
  it.each([
    ['CCNL metalmeccanici industria, livello C3: quanto vale un’ora di straordinario al 30%?', '30%'],
    ['metalmeccanico C3, straordinario maggiorato del 25 per cento: quanto vale l’ora?', '25%'],
  ])('%s', (message, rate) => {
    expect(openingLine(askAgent('calcolo', message).text)).toContain(`più il ${rate}`);
  });
  it('in a follow-up after the other rate', () => {
    const first = openingLine(
      askAgent('calcolo', 'e un’ora al 30%?', {
        history: ['CCNL metalmeccanici industria livello C3: quanto vale un’ora di straordinario al 25%?'],
      }).text,
    );
    expect(first).toContain('più il 30%');
    expect(first).toContain('**16,62 €**');
  });
});

describe('items listed with "e", "+" or a comma are each their own item', () => {
  const payslip = [
    'CEDOLINO LUGLIO 2026 - Bar Centrale - CCNL Pubblici esercizi FIPE',
    'Paga base ............................. 1.540,00',
    'IRPEF netta ........................... 149,80',
    'IRPEF lorda ........................... 301,12',
    'Netto in busta ........................ 1.250,67',
  ].join('\n');
  it.each(['IRPEF e netto?', 'irpef, netto?'])('%s', (message) => {
    const first = openingLine(askAgent('calcolo', message, { documents: upload(payslip) }).text);
    expect(first).toContain('**149,80 €**');
    expect(first).toContain('**1.250,67 €**');
    expect(first).not.toContain('301,12');
  });
});

describe('a net doubted beside the total of the withholdings is the net check, not a sum of items', () => {
  it('"coerente con le trattenute … il totale"', () => {
    const payslip = [
      'BUSTA PAGA MAGGIO 2026 - Ottica Sole - CCNL Terziario Confcommercio',
      'TOTALE COMPETENZE                 1.850,00',
      'Contributi IVS c/dip. 9,19%         170,02',
      'IRPEF netta                         210,40',
      'TOTALE TRATTENUTE                   380,42',
      'NETTO A PAGARE                    1.469,58',
    ].join('\n');
    const first = openingLine(
      askAgent('calcolo', 'il netto è coerente con le trattenute, contando il totale una volta sola?', {
        documents: upload(payslip),
      }).text,
    );
    expect(first).toContain('torna');
    expect(first).toContain('**1.469,58 €**');
  });
});

describe('a second sentence on another leave kind asks what is left of it too', () => {
  const payslip = [
    'CEDOLINO NOVEMBRE 2026 - Forno Bruni - CCNL Alimentari industria',
    'Retribuzione base 1.880,00',
    'FERIE (gg): maturate 20,83 - godute 12,00 - residue 8,83',
    'PERMESSI (ore): maturati 66,00 - goduti 40,00 - residui 26,00',
  ].join('\n');
  it('the hours left, not those accrued', () => {
    const text = askAgent('main-agent', 'quanti giorni di ferie mi restano? e quante ore di permesso?', {
      documents: upload(payslip),
    }).text;
    expect(openingLine(text)).toContain('**26,00 ore**');
    expect(text).not.toContain('66,00');
  });
});

describe('the 13th month asked from a payslip is reckoned on its fixed monthly pay, not on the minimum alone', () => {
  const payslip = [
    'COSTRUZIONI MECCANICHE ROTA SPA - PROSPETTO PAGA 10/2026',
    'CCNL Metalmeccanica Industria   Livello C2   Divisore orario 173',
    'Voce                          Riferimento   Competenze   Trattenute',
    'Minimo contrattuale                          2.064,88',
    'Aumenti periodici (3)                           88,92',
    'Superminimo individuale                         60,00',
    'Lav. straord. 25%             4,00 h            59,68',
    'Contributi c/dipendente 9,49%   2.273,48                   215,75',
    'TOTALE COMPETENZE 2.273,48    NETTO 1.790,11',
  ].join('\n');
  it('a whole year', () => {
    const first = openingLine(
      askAgent(
        'calcolo',
        'con la paga di questa busta, a natale quanto prendo di tredicesima lorda? ci lavoro da anni',
        {
          documents: upload(payslip),
        },
      ).text,
    );
    // 2.064,88 + 88,92 + 60,00 = 2.213,80; overtime is not part of it.
    expect(first).toContain('**2.213,80 €**');
    expect(first).not.toContain('2.273,48');
  });
  it('asked by a consultant of the attached payslip', () => {
    const first = openingLine(
      askAgent(
        'main-agent',
        'In base al cedolino allegato, quale sarà la tredicesima lorda del dipendente per l’anno intero?',
        {
          documents: upload(payslip),
        },
      ).text,
    );
    expect(first).toContain('**2.213,80 €**');
  });
});

describe('a payslip’s table items checked against the level’s minimum, asked as "almeno" or "corrisponde"', () => {
  const payslip = [
    'MARKET SOLE SRL - CEDOLINO PAGA NOVEMBRE 2026',
    'Livello: 4   CCNL: TERZIARIO DISTRIBUZIONE SERVIZI (CONFCOMMERCIO)',
    'COD   DESCRIZIONE                     COMPETENZE',
    '0001  Paga base                        1.292,46',
    '0002  Contingenza                        524,22',
    '0003  3° Elemento                          2,07',
    '0020  Superminimo ass.                    30,00',
  ].join('\n');
  it.each([
    'la paga base del mio livello in busta è almeno quella del contratto?',
    'le voci tabellari del cedolino caricato corrispondono al minimo del livello?',
  ])('%s', (message) => {
    const text = askAgent('calcolo', message, { documents: upload(payslip) }).text;
    expect(openingLine(text)).toContain('1.818,75 €');
    expect(openingLine(text)).not.toContain('mancano');
    expect(openingLine(text)).not.toContain('0003');
  });
});
