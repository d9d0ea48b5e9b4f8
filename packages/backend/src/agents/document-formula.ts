import { indexOf, passagesText } from '../kb/documents.js';
import { euro, figureValue } from '../kb/format.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citePassage } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';

/**
 * A statement whose total is left blank and says how it is made of its lettered rows ("TFR LORDO DA LIQUIDARE
 * (A+B+C-D) ........ ______", "TOTALE (A + B − C): da calcolare"): the total asked ("quanto mi devono dare in
 * tutto?") is that formula on the rows' amounts, each row's amount being the last figure of its block ("C) Quota
 * maturata: … quota netta 1.574,89"). A sum of the document's own figures: it needs no agreement, held or not.
 * Undefined when the question asks no total or the document has no such blank line whose rows all carry a figure.
 */

const ASKS_TOTAL =
  /\bin tutto\b|\btotal\w*|\bcomplessiv\w*|\bquanto (?:\w+ ){0,3}?(?:spett|dev\w*|dar\w*|liquid\w*|prend\w*|ricev\w*|incass\w*|tocc\w*)\b/;
/** The formula of lettered rows a total is made of: "(A+B+C-D)", "(A + B − C)". */
const FORMULA = /\(\s*([A-H](?:\s*[+\-−–]\s*[A-H])+)\s*\)/;
/** What follows a blank total: leader dots, then a blank to fill ("______", "?", "da calcolare") or nothing. */
const BLANK_AFTER = /^[\s.:=€]*(?:_{2,}|\?|da calcolare|da definire|$|[^\d\s.:=€-])/i;
const FIGURE = /-?\d{1,3}(?:\.\d{3})*,\d{2}/g;
const ROW = /(?:^|\s)([A-H])\)\s/g;

/**
 * The amount of each lettered row before the total: the last figure from "X)" to the next row or the total's
 * label (uploads are read as flowing text, the rows' line breaks lost).
 */
function rowAmounts(text: string, end: number): Map<string, number> {
  const rows = new Map<string, number>();
  const head = text.slice(0, end);
  const starts = [...head.matchAll(ROW)];
  starts.forEach((m, i) => {
    const block = head.slice(m.index ?? 0, starts[i + 1]?.index ?? end);
    const last = block.match(FIGURE)?.at(-1);
    if (last && m[1]) rows.set(m[1], figureValue(last));
  });
  return rows;
}

export function documentFormulaTotal(ctx: AgentContext): AgentAnswer | undefined {
  if (!ctx.documents.length || !ASKS_TOTAL.test(readable(ctx.message))) return undefined;
  for (const document of ctx.documents) {
    const { passages } = indexOf(document);
    const text = passagesText(document);
    const blank = FORMULA.exec(text);
    const after = (blank?.index ?? 0) + (blank?.[0].length ?? 0);
    if (!blank?.[1] || !BLANK_AFTER.test(text.slice(after, after + 40))) continue;
    const before = text.slice(0, blank.index);
    const lastFigure = [...before.matchAll(FIGURE)].at(-1);
    const labelAt = lastFigure ? (lastFigure.index ?? 0) + lastFigure[0].length : 0;
    const label =
      before
        .slice(labelAt)
        .replace(/[\s.]+$/, '')
        .trim() || 'Totale';
    const terms = [...blank[1].matchAll(/([+\-−–]?)\s*([A-H])/g)].map((m) => ({
      sign: m[1] && m[1] !== '+' ? -1 : 1,
      row: m[2] ?? '',
    }));
    const rows = rowAmounts(text, labelAt);
    if (terms.some((t) => !rows.has(t.row))) continue;
    const total = Math.round(terms.reduce((sum, t) => sum + t.sign * (rows.get(t.row) ?? 0), 0) * 100) / 100;
    const formula = terms
      .map((t, i) => `${i ? (t.sign < 0 ? ' − ' : ' + ') : t.sign < 0 ? '−' : ''}${t.row}`)
      .join('');
    const figures = terms
      .map((t, i) => `${i ? (t.sign < 0 ? ' − ' : ' + ') : ''}${euro(rows.get(t.row) ?? 0)}`)
      .join('');
    const passage = passages.find((p) => p.text.includes(blank[0])) ?? passages[0];
    return compose({
      answer: `Dal documento «${document.fileName}»: la riga «${label}» (${formula}) vale ${figures} = ${bold(euro(total))}.`,
      steps: terms.map((t) => `Riga ${t.row}: ${euro(rows.get(t.row) ?? 0)}`),
      assumptions: [
        'Somma delle righe del documento come le indica la sua formula: non usa cifre del contratto collettivo.',
      ],
      citations: passage ? [citePassage(passage, `Documento caricato: ${document.fileName}`)] : [],
      related: [],
    });
  }
  return undefined;
}
