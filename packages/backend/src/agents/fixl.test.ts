import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

// Session 15 (fixl): payroll rules and conversation follow-ups behind the blind h30–h32 failures.
const opening = (agent: Parameters<typeof askAgent>[0], message: string, history: string[] = []) =>
  openingLine(askAgent(agent, message, { history }).text);

describe('a payroll rate asked beside an agreement the knowledge base lacks is the rule, not a gap', () => {
  it.each([
    'Che percentuale di contributi INPS a carico del lavoratore si trattiene in busta? Lavoro in banca.',
    "aliquota contributi previdenziali c/dip. per un'impiegata di una compagnia di assicurazioni?",
    'Sono receptionist in una palestra: qual è la percentuale di INPS che paga il dipendente sul lordo?',
  ])('%s', (message) => {
    const line = opening('calcolo', message);
    expect(line).toContain('9,19%');
    expect(line).not.toMatch(/non è nella base di conoscenza/);
  });
});

describe('a tax rule asked on a taxable income the question states applies to that income, not to a RAL', () => {
  it('the surcharges on a stated taxable income take no INPS off it', () => {
    const line = opening(
      'calcolo',
      'Reddito imponibile 27.243 euro, residente a Milano: a quanto ammontano le addizionali regionale e comunale del 2026?',
    );
    expect(line).toContain('377,94');
    expect(line).toContain('217,94');
  });
  it('the gross IRPEF of a stated taxable income, then the same income under the other year’s brackets', () => {
    const first = 'Un mio cliente ha un imponibile fiscale di 38.000 euro nel 2026: che aliquote IRPEF gli toccano?';
    expect(opening('calcolo', first)).toContain('9.740,00');
    const line = opening('calcolo', 'e con gli scaglioni del 2025, a confronto, quanto sarebbe stata l’IRPEF lorda?', [
      first,
    ]);
    expect(line).toContain('9.740,00');
    expect(line).toContain('9.940,00');
  });
});
