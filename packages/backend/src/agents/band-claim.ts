import { type ClaimUnit, figuresWithUnits } from '../reader/claimed-figure.js';
import type { Intent, TypedRequest } from '../reader/request.js';
import { ruleClaim } from '../reader/rule-claim.js';
import { fold } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { UNIT_WORD } from './fixs22d-claim.js';

/**
 * Session 24 (fixs24b): a claim on a rule whose figure varies with the firm's size or the worker's seniority
 * ("nel commercio il part-time deve essere di almeno 16 ore, noi siamo in 20, giusto?" against "16 ore nelle
 * aziende fino a 30 dipendenti e 18 in quelle più grandi"): the row of the size or seniority the question gives
 * decides the verdict. Nothing is returned when the question gives neither, or the rows cannot be told apart.
 */

type Dimension = 'staff' | 'years';
export interface Band {
  dimension: Dimension;
  min?: number;
  max?: number;
  /** "in quelle più grandi", "negli altri casi": the row of what the other rows leave. */
  rest?: boolean;
}
interface Row {
  value: number;
  unit: ClaimUnit;
  band: Band | undefined;
}
export interface BandVerdict {
  word: 'Sì' | 'No';
  reason: string;
}

const DIMENSION = '(dipendenti|addetti|lavoratori|anni)';
const UPTO = new RegExp(String.raw`\b(?:fino|sino) (?:a|ai|agli) (\d+) ${DIMENSION}`);
const BETWEEN = new RegExp(String.raw`\b(?:da|tra) (\d+) (?:a|e) (\d+) ${DIMENSION}`);
const OVER = new RegExp(
  String.raw`\b(?:oltre|piu di|sopra|superiore a|superiori a)(?: i| gli)? (\d+) ${DIMENSION}`,
);
const FROM = new RegExp(String.raw`\b(?:almeno|da|dai|dagli) (\d+) ${DIMENSION}(?: in su)?`);
const REST =
  /\b(?:quell[ei] )?piu grand\w*|\bnelle altre\b|\bnegli altri casi\b|\baltrimenti\b|\bper le altre\b/;

const dimensionOf = (word: string | undefined): Dimension => (word === 'anni' ? 'years' : 'staff');

/** The band a row's own words give: "fino a 30 dipendenti", "da 5 a 10 anni", "oltre 10 anni". */
export function bandOf(segment: string): Band | undefined {
  const between = BETWEEN.exec(segment);
  if (between)
    return { dimension: dimensionOf(between[3]), min: Number(between[1]), max: Number(between[2]) };
  const upto = UPTO.exec(segment);
  if (upto) return { dimension: dimensionOf(upto[2]), max: Number(upto[1]) };
  const over = OVER.exec(segment);
  if (over) return { dimension: dimensionOf(over[2]), min: Number(over[1]) + 1 };
  const from = FROM.exec(segment);
  if (from) return { dimension: dimensionOf(from[2]), min: Number(from[1]) };
  if (REST.test(segment)) return { dimension: 'staff', rest: true };
  return undefined;
}

/** The figures of the bold opening, each with the band its own words (after it) give. */
function rowsOf(bold: string): Row[] {
  const figures = figuresWithUnits(bold);
  const rows: Row[] = [];
  figures.forEach((f, i) => {
    if (f.unit === undefined) return;
    const next = figures.slice(i + 1).find((g) => g.unit !== undefined);
    rows.push({ value: f.value, unit: f.unit, band: bandOf(bold.slice(f.end, next?.start)) });
  });
  return rows;
}

export const holds = (band: Band, size: number) =>
  (band.min === undefined || size >= band.min) && (band.max === undefined || size <= band.max);

const number = (value: number) => String(value).replace('.', ',');
const dimensionWord = (dimension: Dimension) => (dimension === 'years' ? 'anni' : 'dipendenti');

