import { confidenceOf, EVERYDAY_FACTS, type Fact } from './facts.js';
import { hasPayTables } from './pay-gap.js';
import type { Ccnl, Confidence, Source, SourceKind } from './schema.js';

/**
 * How much of each agreement's fifteen everyday topics the knowledge base holds: the matrix `pnpm kb:coverage`
 * prints and the README shows. A cell is filled, partial (a text and a stated gap) or a gap, with the
 * confidence of what is there; a source can never lend more confidence than its kind allows.
 */

export type CellStatus = 'filled' | 'partial' | 'gap';
export interface Cell {
  status: CellStatus;
  confidence: Confidence | null;
}

const RANK: Record<Confidence, number> = { high: 0, medium: 1, low: 2 };
/** A specialised publication is at most medium, anything else at most low. */
const KIND_CAP: Record<SourceKind, Confidence> = {
  primary: 'high',
  official: 'high',
  specialised: 'medium',
  other: 'low',
};
const worse = (a: Confidence, b: Confidence): Confidence => (RANK[a] >= RANK[b] ? a : b);

function sourceConfidence(source: Source): Confidence {
  return worse(source.confidence, KIND_CAP[source.kind]);
}

/** The fact's confidence, never above that of its best source. */
function cappedConfidence(fact: Fact): Confidence {
  const best = fact.sources.map(sourceConfidence).sort((a, b) => RANK[a] - RANK[b])[0] ?? 'low';
  return worse(confidenceOf(fact), best);
}

function factCell(fact: Fact): Cell {
  if (fact.text === null) return { status: 'gap', confidence: null };
  return { status: fact.gap ? 'partial' : 'filled', confidence: cappedConfidence(fact) };
}

/**
 * Filled when a table is in force at every signed tranche from 2025 up to `date` (and on 1 January 2025);
 * partial when one of them has no table of its own; a gap when the agreement has no table at all.
 */
function payCell(ccnl: Ccnl, date: string): Cell {
  // No table: a gap, whatever `pay_tables_gap` says of the amounts (an increase's range is not a table).
  if (!hasPayTables(ccnl)) return { status: 'gap', confidence: null };
  const starts = new Set(ccnl.pay_tables.map((t) => t.effective_from));
  const relevant = ccnl.pay_tables.filter(
    (t) =>
      t.effective_from >= '2025-01-01' ||
      !ccnl.pay_tables.some((o) => o.effective_from > t.effective_from && o.effective_from <= '2025-01-01'),
  );
  if (!relevant.length) return { status: 'gap', confidence: null };
  const confidence = relevant
    .map((t) => cappedConfidence({ text: '', confidence: t.confidence, sources: t.sources }))
    .reduce<Confidence>(worse, 'high');
  const missing = ccnl.validity.tranches.filter((t) => t >= '2025-01-01' && t <= date && !starts.has(t));
  const from2025 = ccnl.pay_tables.some((t) => t.effective_from <= '2025-01-01');
  return { status: missing.length || !from2025 ? 'partial' : 'filled', confidence };
}

function validityCell(ccnl: Ccnl): Cell {
  const v = ccnl.validity;
  const fact: Fact = { text: v.text, confidence: v.confidence, sources: v.sources };
  // An una tantum the sources only fail to mention ("not verified on the signed text") is a stated gap, as in
  // every other cell: the cell is then partial, not filled.
  const known = v.to !== null && v.una_tantum.text !== null && !v.una_tantum.gap;
  return { status: known ? 'filled' : 'partial', confidence: cappedConfidence(fact) };
}

export const COVERAGE_TOPICS: { key: string; label: string; cell: (ccnl: Ccnl, date: string) => Cell }[] = [
  { key: 'validita', label: 'Validità', cell: validityCell },
  { key: 'minimi', label: 'Minimi', cell: payCell },
  { key: 'divisore', label: 'Divisore', cell: (c) => factCell(EVERYDAY_FACTS.divisore_orario(c)) },
  { key: 'orario', label: 'Orario', cell: (c) => factCell(EVERYDAY_FACTS.orario(c)) },
  { key: 'mensilita', label: 'Mensilità', cell: (c) => factCell(EVERYDAY_FACTS.mensilita(c)) },
  { key: 'ferie', label: 'Ferie', cell: (c) => factCell(EVERYDAY_FACTS.ferie(c)) },
  { key: 'rol', label: 'ROL', cell: (c) => factCell(EVERYDAY_FACTS.permessi(c)) },
  { key: 'malattia', label: 'Malattia', cell: (c) => factCell(EVERYDAY_FACTS.malattia(c)) },
  { key: 'maggiorazioni', label: 'Maggioraz.', cell: (c) => factCell(EVERYDAY_FACTS.maggiorazioni(c)) },
  { key: 'prova', label: 'Prova', cell: (c) => factCell(EVERYDAY_FACTS.prova(c)) },
  { key: 'preavviso', label: 'Preavviso', cell: (c) => factCell(EVERYDAY_FACTS.preavviso(c)) },
  { key: 'scatti', label: 'Scatti', cell: (c) => factCell(EVERYDAY_FACTS.scatti(c)) },
  { key: 'apprendistato', label: 'Apprend.', cell: (c) => factCell(EVERYDAY_FACTS.apprendistato(c)) },
  { key: 'part_time', label: 'Part-time', cell: (c) => factCell(EVERYDAY_FACTS.part_time(c)) },
  { key: 'congedi', label: 'Congedi', cell: (c) => factCell(EVERYDAY_FACTS.congedi(c)) },
];

