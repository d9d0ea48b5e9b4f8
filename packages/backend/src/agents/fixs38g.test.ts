import { describe, expect, it } from 'vitest';
import { readQuestion } from '../reader/read.js';
import { askAgent, testKb as kb, openingLine, TEST_TODAY } from '../testing/agents.js';
import { replaceUnlessDenied } from './denied-phrases.js';

// Session 38 (fixs38g): an increase asked beside a doubt, a task denied in a job, the first-level apprentice's rate.
const read = (message: string) =>
  readQuestion({ kb, message, history: [], categories: [], today: TEST_TODAY, agent: 'main-agent' } as never);
const opening = async (agent: string, message: string) =>
  openingLine((await askAgent(agent, message, {})).text);

describe('the increase asked beside a doubt that it came', () => {
  it('"di quanto doveva salire … e a quanto deve essere adesso?" stays the renewal, with both figures', async () => {
    const q =
      "CCNL metalmeccanici industria, livello C3. Ho l'impressione che l'aumento di giugno non sia mai arrivato. Di quanto doveva salire il minimo a giugno 2026 e a quanto deve essere adesso?";
    expect(read(q).intent).toBe('renewal');
    const line = await opening('main-agent', q);
    expect(line).toContain('53,17 €');
    expect(line).toContain('2.211,43 €');
  });
  it('the pay asked for now beside a month’s increase, with no increase asked, is still the minimum', () => {
    expect(
      read(
        'CCNL commercio 4° livello: quanto deve essere la paga lorda ora? A ottobre doveva esserci un aumento ma non lo vedo.',
      ).intent,
    ).toBe('minimum_pay');
  });
});

describe('a task the job denies', () => {
  it('a phrase a negation governs gains no title; one said plainly or "non solo" does', () => {
    const rule = /\bmulett\w*/gu;
    expect(replaceUnlessDenied('senza guidare il muletto', rule, '$& magazziniere')).toBe(
      'senza guidare il muletto',
    );
    expect(replaceUnlessDenied('guida il muletto', rule, '$& magazziniere')).toBe(
      'guida il muletto magazziniere',
    );
    expect(replaceUnlessDenied('non solo il muletto', rule, '$& magazziniere')).toBe(
      'non solo il muletto magazziniere',
    );
  });
  it('order picking "senza guidare il muletto" in logistics is the 5° level, not the storekeeper’s 4°', async () => {
    const line = await opening(
      'inquadra',
      "CCNL logistica trasporto merci e spedizione: il ragazzo nuovo si occupa della preparazione ordini e dell'imballaggio dei pacchi, senza guidare il muletto. Che livello gli diamo?",
    );
    expect(line).toContain('5° livello');
  });
});

describe('the first-level apprenticeship’s employer rate', () => {
  it('is given from the law (5% in place of 10%, with the small-firm steps), not a gap', async () => {
    const line = await opening(
      'main-agent',
      "Un istituto professionale mi propone un ragazzo con l'apprendistato di primo livello per la qualifica: qual è l'aliquota contributiva a mio carico?",
    );
    expect(line).toContain('5%');
    expect(line).toContain('10%');
    expect(line).toContain('1,5%');
  });
  it('the professional apprenticeship’s rates stay a gap', async () => {
    const line = await opening(
      'main-agent',
      "Per un apprendista professionalizzante del commercio, qual è l'aliquota contributiva a carico del datore?",
    );
    expect(line).toContain('non sono nella base di conoscenza');
  });
});
