import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

describe('the mixed contract of L. 203/2024', () => {
  it('gives the part-time share and the employer size', () => {
    const line = openingLine(
      askAgent(
        'main-agent',
        "Lavoro come sviluppatore in un'azienda con circa 400 dipendenti, CCNL commercio, a tempo pieno. L'azienda mi ha proposto di ridurmi l'orario e di lavorare per loro come libero professionista con partita IVA, con il nuovo 'contratto misto'. Quali sono i requisiti di orario e di dimensione aziendale?",
      ).text,
    );
    expect(line).toContain('part-time tra il 40% e il 50% del tempo pieno');
    expect(line).toContain('almeno 250 dipendenti');
    expect(line).toContain('requisito della dimensione è rispettato');
  });
  it('says a small employer is under the threshold', () => {
    const line = openingLine(
      askAgent(
        'main-agent',
        'Siamo una ditta con 40 dipendenti: possiamo fare un contratto misto, part-time più partita IVA, a un nostro tecnico?',
      ).text,
    );
    expect(line).toContain('sotto la soglia');
  });
});
