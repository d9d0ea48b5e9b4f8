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

/**
 * A bare "perché?" / "come mai?" / "chi ha ragione?" after a turn that told a minimum's two figures ("la paga
 * tabellare è passata da 1.656,98 a 1.676,98", "il collega dice 2.158,26 ma io vedo 2.211,43"): the worker asks
 * why the minimum moved, so the turn asks the renewal's tranche at the level (amount and date), not a payslip
 * check or a net of the figure told.
 */
const BARE_WHY =
  /^(?:ma |e |quindi |ok |ah )?(?:perche|come mai|come mai e cosi|da cosa dipende|chi ha ragione|per quale motivo)\b[^.!?]{0,25}[?!.]*$/;
const MINIMUM_TOLD = /\bminim\w*|\btabellar\w*|\bpaga base\b|\bretribuzione base\b|\bbusta\b|\bcedolin\w*/;
const TWO_FIGURES = /\d{1,3}(?:\.\d{3})*,\d{2}\b[^?]{0,80}?\b\d{1,3}(?:\.\d{3})*,\d{2}\b/;

function bareWhyOfMinimum(read: TypedRequest, text: string, previous: string): boolean {
  if (!['payslip_check', 'minimum_pay', 'gross_to_net', 'comparison'].includes(read.intent)) return false;
  const before = readable(previous);
  return BARE_WHY.test(readable(text).trim()) && MINIMUM_TOLD.test(before) && TWO_FIGURES.test(before);
}

export function renewalWhy(
  read: TypedRequest,
  text: string,
  previous: string | undefined,
): Partial<TypedRequest> {
  if (previous === undefined || read.intent === 'renewal') return {};
  if (bareWhyOfMinimum(read, text, previous))
    return { intent: 'renewal', slots: { ...read.slots, amounts: [] } };
  if (!['payslip_check', 'minimum_pay', 'comparison'].includes(read.intent)) return {};
  if (!RENEWAL_TURN.test(readable(previous)) || !RISE_TOLD.test(text) || !ASKS_WHY.test(text)) return {};
  return { intent: 'renewal', slots: { ...read.slots, amounts: [] } };
}
