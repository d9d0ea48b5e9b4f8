import { askedClause } from './asking-clause.js';

/**
 * A follow-up that only changes one thing of the earlier request ("E con i parametri del 2025?", "e per il 6°
 * livello?", "e se i dipendenti sono 45?") asks nothing of its own: the earlier question is asked again with
 * that one thing changed, so what that question asked (the contributions beside the net, the tranche of one
 * level) is still what is asked.
 */

// The turn opens as a change of one setting: "e con …", "e per …", "e se …", "e nel …", "e invece …", "e l'anno prima".
const CHANGE_OPENING =
  /^(?:ok\w*[,.]? |bene[,.]? |grazie[,.]? |perfetto[,.]? )?(?:e|ma|invece|allora)?\s*(?:con|per|se|nel|nella|nei|col|al|alla|invece|l'anno|per l'anno)\b/;
// Words that ask something of the turn's own: a figure, a rule, a yes or no.
const OWN_ASK =
  /\bquant\w*|\bqual\w*|\bcome\b|\bcosa\b|\bperche\b|\bnett\w*|\blord\w*|\bcontribut\w*|\binps\b|\birpef\b|\bimpost\w*|\btass\w*|\bcalcol\w*|\bspett\w*|\btocc\w*|\bprend\w*|\bcost\w*|\bpag\w*|\bminim\w*|\bmassim\w*|\bor[ae]\b|\bcambi\w*|\bvari\w*/;

/** Whether the (folded) turn only changes a setting of the earlier request and asks nothing of its own. */
export function onlyChangesSetting(text: string): boolean {
  const trimmed = text.trim();
  return trimmed.split(/\s+/).length <= 10 && CHANGE_OPENING.test(trimmed) && !OWN_ASK.test(trimmed);
}

/** The clause that asks, of the turn or, when the turn only changes a setting, of the turn before. */
export function askedOfTurn(text: string, previous: string | undefined): string {
  return previous !== undefined && onlyChangesSetting(text) ? askedClause(previous) : askedClause(text);
}
