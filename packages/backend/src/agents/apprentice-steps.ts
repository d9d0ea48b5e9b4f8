import { euro, italianDate } from '../kb/format.js';
import { levelPayAt } from '../kb/pay.js';
import type { Ccnl } from '../kb/schema.js';
import type { LevelSteps } from '../kb/schema-apprentice-pay.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, type Citation, citeSources } from './answer.js';
import { arrivalLevel } from './apprentice-arrival.js';
import { apprenticeMonthNow } from './apprentice-now.js';
import { apprenticeshipMonth, earlierApprenticeMonth } from './combined-pay.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { levelShort } from './shared/levels.js';

/**
 * An apprentice's pay where the agreement pays the apprentice as a lower level for spans of months
 * (`apprenticeship.level_steps`, Alimentari): for the level of arrival asked, the span of the month asked opens
 * with the level it is paid as and its monthly amount (the first span when the question asks "nei primi mesi" or
 * names no month), with the length when it is asked; every span follows. Phrasings: "apprendista che a fine
 * percorso sarà 4° livello: quanto lo pago nei primi mesi e quanto dura?", "dopo i primi sei mesi a che livello
 * passa come retribuzione e fino a quale mese?", "al 10° mese quanto prende l'apprendista di 3° livello?".
 * Undefined when the agreement has no such steps, no level of arrival is read, or only the length is asked.
 */

// The pay asked ("quanto lo pago", "retribuzione", "a che livello passa"), not only the length.
const PAY_ASKED =
  /\bpag\w*|\bretribu\w*|\bstipendi\w*|\bquanto (?:prende|guadagna|costa|percepisce)\b|\bal mese\b|\blord[oi]\b|\bquanto (?:gli |le )?(?:do|diamo|dobbiamo|devo|dar\w*|spett\w*)\b|\bminim[oi]\b|\bcome (?:viene )?(?:pagat|retribuit|inquadrat)\w*|\ba (?:che|quale) livello\b|\bimport\w*/;
// The length asked ("quanto dura", "durata", "in tutto il percorso", "fino a quando").
const LENGTH_ASKED =
  /\bdur(?!ante\b)[ai]\w*|\bquant[oi] (?:anni|mesi|tempo)\b|\bper quanto\b|\bfino a quando\b/;

type Step = LevelSteps['rows'][number]['steps'][number];

interface StepPay {
  amount: number;
  items: string;
  /** Where the amount is read: the apprentices' table, or the minimum table of the level paid as. */
  where: string;
  citations: Citation[];
}

/**
 * The month's amount on `date`: the apprentices' table from its date until a newer minimum table starts, else
 * the minimum of the level the apprentice is paid as in the table in force then.
 */
function stepPay(ccnl: Ccnl, steps: LevelSteps, step: Step, date: string): StepPay | undefined {
  const newer = ccnl.pay_tables.some(
    (t) => t.effective_from > steps.effective_from && t.effective_from <= date,
  );
  if (date >= steps.effective_from && !newer && step.amount !== undefined)
    return {
      amount: step.amount,
      items: (step.components ?? []).map((c) => `${c.label} ${euro(c.amount)}`).join(', '),
      where: `tabella degli apprendisti dal ${italianDate(steps.effective_from)}`,
      citations: [],
    };
  const pay = levelPayAt(ccnl, step.paid_as, date);
  if (!pay) return undefined;
  const where = `tabella dei minimi dal ${italianDate(pay.table.effective_from)}`;
  return {
    amount: pay.row.amount,
    items: pay.row.components.map((c) => `${c.label} ${euro(c.amount)}`).join(', '),
    where: `${where}; la tabella degli apprendisti letta è quella dal ${italianDate(steps.effective_from)}`,
    citations: citeSources(ccnl, `Minimo del ${levelShort(step.paid_as)}`, where, pay.table.sources, 1),
  };
}

// "dal 1°", "dall'8°", "dall'11°": the article before an ordinal read as a vowel.
const from = (month: number) =>
  /^(?:8|11|18|8\d)$/.test(String(month)) ? `dall'${month}°` : `dal ${month}°`;
const span = (step: Step) => `${from(step.from_month)} al ${step.to_month}° mese`;
// Another kind of apprenticeship named: its own rules, not these spans.
export const OTHER_KIND =
  /\bduale\b|qualifica e (?:il )?diploma|alta formazione|apprendistato (?:di )?(?:primo|terzo|1°|3°|i|iii) livello\b/;
const paidAs = (step: Step, level: string) =>
  step.paid_as === level
    ? `come il livello di arrivo (${levelShort(level)})`
    : `come il ${levelShort(step.paid_as)}`;

// "quanto sale?", "quanto diventa?": the pay asked again after a rise.
const RISE_ASKED = /\bquanto (?:sale|salira|aumenta|aumentera|diventa|diventera|passa|cresce|prende)\b/;

/**
 * The pay asked in the turn, or a later month asked after a turn that asked an apprentice's pay ("e dal settimo
 * mese in poi quanto sale?"): the same apprentice, on the same ladder (not another kind of apprenticeship).
 */
