/**
 * "quante giornate mi hanno segnato a ottobre in totale?" beside a farm timesheet ("TOTALE GIORNATE LAVORATE: 20",
 * one row a week with "giornate 4", "giornate 6" …): the total of days the document prints, checked against the
 * rows' own counts when it lists them — the document's figure, not a quote of its first lines. Null when the
 * question asks no total of days or the document prints none.
 *
 *   printedDaysTotal(question, documents): AgentAnswer | null
 */
import { type AgentAnswer, citePassage, finishAnswer } from '../agents/answer.js';
import { indexOf, type UploadedText, uploadedText } from '../kb/documents.js';

const plain = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '');

const DAYS_ASKED = /\bquant[ei] (?:giornate|giorni)\b/;
const TOTAL =
  /\bin (?:tutto|totale)\b|\bcomplessiv\w*|\btotal\w*|\bsegnat\w*|\bconteggiat\w*|\bdenunciat\w*|\brisult\w*/;
// "TOTALE GIORNATE LAVORATE: 20", "Totale giorni lavorati 22", "Tot. giornate: 18".
const PRINTED = /\btot(?:ale|\.)\s+(?:delle\s+)?(?:giornate|giorni)\b[^\n\d€]{0,30}?(\d{1,3})(?![\d,.])/i;
// A row's own count: "Settimana 1 (01-04/10): giornate 4, ore ordinarie 26".
const ROW = /(?<!\btot(?:ale|\.)\s+(?:delle\s+)?)\b(?:giornate|giorni)\s*:?\s*(\d{1,2})(?!\d|[.,]\d)/gi;

export function printedDaysTotal(question: string, documents: readonly UploadedText[]): AgentAnswer | null {
  const asked = plain(question);
  if (!DAYS_ASKED.test(asked) || !TOTAL.test(asked)) return null;
  for (const d of documents) {
    const passages = indexOf(d).passages;
    const text = uploadedText(d);
    const printed = PRINTED.exec(text);
    const first = passages[0];
    if (!printed?.[1] || !first) continue;
    const total = Number(printed[1]);
    const rows = [...text.matchAll(ROW)].map((m) => ({ days: Number(m[1]) }));
    const sum = rows.reduce((s, r) => s + r.days, 0);
    const check =
      rows.length < 2
        ? ''
        : sum === total
          ? ` Sommando le righe: ${rows.map((r) => r.days).join(' + ')} = ${sum}, il totale torna.`
          : ` Attenzione: sommando le righe (${rows.map((r) => r.days).join(' + ')}) risultano ${sum} giornate, non ${total}.`;
    const line = printed[0].trim();
    return finishAnswer(
      [`Nel documento «${d.fileName}» risultano in totale **${total} giornate** («${line}»).${check}`],
      [citePassage(first, `Documento caricato: ${d.fileName}`)],
      [],
    );
  }
  return null;
}
