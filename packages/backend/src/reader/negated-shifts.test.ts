import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { loadKnowledgeBase } from '../kb/knowledge-base.js';
import { withoutNegatedItems } from './negation.js';
import { readQuestion } from './read.js';
import { readable } from './text.js';

const kb = loadKnowledgeBase(loadConfig({}).kbDir);

describe('shifts, nights and overtime the story denies', () => {
  it('blanks "niente turni, notturni o straordinari" as one list', () => {
    const text = readable('Lavoro a giornata, niente turni, notturni o straordinari, e voglio il netto.');
    expect(withoutNegatedItems(text)).not.toMatch(/turni|notturni|straordinari/);
  });

  it('asks the net the asking clause asks, not a night overtime hour', () => {
    const request = readQuestion({
      kb,
      today: '2026-12-02',
      message:
        "Sono capo officina in un'azienda metalmeccanica industria, livello B3, RAL 36.000 euro su 13 mensilità. Lavoro a giornata, niente turni, notturni o straordinari. Quanto mi resta netto nel 2026 in un anno?",
    });
    expect(request.intent).toBe('gross_to_net');
    expect(request.slots.overtimeKind).toBeUndefined();
  });
});
