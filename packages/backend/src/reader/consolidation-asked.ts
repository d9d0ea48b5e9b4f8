/**
 * "posso chiedere che me le mettono fisse? quante me ne devono consolidare?", "le ore in più si possono stabilizzare
 * nel contratto?": a part-timer's hours worked beyond the contract asked as made part of it (the agreement's
 * consolidation clause), not as paid. Runs on the folded text.
 */
export const ASKS_CONSOLIDATION =
  /\bconsolid\w*|\bstabilizz\w*|\b(?:trasform|inserir|includer|portar|far rientrar)\w* (?:\w+ ){0,3}?nell'orario (?:contrattuale|di lavoro|del contratto)\b|\b(?:mett|rend)\w* (?:\w+ ){0,2}?fiss[ei]\b/;

/** Hours named beside it: the consolidation asked is of working hours, not of a text ("testo consolidato"). */
const HOURS = /\bore\b|\bsupplementar\w*|\bpart.?time\b|\btempo parziale\b|\borario\b/;

export const consolidationAsked = (text: string): boolean =>
  ASKS_CONSOLIDATION.test(text) && HOURS.test(text) && !/\btesto consolidat/.test(text);
