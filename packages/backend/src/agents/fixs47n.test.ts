import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

const answer = (message: string, history?: string[]) =>
  askAgent('main-agent', message, history ? { history } : undefined).text;

describe('an injury said not to be at work is an illness', () => {
  it("opens with the employer's sick-pay top-up, not the INAIL bands", () => {
    const text = answer(
      "Mio cognato si è fatto male al ginocchio (non sul lavoro, giocando a calcetto) e il medico gli ha dato 30 giorni. Ha 4 anni di anzianità nel metalmeccanico industria: l'azienda in percentuale quanto deve integrare?",
    );
    const first = openingLine(text).split('In dettaglio')[0] ?? '';
    expect(first).toMatch(/100%/);
    expect(first).not.toMatch(/INAIL/);
  });

  it('still reads an injury at work as one', () => {
    const text = answer(
      'Mi sono fatto male al lavoro in officina, metalmeccanici industria: chi paga i primi giorni?',
    );
    expect(openingLine(text)).toMatch(/infortunio/);
  });
});