export function bandLabel(band: Band, others: readonly Band[]): string {
  const word = dimensionWord(band.dimension);
  if (band.rest) {
    const top = Math.max(...others.map((b) => b.max ?? Number.NEGATIVE_INFINITY));
    return Number.isFinite(top) ? `oltre ${top} ${word}` : 'degli altri casi';
  }
  if (band.min !== undefined && band.max !== undefined) return `da ${band.min} a ${band.max} ${word}`;
  if (band.max !== undefined) return `fino a ${band.max} ${word}`;
  return `da ${band.min} ${word} in su`;
}

/** The verdict of the figures claimed on the row of the size or seniority the question gives. */
export function bandVerdict(
  claimed: readonly { value: number; unit: ClaimUnit | undefined }[],
  opening: string,
  slots: TypedRequest['slots'],
): BandVerdict | undefined {
  const bolds = [...fold(opening).matchAll(/\*\*([^*]+)\*\*/g)].map((m) => m[1] ?? '');
  const rows = bolds.flatMap(rowsOf);
  const banded = rows.filter((r) => r.band);
  if (banded.length < 2) return undefined;
  const dimension = banded.find((r) => !r.band?.rest)?.band?.dimension;
  if (!dimension) return undefined;
  const unit = banded[0]?.unit;
  if (!banded.every((r) => r.unit === unit && (r.band?.rest || r.band?.dimension === dimension)))
    return undefined;
  const size = dimension === 'staff' ? slots.employees : slots.seniorityYears;
  if (size === undefined) return undefined;
  const fixed = banded.map((r) => r.band as Band).filter((b) => !b.rest);
  const matching = banded.filter((r) =>
    r.band?.rest ? !fixed.some((b) => holds(b, size)) : holds(r.band as Band, size),
  );
  const row = matching[0];
  if (matching.length !== 1 || !row?.band) return undefined;
  const said = claimed.filter((f) => f.unit === unit);
  const first = said[0];
  if (said.length !== 1 || !first) return undefined;
  const figure = `${number(row.value)} ${UNIT_WORD[row.unit]}`;
  const band = bandLabel({ ...row.band, dimension }, fixed);
  const told = `per ${number(size)} ${dimensionWord(dimension)} vale la fascia ${band}, cioè ${figure}`;
  return Math.abs(first.value - row.value) < 0.005
    ? { word: 'Sì', reason: `${told}.` }
    : { word: 'No', reason: `${told}, non ${number(first.value)} ${UNIT_WORD[row.unit]}.` };
}

// Payslips, documents and comparisons weigh their own figures.
const OWN_CHECKS: ReadonlySet<Intent> = new Set(['payslip_check', 'document_question', 'comparison']);
const OPENS_WITH_VERDICT = /^\s*(?:\*\*)?(?:sì|si|no|in parte|di solito|non posso confermarlo)(?![\p{L}])/iu;

/**
 * A claim asked to be confirmed — a rule claimed (rule-claim.ts) or a figure believed (claimed-figure.ts) —
 * whose answer opens with a rule varying by the firm's size or the seniority: the verdict of the row the question
 * gives opens the answer, before any verdict read on the opening's first figure.
 */
export function withBandVerdict<T extends AgentAnswer>(answer: T, request: TypedRequest, message: string): T {
  if (OWN_CHECKS.has(request.intent)) return answer;
  const claim = ruleClaim(message);
  const inClause = claim ? figuresWithUnits(claim.clause).filter((f) => f.unit) : [];
  const figures = claim
    ? inClause.length
      ? inClause
      : figuresWithUnits(claim.asking)
    : request.slots.claim
      ? [request.slots.claim]
      : [];
  if (!figures.length) return answer;
  const lines = answer.text.split('\n');
  const at = lines.findIndex((line) => line.trim() !== '');
  const opening = lines[at];
  if (at < 0 || opening === undefined || OPENS_WITH_VERDICT.test(opening)) return answer;
  const verdict = bandVerdict(figures, opening, request.slots);
  if (!verdict) return answer;
  lines[at] = `${verdict.word}: ${verdict.reason} ${opening}`;
  return { ...answer, text: lines.join('\n') };
}
