import type { UploadedText } from '../kb/documents.js';
import { euro, MONTHS } from '../kb/format.js';
import { fold } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { bold } from './compose.js';
import { openSpan } from './document-arrears-span.js';
import { ARREARS, missedMonths, SPAN } from './renewal-arrears.js';

/**
 * Session 28 (fixs28a): a payslip's minimum found short and its arrears asked over a span of months ("quanto di
 * arretrati da giugno a ottobre compreso?"): the shortfall times the months, right after the check, when the table
 * the check used was already in force at the span's first month (otherwise the months differ and none is given).
 */
// (Also an item's shortfall, "minimo contrattuale indicata 1.930,37 €, da tabella 1.970,37 €: **40,00 € in meno**".)
// (And a payslip's fixed items weighed: "mancano **40,00 € al mese**".)
// (And a payslip item checked: "nel CCNL … il minimo tabellare del livello C2 dal 1° giugno 2026 è 2.064,88 €: è
// inferiore di 49,64 €".)
// (Also unbolded, "(2.064,88 €: mancano 49,64 € al mese)".)
const SHORT =
  /\*\*(\d{1,3}(?:\.\d{3})*,\d{2}) € in meno\*\*(?: del minimo|\.|;|$)|\bmancano (?:\*\*)?(\d{1,3}(?:\.\d{3})*,\d{2}) € al mese\b|(?:è|\be) inferiore di (\d{1,3}(?:\.\d{3})*,\d{2}) €/m;
// "14ª di luglio compresa", "tredicesima inclusa": the extra month paid inside the span is one more month short.
const EXTRA_MONTH_IN =
  /\b(?:1[34](?:ª|a|esima|°)?|tredicesima|quattordicesima)\b[^.?;]{0,25}\b(?:compres\w*|inclus\w*)|\b(?:compres\w*|inclus\w*|piu|e) (?:la )?(?:1[34](?:ª|a|esima)|tredicesima|quattordicesima)\b/;
const TABLE_FROM = new RegExp(String.raw`in vigore dal (\d{1,2})° (${MONTHS.join('|')}) (20\d\d)`);
// (An item's check names its table as "il minimo … dal 1° giugno 2026 è", without "in vigore".)
const TABLE_DATED = new RegExp(String.raw`\bdal (\d{1,2})° (${MONTHS.join('|')}) (20\d\d) è `);
// (Or only in the source it cites: "CCNL Metalmeccanici industria, tabella minimi dal 1° giugno 2026: https://…".)
const TABLE_CITED = new RegExp(
  String.raw`\btabella (?:dei )?minimi dal (\d{1,2})° (${MONTHS.join('|')}) (20\d\d):`,
);

const value = (text: string): number => Number(text.replace(/\./g, '').replace(',', '.'));

export function withDocumentArrears<T extends AgentAnswer>(
  answer: T,
  message: string,
  documents: readonly UploadedText[] = [],
  today = '',
): T {
  const question = fold(message);
  if (!ARREARS.test(question)) return answer;
  const short = SHORT.exec(answer.text);
  // "arretrati da ottobre" on November's payslip: the span runs to the payslip's month (document-arrears-span.ts).
  const span = SPAN.exec(question) ?? openSpan(question, documents, today);
  const table =
    TABLE_FROM.exec(answer.text) ?? TABLE_DATED.exec(answer.text) ?? TABLE_CITED.exec(answer.text);
  if (!short || !span || !table) return answer;
  const months = SPAN.test(question)
    ? missedMonths(question, undefined)
    : MONTHS.indexOf(span[2] ?? '') - MONTHS.indexOf(span[1] ?? '') + 1;
  if (!months) return answer;
  // The span's first month must be under the same table: "da giugno" with the table in force from June.
  // (A span across the year's end is left alone.)
  const [first, last] = [MONTHS.indexOf(span[1] ?? ''), MONTHS.indexOf(span[2] ?? '')];
  if (first > last || first < MONTHS.indexOf(table[2] ?? '')) return answer;
  const monthly = value(short[1] ?? short[2] ?? short[3] ?? '');
  const extra = EXTRA_MONTH_IN.test(question) ? 1 : 0;
  const payments = months + extra;
  const total = Math.round(monthly * payments * 100) / 100;
  const counted = extra
    ? `${months} mesi più la mensilità aggiuntiva: ${payments} mensilità`
    : `${months} mensilità`;
  const line = `Arretrati da ${span[1]} a ${span[2]} (${counted}, solo minimo): ${payments} × ${euro(monthly)} = ${bold(euro(total))} lordi.`;
  const lines = answer.text.split('\n');
  const at = lines.findIndex((l) => SHORT.test(l));
  // (The arrears asked belong to the opening, right after the sentence of the shortfall they multiply.)
  const own = lines[at] ?? '';
  const found = SHORT.exec(own);
  const stop = found ? own.indexOf('. ', found.index + found[0].length - 1) : -1;
  lines[at] = stop < 0 ? `${own} ${line}` : `${own.slice(0, stop + 1)} ${line}${own.slice(stop + 1)}`;
  return { ...answer, text: lines.join('\n') };
}
