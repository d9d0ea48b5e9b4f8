/**
 * Someone else's absence told as the story ("da quando una collega è andata in maternità mi chiedono ore in
 * più", "il titolare è in ferie e io faccio le chiusure", "ha anche un'altra dipendente in maternità"): it is why
 * the situation arose, not what is asked.
 * The one who sends the worker on holiday ("il titolare mi ha messo in ferie") is not that story: the absence
 * must be the other person's own ("è andata in maternità", "in malattia").
 * Read on the folded text; only in a clause that asks nothing (no "?"), so "una collega è in maternità: quanto
 * dura?" still asks the leave.
 */
const OTHERS_ABSENCE =
  /\b(?:(?:un|una|il|la|lo|l'|mio|mia|nostr[oa]|altr[oa]|due|tre|alcun[ie]|dei|delle|i|le|gli) )?(?:collegh?\w*|titolar\w*|capo|capa|responsabil\w*|soci[oa]?|sostitut\w*|(?:un')?altr[oaie] (?:dipendent|lavorat|impiegat|operai|commess|cassier|addett|cameri|banconist|magazzinier|ragazz)\w*)\b(?: (?!(?:mi|ci|ti|vi|ha|hanno|devo|dobbiamo)\b)[\w']+){0,4}? (?:(?:e|sono|e') (?:(?:andat|stat|entrat|rimast)\w* )?)?in (?:maternita|paternita|congedo|malattia|ferie|infortunio|aspettativa)\b/g;

// The absence framed as the reason or the time of the situation ("visto che la responsabile è in maternità",
// "da quando il titolare è in malattia", "sostituisco un collega in ferie"): story even in the clause that asks.
const FRAMED = new RegExp(
  String.raw`\b(?:da quando|visto che|siccome|dato che|poiche|perche|mentre|per sostituire|sostituisco|sostituendo|al posto d\w*) ` +
    OTHERS_ABSENCE.source.replace(/^\\b/, ''),
  'g',
);

export function withoutOthersAbsence(folded: string): string {
  return folded
    .replace(FRAMED, ' ')
    .split(/(?<=[.!?;])\s+/)
    .map((clause) => (clause.includes('?') ? clause : clause.replace(OTHERS_ABSENCE, ' ')))
    .join(' ');
}
