import { describe, expect, it } from 'vitest';
import { askAgent } from '../testing/agents.js';
import { askingPart, withoutDocumentNet } from './document-net-figure.js';
import { itemsNamedOnly } from './items-named-only.js';

const payslip = (text: string) => ({ documents: [{ fileId: 'd1', fileName: 'busta.txt', text }] });

describe('payslip items named: the third element stays in the sum', () => {
  it('keeps the national third element when the question names only base and contingency', () => {
    const items = [
      { label: 'Paga base', value: '1.250,00' },
      { label: 'Contingenza', value: '524,22' },
      { label: '3° Elemento', value: '2,07' },
      { label: 'E.D.R.', value: '10,33' },
    ];
    expect(
      itemsNamedOnly(items, 'la paga base e la contingenza arrivano al minimo?').map((i) => i.value),
    ).toEqual(['1.250,00', '524,22', '2,07']);
  });
});

describe("the payslip's net repeated in the question", () => {
  it('is no pay of its own, and a told sentence asks nothing', () => {
    const values = [{ label: 'netto in busta', value: '1.538,64' }];
    expect(withoutDocumentNet([{ kind: 'other', value: 1538 }], values)).toEqual([]);
    expect(withoutDocumentNet([{ kind: 'other', value: 1800 }], values)).toHaveLength(1);
    expect(askingPart('Il netto è uguale. Lo scatto c’è. Quanto manca?')).toBe(' Quanto manca?');
  });

  it('weighs the items of a payslip that missed the raise, not the net told', () => {
    const text =
      'CEDOLINO PAGA - NOVEMBRE 2026\nDitta: ROSSI SRL - CCNL Terziario Distribuzione Servizi (Confcommercio)\nDipendente: NERI ANNA  Livello: 4°  Ore sett.: 40\nData assunzione: 03/03/2021   Scatti maturati: 1\n\nVOCI RETRIBUTIVE                         IMPORTO\nPaga base ............................ 1.257,46\nContingenza ............................ 524,22\n3° elemento .............................. 2,07\nScatti anzianità ........................ 20,66\nTOTALE RETRIBUZIONE MENSILE .......... 1.804,41\n\nContributi INPS 9,19% .................. 165,83\nNETTO IN BUSTA ....................... 1.540,12\n';
    const a = askAgent(
      'calcolo',
      "Vi mando la busta di novembre 2026, 4° livello commercio. Mi avevano detto che a novembre c'era l'aumento, ma la paga base è uguale a ottobre e il netto pure (1.540 e rotti). Lo scatto c'è. Quanto dovrebbero fare paga base, contingenza e terzo elemento e quanto manca?",
      payslip(text),
    );
    expect(a.text).toContain('1.818,75');
    expect(a.text).toContain('35,00 € in meno');
  });
});

describe("a letter's pay named as the minimum item, and a letter's pay doubted in other words", () => {
  it('weighs a Logistica "minimo conglobato" against the table\'s minimum item, the gap in the lead', () => {
    const letter =
      'Oggetto: lettera di assunzione\nLe comunichiamo la Sua assunzione a tempo indeterminato a decorrere dal 3 novembre 2026, impiegato, personale non viaggiante, inquadramento 3° livello del CCNL Logistica, Trasporto Merci e Spedizione.\nRetribuzione lorda mensile: minimo conglobato di 3° livello pari a euro 1.878,05, per 14 mensilità.\n';
    const a = askAgent(
      'main-agent',
      'la paga scritta nella lettera rispetta il minimo del contratto?',
      payslip(letter),
    );
    expect(a.text.split('\n')[0]).toContain('1.916,84 €: mancano 38,79 € al mese');
  });

  it("reads 'allineata alle tabelle' as the letter's pay doubted", () => {
    const letter =
      "PROPOSTA DI ASSUNZIONE\nCon la presente Le confermiamo l'assunzione a tempo indeterminato dal 01/12/2026.\nCCNL applicato: Terziario, Distribuzione e Servizi (Confcommercio). Inquadramento: 4° livello.\nRetribuzione mensile lorda: paga base € 1.257,46, contingenza € 524,22, terzo elemento € 2,07, per un totale di € 1.783,75, su 14 mensilità.\n";
    const a = askAgent(
      'main-agent',
      'La paga della proposta è allineata ai minimi in vigore?',
      payslip(letter),
    );
    expect(a.text).toContain('35,00 €');
  });
});

describe('a job sheet and a passed probation', () => {
  it("classifies 'questa figura' on an uploaded job sheet from its tasks", () => {
    const sheet =
      'SCHEDA POSIZIONE - Carpenteria Rossi srl (CCNL Metalmeccanica industria)\nPosizione: addetto alla piegatrice\nCompiti: carica le lamiere sulla piegatrice già attrezzata dal capoturno, avvia il ciclo e ripone i pezzi; segue istruzioni definite; nessuna regolazione della macchina.\nRequisiti: nessuna esperienza.\n';
    const a = askAgent('inquadra', 'Che livello dareste a questa figura nel metalmeccanico?', payslip(sheet));
    expect(a.text.split('\n')[0]).toContain('D1');
  });

  it("reads 'superata la prova' as a condition: the notice is asked", async () => {
    const { readQuestion } = await import('../reader/read.js');
    const { testKb, TEST_TODAY } = await import('../testing/agents.js');
    const r = readQuestion({
      kb: testKb,
      message:
        'Metalmeccanici industria: superata la prova, quanto preavviso deve dare un impiegato C3 con 4 anni?',
      history: [],
      today: TEST_TODAY,
    } as never);
    expect(r.intent).toBe('notice');
  });
});

describe('hours told as settled before the term doubted (session 60)', () => {
  it('answers the probation first, not the part-time floor the question takes for granted', () => {
    const letter =
      'Lettera di assunzione\nCCNL Multiservizi - servizi integrati\nQualifica: operaia 2° livello\nOrario: part-time 25 ore settimanali\nPeriodo di prova: 60 giorni di calendario\n';
    const a = askAgent(
      'main-agent',
      "L'orario è giusto e anche la qualifica. I 60 giorni di prova però non sono troppi per un'operaia di 2° livello?",
      payslip(letter),
    );
    const opening = a.text.split('\n')[0] ?? '';
    expect(opening).not.toMatch(/15 ore settimanali/);
    expect(a.text).toMatch(/prova/);
  });
});
