import { askedClause } from './asking-clause.js';
import type { TypedRequest } from './request.js';

/**
 * "lavora part-time 16 ore a settimana, venerdì sera, sabato e domenica mattina … con 16 ore su 40 quanto
 * dovrebbe essere il lordo minimo mensile?": the days named are when the schedule falls, and the hours are the
 * week agreed, not holiday or extra hours worked; the minimum for that part-time is asked (the level's minimum over the hours).
 */
const PART_TIME = /\bpart.?time\b|\btempo parziale\b|\b\d{1,2} (?:ore )?su (?:36|38|39|40)\b/;
const MINIMUM_ASKED =
  /\b(?:lordo )?minim[oi]\b(?! (?:di |del |d')?(?:preavviso|prova|ferie|ore|orario)\b)|\blordo (?:minimo )?mensile\b|\bquanto dovrebbe (?:essere|prendere)\b[^?]{0,30}\blord/;
// "a quanto ammonta la tredicesima … calcolata sui minimi in vigore?": the minimum is the basis of an extra month
// (or of the TFR) the clause asks, not the figure asked.
const OTHER_PAY_ASKED = /tredicesim|quattordicesim|\b1[34] ?(?:a|ª|esim\w*|ma)(?!\w)|\btfr\b|liquidazion/;
const EXTRA_SAID = /\bstraordinar|\bsupplementar|\b(?:ore|ora) (?:in piu|extra|aggiuntiv)|\bmaggiorazion/;
// A figure the story gives with a doubt ("tipo 600 euro", "ma non sa se lordi o netti"): not the pay to compute on.
const UNSURE_FIGURE = /\bnon (?:so|sa|sappiamo|sanno) se (?:sono |siano )?(?:lord|nett)/;

export function partTimeMinimumAsked(req: TypedRequest, text: string): Partial<TypedRequest> {
  const { weeklyHours, extraHours } = req.slots;
  if (req.intent === 'part_time' || req.intent === 'minimum_pay') return {};
  if (weeklyHours === undefined || weeklyHours >= 36 || !PART_TIME.test(text)) return {};
  if (extraHours !== undefined && extraHours !== weeklyHours) return {};
  const clause = askedClause(text);
  if (!MINIMUM_ASKED.test(clause) || EXTRA_SAID.test(text) || OTHER_PAY_ASKED.test(clause)) return {};
  if (floorAsked(clause)) return {};
  const { extraHours: _e, overtimeKind: _k, ...slots } = req.slots;
  const amounts = UNSURE_FIGURE.test(text)
    ? slots.amounts.filter((a) => a.kind !== 'monthly_gross' && a.kind !== 'net')
    : slots.amounts;
  return { intent: 'minimum_pay', slots: { ...slots, amounts } };
}

// "il minimo part time è lo stesso o diverso?", "c'è un minimo di ore per il part-time?": the fewest weekly hours
// a part-time contract may have, not a minimum pay.
const PART_TIME_FLOOR =
  /\bminim[oi] (?:di ore |orario )?(?:(?:del|per il|nel|di) )?(?:part.?time|tempo parziale)\b|\b(?:part.?time|tempo parziale)\b[^?]{0,30}\bminim[oi] (?:di ore|orario)\b|\bminim[oi] di ore\b/;
// Pay asked beside it ("quanto sarebbe il minimo part time al 2° livello?", "in euro", "lordo").
const PAY_ASKED =
  /\b(?:euro|€|lord\w*|nett\w*|stipendi\w*|paga|prend\w*|guadagn\w*|quanto (?:sarebbe|viene|fa|e)\b)/;

const floorAsked = (clause: string) => PART_TIME_FLOOR.test(clause) && !PAY_ASKED.test(clause);

/** Whether the ask is the part-time floor of hours ("il minimo part time è lo stesso?"), not a minimum pay. */
export const asksPartTimeFloor = (text: string): boolean => floorAsked(askedClause(text));

/** A minimum pay read where the part-time floor of hours is asked: the part-time rule instead. */
export function partTimeFloorAsked(req: TypedRequest, text: string): Partial<TypedRequest> {
  if (req.intent !== 'minimum_pay' || req.slots.level !== undefined) return {};
  if (!floorAsked(askedClause(text))) return {};
  if (req.slots.amounts.some((a) => a.kind === 'monthly_gross' || a.kind === 'net')) return {};
  return { intent: 'part_time', alsoAsked: req.alsoAsked.filter((i) => i !== 'part_time') };
}
