import { describe, expect, it } from 'vitest';
import { askAgent } from '../testing/agents.js';

const opening = (message: string): string =>
  askAgent('main-agent', message, { today: '2026-12-01' }).text.split('\n')[0] ?? '';

describe('the heat threshold of the weather CIGO, and whether the thermometer alone counts', () => {
  it.each([
    'Piccola impresa edile, facciamo soprattutto rifacimento tetti e facciate. A luglio con il caldo li ho fatti smettere. Il consulente dice che c’era la cassa integrazione per eventi meteo. Da che temperatura si può chiedere, e conta solo quella del termometro?',
    'Impresa edile: per la cigo col caldo vale solo la temperatura reale o no? da quanti gradi?',
  ])('the perceived heat counts too: %s', (message) => {
    const text = opening(message);
    expect(text).toMatch(/No, non conta solo il termometro/);
    expect(text).toContain('35 gradi');
    expect(text).toContain('anche la temperatura percepita');
    expect(text).not.toMatch(/massimale/);
  });

  it('the threshold asked alone keeps its opening', () => {
    const text = opening(
      'Impresa edile: da che temperatura si può chiedere la cassa integrazione per il caldo?',
    );
    expect(text).toContain('35 gradi');
    expect(text).not.toMatch(/non conta solo il termometro/);
  });
});
