import { euro, italianDate, MONTH_NAMES, NOT_AVAILABLE } from '../kb/format.js';
import { increasesOf, type LevelStep, renewalSteps, stepInMonth, untabledAmounts } from '../kb/increases.js';
import { findLevel } from '../kb/pay.js';
import { hasPayTables, NO_TABLES_REASON } from '../kb/pay-gap.js';
import type { Ccnl } from '../kb/schema.js';
import { asksSigners } from '../kb/topics.js';
import { onlyDerived, stepSpan } from '../kb/unread-table.js';
import { outsideQuotes } from '../reader/quoted-text.js';
import type { TypedRequest } from '../reader/request.js';
import { withoutSigningPhrases } from '../reader/signing-dates.js';
import { readable } from '../reader/text.js';
import { agreedTrancheBeside } from './agreed-tranche-beside.js';
import { type AgentAnswer, type Citation, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import { type AgentContext, targetAgreements } from './context.js';
import { levelNote } from './level-note.js';
import { lumpLevelCitations, lumpLine } from './lump-level.js';
import { lumpPaidLine } from './lump-paid.js';
import { asksLumpParts, lumpClaimed } from './lump-parts.js';
import { aheadOrAt, minimumInForceLine } from './minimum-before-rise.js';
import { ALSO_NEXT, NEXT_TRANCHE, withNextTranche } from './next-after.js';
import { besideNextTranche, nextTrancheLine } from './next-tranche-line.js';
import { relatedAgreement, relatedRenewal } from './related-renewal.js';
import { arrearsOf } from './renewal-arrears.js';
import { renewalAtHours } from './renewal-at-hours.js';
import { asksKept, pointsBack, TOTAL } from './renewal-follow-up.js';
import { withHourlyRise } from './renewal-hourly.js';
import { amountText, increaseSentence, referenceBeside } from './renewal-increase-sentence.js';
import { levelTotalCitations, levelTotalLine } from './renewal-level-total.js';
import { lastTrancheOf, trancheOfMonthAlone, trancheOfYearAsked } from './renewal-month.js';
import { withoutOtherTranches } from './renewal-one-month.js';
import { ofLevelAsked, sectionsSaid } from './renewal-sections.js';
import { specialRenewal } from './renewal-special.js';
import { stepsTable } from './renewal-steps-table.js';
import { validityLine } from './renewal-validity.js';
import { levelShort } from './shared/levels.js';
import { sinceLine } from './since-date.js';
import { statedTrancheLine } from './stated-tranche.js';
import { newMinimumParts, stepSplit } from './step-parts.js';
import { trancheAfter } from './tranche-after.js';
import { trancheAskedAlone } from './tranche-asked-alone.js';
import { nextTrancheAsked } from './tranche-beyond-previous.js';
import { oneMonth } from './tranche-month-named.js';
import { afterMonthTranche } from './tranche-month-said.js';
import { otherMonthsLine } from './tranche-months.js';
import { otherTranche } from './tranche-other-note.js';
import { trancheYearSentence } from './tranche-year.js';
import { nextAfterMonth, remainingTranchesLine } from './tranches-remaining.js';
import { untabledTrancheLine } from './untabled-tranche.js';

const MAX_AGREEMENTS = 3;

/** What a renewal question asks first: the increase, the una tantum or the validity. */
type Focus = 'increase' | 'una_tantum' | 'validity';

/** The question asks the renewal's whole increase ("a regime", "complessivo", "quale aumento prevede il rinnovo"). */
// ("il nuovo minimo complessivo" is the minimum's whole, not the renewal's.)
// (A month said without its year, "a luglio di quest'anno", names the tranche too.)
const MONTH_OR_TRANCHE = new RegExp(
  String.raw`\b(?:${MONTH_NAMES}) 20\d\d\b|\b(?:a|ad|da|dal|di|del|nel mese di) (?:${MONTH_NAMES})\b|\btranche\b|\btrance\b`,
);

/**
 * What a renewal question asks first; a follow-up that asks nothing of its own ("e nei metalmeccanici?" after
 * "quando scade il contratto della logistica?") asks what the turn before it asked.
 */
function focusOf(text: string, previous?: string): Focus {
  // "scade a giugno 2028, lo so. … di quanto è aumentato da luglio?": the asking sentences decide, in their order.
  const asks = text.match(/[^.?!]*\?/g) ?? [];
  const own =
    asksLumpParts(text, asks) || lumpClaimed(text)
      ? 'una_tantum'
      : ((asks.length === 1 && asks[0] ? ownFocus(asks[0]) : undefined) ?? ownFocus(text));
  const before = previous ? ownFocus(readable(previous)) : undefined;
  return (before && pointsBack(text) ? before : own) ?? before ?? 'increase';
}

const EXPIRY_ASKED = /\bfino a quando\b|\b(?:e|sara|resta) valid[oa]\b|\bscad(?:e|ra|enza)\b/;
function ownFocus(asked: string): Focus | undefined {
  // "ipotesi firmata il 15 aprile 2025: di quanto aumenta…": the signing day names the renewal, it is not asked.
  const text = withoutSigningPhrases(asked);
  const at = (pattern: RegExp) => pattern.exec(text)?.index ?? Number.POSITIVE_INFINITY;
  // "fino a quando è valido, e quando cade la prossima tranche?": the expiry asked first opens the answer.
  if (NEXT_TRANCHE.test(text)) return at(EXPIRY_ASKED) < at(NEXT_TRANCHE) ? 'validity' : 'increase';
  // "le rate dell'una tantum", "tranche della una tantum": the parts of the lump sum, not of the increase.
  const increase = at(
    /aument|increment|(?:tranche|trance|rate\b)(?![^.?]{0,25}una tantum)|di quanto|quanto (?:sale|cresc)|a regime/,
  );
  const lump = at(/una tantum|arretrat/);
  const validity = at(/scad|vigenz|validit|durata|quando(?! arriv)|in vigore|firmat|rinnovat/);
  const first = Math.min(increase, lump, validity);
  if (first === Number.POSITIVE_INFINITY) return undefined;
  return first === lump ? 'una_tantum' : first === increase ? 'increase' : 'validity';
}

const stepList = (steps: LevelStep[]) =>
  steps.map((s) => `+${euro(s.amount)} dal ${italianDate(s.from)}`).join(', ');

/** The increase line of one agreement: at the level and month asked when given, else at the reference level. */
function increaseLine(
  ccnl: Ccnl,
  levelAsked: string | undefined,
  date: string | undefined,
  question: string,
  lead: boolean,
  today?: string,
  earlier?: string,
): string {
  const name = ccnl.short_name;
  const b = (text: string) => (lead ? bold(text) : text);
  // A month names a tranche ("a luglio 2026"), unless the question asks the total or the signing's ("novembre 2025").
  const signedIn = date
    ? (ccnl.validity.signed + ccnl.validity.last_renewal).includes(italianDate(date.slice(0, 7)))
    : false;
  // Without a level, a month asks the tranche at the renewal's reference level.
  const level = levelAsked ?? (date ? increasesOf(ccnl).find((i) => i.level)?.level : undefined);
  const total = TOTAL.exec(question) ?? TOTAL.exec(asksKept(question, earlier)); // a level-only follow-up's too
  if (level && date && !signedIn) {
    const step = stepInMonth(ccnl, level, date);
    const tranche = step
      ? (minimumInForceLine(ccnl, level, date, question, b) ??
        `Nel ${name} il minimo mensile del ${levelShort(level)} aumenta di ${b(euro(step.published ?? step.amount))}${stepSplit(step, level)} dal ${italianDate(step.from)}: ${stepSpan(step)}${onlyDerived(step.table) ? '' : newMinimumParts(step, level, question, earlier)}.${agreedTrancheBeside(ccnl, level, step, question)}${trancheYearSentence(ccnl, question, step.amount)}`)
      : statedTrancheLine(ccnl, level, date, b, question);
    // The tranche and the total both asked: both open the answer, in the order the question asks them.
    if (tranche && total) {
      const whole = totalLine(ccnl, levelAsked, level, date, question, lead);
      const monthAt = aheadOrAt(question, MONTH_OR_TRANCHE.exec(total.input)?.index);
      return monthAt < total.index ? `${tranche} ${whole}` : `${whole} ${tranche}`;
    }
    if (tranche) return withHourlyRise(ccnl, step, question, b, tranche);
    const held = minimumInForceLine(ccnl, level, date, question, b);
    if (held) return held;
    const steps = renewalSteps(ccnl, level);
    // "e a luglio 2027 di quanto sale?": no tranche that month, but the rise from today up to it.
    const ahead = today ? steps.filter((s) => s.from > today && s.from <= date) : [];
    const [first, last] = [ahead[0], ahead.at(-1)];
    if (today && first && last && !total)
      return `Nel ${name} dal ${italianDate(today)} a ${italianDate(date.slice(0, 7))} il minimo mensile del ${levelShort(level)} sale di ${b(euro(Math.round((last.after - first.before) * 100) / 100))}: ${stepSpan({ ...last, before: first.before })}, con ${stepList(ahead)}; nessuna tranche decorre a ${italianDate(date.slice(0, 7))} stesso.`;
    if (steps.length && !total)
      return `Nel ${name} nessuna tranche del minimo del ${levelShort(level)} decorre a ${italianDate(date.slice(0, 7))}${nextAfterMonth(steps, date, b)}. Le tabelle della base di conoscenza mostrano: ${stepList(steps)}.`;
  }
  // No level (increases stated for every area, in percent): the tranche of the month asked, when one applies from it.
  const month = date?.slice(0, 7);
  const stated = increasesOf(ccnl).flatMap((i) =>
    (i.tranches ?? [])
      .filter((t) => t.from.slice(0, 7) === month && t.amount !== undefined)
      .map((t) => ({ i, t })),
  );
  if (!level && month && !signedIn && !total && stated.length === 1 && stated[0]) {
    const { i, t } = stated[0];
    const rest = withoutOtherTranches(
      totalLine(ccnl, levelAsked, level, undefined, question, false, signedIn),
      question,
    );
    return `Nel ${name} dal ${italianDate(t.from)} l'aumento è di ${b(amountText(t.amount ?? 0, i.unit))} di ${i.measure} ${i.reference}. ${rest.replace(`Nel ${name} l'ultimo`, "L'ultimo")}`;
  }
  return totalLine(ccnl, levelAsked, level, date, question, lead, signedIn);
}

/** The renewal's whole increase: the sources' own figure at the level, else the sum of the level's tranches. */
function totalLine(
  ccnl: Ccnl,
  levelAsked: string | undefined,
  level: string | undefined,
  date: string | undefined,
  question: string,
  lead: boolean,
  signedIn = false,
): string {
  const name = ccnl.short_name;
  const b = (text: string) => (lead ? bold(text) : text);
  const increases = increasesOf(ccnl, level);
  const own = level ? increases.find((i) => i.level === level) : undefined;
  // No pay table: a level's or a month's amount is a gap (a month no tranche signed names no tranche to miss).
  const trancheMonth = date && ccnl.validity.tranches.some((t) => t.slice(0, 7) === date.slice(0, 7));
  const asksTranche = date && trancheMonth && !signedIn && !TOTAL.test(question);
  if (!hasPayTables(ccnl) && ((levelAsked && !own) || asksTranche)) {
    const what =
      levelAsked && !own
        ? `l'aumento del minimo del ${levelShort(levelAsked)}`
        : `l'importo per livello della tranche di ${italianDate((date ?? '').slice(0, 7))}`;
    const said = untabledAmounts(ccnl, date);
    const stated = increases[0] ? ` Il rinnovo indica ${increaseSentence(ccnl, increases[0], false)}.` : '';
    return `Nel ${name} ${what} ${b('non è disponibile nella base di conoscenza')}: ${NO_TABLES_REASON}.${said ? ` ${said}` : ''}${stated}`;
  }
  if (level && !own) {
    // The renewal's table of increases by level gives the level's whole increase (Turismo art. 152, FIPE).
    const published = levelTotalLine(ccnl, level, b);
    if (published) return published;
    const steps = renewalSteps(ccnl, level);
    if (steps.length) {
      const total = steps.reduce((s, x) => s + x.amount, 0);
      const stated = referenceBeside(ccnl, increases[0], question);
      const untabled = ccnl.validity.tranches.filter((d) => d < (steps[0]?.from ?? '')).map(italianDate);
      const earlier = untabled.length
        ? `; le tranche dal ${untabled.join(', dal ')} non sono nelle tabelle`
        : '';
      return `Nel ${name}, per il ${levelShort(level)}, le tabelle dei minimi della base di conoscenza danno un aumento di ${b(euro(total))}${stepSplit({ ...(steps.at(-1) as LevelStep), previous: steps[0]?.previous }, level)} dal ${italianDate(steps[0]?.from ?? '')}${steps[1] ? ` al ${italianDate(steps.at(-1)?.from ?? '')} (${stepList(steps)}${earlier})` : `: ${stepSpan(steps[0] as LevelStep)}${earlier}`}.${stated}`;
    }
  }
  const [first, ...others] = increases;
  if (!first) {
    // No amount stated by the sources: the tables still give each level's steps when a level is named.
    const tabled = ccnl.levels.some((l) => renewalSteps(ccnl, l.level).length > 0);
    const hint = tabled
      ? ' Le tabelle dei minimi della base di conoscenza danno gli aumenti per livello: indica il livello (per esempio «aumento del 4° livello»).'
      : '';
    return `Nel ${name}, aumento a regime del rinnovo: ${NOT_AVAILABLE}.${hint} Il rinnovo: ${ccnl.validity.text.replace(/\.$/, '')}.`;
  }
  const said = sectionsSaid(ccnl, question, first, own ? ofLevelAsked(others, level) : others);
  const more = said.length ? `; inoltre ${said.map((i) => increaseSentence(ccnl, i, false)).join('; ')}` : '';
  const untabled = untabledAmounts(ccnl, date);
  return `Nel ${name} l'ultimo rinnovo porta un aumento a regime di ${increaseSentence(ccnl, first, lead)}${more}.${untabled ? ` ${untabled}` : ''}`;
}

export { validityLine };

/**
 * Renewal questions: the increase (per level when one is asked, at the month asked when one is named, else at the
 * reference level with its tranches), the validity and the una tantum, the one asked first. Undefined when the
 * question is for another answer (signatories, kb/topics.ts) or names no agreement.
 */
export function renewalAnswer(
  ctx: AgentContext,
  req: TypedRequest,
  beside?: { line: string; citations: Citation[] }, // a figure named beside the tranche (renewal-figures.ts)
): AgentAnswer | undefined {
  // A union's message pasted between quotes ("215 euro a regime … Prossime tranche: …") is context: what is asked
  // (the total, the next tranche, a month's) is read outside the quotes (reader/quoted-text.ts), unless the words
  // outside ask nothing of their own ("le incollo la mail del cliente: «…vuole sapere…» Mi sa rispondere?").
  const outside = readable(outsideQuotes(ctx.message));
  const text = ownFocus(outside) === undefined ? readable(ctx.message) : outside;
  const agreements = targetAgreements(ctx).agreements.slice(0, MAX_AGREEMENTS);
  if (!agreements.length || asksSigners(text)) return undefined;
  const one = agreements.length === 1 && agreements[0];
  const date = afterMonthTranche(agreements[0], req, ctx.message);
  // An una tantum summed, an abolished level, an indexed minimum not out yet (renewal-special.ts).
  const special = one && specialRenewal(ctx, req, one, date);
  if (special) return special;
  const focus = focusOf(text, ctx.history?.at(-1));
  const nextFrom = nextTrancheAsked(agreements[0], asksKept(text, ctx.history?.at(-1)), ctx, date);
  const [lines, others, steps]: [string[], string[], string[]] = [[], [], []];
  const citations: Citation[] = [];
  for (const ccnl of agreements) {
    const level =
      req.slots.level && ccnl.levels.some((l) => l.level === req.slots.level)
        ? req.slots.level
        : findLevel(ccnl, ctx.message);
    // The next tranche asked at a part-timer's hours: the pay then (renewal-at-hours.ts).
    const atHours = lines.length ? undefined : renewalAtHours(ctx, req, ccnl, level, nextFrom);
    if (atHours) return atHours;
    // Arrears of a tranche never applied: the increase times the months missed opens the answer.
    const arrears = lines.length ? undefined : arrearsOf(ccnl, level, date, text, ctx, req);
    if (arrears)
      return compose({
        answer: arrears.answer,
        steps: [...arrears.steps, '', ...stepsTable(ccnl, level ?? '')],
        citations: renewalSteps(ccnl, level ?? '')
          .slice(-2)
          .flatMap((s) =>
            citeSources(
              ccnl,
              `Tabella minimi dal ${italianDate(s.table.effective_from)}`,
              `tabella minimi dal ${italianDate(s.table.effective_from)}`,
              s.table.sources,
              1,
            ),
          ),
        related: [`Quali sono i minimi retributivi per livello nel ${ccnl.short_name}?`],
      });
    const related = relatedAgreement(ccnl, text, ctx.history?.at(-1));
    // The agreement meant is one the knowledge base only names: its own answer, none of this one's lines.
    if (related) return relatedRenewal(ccnl, related, text, focus);
    const lead = !lines.length;
    // (A tranche's month said without its year, "a giugno", is the tranche of that month: renewal-month.ts.)
    const lastDay = lastTrancheOf(ccnl, level, text, ctx.today, nextFrom !== undefined);
    // ("e per il D2?" after "quale sarà l'aumento del C3 nel 2027?": the year the conversation asked.)
    const yearSaid = `${text} ${readable(ctx.history?.at(-1) ?? '')}`;
    const yearDay = trancheOfYearAsked(ccnl, level, yearSaid, req.slots.taxYear, date);
    const monthDate = lastDay ?? yearDay ?? date ?? trancheOfMonthAlone(ccnl, level, text, ctx.today);
    // "e il prossimo aumento?" after a month: the next after today; "dopo novembre ce n'è ancora uno?": after it.
    const after = trancheAfter(ctx.message, date, ctx.today, NEXT_TRANCHE.test(text));
    // The latest tranche asked beside the ones to come: that tranche, then the next.
    const lastThenNext =
      lastDay && nextFrom
        ? withNextTranche(
            increaseLine(ccnl, level, lastDay, text, lead && focus === 'increase', ctx.today),
            nextTrancheLine(ccnl, level, nextFrom, false, text),
          )
        : undefined;
    const parts = {
      increase:
        remainingTranchesLine(ccnl, level, date, text, ctx.today, lead && focus === 'increase') ??
        lastThenNext ??
        (nextFrom ? nextTrancheLine(ccnl, level, nextFrom, lead, text) : undefined) ??
        (after ? nextTrancheLine(ccnl, level, after, lead, text) : undefined) ??
        sinceLine(
          ccnl,
          level,
          date,
          ctx.message,
          ctx.history?.at(-1),
          ctx.today,
          lead && focus === 'increase',
        ) ??
        withNextTranche(
          increaseLine(
            ccnl,
            level,
            monthDate,
            text,
            lead && focus === 'increase',
            ctx.today,
            ctx.history?.at(-1),
          ),
          (date && ALSO_NEXT.test(text) ? nextTrancheLine(ccnl, level, ctx.today, false) : undefined) ??
            otherMonthsLine(ccnl, level, text, monthDate, ctx.today, increaseLine),
        ),
      validity: validityLine(ccnl, ctx.today, lead && focus === 'validity'),
      una_tantum: [
        lumpPaidLine(ccnl, date, lead && focus === 'una_tantum'),
        lumpLine(ccnl, level, lead && focus === 'una_tantum', date, text, req.slots.partTimePercent),
      ]
        .filter(Boolean)
        .join(' '),
    };
    const order: Focus[] = [
      focus,
      ...(['increase', 'validity', 'una_tantum'] as Focus[]).filter(
        (f) => f !== focus && besideNextTranche(text, f, ccnl),
      ),
    ];
    // Each agreement's answer to what was asked first, then the rest: two agreements' expiries open together.
    lines.push(parts[focus], ...(beside && lead ? [beside.line] : []));
    if (beside && lead) citations.push(...beside.citations);
    // ("… e sapete già le nuove tabelle?": whether the next tranche's table is out, untabled-tranche.ts.)
    const tablesOut = nextFrom ? untabledTrancheLine(ccnl, nextFrom, text, ctx.today) : undefined;
    if (tablesOut) lines.push(tablesOut);
    others.push(...order.slice(1).map((f) => parts[f]));
    const notes = ofLevelAsked(increasesOf(ccnl), level).flatMap((i) =>
      i.note && !otherTranche(i.note, oneMonth(text) ? monthDate : undefined)
        ? [levelNote(i.note, level)]
        : [],
    );
    steps.push(
      `Ultimo rinnovo del ${ccnl.short_name}: ${ccnl.validity.last_renewal.replace(/\.$/, '')}.`,
      ...notes,
      '',
    );
    const tableLevel = level ?? increasesOf(ccnl)[0]?.level;
    // The next tranche asked alone ("dopo l'aumento di giugno 2026, la prossima?"): only the ones ahead of it.
    const tableFrom =
      nextFrom && !lastDay
        ? nextFrom
        : yearDay
          ? `${yearDay.slice(0, 4)}-01-01` // a year's tranche: the table it rises from, then the next ones
          : [date ?? ctx.today, ctx.today].sort()[0];
    // A month's tranche asked alone: none after it ("… e la successiva?" asks it too; tranche-asked-alone.ts).
    const alone = oneMonth(text) && !nextFrom && !after && !/\b(?:successiv|seguent)\w*/.test(text);
    const until =
      alone && tableLevel ? trancheAskedAlone(ccnl, tableLevel, monthDate, text, ctx.today) : undefined;
    if (tableLevel)
      steps.push(
        ...stepsTable(ccnl, tableLevel, tableFrom, nextFrom !== undefined && !lastDay, until, text),
        '',
      );
    if (lead && focus === 'una_tantum') citations.push(...lumpLevelCitations(ccnl, level));
    const statement = `Rinnovo del ${ccnl.short_name}: ${ccnl.validity.text}`;
    citations.push(...citeSources(ccnl, statement, ccnl.validity.article ?? null, ccnl.validity.sources));
    citations.push(...levelTotalCitations(ccnl, level));
    const untabled = untabledAmounts(ccnl, date);
    if (untabled) citations.push(...citeSources(ccnl, untabled, null, ccnl.pay_tables_gap?.sources ?? [], 1));
    const tables = tableLevel ? renewalSteps(ccnl, tableLevel).map((s) => s.table) : [];
    for (const table of tables.slice(-1))
      citations.push(
        ...citeSources(
          ccnl,
          `Tabella minimi dal ${italianDate(table.effective_from)}`,
          `tabella minimi dal ${italianDate(table.effective_from)}`,
          table.sources,
          1,
        ),
      );
  }
  lines.push(...others);
  const [answer, ...rest] = lines;
  const first = agreements[0] as Ccnl;
  return compose({
    answer: answer ?? '',
    steps: [...rest, ...(steps.length ? ['', ...steps] : [])].filter(
      (l, i, all) => l !== '' || (i > 0 && all[i - 1] !== ''),
    ),
    citations,
    related: [
      `Quali sono i minimi retributivi per livello nel ${first.short_name}?`,
      `Fino a quando è valido il ${first.short_name}?`,
      `Chi ha firmato il ${first.short_name}?`,
    ].filter((q) => q.toLowerCase() !== ctx.message.trim().toLowerCase()),
  });
}
