import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { COVERAGE_TOPICS, coverageReport } from './coverage.js';
import { loadKnowledgeBase } from './knowledge-base.js';

const SCRIPT = fileURLToPath(new URL('../../dist/kb-coverage.js', import.meta.url));
const KB_DIR = loadConfig({}).kbDir;

function runScript(...args: string[]) {
  if (!existsSync(SCRIPT)) throw new Error(`${SCRIPT} is missing: run the build first`);
  return spawnSync(process.execPath, [SCRIPT, ...args], {
    encoding: 'utf8',
    env: { ...process.env, CCNL_KB_DIR: KB_DIR },
  });
}

/** The cells of a printed row, by topic label. */
function row(output: string, name: string): Record<string, string> {
  const lines = output.split('\n').filter((l) => l.startsWith('| '));
  const header = (lines[0] ?? '')
    .split('|')
    .slice(1, -1)
    .map((c) => c.trim());
  const line = lines.find((l) => l.startsWith(`| ${name} |`));
  if (!line) throw new Error(`no row for ${name}`);
  const cells = line
    .split('|')
    .slice(1, -1)
    .map((c) => c.trim());
  return Object.fromEntries(header.map((h, i) => [h, cells[i] ?? '']));
}

describe('pnpm kb:coverage', () => {
  it('prints every agreement against the fifteen topics, and a total that adds up to the cells it prints', () => {
    const result = runScript('2026-11-22');
    expect(result.status).toBe(0);
    const out = result.stdout;
    const agreements = readdirSync(KB_DIR).filter((f) => f.endsWith('.json')).length;
    expect(out).toContain(`${agreements} CCNL × 15 temi`);
    const rows = out.split('\n').filter((l) => l.startsWith('| CCNL'));
    expect(rows.length).toBe(agreements + 1);

    // Cells the research established or not, read back from the real files.
    expect(row(out, 'CCNL Commercio').ROL).toBe('● A');
    expect(row(out, 'CCNL Alimentari industria').Malattia).toBe('○');
    // Confapi has no table in force on 1 January 2025 (its first is June 2025): its pay tables are partial.
    // Multiservizi now has one (1 July 2024), so its pay tables are filled.
    expect(row(out, 'CCNL Metalmeccanici PMI Confapi').Minimi).toMatch(/^◐/);
    expect(row(out, 'CCNL Multiservizi').Minimi).toMatch(/^●/);

    const labels = COVERAGE_TOPICS.map((t) => t.label);
    const printed = rows.slice(1).flatMap((line) => {
      const cells = line
        .split('|')
        .slice(2, 2 + labels.length)
        .map((c) => c.trim());
      return cells;
    });
    expect(printed).toHaveLength(agreements * 15);
    const good = printed.filter((c) => c === '● A' || c === '● M').length;
    const total =
      /Piene con affidabilità alta o media: (\d+) su (\d+) \(([\d,]+)%\); obiettivo 90% \((\d+) celle\)/.exec(
        out,
      );
    expect(total?.slice(1, 3).map(Number)).toEqual([good, agreements * 15]);
    expect(Number(total?.[4])).toBe(Math.ceil(agreements * 15 * 0.9));
    expect(out).toMatch(
      good >= Number(total?.[4]) ? /: raggiunto\.$/m : /: non raggiunto, mancano \d+ celle\.$/m,
    );
  });

  it('refuses a date it cannot read, in Italian', () => {
    const result = runScript('22/11/2026');
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('Data non valida: 22/11/2026 (usa AAAA-MM-GG).');
  });

  it('never lets a source lend more confidence than its kind allows', () => {
    const kb = loadKnowledgeBase(KB_DIR);
    const index = COVERAGE_TOPICS.findIndex((t) => t.key === 'maggiorazioni');
    // Alimentari's surcharges kept only on their copy of the text on a document-sharing site (kind "other"),
    // and marked high: the cell stays low, whatever the file says.
    const boosted = kb.agreements.map((c) =>
      c.id === 'alimentari-industria'
        ? {
            ...c,
            rates: {
              ...c.rates,
              confidence: 'high' as const,
              sources: c.rates.sources
                .filter((s) => s.kind === 'other')
                .map((s) => ({ ...s, confidence: 'high' as const })),
            },
          }
        : c,
    );
    const row = coverageReport(boosted, '2026-11-22').rows.find((r) => r.ccnl.id === 'alimentari-industria');
    expect(boosted.find((c) => c.id === 'alimentari-industria')?.rates.sources.length).toBeGreaterThan(0);
    expect(row?.cells[index]).toEqual({ status: 'partial', confidence: 'low' });
  });
});
