import { describe, expect, it } from 'vitest';
import { askAgent, openingLines } from '../testing/agents.js';

// Cooperative sociali (r2b): the half 14th in the year's pay and the TFR, the E2 minimum from October 2025, the
// OSS in a socio-sanitary facility at C2, a public holiday worked in the shift, on call from home (art. 58).
describe('Cooperative sociali: half 14th, E2, OSS, holiday worked, pronta disponibilità (r2b)', () => {
  it('the year’s TFR counts the half 14th: 13,5 months of the minimum, not 13', async () => {
    // C2 1.591,06 × 13,5 = 21.479,31; ÷ 13,5 = 1.591,06; − 0,50% (107,40) = 1.483,66.
    const a = await askAgent(
      'calcolo',
      'coop sociale, un operatore al C2 pagato a minimo tutto il 2026 con 13a e 14a del contratto: quanto TFR accantono per lui nel 2026?',
    );
    expect(openingLines(a.text)).toContain('1.483,66 €');
    expect(a.text).toContain('13,5 mensilità');
    expect(a.text).not.toMatch(/\b13 mensilità, come prevede/);
  });

  it('the E2 minimum from October 2025 is 1.985,42 € and the RAL counts 13,5 months', async () => {
    const a = await askAgent(
      'calcolo',
      'Quanto fa di RAL una coordinatrice E2 di cooperativa sociale nel 2026, solo minimo, e quanto le resta netto?',
    );
    expect(a.text).toContain('1.985,42 €');
    expect(a.text).toContain('26.803,17 €');
    expect(a.text).not.toContain('1.985,39');
  });

  it('an OSS working in a nursing home run by a co-op is proposed at C2', async () => {
    const a = await askAgent(
      'inquadra',
      'sono operatrice socio sanitaria con attestato, la coop sociale mi manda in una residenza sanitaria assistenziale (rsa) a fare igiene e alzate agli anziani: livello giusto?',
    );
    expect(openingLines(a.text)).toMatch(/C2/);
  });

  it('a holiday worked in the normal shift: the 15% and the compensatory rest, not “non ho trovato”', async () => {
    const a = await askAgent(
      'main-agent',
      'sono in una cooperativa sociale e a capodanno ho fatto il mio turno come sempre, mi tocca qualcosa in più o niente?',
    );
    expect(a.text).not.toMatch(/Non ho trovato/);
    expect(openingLines(a.text)).toContain('15%');
    expect(a.text).toMatch(/riposo compensativo/);
  });

  it('on call from home, the duty to stay ruled out: art. 58 hourly allowance and the call-out as overtime', async () => {
    const a = await askAgent(
      'main-agent',
      'Nella nostra cooperativa sociale faccio reperibilità da casa, senza dover restare in struttura: quanto mi pagano all’ora e se mi chiamano a intervenire?',
    );
    expect(openingLines(a.text)).toContain('1,55 €');
    expect(openingLines(a.text)).toMatch(/straordinario/);
    expect(a.text).not.toMatch(/art\. 57\) in vigore/);
  });

  it('the duty to stay in the facility, asked, is still the art. 57 gap', async () => {
    const a = await askAgent(
      'main-agent',
      'Cooperativa sociale: per la reperibilità con obbligo di permanenza nella struttura quanto spetta?',
    );
    expect(a.text).toMatch(/non contiene l'indennità di reperibilità/);
  });
});
