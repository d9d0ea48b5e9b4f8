import type { KnowledgeBase } from '../kb/knowledge-base.js';
import { agreementsNamedAsContract } from './named-agreement.js';
import { namedOutright } from './named-outright.js';

/**
 * The goods a shop sells are its trade, not an industry's agreement: "cliente Confesercenti (alimentari a
 * Cinisello), applica il CCNL Terziario Confesercenti", "negozio di abbigliamento col CCNL Commercio". Beside a
 * retail agreement written as the contract applied, an agreement recognised only by such a word (the food
 * industry's "alimentari") is the shop's trade and goes; one named outright ("CCNL Alimentari industria"), or set
 * side by side with it, stays.
 */
const RETAIL = /^terziario-/;
// ("industria alimentare", "alimentari industria": the industry itself, never a shop's goods; "rivendita di materiali
// edili", "prodotti chimici": an industry's word said of the goods sold.)
const GOODS =
  /(?<!\bindustri[ae] )\b(?:alimentari|alimentare|abbigliamento|calzature|tessuti|tessile|mobili|elettronica|ferramenta|giocattoli|profumeria|cosmetici|farmaceutici|parafarmacia|(?<=\b(?:material[ei]|articoli|prodotti|forniture) (?:per (?:l'|la )?)?)(?:edili|edile|edilizia|chimici|plastica|gomma|metallici))\b(?! (?:industria|industriale)\b)/;
// ("segnala le differenze all'ufficio": discrepancies the job reports, not two agreements compared.)
const SIDE_BY_SIDE =
  /differenz\w* (?:tra|fra|con|rispetto)\b|\b(?:che|quale|quali) (?:e la |sono le )?differenz|confront|rispetto a|\bvs\b|\bconvien|\bmeglio\b|\buguale\b|\boppure\b|\binvece\b|\bchi (?:prende|guadagna|ha|paga|porta)\b|\b(?:io|lui|lei) o (?:io|lui|lei|me)\b/;

/** `known` without the agreements only a shop's goods imply, when a retail agreement is the contract applied. */
export function retailOverGoods(kb: KnowledgeBase, text: string, known: readonly number[]): number[] {
  if (known.length < 2 || SIDE_BY_SIDE.test(text) || !GOODS.test(text)) return [...known];
  const retail = agreementsNamedAsContract(kb, text).filter(
    (c) => RETAIL.test(c.id) && known.includes(c.id_categoria),
  );
  if (!retail.length) return [...known];
  const withoutGoods = kb.recognise(text.replace(new RegExp(GOODS.source, 'g'), ' '));
  return known.filter((id) => {
    const ccnl = kb.byCategory(id);
    return !ccnl || retail.includes(ccnl) || withoutGoods.includes(ccnl) || namedOutright(kb, ccnl, text);
  });
}

// "un negozio di abbigliamento", "la boutique di calzature", "punto vendita d'elettronica": the goods right after
// the shop are its trade, whatever else the question weighs.
const SHOP_OF_GOODS = new RegExp(
  String.raw`\b(?:negozi[oi]?|punt[oi] vendita|boutique|bottega|rivendita|reparto)(?: \w+)? d(?:i |')(?:articoli (?:di |per )?)?(?:${GOODS.source})`,
  'g',
);

/**
 * `known` without an agreement recognised only by the goods of a shop ("mia moglie fa la commessa in un negozio di
 * abbigliamento con il contratto del commercio"), when the retail agreement is among them: even in a comparison
 * ("chi guadagna di più?") the shop's goods are no textile or food industry worker, unless that agreement is named.
 */
export function shopTradeOverGoods(kb: KnowledgeBase, text: string, known: readonly number[]): number[] {
  if (known.length < 2 || !SHOP_OF_GOODS.test(text)) return [...known];
  SHOP_OF_GOODS.lastIndex = 0;
  if (!known.some((id) => RETAIL.test(kb.byCategory(id)?.id ?? ''))) return [...known];
  const withoutShops = kb.recognise(text.replace(SHOP_OF_GOODS, ' '));
  return known.filter((id) => {
    const ccnl = kb.byCategory(id);
    return !ccnl || RETAIL.test(ccnl.id) || withoutShops.includes(ccnl) || namedOutright(kb, ccnl, text);
  });
}
