import { askedClause } from './asking-clause.js';

/**
 * The permits asked by their names in the asking sentence ("quante ore le spettano tra ROL ed ex festività?"),
 * with no leave named there: a family word in the story ("i saggi dei figli", "il pranzo dei nonni") tells why
 * the permits are wanted, it does not ask a leave. Read on the folded question.
 */
export function permitsAskedByName(intent: string, text: string): boolean {
  if (intent !== 'rol_ex_festivita') return false;
  const ask = askedClause(text);
  return (
    /\brol\b|\bpar\b|\bex[- ]?festivit/.test(ask) &&
    !/\bconged\w*|\bmatrimon\w*|\blutto\b|\bdecesso\b|\b104\b|\bpaternit\w*|\bmaternit\w*|\ballattament\w*/.test(
      ask,
    )
  );
}
