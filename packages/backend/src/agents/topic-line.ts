import { euro, italianDate } from '../kb/format.js';
import { levelPayAt, seniorityAmount, tableAt } from '../kb/pay.js';
import { hasPayTables, noTablesSentence, withoutTablesOffer } from '../kb/pay-gap.js';
import type { Ccnl } from '../kb/schema.js';
import { sectionAsked } from '../kb/section-asked.js';
import { gapText, TOPICS, type Topic, topicFact } from '../kb/topics.js';
import { onlyDerived } from '../kb/unread-table.js';
import { readable } from '../reader/text.js';
import { type Citation, citeSources } from './answer.js';
import { apprenticeProbationRow } from './apprentice-asking.js';
import { comportoGapLine } from './comporto-gap.js';
import { bold } from './compose.js';
import { derivedTableGap, excludedParameterGap } from './derived-table-gap.js';
import { detailsAsk } from './details-ask.js';
import { domesticLine } from './domestic-terms.js';
import { keptWithoutSickShares, sickPayGap, sickPayQuestion, withoutFigureSentences } from './gap-context.js';
import { groupGap, groupGapLine } from './group-gap.js';
import { familyOfRows } from './level-family.js';
import { itemsBesideMinimum } from './level-items-base.js';
import type { OtherAgreementsKnown } from './level-not-held.js';
import { probationLevelGap } from './level-outside-rows.js';
import { minimumWithoutLevel } from './level-unsaid.js';
import { asksNextTranche, nextTrancheSentence } from './next-tranche-asked.js';
import {
  boldCalendarDays,
  fixedStartSentence,
  lastDaySentence,
  noticeStartSentence,
  startVerdict,
} from './notice-given.js';
import { eachGroupTerm, rowsOfGroupNamed } from './notice-groups.js';
import {
  halfOfDismissal,
  inSeniorityBand,
  noticeRows,
  oneBandForAll,
  resolvedSide,
  serviceSaid,
} from './notice-rows.js';
import { ruleText } from './own-group-text.js';
import { ownGroupHours, ownReduction } from './own-hours.js';
import { paymentsCountGap } from './payments-count-gap.js';
import { ofCategoryAsked } from './probation-category.js';
import { probationEndSentence } from './probation-end.js';
import { hireKindProbationLine, otherLevelsProbation, probationCountSentence } from './probation-terms.js';
import { asksProvincialPay, provincialOrFloorLine } from './provincial-pay.js';
import { riseOverPrevious } from './rise-before.js';
import { rolNotHeld } from './rol-not-held.js';
import { levelAfterOf, levelName } from './shared/levels.js';
import { serviceLengthSaid, yearsSaid } from './shared/years-said.js';
import { summedTotalFirst } from './summed-part-held.js';
import { currentTermOnly } from './superseded-term.js';
import { clerksOrWorkers, type NoticeGroup } from './worker-group.js';

export const parametro = (topic: Topic) =>
  (TOPICS.find((t) => t.key === topic)?.parametro ?? topic).toLowerCase();

export interface Line {
  text: string;
  citations: Citation[];
}
/** What the question says about the notice: the worker's years of service and who ends the job. */
export interface NoticeAsked extends OtherAgreementsKnown {
  years?: number;
  by?: 'dimissioni' | 'licenziamento';
  /** The question asks for an amount ("quanto vale", "a quanto ammonta", "importo"). */
  asksAmount?: boolean;
  /** The group of workers the question names, for agreements whose levels mix them. */
  group?: NoticeGroup;
  /** The weekly hours stated, for agreements whose notice goes by weekly schedule (domestic work). */
  weeklyHours?: number;
  /** The conversation's folded texts, newest first: they may name a section of the pay tables. */
  texts?: readonly string[];
  /** Today: a tranche already in force is no future figure (next-tranche-asked.ts). */
  today?: string;
  /** The day the notice was given, when the question asks its last day (notice-given.ts). */
  givenOn?: string;
  /** Living in, as the domestic agreement's probation and notice depend on it. */
  cohabiting?: boolean;
  /** The hire day, when the question asks when the probation ends (probation-end.ts). */
  hiredOn?: string;
}

