import { decimal, euro } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import { cents } from '../payroll/index.js';
import { wordsToNumber } from '../reader/numbers.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { type Citation, citeSources } from './answer.js';
import { bold } from './compose.js';
import type { AgentContext } from './context.js';
import { dailyDivisorOf } from './daily-divisor.js';
import { toldSuspensionDays } from './discipline-asked.js';
import { payBase } from './pay-base.js';

/**
 * A sanction asked in euro ("multa di 4 ore: quanto mi tolgono?", "2 giorni di sospensione, quanto perdo in
 * busta?", a suspension letter uploaded with "quanto mi trattengono?"): the hours at the level's hourly pay (the
 * monthly pay over the agreement's hourly divisor), or the days at its daily pay (over the daily divisor). The
 * law's ceilings (4 hours, 10 days: L. 300/1970, art. 7) are known, so the amount is no gap even where the
 * agreement's own code is not held. Undefined when no amount is asked, no sanction is told or no level's pay or
 * divisor is known.
 */

export interface SanctionAmount {
  line: string;
  steps: string[];
  assumptions: string[];
  citations: Citation[];
}

const AMOUNT_ASKED =
  /\bquanto\b|\bquanta\b|\bimport\w*|\bammont\w*|\btolg\w*|\bperd\w*|\btratten\w*|\bin busta\b|\bin euro\b|\bin soldi\b|\bcifra\b|\bquota orari\w*/;
const NUMBER = '(\\d{1,2}|una|un|due|tre|quattro|cinque|sei|sette|otto|nove|dieci)';
const FINE_HOURS = new RegExp(`\\bmult(?!iserv)\\w*\\b[^.?!\\n]{0,40}?\\b${NUMBER} or[ae]\\b`);
const FINE_WORD = /\bmult(?!iserv)\w*/;
const MAX_ASKED = /\bmassim\w*|\bal massimo\b|\bfino a quanto\b/;
// "sospensione dal servizio e dalla retribuzione per giorni 3 (tre)": a letter's wording.
const LETTER_DAYS = /\bsospension\w*[^.?!]{0,80}?\bper (?:giorni|gg\.?) (\d{1,2})\b/;
const SUSPENSION_DAYS = new RegExp(
  `\\b${NUMBER} (?:giorni|gg) di sospension\\w*|\\bsospension\\w* di ${NUMBER} (?:giorni|gg)\\b`,
);

const count = (said: string | undefined): number | undefined => {
  if (!said) return undefined;
  const n = /^\d+$/.test(said) ? Number(said) : said === 'un' ? 1 : wordsToNumber(said);
  return n && n > 0 ? n : undefined;
};

export type Sanction = { kind: 'fine'; hours: number; max: boolean } | { kind: 'suspension'; days: number };

/** The sanction a text tells in hours or days, or a fine's ceiling asked; undefined when it tells none. */
export function sanctionTold(text: string, code: Ccnl['discipline'] | undefined): Sanction | undefined {
  const t = readable(text);
  const days =
    count(SUSPENSION_DAYS.exec(t)?.slice(1).find(Boolean)) ??
    count(LETTER_DAYS.exec(t)?.[1]) ??
    toldSuspensionDays([text]);
  const hours = count(FINE_HOURS.exec(t)?.[1]);
  // "al posto della multa mi avessero dato 2 giorni di sospensione": the days the message tells win.
  if (days !== undefined && days <= 31) return { kind: 'suspension', days };
  if (hours !== undefined && hours <= 8) return { kind: 'fine', hours, max: MAX_ASKED.test(t) };
  if (FINE_WORD.test(t) && MAX_ASKED.test(t))
    return { kind: 'fine', hours: code?.fine_max_hours ?? 4, max: true };
  return undefined;
}

