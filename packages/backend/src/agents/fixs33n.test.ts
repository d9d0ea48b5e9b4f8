import { describe, expect, it } from 'vitest';
import { questionParts } from '../reader/parts.js';
import { withoutTaxSetAside } from '../reader/set-aside.js';
import { askAgent, openingLine } from '../testing/agents.js';

const MULTISERVIZI_LETTER =
  'Lettera di assunzione\nCCNL applicato: Imprese di pulizia, servizi integrati/multiservizi\nQualifica: operaio addetto alle pulizie - 2° livello\nContratto a tempo indeterminato, part-time orizzontale di 12 ore settimanali\nPeriodo di prova: 45 giorni di effettivo lavoro\n';
const COOP_LETTER =
  'LETTERA DI ASSUNZIONE\nCCNL applicato: Cooperative sociali\nMansione: educatore\nInquadramento: D2\nOrario: tempo pieno 40 ore settimanali\nMensilità: 13\n';
const doc = (name: string, text: string) => ({
  documents: [{ fileId: 'f', fileName: name, text }],
  history: [],
});

describe('a tax treatment set aside is not the subject asked', () => {
  it('drops the clause that sets it aside, whatever the words', () => {
    expect(withoutTaxSetAside('Tralasciando la tassazione agevolata degli aumenti, qual è il netto?')).toBe(
      'qual è il netto?',
    );
    expect(withoutTaxSetAside('quanto prendo netto, a parte il 5% sui rinnovi?')).toBe(
      'quanto prendo netto?',
    );
    // (The surcharges set aside stay: the calculation reads them itself.)
    expect(withoutTaxSetAside('senza considerare le addizionali, quanto è il netto?')).toContain(
      'addizionali',
    );
  });

  it('answers the net, not the 5% substitute tax', async () => {
    const a = await askAgent(
      'calcolo',
      'RAL 28.000 € nel 2026, dipendente a Roma, nessun familiare a carico. Senza considerare la tassazione agevolata degli aumenti contrattuali, quanto prendo netto all’anno?',
    );
    expect(openingLine(a.text)).toMatch(/netto/);
    expect(openingLine(a.text)).not.toMatch(/5%/);
  });
});

describe('two terms of a letter asked together', () => {
  it('weighs the probation beside the part-time hours', async () => {
    const a = await askAgent(
      'main-agent',
      'Le ore settimanali e la prova della lettera sono in regola con il CCNL Multiservizi?',
      doc('lettera.txt', MULTISERVIZI_LETTER),
    );
    expect(openingLine(a.text)).toMatch(/^\*\*No\*\*/);
    expect(a.text).toMatch(/15 ore settimanali/);
    expect(a.text).toMatch(/26 giorni/);
  });

  it('reads "il tempo pieno non è di meno?" as the agreement’s full week', async () => {
    const a = await askAgent(
      'main-agent',
      'nella lettera c’è scritto 40 ore. ma il tempo pieno nelle coop sociali non è di meno? e la quattordicesima non ce l’ho?',
      doc('lettera.txt', COOP_LETTER),
    );
    expect(a.text).toMatch(/38 ore/);
    expect(a.text).toMatch(/quattordicesima/);
  });
});

describe('overtime rate and another subject in one sentence', () => {
  it('splits ", e poi anche la quattordicesima: …, quando …?" into two parts', () => {
    const parts = questionParts(
      'di quanto è maggiorato lo straordinario di giorno, e poi anche la quattordicesima: mi dicono che c’è, quando la pagano?',
    );
    expect(parts).toHaveLength(2);
  });

  it('answers both the overtime rate and the fourteenth', async () => {
    const a = await askAgent(
      'main-agent',
      'Lavoro in una cooperativa sociale, livello C1. Vorrei sapere di quanto va maggiorato lo straordinario diurno, e poi anche la quattordicesima: una collega dice che c’è anche da noi, quando viene pagata?',
    );
    expect(a.text).toMatch(/15%/);
    expect(a.text).toMatch(/giugno/);
  });
});
