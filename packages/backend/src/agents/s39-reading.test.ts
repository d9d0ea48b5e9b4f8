import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

describe('session 39: what the question asks, not what the story tells', () => {
  it('a driver who "prima faceva il magazziniere" is placed as the driver he is hired as', () => {
    const { text } = askAgent(
      'inquadra',
      'A gennaio assumiamo un nuovo autista: ha la patente C+E e la CQC, guiderà un bilico con il cronotachigrafo, fa consegne in giro per il Nord Italia di merce varia, niente ADR né trasporti eccezionali, niente frigo. Prima faceva il magazziniere da un nostro concorrente. Il contratto è logistica, trasporto merci e spedizione. In che livello lo mettiamo?',
    );
    expect(openingLine(text)).toContain('B3');
  });
});
