import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

const upload = (text: string, fileName = 'documento.txt') => ({
  documents: [{ fileId: 'd1', fileName, text }],
});

const PAYSLIP = upload(
  'CEDOLINO MAGGIO 2026\nDitta: Officina Verdi srl   CCNL Alimentari industria   livello 4\nPaga base 1.950,00\nLavoro notturno 20% ore 8  27,60\nStraordinario feriale 25% ore 3  41,40\nTotale competenze 2.019,00\nContributo IVS c/dip.  185,55\nIRPEF lorda  402,10\nDetrazioni  150,30\nIRPEF netta  251,80\nAdd. regionale  28,40\nAdd. comunale  10,10\nNetto in busta  1.543,15\n',
  'busta-maggio.txt',
);

describe('a figure the payslip states, asked after a polite lead', () => {
  it('"sapreste dirmi quanto…" reads the overtime line, not an hour computed from the minimum', () => {
    const answer = askAgent(
      'main-agent',
      'buongiorno, sapreste dirmi quanto mi è stato dato di straordinario a maggio?',
      PAYSLIP,
    );
    expect(openingLine(answer.text)).toContain('41,40');
  });

  it('"vorrei sapere quanto…" reads the night-work line in calcolo too', () => {
    const answer = askAgent('calcolo', 'vorrei sapere quanto ho preso per il lavoro notturno', PAYSLIP);
    expect(openingLine(answer.text)).toContain('27,60');
  });
});

describe('the tax withheld: the net stage of the IRPEF, with its surcharges', () => {
  it('a sum of IRPEF and surcharges, with the surcharges misspelt, leaves the gross IRPEF out', () => {
    const answer = askAgent('calcolo', 'fra irpef e adizionali in tutto quanto mi hanno levato?', PAYSLIP);
    // 251,80 + 28,40 + 10,10 = 290,30
    expect(openingLine(answer.text)).toContain('290,30');
    expect(openingLine(answer.text)).not.toContain('402,10');
  });

  it('the IRPEF asked alone is the net one, unless the gross is asked', () => {
    expect(
      openingLine(askAgent('main-agent', 'quanta irpef mi hanno tolto a maggio?', PAYSLIP).text),
    ).toContain('251,80');
    expect(openingLine(askAgent('main-agent', "qual è l'irpef lorda della busta?", PAYSLIP).text)).toContain(
      '402,10',
    );
  });
});

const CU = upload(
  "CERTIFICAZIONE UNICA 2026 - periodo d'imposta 2025\nSostituto: Forno Bianchi snc\nPunto 1 - Redditi di lavoro dipendente: 21.300,00\nPunto 21 - Ritenute IRPEF: 2.104,77\nPunto 22 - Addizionale regionale: 330,15\n",
  'cu.txt',
);

describe('a figure of a CU, asked in a story or on someone’s behalf', () => {
  it('the question after the story reads the withheld IRPEF box, with the CU’s own year', () => {
    const answer = askAgent(
      'main-agent',
      'Devo portare i documenti al patronato per la dichiarazione. Quanto mi è stato trattenuto di IRPEF nel 2025?',
      CU,
    );
    expect(openingLine(answer.text)).toContain('2.104,77');
  });

  it('an employer asked by an employee: "mi chiede quanto…"', () => {
    const answer = askAgent(
      'main-agent',
      'un dipendente mi chiede quanto gli abbiamo trattenuto di irpef, me lo trovi nella CU?',
      CU,
    );
    expect(openingLine(answer.text)).toContain('2.104,77');
  });
});

