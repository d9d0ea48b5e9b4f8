import type { Ccnl } from '../kb/schema.js';
import { splitSentences } from '../kb/sentences.js';
import type { Cell } from './compare-cells.js';

/** Dressing time asked ("tempo per cambiarsi la divisa", "la vestizione"): a sentence of the working time. */
export const DRESSING_ASKED =
  /\bs?vestizion\w*|\btempo (?:di|per) (?:cambi\w*|vest\w*|indoss\w*)|\b(?:cambi\w*|mett\w*|indoss\w*|togli\w*) (?:la |le |una )?(?:divis[ae]|uniform[ei])\b/;
const DRESSING_SAID = /\bs?vestizion\w*|\bdivis[ae]\b/i;
const MINUTES = /\b\d+ minuti\b/;

/**
 * The dressing time of one agreement, read in the sentence of its working time or of a sourced passage that counts
 * it in minutes ("Il rinnovo 2024 riconosce 15 minuti di vestizione e svestizione dentro l'orario"); a gap naming
 * dressing time when no sentence counts it, never the weekly hours in its place.
 */
export function dressingCell(ccnl: Ccnl): Cell {
  const hours = ccnl.weekly_hours;
  const inHours = splitSentences(hours.text ?? '').find((s) => DRESSING_SAID.test(s) && MINUTES.test(s));
  if (inHours)
    return {
      figure: MINUTES.exec(inHours)?.[0] ?? inHours,
      note: inHours.trim().replace(/\.$/, ''),
      statement: hours.text ?? inHours,
      article: hours.article ?? null,
      sources: hours.sources,
    };
  const passage = ccnl.passages.find((p) => DRESSING_SAID.test(p.text) && MINUTES.test(p.text));
  if (passage)
    return {
      figure: MINUTES.exec(passage.text)?.[0] ?? passage.text,
      note: passage.text.trim().replace(/\.$/, ''),
      statement: passage.text,
      article: passage.article,
      sources: [
        {
          url: passage.source_url,
          label: passage.source_label,
          kind: passage.source_kind,
          source_date: passage.source_date,
          confidence: passage.confidence,
        },
      ],
    };
  return {
    figure: null,
    note: 'tempo di vestizione non indicato nelle fonti della base di conoscenza',
    statement: '',
    article: null,
    sources: [],
  };
}
