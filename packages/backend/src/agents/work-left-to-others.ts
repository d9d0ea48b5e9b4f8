/**
 * The work a story says the job does not do, said before the verb ("i bilanci non li redigo") or left to someone
 * else ("i bilanci li fa il dottore", "il bilancio e le dichiarazioni li chiude il commercialista", "i bilanci
 * restano al titolare"; a pair needs no article, "carico e scarico li fa il cliente"): each object named is
 * rewritten as denied ("non bilancio non dichiarazioni"), so a profile built on that work («contabile esperto di
 * bilancio», the stockroom's loading for a driver) is not the job's.
 */
const ARTICLE = String.raw`(?:i|gli|le|il|lo|la|l') ?`;
// What qualifies the object before the pronoun ("il bilancio di fine anno lo chiude il dottore").
const COMPLEMENT = String.raw`(?: (?:di|del|della|dello|dei|delle|degli) [\p{L}\d]+(?: [\p{L}\d]+)?)?`;
// Verbs of finishing or handing in the work, said of whoever does it instead.
const DONE_BY =
  'fa|fanno|redige|redigono|prepara|preparano|segue|seguono|cura|curano|chiude|chiudono|firma|firmano|presenta|presentano|invia|inviano|trasmette|trasmettono|gestisce|gestiscono';
const KEEPER =
  'titolare|dottor\\w*|capo|principale|commercialista|responsabile|collega|soci[oa]|professionista|consulente';
const OBJECT_LEFT = new RegExp(
  String.raw`\b(?:(?:${ARTICLE})?([\p{L}\d]+),? (?:e|ed) (?:${ARTICLE})?|${ARTICLE})([\p{L}\d]+)${COMPLEMENT} (?:non (?:li|le|lo|la|l') ?\p{L}+(?: mai)?|(?:li|le|lo|la|l') ?(?:${DONE_BY}) (?:sempre |solo |poi |invece |direttamente )?(?:il|la|lo|l|un|una) ?\p{L}+|(?:restano|rimangono|spettano|sono) (?:compito )?(?:al|alla|allo|del|della|dello|a|di) (?:mio |mia |nostro |nostra )?(?:${KEEPER}))\b`,
  'gu',
);

export function withWorkLeftToOthers(text: string): string {
  return text.replace(OBJECT_LEFT, (_all, first: string | undefined, object: string) =>
    first ? ` non ${first} non ${object} ` : ` non ${object} `,
  );
}
