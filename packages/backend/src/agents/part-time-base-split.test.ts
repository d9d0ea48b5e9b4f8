import { describe, expect, it } from 'vitest';
import { askAgent, openingLines } from '../testing/agents.js';

const text = (answer: unknown) => (answer as { text: string }).text;

describe('a part-timer’s "paga base minima" in an agreement whose minimum has several items', () => {
  it('gives the whole minimum and the paga base at the share beside it (FIPE 4°, 24/40: 1.167,75 × 24/40 = 700,65)', async () => {
    const answer = text(
      await askAgent(
        'calcolo',
        'assumo un aiuto pizzaiolo part-time a 24 ore settimanali su 40, al 4° livello del contratto FIPE. Quanto è la paga base minima mensile da mettergli adesso?',
      ),
    );
    const opening = openingLines(answer);
    expect(opening).toContain('700,65');
    expect(opening).toContain('1.015,61');
    expect(answer).toMatch(/Paga base[^|]*part-time \| 700,65 €/);
  });

  it('leaves the plain minimum question as it was', async () => {
    const answer = text(
      await askAgent(
        'calcolo',
        'minimo part-time 24 ore su 40 al 4° livello FIPE, quanto gli spetta al mese?',
      ),
    );
    expect(answer).not.toContain('700,65');
  });
});

describe('the paga base asked one turn before', () => {
  it('keeps the split when the follow-up changes only the hours (30/40: 875,81)', async () => {
    const answer = text(
      await askAgent('calcolo', 'E passando a 30 ore settimanali?', {
        history: [
          'assumo un aiuto pizzaiolo part-time a 24 ore settimanali su 40, al 4° livello del contratto FIPE. Quanto è la paga base minima mensile da mettergli adesso?',
        ],
      }),
    );
    expect(openingLines(answer)).toContain('875,81');
  });
});
