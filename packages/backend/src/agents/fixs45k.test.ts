import { describe, expect, it } from 'vitest';
import { askAgent, openingLine, openingLines, withUpload } from '../testing/agents.js';

/**
 * Session 45 (fixs45k), the agreement or the subject read wrongly: a craft laundries' agreement named after "CCNL"
 * (not held, not the textile industry's), a fixed-term contract's renewal asked on the employer's contributions (the
 * NASpI additional contribution, not the CCNL's renewal), the apprenticeship's age limit for someone past it, a
 * worker's minimum asked with no level (the level asked, not every level's), and a letter's probation asked again
 * at another level in a follow-up (weighed at the level now given).
 */
const ask = async (message: string, history: string[] = []) =>
  (await askAgent('main-agent', message, { history })).text;

describe('an agreement named after "CCNL" that the knowledge base does not hold', () => {
  it("says the craft laundries' agreement is not held and gives no textile figures", async () => {
    const text = await ask(
      'Lavoro in una tintoria e lavanderia, il contratto è il CCNL lavanderie e tintorie artigiane: qual è la paga minima di un addetto al banco?',
    );
    expect(openingLine(text)).toContain('non è nella base di conoscenza');
    expect(text).not.toContain('Tessile abbigliamento moda industria, minimi');
    expect(text).not.toMatch(/\d\.\d{3},\d{2} €/);
  });

  it('reads a craft dry cleaner said in words as the same gap', async () => {
    const text = await ask(
      'Ho una piccola lavanderia artigiana con due dipendenti: quante ferie spettano alla stiratrice?',
    );
    expect(openingLine(text)).toContain('non è nella base di conoscenza');
  });
});

describe("a fixed-term contract's renewal asked on the employer's contributions", () => {
  it('answers with the NASpI additional contribution and its 0,5 points per renewal', async () => {
    const text = await ask(
      'Vorremmo rinnovare il contratto a termine del magazziniere che scade a gennaio, non una proroga. Per i contributi a carico dell’azienda cosa cambia con il rinnovo?',
    );
    expect(openingLines(text)).toMatch(/0,5 ?%|0,50/);
    expect(text).toContain('1,40%');
    expect(text).not.toContain('una tantum');
  });
});

describe("the apprenticeship's age limit", () => {
  it('says no for someone past 29, in a story that asks whether to hire', async () => {
    const text = await ask(
      'Mia figlia ha 33 anni e vorrebbe lavorare nel nostro ristorante imparando il mestiere di cuoca. Un amico dice che l’apprendistato va bene a ogni età. Possiamo assumerla come apprendista?',
    );
    expect(openingLine(text)).toMatch(/^\*\*No\*\*/);
    expect(openingLine(text)).toContain('29 anni');
    expect(text).not.toContain('Periodo di prova nel');
  });

  it('denies the claim of any age even when no age is told', async () => {
    const text = await ask(
      'Il commercialista sostiene che l’apprendistato si può fare a qualsiasi età: è così? CCNL commercio',
    );
    expect(openingLine(text)).toContain('29 anni');
  });
});

describe("a worker's minimum asked with no level", () => {
  it('asks for the level instead of listing every level', async () => {
    const text = await ask(
      'ccnl multiservizi, full time: qual è il minimo x la nuova dipendente che entra lunedì?',
    );
    expect(openingLine(text)).toMatch(/livello/);
    expect(openingLine(text)).toContain('?');
  });
});

describe("a letter's probation asked again at another level", () => {
  const letter = [
    'LETTERA DI ASSUNZIONE',
    'CCNL applicato: Studi professionali (Confprofessioni)',
    'Livello: 4°',
    'Mansione: impiegata di segreteria',
    'Periodo di prova: 120 giorni di calendario',
  ].join('\n');

  it('weighs the letter’s probation at the level the follow-up gives', async () => {
    const extra = { ...withUpload('lettera.txt', letter) };
    const text = (
      await askAgent('main-agent', 'E se la assumessimo al 2° livello, i 120 giorni andrebbero bene?', {
        ...extra,
        history: ['Nella lettera allegata il periodo di prova è corretto?'],
      })
    ).text;
    expect(openingLine(text)).toMatch(/^\*\*Sì\*\*/);
    expect(openingLine(text)).toContain('120 giorni');
  });
});
