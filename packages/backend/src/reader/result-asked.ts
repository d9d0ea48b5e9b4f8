import { minimumForArrears } from './arrears-purpose-minimum.js';
import { minimumAskedNotArrears } from './minimum-after-story.js';
import { pastFigureForArrearsAsked } from './past-figure-purpose.js';
import type { TypedRequest } from './request.js';
import { TRANCHE_AHEAD } from './tranche-ahead.js';

/**
 * "e da novembre con l'aumento quanto deve diventare la mia parte?", "a quanto arriva il mio minimo col rinnovo?":
 * the pay the renewal brings, not the tranche alone. The renewal named is the date's reason; the figure asked is
 * the minimum then (at the worker's hours, when the conversation set them). "di quanto aumenta" keeps the
 * tranche (asked-increase.ts). Read on folded text.
 */
export const RESULT =
  /\bquanto (?:\w+ ){0,2}?divent\w*|\ba quanto (?:\w+ ){0,2}?(?:sale|salira|arriva|arrivera|passa|passera)\b/;
// ("quale sarà l'aumento … e a quanto arriverà il minimo?": the increase is asked too, the renewal keeps both.)
const INCREASE_ASKED =
  /\bdi quanto\b|\bquanto (?:\w+ )?(?:in piu|di aumento|aumenta)\b|\bquale (?:sara|sarebbe|e) (?:l'|l )?aument\w*/;

// "è prevista un'altra tranche? da quando e a quanto sale il minimo?", "è previsto un aumento a breve? … a quanto
// passa?": the next tranche's day and new minimum.
const NEXT_ASKED = new RegExp(
  String.raw`\bprossim\w* (?:aument|tranche|scatt)|\b(?:un'?|un )altr[oa] (?:tranche|aument)|\bscatt\w* (?:del (?:contratto|ccnl)|contrattual)|${TRANCHE_AHEAD.source}`,
);

export function resultAsked(request: TypedRequest, text: string): Partial<TypedRequest> {
  if (request.intent !== 'renewal' || !RESULT.test(text) || INCREASE_ASKED.test(text)) return {};
  if (!request.slots.date && NEXT_ASKED.test(text)) return {};
  // (An earlier turn's figure is not the pay asked: the table's minimum is.)
  const amounts = request.slots.amounts.filter((a) => a.kind === 'hours');
  return {
    intent: 'minimum_pay',
    alsoAsked: request.alsoAsked.filter((i) => i !== 'minimum_pay'),
    slots: { ...request.slots, amounts },
  };
}

/**
 * "di permessi quante ore mi spettano visto che faccio 30 ore su 40?": the hours said are the worker's schedule,
 * not extra hours worked, when an entitlement is asked and they are the weekly hours read.
 */
export function scheduleNotExtra(request: TypedRequest): Partial<TypedRequest> {
  const { extraHours, weeklyHours } = request.slots;
  if (!['rol_ex_festivita', 'holidays'].includes(request.intent)) return {};
  if (extraHours === undefined || extraHours !== weeklyHours) return {};
  const { extraHours: _extra, ...slots } = request.slots;
  return { slots };
}

/** A schedule cut to a few hours: "vuole abbassarmi a 12 ore a settimana", "ridurmi a 10 ore". */
const CUT_TO = /\b(?:abbass|ridur|riduc|scend|portar|passar)\w*\b[^?.]{0,15}\ba (\d{1,2}) ore\b/;

/**
 * "il capo vuole abbassarmi a 12 ore a settimana, può farlo?": whether a part-time may go that low, the
 * agreement's least part-time hours (agents/part-time-floor.ts), not the full-time week.
 */
export function hoursCutAsked(request: TypedRequest, text: string): Partial<TypedRequest> {
  const cut = CUT_TO.exec(text);
  if (request.intent !== 'working_hours' || !cut || Number(cut[1]) >= 36) return {};
  return { intent: 'part_time', alsoAsked: request.alsoAsked.filter((i) => i !== 'part_time') };
}

/**
 * "quindi da gennaio a ottobre quanti soldi mi devono di arretrati sul minimo?": the arrears of the renewal's
 * tranche over the months said (agents/renewal-arrears.ts), not the minimum the pay word names.
 */
const ARREARS_AS_PURPOSE =
  /\b(?:cosi|per|poi)\b(?: (?:sistem|calcol|conteggi|sanare|regolarizz|fare)\w*)?(?: anche)? (?:gli |agli )?arretrat/;

export function arrearsAsked(request: TypedRequest, text: string): Partial<TypedRequest> {
  const spanned =
    /\bda (?:\w+ )?(?:gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre) a\b/.test(
      text,
    );
  const pay = ['minimum_pay', 'gross_to_net', 'payslip_check'].includes(request.intent);
  if (!/\barretrat\w*/.test(text) || !(request.intent === 'minimum_pay' || (pay && spanned))) return {};
  // "qual è il minimo in vigore adesso, così sistemo anche gli arretrati?": the arrears are the purpose, the
  // minimum in force is asked (fixs32f).
  if (ARREARS_AS_PURPOSE.test(text) && /\bqual (?:e|sono)\b[^.?]{0,120}\bin vigore\b/.test(text)) return {};
  // "… ricontrollare gli arretrati … vogliono sapere il minimo in vigore da ottobre. Me lo sai dire?" (fixs40a).
  if (request.intent === 'minimum_pay' && minimumAskedNotArrears(text)) return {};
  // "quanto era l'anno scorso? che devo controllare un arretrato": the past minimum, for the arrears.
  if (request.intent === 'minimum_pay' && pastFigureForArrearsAsked(text)) return {};
  // "per la regolarizzazione degli arretrati … qual era la retribuzione minima nel 2025?" (arrears-purpose-minimum.ts).
  if (request.intent === 'minimum_pay' && minimumForArrears(text)) return {};
  return { intent: 'renewal', alsoAsked: request.alsoAsked.filter((i) => i !== 'renewal') };
}

/**
 * "il cedolino espone un minimo di 1.277,04: è aggiornato alla tranche del 2026?": the figure checked against the
 * table in force, not the tranche of the payslip's month.
 */
export function updatedAsked(request: TypedRequest, text: string): Partial<TypedRequest> {
  const figured = request.slots.amounts.some((a) => a.kind === 'other' || a.kind === 'monthly_gross');
  if (request.intent !== 'renewal' || !figured || !/\b(?:aggiornat|adeguat)\w*/.test(text)) return {};
  return { intent: 'minimum_pay', alsoAsked: request.alsoAsked.filter((i) => i !== 'minimum_pay') };
}
