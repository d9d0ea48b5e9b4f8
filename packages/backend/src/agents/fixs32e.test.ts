import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

const upload = (text: string, fileName = 'documento.txt') => ({
  documents: [{ fileId: 'd1', fileName, text }],
});

const FIPE_LETTER = upload(
  'Gentile sig. Luca Esposito,\ncon la presente La assumiamo dal 15/09/2026 a tempo indeterminato e pieno (40 ore settimanali) con mansione di cuoco capopartita, 4° livello CCNL Pubblici Esercizi FIPE.\nRetribuzione lorda mensile: euro 1.652,69 (paga base + contingenza), per 14 mensilità.\nPeriodo di prova come da CCNL.\nTrattoria Il Borgo s.n.c.',
);
const LOGISTICS_PAYSLIP = upload(
  'BUSTA PAGA GENNAIO 2026\nTrasporti Veloci S.p.A. - CCNL Logistica, Trasporto Merci e Spedizione\nDipendente: Ivan Moretti - impiegato non viaggiante - 3° livello\nMinimo contrattuale   1.916,84\nE.P.A.                   30,00\nScatti anzianità         41,32\nTotale lordo          1.988,16\n',
);

describe('a figure of an uploaded document doubted however it is called', () => {
  it('"la cifra è giusta?" on a hiring letter: No, with the minimum it falls short of', () => {
    const answer = askAgent(
      'calcolo',
      'mi hanno fatto questa lettera, la cifra è giusta per il 4° livello?',
      FIPE_LETTER,
    );
    expect(openingLine(answer.text)).toMatch(/^\*?\*?No\b/);
    expect(answer.text).toContain('1.692,69 €');
  });

  it('"minimo + epa sono giusti?" sums the two items and confirms them against the table', () => {
    const answer = askAgent('calcolo', 'minimo + epa sono giusti x il 3 livello?', LOGISTICS_PAYSLIP);
    expect(openingLine(answer.text)).toMatch(/^\*\*Sì\*\*/);
    expect(openingLine(answer.text)).toContain('1.946,84 €');
  });
});

describe('a level told with the reason for it, its pay asked', () => {
  it('a live-in carer classified DS who assists at night: the DS live-in minimum, not another level', () => {
    const answer = askAgent(
      'main-agent',
      'Mia madre ha una badante convivente che è inquadrata DS perché assiste anche di notte una persona non autosufficiente: per lei il minimo mensile 2026 quanto è?',
    );
    expect(answer.text).not.toMatch(/Livello proposto/);
    expect(openingLine(answer.text)).toContain('livello DS');
    expect(answer.text).toContain('1.474,73 €');
  });
});

describe('paid leave asked in any agent', () => {
  it('a follow-up on PAR compared with the Commercio: the leave hours, not the working week', () => {
    const answer = askAgent('confronta', 'e nel commercio invece? azienda con 10 dipendenti', {
      history: ["Quante ore di PAR ha all'anno un metalmeccanico dell'industria?"],
    });
    expect(openingLine(answer.text)).toMatch(/^Permessi retribuiti/);
    expect(openingLine(answer.text)).toContain('56 ore di ROL e 32 ore');
  });

  it('sent to inquadra, a ROL question on 6 days is answered, not classified', () => {
    const answer = askAgent(
      'inquadra',
      'E se invece lavorasse su 6 giorni, con il sabato mattina fino alle 13?',
      {
        history: [
          "Studio legale, CCNL Studi professionali: una segretaria a 40 ore su 5 giorni quante ore di ROL matura all'anno?",
        ],
      },
    );
    expect(openingLine(answer.text)).toContain('66 ore');
  });
});

describe('rules that differ by category or by table', () => {
  it('cleaning workers have no biennial increments: Sì, with the flat seniority amount', () => {
    const answer = askAgent(
      'inquadra',
      'Impresa di pulizie: il consulente dice che per gli operai gli scatti biennali non esistono. È vero?',
    );
    expect(openingLine(answer.text)).toMatch(/^\*\*Sì\*\*/);
    expect(openingLine(answer.text)).toContain('anzianità forfettaria');
  });

  it('the smaller hotels table against the ordinary one, for one level', () => {
    const answer = askAgent(
      'confronta',
      "Albergo a due stelle: per gli alberghi minori c'è una tabella più bassa, è vero? Quanto cambia per un 4° livello rispetto agli alberghi normali con le tabelle di maggio 2026?",
    );
    expect(openingLine(answer.text)).toMatch(/^\*\*Sì\*\*/);
    expect(openingLine(answer.text)).toContain('1.688,98 €');
    expect(openingLine(answer.text)).toContain('1.695,69 €');
  });
});
