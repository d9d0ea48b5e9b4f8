import { describe, expect, it } from 'vitest';
import { askAgent } from '../testing/agents.js';

const answer = (agent: Parameters<typeof askAgent>[0], message: string, history?: string[]) =>
  askAgent(agent, message, history ? { history } : undefined).text;
const opening = (agent: Parameters<typeof askAgent>[0], message: string, history?: string[]) =>
  answer(agent, message, history).split('\n')[0] ?? '';

describe('a follow-up keeps the part of the earlier ask', () => {
  it('"e se fossi nel commercio?" after "dopo quanti giorni di malattia può licenziarmi?" is the comporto', () => {
    const first =
      "Dopo quanti giorni di malattia nel CCNL metalmeccanico industria l'azienda può licenziarmi? Ho 7 anni di anzianità.";
    const text = opening('main-agent', 'E se fossi nel commercio?', [first]);
    expect(text).toMatch(/180 giorni/);
    expect(text).not.toMatch(/\*\*i primi 3 giorni\*\*/);
  });
});

describe('a comparison for a job named alone', () => {
  it('"per un magazziniere conviene il commercio o la logistica?" compares the levels each agreement gives it', () => {
    for (const q of [
      'Per un magazziniere conviene il contratto del commercio o quello della logistica? Parlo di paga base.',
      'Magazziniere: quanto prende di minimo col commercio e quanto con la logistica?',
    ]) {
      const text = opening('confronta', q);
      expect(text).toMatch(/Per la mansione descritta: \*\*4° livello\*\* nel CCNL Commercio/);
      expect(text).toMatch(/1\.818,75 €/);
      expect(text).not.toMatch(/da 1\.422,27 €/);
    }
  });
});

describe('a deduction ratio that is exact in decimals', () => {
  it('(28.000 − 22.702,50) / 13.000 is 0,4075, not 0,4074 (RAL 25.000, Roma, 2026)', () => {
    const text = answer(
      'calcolo',
      'RAL 25.000 su 14 mensilità a Roma nel 2026: quanto prendo netto al mese con le addizionali?',
    );
    expect(text).toMatch(/0\.4075/);
    expect(text).toMatch(/2\.394,93 €/);
    expect(text).toMatch(/20\.278,7[78] €/);
  });
});
