import { NOT_AVAILABLE } from '../kb/format.js';
import type { Ccnl, TextFact } from '../kb/schema.js';
import { LAW_LEAVE, type LeaveKind, leaveKindsOf } from '../reader/asked-topic.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, type Citation, citeSources } from './answer.js';
import { bereavementByLaw, bereavementWindow, type KindLines } from './bereavement-law.js';
import { birthLeaveFact, birthLeaveLine } from './birth-leave.js';
import { breastfeedingLine } from './breastfeeding-hours.js';
import { childOutsideRange } from './child-sickness-age.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { disabilityHours, disabilityMixed } from './disability-hours.js';
import { disabilityPartTimeAnswer } from './disability-part-time.js';
import { disabledChildLeaveAnswer } from './disabled-child-leave.js';
import { domesticKindLine, domesticLeaveLines, domesticParentAsked } from './domestic-parent-leave.js';
import { groupGapLine } from './group-gap.js';
import { LAW_LEAVE_FACTS, lawCitations } from './law-facts.js';
import { lawLeaveClaim } from './law-leave-claims.js';
import { leaveFigure } from './leave-amounts.js';
import { askedOverStory } from './leave-asked.js';
import { beyondLawGap } from './leave-beyond-law.js';
import { LEAVE_LABEL } from './leave-label.js';
import { modalityFirst } from './leave-modality.js';
import { agreementPassages, passageCitations } from './leave-passages.js';
import { leavePayAnswer, parentalAgeVerdict } from './leave-pay.js';
import { afterBirthVerdict } from './maternity-after-birth.js';
import { maternityTermEndLine } from './maternity-term-end.js';
import { maternityTopUpLine } from './maternity-top-up.js';
import { parentalHourlyLine } from './parental-hourly.js';
import { parentalTotalVerdict } from './parental-total.js';
import { paternityNotice } from './paternity-notice.js';
import { marriageByLaw } from './payslip-marriage-allowance.js';
import { askedFirst, boldLead } from './shared/lead.js';
import { studyAspectLine } from './study-asked.js';
import { examDaysByLaw } from './study-hours.js';
import { conversationGroup } from './worker-group.js';

/** The leave kinds asked: in the question, else in the conversation's last question that names one. */
export function askedLeaveKinds(ctx: AgentContext): LeaveKind[] {
  for (const text of [ctx.message, ...[...(ctx.history ?? [])].reverse()]) {
    const kinds = leaveKindsOf(readable(text));
    if (kinds.length)
      return text === ctx.message
        ? notOver(readable(text), kinds)
        : otherParent(readable(ctx.message), notOver(readable(text), kinds));
  }
  return [];
}

/** The father or the partner of the mother named ("e il mio compagno?", "e il papà quanti giorni ha?"). */
const FATHER = /\b(?:compagno|marito|papa|padre|fidanzato|convivente)\b/;
/** The mother named after the father's leave ("e mia moglie?", "e la mamma?"). */
const MOTHER = /\b(?:moglie|compagna|mamma|madre|fidanzata)\b/;

/**
 * A follow-up that asks the same birth's leave for the other parent: the father's after the mother's
 * maternity, the mother's after the father's paternity; the earlier turn's kinds otherwise.
 */
function otherParent(message: string, earlier: LeaveKind[]): LeaveKind[] {
  if (earlier.includes('maternity') && !earlier.includes('paternity') && FATHER.test(message))
    return ['paternity'];
  if (earlier.includes('paternity') && !earlier.includes('maternity') && MOTHER.test(message))
    return ['maternity'];
  return earlier;
}

/** Maternity told as over ("maternità obbligatoria già conclusa", "rientro dalla maternità", "rientra dal congedo di maternità"): the story. */
const MATERNITY_OVER =
  /\bmaternita (?:obbligatoria )?(?:e |e' )?(?:gia |ormai )?(?:conclus|finit|terminat|chius)\w*|\b(?:finit|conclus|terminat)\w* (?:la |il )?(?:maternita|congedo di maternita)\b|\b(?:dopo|rientr\w* da(?:lla|l)?|torn\w* da(?:lla|l)?) (?:la |il )?(?:congedo di )?maternita\b|\bprima (?:della|dell'inizio della) (?:congedo di )?maternita\b|\b(?:rientr|torn)\w* dopo (?:il )?parto\b/;

