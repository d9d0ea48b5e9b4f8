import { describe, expect, it } from 'vitest';
import { askAgent, openingLines, testKb } from '../testing/agents.js';
import { birthLeaveFact } from './birth-leave.js';

// A birth's paid days filed under the bereavement fact are the agreement's own rule for a father at a birth.
describe('paid days for a birth filed under another leave kind', () => {
  it('reads the birth clause out of the bereavement fact', () => {
    const studi = testKb.agreements.find((c) => c.short_name === 'CCNL Studi professionali');
    const multi = testKb.agreements.find((c) => c.short_name === 'CCNL Multiservizi');
    expect(studi && birthLeaveFact(studi)?.text).toContain('3 giorni lavorativi');
    expect(multi && birthLeaveFact(multi)?.text).toBe('un giorno retribuito per la nascita di un figlio');
  });

  it('opens a father’s leave at a birth with the agreement’s days, the law’s paternity after', () => {
    const a = askAgent(
      'main-agent',
      'lavoro in uno studio di commercialisti col ccnl studi professionali e a gennaio nasce mia figlia: oltre ai 10 giorni di paternità il contratto mi dà qualche giorno pagato?',
    );
    const open = openingLines(a.text);
    expect(open).toContain('3 giorni lavorativi');
    expect(open).toContain('entro 7 giorni');
    expect(a.text).toContain('10 giorni lavorativi');
    expect(a.text).not.toContain('non ha regole proprie del contratto (congedo di paternità)');
  });
});
