import type { Ccnl } from '../kb/schema.js';
import type { TypedRequest } from '../reader/request.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import { partShare } from './part-share.js';

/** Hours as people write them: "36", "62,4". */
const hours = (n: number) => new Intl.NumberFormat('it-IT', { maximumFractionDigits: 2 }).format(n);

/**
 * A part-timer's yearly hours of paid permits where the agreement gives them as one figure (Multiservizi's 72,
 * Turismo's 104): the full-time hours at the part-time share (D.Lgs. 81/2015 art. 7), from the percentage or
 * the weekly hours over the agreement's full week. Undefined without a share or without that figure.
 */
export function permitShareAnswer(req: TypedRequest, ccnl: Ccnl): AgentAnswer | undefined {
  const fact = ccnl.rol_ex_festivita;
  const full = fact.permit_hours;
  if (full === undefined) return undefined;
  const part = partShare(ccnl, req.slots.partTimePercent, req.slots.weeklyHours);
  if (!part) return undefined;
  const own = Math.round(full * part.share * 100) / 100;
  return compose({
    answer: `Nel ${ccnl.short_name}, con un ${part.label}, spettano ${bold(`${hours(own)} ore`)} di permessi retribuiti l'anno: ${hours(full)} ore a tempo pieno × ${part.formula}.`,
    steps: [
      `Permessi retribuiti a tempo pieno: ${hours(full)} ore l'anno (${fact.text}).`,
      `Riproporzionamento al part-time: ${hours(full)} × ${part.formula} = ${hours(own)} ore.`,
    ],
    assumptions: [
      'Le ore del part-time sono riproporzionate sull’orario pieno del contratto (D.Lgs. 81/2015, art. 7).',
    ],
    citations: citeSources(
      ccnl,
      `Permessi retribuiti del ${ccnl.short_name}: ${fact.text}`,
      fact.article ?? null,
      fact.sources,
    ),
    related: [],
  });
}
