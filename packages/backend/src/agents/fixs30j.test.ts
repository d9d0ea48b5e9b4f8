import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

/** Session 30 (fixs30j): the verdict answers the question as asked, on extra months and on a payslip's minimum. */

const doc = (fileName: string, text: string) => ({ documents: [{ fileId: 'f', fileName, text }] });

const TERZ_OLD =
  'BUSTA PAGA - NOVEMBRE 2026\nCCNL applicato: Terziario Distribuzione Servizi (Confcommercio)\nDipendente: Rossi Elena - Livello: 4 - Tempo pieno\nPaga base ....... 1.257,46\nContingenza ....... 524,22\nTerzo elemento ....... 2,07\nTotale retribuzione mensile lorda .... 1.783,75\n';
const ALIM_OK =
  'CEDOLINO OTTOBRE 2026\nDitta: Pastificio spa - CCNL Industria Alimentare\nDipendente: operaio 5° livello - tempo pieno\nMinimo contrattuale      1.325,21\nIndennità contingenza      517,65\nTOTALE RETRIBUZIONE      1.842,86\n';

describe('a payslip minimum doubted as right', () => {
  it('opens No with the gap when the payslip is on the old table, a story of past mistakes before the ask', async () => {
    const answer = await askAgent(
      'calcolo',
      "Vi ho caricato la busta di novembre. Lo studio che fa le paghe l'anno scorso mi aveva sbagliato anche le ferie e mio fratello dice che a novembre c'era un aumento. Mi dite se la paga base e il totale sono giusti per novembre 2026 e, se no, quanto mi manca al mese?",
      doc('busta.txt', TERZ_OLD),
    );
    const first = openingLine(answer.text);
    expect(first).toMatch(/^\*\*No\*\*/);
    expect(first).toContain('1.818,75 €');
    expect(first).toContain('35,00 €');
  });

  it('opens Sì with the level minimum when minimum and contingency match the table in force', async () => {
    const answer = await askAgent(
      'main-agent',
      "ho messo il cedolino di ottobre, il minimo e la contingeza sono giusti o mi spetta di piu? il sindacalista dice che a gennaio c'era l'aumento",
      doc('cedolino.txt', ALIM_OK),
    );
    const first = openingLine(answer.text);
    expect(first).toMatch(/^\*\*Sì\*\*/);
    expect(first).toContain('1.842,86 €');
  });

  it('leaves the base item alone to its own check', async () => {
    const answer = await askAgent(
      'main-agent',
      'la paga base del cedolino di novembre 2026 è corretta?',
      doc('busta.txt', TERZ_OLD),
    );
    expect(openingLine(answer.text)).toContain('paga base **1.257,46 €**');
  });
});

describe('a pay item in the 13th or 14th month', () => {
  it('FIPE: the seniority steps are left out of the fourteenth', async () => {
    const answer = await askAgent(
      'main-agent',
      'contratto pubblici esercizi FIPE: gli scatti di anzianità entrano nella quattordicesima oppure no?',
    );
    expect(openingLine(answer.text)).toMatch(/^\*\*No\*\*: .*esclusi dalla quattordicesima/);
  });

  it('FIPE: the seniority steps are in the thirteenth', async () => {
    const answer = await askAgent('main-agent', 'nel fipe gli scatti rientrano nella tredicesima?');
    expect(openingLine(answer.text)).toMatch(/^\*\*Sì\*\*/);
  });

  it('Commercio: family allowances are left out of the fourteenth', async () => {
    const answer = await askAgent(
      'main-agent',
      'commercio: gli assegni familiari sono compresi nella quattordicesima?',
    );
    expect(openingLine(answer.text)).toMatch(/^\*\*No\*\*/);
  });
});

describe('the fourteenth asked for one agreement beside another named earlier', () => {
  it('the domestic worker has no fourteenth: No, 13 against 14', async () => {
    const answer = await askAgent(
      'confronta',
      "La colf mi chiede la quattordicesima come la commessa. Tocca anche a lei? Quante mensilità hanno l'una e l'altra?",
      { history: ['Ho una commessa con il commercio e a casa una colf.'] },
    );
    const first = openingLine(answer.text);
    expect(first).toMatch(/^\*\*No\*\*/);
    expect(first).toContain('13');
  });
});
