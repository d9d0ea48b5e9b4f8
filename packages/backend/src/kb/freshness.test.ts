import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { freshness } from './freshness.js';
import { loadKnowledgeBase } from './knowledge-base.js';

const kb = loadKnowledgeBase(loadConfig({}).kbDir);
const commercio = kb.byId('terziario-confcommercio');
if (!commercio) throw new Error('the Commercio agreement is missing');

describe('freshness of an agreement on a date', () => {
  it('says nothing while the agreement is in force and its table carries the last tranche due', () => {
    const now = freshness(commercio, '2026-01-15');
    expect(now).toMatchObject({ expired: false, stale: false, tableFrom: '2025-11-01', warnings: [] });
    expect(now.nextTranche).toBe('2026-11-01');
  });

  it('warns when the agreement has expired on the date', () => {
    const later = freshness(commercio, '2027-06-01');
    expect(later.expired).toBe(true);
    expect(later.stale).toBe(true);
    expect(later.warnings[0]).toBe(
      "Il CCNL Commercio è scaduto il 31 marzo 2027: importi e regole sono quelli dell'ultimo accordo firmato; verifica se un rinnovo li ha cambiati.",
    );
  });

  it('warns when a signed tranche already applies but the latest table is older', () => {
    const missing = {
      ...commercio,
      validity: { ...commercio.validity, tranches: [...commercio.validity.tranches, '2027-03-01'] },
    };
    const result = freshness(missing, '2027-03-15');
    expect(result).toMatchObject({ expired: false, missingTranche: '2027-03-01', stale: true });
    expect(result.warnings).toEqual([
      'Il CCNL Commercio prevede una tranche di aumento dal 1° marzo 2027 che la base di conoscenza non registra ancora: gli importi indicati (tabella dal 1° febbraio 2027) possono essere inferiori a quelli dovuti.',
    ]);
    // Before that tranche the same table is current.
    expect(freshness(missing, '2027-02-15').stale).toBe(false);
  });
});