/** The euro of the sanction told (in the message, else the texts given: a letter, the turn before). */
export function sanctionAmount(
  ctx: AgentContext,
  req: TypedRequest | undefined,
  texts: readonly string[] = [],
): SanctionAmount | undefined {
  if (!req || !AMOUNT_ASKED.test(readable(ctx.message))) return undefined;
  const base = payBase(ctx, req);
  const ccnl = base?.ccnl;
  if (!base || !ccnl) return undefined;
  let sanction: Sanction | undefined;
  for (const text of [ctx.message, ...texts]) {
    sanction = sanctionTold(text, ccnl.discipline);
    if (sanction) break;
  }
  if (!sanction) return undefined;
  const monthly = euro(cents(base.monthly));
  if (sanction.kind === 'fine') {
    const divisor = ccnl.hourly_divisor.value;
    if (!divisor) return undefined;
    const hourly = base.monthly / divisor;
    const amount = cents(hourly * sanction.hours);
    const ceiling = ccnl.discipline?.fine_max_hours ?? 4;
    const over = overCeiling(sanction.hours, ceiling, 'ore', 'una multa più alta');
    return {
      line: `Con ${base.label}, la quota oraria è ${bold(euro(cents(hourly)))} (${monthly} ÷ ${decimal(divisor)}) e una multa di ${sanction.hours} ${sanction.hours === 1 ? 'ora' : 'ore'}${sanction.max ? ', il massimo,' : ''} vale ${bold(euro(amount))} lordi (${sanction.hours} × ${euro(cents(hourly))}).${over}`,
      steps: [
        `Quota oraria: ${monthly} ÷ ${decimal(divisor)} (divisore orario del ${ccnl.short_name}) = ${euro(cents(hourly))}.`,
        `Multa: ${sanction.hours} × ${euro(cents(hourly))} = ${euro(amount)} (sulla quota oraria non arrotondata).`,
      ],
      assumptions: [
        ...base.assumptions.filter((a) => !a.includes('mensilità')),
        'La multa si calcola sulla retribuzione base oraria; l’importo delle multe va versato all’INPS, non resta all’azienda.',
      ],
      citations: [
        ...base.citations,
        ...citeSources(
          ccnl,
          `Divisore orario del ${ccnl.short_name}: ${ccnl.hourly_divisor.text}`,
          ccnl.hourly_divisor.article ?? null,
          ccnl.hourly_divisor.sources,
          1,
        ),
      ],
    };
  }
  const divisor = dailyDivisorOf(ccnl);
  if (!divisor) return undefined;
  const daily = base.monthly / divisor.value;
  const amount = cents(daily * sanction.days);
  const ceiling = ccnl.discipline?.suspension_max_days ?? 10;
  const over = overCeiling(sanction.days, ceiling, 'giorni', 'una sospensione più lunga');
  return {
    line: `Con ${base.label}, ogni giorno di sospensione costa la quota giornaliera, ${bold(euro(cents(daily)))} (${monthly} ÷ ${divisor.value}): per ${sanction.days} ${sanction.days === 1 ? 'giorno' : 'giorni'} ti tolgono ${bold(euro(amount))} lordi (${monthly} × ${sanction.days} ÷ ${divisor.value}).${over}`,
    steps: [
      `Quota giornaliera: ${monthly} ÷ ${divisor.value} (divisore giornaliero del ${ccnl.short_name}) = ${euro(cents(daily))}.`,
      `Sospensione: ${sanction.days} × ${monthly} ÷ ${divisor.value} = ${euro(amount)}.`,
    ],
    assumptions: [
      ...base.assumptions.filter((a) => !a.includes('mensilità')),
      'Nei giorni di sospensione non spetta la retribuzione: la trattenuta è la quota giornaliera per ogni giorno.',
    ],
    citations: [...base.citations, ...divisor.citations],
  };
}

/** " **12 ore superano il massimo di 4 ore**: una multa più alta non è consentita." past the ceiling, else "". */
const overCeiling = (count: number, ceiling: number, unit: string, larger: string): string =>
  count > ceiling
    ? ` ${bold(`${count} ${unit} superano il massimo di ${ceiling} ${unit}`)}: ${larger} non è consentita.`
    : '';