/** Paternity told as past beside the next leave ("e dopo la paternità, col parentale…"). */
const PATERNITY_OVER =
  /\b(?:dopo|finit\w*|conclus\w*|terminat\w*) (?:la |il )?(?:congedo (?:di |obbligatorio di )?)?paternita\b/;

/** The kinds a question asks, without a maternity or paternity it tells as over beside another leave it asks. */
function notOver(text: string, kinds: LeaveKind[]): LeaveKind[] {
  const over = (kind: LeaveKind) =>
    (kind === 'maternity' && MATERNITY_OVER.test(text)) ||
    (kind === 'paternity' && PATERNITY_OVER.test(text));
  const asked = kinds.length > 1 ? kinds.filter((k) => !over(k)) : kinds;
  return askedOverStory(text, asked);
}

/** The agreement's own fact on a leave kind it records. */
function agreementFact(ccnl: Ccnl, kind: LeaveKind): TextFact | undefined {
  switch (kind) {
    case 'bereavement':
      return ccnl.leave.bereavement;
    case 'marriage':
      return ccnl.leave.marriage;
    case 'study':
      return ccnl.leave.study;
    case 'child_sickness':
      return ccnl.leave.child_sickness;
    case 'paternity':
      return ccnl.leave.paternity;
    default:
      return undefined;
  }
}

/** A statement that adds to the law's pay or length: an integration, an extension, a share paid by the employer. */
const IMPROVES =
  /integrazion|estension|si aggiung|in aggiunta|a carico (?:dell'aziend|del datore|dell'impres)|100%|giorni in piu|in piu rispetto alla legge/i;

/** The leave's length asked ("il congedo di maternità quanto dura in tutto?"), not its pay. */
const LENGTH_ASKED = /\bquanto (?:dura|durera|tempo)\b|\bdurata\b|\bquant\w* (?:mesi|settimane)\b/;
/** An agreement's statement that only tops up the pay ("integra l'indennità INPS fino al 100%"), not the length. */
const PAY_TOP_UP = /\bintegr\w*\b[^.]*\d+ ?%/i;
/** The pay asked beside it ("quanto dura e quanto mi pagano?"): the top-up stays first. */
const PAY_ASKED =
  /\bquanto (?:mi |ti |le |ci |si )?(?:pag|prend|percep|spett|da)\w*|\bpagat\w*|\bretribu\w*|\bstipendio\b|\bsoldi\b|%/;

/** The figure the agreement's statement ends on (the total it gives: "in tutto il 100%") in bold. */
function boldTotal(line: string): string {
  const figures = [...line.matchAll(/\d+(?:,\d+)?\s?%|\d+ (?:giorni|mesi|ore)\b/g)];
  const last = figures.at(-1);
  if (last?.index === undefined) return line;
  return `${line.slice(0, last.index)}${bold(last[0])}${line.slice(last.index + last[0].length)}`;
}

const related = (ccnl: Ccnl | undefined) => {
  const name = ccnl?.short_name ?? 'CCNL Commercio';
  return [
    `Quanti giorni di permesso per lutto spettano nel ${name}?`,
    `Quanti giorni di congedo matrimoniale spettano nel ${name}?`,
    `Quante ore di ROL spettano nel ${name}?`,
  ];
};

export type { KindLines };

