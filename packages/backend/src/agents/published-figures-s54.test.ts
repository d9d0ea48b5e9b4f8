import { describe, expect, it } from 'vitest';
import { levelSteps } from '../kb/increases.js';
import { askAgent, testKb as kb } from '../testing/agents.js';

const opening = (agent: Parameters<typeof askAgent>[0], message: string) =>
  askAgent(agent, message)
    .text.replace(/(?: ?\[\d+\])+(?=[.;:]|$)/gm, '')
    .split('\n')
    .filter((l) => l.trim())
    .slice(0, 3)
    .join('\n');

describe('figures the public pages publish, now in the knowledge base', () => {
  it('Multiservizi: the table from July 2023 gives the 3rd level of that year, without asking the level', () => {
    const text = opening(
      'calcolo',
      'addetta pulizie multiservizi livello 3, ad agosto 2023 quanto era la paga oraria?',
    );
    expect(text).toContain('1.326,49 €');
    expect(text).toContain('7,67 €');
    expect(text).not.toMatch(/indica il livello/i);
  });

  it('Cooperative sociali: February 2024 minimums and the C1 series through October 2025', () => {
    const ccnl = kb.byId('cooperative-sociali');
    if (!ccnl) throw new Error('Cooperative sociali non è nella base di conoscenza');
    expect(levelSteps(ccnl, 'C1').map((s) => [s.from, s.after])).toEqual([
      ['2024-10-01', 1515.21],
      ['2025-10-01', 1545.21],
    ]);
    expect(opening('calcolo', 'educatrice D2 in una coop sociale: minimo mensile a maggio 2024?')).toContain(
      '1.660,89 €',
    );
    expect(
      opening(
        'calcolo',
        'OSS livello C1 coop sociale, con la tranche di ottobre 2025 a quanto arriva il minimo?',
      ),
    ).toContain('1.545,21 €');
  });

  it("Commercio: the firm's floor and, asked for weekends, the 8-hour case", () => {
    const text = opening(
      'main-agent',
      'negozio con 60 dipendenti, CCNL commercio: orario minimo settimanale del part-time, anche per chi lavora solo il weekend?',
    );
    expect(text).toContain('18 ore settimanali');
    expect(text).toContain('8 ore');
  });
});
