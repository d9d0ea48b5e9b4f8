/**
 * "di quanti minuti di ritardo mi accusano in tutto?", "quante ore di assenza in totale?": a count a letter
 * states in parts ("un ritardo, rispettivamente, di 25, 40 e 30 minuti"), summed — the document's figures, not a
 * quote of its first lines.
 *
 *   unitTotalAnswer(question, documents): AgentAnswer | null
 */
import { type AgentAnswer, citePassage, finishAnswer } from '../agents/answer.js';
import { indexOf, type UploadedText } from '../kb/documents.js';
import { decimal } from '../kb/format.js';
import { statements } from './asked-parts.js';

const plain = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '');

const UNITS = ['minuti', 'ore', 'giorni'] as const;
type Unit = (typeof UNITS)[number];
const TOTAL = /\bin (?:tutto|totale)\b|\bcomplessiv\w*|\btotal\w*|\bsommat\w*|\bin somma\b/;
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
  return null;
}
