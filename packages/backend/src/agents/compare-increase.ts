import { euro, italianDate, MONTH_NAMES, MONTHS, NOT_AVAILABLE, percent } from '../kb/format.js';
import { increasesOf, renewalSteps, stepInMonth } from '../kb/increases.js';
import type { Ccnl } from '../kb/schema.js';
import { usualKindShares } from './apprentice-kind-gap.js';
import type { Cell } from './compare-cells.js';
import { referenceParameter } from './reparametrised-tranche.js';
import { levelShort } from './shared/levels.js';

/**
 * Comparison cells of a renewal's increase (the whole increase, or the tranche of the month asked) and of a
 * part-timer's supplementary hours.
 */

/** A cell the knowledge base cannot fill, with why. */
export const gap = (why: string | null | undefined): Cell => ({
  figure: null,
  note: why ? `${NOT_AVAILABLE} (${why.replace(/\.$/, '')})` : NOT_AVAILABLE,
  statement: '',
  article: null,
  sources: [],
});

/** "l'aumento di giugno 2026", "la tranche dal 1° giugno 2026": the month a tranche is asked for (AAAA-MM). */
export function monthAsked(text: string): string | undefined {
  // The whole increase asked ("complessivo", "a regime") has no month, whatever date names the renewal.
  if (/\bcomplessiv\w*|\ba regime\b|\bin totale\b/.test(text)) return undefined;
  for (const m of text.matchAll(new RegExp(`\\b(${MONTH_NAMES}) (20\\d\\d)\\b`, 'g'))) {
    // "l'ipotesi del 10 dicembre 2025", "firmato a luglio 2025": the date of a signature, not of a tranche.
    const before = text.slice(0, m.index ?? 0);
    if (
      /(?:ipotesi|accordo|rinnov\w*|firmat\w*|siglat\w*|sottoscritt\w*|verbale)\s+(?:del |il |a |in data )?(?:\d{1,2}°? )?$/.test(
        before,
      )
    )
      continue;
    if (!m[1] || !m[2]) continue;
    return `${m[2]}-${String(MONTHS.indexOf(m[1]) + 1).padStart(2, '0')}`;
  }
  return undefined;
}

/** The surcharge of a part-timer's supplementary hours, from the agreement's part-time rules. */
export function supplementaryCell(ccnl: Ccnl): Cell {
  const fact = ccnl.part_time;
  const rates = fact.supplementary_rates ?? [];
  if (!rates.length) return gap(fact.gap ?? 'maggiorazione del lavoro supplementare non strutturata');
  return {
    figure: rates.map((r) => `${percent(r.percent)}${r.condition ? ` (${r.condition})` : ''}`).join(', '),
    // The ordinary rate ranks the agreements; a higher one "oltre i limiti" is a further case.
    value: rates[0]?.percent ?? 0,
    note: '',
    statement: fact.text ?? '',
    article: fact.article ?? null,
    sources: fact.sources,
  };
}

// "quanto vale il prossimo aumento del mio livello e quando arriva?": the first tranche after the day asked.
const NEXT_ASKED = /\b(?:prossim[oa]|successiv[oa]) (?:aument\w*|tranche|trance|rata)\b/;

/** A level's next tranche after `date`, with its day in the figure, when the question asks the next increase. */
export function nextTrancheCell(
  ccnl: Ccnl,
  level: string | undefined,
  date: string,
  text: string,
): Cell | undefined {
  if (!level || !NEXT_ASKED.test(text)) return undefined;
  const stated = increasesOf(ccnl, level)
    .filter((i) => i.level === level && i.unit === 'euro')
    .flatMap((i) => i.tranches ?? [])
    .filter((t) => t.amount !== undefined)
    .map((t) => t.from);
  const days = [...renewalSteps(ccnl, level).map((s) => s.from), ...stated];
  const next = days.filter((from) => from > date).sort()[0];
  const cell = next ? trancheCell(ccnl, level, next.slice(0, 7)) : undefined;
  return next && cell?.figure
    ? {
        ...cell,
        figure: `${cell.figure} dal ${italianDate(next)}`,
        note: `${levelShort(level)}, prossima tranche`,
      }
    : undefined;
}

/** The tranche of a level that starts in the month asked ("l'aumento di giugno 2026"), from the tables. */
function trancheCell(ccnl: Ccnl, level: string, month: string): Cell | undefined {
  const step = stepInMonth(ccnl, level, `${month}-01`);
  if (!step) {
    // The renewal's own tranche at the level, when the tables start with it (no earlier table to subtract).
    const stated = increasesOf(ccnl, level)
      .filter((i) => i.level === level && i.unit === 'euro')
      .flatMap((i) => i.tranches ?? [])
      .find((t) => t.from.slice(0, 7) === month && t.amount !== undefined);
    if (!stated?.amount) return undefined;
    return {
      figure: euro(stated.amount),
      value: stated.amount,
      note: `${levelShort(level)}, tranche dal ${italianDate(stated.from)}`,
      statement: `Aumento del ${levelShort(level)} dal ${italianDate(stated.from)}: ${euro(stated.amount)}`,
      article: null,
      sources: ccnl.validity.sources,
    };
  }
  return {
    figure: euro(step.amount),
    value: step.amount,
    note: `${levelShort(level)}, tranche dal ${italianDate(step.from)}`,
    statement: `Aumento del ${levelShort(level)} dal ${italianDate(step.from)}: ${euro(step.amount)}`,
    article: `tabella minimi dal ${italianDate(step.from)}`,
    sources: step.table.sources,
  };
}

