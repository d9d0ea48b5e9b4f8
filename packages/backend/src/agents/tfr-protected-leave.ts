import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';

/**
 * A year's TFR quota with months of maternity (or paternity) leave told beside the months worked ("7 mesi lavorati,
 * 5 di maternità obbligatoria"): by art. 2120 c. 3 c.c. the TFR accrues in those months on the pay the worker would
 * have earned, so the leave's months are counted with the worked ones. Before, the quota was computed on the months
 * worked alone.
 */
const LEAVE =
  /\b(?:congedo|astensione) (?:di |per )?(?:maternita|paternita)\b[^.?]{0,60}?\b(\d{1,2}) mesi\b|\b(\d{1,2}) mesi\b(?:(?!\bmesi\b)[^.?]){0,40}?\b(?:congedo|astensione|in) (?:di |per |obbligatori[ao] (?:di |per )?)?(?:maternita|paternita)\b|\b(?:maternita|paternita) obbligatori[ao]\b[^.?]{0,20}?\bper (\d{1,2}) mesi\b/;

function leaveMonths(message: string): number | undefined {
  const m = LEAVE.exec(readable(message));
  const value = m?.[1] ?? m?.[2] ?? m?.[3];
  return value === undefined ? undefined : Number(value);
}

/** The request with the leave's months counted in the year, when both are told and fit in it. */
export function leaveMonthsCounted(req: TypedRequest, message: string): TypedRequest {
  const worked = req.slots.monthsWorked;
  const leave = leaveMonths(message);
  if (req.intent !== 'tfr' || worked === undefined || leave === undefined || worked + leave > 12) return req;
  const slots = { ...req.slots };
  if (worked + leave === 12) delete slots.monthsWorked;
  else slots.monthsWorked = worked + leave;
  return { ...req, slots };
}

/** The answer told why the leave's months count, when the question gives them. */
export function withLeaveCounted(answer: AgentAnswer, message: string): AgentAnswer {
  const leave = leaveMonths(message);
  if (leave === undefined) return answer;
  const note = `I ${leave} mesi di congedo di maternità o paternità contano: durante il congedo il TFR matura sulla retribuzione che sarebbe spettata lavorando (art. 2120 c. 3 c.c.), quindi la quota non si calcola sui soli mesi lavorati.`;
  const add = (text: string) => {
    const lines = text.split('\n');
    const at = lines.findIndex((l) => l.trim() !== '');
    if (at < 0) return text;
    lines.splice(at + 1, 0, '', note);
    return lines.join('\n');
  };
  return { ...answer, text: add(answer.text), brief: add(answer.brief) };
}
