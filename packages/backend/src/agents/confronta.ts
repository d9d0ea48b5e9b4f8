import { italianDate, MONTH_NAMES } from '../kb/format.js';
import { findLevel } from '../kb/pay.js';
import type { Ccnl } from '../kb/schema.js';
import { TOPICS, type Topic, topicById, topicsOf } from '../kb/topics.js';
import { PART_TIME_EXTRA } from '../reader/asked-topic.js';
import { askedClause } from '../reader/asking-clause.js';
import { askOf } from '../reader/off-topic-ask.js';
import { parseDate } from '../reader/parse-date.js';
import { withoutReplacedLevel } from '../reader/replaced-level.js';
import { readable } from '../reader/text.js';
import { yearAsked } from './annual-cell.js';
import { type AgentAnswer, type Citation, citeSources, finishAnswer, pickQuestions } from './answer.js';
import { bereavementCompare } from './bereavement-compare.js';
import { gradeSaidLevel } from './category-level.js';
import { comparedAmounts, withoutHighest } from './compare-amounts.js';
import { apprenticeLengthAsked } from './compare-apprentice-length.js';
import {
  extraMonthAmount,
  HOLIDAYS_AND_PERMITS,
  minimumAsked,
  withoutIncreaseLandmarks,
} from './compare-asked-amount.js';
import { type Cell, cellOf, DEFAULT_MEASURES, MEASURE_LABEL, type Measure } from './compare-cells.js';
import { changeOpening } from './compare-change.js';
import { claimOpening } from './compare-claim.js';
import { computedCompare } from './compare-computed.js';
import { overtimeKept } from './compare-overtime.js';
import { payerOpening } from './compare-payer.js';
import { cellText, safe, sentence } from './compare-sentence.js';
import {
  INCREASE_ASKED,
  LEVELS_ASKED,
  PAY_CHOICE,
  SENIORITY_SET,
  sharedLevelOf,
  WHO_EARNS_MORE,
  YEAR_GAIN_ASKED,
} from './compare-words.js';
import { COMPORTO_ASKED, comportoOf } from './comporto-cell.js';
import { bold } from './compose.js';
import { type AgentContext, targetAgreements } from './context.js';
import { dayNotHire } from './counted-increments.js';
import { atOwnDay, daysSaidPerAgreement } from './dates-per-agreement.js';
import { hasDocumentFacts } from './document-request.js';
import { extraMonthListed } from './extra-month-listed.js';
import { earlierTurnLevel } from './fixs22d-asked.js';
import { followUpAgreement } from './followup-agreement.js';
import { householdNoticePair } from './household-notice-pair.js';
import { injuryBandCell } from './injury-band-cell.js';
import { jobLevelCompare } from './job-level-compare.js';
import { lawLeaveCompare } from './law-leave-compare.js';
import { earlierLevelBeside, namedLevelsOfOne } from './level-pair-compare.js';
import {
  describedJobLevel,
  jobOfEarlierTurn,
  levelInConversation,
  levelOfEarlierTurn,
  levelsSaidHere,
  ofTrackSaid,
} from './level-per-agreement.js';
import { marriageCompare } from './marriage-compare.js';
import { askedFirst, patternOf } from './measure-patterns.js';
import { nightBandCompare } from './night-band.js';
import { noticeHoursBand } from './notice-hours-band.js';
import { serviceBeyond } from './notice-side.js';
import { relatedAgreementGap } from './related-agreement-gap.js';
import { sectionCompare } from './section-compare.js';
import { sectionLevelsBeside } from './section-levels-beside.js';
import { dropOvertimeSetAside, dropSetAside, withoutSetAside } from './set-aside-items.js';
import { levelName, levelShort } from './shared/levels.js';
import { cannotIdentifyAgreement } from './shared/no-agreement.js';
import { sickBandCell } from './sick-band-cell.js';
import { studyCompare } from './study-compare.js';
import { valuedSupplementaryCell } from './supplementary-value.js';
import { topicsOfRequest } from './topic-intents.js';
import { unmappedJobCompare } from './unmapped-job-compare.js';
import { unmatchedLevelGap } from './unmatched-level-compare.js';
import { welfareCompare } from './welfare-compare.js';

