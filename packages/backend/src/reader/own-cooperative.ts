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
