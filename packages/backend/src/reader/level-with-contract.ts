import type { KnowledgeBase } from '../kb/knowledge-base.js';
import { agreementsNamedAsContract } from './named-agreement.js';
import { namedOutright } from './named-outright.js';

/**
 * The worker's level told with its contract ("5° livello non viaggiante del CCNL Logistica", "inquadrato al 3°
 * livello del contratto multiservizi"): that contract is the worker's, and agreements only implied by the story's
 * other words (the customer "un e-commerce di abbigliamento", "la cooperativa" that employs) are the story around
 * it. Read on the folded question; every agreement is kept when one of the others is named outright too, or when
 * the question weighs two (a comparison, a move, "tra noi due").
 */

// A level (ordinal, letter code or "livello N") and, within the same clause, "del/nel/col CCNL …" or "contratto …".
const LEVEL_THEN_CONTRACT =
  /\b(?:\d{1,2}\s?(?:°|o|esimo)?\s?(?:livello|liv\.?)|livello\s+[a-z]?\d[a-z]?|[a-z]\d)\b[^.;:?!]{0,40}?\b(?:del|nel|col|con il|secondo il|da)\s+(?:ccnl|contratto)\b[^.,;:?!]*/g;
// ("tra il C3 metalmeccanico e il 3° livello del commercio", "al 4° del FIPE invece che al 4° del Terziario",
// "un colloquio … prima di decidere", "mia figlia fa la commessa … a testa", "due licenziamenti: un magazziniere
// del CCNL Terziario e una badante … a ciascuno": two agreements or two people set side by side.)
const WEIGHED =
  /\bconfront\w*|\bdifferenz\w*|\brispetto\b|\bvs\b|\bentramb\w*|\bnoi due\b|\btutti e due\b|\bpass(?:o|are|a|ando|asse)\b|\bmeglio\b|\bconvien\w*|\binvece\b|\boppure\b|\bl'un[oa]\b|\bl'altr[oa]\b|\bdecid\w*|\bscegli\w*|\bcolloqui\w*|\bofferta\b|\bpropost[ae]\b|\btra (?:il|lo|la|i|gli|le|l')\b[^?]{0,80}\be (?:il|lo|la|i|gli|le|l'|nel|nella|col)\b|\ba testa\b|\bmigliore\b|\bpiu alt[oa]\b|\bchi (?:di|tra|abbia|ha|prende)\b|\bmio (?:fratello|marito|padre|figlio|compagno|cognato)\b|\bmia (?:sorella|moglie|madre|figlia|compagna|cognata)\b|\b(?:a|per|di) ciascun[oa]\b|\b(?:a|per|di) ognun[oa]\b|\bdue (?:licenziament|dipendent|lavorat|assunzion|dimission|rapporti)\w*/;

export function levelWithContract(kb: KnowledgeBase, text: string, known: readonly number[]): number[] {
  if (known.length < 2 || WEIGHED.test(text)) return [...known];
  const named = new Set<number>();
  for (const told of text.matchAll(LEVEL_THEN_CONTRACT))
    for (const ccnl of agreementsNamedAsContract(kb, told[0])) named.add(ccnl.id_categoria);
  const [own] = [...named];
  if (named.size !== 1 || own === undefined || !known.includes(own)) return [...known];
  const others = known.filter((id) => id !== own).map((id) => kb.byCategory(id));
  if (others.some((ccnl) => !ccnl || namedOutright(kb, ccnl, text))) return [...known];
  return [own];
}
