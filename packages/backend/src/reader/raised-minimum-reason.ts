import type { Intent } from './request.js';

// "mi pare ci sia un aumento dei minimi", "c'è l'aumento del minimo tabellare", "con l'aumento dei minimi":
// "ho letto di un aumento", "c'è un altro aumento del contratto": the minimums named only as what the renewal
// raises, the reason the figure changes.
const RAISED_MINIMUMS =
  /\b(?:c'? ?e|ci (?:sia|sara|siano|sono|saranno)|arriv\w*|scatt\w*|con|compres[oa]|dopo|(?:ho )?(?:letto|sentito)(?: che| di| parlare di)?)\s+(?:gia\s+)?(?:(?:la|l'|l|le|gli|il|i|un|una)\s*)?(?:(?:altr[oa]|nuov[oa]|ulterior[ei]|second[oa]|ultim[oa])\s+)?(?:tranche|aument\w*|rinnov\w*)(?:\s+(?:de[il]|della|delle|dello|sui|sul|sulle|sugli)\s+(?:minim\w*|tabell\w*|paga|paghe|retribuzion\w*|stipend\w*|contratt\w*|ccnl)(?:\s+tabellar\w*)?)?/g;
const MINIMUM_NAMED = /\bminim\w*|\btabell\w*/;

/**
 * After an apprentice's share or an hourly rate, "e a dicembre? mi pare ci sia un aumento dei minimi, quanto diventa
 * x lei": the minimums are named only as the reason of the change, so the case's own figure is asked at the new
 * date, not the level's full minimum. A turn that still names the minimum once the reason is taken out ("e il
 * minimo del 4° a dicembre, con l'aumento?") asks that minimum.
 */
export function shareOfRaisedMinimum(text: string, previous: Intent): Intent | undefined {
  const rest = text.replace(RAISED_MINIMUMS, ' ');
  if (rest === text) return undefined;
  return MINIMUM_NAMED.test(rest) ? undefined : previous;
}
