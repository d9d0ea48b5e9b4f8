/**
 * Words that place a worker without asking a level: "inquadrata al 6° livello" (or "invece al terzo livello")
 * states a level; "se la inquadrassimo con un contratto a 13 mensilità" names the contract it is put on. The
 * statement ends at a stop or where the ask begins ("inquadrato al 4° livello super quanto prende di minimo?"); so
 * does an offer's level supposed ("e se l'inquadramento proposto fosse D2?"), and a household level written bare
 * ("se fosse inquadrata BS, sempre convivente": the domestic letters A to DS, a super level or one before a comma).
 */
const LEVEL_STATED =
  /\binquadr\w* (?:(?:propost|offert|previst|indicat|assegnat|attual)\w* )?(?:(?:invece|pure|anche|poi|direttamente|subito|allora) )?(?:(?:(?:fosse|sia|e|era|sarebbe|risulta) )?(?:al|nel|come|a|in) (?:(?:posizion\w*|parametr\w*) (?:economic\w* )?)?(?:\d|livell|liv\b|quadr|categori|(?:prim|second|terz|quart|quint|sest|settim|ottav)[oa]\b|[a-z]\d|[a-z]{1,2}\b)|(?:(?:fosse|sia|e|era|sarebbe|risulta|diventa|diventasse) )?(?:\d|livell|categori|[a-z][1-3]s?\b|[a-d]s\b|[a-d](?=[,;.?]| (?:sempre |non )?convivent)))[^,.;:?]*?(?=[,.;:?]|\s+(?:quant\w*|qual\w*|cosa|prend\w*|guadagn\w*|minim[oi]|nett[oa]|lord[oa]|stipendio|paga|(?:mi |gli |le )?spett\w*)\b|$)/g;
const CONTRACT_PLACED = /\binquadr\w* (?:\w+ )?(?:con|su) (?:un |il |lo )?(?:contratto|ccnl)\b/g;
// "un addetto al magazzino inquadrato nel CCNL Logistica, qual è l'orario?": the agreement the worker is under, told
// as the story (the folded text mends "inquadrato" to "inquadrare"); "come va inquadrato nel CCNL Commercio?" or
// "può essere inquadrata nel contratto…" still ask it.
const CONTRACT_HELD =
  /(?<!\b(?:come|dove|va|vanno|andrebbe|andrebbero|essere|venire|viene|vengono|verrebbe|verrebbero|si|deve|devono|dovrebbe|puo|possono|potrebbe|posso|possiamo|devo|dobbiamo|vorrei|voglio|per)(?: (?:e|sia|stat[oaie]|venire))? )\binquadra(?:t[oaie]|re) (?:(?:gia|attualmente|regolarmente|correttamente) )?(?:nel|in|col|sotto il|secondo il|dal|per il|al) (?:ccnl|contratto)\b/g;

/** The text for scoring intents, without the words that state a level or the contract a worker is put on. */
export function withoutLevelStated(text: string): string {
  return text.replace(LEVEL_STATED, ' ').replace(CONTRACT_PLACED, ' ').replace(CONTRACT_HELD, ' ');
}