/** One kind's lines: the law's rule then each agreement's own (or its gap), or each agreement's fact. */
export function kindLines(ctx: AgentContext, kind: LeaveKind, shown: Ccnl[]): KindLines | undefined {
  const label = LEAVE_LABEL[kind];
  const citations: Citation[] = [];
  const lines: string[] = [];
  if (LAW_LEAVE.has(kind)) {
    const law = LAW_LEAVE_FACTS[kind as keyof typeof LAW_LEAVE_FACTS] as
      | (typeof LAW_LEAVE_FACTS)['maternity']
      | undefined;
    const improved: string[] = [];
    const own: string[] = [];
    for (const ccnl of shown) {
      // A household beside other agreements: the law's rule for domestic work (domestic-parent-leave.ts).
      const home = shown.length > 1 ? domesticKindLine(kind, ccnl) : undefined;
      if (home) {
        own.push(home.line);
        citations.push(...home.citations);
        continue;
      }
      // A leave the agreement records as its own fact (a child's illness, a father's leave) is its rule beside
      // the law's.
      const held = kind === 'child_sickness' || kind === 'paternity' ? agreementFact(ccnl, kind) : undefined;
      // A birth's paid days filed under another kind ("per nascite e lutti…": birth-leave.ts) are the father's too.
      const birth = kind === 'paternity' && !held?.text ? birthLeaveFact(ccnl) : undefined;
      const fact = held?.text ? held : (birth ?? held);
      const passages = fact?.text ? [fact.text] : agreementPassages(ccnl, kind);
      if (fact?.text)
        citations.push(...citeSources(ccnl, passages[0] ?? '', fact.article ?? null, fact.sources));
      else citations.push(...passageCitations(ccnl, passages));
      // A child's illness rule for an age range that leaves out the child asked about is no rule for this child.
      const range =
        kind === 'child_sickness' && fact?.text
          ? childOutsideRange(fact.text, ctx.message, ctx.history)
          : { outside: false, age: null };
      const notHere = range.outside
        ? ` Non vale per un figlio di ${range.age} anni: per lui vale la legge.`
        : '';
      const line = birth
        ? birthLeaveLine(ccnl, birth)
        : `Nel ${ccnl.short_name}, su ${label}: ${passages.join(' ').replace(/([^.])$/, '$1.')}${notHere}`;
      // The law leaves a child's illness unpaid: any day the agreement pays adds to it ("non retribuito" does not).
      const paid =
        kind === 'child_sickness' &&
        !range.outside &&
        /(?<!non )(?:retribuit|pagat)/.test(passages.join(' '));
      // More days than the law for the child asked about is an improvement, paid or not.
      const moreDays = kind === 'child_sickness' && !!fact?.text && !range.outside;
      // A father's leave the agreement itself grants (the domestic renewal's 10 days) is its own rule: it opens.
      const granted = kind === 'paternity' && !!fact?.text;
      if (paid || moreDays || granted || (!range.outside && passages.some((p) => IMPROVES.test(p))))
        improved.push(line);
      else if (passages.length) own.push(line);
      else
        own.push(
          `Nel ${ccnl.short_name} la base di conoscenza non ha regole proprie del contratto (${label}): vale la legge.`,
        );
    }
    if (!law) {
      lines.push(
        `${label.charAt(0).toUpperCase()}${label.slice(1)}: ${bold('le regole di legge non sono nella base di conoscenza')}, e nemmeno regole proprie del contratto.`,
        ...improved,
        ...own,
      );
      return { lines, citations, assumptions: [] };
    }
    const text = law.text.replace('{figure}', law.figure);
    const lead = `Per legge (${law.reference}) ${text.replace(law.figure, bold(law.figure))}`;
    citations.push(...lawCitations(law, text));
    const lawLine = lead.charAt(0).toUpperCase() + lead.slice(1);
    // A domestic worker: the 104 permits, the parental leave and the rests left out, the maternity pay by INPS alone.
    const home = domesticLeaveLines(ctx, kind, shown, lead, improved.length > 0);
    // (The maternity's general rule is not shown to a domestic worker: its sources are not cited either.)
    if (home)
      return {
        ...home,
        citations: kind === 'maternity' ? home.citations : [...citations, ...home.citations],
      };
    // The 104 permits asked in hours, with the week given: the month's hours open, the law's days follow.
    const hours = kind === 'disability' ? disabilityHours(ctx) : undefined;
    if (hours) {
      citations.push(...hours.citations);
      return {
        lines: [hours.line, lawLine, ...improved, ...own],
        citations,
        assumptions: [
          'Lavoratore dipendente del settore privato; i contratti possono solo migliorare la legge.',
        ],
      };
    }
    // The breastfeeding rests of the schedule given ("part-time, 5 ore al giorno"): its hours open, the law follows.
    const rests =
      kind === 'breastfeeding'
        ? breastfeedingLine(ctx)
        : kind === 'parental'
          ? parentalHourlyLine(ctx, own, citations)
          : undefined;
    if (rests)
      return {
        lines: [rests, lawLine, ...improved, ...own],
        citations,
        assumptions: [
          `Lavorat${kind === 'parental' ? 'ore' : 'rice'} dipendente; i contratti possono solo migliorare la legge.`,
        ],
      };
    // "il ccnl mi da anche dei giorni in più di quelli di legge? quanti?": the agreement's own days asked, none held:
    // the gap opens, the law's rule follows as context without its pay figures (leave-beyond-law.ts).
    const beyond = improved.length ? undefined : beyondLawGap(ctx.message, shown, label, lawLine);
    // "a ore, con quanto preavviso?": the agreement's rule on how the leave is taken opens (leave-modality.ts).
    const how = improved.length || beyond ? undefined : modalityFirst(ctx.message, own);
    if (how) return { lines: [how[0] ?? '', lawLine, ...how.slice(1)], citations, assumptions: [] };
    if (beyond) return { lines: beyond, citations, assumptions: [] };
    // What the agreement adds to the law is what the worker gets: it opens, the law's rule follows; a pay top-up
    // follows the law's length when the length is what is asked.
    const lengthFirst =
      improved.length > 0 &&
      LENGTH_ASKED.test(readable(ctx.message)) &&
      !PAY_ASKED.test(readable(ctx.message)) &&
      improved.every((l) => PAY_TOP_UP.test(l));
    const [first, ...more] = lengthFirst ? [] : improved;
    if (lengthFirst) more.push(...improved);
    return {
      // A child's illness: the days the agreement gives are the figure ("3 giorni l'anno … all'80%").
      lines: first
        ? [
            kind === 'child_sickness' || kind === 'paternity' ? boldLead(first) : boldTotal(first),
            lawLine,
            ...more,
            ...own,
          ]
        : [lawLine, ...more, ...own],
      citations,
      assumptions: [
        'Lavoratore dipendente del settore privato; i contratti possono solo migliorare la legge.',
      ],
    };
  }
  // "sono operaio e mi sposo: paga l'INPS?": the law's 8 days and the INPS allowance (payslip-marriage-allowance.ts).
  const byLaw = !shown.length && kind === 'marriage' ? marriageByLaw(ctx.message) : undefined;
  if (!shown.length)
    return byLaw ? { ...byLaw, assumptions: [] } : kind === 'bereavement' ? bereavementByLaw() : undefined;
  // "un muratore si sposa": a leave the sources give for the other group only is that group's gap (group-gap.ts).
  const group = conversationGroup([ctx.message, ...(ctx.history ?? []).toReversed()].map(readable));
  for (const ccnl of shown) {
    const fact = agreementFact(ccnl, kind);
    const gapOfGroup = kind === 'marriage' ? groupGapLine(ccnl, 'congedo_matrimoniale', group) : undefined;
    if (gapOfGroup) {
      lines.push(gapOfGroup.text);
      citations.push(...gapOfGroup.citations);
    } else if (fact?.text) {
      // "quante ore in tutto per l'azienda?", "quanti insieme?", "anche per preparare gli esami?": that rule opens.
      const aspect = kind === 'study' ? studyAspectLine(ctx, ccnl) : undefined;
      if (aspect) {
        lines.push(aspect.line);
        citations.push(...aspect.citations);
      }
      const line = `Nel ${ccnl.short_name}, ${label}: ${fact.text.replace(/\.$/, '')}.`;
      lines.push(lines.length ? line : boldLead(askedFirst(line, ctx.message)));
      citations.push(...citeSources(ccnl, line, fact.article ?? null, fact.sources));
    } else {
      lines.push(
        `Nel ${ccnl.short_name}, ${label}: ${NOT_AVAILABLE}${fact?.gap ? ` (${fact.gap.replace(/\.$/, '')})` : ' (dato non raccolto per questo CCNL)'}.`,
      );
      // The agreement's study rule not held: the law's exam days still apply (study-hours.ts).
      if (kind === 'study' && !lines.some((l) => l.includes('art. 10 della legge 300/1970'))) {
        const law = examDaysByLaw();
        lines.push(law.line);
        citations.push(...law.citations);
      }
    }
  }
  const window = kind === 'bereavement' ? bereavementWindow(shown) : undefined;
  if (window) {
    lines.push(window.line);
    citations.push(...window.citations);
  }
  return { lines, citations, assumptions: [] };
}

