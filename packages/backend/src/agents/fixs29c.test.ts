import { describe, expect, it } from 'vitest';
import { askAgent } from '../testing/agents.js';

/** The answer's text, citation marks dropped. */
const answer = (message: string, history: string[] = [], upload?: { name: string; text: string }) =>
  askAgent('calcolo', message, {
    history,
    documents: upload ? [{ fileId: 'f', fileName: upload.name, text: upload.text }] : [],
  }).text.replace(/ ?(?:\[\d+\])+/g, '');
const opening = (text: string) => text.split('\n').find((l) => l.trim() !== '') ?? '';

describe('a story’s passing words do not take over the ask (fixs29c)', () => {
  it('reads no amount from a number in words inside an idiom ("mille colloqui")', () => {
    const text = answer(
      "Buongiorno, mio figlio dopo mille colloqui l'hanno preso in una fabbrica, contratto metalmeccanico industria, livello C2, full time, assunto dal 1/3 di quest'anno. A dicembre quanto gli devono dare di tredicesima lorda? Solo il minimo.",
    );
    expect(opening(text)).toMatch(/\*\*1\.720,73 €\*\*/);
    expect(text).not.toMatch(/1\.000,00 €/);
  });

  it('answers the net of two years, not the superminimo mentioned in passing', () => {
    const text = answer(
      "Lavoro come impiegato nell'industria alimentare, residenza Milano, RAL 40.000 uguale tra 2025 e 2026 perché ho un superminimo assorbibile che si è mangiato gli aumenti. Mi fate il conto del netto annuo 2025 e 2026 e la differenza? Niente familiari a carico.",
    );
    expect(opening(text)).toMatch(/166,48 €/);
    expect(opening(text)).not.toMatch(/superminimo/i);
  });
});

describe('the ordinary hour and the holiday overtime asked together (fixs29c)', () => {
  it('opens with the holiday overtime, with the payslip product of the rounded hour beside it', () => {
    const first = opening(
      answer(
        'Sono al 3° livello del CCNL studi professionali, full time. Domenica ho fatto 4 ore. Vorrei sapere quanto vale la mia ora normale e quanto devono pagarmi quelle 4 ore di domenica come straordinario festivo.',
      ),
    );
    expect(first).toMatch(/straordinario festivo vale \*\*13,05 €\*\* \(paga oraria 10,04 €/);
    expect(first).toMatch(/\*\*52,19 €\*\* \(52,20 € se in busta l'ora è arrotondata a 13,05 €/);
    expect(first).not.toMatch(/15%/);
  });
});

describe('both extra months pointed back to ("i due ratei", "tutti e due") (fixs29c)', () => {
  it('gives a leaver’s tredicesima and quattordicesima', () => {
    const text = answer(
      'A lei vanno pagati in chiusura i ratei di tredicesima e quattordicesima maturati nel 2026. Non ha scatti né superminimo. Mi fa il conto dei due ratei con il minimo che aveva a settembre?',
      ['Una mia dipendente al 3° livello del commercio si è dimessa, ultimo giorno 30 settembre 2026.'],
    );
    expect(text).toMatch(/\*\*1\.487,93 €\*\*/);
    expect(text).toMatch(/\*\*495,98 €\*\*/);
  });

  it('gives a new hire’s tredicesima beside the quattordicesima', () => {
    const text = answer(
      'a luglio mi hanno dato una quattordicesima piccola e a dicembre di tredicesima? mi fai tutti e due i conti?',
      ['lavoro in un hotel 4 stelle, 4° livello turismo, assunta il 1° maggio 2026'],
    );
    expect(text).toMatch(/\*\*1\.130,46 €\*\*/);
    expect(text).toMatch(/\*\*282,62 €\*\*/);
  });
});

describe('an uploaded payslip or timesheet valued as asked (fixs29c)', () => {
  it('opens with the minimum’s shortfall of a payslip still on the old table, then the overtime', () => {
    const text = answer(
      'controlla la mia busta di ottobre per favore, il minimo del C2 mi sembra basso e anche lo straordinario. quanto dovrebbe essere?',
      [],
      {
        name: 'busta-ottobre-2026.txt',
        text: 'BUSTA PAGA OTTOBRE 2026\nCCNL Metalmeccanica Industria (Federmeccanica)\nLivello C2   Operaio   Orario 40 h\nMinimo tabellare                 2.015,24\nStraordinario 25% ore 8 x 14,56    116,48\n',
      },
    );
    expect(opening(text)).toMatch(/^\*\*No\*\*, il minimo .*\*\*2\.064,88 €\*\*.*\*\*49,64 €\*\* in meno/);
    expect(text).toMatch(/\*\*119,36 €\*\*/);
  });

  it('checks both the minimum and the overtime row doubted together on a payslip', () => {
    const text = answer(
      'mi guardi il cedolino di novembre? il minimo mi pare quello vecchio e pure lo straordinario non mi torna',
      [],
      {
        name: 'cedolino.txt',
        text: 'CEDOLINO NOVEMBRE 2026\nCCNL Terziario Confcommercio\nLivello 4   Impiegata   Orario 40 h\nMinimo tabellare                 1.783,75\nStraordinario 15% ore 6 x 12,20     73,20\n',
      },
    );
    expect(opening(text)).toMatch(/^\*\*No\*\*, il minimo .*\*\*35,00 €\*\* in meno/);
    // The overtime row checked too: 6 hours paid at 12,20 € where 12,45 € is due (payslip-overtime.ts).
    expect(text).toMatch(/in busta 6 ore × 12,20 € = 73,20 €, mentre ne spettano 74,70 € \(12,45 € l'ora\)/);
  });

  it('values the extra hours of a Christmas-week timesheet asked as "ore in +"', () => {
    const first = opening(
      answer(
        'ti ho messo il foglio presenze della settimana di natale, quanto mi spetta lordo per le ore in + ?',
        [],
        {
          name: 'presenze.txt',
          text: 'FOGLIO PRESENZE - dal 14/12/2026 al 19/12/2026\nCCNL Terziario Confcommercio - 4° livello - full time 40 h\nLun 14/12  8,0 h\nMar 15/12  8,0 h\nMer 16/12  8,0 h\nGio 17/12  8,0 h\nVen 18/12  8,0 h\nSab 19/12  5,0 h\nTOTALE     45,0 h\n',
        },
      ),
    );
    expect(first).toMatch(/^Con il 4° livello del CCNL Commercio, dal foglio ore/);
    expect(first).toMatch(/\*\*62,25 €\*\*/);
  });
});
