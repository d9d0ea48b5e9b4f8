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
  const { extraHours: _e, overtimeKind: _k, ...slots } = req.slots;
  const amounts = UNSURE_FIGURE.test(text)
    ? slots.amounts.filter((a) => a.kind !== 'monthly_gross' && a.kind !== 'net')
    : slots.amounts;
  return { intent: 'minimum_pay', slots: { ...slots, amounts } };
}
