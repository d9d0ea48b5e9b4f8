import { describe, expect, it } from 'vitest';
import { askAgent, openingLines, withUpload } from '../testing/agents.js';

// Session 52 (fixs52g): pay questions answered with the figure asked, not a neighbour of it.
const ask = (message: string, extra: Parameters<typeof askAgent>[2] = {}, agent = 'calcolo') =>
  askAgent(agent, message, extra).text;

describe('the figure asked opens the answer', () => {
  it('extra workers: the hours of the engagement total at the extra rate', () => {
    const first =
      'Albergo Federalberghi: per un banchetto mi serve una cameriera extra al 5° livello per 6 ore, quanto le devo lordo col compenso degli extra?';
    expect(openingLines(ask(first))).toContain('89,10 €'); // 6 × 14,85
    const text = ask('e se la inquadro al 7°, sempre 6 ore?', { history: [first] });
    expect(openingLines(text)).toContain('78,78 €'); // 6 × 13,13
    expect(openingLines(text)).toContain('13,13 €');
  });
  it('a part-timer gross from the full-time gross the user states', () => {
    const text = ask(
      'Contratto Multiservizi, mi offrono 30 ore a settimana; a orario pieno lo stipendio sarebbe 1.600 euro lordi. Che lordo mensile avrò?',
    );
    expect(openingLines(text)).toContain('1.200,00 €');
    expect(openingLines(text)).not.toMatch(/netto/);
  });
  it('the net asked, the minimum only told as the case', () => {
    const text = ask(
      'Commercio 4° livello, RAL 25.462,50 su 14 (il titolare dice che coincide col minimo). Vivo a Milano: nel 2026 che netto mensile mi resta, addizionali incluse?',
    );
    expect(openingLines(text)).toContain('1.475,92 €');
  });
  it('a leaving told with the months: the table in force then', () => {
    const text = ask(
      'CCNL Commercio, 4° livello, ho lavorato da gennaio e mi sono dimesso a fine settembre 2026. Quanto mi spetta di tredicesima per quei 9 mesi?',
    );
    expect(openingLines(text)).toContain('1.337,81 €');
  });
  // (A 13th month above the table's minimum is checked instead of the contribution: not fixed here.)
  it('a payslip contribution doubted beside a "perché" of the story', () => {
    const doc = withUpload(
      'busta.txt',
      'Cedolino dicembre 2026\nCCNL: Studi professionali (Confprofessioni) - Livello 3 - Tempo pieno\nVoce   Competenze   Trattenute\nRetribuzione ordinaria   1.720,00\nTredicesima mensilità   1.720,00\nTotale competenze   3.440,00\nContributi IVS c/dip. 9,19%      316,14\nImponibile fiscale   3.123,86\n',
    );
    const text = ask(
      'Vi allego la busta di dicembre. Mia madre dice che sulla tredicesima non si pagano contributi perché è un premio. I 316,14 euro di contributi INPS che mi hanno tolto sono giusti?',
      doc,
    );
    // (Only the explainer is fixed here: the contribution check on this payslip layout is a gap reported.)
    expect(openingLines(text)).not.toMatch(/più bassa/);
  });
  it('a letter pay asked to be at least the minimum: the gap', () => {
    const doc = withUpload(
      'offerta.txt',
      'Proposta di assunzione\nDecorrenza: 1 dicembre 2026\nCCNL applicato: Turismo (Federalberghi)\nLivello 6° super\nOrario: 40 ore settimanali\nRetribuzione lorda mensile: euro 1.500,00 per 14 mensilità\n',
    );
    const text = ask(
      'La cifra dell’offerta è almeno il minimo? Altrimenti di quanto è sotto?',
      doc,
      'main-agent',
    );
    expect(openingLines(text)).toContain('29,13 €'); // 1.529,13 − 1.500,00
  });
});
