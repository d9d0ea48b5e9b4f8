import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

const doc = (fileName: string, text: string) => ({ documents: [{ fileId: 'f', fileName, text }] });

describe('a follow-up that takes an outdated payslip pay as corrected', () => {
  it('computes the hourly pay on the level minimum in force, not on the payslip figure', () => {
    const payslip = [
      'CEDOLINO PAGA - NOVEMBRE 2026',
      'CCNL applicato: Terziario Distribuzione e Servizi (Confcommercio)',
      'Dipendente: Luca Ferri - Commesso - Livello: 5° - Tempo pieno 40 ore',
      'Paga base                        1.136,07',
      'Contingenza                        521,94',
      'Terzo elemento nazionale             2,07',
      'TOTALE RETRIBUZIONE LORDA        1.660,08',
    ].join('\n');
    const answer = askAgent(
      'calcolo',
      'ok, messa a posto la paga base, a quanto arriva la sua retribuzione oraria?',
      {
        ...doc('cedolino-ferri.txt', payslip),
        history: ['La paga base del cedolino è aggiornata alle tabelle di questo mese?'],
      },
    );
    // 5° livello dal 1.11.2026: 1.691,70 / 168 = 10,07 (the payslip's 1.660,08 / 168 would be 9,88).
    expect(openingLine(answer.text)).toContain('**10,07 €**');
    expect(answer.text).not.toContain('9,88');
  });
});

describe('a payslip whose minimum line is asked as "il minimo"', () => {
  it('opens with No and the table in force, when the payslip kept last year’s minimum', () => {
    const payslip = [
      'BUSTA PAGA - OTTOBRE 2026',
      'CCNL: Logistica, Trasporto Merci e Spedizione',
      'Dipendente: Anna Galli - Personale NON viaggiante - Impiegata',
      'Livello: 4° - Orario 39 ore medie',
      'Minimo contrattuale            1.786,59',
      'E.P.A.                            26,67',
      'Totale lordo mensile           1.813,26',
    ].join('\n');
    const answer = askAgent(
      'calcolo',
      'Vi allego la busta di ottobre 2026: il minimo e l’EPA sono corretti?',
      {
        ...doc('busta-galli.txt', payslip),
      },
    );
    expect(openingLine(answer.text)).toMatch(/^\*\*No\*\*/);
    expect(openingLine(answer.text)).toContain('1.823,56 €');
    expect(openingLine(answer.text)).toContain('1.850,23 €');
  });
});

describe('comparison follow-ups', () => {
  const before = [
    'Commercio e metalmeccanici industria: quante ore di ROL ed ex festività spettano in un’azienda con 40 dipendenti?',
  ];
  it('an approximate firm size asked of one compared agreement answers for that size and agreement only', () => {
    const answer = askAgent(
      'confronta',
      'e per il commercio il totale di permessi cambia se l’azienda ha solo una dozzina di dipendenti?',
      { history: before },
    );
    expect(openingLine(answer.text)).toContain('**88 ore');
    expect(answer.text).not.toContain('104');
  });

  it('a probation asked for a worker gives the workers’ length, not the clerks’', () => {
    const answer = askAgent('confronta', 'e se invece è un operaio di 3° livello?', {
      history: ['Nel CCNL Multiservizi quanto dura la prova di un impiegato di 3° livello?'],
    });
    expect(openingLine(answer.text)).toContain('**30 giorni di effettivo lavoro**');
    expect(openingLine(answer.text)).not.toContain('2 mesi');
  });
});

describe('household contributions', () => {
  it('opens with the family’s share of an hour when asked after a payslip', () => {
    const payslip = [
      'PROSPETTO PAGA LAVORO DOMESTICO - OTTOBRE 2026',
      'Lavoratrice: Maria Sousa - colf non convivente - livello B',
      'Rapporto a tempo indeterminato - 18 ore settimanali',
      'Ore retribuite nel mese: 78',
      'Paga oraria: € 10,00',
      'Trattenuta contributi INPS c/lavoratore: € 37,44 (78 ore x 0,48)',
    ].join('\n');
    const answer = askAgent(
      'calcolo',
      'e il datore quanto versa all’ora di contributi, esclusa la mia quota?',
      {
        ...doc('prospetto-sousa.txt', payslip),
        history: ['La trattenuta INPS di 0,48 all’ora nel prospetto è giusta per il 2026?'],
      },
    );
    // 2026, 10,00 + 0,83 of 13th = 10,83 ≤ 11,70: 1,92 an hour, 0,48 the worker's, 1,44 the family's.
    expect(openingLine(answer.text)).toContain('**1,44 € l’ora**'.replace('’', "'"));
  });
});

describe('a part-time contract below the agreement minimum', () => {
  it('names the level the contract states beside its hours', () => {
    const contract = [
      'CONTRATTO DI LAVORO A TEMPO PARZIALE',
      'CCNL: Imprese di pulizia e servizi integrati/Multiservizi',
      'Lavoratore: Paolo Neri - operaio addetto alle pulizie - Livello: 3°',
      'Part-time orizzontale: 10 ore settimanali',
    ].join('\n');
    const answer = askAgent(
      'main-agent',
      'nel multiservizi non c’è un minimo di ore per il part time? posso firmare questo contratto da 10 ore?',
      {
        ...doc('contratto-neri.txt', contract),
      },
    );
    expect(answer.text.split('\n\n')[0]).toContain('(3° livello) prevede 10 ore settimanali');
    expect(openingLine(answer.text)).toMatch(/^\*\*No\*\*/);
  });
});