function payAsked(text: string, previous: string | undefined): boolean {
  if (PAY_ASKED.test(text)) return true;
  const earlier = readable(previous ?? '');
  return (
    (RISE_ASKED.test(text) || apprenticeshipMonth(text) !== undefined) &&
    /apprendist/.test(earlier) &&
    PAY_ASKED.test(earlier) &&
    !OTHER_KIND.test(earlier)
  );
}

export function apprenticeSteps(ctx: AgentContext, req: TypedRequest, ccnl: Ccnl): AgentAnswer | undefined {
  const steps = ccnl.apprenticeship.level_steps;
  const text = readable(ctx.message);
  if (!steps || !payAsked(text, ctx.history?.at(-1)) || OTHER_KIND.test(text)) return undefined;
  const level = arrivalLevel(text, req, ccnl);
  const row = steps.rows.find((r) => r.level === level);
  if (!level || !row) return withoutLevel(ccnl, steps, level);
  const said = apprenticeshipMonth(text);
  const now = said === undefined ? apprenticeMonthNow(text, req.slots, ctx.today) : undefined;
  const month = said ?? now?.month ?? earlierApprenticeMonth(ctx) ?? 1;
  const date = now?.at ?? req.slots.date ?? ctx.today;
  const months = ccnl.apprenticeship.durations?.find((d) => d.levels.includes(level))?.months;
  const last = row.steps.at(-1) as Step;
  const name = ccnl.short_name;
  const who = `l'apprendista destinato al ${levelShort(level)}`;
  const lengthAsked = LENGTH_ASKED.test(text);
  const length = months
    ? `l'apprendistato dura ${lengthAsked ? bold(`${months} mesi`) : `${months} mesi`}`
    : `la durata per il ${levelShort(level)} non è nella base di conoscenza (la tabella letta arriva al ${last.to_month}° mese)`;
  const step = row.steps.find((s) => month >= s.from_month && month <= s.to_month);
  const rows = row.steps.map((s) => {
    const pay = stepPay(ccnl, steps, s, date);
    return `| ${s.from_month}-${s.to_month} | ${levelShort(s.paid_as)} | ${pay ? euro(pay.amount) : 'non disponibile'} |`;
  });
  const pay = step ? stepPay(ccnl, steps, step, date) : undefined;
  const answer =
    step && pay
      ? `Nel ${name} ${who}, ${span(step)}, è retribuito ${paidAs(step, level)}: ${bold(euro(pay.amount))} lordi al mese (${pay.items}; ${pay.where})${lengthAsked ? `; ${length}` : ''}.`
      : `Nel ${name}, per ${who}, ${bold(`il ${month}° mese non è nella tabella degli apprendisti letta`)}, che arriva al ${last.to_month}° mese${months ? ` (l'apprendistato dura ${months} mesi)` : ''}.`;
  const statement = `Apprendistato: ${row.steps.map((s) => `${span(s)} ${paidAs(s, level)}`).join('; ')}`;
  return compose({
    answer,
    steps: [
      `Retribuzione dell'${who.slice(2)} nel ${name}, per periodo:`,
      '',
      `| Mesi | Retribuito come | Importo mensile |`,
      '| --- | --- | ---: |',
      ...rows,
      '',
      ...(lengthAsked && step && pay ? [] : [`${length.charAt(0).toUpperCase()}${length.slice(1)}.`]),
      ...(steps.note ? [steps.note] : []),
    ],
    assumptions: ['Solo le voci della tabella: superminimo e altre voci individuali esclusi.'],
    citations: [
      ...citeSources(ccnl, statement, null, steps.sources, 1),
      ...(step && pay ? pay.citations : []),
    ],
    related: [
      `Quanto dura l'apprendistato nel ${name}?`,
      `Quali sono i minimi retributivi per livello nel ${name}?`,
    ],
  });
}

/**
 * No level of arrival read, or one the table has no row for: the spans of every level of arrival, and the level
 * asked for the month's amount.
 */
function withoutLevel(ccnl: Ccnl, steps: LevelSteps, level: string | undefined): AgentAnswer {
  const name = ccnl.short_name;
  const levels = steps.rows.map((r) => levelShort(r.level)).join(', ');
  const answer = level
    ? `Nel ${name} ${bold(`la tabella degli apprendisti letta non ha il ${levelShort(level)} come livello di arrivo`)}: ha ${levels}.`
    : `Nel ${name} ${bold("l'apprendista è pagato come un livello inferiore a quello di arrivo, per periodi di mesi")}: l'importo dipende dal livello di arrivo; indicalo per avere quello del mese.`;
  return compose({
    answer,
    steps: [
      `Periodi per livello di arrivo nel ${name} (tabella degli apprendisti dal ${italianDate(steps.effective_from)}):`,
      '',
      '| Livello di arrivo | Mesi: retribuito come |',
      '| --- | --- |',
      ...steps.rows.map(
        (r) =>
          `| ${levelShort(r.level)} | ${r.steps.map((s) => `${s.from_month}-${s.to_month}: ${levelShort(s.paid_as)}`).join('; ')} |`,
      ),
    ],
    citations: citeSources(
      ccnl,
      `Apprendistato: periodi per livello di arrivo (${levels})`,
      null,
      steps.sources,
      1,
    ),
    related: [`Quanto dura l'apprendistato nel ${name}?`],
  });
}
