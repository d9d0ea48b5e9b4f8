/**
 * A total asked of an item that a payslip lists on several lines ("quanto mi è stato pagato in totale di
 * straordinario?" over "Straordinario feriale … 95,85" and "Straordinario notturno … 38,34"): the amounts of
 * every line the item names, summed, each line shown. Read on the document's own lines.
 */
import { type UploadedText, uploadedText } from '../kb/documents.js';
import { decimal, figureValue, MONTH_NAMES } from '../kb/format.js';
import { normalise } from '../kb/text.js';
import { readable } from '../reader/text.js';
import { kindLines, kindsSummed, WITH_ITEM } from './kinds-summed.js';
import { withoutDismissedWithholdings } from './set-aside.js';

const ASKS_TOTAL =
  /\b(?:in totale|totale|complessiv\w*|in tutto|somm[aei]\w*|sommand\w*|tutt[ie] (?:le|gli|i) (?:voci|righe)|addizionali|tasse|tra (?:l')?(?:inps|contributi|irpef|tasse|addizionali) e (?:le |l')?\w+)\b/;
// A line's amount: the last figure in euro on it (a rate or a count of hours comes before it).
const AMOUNT = /-?\d{1,3}(?:\.\d{3})*,\d{2}(?![\d,])(?!\s*%)/g;
// Question words that name no item of a payslip.
const NOT_ITEMS = new Set(
  normalise(
    'quanto quanti totale totali complessivo complessivamente pagato pagati pagata ricevuto mese mesi cedolino busta paga documento allegato titolo voce voci righe tutto somma sommando',
  ).split(' '),
);
const STEM = 6;
// Lines joined into one passage start again at a capital after a figure ("… 95,85 Straordinario …"), after a
// heading dated with its year ("BUSTA PAGA OTTOBRE 2026 Lordo 1.910,00"), or after the months heading a
// two-month payslip's columns ("Voce GENNAIO FEBBRAIO Lordo 1.420,00 1.440,00").
const LINE_BREAK = new RegExp(
  `\\r?\\n|(?<=\\d,\\d{2})\\s+(?=[A-ZÀ-Ý])|(?<=\\b20\\d\\d)\\s+(?=[A-ZÀ-Ý][a-zà-ÿ])|(?<=\\b(?:${MONTH_NAMES.toUpperCase()}))\\s+(?=[A-ZÀ-Ý][a-zà-ÿ])`,
);
// Payslip items whose names are shorter than a stem ("netto", "lordo", "irpef", "inps"): summed by their name.
const SHORT_ITEMS = /^(?:netto|lordo|irpef|inps|ivs|tfr|rol|ferie)$/;
// The net doubted against the items ("il netto è coerente con le trattenute?", "il netto a pagare torna?"): the
// payslip's own sum is checked (agents/document-sum.ts), not a total of the items.
const NET_DOUBTED =
  /\bnetto\b.*\b(?:torna\w*|coerent\w*|giust[oa]|corrett[oa]|quadra\w*|verific\w*|controll\w*)\b|\b(?:torna\w*|coerent\w*|giust[oa]|corrett[oa]|quadra\w*|verific\w*|controll\w*)\b.*\bnetto\b/;
// What should have been paid ("quanto avrebbe dovuto prendere in tutto di indennità?"): the agreement's due, not
// the sum of what the payslip paid.
const DUE_ASKED =
  /\bquanto (?:(?:mi|gli|le|ci) )?(?:avrebbe(?:ro)? dovuto|avrei dovuto|doveva(?:no)?|dovrebbe(?:ro)?|dovrei|spetterebbe(?:ro)?|spettava(?:no)?)\b/;
// The stages of one computed item ("IRPEF lorda", "IRPEF netta").
const NET_STAGE = /\bnett[oa]\b/;
const GROSS_STAGE = /\blord[oa]\b/;

/** Each uploaded document's text: as given, or its indexed passages joined line by line. */
export function documentTexts(documents: readonly UploadedText[]): { fileName: string; text: string }[] {
  return documents.map((d) => ({
    fileName: d.fileName,
    text: uploadedText(d),
  }));
}

export interface SummedItems {
  line: string;
  fileName: string;
}

