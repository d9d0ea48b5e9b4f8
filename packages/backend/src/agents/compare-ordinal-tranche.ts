import { euro, italianDate } from '../kb/format.js';
import { increasesOf, renewalSteps } from '../kb/increases.js';
import type { Ccnl } from '../kb/schema.js';
import { askOf } from '../reader/off-topic-ask.js';
import type { Cell } from './compare-cells.js';
import { levelShort } from './shared/levels.js';

/**
 * The renewal's first or last tranche at the level asked ("la prima tranche di aumento del 4° livello, importo e
 * decorrenza", "l'aumento a regime e la decorrenza dell'ultima tranche"): its amount and the day it applies from,
 * with the whole increase when that is asked too. Undefined when neither is asked or the level has no tranches.
 */

const FIRST_ASKED = /\bprim[ao] (?:tranche|trance|rata|aumento|scaglione)\b/;
const LAST_ASKED = /\bultim[ao] (?:tranche|trance|rata|aumento|scaglione)\b/;
const WHOLE_ASKED = /\ba regime\b|\bcomplessiv\w*|\btotale\b|\bin tutto\b/;

interface Step {
  from: string;
  amount: number;
}

/** The level's tranches: the tables' steps since the renewal, else the amounts the renewal states for it. */
function levelTranches(ccnl: Ccnl, level: string): Step[] {
  const byMonth = new Map<string, Step>();
  const stated = increasesOf(ccnl, level)
    .filter((i) => i.level === level && i.unit === 'euro')
    .flatMap((i) => i.tranches ?? [])
    .filter((t) => t.amount !== undefined)
    .map((t) => ({ from: t.from, amount: t.amount as number }));
  const tables = renewalSteps(ccnl, level).map((s) => ({ from: s.from, amount: s.amount }));
  for (const step of [...stated, ...tables]) byMonth.set(step.from.slice(0, 7), step);
  return [...byMonth.values()].sort((a, b) => a.from.localeCompare(b.from));
}

export function ordinalTrancheCell(ccnl: Ccnl, level: string | undefined, text: string): Cell | undefined {
  const first = FIRST_ASKED.test(text);
  const last = LAST_ASKED.test(text);
  if (!level || first === last) return undefined;
  const steps = levelTranches(ccnl, level);
  const step = first ? steps[0] : steps.at(-1);
  if (!step || steps.length < 2) return undefined;
  const which = first ? 'prima tranche' : 'ultima tranche';
  const own = `${euro(step.amount)} dal ${italianDate(step.from)}`;
  const total = steps.reduce((sum, s) => sum + s.amount, 0);
  const listed = steps.map((s) => `+${euro(s.amount)} dal ${italianDate(s.from)}`).join(', ');
  // ("rinnovati con 200 euro a regime… mi confronti la prima tranche?": the whole told in the story, not asked.)
  const whole = WHOLE_ASKED.test(askOf(text));
  return {
    figure: whole ? `${euro(total)} a regime; ${which} ${own}` : `${which} ${own}`,
    value: whole ? total : step.amount,
    note: `tranche del ${levelShort(level)}: ${listed}`,
    statement: `Tranche del rinnovo al ${levelShort(level)}: ${listed}`,
    article: null,
    sources: ccnl.validity.sources,
  };
}
