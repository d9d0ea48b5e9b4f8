import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

describe('what is owed when a job ends, asked beside the notice', () => {
  it('answers the notice first, then the dues of any ending', () => {
    const { text } = askAgent(
      'main-agent',
      "Buonasera, mia madre ha una colf che lavora da noi 30 ore a settimana da circa tre anni, non convivente. Mia madre entrerà in una RSA a gennaio e quindi dobbiamo interrompere il rapporto. Quanto preavviso dobbiamo dare? E cosa dobbiamo pagarle alla fine oltre all'ultimo stipendio (tredicesima, ferie, TFR...)?",
    );
    expect(openingLine(text)).toContain('**15 giorni**');
    expect(text).toContain('competenze di fine rapporto: **il TFR, i ratei di tredicesima');
  });

  it('answers the dues asked alone, whoever leaves', () => {
    const { text } = askAgent(
      'main-agent',
      'il magazziniere se ne va a fine mese: cosa gli dobbiamo dare alla fine?',
    );
    expect(openingLine(text)).toContain('**il TFR, i ratei di tredicesima');
  });
});
