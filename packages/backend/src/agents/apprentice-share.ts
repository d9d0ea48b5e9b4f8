import { euro, italianDate, percent } from '../kb/format.js';
import { levelPayAt } from '../kb/pay.js';
import type { Ccnl } from '../kb/schema.js';
import { cents } from '../payroll/net-pay.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeSources, levelMinimumCitations } from './answer.js';
import { apprenticeKindGap } from './apprentice-kind-gap.js';
import { ladderLengthLines, ladderWithinLength } from './apprentice-ladder-length.js';
import { apprenticeshipMonth, periodMonths } from './combined-pay.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { levelName } from './shared/levels.js';

/**
 * The share of the final level's pay at the month of apprenticeship asked ("al 14° mese", "da 30 mesi"), when
 * no level is given to turn it into euro: the percentage of the period that holds that month, not the table.
 */
type PayRow = NonNullable<Ccnl['apprenticeship']['pay']>[number];

/** The agreement's pay period that holds the apprentice's month. */
export function periodRow(ccnl: Ccnl, month: number): PayRow | undefined {
  return (ccnl.apprenticeship.pay ?? []).find((r) => {
    const span = periodMonths(r.period);
    return span && month >= span[0] && month <= span[1];
  });
}

// The other kinds of apprenticeship a rule's sentence may give shares for.
const OTHER_KINDS = /qualifica e (?:il )?diploma|alta formazione|\bI{1,3} livello\b/i;

/**
 * The rule's text for the pay rows held: where the rows are the usual (professionalizzante) kind's, a sentence giving
 * another kind's shares ("Il CCNL regola anche l'apprendistato per qualifica e diploma (45, 55, 65%)") is left out
 * unless `asked` names that kind: those shares are not this apprentice's.
 */
export function rowsKindRule(ccnl: Ccnl, asked = ''): string {
  const text = ccnl.apprenticeship.text ?? '';
  const rows = ccnl.apprenticeship.pay ?? [];
  if (OTHER_KINDS.test(asked) || rows.some((r) => OTHER_KINDS.test(`${r.period} ${r.rule ?? ''}`)))
    return text;
  return text
    .split(/(?<=\.)\s+/)
    .filter((sentence) => !/%/.test(sentence) || !OTHER_KINDS.test(sentence))
    .join(' ');
}

/** The agreement's apprenticeship rule (for the rows' kind) and what is left to check, as assumptions. */
export const apprenticeRuleNotes = (ccnl: Ccnl, asked = ''): string[] => [
  ...(ccnl.apprenticeship.text ? [`Regola del ${ccnl.short_name}: ${rowsKindRule(ccnl, asked)}`] : []),
  ...(ccnl.apprenticeship.gap ? [`Da verificare: ${ccnl.apprenticeship.gap}`] : []),
];

/** A period of months as said in words: "mesi 13-24" → "dal 13° al 24° mese"; others as the table names them. */
export function periodInWords(period: string): string {
  const span = /^mesi (\d+)\s?-\s?(\d+)$/.exec(period.trim());
  return span ? `dal ${span[1]}° al ${span[2]}° mese` : period;
}

/** The source of one period's share. */
export const periodCitations = (ccnl: Ccnl, row: PayRow) =>
  citeSources(
    ccnl,
    `Apprendistato: ${row.period} ${row.percent}%`,
    ccnl.apprenticeship.article ?? null,
    ccnl.apprenticeship.sources,
    1,
  );

export function apprenticeShare(ctx: AgentContext, ccnl: Ccnl): AgentAnswer | undefined {
  const otherKind = apprenticeKindGap(ctx, ccnl);
  if (otherKind) return otherKind;
  const text = readable(ctx.message);
  const month = apprenticeshipMonth(text);
  const rows = ccnl.apprenticeship.pay ?? [];
  if (month === undefined || !rows.length) return undefined;
  const row = periodRow(ccnl, month);
  if (!row || row.percent === null) return undefined;
  const others = rows.filter((r) => r !== row && r.percent !== null);
  return compose({
    answer: `Nel ${ccnl.short_name} l'apprendista al ${month}° mese (${periodInWords(row.period)}) ha ${bold(percent(row.percent))} della retribuzione del livello di arrivo.`,
    steps: [
      `Il ${month}° mese cade nel periodo «${row.period}»${row.rule ? ` (${row.rule})` : ''}: ${percent(row.percent)}.`,
      ...(others.length
        ? [`Gli altri periodi: ${others.map((r) => `${r.period} ${percent(r.percent ?? 0)}`).join('; ')}.`]
        : []),
    ],
    assumptions: [...apprenticeRuleNotes(ccnl, text), 'Indica il livello di arrivo per il minimo in euro.'],
    citations: periodCitations(ccnl, row),
    related: [`Quanto dura l'apprendistato nel ${ccnl.short_name}?`],
  });
}

