import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { removeDir, tempDir } from '../testing/backend.js';
import { COVERAGE_TOPICS, coverageReport } from './coverage.js';
import { freshness } from './freshness.js';
import { levelSteps, renewalSteps, untabledAmounts } from './increases.js';
import { KnowledgeBaseError, loadKnowledgeBase } from './knowledge-base.js';
import { findLevel, levelPayAt } from './pay.js';
import { topicFact } from './topics.js';

const KB_DIR = loadConfig({}).kbDir;
const FILE = 'terziario-confesercenti.json';
const kb = loadKnowledgeBase(KB_DIR);
const confesercenti = kb.byId('terziario-confesercenti');
const commercio = kb.byId('terziario-confcommercio');
if (!confesercenti || !commercio) throw new Error('the two Terziario agreements are missing');

/** Loads a copy of the shipped knowledge base with the Confesercenti file changed; the error, if any. */
function loadChanged(change: (data: Record<string, unknown>) => void): unknown {
  const dir = tempDir('ccnl-kb-');
  try {
    cpSync(KB_DIR, dir, { recursive: true });
    const path = join(dir, FILE);
    const data = JSON.parse(readFileSync(path, 'utf8'));
    change(data);
    writeFileSync(path, JSON.stringify(data));
    try {
      loadKnowledgeBase(dir);
      return undefined;
    } catch (error) {
      return error;
    }
  } finally {
    removeDir(dir);
  }
}

describe('an agreement without pay tables in the knowledge base', () => {
  it('ships Terziario Confesercenti with no table and the gap stated, keeping only what its own sources say', () => {
    expect(confesercenti.pay_tables).toEqual([]);
    expect(confesercenti.pay_tables_gap?.gap).toMatch(/Nessuna tabella dei minimi per livello/);
    // PMI.it (29 October 2024): the March 2025 increase ranges 23-52 € by level, as text with its source.
    expect(confesercenti.pay_tables_gap?.text).toContain('da 23 a 52 €');
    expect(confesercenti.pay_tables_gap?.sources.map((s) => [s.url, s.source_date])).toEqual([
      [
        'https://pmi.it/economia/lavoro/367124/ccnl-commercio-calcolo-stipendio-netto-livello.html',
        '2024-10-29',
      ],
    ]);
    // None of Confcommercio's amounts is left anywhere in the file.
    const raw = readFileSync(join(KB_DIR, FILE), 'utf8');
    for (const row of commercio.pay_tables.flatMap((t) => t.levels))
      expect(raw).not.toContain(String(row.amount));
  });

  it('refuses an empty pay_tables without a stated gap, naming the file and the field', () => {
    const error = loadChanged((d) => delete d.pay_tables_gap);
    expect(error).toBeInstanceOf(KnowledgeBaseError);
    expect((error as Error).message).toContain(FILE);
    expect((error as Error).message).toMatch(
      /field "pay_tables" is invalid: senza tabelle dei minimi serve una lacuna dichiarata \(pay_tables_gap\.gap\)/,
    );
    // A text without the gap is not a stated gap either.
    const textOnly = loadChanged((d) => delete (d.pay_tables_gap as Record<string, unknown>).gap);
    expect((textOnly as Error).message).toMatch(/field "pay_tables" is invalid/);
  });

  it('refuses an agreement without tables whose levels have no stated order', () => {
    const error = loadChanged((d) => delete d.levels_order);
    expect(error).toBeInstanceOf(KnowledgeBaseError);
    expect((error as Error).message).toContain(FILE);
    expect((error as Error).message).toMatch(/field "levels_order" is invalid/);
  });

  it('has no pay for any level or date, while its levels are still recognised', () => {
    expect(findLevel(confesercenti, '4° livello')).toBe('4');
    for (const date of ['2025-03-01', '2025-11-01', '2026-11-22'])
      expect(levelPayAt(confesercenti, '4', date)).toBeUndefined();
    const minimums = topicFact(confesercenti, 'minimi', '2026-11-22');
    expect(minimums.text).toBeNull();
    expect(minimums.gap).toMatch(/nessuna tabella dei minimi per livello di questo contratto/);
  });

  it('reads no increase steps from tables it does not have; the sourced range only for its month', () => {
    expect(levelSteps(confesercenti, '4')).toEqual([]);
    expect(renewalSteps(confesercenti, '4')).toEqual([]);
    expect(untabledAmounts(confesercenti)).toContain('da 23 a 52 €');
    expect(untabledAmounts(confesercenti, '2025-03-15')).toContain('1° marzo 2025');
    expect(untabledAmounts(confesercenti, '2025-11-01')).toBeUndefined();
    // An agreement with tables reads its steps from them, never from this text.
    expect(untabledAmounts(commercio)).toBeUndefined();
  });

  it('counts the pay-table cell of the coverage matrix as a gap', () => {
    const index = COVERAGE_TOPICS.findIndex((t) => t.key === 'minimi');
    const row = coverageReport(kb.agreements, '2026-11-22').rows.find((r) => r.ccnl.id === confesercenti.id);
    expect(row?.cells[index]).toEqual({ status: 'gap', confidence: null });
  });

  it('never calls a tranche "not yet tabled" when no table exists; the expiry still warns', () => {
    const now = freshness(confesercenti, '2026-11-22');
    expect(now).toMatchObject({
      tableFrom: undefined,
      missingTranche: undefined,
      stale: false,
      warnings: [],
    });
    expect(now.nextTranche).toBe('2027-02-01');
    const later = freshness(confesercenti, '2027-06-01');
    expect(later.expired).toBe(true);
    expect(later.warnings).toEqual([expect.stringContaining('è scaduto il 31 marzo 2027')]);
  });
});
