import { describe, expect, it } from 'vitest';
import { askAgent } from '../testing/agents.js';

const document = (text: string) => ({ documents: [{ fileId: 'd1', fileName: 'lettera.txt', text }] });

describe('a fixed-term letter: its periods added up (realdocs3)', () => {
  it('an extension told with month names: from the first start to the new end', () => {
    const answer = askAgent(
      'main-agent',
      'con questa proroga qnt mesi lavoro in tutto? e quanti ne restano prima del massimo?',
      document(
        'Bologna, 3 giugno 2026\nOggetto: proroga\nIl contratto a tempo determinato iniziato il 15 febbraio 2026 e in scadenza il 14 agosto 2026 è prorogato fino al 14 febbraio 2027.\nDistinti saluti\n',
      ),
    );
    // 15.2.2026 – 14.2.2027: 12 months; 24 − 12 = 12 left.
    expect(answer.text).toContain('**12 mesi**');
    expect(answer.text).toMatch(/mancano \*\*12 mesi\*\*/);
  });

  it('a renewal after a pause: the two contracts summed, not the span between them, and the causale quoted', () => {
    const answer = askAgent(
      'main-agent',
      'Quanti mesi avrò fatto in totale con loro e con quale causale mi riassumono?',
      document(
        'Oggetto: nuovo contratto a termine\nGentile Sig. Rossi,\ndopo il contratto a termine dal 1° aprile 2025 al 30 settembre 2025, Le proponiamo un nuovo contratto a tempo determinato dal 1° novembre 2025 al 31 ottobre 2026.\nCausale: punta stagionale di attività del reparto spedizioni.\nCordiali saluti\n',
      ),
    );
    // 6 months + 12 months = 18 (not the 19 from April 2025 to October 2026).
    expect(answer.text).toContain('**18 mesi**');
    expect(answer.text).toContain('punta stagionale');
    expect(answer.text).toContain('richiede una causale');
  });
});
