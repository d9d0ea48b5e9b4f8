import { describe, expect, it } from 'vitest';
import { dismissalProtection } from './dismissal-protections.js';
import { lawTopicLines } from './law-topics.js';

describe('the law protecting a worker beside an agreement topic', () => {
  it('a report through the whistleblowing channel and a feared dismissal: the D.Lgs. 24/2023 nullity opens', () => {
    const law = lawTopicLines(
      ['preavviso'],
      'Vorrei segnalarlo tramite il canale whistleblowing aziendale, ma ho paura che poi mi licenzino. Quanto preavviso mi spetterebbe?',
    );
    expect(law.first).toBe(true);
    expect(law.lines[0]).toContain('D.Lgs. 24/2023');
    expect(law.lines[0]).toContain('**nullo**');
    expect(law.citations.length).toBeGreaterThan(0);
  });

  it('a notice asked with no report told adds no whistleblowing rule', () => {
    expect(
      dismissalProtection(['preavviso'], 'se mi licenziano quanto preavviso mi spetta?'),
    ).toBeUndefined();
  });

  it("the worker's own invalidating illness and the comporto: the Cassazione's rule follows the agreement's days", () => {
    const law = lawTopicLines(
      ['malattia'],
      'ho la sclerosi multipla con 104 per me. quanti giorni di malattia posso fare prima di perdere il posto? le assenze della mia malattia invalidante contano?',
    );
    expect(law.first).toBeUndefined();
    expect(law.lines[0]).toContain('il licenziamento per comporto può essere discriminatorio');
  });

  it('a chronic illness with 80% invalidity asking about visits: the L. 106/2025 hours and leave open', () => {
    const law = lawTopicLines(
      ['malattia', 'permessi'],
      "ho una malattia cronica con invalidita riconosciuta all'80% e devo fare controlli: dal 2026 e cambiato qualcosa per i permessi per visite e per la conservazione del posto?",
    );
    expect(law.first).toBe(true);
    expect(law.lines[0]).toContain('10 ore annue di permesso per visite, esami e cure');
    expect(law.lines[0]).toContain('congedo fino a 24 mesi non retribuito con conservazione del posto');
  });
});
