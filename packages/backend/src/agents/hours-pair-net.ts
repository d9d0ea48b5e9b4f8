import { euro, italianDate } from '../kb/format.js';
import { levelPayAt } from '../kb/pay.js';
import type { Ccnl } from '../kb/schema.js';
import { cents, grossToNet, isTaxYear, PayrollInputError } from '../payroll/index.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { location, related } from './figure-answers.js';
import { levelShort } from './shared/levels.js';
import { sourceCitations } from './worked.js';

/**
 * Two workers of one agreement and level, one full time and one part time ("io full time 40 ore, la mia collega
 * part time 20 ore … quanto prendiamo netto all'anno ciascuna?"): each one's yearly net from the engine, on the
 * level's minimum and the part-timer's share of it, then per month when asked ("e al mese su 14 per tutte e
 * due?"). The part-timer's net is its own computation (trattamento integrativo, somma esente): never half the
 * full-timer's. Undefined when the story is not two workers of different hours, no net is asked, or the level's
 * minimum or the tax year is not held.
 */

const TWO_WORKERS =
  /\bcolleg[ah]\w*|\bdue (?:commess\w*|dipendent\w*|lavorat\w*|operai\w*|impiegat\w*|cameri\w*|addett\w*)\b|\bentramb\w*|\btutt[ei] e due\b/;
const FULL_TIME = /\bfull[ -]?time\b|\btempo pieno\b/;
const PART_TIME = /\bpart[ -]?time\b|\btempo parziale\b/;
const NET = /\bnett\w*/;
// "e al mese su 14 quanto fa per tutte e due?": a follow-up asking the same pair again.
const PAIR_AGAIN = /\btutt[ei] e due\b|\bentramb\w*|\bciascun\w*|\bognun\w*|\bper (?:le|i) due\b/;
// 40 → "40", 37.5 → "37,5": hours and shares as said.
const decimal = (n: number) => String(n).replace('.', ',');
const MONTHLY = /\bal mese\b|\bmensil\w*|\bogni mese\b/;

/** The weekly hours of the full-timer and the part-timer a story tells, or undefined. */
export function pairHours(text: string): { full: number; part: number } | undefined {
  if (!TWO_WORKERS.test(text) || !FULL_TIME.test(text) || !PART_TIME.test(text)) return undefined;
  const hours = [...text.matchAll(/\b(\d{1,2}(?:[.,]\d)?) ?or[ea]\b/g)].map((m) =>
    Number((m[1] ?? '').replace(',', '.')),
  );
  const distinct = [...new Set(hours.filter((h) => h > 0 && h <= 48))];
  if (distinct.length !== 2) return undefined;
  const [part, full] = distinct.sort((a, b) => a - b) as [number, number];
  return { full, part };
}

/** The turn that tells the pair: this one, or the one before when this one asks the same pair again. */
function storyOf(ctx: AgentContext): { text: string; asked: string } | undefined {
  const asked = readable(ctx.message);
  if (pairHours(asked)) return { text: asked, asked };
  const before = ctx.history?.at(-1);
  if (!before || !PAIR_AGAIN.test(asked)) return undefined;
  const text = readable(before);
  return pairHours(text) && NET.test(text) ? { text, asked } : undefined;
}

