import type { KnowledgeBase } from '../kb/knowledge-base.js';
import { readLevel } from './levels.js';
import { numbersIn } from './numbers.js';
import type { Slots } from './request.js';
import { readable } from './text.js';

/**
 * "Un ragazzo in magazzino al 5° livello, in busta ha solo minimo ed EPA, cioè 1.761,64 € al mese" with no
 * agreement named or selected: the level's monthly pay quoted to the cent is a row of one agreement's tables (its
 * total or one of its components), so that agreement is the one meant (implied, not named). Amounts that match
 * the level in several agreements, or in none, change nothing: the agreement is asked as before.
 */
export function quotedPayAgreement(kb: KnowledgeBase, slots: Slots, message: string): Slots {
  if (slots.agreements.length || slots.unknownAgreements.length) return slots;
  const text = readable(message);
  const quoted = numbersIn(text)
    .map((n) => n.value)
    .filter((v) => v >= 500 && !Number.isInteger(v));
  if (!quoted.length) return slots;
  const matches = kb.agreements.flatMap((c) => {
    const level = readLevel(c, message, text);
    if (!level) return [];
    const found = c.pay_tables.some((t) =>
      t.levels.some(
        (l) =>
          l.level === level &&
          [l.amount, ...(l.components ?? []).map((p) => p.amount)].some((a) =>
            quoted.some((q) => Math.abs(q - a) < 0.005),
          ),
      ),
    );
    return found ? [{ ccnl: c, level }] : [];
  });
  const [only] = matches;
  if (!only || matches.length > 1) return slots;
  return {
    ...slots,
    agreements: [only.ccnl.id_categoria],
    agreementsBySector: true,
    ...(slots.level ? {} : { level: only.level }),
  };
}