/** The working hours asked outright, not hours counted of another subject ("le prime due ore" of overtime). */
const HOURS_NAMED =
  /ore settimanal|orario (?:di lavoro|settimanal|normale|contrattual)|(?<!(?:permess|\brol\b|festivit).*)quante ore|\bl'orario\b/;
const HOURS_ASKED =
  /ore settimanal|ore (?:a|alla|per) settimana|\borari|quante ore|ore (?:di lavoro|lavorat)/;
const MAX_AGREEMENTS = 6;
// Night work named without "notturno": "un turno di notte 22-6", "la magg per notte", "le ore di notte".
const NIGHT_WORK =
  /\b(?:turn\w*|lavor\w*|or[ae]|servizio|maggioraz\w*|magg) (?:\w+ ){0,2}?nott[ei]\b|\bper (?:la |una )?nott[ei]\b|\bnott[ei] ordinari/;
// The subject a follow-up opens with ("e la quattordicesima?", "e le ferie, invece?").
const FOLLOW_UP_SUBJECT = /^(?:e|ed|e invece|invece)\s+(?:la|il|lo|l'|i|gli|le)\s*([^?,;.]+)/;

/**
 * The measures a question compares, in the order it names them: the subjects read from it, with the divisor
 * and the renewal's increase as measures of their own, and without the words that only set a slot ("4°
 * livello" is the level, "paga di più lo straordinario" asks the surcharge, not the minimum).
 */
export function measuresOf(text: string, fromRequest: Topic[]): Measure[] {
  const asked: Measure[] = fromRequest.length ? [...fromRequest] : topicsOf(text);
  const add = (m: Measure) => {
    if (!asked.includes(m)) asked.push(m);
  };
  // "ferie e permessi": both subjects (compare-asked-amount.ts).
  if (HOLIDAYS_AND_PERMITS.test(text)) {
    add('ferie');
    add('permessi');
  }
  if (/divisor/.test(text)) add('divisore');
  // "percentuali retributive dell'apprendista": the apprentice's shares (not the minimum tables), unless another subject.
  if (/\bapprendist/.test(text) && asked.every((m) => m === 'minimi' || m === 'livelli'))
    return [apprenticeLengthAsked(text) ? 'apprendistato_durata' : 'apprendistato'];
  if (INCREASE_ASKED.test(withoutIncreaseLandmarks(text)) || YEAR_GAIN_ASKED.test(text)) add('aumento');
  if (/una tantum|arretrat/.test(text)) add('una_tantum');
  // A part-timer's extra hours are supplementary work: its own surcharge, not overtime's nor the part-time rules.
  const supplementary =
    /supplementar/.test(text) || (/part.?time|tempo parziale/.test(text) && PART_TIME_EXTRA.test(text));
  if (supplementary) {
    add('supplementare');
    for (const m of ['part_time', 'orario'] as const)
      if (asked.includes(m)) asked.splice(asked.indexOf(m), 1);
  }
  dropSetAside(asked, text, patternOf);
  extraMonthAmount(asked, text); // the 13th's or 14th's amount: the month's minimum
  // The year's minimum asked (annual-cell.ts), alone or with the month's.
  const year = yearAsked(text, asked);
  if (year) {
    asked.splice(0, asked.length, ...year);
    return asked;
  }
  if (
    (/straordinar|maggioraz/.test(text) || NIGHT_WORK.test(text)) &&
    !(supplementary && !/straordinar/.test(text))
  ) {
    add('maggiorazioni');
    dropOvertimeSetAside(asked, text, patternOf); // overtime only set aside (set-aside-items.ts)
  }
  const drop = (m: Measure, unless: RegExp) => {
    const i = asked.indexOf(m);
    if (i >= 0 && asked.length > 1 && !unless.test(text)) asked.splice(i, 1);
  };
  drop('orario', HOURS_NAMED);
  // "di quanto aumentano gli stipendi" asks the increase: the pay word there names what rises.
  const beyondIncrease = asked.includes('aumento')
    ? text.replace(
        /aument\w*(?: \w+){0,3}? (?:stipend\w*|minim\w*|retribuzion\w*|paga|salari\w*)|(?:stipend\w*|minim\w*|retribuzion\w*|salari\w*)(?: \w+){0,2}? aument\w*/g,
        ' ',
      )
    : text;
  if (!minimumAsked(beyondIncrease) || YEAR_GAIN_ASKED.test(text)) drop('minimi', /$^/);
  // Levels asked in the question's ask, not in its story ("devo decidere come inquadrare… mi confronta il minimo").
  if (asked.includes('livelli') && asked.length > 1 && !LEVELS_ASKED.test(askOf(text)))
    asked.splice(asked.indexOf('livelli'), 1);
  // "conviene il X o il Y per un operaio di 3° livello?": the level sets whose pay is weighed, it is not asked.
  if (asked.length === 1 && asked[0] === 'livelli' && !LEVELS_ASKED.test(text) && PAY_CHOICE.test(text))
    asked.splice(0, 1, 'minimi');
  // "fino a quando valgono i due contratti": the expiry asked without the word.
  const untilWhen = /\bfino a quando (?:val|dur|rest|son|sara|e in vigore)/;
  if (untilWhen.test(text)) add('validita');
  drop('validita', new RegExp(`scad|vigenz|validit|durata|in vigore|${untilWhen.source}`));
  // "a parità di anzianità", "con 3 anni di anzianità": the seniority sets the case (the notice's band), not a subject.
  const seniorityOnlyCase = SENIORITY_SET.test(text) || !/anzianit/.test(text.replace(SENIORITY_TOLD, ' '));
  if (seniorityOnlyCase && asked.includes('scatti') && !/\bscatt\w*/.test(text))
    asked.splice(asked.indexOf('scatti'), 1);
  if (asked.includes('una_tantum') && !/aument|increment/.test(text)) drop('aumento', /$^/);
  // "ex festività" are paid leave hours, not holiday work.
  if (!/straordinar|maggioraz|notturn|lavoro festivo|domenic/.test(text) && !NIGHT_WORK.test(text))
    drop('maggiorazioni', /$^/);
  if (supplementary) drop('maggiorazioni', /straordinar|notturn|lavoro festivo|domenic/);
  const at = (m: Measure) => patternOf(m)?.exec(text)?.index ?? Number.POSITIVE_INFINITY;
  return asked.length > 1 ? [...asked].sort((a, b) => at(a) - at(b)) : asked;
}
const SENIORITY_TOLD = /\b(?:con|da|di) (?:\d+|[a-z]+) (?:anni|mesi)(?: e mezzo)? di anzianita\b/g;

/** confronta: the compared figure first, one sentence per measure; a table by agreement; a gap named for each. */
export function confronta(ctx: AgentContext): AgentAnswer {
  const { agreements: found } = targetAgreements(ctx);
  if (!found.length) return cannotIdentifyAgreement(ctx, 'da confrontare', undefined, true);
  const twoWorkers = householdNoticePair(ctx) ?? relatedAgreementGap(ctx);
  if (twoWorkers) return twoWorkers; // two household workers' notice; a clinic's tables not held
  const selected = ctx.categories // two agreements at least: one named is set beside the selected ones
    .map((id) => ctx.kb.byCategory(id))
    .filter((c): c is Ccnl => c !== undefined);
  let agreements =
    followUpAgreement(ctx) ??
    (found.length < 2 ? [...new Set([...found, ...selected])] : found).slice(0, MAX_AGREEMENTS);
  const ownLeave = bereavementCompare(ctx.message, agreements) ?? marriageCompare(ctx.message, agreements);
  if (ownLeave) return ownLeave; // bereavement or marriage leave (bereavement-compare.ts, marriage-compare.ts)
  const lawLeave = lawLeaveCompare(ctx, agreements) ?? jobLevelCompare(ctx, agreements); // law-leave, job-level
  if (lawLeave) return lawLeave;
  const band = nightBandCompare(ctx.message, agreements); // the night workers' bands (night-band.ts)
  if (band) return band;
  const study = studyCompare(ctx.message, agreements) ?? welfareCompare(ctx.message, agreements);
  if (study) return study;
  const text = overtimeKept(readable(ctx.message), ctx.history?.at(-1));
  const picked = ctx.perimetri.map((id) => topicById(id)?.key).filter((t): t is Topic => t !== undefined);
  // The levels read beside the comparison are asked only when the ask names them ("senza scatti" asks none).
  const fromRequest = withoutSetAside(
    extraMonthListed(ctx.request ? topicsOfRequest(ctx.request, ctx.message) : [], text).filter(
      (t) => t !== 'livelli' || LEVELS_ASKED.test(askOf(text)),
    ),
    text,
    patternOf,
  );
  const previous = ctx.history?.at(-1);
  // A follow-up compares what the conversation compared ("per le prime due ore?"; "e se fosse B2?" moves the level).
  const movesLevel = previous !== undefined && withoutReplacedLevel(text) !== text;
  const notLevels = (m: Measure) =>
    (m !== 'livelli' || (!movesLevel && LEVELS_ASKED.test(text))) &&
    (m !== 'orario' || previous === undefined || HOURS_ASKED.test(text));
  // ("e la quattordicesima?" after a comparison of hours names its own subject: the one carried over gives way.)
  const named = previous === undefined ? undefined : FOLLOW_UP_SUBJECT.exec(text)?.[1];
  const carried =
    named !== undefined &&
    topicsOf(named).length > 0 &&
    !fromRequest.some((t) => topicsOf(named).includes(t));
  const own = measuresOf(text, topicsOf(text).length && !carried ? fromRequest : []).filter(notLevels);
  // "chi guadagna di più, un C3 o un 3° livello?": the levels named are whose pay is compared, not the subject.
  const fromText = measuresOf(text, carried && topicsOf(text).length ? [] : fromRequest);
  const subjects = fromText.filter(notLevels);
  const pay: Measure[] = topicsOf(text).includes('minimi') || WHO_EARNS_MORE.test(text) ? ['minimi'] : [];
  const asked = picked.length
    ? [...new Set(picked)]
    : own.length || !previous
      ? subjects.length
        ? subjects
        : pay.length && !LEVELS_ASKED.test(text)
          ? pay
          : fromText
      : // "sono inquadrata al 4° livello: qual è il mio minimo?" told the level; it asked the minimum.
        measuresOf(readable(previous), []).filter(
          (m) => m !== 'livelli' || LEVELS_ASKED.test(askedClause(readable(previous))),
        );
  const measures: Measure[] = asked.length
    ? picked.length
      ? asked
      : askedFirst(asked, text)
    : DEFAULT_MEASURES;
  const date = dayNotHire(ctx.request?.slots.date ?? parseDate(ctx.message), ctx.message) ?? ctx.today;
  const ownDays = daysSaidPerAgreement(agreements, ctx.message); // each agreement's table day, when each has one
  // "vigilanza privata o servizi fiduciari?": two sections of one agreement, compared table to table.
  const sectioned = sectionCompare(ctx, agreements, date);
  if (sectioned) return sectioned;
  // Each agreement's level; a follow-up's bare ordinal ("e il 6°?") or a document's level was read by the reader.
  const slotLevel = previous || hasDocumentFacts(ctx) ? ctx.request?.slots.level : undefined;
  // "e se invece del C3 lo mettono B1?": the level set aside is read as no one's (replaced-level.ts).
  const said = withoutReplacedLevel(ctx.message);
  const levelText = withoutReplacedLevel(text);
  const ordinal = new RegExp(`\\b(\\d{1,2})\\s*[°º](?!\\s*(?:${MONTH_NAMES}))`, 'i').exec(said)?.[1];
  // "il metalmeccanico o il Confapi per un operaio di 3° livello?": the level of both (not when another is said later).
  const shared = sharedLevelOf(levelText);
  // "la cameriera col turismo al 6° livello: mi confronti con le pulizie?": a level said next to another is its.
  const namedHere = levelsSaidHere(agreements, { ...ctx, message: said }, shared, ordinal);
  // A job described, no level named: placed by each agreement's profiles, only when every agreement places it.
  const placedEach = agreements.map((c) =>
    namedHere.some(Boolean) || shared || slotLevel ? undefined : describedJobLevel(c, text),
  );
  const described = placedEach.every(Boolean) ? placedEach : agreements.map(() => undefined);
  const othersLevel = (i: number) => !shared && namedHere[i] === undefined && namedHere.some(Boolean);
  let levels = agreements
    .map(
      (c, i) =>
        (shared ? findLevel(c, `${shared}° livello`) : undefined) ??
        namedHere[i] ??
        (othersLevel(i) ? (levelOfEarlierTurn(ctx, c) ?? jobOfEarlierTurn(ctx, c)) : undefined) ??
        // (The level an uploaded letter gives its own agreement, when the level said is the other one's.)
        (othersLevel(i) && slotLevel && c.levels.some((l) => l.level === slotLevel)
          ? slotLevel
          : undefined) ??
        // A number not said next to this agreement is another's level, not this one's former category.
        findLevel(c, said, agreements.length < 2) ??
        findLevel(c, levelText, agreements.length < 2) ??
        (ordinal ? findLevel(c, `${ordinal}° livello`, agreements.length < 2) : undefined) ??
        (slotLevel && c.levels.some((l) => l.level === slotLevel) ? slotLevel : undefined) ??
        // "e se invece è l'azienda a licenziare?", "e con 12 anni?": the level the earlier turn gave it (fixs22d).
        (previous ? earlierTurnLevel(c, previous, agreements.length < 2) : undefined) ??
        // A domestic worker's notice by weekly hours: a live-in carer reads the band of 25 hours and more.
        (measures.length === 1 && measures[0] === 'preavviso' ? noticeHoursBand(c, ctx) : undefined) ??
        // "tra i due contratti" after a turn on each: the level each earlier turn gave its agreement.
        levelInConversation(c, ctx.history ?? []) ??
        levelOfEarlierTurn(ctx, c) ??
        // "tre camerieri di sala": each agreement's own profile; "l'operaio qualificato": the grade's level.
        described[i]?.level ??
        gradeSaidLevel(c, said),
    )
    .map((l, i) => ofTrackSaid(agreements[i] as Ccnl, l, ctx.message));
  // An earlier turn's level beside the new one; one row per section said; two levels of one agreement named.
  const beside =
    earlierLevelBeside(agreements, levels, text, previous) ??
    sectionLevelsBeside(agreements, levels, ctx.message) ??
    namedLevelsOfOne(agreements, said, previous);
  if (beside) ({ agreements, levels } = beside);
  const unmatched =
    unmatchedLevelGap(agreements, levels, measures, text, ctx.message) ?? // a level with no equivalent
    unmappedJobCompare(agreements, levels, measures, text, ctx.message, date) ?? // a job the other does not place
    computedCompare(ctx, agreements, levels, date, text); // a figure computed: net, TFR, part-time pay
  if (unmatched) return unmatched;
  const classified = described.map((d, i) => (d && d.level === levels[i] ? d : undefined));
  const cells = new Map<Measure, Cell[]>();
  // "oltre due anni": past the number said, so the band above it.
  const told = ctx.request?.slots.seniorityYears;
  const yearsTold = told === undefined ? undefined : serviceBeyond(text, told);
  for (const m of measures)
    cells.set(
      m,
      agreements
        .map((c, i) =>
          atOwnDay(cellOf(c, m, levels[i], ownDays?.[i] ?? date, text, yearsTold), m, ownDays?.[i]),
        )
        // "10 ore a 10,00 € l'ora": the supplementary hours' value in each agreement (supplementary-value.ts).
        .map((cell, i) =>
          m === 'supplementare'
            ? valuedSupplementaryCell(agreements[i] as Ccnl, cell, ctx, ctx.request)
            : cell,
        )
        // "quanto mi tengono il posto?" asks the comporto of the sickness rules, not the pay of the days.
        .map((cell) => (m === 'malattia' && COMPORTO_ASKED.test(text) ? comportoOf(cell, yearsTold) : cell))
        // "dal 4° al 20° giorno": the share of the band of days asked, from each agreement's bands.
        .map((cell, i) =>
          m === 'malattia' && !COMPORTO_ASKED.test(text)
            ? (injuryBandCell(agreements[i] as Ccnl, text) ??
              sickBandCell(agreements[i] as Ccnl, text) ??
              cell)
            : cell,
        ),
    );

  // "in quale dei due la prova è più breve?": the smaller figure named, as asked.
  const asksLower = /\bpiu (?:brev|cort|bass)\w*|\bmeno (?:lung|alt)\w*/.test(text);
  const sentences = measures.map((m, i) =>
    sentence(m, agreements, cells.get(m) ?? [], levels, date, i === 0, ownDays !== undefined, asksLower),
  );
  const [first, ...more] = sentences;
  // The levels the described job was placed at lead: they were asked, or the figures rest on them.
  const placed = classified.some(Boolean)
    ? `Per la mansione descritta: ${agreements
        .map((c, i) => {
          const d = classified[i];
          return d
            ? `${bold(levelName(c, d.level))} nel ${c.short_name} (profilo di esempio «${d.example}»)`
            : `nel ${c.short_name} nessun profilo di esempio corrisponde`;
        })
        .join('; ')}. `
    : '';
  const change = measures[0] === 'minimi' ? changeOpening(ctx, agreements, levels, date) : undefined;
  // A change asked in a month, a yes/no claim, "e chi le paga?" (the Cassa Edile): its verdict first.
  const payer = change ? undefined : payerOpening(text, agreements, measures[0]);
  // The pay given ("12 euro l'ora", "1.600 lordi al mese"): the amounts each agreement gives, before the rules.
  const amounts = comparedAmounts(
    agreements,
    measures[0],
    cells.get(measures[0] as Measure) ?? [],
    text,
    ctx.request,
  );
  const opening = `${change ?? payer?.opening ?? claimOpening(ctx.kb, text, agreements, measures[0], cells)}${placed}${amounts?.opening ?? ''}${amounts ? withoutHighest(first ?? '') : (first ?? '')}`;
  const withLevel = levels.some(Boolean);
  const header = `| CCNL |${withLevel ? ' Livello |' : ''} ${measures.map((m) => safe(MEASURE_LABEL[m])).join(' | ')} |`;
  const rule = `|${' --- |'.repeat(measures.length + 1 + (withLevel ? 1 : 0))}`;
  const rows = agreements.map(
    (c, i) =>
      `| ${safe(c.short_name)} |${withLevel ? ` ${levels[i] ? safe(levelShort(levels[i] as string)) : 'non indicato'} |` : ''} ${measures.map((m) => safe(cellText((cells.get(m) ?? [])[i] as Cell))).join(' | ')} |`,
  );
  const dated = !ownDays && measures.some((m) => m === 'minimi' || m === 'validita');
  const caption = dated ? `Confronto al ${italianDate(date)}:` : 'Confronto:';
  const body = [opening ?? '', ...more, ...(amounts?.steps ?? []), '', caption, '', header, rule, ...rows];
  // A follow-up narrowed to one agreement of the conversation's comparison is no selection to complete.
  if (agreements.length === 1 && !previous)
    body.push('', 'Hai selezionato un solo CCNL: selezionane altri per confrontarli.');

  const citations: Citation[] = (payer?.citations ?? []).concat(
    agreements.flatMap((c, i) =>
      measures.flatMap((m) => {
        const cell = (cells.get(m) ?? [])[i] as Cell;
        return cell.figure
          ? citeSources(
              c,
              `${c.short_name}, ${MEASURE_LABEL[m].toLowerCase()}: ${cell.statement || cell.figure}`,
              cell.article,
              cell.sources,
              1,
            )
          : [];
      }),
    ),
  );
  const [a, b] = agreements;
  const others = TOPICS.map((t) => t.key).filter((t) => !measures.includes(t));
  const related =
    a && b
      ? others
          .slice(0, 3)
          .map((t) => `${MEASURE_LABEL[t]}: come cambia tra il ${a.short_name} e il ${b.short_name}?`)
      : a
        ? [
            `Quali sono i minimi retributivi per livello nel ${a.short_name}?`,
            `Quanto dura il periodo di prova nel ${a.short_name}?`,
            `Quanti giorni di preavviso prevede il ${a.short_name}?`,
          ]
        : [];
  return finishAnswer(body, citations, pickQuestions(related, ctx.message, 3));
}
