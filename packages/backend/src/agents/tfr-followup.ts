import { monthYearsIn } from '../kb/month-years.js';
import { readable } from '../reader/text.js';
import type { AgentContext } from './context.js';
import { fundRevaluedMonth } from './tfr-fund-date.js';

/**
 * A follow-up on the revaluation the previous turn asked ("quindi di tasse su quella rivalutazione quanto se ne
 * va?", "e netta quanto resta?"): the fund and its date are the previous question's, not asked again.
 */
const ON_REVALUATION =
  /\b(?:quell[ao]|questa|la|sulla|della) rivalutazion|\b(?:di tasse|l'imposta|la sostitutiva|nett[ao])\b/;
// ("al 31/12/2024 il fondo TFR … era di 12.500 €": the fund's date said before it.)
const FUND_BEFORE =
  /\b(?:tfr|fondo|fine rapporto)\b[^?]*\b(?:accantonat|maturat|al 31)|\bal 31\b[^?]*\b(?:tfr|fondo)\b[^?]*\d/;
const EURO = /(\d{1,3}(?:\.\d{3})+|\d{3,})(?:,(\d{1,2}))?\s*(?:€|euro)/;

/** The fund and the month of its revaluation the previous turn gave, when this one refers back to them. */
export function previousFund(ctx: AgentContext): { fund: number; month: string | undefined } | undefined {
  const previous = ctx.history?.at(-1);
  if (!previous || !ON_REVALUATION.test(readable(ctx.message))) return undefined;
  const before = readable(previous);
  if (!FUND_BEFORE.test(before) || !/rivalut/.test(before)) return undefined;
  const m = EURO.exec(previous.replace(/\u00a0/g, ' '));
  if (!m) return undefined;
  const fund = Number(`${(m[1] ?? '').replace(/\./g, '')}.${m[2] ?? '0'}`);
  // The month revalued: the fund's date ("al 31/12/2024" → December 2025) or the December named.
  const dated = /\b31[/.]12[/.](\d{4})\b/.exec(before);
  const december = /\bdicembre (\d{4})\b/.exec(before);
  const month =
    fundRevaluedMonth(previous) ??
    (dated ? `${Number(dated[1]) + 1}-12` : december ? `${december[1]}-12` : undefined);
  return fund >= 100 ? { fund, month } : undefined;
}

// A follow-up that changes the fund ("e se il fondo fosse di 20.000 euro invece?", "con 15.000 di TFR?", "e per
// una collega che aveva 20.000 euro di fondo?", "e l'anno prima? al 31/12/2023 ne avevo 10.000").
const CHANGES_FUND =
  /\b(?:e se|se invece|invece|fosse|fossero|avessi|avesse|avevo|aveva|con)\b[^?]{0,40}\d|\b(?:fondo|tfr|accantonat\w*)\b[^?]{0,30}\d|\d[\d.,]*\s*(?:€|euro)?\s*(?:di |del )?(?:fondo|tfr)\b/;
// … unless it asks a year's accrual of its own ("e con una RAL di 30.000 quanto matura?").
const ASKS_ACCRUAL =
  /\bmatur\w*|\bquota\b|\bral\b|\bstipendi\w*|\bretribuzion\w*|\blordo annu\w*|\bal mese\b/;
const REVALUATION_BEFORE = /\brivalut\w*|\bcoefficient\w*/;
const COEFFICIENT_BEFORE = /\bcoefficient\w*/;

/**
 * A follow-up of a revaluation asked before that only changes the fund: still the revaluation, at the month and
 * (gross or net) the previous turn asked.
 */
export function revaluationFollowUp(
  ctx: AgentContext,
): { month: string | undefined; net: boolean; fund?: number } | undefined {
  const previous = ctx.history?.at(-1);
  if (!previous) return undefined;
  const before = readable(previous);
  const asked = readable(ctx.message);
  if (!REVALUATION_BEFORE.test(before) || ASKS_ACCRUAL.test(asked)) return undefined;
  const otherMonth = CHANGES_FUND.test(asked) ? undefined : monthPointedTo(asked);
  // ("quanto è il coefficiente di dicembre 2026?" → "ok e quello di dicembre 2025?": the coefficient, no fund.)
  if (otherMonth && (FUND_BEFORE.test(before) || COEFFICIENT_BEFORE.test(before)))
    return { month: otherMonth, net: NET_BEFORE.test(before) };
  if (!FUND_BEFORE.test(before)) return undefined;
  // "e che percentuale uso?", "che coefficiente applico?": the rate of the revaluation asked before, on its fund.
  if (RATE_ASKED.test(asked) && !/\d{3}/.test(asked))
    return { month: monthRevalued(previous), net: NET_BEFORE.test(before) };
  if (!CHANGES_FUND.test(asked)) return undefined;
  // ("e l'anno prima? al 31/12/2023 ne avevo 10.000": the fund of the day the turn names, revalued the year after.)
  const dated = /\b31[/.]12[/.](\d{4})\b/.exec(asked);
  const month = dated ? `${Number(dated[1]) + 1}-12` : monthRevalued(previous);
  // The fund this turn names ("e con 15.000 euro invece?"), whatever kind of figure the reader took it for.
  // ("dimesso a settembre 2025 … sui 18.400?": a year is no fund.)
  const figure = [...ctx.message.matchAll(/(\d{1,3}(?:\.\d{3})+|\d{4,})(?:,(\d{1,2}))?/g)].find(
    (m) =>
      !/^(?:19|20)\d\d$/.test(m[0]) ||
      /^\s*(?:€|euro\b|eur\b)/i.test(ctx.message.slice((m.index ?? 0) + m[0].length)),
  );
  const fund = figure ? Number(`${(figure[1] ?? '').replace(/\./g, '')}.${figure[2] ?? '0'}`) : undefined;
  // The net asked before ("quanto resta netto", "dopo l'imposta"), not the tax asked beside the revaluation ("a
  // quanto ammonta la rivalutazione e l'imposta sostitutiva?", which opens with both).
  const net = NET_BEFORE.test(before);
  return { month, net, ...(fund ? { fund } : {}) };
}

// The rate asked of the revaluation ("che percentuale uso?", "con quale coefficiente?", "a che tasso?").
const RATE_ASKED =
  /\b(?:che|quale|quali|qual e|con che|con quale|a che|di che)\s+(?:percentual\w*|coefficient\w*|tass[oi]|indic[ei])\b/;

/** The month a turn revalues at: the December it names, or the one after the fund's 31 December. */
function monthRevalued(previous: string): string | undefined {
  const before = readable(previous);
  const dated = /\b31[/.]12[/.](\d{4})\b/.exec(before);
  const december = /\bdicembre (\d{4})\b/.exec(before);
  return (
    fundRevaluedMonth(previous) ??
    (december ? `${december[1]}-12` : dated ? `${Number(dated[1]) + 1}-12` : undefined)
  );
}

const NET_BEFORE = /\bnett[oa]\b|\b(?:dopo|togli\w*|tolt[aei]|meno) (?:l'|la |le )?(?:impost|tass)/;
// "e quella di dicembre 2026?", "e per il 2026?", "e a dicembre 2024 invece?": a turn that points back to the
// revaluation asked before and names only another month or year.
const POINTS_BACK =
  /^(?:(?:ok|okay|va bene|perfetto|grazie|allora)[,.!]?\s+)?(?:e|ma|invece|mentre)\s+(?:quell[ao]|quest[ao]|per|a|di|nel|del|al|con)\b/;
const YEAR_ONLY = /\b(?:nel|del|per il|al|il) ((?:19|20)\d\d)\b/;

/** The month of revaluation a pointing-back turn names (a year alone is its December), if it names one. */
function monthPointedTo(asked: string): string | undefined {
  if (!POINTS_BACK.test(asked)) return undefined;
  const first = asked.split('?')[0] ?? '';
  const month = monthYearsIn(first)[0]?.month;
  if (month) return month;
  const year = YEAR_ONLY.exec(first)?.[1];
  return year ? `${year}-12` : undefined;
}