// A bound asked ("quante ore minimo", "al massimo") the rule lacks and its declared gap names: the bound is missing.
const BOUND_STEMS = new Set(['minim', 'massi']);
/** Words of six letters or more as five-letter stems ("minime" and "minimo" share "minim"). */
const stemsOf = (text: string) =>
  new Set((readable(text).match(/\p{L}{6,}/gu) ?? []).map((w) => w.slice(0, 5)));

/** The question asks a bound the fact's declared gap names and its text does not hold. */
function asksTheGap(
  fact: { text: string | null; gap?: string | null },
  question: string | undefined,
): boolean {
  if (!fact.gap || fact.text === null || !question) return false;
  const gap = stemsOf(fact.gap);
  const text = stemsOf(fact.text);
  return [...stemsOf(question)].some((s) => BOUND_STEMS.has(s) && gap.has(s) && !text.has(s));
}

/** The direct answer on one topic for one agreement: level-specific when the question names a level. */
export function directLine(
  ccnl: Ccnl,
  topic: Topic,
  level: string | undefined,
  date: string,
  notice: NoticeAsked = {},
): Line {
  const name = ccnl.short_name;
  const label = level ? levelName(ccnl, level) : '';
  const domestic = domesticLine(ccnl, topic, level, notice);
  if (domestic) return domestic;
  // (The travelling staff is neither operai nor impiegati: no gap of theirs is its.)
  const workers = clerksOrWorkers(notice.group);
  const gapOfGroup = groupGapLine(ccnl, topic, workers);
  if (gapOfGroup) return gapOfGroup;
  // "quanto li pago al giorno?" of the Operai agricoli: the provincial wage, a gap, or a national hourly floor asked.
  if (topic === 'minimi' && asksProvincialPay(ccnl, notice.texts?.[0] ?? ''))
    return provincialOrFloorLine(ccnl, notice.texts ?? [], date);
  // No table at all: the gap in one sentence, bolded as the answer's lead, and what still works.
  if (topic === 'minimi' && !hasPayTables(ccnl)) {
    return { text: `${noTablesSentence(ccnl, bold)} ${withoutTablesOffer()}`, citations: [] };
  }
  if (level && topic === 'minimi') {
    const pay = levelPayAt(ccnl, level, date, sectionAsked(ccnl, notice.texts ?? []));
    // A special parameter the table leaves out, or a table only derived: the gap, never a figure (derived-table-gap.ts).
    const gap = pay && excludedParameterGap(ccnl, level, notice.texts?.[0] ?? '', pay.table);
    if (pay && (gap || onlyDerived(pay.table)))
      return gap || derivedTableGap(ccnl, `il ${levelAfterOf(ccnl, level)}`, date, pay.table);
    if (pay) {
      const parts = pay.row.components.map(
        (c) =>
          `${c.label} ${euro(c.amount)}${c.payments ? ` su ${c.payments} mensilità, esclusa dal minimo mensile` : ''}`,
      );
      const section = pay.table.section && !pay.table.derived ? `, ${pay.table.section}` : '';
      const derived = pay.table.derived ? ' Valore derivato, non letto su una pagina.' : '';
      // The next tranche: its amount when the question looks ahead, its day alone otherwise (next-tranche-asked.ts).
      const next = pay.next
        ? nextTrancheSentence(
            { from: pay.next.table.effective_from, amount: pay.next.row.amount, current: pay.row.amount },
            asksNextTranche(notice.texts?.[0] ?? '', pay.next.table.effective_from, date, notice.today, {
              inForceFrom: pay.table.effective_from,
              previous: notice.texts?.[1],
              nextAmount: pay.next.row.amount,
            }),
          )
        : '';
      // ("e quanto è cresciuto rispetto a prima di giugno?": the rise over the table before, rise-before.ts.)
      const rise =
        riseOverPrevious(
          ccnl,
          level,
          pay.table.effective_from,
          pay.row.amount,
          notice.texts?.[0] ?? '',
          notice.today,
        ) ?? '';
      const asked = notice.texts?.slice(0, 2).join('. ') ?? '';
      const text = `Nel ${name} il minimo mensile lordo del ${levelAfterOf(ccnl, level)}${section} al ${italianDate(date)} è ${euro(pay.row.amount)}, in vigore dal ${italianDate(pay.table.effective_from)} (${parts.join(', ')}).${rise}${derived}${next}${itemsBesideMinimum(ccnl, level, date, { components: pay.row.components, text: asked })}`;
      // ("compresa contingenza e EDR": the total with a part another table holds opens, summed-part-held.ts.)
      return summedTotalFirst(ccnl, level, date, pay, asked, text);
    }
  }
  if (level && topic === 'minimi') {
    const gap = levelGapLine(ccnl, level, date);
    if (gap) return gap;
  }
  if (level && topic === 'scatti') {
    const pay = levelPayAt(ccnl, level, date);
    const amount = seniorityAmount(ccnl, level, pay?.row ?? 0);
    const rule = ccnl.seniority_increments;
    if (amount !== undefined && rule.text && (pay || rule.amounts_eur_month)) {
      const text = `Nel ${name} ogni scatto di anzianità del ${label} vale ${euro(amount)} al mese${rule.percent_of_minimum ? ` (${rule.percent_of_minimum}% del minimo in vigore al ${italianDate(date)})` : ''}; ${rule.text}.`;
      return { text, citations: citeSources(ccnl, text, rule.article ?? null, rule.sources) };
    }
  }
  const hireKind = topic === 'prova' ? hireKindProbationLine(ccnl, notice.texts ?? [], level) : undefined;
  if (hireKind) return hireKind;
  if (level && topic === 'prova') {
    // An apprentice asking ("per un'apprendista come me"): the apprentices' own row of the level, where there is one.
    const apprentice = apprenticeProbationRow(ccnl, level, notice.texts ?? []);
    if (apprentice) {
      const text = `Nel ${name} il periodo di prova massimo per l'apprendista (${label}) è di ${apprentice.max}.`;
      return {
        text,
        citations: citeSources(ccnl, text, ccnl.probation.article ?? null, ccnl.probation.sources),
      };
    }
    const rows = ccnl.probation.by_level?.filter((r) => r.levels.includes(level)) ?? [];
    const outside = rows.length ? undefined : probationLevelGap(ccnl, level, label);
    if (outside) return outside;
    if (rows.length) {
      // "assunto il 1 settembre: quando finisce la prova?": the last day follows the length.
      const end =
        rows[0] && rows.length === 1 && notice.hiredOn
          ? probationEndSentence(rows[0].max, notice.hiredOn)
          : '';
      const asked = notice.texts?.[0] ?? '';
      const maxes = ofCategoryAsked(rows.map((r) => currentTermOnly(r.max, asked)).join('; '), asked);
      const count = probationCountSentence(ccnl, notice.texts?.[0] ?? '', maxes);
      const text = `Nel ${name} il periodo di prova massimo per il ${label} è di ${maxes}.${otherLevelsProbation(ccnl, level, notice.texts?.[0] ?? '')}${count}${end ? ` ${end}` : ''}`;
      return {
        text,
        citations: citeSources(ccnl, text, ccnl.probation.article ?? null, ccnl.probation.sources),
      };
    }
  }
  if (topic === 'preavviso') {
    // (A level's rows split by group, Chimico's category D: the group named, else each group's term.)
    // ("impiegato di categoria C": the rows all the family's positions share, level-family.ts.)
    const family = level ? undefined : familyOfRows(ccnl, ccnl.notice.by_level ?? [], notice.texts ?? []);
    const rows = rowsOfGroupNamed(
      noticeRows(ccnl, level ?? family?.level, notice.group, notice.weeklyHours),
      notice.texts?.[0] ?? '',
    );
    if (rows.length) {
      const who = rows[0]?.group
        ? `gli ${rows[0].group}${level ? ` del ${label}` : ''}`
        : (family?.said ??
          `il ${notice.group === 'viaggiante' && !rows[0]?.levels.includes(level ?? '') ? 'personale viaggiante' : label}`);
      const side = notice.by ? ` di ${notice.by}` : '';
      const split = eachGroupTerm(
        rows,
        notice,
        `Nel ${name} il preavviso${side} per ${who} con ${serviceLengthSaid(notice.years ?? 0)} di anzianità`,
      );
      if (split)
        return {
          text: split,
          citations: citeSources(ccnl, split, ccnl.notice.article ?? null, ccnl.notice.sources),
        };
      const bands = rows.map((r) => {
        const dismissal = r.licenziamento ? `licenziamento ${r.licenziamento}` : null;
        const resignation = r.dimissioni ? `dimissioni ${r.dimissioni}` : null;
        return `${r.seniority}: ${[dismissal, resignation].filter(Boolean).join(', ')}`;
      });
      // The band of the years stated (or the one band for any service, a side asked), and the side asked, first.
      const own =
        notice.years === undefined && !(notice.by && oneBandForAll(rows))
          ? undefined
          : rows.findLast((r) => inSeniorityBand(r.seniority, notice.years ?? 0));
      const span = (band: string) => serviceSaid(notice.years, band, yearsSaid(notice.years ?? 0));
      const ownValue = own
        ? notice.by === 'licenziamento'
          ? own.licenziamento
          : notice.by
            ? resolvedSide(own.dimissioni, own.licenziamento)
            : undefined
        : undefined;
      // The figure of the band asked, in bold; the other bands are not what was asked.
      const sides = own
        ? [
            own.licenziamento ? `${boldCalendarDays(ccnl, own.licenziamento)} in caso di licenziamento` : '',
            own.dimissioni
              ? `${boldCalendarDays(ccnl, resolvedSide(own.dimissioni, own.licenziamento) ?? own.dimissioni)} in caso di dimissioni${halfOfDismissal(resolvedSide(own.dimissioni, own.licenziamento) ?? own.dimissioni, own.licenziamento)}`
              : '',
          ].filter(Boolean)
        : [];
      // A band's maximum, the row's term unread ("fino a 90 giorni (massimo; … non letto)"): the gap, then the max.
      const unread =
        ownValue && /\bnon lett[oaie]\b/.test(ownValue) ? ownValue.replace(/\s*\(.*\)\s*$/, '') : '';
      const head = own
        ? unread
          ? `Nel ${name} **il preavviso di ${notice.by === 'licenziamento' ? 'licenziamento' : 'dimissioni'} per ${who}${span(own.seniority)} non è nella base di conoscenza**: le fonti lette riportano solo il massimo della fascia, ${unread}, non il termine della posizione.`
          : ownValue
            ? `Nel ${name} il preavviso di ${notice.by === 'licenziamento' ? 'licenziamento' : 'dimissioni'} per ${who}${span(own.seniority)} è di ${boldCalendarDays(ccnl, ownValue)}${notice.by === 'licenziamento' ? '' : halfOfDismissal(ownValue, own.licenziamento)}.`
            : sides.length
              ? `Nel ${name} il preavviso per ${who}${span(own.seniority)} è di ${sides.join(' e di ')}.`
              : undefined
        : undefined;
      // "mi sono dimessa il 20 novembre: quale sarà l'ultimo giorno?": the day, by the agreement's start rule.
      // "partono dal giorno che consegno la lettera?": the verdict on the start opens (notice-given.ts).
      const verdict = startVerdict(ccnl, notice.texts?.[0] ?? '');
      const last =
        head && ownValue && notice.givenOn
          ? lastDaySentence(ccnl, ownValue, notice.givenOn, verdict !== '')
          : verdict
            ? ''
            : // A term of the band asked runs from the agreement's fixed start day: said with it, asked or not.
              noticeStartSentence(ccnl, notice.texts?.[0] ?? '') ||
              (head && ownValue ? fixedStartSentence(ccnl) : '');
      const opened = verdict ? `${verdict} ` : '';
      const text = head
        ? `${opened}${head}${last ? ` ${last}` : ''}`
        : `${opened}Nel ${name} il preavviso per ${who} è: ${bands.join('; ')}.${last ? ` ${last}` : ''}`;
      return { text, citations: citeSources(ccnl, text, ccnl.notice.article ?? null, ccnl.notice.sources) };
    }
  }
  const fact = topicFact(ccnl, topic, date);
  // "il minimo del D1" where the levels are categories (level-not-held.ts); "il mio minimo" with no level said: the
  // level asked, not the whole table (level-unsaid.ts).
  const unsaid = topic === 'minimi' && !level && fact.text !== null;
  const unleveled = unsaid ? minimumWithoutLevel(ccnl, notice, date, fact.text ?? '') : undefined;
  if (unleveled)
    return { text: unleveled, citations: citeSources(ccnl, unleveled, fact.article, fact.sources) };
  // "faccio solo il turno giornaliero: quante ore settimanali?": the worker's own group's hours first; a
  // reduction of the hours asked, its own sentence (own-hours.ts).
  const own =
    topic === 'orario' && fact.text !== null ? ownGroupHours(ccnl, notice.texts?.[0] ?? '') : undefined;
  const cut = topic === 'orario' && fact.text ? ownReduction(name, fact.text, notice.texts?.[0] ?? '') : '';
  // ("fanno 40 ore o meno? mi sembrava ci fosse una riduzione": the group's own week first, the cut after it.)
  const reduced = cut && own ? `${own} ${cut.replace(/^Nel [^,]+, r/, 'R')}` : cut;
  if (reduced) return { text: reduced, citations: citeSources(ccnl, reduced, fact.article, fact.sources) };
  if (own && fact.text !== null)
    return { text: own, citations: citeSources(ccnl, own, fact.article, fact.sources) };
  // An amount asked of a rule that publishes none ("6 scatti triennali"): the amount is a gap, the rule is said.
  if (
    topic === 'scatti' &&
    fact.text !== null &&
    notice.asksAmount &&
    !ccnl.seniority_increments.amounts_eur_month &&
    !/\d+,\d{2}|€|\beuro\b|%/.test(fact.text)
  ) {
    const text = `Nel ${name} **l'importo degli scatti di anzianità non è nella base di conoscenza**: il contratto lo fissa, ma la cifra non è pubblicata nelle fonti raccolte. La regola: ${fact.text.replace(/\.$/, '')}.`;
    return { text, citations: citeSources(ccnl, text, fact.article, fact.sources) };
  }
  // Only a range read ("da 11,62 € a 46,48 € secondo la posizione"), each level's amount a gap: the amount asked
  // is the gap, with no euro figure (a client reads either end of the range as the level's amount).
  if (
    topic === 'scatti' &&
    fact.text !== null &&
    notice.asksAmount &&
    !ccnl.seniority_increments.amounts_eur_month &&
    /\bda \d[\d.]*,\d{2} ?€ a \d[\d.]*,\d{2} ?€/.test(fact.text) &&
    /import\w*[^.;]*\bnon (?:letti|trovati)\b/i.test(ccnl.seniority_increments.gap ?? '')
  ) {
    const rule = fact.text.replace(/,?\s*da \d[\d.]*,\d{2} ?€ a \d[\d.]*,\d{2} ?€/, '').replace(/\.$/, '');
    const text = `Nel ${name} **l'importo dello scatto di anzianità per ciascun livello non è nella base di conoscenza**: le fonti raccolte non danno la cifra del livello. La regola: ${rule}.`;
    return { text, citations: citeSources(ccnl, text, fact.article, fact.sources) };
  }
  // "quanto mi paga l'azienda nei primi giorni?" with sick pay by bands a gap: the gap, then no-percentage sentences.
  const sick = ccnl.sick_pay.sickness;
  const comportoGap = topic === 'malattia' ? comportoGapLine(ccnl, name, notice.texts?.[0]) : undefined;
  if (comportoGap) return comportoGap;
  if (topic === 'malattia' && sick.gap && sickPayGap(sick, sickPayQuestion(notice.texts))) {
    const context = withoutFigureSentences(sick.text ?? '');
    const text = `Nel ${name} ${bold('le percentuali del trattamento economico della malattia per fasce di giorni non sono nella base di conoscenza')} (${sick.gap.replace(/\.$/, '')}).${context ? ` Quello che la base di conoscenza ha: ${context.replace(/\.$/, '')}.` : ''}`;
    return { text, citations: context ? citeSources(ccnl, text, sick.article ?? null, sick.sources) : [] };
  }
  // "per quanto tempo mi tengono il posto?" beside a sick pay not held: the comporto's sentences only (gap-context.ts).
  const kept =
    topic === 'malattia' && fact.text !== null && keptWithoutSickShares(sick, notice.texts?.[0])
      ? withoutFigureSentences(fact.text)
      : '';
  if (kept) {
    const text = `Nel ${name}, ${parametro(topic)}: ${kept.replace(/\.$/, '')}.`;
    return { text, citations: citeSources(ccnl, text, fact.article, fact.sources) };
  }
  // The part declared missing is asked ("quante ore minimo?"), or the group's (group-gap.ts): the gap alone.
  const countGap = topic === 'mensilita' ? paymentsCountGap(ccnl, notice.texts?.[0]) : undefined;
  if (countGap) return countGap;
  const rolGap = topic === 'permessi' ? rolNotHeld(ccnl, notice.texts?.[0] ?? '') : undefined;
  if (rolGap) return { text: rolGap, citations: citeSources(ccnl, rolGap, fact.article, fact.sources) };
  if (fact.text === null || asksTheGap(fact, notice.texts?.[0]) || groupGap(topic, fact, workers))
    return { text: `Nel ${name}, ${parametro(topic)}: ${gapText(fact)}.`, citations: [] };
  // A notice by level and seniority asked without them: the range, then what the exact term needs.
  const ask = detailsAsk(ccnl, topic, level, notice.years, workers);
  const text = `Nel ${name}, ${parametro(topic)}: ${ruleText(topic, fact.text, workers)}.${ask}`;
  return { text, citations: citeSources(ccnl, text, fact.article, fact.sources) };
}

