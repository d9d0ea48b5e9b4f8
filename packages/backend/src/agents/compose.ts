import { type AgentAnswer, type Citation, finishAnswer } from './answer.js';

/** The parts of an answer, in the order users read them. */
export interface Composition {
  /** The first sentence: it answers the question asked, with the key figure in bold. */
  answer: string;
  /** How the figure was reached, or the details that back it (lines, tables). */
  steps?: string[];
  /** What the answer took for granted: the user can change any of it. */
  assumptions?: string[];
  /** Parts of the question nothing here can answer, each with why. */
  unanswerable?: string[];
  citations: Citation[];
  related: string[];
  showAction?: boolean;
  calcolaField?: string | false;
}

/** Answer first, then the steps, then the assumptions, then what cannot be answered; sources close it. */
export function compose(parts: Composition): AgentAnswer {
  const body = [parts.answer];
  if (parts.steps?.length) body.push('', ...parts.steps);
  if (parts.assumptions?.length) body.push('', 'Ipotesi:', ...parts.assumptions.map((a) => `- ${a}`));
  if (parts.unanswerable?.length)
    body.push('', 'Non posso rispondere a:', ...parts.unanswerable.map((u) => `- ${u}`));
  return finishAnswer(body, parts.citations, parts.related, {
    showAction: parts.showAction ?? false,
    calcolaField: parts.calcolaField ?? false,
  });
}

/** A two-column Markdown table of items and amounts. */
export function table(rows: [string, string][], head: [string, string] = ['Voce', 'Importo']): string[] {
  return [`| ${head[0]} | ${head[1]} |`, '| --- | ---: |', ...rows.map(([a, b]) => `| ${a} | ${b} |`)];
}

export const bold = (text: string) => `**${text}**`;
