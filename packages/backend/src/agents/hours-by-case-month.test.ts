import { describe, expect, it } from 'vitest';
import { askAgent, openingLines } from '../testing/agents.js';

const ask = (q: string) =>
  (askAgent('calcolo', q, { today: '2026-12-02' } as never) as { text: string }).text;
const opening = openingLines;

describe('weekday and Sunday overtime counted by case, with the month total asked', () => {
  const cashier =
    'Contratto commercio IV livello, 40 ore, nessuno scatto e niente superminimo. A novembre ho fatto 8 ore di straordinario nei giorni feriali (mai oltre le 48 ore settimanali) e 4 ore di straordinario una domenica. Quanto dovrebbe essere il totale degli straordinari e il lordo complessivo del mese, stipendio più straordinari?';

  it('"mai oltre le 48 ore" keeps the weekday hours in the first band (+15%, not +20%): 155,89 €', () => {
    const text = ask(cashier);
    expect(opening(text)).toContain('155,89');
    expect(text).toContain('+15%');
    expect(text).not.toContain('+20%');
  });

  it('the month gross asked beside the hours opens too: 1.818,75 + 155,89 = 1.974,64 €', () => {
    expect(opening(ask(cashier))).toContain('1.974,64');
  });

  it('the hours alone asked add no month total', () => {
    const text = ask(cashier.replace(/ e il lordo complessivo.*$/, '?'));
    expect(text).toContain('155,89');
    expect(text).not.toContain('1.974,64');
  });
});
