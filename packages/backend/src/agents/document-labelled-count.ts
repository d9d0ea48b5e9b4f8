import { indexOf, uploadedText } from '../kb/documents.js';
import { askedClause } from '../reader/asking-clause.js';
import { fold, readable } from '../reader/text.js';
import { type AgentAnswer, citePassage } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { hasDocumentFacts } from './document-request.js';

/**
 * "nel prospetto presenze quante ore di straordinario notturno mi hanno segnato e con che maggiorazione?": a summary
 * sheet's labelled row of the kind asked ("Straordinario notturno (50%): ore 4,00", "Giorni di trasferta: 12"),
 * read off the document with the rate its label states. Only when the asking clause counts hours or days and names
 * a kind that one row alone carries; a daily timesheet without such rows is counted elsewhere (timesheet-count.ts).
 */

// The count asked in the asking clause: "quante ore", "quanti giorni", "il numero di ore".
const ASKS_COUNT =
  /\bquant[ei] (?:\w+ ){0,2}?(ore|giorni|giornate)\b|\bnumero (?:di |delle |dei )?(ore|giorni)\b/;
// The kinds of hours or days a sheet labels, by their stems.
const KINDS = [
  'straordinar',
  'supplementar',
  'nottur',
  'festiv',
  'domenic',
  'diurn',
  'ferial',
  'viaggi',
  'trasfert',
  'reperibil',
  'ferie',
  'permess',
  'malatti',
  'ordinari',
] as const;
const kindsIn = (text: string) => KINDS.filter((k) => new RegExp(`\\b${k}`).test(text));
// A labelled row: its label, an optional rate in brackets, then the count ("ore 4,00", "4 ore", "12"). Passages
// join a sheet's lines with spaces, so a row is found anywhere: its label starts after the last figure before it.
const ROW =
  /([a-z][a-z' ]{2,60}?)\s*(?:\((\d{1,3}(?:,\d{1,2})?)\s*%\))?\s*:\s*(?:(?:ore|gg|giorni)\s*)?(\d{1,3}(?:,\d{1,2})?)(?![\d.,]*\d)\s*(ore|h|giorni|gg)?\b/g;
// The row's label is its last few words ("… spedizione Giorni lavorati" is "Giorni lavorati" at most four words).
const LABEL_WORDS = 4;
// A value asked beside the count: "quanto mi spetta", "in euro".
const VALUE_ASKED =
  /\bquanto (?:mi |gli |le |ci )?(?:spett\w*|devono|deve|valgono|vale|pagano|paga|prendo)\b|\beuro\b|€|\bimporto\b/;
const RATE_ASKED = /\bmaggioraz\w*|\bpercentual\w*|\bche (?:aliquota|tariffa)\b|\ba quanto\b/;

// The entitlement asked ("quanti giorni di ferie le spettano in un anno?", "prevede il CCNL", "devo concedere"): the
// agreement's rule, not a count the sheet records.
const ENTITLEMENT =
  /\bspett\w*|\bprevede\w*|\bprevist\w*|\bha(?:nno)? diritto\b|\bconced\w*|\bin un anno\b|\bannu[oie]\b/;

const countText = (value: string) => String(Number(value.replace(',', '.'))).replace('.', ',');

export function documentLabelledCount(ctx: AgentContext): AgentAnswer | undefined {
  if (!ctx.documents.length || hasDocumentFacts(ctx)) return undefined;
  const question = readable(askedClause(ctx.message));
  const asked = ASKS_COUNT.exec(question);
  if (!asked || ENTITLEMENT.test(question)) return undefined;
  const unit = (asked[1] ?? asked[2] ?? '').startsWith('or') ? 'ore' : 'giorni';
  const wanted = kindsIn(question);
  if (!wanted.length) return undefined;
  for (const document of ctx.documents) {
    const { passages } = indexOf(document);
    const text = uploadedText(document);
    const folded = fold(text);
    const rows = [...folded.matchAll(ROW)].map((m) => {
      const label = (m[1] ?? '').trim().split(/\s+/).slice(-LABEL_WORDS).join(' ');
      // The row as the document writes it, when folding kept its length (no accented letters).
      const at = (m.index ?? 0) + m[0].length;
      const start = at - m[0].length + m[0].indexOf(label);
      const line = folded.length === text.length ? text.slice(start, at).trim() : m[0].trim();
      return { line, label, rate: m[2], count: m[3] ?? '', unit: m[4] };
    });
    // The rows carrying every kind asked, in the unit asked; the one with the fewest kinds beyond those asked.
    const fitting = rows
      .filter((r) => wanted.every((k) => kindsIn(r.label).includes(k)))
      .filter((r) =>
        unit === 'ore' ? !/\bgiorn/.test(r.label) : /\bgiorn/.test(r.label) || /^g/.test(r.unit ?? ''),
      )
      .map((r) => ({ ...r, extra: kindsIn(r.label).length - wanted.length }));
    const least = Math.min(...fitting.map((r) => r.extra));
    const best = fitting.filter((r) => r.extra === least);
    if (best.length !== 1 || !best[0]) continue;
    const row = best[0];
    // A rate asked that the row does not state, or a value asked: the agreement's answer on the sheet's facts.
    if ((RATE_ASKED.test(question) && !row.rate) || VALUE_ASKED.test(question)) return undefined;
    const count = countText(row.count);
    const what = `${unit === 'ore' ? (count === '1' ? 'ora' : 'ore') : count === '1' ? 'giorno' : 'giorni'}`;
    const rate =
      row.rate && RATE_ASKED.test(question)
        ? `, con la maggiorazione del ${bold(`${row.rate}%`)} indicata nel documento`
        : '';
    const passage = passages.find((p) => fold(p.text).includes(row.label)) ?? passages[0];
    return compose({
      answer: `Nel documento «${document.fileName}» ${count === '1' ? 'è segnat' : 'sono segnat'}${unit === 'ore' ? (count === '1' ? 'a' : 'e') : count === '1' ? 'o' : 'i'} ${bold(`${count} ${what}`)} alla voce «${row.line}»${rate}.`,
      citations: passage ? [citePassage(passage, `Documento caricato: ${document.fileName}`)] : [],
      related: [],
    });
  }
  return undefined;
}
