import { describe, expect, it } from 'vitest';
import { levelSteps, unshownStepTable } from '../kb/increases.js';
import type { Ccnl } from '../kb/schema.js';
import { askAgent, testKb as kb, openingLine } from '../testing/agents.js';

const agreement = (id: string) => kb.byId(id) as Ccnl;

// Older factory tables (issue 12, wave h596): Chimico-farmaceutico from 1 July 2023 and Gomma plastica from
// 1 January 2023, each read on a dated publication; a rise asked in the month of the first table is a gap.
describe('factory pay tables of 2023', () => {
  it('the Chimico-farmaceutico D1 minimum plus IPO from 1 July 2023', () => {
    const answer = askAgent(
      'main-agent',
      'Chimico-farmaceutico, categoria D1: minimo più indennità di posizione organizzativa dal 1° luglio 2023, totale mensile?',
    );
    // contrattolavoro.org, July 2023: D1 minimo 1.849,03 + IPO 299,23.
    expect(answer.text).toContain('2.148,26');
    expect(answer.text).not.toMatch(/dato non disponibile/);
  });

  it('the Gomma plastica F minimum from 1 January 2023, and the known 2024 tranche read from it', () => {
    const answer = askAgent(
      'main-agent',
      'CCNL Gomma plastica industria: minimo tabellare del livello F dal 1° gennaio 2023?',
    );
    expect(answer.text).toContain('1.869,12');
    // 1.914,12 (2024) − 1.869,12 = the 45 € second tranche of the 26 January 2023 renewal.
    const step = levelSteps(agreement('gomma-plastica-industria'), 'F').find((s) => s.from === '2024-01-01');
    expect(step?.amount).toBe(45);
  });

  it("a part-timer's rise in the month of the first table is an honest gap, not the new minimum", () => {
    const ccnl = agreement('gomma-plastica-industria');
    expect(unshownStepTable(ccnl, 'F', '2023-01-01')?.effective_from).toBe('2023-01-01');
    expect(unshownStepTable(ccnl, 'F', '2024-01-01')).toBeUndefined();
    const answer = askAgent(
      'main-agent',
      "Abbiamo un'operaia livello F part-time a 20 ore su 40 nella gomma plastica: di quanto è aumentato il suo minimo mensile con la tranche del 1° gennaio 2023?",
    );
    expect(openingLine(answer.text)).toMatch(/dato non disponibile/);
    expect(answer.text).not.toContain('934,56');
    expect(answer.text).not.toContain('1.869,12');
  });
});