/**
 * The level asked is missing from the table in force at the date (a renewal's table read only for the
 * reference level): said as a gap, with the dates of the tables that do hold it, never another level's figure.
 */
export function levelGapLine(ccnl: Ccnl, level: string, date: string): Line | undefined {
  const { current } = tableAt(ccnl, date);
  if (!current || current.levels.some((r) => r.level === level)) return undefined;
  const holding = ccnl.pay_tables
    .filter((t) => t.unit === 'mese' && t.levels.some((r) => r.level === level))
    .map((t) => t.effective_from)
    .sort();
  const last = holding.filter((d) => d <= date).at(-1);
  const others = current.levels.map((r) => r.level).join(', ');
  const text = `Nel ${ccnl.short_name} il minimo del ${levelName(ccnl, level)} al ${italianDate(date)} **non è nella base di conoscenza**: la tabella in vigore dal ${italianDate(current.effective_from)} riporta solo ${others.includes(',') ? 'i livelli' : 'il livello'} ${others}.${last ? ` L'ultima tabella con questo livello è in vigore dal ${italianDate(last)}: chiedi il minimo a quella data.` : ''}`;
  return {
    text,
    citations: citeSources(
      ccnl,
      text,
      `tabella minimi dal ${italianDate(current.effective_from)}`,
      current.sources,
    ),
  };
}
