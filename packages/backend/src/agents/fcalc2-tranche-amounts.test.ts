import { describe, expect, it } from 'vitest';
import { askAgent } from '../testing/agents.js';

// fcalc2: the amounts of a renewal's tranches asked, with arrears only the purpose, are the tranches' increases.
describe('tranche amounts asked for a reconstruction of arrears', () => {
  it('gives each tranche of the level, not an arrears total', () => {
    const { text } = askAgent(
      'calcolo',
      'Buongiorno, seguo le paghe di una piccola azienda di estrusione tubi in PVC in provincia di Brescia e sto ricostruendo gli arretrati di un operaio di livello F per una vertenza. Il rinnovo del CCNL Gomma Plastica firmato a gennaio 2023 prevedeva tre tranche di aumento sui minimi per il triennio 2023-2025: mi serve sapere a quanto ammontavano per il livello F la tranche di gennaio 2024 e quella di aprile 2025.',
    );
    expect(text).toContain('45,00 €');
    expect(text).toContain('47,00 €');
    expect(text).not.toMatch(/arretrati[^.\n]*sono \*\*/);
  });
});
