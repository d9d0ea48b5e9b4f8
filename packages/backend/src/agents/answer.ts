import { numberByCitation, type Riferimento } from '@ccnl/core';
import { CONFIDENCE_TEXT, euro, italianDate, sourceDate } from '../kb/format.js';
import type { Passage } from '../kb/passages.js';
import type { Ccnl, Confidence, Source } from '../kb/schema.js';
import { rankSources } from '../kb/topics.js';
import { markSources } from './source-markers.js';

/** What an agent answers: the full text, and what goes with it into the stored message. */
export interface AgentAnswer {
  /** The built-in answer, ending with the AI notice. */
  text: string;
  riferimenti: Riferimento[];
  relatedQuestions: string[];
  /** calcolo: the answer asks the user for a payslip field (clients show the action). */
  showAction: boolean;
  /** calcolo: the payslip field the action sets, or false. */
  calcolaField: string | false;
  /** The facts and figures a model may restate: the body of the built-in answer, without the closing parts. */
  brief: string;
}

/** Closes every answer: AI output supports, and does not replace, a professional's judgement. */
export const AI_NOTICE =
  "Nota: risposta generata con l'ausilio dell'intelligenza artificiale, a supporto e non in sostituzione del giudizio del professionista (legge 132/2025, art. 13).";

/** One cited fact: what it says and where it comes from. */
export interface Citation {
  ccnl: string;
  article: string | null;
  text: string;
  url: string | null;
  date: string | null;
  confidence: Confidence | null;
}

export function citeSources(
  ccnl: Ccnl,
  text: string,
  article: string | null,
  sources: Source[],
  max = 2,
): Citation[] {
  return rankSources(sources)
    .slice(0, max)
    .map((s) => ({
      ccnl: ccnl.short_name,
      article,
      text,
      url: s.url,
      date: s.source_date,
      confidence: s.confidence,
    }));
}

/** The agreement's surcharges as one citation: the rates' text, article and best source. */
export function citeRates(ccnl: Ccnl): Citation[] {
  return citeSources(
    ccnl,
    `Maggiorazioni del ${ccnl.short_name}: ${ccnl.rates.text ?? ''}`,
    ccnl.rates.article ?? null,
    ccnl.rates.sources,
    1,
  );
}

export function citePassage(passage: Passage, ccnlName: string): Citation {
  return {
    ccnl: ccnlName,
    article: passage.article,
    text: passage.text,
    url: passage.sourceUrl,
    date: passage.sourceDate,
    confidence: passage.fileName ? null : passage.confidence,
  };
}

/** The citation of one of an agreement's own passages (the knowledge base's `passages`). */
export function citeAgreementPassage(ccnl: Ccnl, p: Ccnl['passages'][number]): Citation {
  return {
    ccnl: ccnl.short_name,
    article: p.article,
    text: p.text,
    url: p.source_url,
    date: p.source_date,
    confidence: p.confidence,
  };
}

function unique(citations: Citation[]): Citation[] {
  const seen = new Set<string>();
  return citations.filter((c) => {
    const key = `${c.ccnl}|${c.article}|${c.url}|${c.text}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function sourceLine(c: Citation): string {
  const where = c.article ? `${c.ccnl}, ${c.article}` : c.ccnl;
  if (!c.url) return `- ${where}`;
  const confidence = c.confidence ? `; affidabilità ${CONFIDENCE_TEXT[c.confidence]}` : '';
  return `- ${where}: ${c.url} (data della fonte: ${sourceDate(c.date)}${confidence})`;
}

/**
 * The answer as users read it: the body, the sources (one line each, deduplicated), the AI notice; and the
 * `riferimenti` the clients list under it.
 */
export function finishAnswer(
  body: string[],
  citations: Citation[],
  relatedQuestions: string[],
  extra: { showAction?: boolean; calcolaField?: string | false } = {},
): AgentAnswer {
  const cited = unique(citations);
  const sources = [...new Set(cited.map(sourceLine))];
  const closing = sources.length ? ['', 'Fonti:', ...sources, '', AI_NOTICE] : ['', AI_NOTICE];
  const riferimenti = cited.map((c) => ({
    ccnl: c.ccnl,
    article: c.article,
    text: c.text,
    source_url: c.url,
    source_date: c.date,
  }));
  // The body refers to its sources by the numbers the clients give them ("[1]"), in the order it cites them.
  const marked = markSources(body, cited, [...body, ...closing].join('\n'), riferimenti);
  const text = numberByCitation([...marked, ...closing].join('\n'), riferimenti);
  const bodyRows = marked.join('\n').split('\n').length;
  return {
    text,
    riferimenti,
    relatedQuestions,
    showAction: extra.showAction ?? false,
    calcolaField: extra.calcolaField ?? false,
    brief: text.split('\n').slice(0, bodyRows).join('\n'),
  };
}

/** Distinct questions, not repeating the one asked, at most `max`. */
export function pickQuestions(candidates: string[], asked: string, max: number): string[] {
  const out: string[] = [];
  const askedKey = asked.trim().toLowerCase();
  for (const q of candidates) {
    if (q.trim().toLowerCase() === askedKey || out.includes(q)) continue;
    out.push(q);
    if (out.length === max) break;
  }
  return out;
}

/** An answer that says the calculation cannot be completed (a part's answer weighed against the whole's). */
export const cannotComplete = (answer: AgentAnswer) =>
  answer.text.startsWith('**Non posso completare il calcolo**');

/**
 * The sources of the table a level's minimum was read on, cited with the figure ("4° livello: minimo 1.818,75 €
 * dal 1° novembre 2026"); `what` names the figure when it is not the monthly minimum ("paga oraria minima").
 */
export function levelMinimumCitations(
  ccnl: Ccnl,
  label: string,
  amount: number,
  table: { effective_from: string; sources: Source[] },
  what = 'minimo',
): Citation[] {
  const from = italianDate(table.effective_from);
  return citeSources(
    ccnl,
    `${label}: ${what} ${euro(amount)} dal ${from}`,
    `tabella minimi dal ${from}`,
    table.sources,
  );
}

/** The agreement's extra-months rule cited ("Mensilità del CCNL …"), or nothing when no page was read on it. */
export function monthlyPaymentsCitations(ccnl: Ccnl): Citation[] {
  return ccnl.monthly_payments.text
    ? citeSources(
        ccnl,
        `Mensilità del ${ccnl.short_name}: ${ccnl.monthly_payments.text}`,
        ccnl.monthly_payments.article ?? null,
        ccnl.monthly_payments.sources,
        1,
      )
    : [];
}
