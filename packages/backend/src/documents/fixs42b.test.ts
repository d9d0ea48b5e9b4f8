import { describe, expect, it } from 'vitest';
import { RAISE_MISSED } from '../agents/raise-missed.js';
import { askAgent } from '../testing/agents.js';
import { contractTerm, fixedTermProbation } from './fixed-term-probation.js';

const doc = (fileName: string, text: string) => ({ documents: [{ fileId: 'd1', fileName, text }] });

describe('fixed-term probation (L. 203/2024)', () => {
  it('reads the contract term off a letter', () => {
    const term = contractTerm('- decorrenza: 01/06/2026; scadenza: 31/08/2026;\nMilano, 20/05/2026');
    expect(term?.start.toISOString().slice(0, 10)).toBe('2026-06-01');
    expect(term?.end.toISOString().slice(0, 10)).toBe('2026-08-31');
  });

  it('gives one day every 15 calendar days, within 2 and 15 up to six months', () => {
    const text = 'assunzione a tempo determinato dal 01/06/2026 al 31/08/2026';
    const v = fixedTermProbation(
      { topic: 'prova', text: '45 giorni di lavoro effettivo', value: 45, unit: 'giorni' },
      text,
    );
    // 92 calendar days: 6 days
    expect(v?.text).toContain('cioè 6 giorni');
    expect(v?.text).toContain('1 giorno ogni 15 giorni di calendario');
    expect(v?.text).toContain('non è conforme');
  });

  it('keeps the agreement for a contract of twelve months or more', () => {
    const text = 'contratto a tempo determinato dal 01/01/2026 al 31/12/2026';
    expect(
      fixedTermProbation({ topic: 'prova', text: '60 giorni', value: 60, unit: 'giorni' }, text),
    ).toBeUndefined();
  });

  it('answers a Christmas contract letter with the legal days, not the CCNL 60', () => {
    const letter =
      'Oggetto: lettera di assunzione a tempo determinato\n- decorrenza: 01/12/2026; scadenza: 15/01/2027;\n- inquadramento: 5° livello CCNL Terziario Distribuzione e Servizi (Confcommercio);\n- periodo di prova: 60 giorni di lavoro effettivo;\nPadova, 25/11/2026';
    const a = askAgent(
      'main-agent',
      'Il periodo di prova della lettera è corretto?',
      doc('lettera.txt', letter),
    );
    expect(a.text).toMatch(/cioè 3 giorni/);
    expect(a.text.split('\n')[0]).toMatch(/^\*\*No\*\*/);
  });
});

describe('a raise the payslip missed', () => {
  it('reads the doubt', () => {
    expect(RAISE_MISSED.test('a novembre doveva esserci l aumento e la busta e uguale a ottobre')).toBe(true);
    expect(RAISE_MISSED.test('la paga base nn e aggiornata con l aumento di ottobre')).toBe(true);
    expect(RAISE_MISSED.test('quanto prendo di netto a novembre?')).toBe(false);
  });

  it('weighs the payslip against the table, not a net', () => {
    const payslip =
      'Cedolino paga mese di NOVEMBRE 2026\nCCNL: Terziario Distribuzione Servizi (Confcommercio) - Livello: 4° - Tempo pieno 40 h/sett.\nPaga base ........ 1.257,46\nIndennità di contingenza ........ 524,22\nTerzo elemento ........ 2,07\nTotale retribuzione mensile ........ 1.783,75\n';
    const a = askAgent(
      'calcolo',
      'a novembre ci doveva essere l aumento ma in busta è tutto uguale al mese scorso, quanto manca?',
      doc('cedolino.txt', payslip),
    );
    const first = a.text.split('\n')[0] ?? '';
    expect(first).toContain('35,00 €');
    expect(first).toContain('1.292,46 €');
    expect(first).not.toMatch(/netto/);
  });
});

describe("a leave request's days asked", () => {
  it("answers the request's leave, not a quote of it", () => {
    const request =
      'Spett.le Direzione,\nla sottoscritta Laura B., impiegata 5° livello (CCNL Metalmeccanici industria), chiede di potersi assentare il 10 e 11 febbraio 2027 per malattia del figlio Marco, nato il 3/09/2023.\nCordiali saluti';
    const a = askAgent(
      'main-agent',
      'Questi giorni sono retribuiti? Quanti ne spettano in un anno?',
      doc('richiesta.txt', request),
    );
    expect(a.text.split('\n')[0]).toContain('3 giorni');
    expect(a.text).toContain('80%');
  });
});

describe("a part-time offer's hours asked as 'can we do it'", () => {
  it("weighs the offer's hours against the agreement's floor", () => {
    const offer =
      'PROPOSTA PART-TIME\nAzienda: Alfa S.r.l. (circa 120 dipendenti)\nCCNL applicato: Terziario Distribuzione e Servizi - Confcommercio\nMansione: commessa, 5° livello\nOrario: 12 ore settimanali (sabato e domenica)\n';
    const a = askAgent('main-agent', 'Un part-time di 12 ore lo possiamo fare?', doc('proposta.txt', offer));
    expect(a.text.split('\n')[0]).toContain('18 ore');
  });
});

describe('payslip items summed as the question names them', () => {
  it('leaves out an item the question does not name, and reads a bracketed base label', async () => {
    const { itemsNamedOnly, plainLabels } = await import('../agents/items-named-only.js');
    const items = plainLabels([
      { label: 'Paga base (tabellare)', value: '924,74' },
      { label: 'Contingenza', value: '515,42' },
      { label: 'E.D.R.', value: '10,33' },
    ]);
    expect(items[0]?.label).toBe('Paga base');
    expect(
      itemsNamedOnly(items, 'quanto dovrebbe fare paga base + contingenza?').map((i) => i.value),
    ).toEqual(['924,74', '515,42']);
    expect(itemsNamedOnly(items, 'la busta è giusta?')).toHaveLength(3);
  });
});