export function increaseCell(ccnl: Ccnl, level: string | undefined, month?: string): Cell {
  const tranche = level && month ? trancheCell(ccnl, level, month) : undefined;
  if (tranche) return tranche;
  // A month asked that is no tranche of this agreement: said so, not replaced by the whole increase.
  const signing = `${ccnl.validity.signed} ${ccnl.validity.last_renewal}`;
  if (level && month && renewalSteps(ccnl, level).length && !signing.includes(italianDate(month)))
    return {
      figure: `nessuna tranche a ${italianDate(month)}`,
      note: `tranche del ${levelShort(level)}: ${renewalSteps(ccnl, level)
        .map((s) => `+${euro(s.amount)} dal ${italianDate(s.from)}`)
        .join(', ')}`,
      statement: `Tranche del ${levelShort(level)} dalle tabelle dei minimi`,
      article: null,
      sources: renewalSteps(ccnl, level).at(-1)?.table.sources ?? ccnl.validity.sources,
    };
  const increases = increasesOf(ccnl, level);
  const own = level ? increases.find((i) => i.level === level) : increases[0];
  const sources = ccnl.validity.sources;
  if (level && !own) {
    const steps = renewalSteps(ccnl, level);
    if (steps.length) {
      const total = steps.reduce((s, x) => s + x.amount, 0);
      return {
        figure: euro(total),
        value: total,
        note: `${levelShort(level)}, dalle tabelle dal ${italianDate(steps[0]?.from ?? '')} al ${italianDate(steps.at(-1)?.from ?? '')}`,
        statement: `Aumento del ${levelShort(level)} dalle tabelle dei minimi: ${euro(total)}`,
        article: null,
        sources: steps.at(-1)?.table.sources ?? sources,
      };
    }
  }
  if (!own) return gap('aumento del rinnovo non strutturato');
  const figure = own.unit === 'percent' ? percent(own.amount) : euro(own.amount);
  return {
    figure,
    ...(own.unit === 'euro' ? { value: own.amount } : {}),
    note: `${own.measure} ${own.reference}`,
    statement: ccnl.validity.text,
    article: null,
    sources,
  };
}

/**
 * An apprentice's pay as the agreement's shares of the final level's pay, period by period ("primo anno 70%,
 * secondo anno 80%, terzo anno 90%"), or the gap the file names.
 */
export function apprenticeCell(ccnl: Ccnl): Cell {
  const fact = ccnl.apprenticeship;
  // Shares held only for another kind of apprenticeship (Turismo's first level): the usual kind's, as the rule states.
  const usual = usualKindShares(ccnl);
  if (usual)
    return {
      figure: usual,
      note: '',
      statement: fact.text ?? '',
      article: fact.article ?? null,
      sources: fact.sources,
    };
  const rows = (fact.pay ?? []).filter((r) => r.percent !== null);
  // "inquadrato fino a due livelli sotto quello di arrivo": a rule by levels below leads, the shares follow it.
  const below = /[^;.]*\blivell[oi] (?:sotto|inferior)[^;.]*/.exec(fact.text ?? '')?.[0].trim();
  if (!rows.length && !below)
    return gap(fact.gap ?? 'percentuali di retribuzione dell’apprendista non disponibili');
  // (Beside a rule by levels below, the dual apprenticeship's shares are another kind of hire's.)
  const shares = rows
    .filter((r) => !below || !/\bduale\b/.test(r.period))
    .map((r) => `${r.period} ${percent(r.percent ?? 0)}`)
    .join(', ');
  return {
    figure: below ? `${below}${shares ? `; percentuali indicate dalle fonti: ${shares}` : ''}` : shares,
    note: '',
    statement: fact.text ?? '',
    article: fact.article ?? null,
    sources: fact.sources,
  };
}

/**
 * Session 58 (fixs58g): a tranche compared for workers told by their parameter ("addetti alla produzione
 * (parametro 137)"), where the renewal states its tranche at a reference parameter that is that one: the
 * renewal's own tranche, not a level's step read from the tables. Undefined for any other parameter or month.
 */
export function referenceParameterCell(
  ccnl: Ccnl,
  month: string | undefined,
  text: string,
): Cell | undefined {
  const said = /\bparametr[oi] (?:(?:medio|retributiv\w*|di riferimento) )?(\d{2,3})\b/.exec(text)?.[1];
  if (!said || !month) return undefined;
  for (const increase of increasesOf(ccnl)) {
    if (increase.level || increase.unit !== 'euro' || !/parametr/i.test(increase.reference ?? '')) continue;
    const tranche = increase.tranches?.find((t) => t.from.slice(0, 7) === month && t.amount !== undefined);
    if (tranche?.amount === undefined) continue;
    if (referenceParameter(ccnl, tranche.from, tranche.amount) !== Number(said)) continue;
    return {
      figure: euro(tranche.amount),
      value: tranche.amount,
      note: `parametro ${said}, ${increase.reference}, tranche dal ${italianDate(tranche.from)}`,
      statement: `Tranche dal ${italianDate(tranche.from)}: ${euro(tranche.amount)} di ${increase.measure} ${increase.reference}`,
      article: null,
      sources: ccnl.validity.sources,
    };
  }
  return undefined;
}
