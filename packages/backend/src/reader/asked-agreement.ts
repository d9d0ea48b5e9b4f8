import type { KnowledgeBase } from '../kb/knowledge-base.js';
import { readAgreements } from './agreements.js';
import { agreementsNamedAsContract } from './named-agreement.js';
import type { Slots } from './request.js';

/**
 * The agreement the asking sentence names, when the story names several ("il gruppo ha due società: la principale
 * applica il CCNL industria alimentare, l'altra il chimico-farmaceutico … Qual è il minimo della D1 nel
 * chimico?"): the others are the story's other companies, not what is asked, unless the ask sets them side by side.
 */

/** Words of an ask that weighs agreements against each other. */
const WEIGHS =
  /\brispetto a|\bdifferenz|\bconfront|\bentramb|\btutti e due\b|\btutte e due\b|\bciascun\w*|\bognun\w*|\b(?:nei|per i|tra i|fra i|delle|nelle) due\b|\bstess[oaie]\b|\buguali?\b|\bcome (?:nel|nei|nella|per)\b|\bpiu (?:alt|bass)\w*|\b(?:convien|meglio)\w*|\bvs\b|\bchi (?:paga|prende|guadagna|ha|da)\b|\b(?:di )?(?:piu|meno)\b/;

// "Mio padre vuole sapere quanto …", "vorrei capire se …", "mi dite quanto …": an ask told without its mark.
const INDIRECT_ASK =
  /\b(?:vuole|vogliono|vorrei|vorremmo|vorrebbe|voglio|vogliamo|volevo|chiede|chiedo|chiediamo|devo|dobbiamo) (?:sapere|capire)\b|\b(?:mi|ci) (?:dite|dica|sapete dire|potete dire)\b|\bditemi\b/;

/**
 * The last sentence that asks, with its question mark; with none, the last sentence that asks in words ("vuole
 * sapere quanto … secondo il contratto alimentare."); undefined when nothing asks.
 */
const lastAsked = (text: string) => {
  const sentences = text.split(/(?<=[.?!])\s+/);
  return (
    sentences.filter((s) => s.includes('?')).at(-1) ?? sentences.filter((s) => INDIRECT_ASK.test(s)).at(-1)
  );
};

/**
 * A purpose that opens the ask ("Per confrontare: quanto è …", "per fare un paragone, quanto …"): the writer
 * weighs the figure themselves; the ask after it names what is asked.
 */
const OWN_PURPOSE =
  /^(?:e |ma |allora )?(?:per|a titolo di) (?:(?:fare|avere) (?:un |il |qualche )?|poter(?:e)? )?(?:confront\w*|paragon\w*)(?: (?:i|le) (?:cifre|numeri|costi))?\s*[:,]\s*/;

/** "passare dal CCNL Terziario Confcommercio a quello Confesercenti": a contract named through "quello". */
const REFERRED = /\b(?:ccnl|contratt[oi])\b[^.?!;]*?\bquell[oa] ([a-z][a-z'-]+)/g;

const contractsReferred = (kb: KnowledgeBase, text: string) =>
  [...text.matchAll(REFERRED)].flatMap((m) => {
    const named = kb.recognise(m[1] ?? '');
    return named.length === 1 ? named : [];
  });

/** Narrows the slots' agreements to the one the asking sentence names; whether it did. */
export function keepAskedAgreement(kb: KnowledgeBase, text: string, slots: Slots): boolean {
  if (slots.agreements.length < 2) return false;
  const ask = lastAsked(text)?.replace(OWN_PURPOSE, '');
  if (!ask || WEIGHS.test(ask)) return false;
  // ("26 come i miei amici del commercio?": an agreement named as the yardstick is not the one asked; read with
  // the sector words too, "bar o albergo" names two.)
  const named = readAgreements(kb, ask.replace(/\bcome\b[^,.;:?!]{0,40}/g, ' ')).known.filter((id) =>
    slots.agreements.includes(id),
  );
  const kept = named[0];
  if (named.length !== 1 || kept === undefined) return false;
  // "siamo una cooperativa sociale con il CCNL delle cooperative sociali … per la nostra RSA": the contract the
  // writer says they apply is not dropped for a workplace word of the ask, only for another contract so named.
  const asContract = [...agreementsNamedAsContract(kb, text), ...contractsReferred(kb, text)].map(
    (c) => c.id_categoria,
  );
  if (!asContract.includes(kept) && asContract.some((id) => slots.agreements.includes(id))) return false;
  slots.agreements = [kept];
  delete slots.agreementsBySector;
  return true;
}

/**
 * In the comparison agent, with no agreement selected, an ask that opens with the writer's own purpose of comparing
 * and names one agreement ("Per confrontare: quanto è la paga base del IV livello nel Terziario Confesercenti oggi?") asks that agreement's
 * figure: the other one named is the story's (the agreement applied today), and its figures are not asked. The
 * slots keep the one asked, in place; whether they did.
 */
export function comparisonAgentAsksOne(
  input: { kb: KnowledgeBase; agent?: string; categories?: readonly number[] },
  text: string,
  slots: Slots,
): boolean {
  if (input.agent !== 'confronta' || input.categories?.length) return false;
  // Only when the writer says the comparison is theirs: "e nel commercio?" after a turn compares both.
  const ask = lastAsked(text);
  if (!ask || !OWN_PURPOSE.test(ask)) return false;
  return keepAskedAgreement(input.kb, text, slots);
}
