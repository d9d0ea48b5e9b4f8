import type { KnowledgeBase } from '../kb/knowledge-base.js';
import { readAgreements } from './agreements.js';
import type { Slots } from './request.js';

/**
 * The writer's own cooperative beside a held agreement named only as the yardstick ("anche noi della cooperativa
 * prendiamo la quattordicesima? è intera come nel commercio?"): the cooperative is the subject, so the agreement
 * the knowledge base holds for cooperatives answers, not the yardstick. Only a cooperative with no trade of its
 * own told ("cooperativa di facchinaggio" says its sector), and only when one held agreement is for cooperatives.
 * Runs on the folded text; changes the slots in place and says whether it did.
 */
const OWN_COOPERATIVE =
  /\b(?:noi|io) (?:della|delle|nella|nelle|in|di) (?:nostra |una |la )?coop(?:erativ[ae])?\b(?! (?:di|del|della|dei|delle|agricol|edil|sociale|sociali)\b)|\blavor\w* (?:in|per|presso|con) (?:una|la|la nostra) coop(?:erativa)?\b(?! (?:di|del|della|dei|delle|agricol|edil|sociale|sociali)\b)/;

/** A measure set beside the cooperative ("come nel commercio", "come ai commessi del commercio"). */
const YARDSTICK = /\bcome\b[^,.;:?!]{0,40}/g;

export function ownCooperativeAsked(kb: KnowledgeBase, text: string, slots: Slots): boolean {
  if (slots.agreements.length !== 1 || slots.unknownAgreements.length || !OWN_COOPERATIVE.test(text))
    return false;
  const rest = text.replace(YARDSTICK, ' ');
  if (rest === text || readAgreements(kb, rest).known.length) return false;
  const forCooperatives = kb.agreements.filter((c) => /\bcooperativ/i.test(c.short_name));
  const only = forCooperatives.length === 1 ? forCooperatives[0] : undefined;
  if (!only || slots.agreements.includes(only.id_categoria)) return false;
  slots.agreements = [only.id_categoria];
  delete slots.agreementsBySector;
  delete slots.level;
  return true;
}

/** The writer's cooperative, its trade untold ("nella nostra cooperativa di Fermo", "OSS assunte dalla coop"). */
const OUR_COOPERATIVE =
  /\b(?:nostra|vostra|della|nella|dalla|alla|la|una) coop(?:erativ[ae])?\b(?! (?:di |del |della |dei |delle )?(?:facchin|pulizi|trasport|logistic|vigilanz|produzion|lavoro|consum|abitazion|costruzion|agricol|edil|multiservizi|servizi)\w*)/;
/** Two contracts set side by side ("un confronto …", "nei due contratti", "che differenza c'è"). */
const TWO_CONTRACTS =
  /\b(?:nei|tra i|fra i|dei|i) due contratti\b|\bconfront\w*|\bdifferenz\w*|\bmettere a paragone\b/;

/**
 * The writer's cooperative set against a held agreement the story names ("…con OSS assunte dalla coop, invece che
 * lasciare che le famiglie assumano con il contratto colf … un confronto su quante mensilità ci sono nei due
 * contratti?"): the comparison's other side is the agreement the knowledge base holds for cooperatives. Only when
 * one held agreement is for cooperatives, the cooperative's trade is untold and the text weighs two contracts.
 * Changes the slots in place and says whether it did.
 */
export function cooperativeSideCompared(kb: KnowledgeBase, text: string, slots: Slots): boolean {
  if (slots.agreements.length !== 1 || slots.unknownAgreements.length) return false;
  if (!OUR_COOPERATIVE.test(text) || !TWO_CONTRACTS.test(text)) return false;
  const forCooperatives = kb.agreements.filter((c) => /\bcooperativ/i.test(c.short_name));
  const only = forCooperatives.length === 1 ? forCooperatives[0] : undefined;
  if (!only || slots.agreements.includes(only.id_categoria)) return false;
  slots.agreements = [only.id_categoria, ...slots.agreements];
  delete slots.agreementsBySector;
  return true;
}
