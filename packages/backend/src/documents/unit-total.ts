/**
 * "di quanti minuti di ritardo mi accusano in tutto?", "quante ore di assenza in totale?": a count a letter
 * states in parts ("un ritardo, rispettivamente, di 25, 40 e 30 minuti"), summed — the document's figures, not a
 * quote of its first lines.
 *
 *   unitTotalAnswer(question, documents): AgentAnswer | null
 */
import { type AgentAnswer, citePassage, finishAnswer } from '../agents/answer.js';
import { indexOf, type UploadedText, uploadedText } from '../kb/documents.js';
import { decimal } from '../kb/format.js';
import type { Passage } from '../kb/passages.js';
import { statements } from './asked-parts.js';
import { dayRowsTotal } from './day-rows-total.js';
import { printedDaysTotal } from './days-total.js';
import { kindHoursAnswer } from './kind-hours.js';

const plain = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '');

const UNITS = ['minuti', 'ore', 'giorni'] as const;
type Unit = (typeof UNITS)[number];
const TOTAL = /\bin (?:tutto|totale)\b|\bcomplessiv\w*|\btotal\w*|\bsomm(?:at|and|ar)\w*|\bin somma\b/;
const number = String.raw`\d{1,4}(?:,\d{1,2})?`;
/** "25, 40 e 30 minuti", "25 minuti, 40 minuti e 30 minuti": the parts of one count. */
const listOf = (unit: Unit) =>
  new RegExp(String.raw`((?:${number}\s*(?:${unit}\s*)?(?:,|\be\b|;)\s*)+${number})\s*${unit}\b`, 'g');

const value = (figure: string) => Number(figure.replace(',', '.'));

/** The unit a question asks the total of, or undefined. */
function askedUnit(question: string): Unit | undefined {
  const asked = plain(question);
  if (!TOTAL.test(asked)) return undefined;
  return UNITS.find((u) => new RegExp(String.raw`\bquant[ieao] ${u}\b`).test(asked));
}

export function unitTotalAnswer(question: string, documents: readonly UploadedText[]): AgentAnswer | null {
  // "quante giornate mi hanno segnato in totale?": a timesheet's printed total of days (days-total.ts).
  const days = printedDaysTotal(question, documents);
  if (days) return days;
  // "quante ore di straordinario risultano e in che giorno?": a kind of hours the timesheet writes apart.
  const kind = kindHoursAnswer(question, documents);
  if (kind) return kind;
  const unit = askedUnit(question);
  if (!unit || !documents.length) return null;
  const all = statements(documents.flatMap((d) => indexOf(d).passages));
  for (const s of all) {
    for (const m of plain(s.text).matchAll(listOf(unit))) {
      const parts = (m[1] ?? '').match(new RegExp(number, 'g')) ?? [];
      if (parts.length < 2) continue;
      const total = Math.round(parts.reduce((sum, p) => sum + value(p), 0) * 100) / 100;
      const sum = `${parts.join(' + ')} = **${decimal(total)} ${unit}**`;
      return finishAnswer(
        [
          `In tutto ${sum}.`,
          '',
          `Dal documento «${s.passage.fileName}»: «${s.text.replace(/\s+/g, ' ').trim()}»`,
        ],
        [citePassage(s.passage, `Documento caricato: ${s.passage.fileName}`)],
        [],
      );
    }
  }
  // (A timesheet's days, one row each with its hours, summed against the total it prints: day-rows-total.ts.)
  return bulletedTotal(unit, documents) ?? (unit === 'ore' ? dayRowsTotal(documents) : null);
}

/**
 * A document's bulleted lines ("- 6 ottobre …", "• 12 ore …") and its first passage, to cite. The raw text keeps the
 * list's lines; lines the index joined into one passage part again before each dash that opens an item.
 */
const BULLET_BREAK =
  /\n|\s(?=[-•–]\s+(?:\d|(?:luned|marted|mercoled|gioved|venerd)[iì]\s|sabato\s|domenica\s))/i;

export function listedItems(d: UploadedText): { passage: Passage | undefined; items: string[] } {
  const passage = indexOf(d).passages[0];
  const raw = uploadedText(d);
  // (Lines joined into one passage are split again before each bullet that opens with a day: "- 6 ottobre …",
  // "- lunedì 2 novembre …".)
  return { passage, items: raw.split(BULLET_BREAK).filter((line) => /^\s*[-•*–]\s/.test(line)) };
}

/**
 * "- 6 ottobre: ingresso alle 8:12 (12 minuti);" on one line each: a count listed as bullets, one part per line,
 * summed when two or more lines give exactly one part each.
 */
function bulletedTotal(unit: Unit, documents: readonly UploadedText[]): AgentAnswer | null {
  const one = new RegExp(String.raw`\b(${number})\s*${unit}\b`, 'g');
  for (const d of documents) {
    const { passage, items } = listedItems(d);
    const parts = items.flatMap((line) => {
      const found = [...plain(line).matchAll(one)];
      // (The item's own sentence: a last item joined with the letter's next lines ends at its full stop.)
      const end = line.search(/[.;](?:\s|$)/);
      const item = end >= 0 ? line.slice(0, end + 1) : line;
      return found.length === 1 && found[0]?.[1] ? [{ figure: found[0][1], line: item, passage }] : [];
    });
    const first = parts[0];
    if (parts.length < 2 || !first?.passage) continue;
    const total = Math.round(parts.reduce((sum, p) => sum + value(p.figure), 0) * 100) / 100;
    return finishAnswer(
      [
        `In tutto ${parts.map((p) => p.figure).join(' + ')} = **${Number.isInteger(total) ? String(total) : decimal(total)} ${unit}**.`,
        '',
        ...parts.map((p) => `Dal documento «${d.fileName}»: «${p.line.replace(/^\s*[-•*–]\s*/, '').trim()}»`),
      ],
      [citePassage(first.passage, `Documento caricato: ${first.passage.fileName}`)],
      [],
    );
  }
  return null;
}
