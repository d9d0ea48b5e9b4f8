import type { Slots } from './request.js';

// Words that ask something even without a question mark ("dimmi le ferie", "vorrei sapere il netto").
const ASKING =
  /\b(?:quant[oaie]|qual[ei]?|come|cosa|perche|quando|dove|chi|vorrei sapere|volevo sapere|sapere|dimmi|mi dic\w*|spiega\w*|calcol\w*|verific\w*|controll\w*|mi serve|mi servono|aiut\w*|spetta\w*|posso|devo|dovrei|confront\w*|fammi|fai|mostr\w*|elenc\w*|indic\w*|scriv\w*)\b/;

/** The turn asks something: a question mark or a word that asks ("dimmi", "vorrei sapere", "quanto"). */
export const asksSomething = (text: string): boolean => /\?/.test(text) || ASKING.test(text);

/**
 * A turn after the conversation's first that asks nothing and states facts ("Ho il contratto del commercio,
 * sono al quarto livello e lavoro lì da tre anni."): an answer to the assistant's request for what was
 * missing, or a new fact that changes the earlier computation. Either way the earlier question is answered
 * again with these facts. A statement with no fact the reader knows (thanks, a remark) is not one.
 */
export function isStatementTurn(text: string, slots: Slots): boolean {
  if (asksSomething(text)) return false;
  return (
    slots.agreements.length > 0 ||
    slots.unknownAgreements.length > 0 ||
    slots.amounts.length > 0 ||
    slots.level !== undefined ||
    slots.seniorityYears !== undefined ||
    slots.seniorityIncrements !== undefined ||
    slots.weeklyHours !== undefined ||
    slots.partTimePercent !== undefined ||
    slots.taxYear !== undefined ||
    slots.municipality !== undefined
  );
}
