import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

// Session 49 (fixs49j): questions on the Cooperative sociali agreement that the renewal's text used to answer.
describe('a renewal after an expired agreement, asked', () => {
  it('says plainly that no later renewal is in the knowledge base, with the expiry, and lists no old tranche', () => {
    const text = askAgent(
      'main-agent',
      'Ho letto che per le cooperative sociali hanno già firmato il nuovo contratto 2026-2028. Quanto aumenta il C1?',
    ).text;
    expect(openingLine(text)).toContain('Non risulta');
    expect(text).toContain('31 dicembre 2025');
    expect(text).not.toContain('60,00 €');
    expect(text).not.toContain('30,00 €');
  });

  it('still answers the tranches of the renewal the knowledge base holds', () => {
    const text = askAgent(
      'main-agent',
      'Quali sono gli aumenti del rinnovo CCNL Cooperative sociali 2023-2025 per il C1?',
    ).text;
    expect(text).toContain('30,00 €');
    expect(openingLine(text)).not.toContain('Non risulta');
  });
});

describe('a stand-by allowance the knowledge base lacks', () => {
  it('is a plain gap, not the renewal text', () => {
    const text = askAgent(
      'main-agent',
      'Faccio le notti di reperibilità in comunità per una coop sociale; col contratto rinnovato nel 2024 quanto mi pagano di indennità?',
    ).text;
    expect(openingLine(text)).toContain("non contiene l'indennità di reperibilità");
    expect(text).not.toContain('120,00 €');
  });

  it("leaves a sick worker's hours at home to the sickness answers", () => {
    const text = askAgent(
      'main-agent',
      'Nelle cooperative sociali, in malattia quali sono le fasce di reperibilità e che indennità prendo?',
    ).text;
    expect(text).not.toContain("non contiene l'indennità di reperibilità");
  });
});

describe('dressing time', () => {
  it('is read as working time and answered with the 15 minutes inside the schedule', () => {
    const text = askAgent(
      'main-agent',
      'in coop sociale ci mettiamo la divisa prima di timbrare, quel tempo viene retribuito?',
    ).text;
    expect(text).toContain('15 minuti');
  });
});

describe("a year net asked beside the renewal's increases", () => {
  it('is the net calculation, not the renewal', () => {
    const text = askAgent(
      'calcolo',
      'Sono OSS C1 a tempo pieno in una cooperativa sociale; mio marito dice che con gli aumenti contrattuali e la quattordicesima prendo di più. Quanto fa il mio netto annuo 2026 tra INPS e IRPEF?',
    ).text;
    expect(text).toContain('Netto annuo stimato');
  });
});
