import type { TypedRequest } from './request.js';

/**
 * "differenza di minimo tra chi fa 40 ore e chi ne fa 24?", "minimo a 40 ore rispetto a 24 ore": one level's
 * minimum at two weekly schedules. The full-time minimum and its share at the shorter week answer it (D.Lgs.
 * 81/2015 art. 7; payroll rules §9), not the agreement's weekly hours nor "40 ore" read as hours worked beyond.
 */
const HOURS = String.raw`(\d{1,2})(?: ore)?`;
const TWO_SCHEDULES = new RegExp(
  String.raw`\b(?:chi|uno che|una che|chi lavora|lavoratore che) (?:fa|lavora|ne fa) ${HOURS}\b[^?]{0,30}\b(?:e|rispetto a|contro|vs) (?:chi|uno che|una che|quello che|quella che) (?:ne )?(?:fa|lavora) ${HOURS}\b|\b(?:a|con) ${HOURS} ore\b[^?]{0,20}\b(?:e|rispetto a|contro|vs|o) (?:a|con) ${HOURS}(?: ore)?\b`,
);
const PAY_COMPARED = /\bminim\w*|\bpaga\b|\bstipendi\w*|\bretribu\w*|\blordo\b/;
const READ_AS = new Set(['working_hours', 'comparison', 'minimum_pay', 'overtime_value', 'part_time']);

export function minimumAtTwoSchedules(request: TypedRequest, text: string): TypedRequest {
  if (!READ_AS.has(request.intent) || request.slots.level === undefined) return request;
  if (request.slots.agreements.length !== 1 || !PAY_COMPARED.test(text)) return request;
  const found = TWO_SCHEDULES.exec(text);
  if (!found) return request;
  const hours = found.slice(1).filter(Boolean).map(Number);
  const [longer, shorter] = [Math.max(...hours), Math.min(...hours)];
  if (hours.length !== 2 || longer === shorter || shorter <= 0 || longer > 48) return request;
  const { extraHours: _told, ...slots } = request.slots;
  return { ...request, intent: 'minimum_pay', slots: { ...slots, weeklyHours: shorter } };
}