export function hoursPairNet(
  ctx: AgentContext,
  req: TypedRequest,
  ccnl: Ccnl | undefined,
): AgentAnswer | undefined {
  const story = storyOf(ctx);
  if (!story || !ccnl) return undefined;
  const hours = pairHours(story.text);
  if (!hours || !(NET.test(story.asked) || story.asked !== story.text)) return undefined;
  const level = req.slots.level;
  const date = req.slots.date ?? ctx.today;
  const pay = level ? levelPayAt(ccnl, level, date) : undefined;
  const payments = req.slots.payments ?? ccnl.monthly_payments.value;
  const year = req.slots.taxYear ?? Number(date.slice(0, 4));
  if (!level || !pay || (payments !== 12 && payments !== 13 && payments !== 14) || !isTaxYear(year))
    return undefined;
  const monthly = pay.row.amount;
  const share = hours.part / hours.full;
  const where = location(req);
  const net = (ral: number) => {
    try {
      return grossToNet(ctx.kb.surcharges, { year, ral, payments, ...(where ? { location: where } : {}) });
    } catch (error) {
      if (error instanceof PayrollInputError) return undefined;
      throw error;
    }
  };
  const fullRal = cents(monthly * payments);
  const partRal = cents(monthly * payments * share);
  const full = net(fullRal);
  const part = net(partRal);
  if (!full || !part) return undefined;
  const f = full.result;
  const p = part.result;
  const pct = decimal(cents(share * 100));
  const place = req.slots.municipality ? ` a ${req.slots.municipality}` : '';
  const perMonth = MONTHLY.test(story.asked) && story.asked !== story.text;
  const plus = (d: typeof p.detail) => d.taxFreeSum + d.integrativeTreatment;
  const opening = perMonth
    ? `Al mese, in media su ${payments} mensilità (${year}${place}): ${bold(euro(cents(f.netAnnual / payments)))} netti a tempo pieno (${decimal(hours.full)} ore) e ${bold(euro(cents(p.netAnnual / payments)))} netti part-time a ${decimal(hours.part)} ore (${pct}%); all'anno ${euro(cents(f.netAnnual))} e ${euro(cents(p.netAnnual))}.`
    : `Netto annuo ${year}${place}, ${ccnl.short_name} ${levelShort(level)}: ${bold(euro(cents(f.netAnnual)))} a tempo pieno (${decimal(hours.full)} ore) e ${bold(euro(cents(p.netAnnual)))} part-time a ${decimal(hours.part)} ore (${pct}%); al mese su ${payments} mensilità ${euro(cents(f.netAnnual / payments))} e ${euro(cents(p.netAnnual / payments))}.`;
  const why =
    plus(p.detail) > plus(f.detail)
      ? `Il netto del part-time non è la metà di quello a tempo pieno: con un reddito più basso l'IRPEF pesa meno e spettano somma esente (${euro(cents(p.detail.taxFreeSum))}) e trattamento integrativo (${euro(cents(p.detail.integrativeTreatment))}).`
      : '';
  return compose({
    answer: `${opening}${why ? ` ${why}` : ''}`,
    steps: [
      `Minimo del ${levelShort(level)} (tabella dal ${italianDate(pay.table.effective_from)}): ${euro(monthly)} × ${payments} = RAL ${euro(fullRal)} a tempo pieno; part-time ${decimal(hours.part)}/${decimal(hours.full)} ore: RAL ${euro(partRal)}.`,
      `| Voce | Tempo pieno | Part-time ${pct}% |`,
      '| --- | ---: | ---: |',
      ...(
        [
          ['RAL', f.ral, p.ral],
          ['Contributi INPS', f.detail.contributions, p.detail.contributions],
          ['IRPEF netta', f.detail.netIrpef, p.detail.netIrpef],
          ['Somma esente', f.detail.taxFreeSum, p.detail.taxFreeSum],
          ['Trattamento integrativo', f.detail.integrativeTreatment, p.detail.integrativeTreatment],
          ['Netto annuo', f.netAnnual, p.netAnnual],
          [`Netto mensile medio (÷ ${payments})`, f.netAnnual / payments, p.netAnnual / payments],
        ] as const
      ).map(([label, a, b]) => `| ${label} | ${euro(cents(a))} | ${euro(cents(b))} |`),
    ],
    assumptions: [
      'Solo minimo tabellare, anno intero alle stesse condizioni, nessun familiare a carico né altri redditi.',
      'Part-time retribuito in proporzione alle ore rispetto al tempo pieno (D.Lgs. 81/2015, art. 7).',
    ],
    citations: [
      ...citeSources(
        ccnl,
        `${ccnl.short_name}, minimo del ${levelShort(level)}: ${euro(monthly)}`,
        `tabella minimi dal ${italianDate(pay.table.effective_from)}`,
        pay.table.sources,
        1,
      ),
      ...sourceCitations(full.sources),
    ],
    related: related(ctx.message),
  });
}
