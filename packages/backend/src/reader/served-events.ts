/**
 * "d'inverno facciamo anche i matrimoni e le feste": weddings the business serves, said with a plural article
 * (readable text mends "matrimoni" to "matrimonio"), are events of the workplace, not the worker's own marriage
 * ("facciamo il matrimonio a giugno" still is). They read as "eventi" for the topic and leave rules.
 */
const SERVED_WEDDINGS =
  /\b((?:facciamo|fanno|fate|facevamo|ospitiamo|organizziamo|lavoriamo) (?:anche |pure )?(?:con )?(?:i|dei) )matrimoni\w*/g;

export function withoutServedEvents(text: string): string {
  return text.replace(SERVED_WEDDINGS, '$1eventi');
}
