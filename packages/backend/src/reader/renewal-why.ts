import type { TypedRequest } from './request.js';
import { readable } from './text.js';

/**
 * "il sindacato ha detto 60 euro dal 1° gennaio, ma al 5° livello il minimo è salito solo di 48 euro: perché? mi
 * stanno pagando meno?", after a turn on a renewal's increase: the increase the worker saw on the payslips is
 * doubted against the renewal's figure, so the turn asks the renewal's tranche at the worker's level (and why it
 * differs), not a payslip check with nothing to check. Only after a renewal turn, when the turn tells a rise of
 * the minimum and asks why or whether it is right.
 */
const RENEWAL_TURN = /\brinnov\w*|\baument\w* (?:dei|del) minim|\btranche\b|\baument\w* contrattual/;
const RISE_TOLD =
  /\b(?:salit[oaie]|aumentat[oaie]|cresciut[oaie]|alzat[oaie]|passat[oaie])\b[^.?!]{0,40}\b\d|\baumento (?:di|da) (?:solo )?\d|\b\d+(?:[.,]\d+)? (?:euro|€) (?:in piu|di aumento)\b/;
const ASKS_WHY =
  /\bperche\b|\bcome mai\b|\be giusto\b|\bgiusto cosi\b|\bpagando meno\b|\bsbagliat\w*|\bnon (?:mi )?torna\b|\be corrett[oa]\b|\be regolare\b/;

export function renewalWhy(
  read: TypedRequest,
  text: string,
  previous: string | undefined,
): Partial<TypedRequest> {
  if (previous === undefined || read.intent === 'renewal') return {};
  if (!['payslip_check', 'minimum_pay', 'comparison'].includes(read.intent)) return {};
  if (!RENEWAL_TURN.test(readable(previous)) || !RISE_TOLD.test(text) || !ASKS_WHY.test(text)) return {};
  return { intent: 'renewal', slots: { ...read.slots, amounts: [] } };
}
