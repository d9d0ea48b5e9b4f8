import type { KnowledgeBase } from '../kb/knowledge-base.js';
import type { Slots } from './request.js';
import { readable } from './text.js';

// "dopo il nuovo sistema per livelli", "con la nuova classificazione", "la riforma dell'inquadramento".
const NEW_SYSTEM_SAID =
  /\bnuov[oa] (?:sistema (?:per|di|dei) (?:livell\w*|inquadrament\w*|classificazion\w*)|classificazion\w*|inquadrament\w*)\b|\briforma (?:dell'|dei |della )(?:inquadrament\w*|livell\w*|classificazion\w*)\b/;

/** Agreement families named by the work or the workplace: one row each (data, not `if`s). */
const WORK_FAMILIES: readonly { pattern: RegExp; prefix: string }[] = [
  {
    pattern:
      /\b(?:lavorazion\w* meccanic\w*|meccanica di precisione|metalmeccanic\w*|macchine utensili|centr\w* di lavoro|cnc|tornit\w*|fresat\w*|officin\w* meccanic\w*|carpenteri\w* metallic\w*)\b/,
    prefix: 'metalmeccanica-',
  },
];

// The agreement's own words for a classification it introduced at a date ("classificazione in vigore dal 1°
// giugno 2021"), read in its pay structure or its level descriptions.
const OWN_NEW_CLASSIFICATION =
  /\bclassificazione in vigore dal\b|\bnuov[oa] (?:classificazione|inquadramento)\b/i;

/**
 * "Sto riorganizzando gli inquadramenti dopo il nuovo sistema per livelli" in a mechanical workshop, with no
 * agreement named or selected: of the family the work names, the one agreement whose own text dates a new
 * classification (Metalmeccanici industria, nine levels from 1 June 2021) is the one implied. Several or none:
 * nothing changes, and the agreement is asked.
 */
export function reformedClassificationAgreement(kb: KnowledgeBase, slots: Slots, message: string): Slots {
  if (slots.agreements.length || slots.unknownAgreements.length) return slots;
  const text = readable(message);
  if (!NEW_SYSTEM_SAID.test(text)) return slots;
  const prefixes = WORK_FAMILIES.filter((f) => f.pattern.test(text)).map((f) => f.prefix);
  if (!prefixes.length) return slots;
  const reformed = kb.agreements.filter(
    (c) =>
      prefixes.some((p) => c.id.startsWith(p)) &&
      [c.pay_structure, ...c.levels.map((l) => l.declaratoria)].some((t) =>
        OWN_NEW_CLASSIFICATION.test(t ?? ''),
      ),
  );
  const [only] = reformed.length === 1 ? reformed : [];
  return only ? { ...slots, agreements: [only.id_categoria], agreementsBySector: true } : slots;
}