/** Levels: filled when every level has a declaratoria and profiles; informative, outside the total. */
function levelsCell(ccnl: Ccnl): Cell {
  const described = ccnl.levels.filter((l) => l.declaratoria !== null);
  const profiled = ccnl.levels.filter((l) => l.examples.length > 0);
  if (!described.length && !profiled.length) return { status: 'gap', confidence: null };
  const confidence = ccnl.levels
    .map((l) => cappedConfidence({ text: '', confidence: l.confidence, sources: l.sources }))
    .reduce<Confidence>(worse, 'high');
  const all = described.length === ccnl.levels.length && profiled.length === ccnl.levels.length;
  return { status: all ? 'filled' : 'partial', confidence };
}

export const TARGET_SHARE = 0.9;

export interface CoverageReport {
  date: string;
  rows: { ccnl: Ccnl; cells: Cell[]; levels: Cell }[];
  cells: number;
  /** Cells filled with a high- or medium-confidence source: what the target counts. */
  filledGood: number;
  filled: number;
  partial: number;
  gaps: number;
  target: number;
}

export function coverageReport(agreements: Ccnl[], date: string): CoverageReport {
  const rows = agreements.map((ccnl) => ({
    ccnl,
    cells: COVERAGE_TOPICS.map((t) => t.cell(ccnl, date)),
    levels: levelsCell(ccnl),
  }));
  const all = rows.flatMap((r) => r.cells);
  return {
    date,
    rows,
    cells: all.length,
    filledGood: all.filter((c) => c.status === 'filled' && c.confidence !== 'low').length,
    filled: all.filter((c) => c.status === 'filled').length,
    partial: all.filter((c) => c.status === 'partial').length,
    gaps: all.filter((c) => c.status === 'gap').length,
    target: Math.ceil(all.length * TARGET_SHARE),
  };
}

const MARK: Record<CellStatus, string> = { filled: '●', partial: '◐', gap: '○' };
const LETTER: Record<Confidence, string> = { high: 'A', medium: 'M', low: 'B' };

export function cellText(cell: Cell): string {
  return cell.confidence ? `${MARK[cell.status]} ${LETTER[cell.confidence]}` : MARK[cell.status];
}

const pct = (part: number, whole: number) =>
  `${new Intl.NumberFormat('it-IT', { maximumFractionDigits: 1 }).format(whole ? (part / whole) * 100 : 0)}%`;

/** The matrix as a Markdown table, with the legend and the total against the target, in Italian. */
export function formatCoverage(report: CoverageReport): string {
  const header = ['CCNL', ...COVERAGE_TOPICS.map((t) => t.label), 'Piene A/M', 'Livelli'];
  const lines = [
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...report.rows.map((r) => {
      const good = r.cells.filter((c) => c.status === 'filled' && c.confidence !== 'low').length;
      return `| ${[r.ccnl.short_name, ...r.cells.map(cellText), `${good}/${r.cells.length}`, cellText(r.levels)].join(' | ')} |`;
    }),
  ];
  const reached = report.filledGood >= report.target;
  return [
    `Copertura della base di conoscenza al ${report.date}: ${report.rows.length} CCNL × ${COVERAGE_TOPICS.length} temi.`,
    '',
    ...lines,
    '',
    'Legenda: ● pieno, ◐ parziale (dato con lacuna dichiarata), ○ lacuna; affidabilità A alta, M media, B bassa (mai oltre quella consentita dal tipo di fonte). «Livelli» (declaratorie e profili) non entra nel totale.',
    '',
    `Celle: ${report.cells}; piene ${report.filled}, parziali ${report.partial}, lacune ${report.gaps}.`,
    `Piene con affidabilità alta o media: ${report.filledGood} su ${report.cells} (${pct(report.filledGood, report.cells)}); obiettivo ${pct(TARGET_SHARE, 1)} (${report.target} celle): ${reached ? 'raggiunto' : `non raggiunto, mancano ${report.target - report.filledGood} celle`}.`,
  ].join('\n');
}