// "che percentuale del minimo prende un apprendista, anno per anno?", "come sale la paga dell'apprendista di anno
// in anno?": the agreement's ladder of shares is asked, not one month's pay.
const LADDER_ASKED =
  /\banno per anno\b|\bdi anno in anno\b|\bper ogni anno\b|\bogni anno\b[^?.]{0,30}\b(?:percentual|quanto)|\b(?:che|quale|quali|in) percentual\w*|\bcome (?:sale|cresce|aumenta|funziona) (?:la )?(?:paga|retribuzion|stipendi)/;

const EVERY_PERIOD =
  /\banno per anno\b|\bdi anno in anno\b|\bper ogni anno\b|\bogni anno\b|\bcome (?:sale|cresce|aumenta|funziona)\b|\bnei vari (?:anni|periodi)\b/;

/**
 * The apprentice's pay as the agreement's ladder of shares of the final level's minimum, every period, when the
 * question asks the rule year by year; with the final level given, each period's monthly minimum in euro follows.
 * Undefined when the question asks no ladder or the agreement has none.
 */
export function apprenticeLadder(
  ctx: AgentContext,
  ccnl: Ccnl,
  level: string | undefined,
): AgentAnswer | undefined {
  const text = readable(ctx.message);
  const rows = (ccnl.apprenticeship.pay ?? []).filter((r) => r.percent !== null);
  if (!LADDER_ASKED.test(text) || rows.length < 2) return undefined;
  const otherKind = apprenticeKindGap(ctx, ccnl);
  if (otherKind) return otherKind;
  // "che percentuale prende nel secondo anno?": one period asked is that period's pay (apprenticeShare).
  if (!EVERY_PERIOD.test(text) && apprenticeshipMonth(text) !== undefined) return undefined;
  // Periods past the level's longest apprenticeship are not its pay (apprentice-ladder-length.ts).
  const cut = ladderWithinLength(ccnl, rows, level);
  const length = ladderLengthLines(ccnl, level, cut);
  // "quanto dura e che percentuale prende?" with no level of arrival: every length the agreement sets opens too.
  const lengths =
    !length.opening && /\bdur(?:a|ano|ata|era)\b/.test(text) && ccnl.apprenticeship.durations?.length
      ? ` Durata massima: ${ccnl.apprenticeship.durations.map((d) => `${bold(`${d.months} mesi`)} (${d.levels.join(', ')})`).join('; ')}.`
      : '';
  const shares = cut.kept.map((r) => `${percent(r.percent ?? 0)} (${r.period})`).join(', ');
  const pay = level ? levelPayAt(ccnl, level, ctx.request?.slots.date ?? ctx.today) : undefined;
  const label = level ? levelName(ccnl, level) : undefined;
  const steps = pay
    ? [
        `Minimo del ${label} al ${italianDate(ctx.request?.slots.date ?? ctx.today)} (tabella dal ${italianDate(pay.table.effective_from)}): ${euro(pay.row.amount)}.`,
        ...cut.kept.map(
          (r) =>
            `${r.period}: ${euro(pay.row.amount)} × ${percent(r.percent ?? 0)} = ${euro(cents((pay.row.amount * (r.percent ?? 0)) / 100))}.`,
        ),
      ]
    : [];
  return compose({
    answer: `Nel ${ccnl.short_name} l'apprendista prende una percentuale del minimo del livello di arrivo: ${bold(shares)}.${length.opening}${lengths}`,
    steps,
    assumptions: [
      ...length.note,
      ...(ccnl.apprenticeship.text ? [`Regola del ${ccnl.short_name}: ${ccnl.apprenticeship.text}`] : []),
      ...(ccnl.apprenticeship.gap ? [`Da verificare: ${ccnl.apprenticeship.gap}`] : []),
      ...(pay ? ['Solo minimo tabellare: superminimo e altre voci individuali esclusi.'] : []),
    ],
    citations: [
      ...citeSources(
        ccnl,
        `Apprendistato: ${shares}`,
        ccnl.apprenticeship.article ?? null,
        ccnl.apprenticeship.sources,
        1,
      ),
      ...(pay && label ? levelMinimumCitations(ccnl, label, pay.row.amount, pay.table) : []),
    ],
    related: [`Quanto dura l'apprendistato nel ${ccnl.short_name}?`],
  });
}
