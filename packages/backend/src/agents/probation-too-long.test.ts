import { describe, expect, it } from 'vitest';
import { askAgent, withUpload } from '../testing/agents.js';

const letter =
  'PROFUMERIA LA ROSA SRL\nLETTERA DI ASSUNZIONE\nLa assumiamo dal 9 novembre 2026 con contratto a tempo indeterminato, CCNL Terziario, Distribuzione e Servizi (Confcommercio), con la qualifica di commessa addetta alla vendita, 4° livello, orario 40 ore settimanali.\nPeriodo di prova: 90 giorni.';

describe('a probation in a letter doubted as "tanti"', () => {
  it('"90 giorni di prova non sono tanti?": Sì, over the 4th level\'s 60 days, both figures said', () => {
    const { text } = askAgent(
      'main-agent',
      'Ciao, ho appena firmato questa lettera in profumeria. 90 giorni di prova non sono tanti? Qual è il massimo?',
      {
        today: '2026-12-01',
        ...withUpload('assunzione.txt', letter),
      } as never,
    ) as { text: string };
    expect(text).toMatch(/^\*\*Sì\*\*: 90 giorni di prova sono troppi/);
    expect(text).toContain('60');
  });
});