/**
 * A leave question answered from the kinds it asks, in its order: the agreement's own fact for the kinds the
 * agreement files hold (bereavement, marriage, study, a child's illness), the law's rule for maternity,
 * paternity and parental leave, with the agreement's gap said. Undefined when no kind is named.
 */
export function leaveAnswer(ctx: AgentContext, shown: Ccnl[]): AgentAnswer | undefined {
  // "congedo di paternità … paternità obbligatoria": a kind named twice is answered once.
  const kinds = [...new Set(askedLeaveKinds(ctx))];
  // The 104 permits of a part-timer: kept or scaled by the share of full time (disability-part-time.ts).
  const partTime = kinds.includes('disability')
    ? disabilityPartTimeAnswer(ctx.message, ctx.history)
    : undefined;
  if (partTime) return partTime;
  // "figlio con la 104 grave … il congedo parentale lungo fino a quando?": the extension (disabled-child-leave.ts).
  const extension = disabledChildLeaveAnswer(ctx.message, ctx.history, shown[0]);
  if (extension) return extension;
  // A parental or maternity leave asked as money: the allowance computed on the pay or level (leave-pay.ts).
  const pay = leavePayAnswer(ctx, ctx.request, kinds);
  if (pay) return pay;
  const parts = kinds.map((kind) => kindLines(ctx, kind, shown));
  if (!parts.length || parts.some((p) => p === undefined)) return undefined;
  const [first, ...others] = parts as KindLines[];
  const [rule, ...after] = first?.lines ?? [];
  // A law leave asked yes or no: the verdict, its figure and rule open; the full answer follows (law-leave-claims.ts).
  // A domestic worker's maternity, parental leave or rests: that rule opens, no verdict of the general law.
  const home = domesticParentAsked(kinds, shown);
  // "può mescolare nello stesso mese giorni interi e ore?": No, one way a month (disability-hours.ts).
  const mixed = kinds.length === 1 && kinds[0] === 'disability' ? disabilityMixed(ctx.message) : undefined;
  const claim =
    kinds.length === 1 && kinds[0] && !home
      ? (mixed ?? lawLeaveClaim(ctx.message, kinds[0], shown, ctx.history))
      : undefined;
  // "ha 13 anni, posso ancora chiederlo?": the verdict on the child's age opens, the law's rule follows.
  // "posso lavorare fino al parto e farli tutti dopo?": Sì, since 2019 (maternity-after-birth.ts).
  const afterBirth =
    !claim && !home && kinds.length === 1 && kinds[0] === 'maternity'
      ? afterBirthVerdict(ctx.message)
      : undefined;
  // "l'azienda mi integra la maternità al 100%?" with no agreement: it depends on the CCNL (maternity-top-up.ts).
  const topUp =
    kinds.length === 1 && kinds[0] === 'maternity' && !home
      ? maternityTopUpLine(ctx.message, shown, ctx.kb.agreements)
      : undefined;
  // "il contratto stagionale scade prima del parto": the allowance after the term's end (maternity-term-end.ts).
  const termEnd =
    kinds.length === 1 && kinds[0] === 'maternity' && !home ? maternityTermEndLine(ctx.message) : undefined;
  // "quanto preavviso mi doveva dare? posso dirgli di no?": the father's 5 days' notice (paternity-notice.ts).
  const notice = kinds.length === 1 && kinds[0] === 'paternity' ? paternityNotice(ctx.message) : undefined;
  const verdict =
    notice?.line ??
    claim?.line ??
    afterBirth?.line ??
    topUp?.line ??
    (kinds[0] === 'parental' && !home
      ? (parentalAgeVerdict(ctx) ?? parentalTotalVerdict(ctx.message))
      : undefined);
  // The figure worked out on the case told (a day's pay, the hours' total, the days of rest) opens, after a yes or
  // no asked (leave-amounts.ts).
  const worked = home ? undefined : leaveFigure(ctx, kinds, shown);
  const figure = worked?.line;
  const figureCitations = worked?.citations;
  const [answer, ...steps] = (
    verdict && rule
      ? worked?.leads
        ? [figure, verdict, rule, ...after]
        : [verdict, figure, rule, ...after]
      : [figure, rule, ...after]
  ).filter((l): l is string => l !== undefined);
  return compose({
    answer: answer ?? '',
    steps: [...(termEnd ? [termEnd.line] : []), ...steps, ...others.flatMap((p) => ['', ...p.lines])],
    assumptions: [...new Set(parts.flatMap((p) => p?.assumptions ?? []))],
    citations: [
      ...(figureCitations ?? []),
      ...(termEnd?.citations ?? []),
      ...(notice?.citations ?? claim?.citations ?? afterBirth?.citations ?? topUp?.citations ?? []),
      ...parts.flatMap((p) => p?.citations ?? []),
    ],
    related: related(shown[0]),
  });
}
