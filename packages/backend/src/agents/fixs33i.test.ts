import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

const upload = (fileName: string, text: string) => ({ documents: [{ fileId: 'f', fileName, text }] });

describe('figures of one level read off the tables, documents weighed against them (fixs33i)', () => {
  it("weighs a textile payslip's ERN left at last year's table", () => {
    const payslip =
      'MAGLIFICIO SRL - CCNL Tessile Abbigliamento Moda (SMI)\nCedolino mese: OTTOBRE 2026\nDipendente: Rossi - Operaio - Livello 4 - Tempo pieno 40 ore\nElemento retributivo nazionale (ERN) ........ 1.881,95\nTotale competenze ........................... 1.881,95\n';
    const text = askAgent(
      'calcolo',
      "col rinnovo del tessile a gennaio c'è stato un aumento: l'ERN in busta è giusto? se no di quanto è sotto?",
      upload('busta.txt', payslip),
    ).text;
    // 1.938,95 from 1.1.2026 − 1.881,95 = 57,00.
    expect(openingLine(text)).toMatch(/^\*\*No\*\*/);
    expect(openingLine(text)).toContain('1.938,95 €');
    expect(openingLine(text)).toContain('57,00 €');
  });

  it('weighs a minimum a letter writes in a sentence against the table of the day', () => {
    const letter =
      'Oggetto: lettera di assunzione\n- CCNL applicato: Metalmeccanica Piccola e media industria Unionmeccanica-Confapi\n- Qualifica: operaio, 3° livello\n- Retribuzione: minimo tabellare mensile lordo euro 1.964,74 per 13 mensilità\n';
    const text = askAgent(
      'calcolo',
      'Mi controlla se il minimo del 3° livello scritto nella lettera è giusto e di quanto è la differenza al mese?',
      upload('lettera.txt', letter),
    ).text;
    // 2.009,48 from 1.6.2026 − 1.964,74 = 44,74.
    expect(openingLine(text)).toContain('2.009,48 €');
    expect(openingLine(text)).toContain('44,74 €');
  });

  it("answers No to an apprenticeship letter's ladder below the agreement's, the period asked first", () => {
    const letter =
      'Contratto di apprendistato professionalizzante (CCNL Studi professionali Confprofessioni)\nLivello di destinazione 4°\nDurata: 36 mesi\n- dal 1° al 12° mese: 70%\n- dal 13° al 24° mese: 80%\n- dal 25° al 36° mese: 90%\n';
    const text = askAgent(
      'calcolo',
      "L'apprendista è al secondo anno: le percentuali scritte sono corrette rispetto al CCNL Studi professionali?",
      upload('lettera.txt', letter),
    ).text;
    expect(openingLine(text)).toMatch(/^\*\*No\*\*, le percentuali della lettera non sono corrette/);
    expect(openingLine(text)).toContain('**85%**');
  });

  it('follows the guards’ and the fiduciary staff’s passages by stay to the level due today', () => {
    const fiduciary = askAgent(
      'inquadra',
      'faccio portierato in un centro commerciale, servizi fiduciari. mi hanno assunto al livello E a settembre 2024 e sono ancora li. a che livello dovrei essere ora??',
    ).text;
    expect(openingLine(fiduciary)).toContain('**livello D**');
    expect(openingLine(fiduciary)).toContain('18 mesi');
    const guard = askAgent(
      'inquadra',
      'guardia particolare giurata, vigilanza privata. assunto al 6° livello a gennaio 2023 e nessun cambio in busta. che livello mi spetterebbe ora?',
    ).text;
    expect(openingLine(guard)).toContain('**4° livello**');
    const recent = askAgent(
      'inquadra',
      'sono guardia giurata nella vigilanza privata, mi hanno assunto al 6° livello a gennaio 2026: a che livello dovrei essere adesso?',
    ).text;
    expect(openingLine(recent)).toContain('ancora il **6° livello**');
  });

  it("sums a level's una tantum instalments when the total is asked", () => {
    const text = askAgent(
      'calcolo',
      "Per una guardia giurata al 3° livello, a quanto ammonta in totale l'una tantum della vigilanza privata, sommando le tre tranche?",
    ).text;
    // 162,00 + 162,00 + 156,00.
    expect(openingLine(text)).toContain('**480,00 €**');
  });
});
