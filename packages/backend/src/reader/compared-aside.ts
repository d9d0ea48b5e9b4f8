import type { KnowledgeBase } from '../kb/knowledge-base.js';
import { readAgreements } from './agreements.js';
import type { Slots } from './request.js';

/**
 * A held agreement named only as the measure of the writer's own ("sono meno del commercio", "come nel
 * turismo", "più ferie dei metalmeccanici") beside an agreement the knowledge base does not hold that the writer
 * says is theirs ("contratto telecomunicazioni … con il mio contratto"): the question is about their own, so
 * the honest gap answers, not the agreement used as a yardstick. Runs on the folded text.
 */
const YARDSTICK =
  /\b(?:meno|piu|di meno|di piu|peggio|meglio|come|uguale|uguali|inferiori?|superiori?)\s+(?:(?:ferie|permessi|giorni|ore|soldi|paga|stipendio|malattia|scatti|preavviso)\s+)?(?:che\s+)?(?:del|della|dello|dei|degli|delle|nel|nella|nello|nei|negli|al|alla|ai|a quell[aeio] (?:del|della|dei)|di quell[aeio] (?:del|della|dei)|quell[aeio] (?:del|della|dei))\s+(?:ccnl\s+|contratto\s+(?:del\s+|della\s+|dei\s+)?)?(?:[\w']+\s+){0,2}?[\w']+/g;

/** The slots with the yardstick agreement dropped, when only an agreement not held is left; changed in place. */
export function dropYardstickAgreement(kb: KnowledgeBase, text: string, slots: Slots): void {
  if (!slots.agreements.length || !slots.unknownAgreements.length) return;
  const rest = text.replace(YARDSTICK, ' ');
  if (rest === text) return;
  const read = readAgreements(kb, rest);
  if (read.known.length || !read.unknown.length) return;
  slots.agreements = [];
  slots.unknownAgreements = read.unknown;
  delete slots.agreementsBySector;
  delete slots.level;
}

/**
 * A comparison the writer will make themselves, said as the purpose of the figures asked ("così lo metto a
 * confronto con la gomma plastica", "per confrontarlo con il commercio", "nel confronto col confapi lo devo
 * mettere", "mi serve per il confronto con il commercio"): the agreement it names is not asked.
 */
const OWN_COMPARISON =
  /\b(?:cosi|per|poi|da) (?:lo|la|li|le|poterl[oaie]) (?:metto|mettiamo|mettero|posso mettere|confronto|confrontero|paragono)\b(?: (?:io|noi))?(?: a confronto| in confronto)?(?: (?:io|noi))? (?:con|col|coi|alla|al|allo|ai)\b[^.?!]*|\bper (?:poterl[oaie] )?(?:confrontarl[oaie]|metterl[oaie] a confronto|paragonarl[oaie]) (?:con|col|coi|alla|al|allo|ai)\b[^.?!]*|\b(?:nel|per il|per un|in un|nella tabella di) (?:confronto|paragone) (?:con|col|coi|alla|al|allo|ai)\b[^.?!]{0,40}?\b(?:(?:ce )?l[oaie] )?(?:devo|dobbiamo|voglio|vorrei|devi|va|vanno) (?:mettere|inserire|riportare|messo|messi|inserit\w*)\b[^.?!]*|\b(?:l[oaie] )?(?:devo|dobbiamo|voglio|vorrei) (?:mettere|inserire|riportare) (?:nel|in un) (?:confronto|paragone) (?:con|col|coi|alla|al|allo|ai)\b[^.?!]*|\bmi serv\w* (?:per|nel) (?:il |un )?(?:confronto|paragone) (?:con|col|coi|alla|al|allo|ai)\b[^.?!]*/g;

/** Whether the writer says they will make the comparison themselves ("così lo metto a confronto con …"). */
export const comparesThemselves = (text: string): boolean => new RegExp(OWN_COMPARISON.source).test(text);

/**
 * The text without the writer's own comparison to come, when it named the only other agreement; that agreement
 * is dropped from the slots, in place. The text unchanged otherwise.
 */
export function withoutOwnComparison(kb: KnowledgeBase, text: string, slots: Slots): string {
  if (slots.agreements.length < 2) return text;
  const rest = text.replace(OWN_COMPARISON, ' ');
  if (rest === text) return text;
  const known = readAgreements(kb, rest).known.filter((id) => slots.agreements.includes(id));
  if (known.length !== 1) return text;
  slots.agreements = known;
  delete slots.agreementsBySector;
  return rest;
}
