import { describe, expect, it } from 'vitest';
import { askAgent } from '../testing/agents.js';

const ask = (q: string) =>
  (askAgent('main-agent', q, { today: '2026-12-01' } as never) as { text: string }).text;
const opening = (text: string) =>
  text
    .split('\n')
    .filter((l) => l.trim())
    .slice(0, 3)
    .join('\n')
    .slice(0, 500);

describe('what the Cassa Edile set-aside is computed on, and its share', () => {
  it('"la trasferta fa aumentare anche quell\'accantonamento?" opens with No and the base that leaves it out', () => {
    const text = ask(
      "Sono un carpentiere, operaio edile (CCNL edilizia industria). Lavoro in un cantiere in un'altra provincia e in busta mi pagano la trasferta. La tredicesima e le ferie le prendiamo dalla Cassa Edile: la trasferta fa aumentare anche quell'accantonamento? E quant'è la percentuale che accantonano?",
    );
    expect(opening(text)).toMatch(/^\*\*No\*\*/);
    expect(opening(text).toLowerCase()).toContain('trasferte escluse dalla base');
    expect(opening(text)).toContain('18,5%');
  });

  it('"chi le paga … e quanto mettono da parte ogni mese?" opens with the Cassa Edile and its 18,5%', () => {
    const text = ask(
      'Ma a noi muratori le ferie e la tredicesima chi le paga, la ditta o la Cassa Edile? E quanto mettono da parte ogni mese?',
    );
    expect(opening(text)).toContain('le paga la Cassa Edile');
    expect(opening(text)).toContain('18,5%');
  });
});