export function summedItems(
  question: string,
  documents: readonly { fileName: string; text: string }[],
): SummedItems | undefined {
  // Read with its typos mended, as the reader reads it ("adizionali", "straordinri").
  // ("le tasse le verifico io dopo": the withholdings set aside are no total asked, set-aside.ts.)
  const asked = normalise(withoutDismissedWithholdings(readable(question)));
  if (!ASKS_TOTAL.test(asked) || NET_DOUBTED.test(asked) || DUE_ASKED.test(asked)) return undefined;
  // "quanto ho preso in tutto, compresi gli straordinari?": the whole pay with an item, not the item's lines.
  const withItem = WITH_ITEM.test(asked);
  // Items named by their kind ("INPS, IRPEF e addizionali"): each kind's lines, summed, before any one item's.
  for (const document of documents) {
    const line = kindsSummed(question, document);
    if (line) return { fileName: document.fileName, line };
  }
  // One kind of item named by its usual word ("le notti", "i festivi", "di straordinari"): its lines, even one.
  for (const document of documents) {
    const line = kindLines(asked, document);
    if (line) return { fileName: document.fileName, line };
  }
  if (withItem) return undefined;
  const stems = asked
    .split(' ')
    .filter((w) => (w.length >= STEM || SHORT_ITEMS.test(w)) && !NOT_ITEMS.has(w))
    .map((w) => w.slice(0, STEM));
  for (const document of documents) {
    const lines = document.text.split(LINE_BREAK).map((l) => l.trim());
    for (const stem of stems) {
      const items = lines
        .filter((l) => normalise(l).startsWith(stem))
        .map((l) => ({ line: l, amount: [...l.matchAll(AMOUNT)].at(-1)?.[0] }))
        .filter((i): i is { line: string; amount: string } => i.amount !== undefined);
      // "IRPEF lorda" and "IRPEF netta" are two stages of one item, not two parts of it: what was withheld is
      // the net one, so the gross stage is never added to it.
      const staged = items.some((i) => NET_STAGE.test(normalise(i.line)))
        ? items.filter((i) => !GROSS_STAGE.test(normalise(i.line)))
        : items;
      const columns =
        staged.length === 1 ? periodColumns(lines, staged[0]?.line ?? '', document.fileName) : undefined;
      if (columns) return { fileName: document.fileName, line: columns };
      if (staged.length < 2) continue;
      const total = staged.reduce((sum, i) => sum + figureValue(i.amount), 0);
      const label = (line: string) =>
        line
          .replace(/\s*(?:\.{2,}|:)?\s*(?:ore\b|importo\b|€|\d).*$/i, '')
          .replace(/\s+/g, ' ')
          .trim();
      const word =
        label(staged[0]?.line ?? '')
          .split(' ')[0]
          ?.toLowerCase() ?? stem;
      const parts = staged.map((i) => `${label(i.line)} ${i.amount} €`).join(' + ');
      return {
        fileName: document.fileName,
        line: `Dal documento «${document.fileName}»: ${word} in totale **${decimal(Math.round(total * 100) / 100)} €** (${parts}).`,
      };
    }
  }
  return undefined;
}

// A payslip of two periods side by side ("Cedolino bimestrale SETTEMBRE 2026 / OTTOBRE 2026" over columns headed
// "SETTEMBRE OTTOBRE"): an item's line holds one amount per month, and its total is their sum.
const MONTH = new RegExp(`\\b(${MONTH_NAMES})\\b`, 'gi');
// (Two months named one after the other, with at most a year and a slash between them: a payslip of one month
// names only one, "Periodo: OTTOBRE 2026".)
const TWO_MONTHS = new RegExp(
  `\\b(${MONTH_NAMES})\\b(?:\\s+20\\d\\d)?\\s*(?:[/\\-–]|e)?\\s*\\b(${MONTH_NAMES})\\b`,
  'i',
);

function periodColumns(lines: readonly string[], line: string, fileName: string): string | undefined {
  const amounts = [...line.matchAll(AMOUNT)].map((m) => m[0]);
  if (amounts.length !== 2) return undefined;
  const header = lines.map((l) => TWO_MONTHS.exec(l)).find((m) => m !== null);
  const months = header ? [...(header[0].match(MONTH) ?? [])].map((m) => m.toLowerCase()) : [];
  if (months.length !== 2 || months[0] === months[1]) return undefined;
  const total = amounts.reduce((sum, a) => sum + figureValue(a), 0);
  const label = line
    .replace(/\s*(?:\.{2,}|:)?\s*-?\d.*$/, '')
    .replace(/\s+/g, ' ')
    .trim();
  const word = label.toLowerCase();
  const parts = amounts.map((a, i) => `${months[i]} ${a} €`).join(' + ');
  return `Dal documento «${fileName}»: ${word} dei due mesi in totale **${decimal(Math.round(total * 100) / 100)} €** (${parts}).`;
}
