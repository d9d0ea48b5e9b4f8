/**
 * A trade word rule of several words met only across two agreements named one after the other ("la quattordicesima
 * è prevista nel CCNL Industria alimentare e nel CCNL Area Meccanica artigiani?"): "alimentare" is one agreement's
 * name and "artigiani" another's, so together they do not name a third ("Alimentari artigianato"). With two or
 * more agreements named after "CCNL"/"contratto", the rule must hold within one of the stretches they open
 * (folded text).
 */
const NAMED_AT = /\b(?:ccnl|contratt[oi](?: collettiv[oi])?(?: nazional[ei])?)\b/;

/** Whether the word rule holds on the whole text only by joining stretches that name different agreements. */
export function wordAcrossNames(word: RegExp, text: string): boolean {
  const stretches = text.split(new RegExp(NAMED_AT.source, 'g'));
  if (stretches.length < 3) return false;
  const single = new RegExp(word.source);
  return !stretches.some((stretch) => single.test(stretch));
}