describe('the last day a dismissal or resignation letter gives', () => {
  it('the day the letter states opens the answer', () => {
    const answer = askAgent(
      'main-agent',
      'in base alla raccomandata fino a quando lavoro?',
      upload(
        'Oggetto: licenziamento per riduzione di personale\nIl rapporto di lavoro cesserà il 19/12/2026 al termine del preavviso di 30 giorni decorrente dal 20/11/2026.\nCCNL Commercio, 3° livello.\n',
      ),
    );
    expect(openingLine(answer.text)).toContain('19/12/2026');
  });

  it('with no day written, the last of the notice days counted from the day the letter gives', () => {
    const answer = askAgent(
      'main-agent',
      'dalla lettera di dimissioni che ho consegnato, quale sarà il mio ultimo giorno?',
      upload(
        'Oggetto: dimissioni\nIo sottoscritta comunico le mie dimissioni con un preavviso di 10 giorni di calendario a decorrere dal 23/11/2026.\n',
      ),
    );
    // 23/11 + 9 days = 02/12/2026
    expect(openingLine(answer.text)).toContain('02/12/2026');
  });
});

describe('the extra hours of a timesheet, counted', () => {
  const SHEET = upload(
    'PRESENZE SETTIMANA 47\nDipendente: Ferri Giulia\nGiorno     Entrata Uscita Pausa\nLun 16/11  08:00  17:00  1:00\nMar 17/11  08:00  18:30  1:00\nMer 18/11  08:00  17:00  1:00\nGio 19/11  08:00  19:00  1:00\nVen 20/11  08:00  17:00  1:00\n',
    'presenze.txt',
  );

  it('the hours beyond the schedule the question gives, from entry, exit and pause', () => {
    // 8 + 9,5 + 8 + 10 + 8 = 43,5; 43,5 − 40 = 3,5
    const answer = askAgent('calcolo', 'faccio 40 ore: quante ore in più risultano dalle presenze?', SHEET);
    expect(openingLine(answer.text)).toContain('3,5 ore di straordinario');
  });

  it('beyond a part-time schedule the document states they are supplementary hours', () => {
    const answer = askAgent(
      'main-agent',
      'quante ore oltre il mio orario ho fatto?',
      upload(
        'Foglio ore - part-time 20 ore settimanali\nLunedì 5\nMartedì 6\nMercoledì 5\nGiovedì 6 ore\nVenerdì 4 ore\n',
      ),
    );
    expect(openingLine(answer.text)).toContain('lavoro supplementare');
  });
});

describe('the least weekly hours of a part-time, weighed against a contract', () => {
  it('a cleaning contract below the agreement’s floor is said not to comply', () => {
    const answer = askAgent(
      'main-agent',
      'ma un part-time nel multiservizi non deve avere almeno un tot di ore? il mio contratto è di 8 ore settimanali',
      upload(
        'Contratto individuale: part-time orizzontale 8 ore settimanali, addetta pulizie, 2° livello CCNL Multiservizi.\n',
      ),
    );
    expect(openingLine(answer.text)).toContain('15 ore settimanali');
    expect(answer.text).toMatch(/non è conforme/);
  });

  it('asked with no document, the agreement’s floor opens the answer', () => {
    const answer = askAgent(
      'main-agent',
      'nel commercio quante ore minimo si può fare a tempo parziale?',
      {},
    );
    expect(openingLine(answer.text)).toContain('16 ore settimanali');
  });
});

describe('a payslip gross checked against minimum and increments, at the payslip’s month', () => {
  it('the hire date the question tells is not the date of the tables; the stated total is weighed', () => {
    const answer = askAgent(
      'calcolo',
      'Sono stato assunto a settembre 2020 e ho 2 scatti: il totale lordo di questo cedolino è giusto con il minimo del C3 più gli scatti?',
      upload(
        'CEDOLINO - LUGLIO 2026\nDitta: Fonderie Alpi spa   CCNL Metalmeccanica industria   Livello C3\nData assunzione 01/09/2020\nMinimo tabellare 2.211,43\nScatti di anzianità 59,28\nTotale lordo 2.270,71\n',
      ),
    );
    // C3 from 1.6.2026: 2.211,43 + 2 × 29,64 = 2.270,71
    expect(openingLine(answer.text)).toContain('2.270,71');
    expect(answer.text).not.toMatch(/non disponibile/);
    expect(answer.text).toMatch(/\*\*torna\*\*/);
  });
});
