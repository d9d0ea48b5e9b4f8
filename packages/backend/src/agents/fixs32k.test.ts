import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

const letter = (pay: string, start: string): string =>
  `Hotel Belvedere S.r.l. - Riccione (4 stelle)\nOggetto: lettera di assunzione\nGentile Sig.ra Bianchi Laura,\nLa assumiamo a tempo indeterminato dal ${start} con mansione di receptionist, CCNL Turismo Federalberghi, livello 4, tempo pieno 40 ore settimanali.\nRetribuzione lorda mensile: euro ${pay} (paga base conglobata) per 14 mensilità.\nPeriodo di prova: 30 giorni.\n`;
const upload = (text: string) => ({ documents: [{ fileId: 'f', fileName: 'lettera-assunzione.txt', text }] });

describe("a letter's pay asked as below the minimum (fixs32k)", () => {
  it('names the alternative asked and the shortfall, typos and all', async () => {
    const answer = await askAgent(
      'calcolo',
      'mi hanno dato questa letera di asunzione, la paga è giusta o è sotto il minimo?? quanto mancherebbe al mese',
      upload(letter('1.650,00', '1/12/2026')),
    );
    expect(openingLine(answer.text)).toMatch(/^\*\*No, è sotto il minimo\*\*/);
    expect(openingLine(answer.text)).toContain('**45,69 € in meno**');
  });

  it('answers Sì to "è sotto il minimo?"', async () => {
    const answer = await askAgent(
      'main-agent',
      'ho firmato questa lettera, lo stipendio è sotto il minimo del contratto? di quanto?',
      upload(letter('1.600,00', '1/11/2026')),
    );
    expect(openingLine(answer.text)).toMatch(/^(?:\*\*)?Sì(?!\p{L})/u);
    expect(answer.text).toContain('95,69 €');
  });
});

describe('a rule doubted as changed by the renewal (fixs32k)', () => {
  it('keeps the probation asked, from the agreement of the earlier turn, with its verdict', async () => {
    const answer = await askAgent(
      'main-agent',
      "mi hanno messo al 4° livello e l'ufficio personale dice che la prova è di un mese, punto. Ma non era cambiata col rinnovo? è vero che è solo un mese?",
      { history: ['Lavoro in un salumificio, contratto alimentari industria.'] },
    );
    expect(openingLine(answer.text)).toMatch(/^No\b/);
    expect(openingLine(answer.text)).toContain('1 mese e mezzo');
  });

  it('reads the probation, not the renewal, at another level', async () => {
    const answer = await askAgent(
      'main-agent',
      'CCNL alimentari industria, 5° livello: la prova non è stata allungata dal rinnovo? quanto dura adesso?',
    );
    expect(openingLine(answer.text)).toContain('1 mese e mezzo');
  });
});

describe('who sets the wage of the Operai agricoli (fixs32k)', () => {
  it('says the provincial agreement (CPL) sets it, beside the 5% of the area minimums', async () => {
    const answer = await askAgent(
      'main-agent',
      'Operai agricoli: di quanto sono saliti i minimi di area da gennaio 2025? E la paga la decide il nazionale o il provinciale?',
    );
    expect(openingLine(answer.text)).toContain('**5%**');
    expect(answer.text).toContain('contratto provinciale (CPL)');
  });
});

describe('a comparison the writer will make themselves (fixs32k)', () => {
  it("answers the one agreement asked, its tranche and the next, not the earlier turn's agreement", async () => {
    const answer = await askAgent(
      'confronta',
      "Grazie. Ho anche una seconda azienda cliente, che però applica il chimico-farmaceutico (Federchimica/Farmindustria), con parecchi addetti in categoria D1. Mi serve capire per il budget: quanto è stato l'aumento dei minimi (TEM) con la tranche di luglio 2026 per la D1, e quando arriva la tranche successiva? Così lo metto a confronto con la gomma plastica.",
      { history: ['CCNL Gomma plastica: quando arriva il prossimo aumento dei minimi?'] },
    );
    expect(openingLine(answer.text)).toContain('**60,00 €**');
    expect(openingLine(answer.text)).toContain('1° luglio 2027');
    expect(answer.text).not.toContain('Gomma plastica');
  });

  it('names the next tranche asked as "la tranche seguente"', async () => {
    const answer = await askAgent(
      'main-agent',
      'Tessile abbigliamento industria 4° livello: aumento di gennaio 2026 e tranche seguente? poi lo confronto con il chimico',
    );
    expect(openingLine(answer.text)).toContain('**57,00 €**');
    expect(openingLine(answer.text)).toContain('1° gennaio 2027');
    expect(answer.text).not.toContain('Chimico');
  });
});
