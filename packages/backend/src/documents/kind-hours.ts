/**
 * "quante ore di straordinario risultano e in quale giorno?" beside a timesheet that writes them as a line of
 * their own ("Straordinario: sabato 21/11, ore 2 (06-08)") and in its month's totals ("Ore straordinario: 2"):
 * the document's count of that kind of hours, and the days it names for them when the day is asked too.
 *
 *   kindHoursAnswer(question, documents): AgentAnswer | null
 */
import { type AgentAnswer, citePassage, finishAnswer } from '../agents/answer.js';
import type { UploadedText } from '../kb/documents.js';
import { indexOf, uploadedText } from '../kb/documents.js';

const plain = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '');

// The kinds of hours a timesheet writes apart, by the stem its lines and the question share.
const KINDS: readonly { stem: string; name: string }[] = [
  { stem: 'straordinar', name: 'straordinario' },
  { stem: 'supplementar', name: 'lavoro supplementare' },
  { stem: 'notturn', name: 'lavoro notturno' },
  { stem: 'festiv', name: 'lavoro festivo' },
  { stem: 'ferie', name: 'ferie' },
  { stem: 'permess', name: 'permesso' },
  { stem: 'malatti', name: 'malattia' },
];
const COUNT = String.raw`(\d{1,3}(?:[,.]\d{1,2})?)`;
const DAY_ASKED = /\b(?:in )?(?:quale|quali|che) (?:giorn[oi]|data|date)\b|\bquando\b/;
const WEEKDAY = `(?:luned[iì]|marted[iì]|mercoled[iì]|gioved[iì]|venerd[iì]|sabato|domenica)`;

// Anything asked beside the count (its rate or pay, a limit, whether it is right): the routes that answer that.
const MORE_ASKED =
  /\bmaggior\w*|\bpag[ah]\w*|\bretribu\w*|\beuro\b|€|\bpercentual\w*|\bimport\w*|\blimit\w*|\bmassim\w*|\bregolar\w*|\bgiust\w*|\bcorrett\w*|\bvalgono\b|\bspett\w*|\bpuo\b|\bpossono\b|\bquanto\b/;

export function kindHoursAnswer(question: string, documents: readonly UploadedText[]): AgentAnswer | null {
  const asked = plain(question);
  const kind = KINDS.find((k) =>
    new RegExp(String.raw`\bquant[ei] ore (?:di |del |in )?(?:\w+ )?${k.stem}`).test(asked),
  );
  if (!kind || !documents.length || MORE_ASKED.test(asked)) return null;
  // "Ore straordinario: 2", "Totale ore straordinario 2": the total the document prints for that kind.
  const total = new RegExp(
    String.raw`\bore (?:di )?${kind.stem}\w*(?: \w+)?\s*:?\s*${COUNT}(?![\d,.:/])(?!\s*(?:€|euro))`,
  );
  // "Straordinario: sabato 21/11, ore 2 (06-08)": a day's line for that kind.
  const day = new RegExp(
    String.raw`\b${kind.stem}\w*\s*:\s*((?:${WEEKDAY}\s+)?\d{1,2}\/\d{1,2}(?:\/\d{2,4})?)[^\n]{0,20}?\bore\s+${COUNT}(\s*\([^)\n]{1,20}\))?`,
    'g',
  );
  for (const d of documents) {
    const text = plain(uploadedText(d));
    // Several lines of that kind ("straordinarie diurne: 9", "straordinarie notturne: 5") are summed elsewhere.
    const printedAll = [...text.matchAll(new RegExp(total.source, 'g'))];
    if (printedAll.length > 1) return null;
    const printed = printedAll[0]?.[1];
    const days = [...text.matchAll(day)].map((m) => ({
      day: m[1] ?? '',
      hours: m[2] ?? '',
      span: (m[3] ?? '').trim(),
    }));
    if (printed === undefined && !days.length) continue;
    const hours =
      printed ?? String(days.reduce((s, x) => s + Number(x.hours.replace(',', '.')), 0)).replace('.', ',');
    const when = days.map((x) => `${x.day} (${x.hours} ore${x.span ? `, ${x.span.slice(1, -1)}` : ''})`);
    const dayPart = DAY_ASKED.test(asked)
      ? when.length
        ? `, ${when.length === 1 ? 'fatte' : 'nei giorni'} ${when.join(', ')}`
        : '; il documento non indica in quale giorno'
      : '';
    const passage = indexOf(d).passages[0];
    return finishAnswer(
      [`Dal documento «${d.fileName}» risultano **${hours} ore** di ${kind.name}${dayPart}.`],
      passage ? [citePassage(passage, `Documento caricato: ${d.fileName}`)] : [],
      [],
    );
  }
  return null;
}
