import { searchDocuments } from '../kb/documents.js';
import { italianDate } from '../kb/format.js';
import type { Passage } from '../kb/passages.js';
import { findLevel } from '../kb/pay.js';
import type { Ccnl } from '../kb/schema.js';
import { terms } from '../kb/text.js';
import { gapText, type Topic, topicFact, topicsOf } from '../kb/topics.js';
import { INTENTS } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { amountAsked } from './amount-asked.js';
import {
  type AgentAnswer,
  type Citation,
  citePassage,
  citeSources,
  finishAnswer,
  pickQuestions,
} from './answer.js';
import { askedWorkerYears } from './band-ahead.js';
import { bandFirst, serviceMonths, yearsFollowUp } from './bands.js';
import { caseAskedFirst, opensWithCase } from './bracketed-case.js';
import { pastEarlierPassage, withCarriedSubject } from './carried-subject.js';
import { type AgentContext, targetAgreements } from './context.js';
import { dayAsked } from './day-asked.js';
import { divisorLine } from './divisor-line.js';
import { serviceFromHire } from './holiday-week-days.js';
import { incrementsByYears, yearsTold } from './increments-by-years.js';
import { lawTopicLines } from './law-topics.js';
import { levelOf } from './level-of-turn.js';
import { noticeGiven } from './notice-given.js';
import { withNoticeHolidays } from './notice-holidays.js';
import { noticeSide, otherSidePassage, serviceBeyond } from './notice-side.js';
import { withoutOtherCases } from './other-case-extras.js';
import { levelAsked, otherLevelsPassage } from './other-levels.js';
import { followUpSpeaksOf, isGapLine, unsaid } from './passage-relevance.js';
import { asksProbationEnd } from './probation-end.js';
import { rehireFirst } from './rehire-first.js';
import { questionFor, relatedFor } from './related-questions.js';
import { withKeptTurn } from './same-bands.js';
import { sectionTexts } from './section-texts.js';
import { askedFirst, boldLead, SAME_AS, subjectOfFollowUp } from './shared/lead.js';
import { cannotIdentifyAgreement } from './shared/no-agreement.js';
import { referenceLine } from './shared/reference-line.js';
import { sundayDutyAnswer } from './sunday-duty.js';
import { supersededTable } from './superseded-passage.js';
import { casesFirst } from './told-hours-first.js';
import { TOPIC_INTENTS, topicGap, topicsOfRequest } from './topic-intents.js';
import { directLine, type Line, type NoticeAsked, parametro } from './topic-line.js';
import { conversationNoticeGroup, type NoticeGroup } from './worker-group.js';

/** The weekly hours asked beside a divisor ("quante ore e che divisore?", "orario settimanale e divisore?"). */
const hoursAsked = (asked: string) =>
  /\bore\b|\borario\b|settimanal/.test(asked.replace(/\bdivisor\w* orari\w*/g, ' '));
/** Besides the agreement, what an agreement topic's figure depends on: asked together with it. */
const ALSO_NEEDED: Partial<Record<keyof typeof INTENTS, string>> = {
  notice: "il livello di inquadramento e l'anzianità di servizio",
  probation: 'il livello di inquadramento',
  minimum_pay: 'il livello di inquadramento',
  seniority: 'il livello di inquadramento',
  sickness_injury: "l'anzianità di servizio",
};

const RELATED_QUESTIONS = 3;
const LAW_BEFORE_AGREEMENT =
  'Il CCNL applicato può migliorare queste regole (più giorni, termini diversi): indica o seleziona il CCNL per le sue regole e i suoi valori.';
const OWN_ILLNESS_RULE =
  /malatti\w*[^.]{0,60}\b(?:interromp|sospend)|\b(?:interromp|sospend|interrott)\w*[^.]{0,60}malatti/i;
const MAX_AGREEMENTS = 4;
const MORE_PASSAGES = 3;
const RELEVANCE_SHARE = 0.5; // a further passage is worth showing from this share of the best one's score
const EXCERPT_CHARS = 320;

function excerpt(text: string): string {
  return text.length > EXCERPT_CHARS ? `${text.slice(0, EXCERPT_CHARS - 1).trimEnd()}…` : text;
}

/** Share of the question's words a text contains: comparable across the knowledge base and the documents. */
function coverage(question: string, text: string): number {
  const expanded = Object.entries(SAME_AS).reduce(
    (text, [word, also]) => (text.includes(word) ? `${text} ${also}` : text),
    question.toLowerCase(),
  );
  const asked = new Set(terms(expanded));
  if (!asked.size) return 0;
  const present = new Set(terms(text));
  return [...asked].filter((t) => present.has(t)).length / asked.size;
}

interface DocumentSection {
  lines: string[];
  citations: Citation[];
  best: Passage | undefined;
}

/** What the conversation's uploaded documents say on the question: a section and its citations. */
function documentSection(ctx: AgentContext): DocumentSection {
  const hits = searchDocuments(ctx.documents, ctx.message);
  const best = hits[0];
  if (!best) return { lines: [], citations: [], best: undefined };
  const used = hits.filter((h) => h.score >= best.score * RELEVANCE_SHARE).slice(0, 2);
  return {
    lines: [
      '',
      'Dai documenti caricati:',
      ...used.map((h) => `- «${h.item.fileName}»: ${excerpt(h.item.text)}`),
    ],
    citations: used.map((h) =>
      citePassage({ ...h.item, text: excerpt(h.item.text) }, `Documento caricato: ${h.item.fileName}`),
    ),
    best: best.item,
  };
}

function ccnlNameOf(ctx: AgentContext, passage: Passage): string {
  return (passage.ccnlId && ctx.kb.byId(passage.ccnlId)?.short_name) || 'Base di conoscenza';
}

/** The file's own sourced statements on the same subject, in the agreements in scope, not already said. */
function morePassages(ctx: AgentContext, scope: string[], topics: Topic[], said: string[]): Passage[] {
  const ranked = ctx.kb.search(ctx.message, { ccnlIds: scope });
  const best = ranked[0];
  if (!best) return [];
  const level = levelAsked(ctx, scope);
  return ranked
    .filter(
      ({ item, score }) =>
        score >= best.score * RELEVANCE_SHARE &&
        item.origin === 'statement' &&
        (item.topic === null || topics.includes(item.topic)) &&
        !said.includes(item.text) &&
        !supersededTable(item.text, said[0] ?? '') &&
        !otherLevelsPassage(item.text, level, said[0] ?? '') &&
        !otherSidePassage(item.text, topics[0], ctx.message, ctx.history, said[0] ?? ''),
    )
    .slice(0, MORE_PASSAGES)
    .map((r) => r.item);
}

/** Questions the knowledge base answers well, to suggest when the one asked is outside it. */
function suggestions(ctx: AgentContext): string[] {
  const first = ctx.kb.agreements[0];
  return first
    ? [
        questionFor(first, 'prova', undefined),
        questionFor(first, 'minimi', undefined),
        questionFor(first, 'ferie', undefined),
      ]
    : [];
}

function noAnswer(ctx: AgentContext): AgentAnswer {
  const names = ctx.kb.agreements.map((c) => c.short_name).join(', ');
  const suggested = suggestions(ctx);
  const body = [
    `Non ho trovato nella base di conoscenza (${names}) un passaggio che risponda a questa domanda, quindi preferisco non rispondere senza una fonte.`,
    '',
    'Puoi chiedere, ad esempio:',
    ...suggested.map((q) => `- ${q}`),
  ];
  return finishAnswer(body, [], suggested);
}

function groupOf(texts: readonly string[]): { group?: NoticeGroup } {
  const group = conversationNoticeGroup(texts);
  return group ? { group } : {};
}

/**
 * main-agent: the direct answer first (the figure, with the date it applies from), then the details, the
 * sources of every statement and three follow-up questions specific to the answer. Without a CCNL it shows
 * the figure of every agreement on the subject; on a question the knowledge base cannot answer it says so.
 */
export function mainAgent(ctx: AgentContext): AgentAnswer {
  const { agreements } = targetAgreements(ctx);
  const shown = agreements.slice(0, MAX_AGREEMENTS);
  const request = ctx.request;
  let topics = request ? topicsOfRequest(request, ctx.message) : topicsOf(ctx.message);
  if (topics.length > 1) topics = topics.filter((t) => t !== 'livelli');
  const date = dayAsked(request, ctx.message, ctx.today); // (day-asked.ts)
  const docs = documentSection(ctx);
  const sunday = sundayDutyAnswer(ctx, shown, docs.best); // "posso rifiutarmi la domenica?" (sunday-duty.ts)
  if (sunday) return sunday;

  // A subject the knowledge base has no field for yet (apprenticeship): said as a gap, never replaced.
  if (request && !topics.length && TOPIC_INTENTS.has(request.intent) && shown.length)
    return topicGap(shown, request, ctx.message);
  // An agreement topic needs the agreement: the spec's words open the picker.
  const acrossAgreements =
    /\b(?:divers[ie]|tutti i|ogni|vari|principali|nei|fra i|tra i) (?:ccnl|contratti)\b/i.test(ctx.message);
  // "il mio contratto quando scade? ci sono aumenti?": a renewal is an agreement's, never any agreement's.
  const renewalAsked = request?.intent === 'renewal';
  // ("sono apprendista, quanto dovrei prendere?": a subject held only as each agreement's rule, none named.)
  const subject = topics.length || renewalAsked || (request && TOPIC_INTENTS.has(request.intent));
  if (subject && !shown.length && request && !docs.best && !acrossAgreements) {
    // "le ferie non godute si perdono?": the law answers whatever the agreement; the agreement's figure is asked.
    const law = lawTopicLines(topics, ctx.message);
    if (law.lines.length)
      return finishAnswer(
        [...law.lines, '', LAW_BEFORE_AGREEMENT],
        law.citations,
        pickQuestions(suggestions(ctx), ctx.message, RELATED_QUESTIONS),
      );
    return cannotIdentifyAgreement(
      ctx,
      `per rispondere su ${INTENTS[request.intent]}`,
      ALSO_NEEDED[request.intent],
    );
  }

  if (topics.length && !shown.length) {
    const topic = topics[0] as Topic;
    const rows = ctx.kb.agreements.map((ccnl) => {
      const fact = topicFact(ccnl, topic, date);
      return {
        ccnl,
        text: fact.short
          ? `- ${ccnl.short_name}: ${fact.short} (${fact.dateLabel})`
          : `- ${ccnl.short_name}: ${gapText(fact)}`,
        citations: fact.short
          ? citeSources(
              ccnl,
              `${ccnl.short_name}, ${parametro(topic)}: ${fact.text}`,
              fact.article,
              fact.sources,
              1,
            )
          : [],
      };
    });
    const body = [
      `Dipende dal CCNL applicato: ${parametro(topic)} nei CCNL della base di conoscenza${topic === 'minimi' ? ` al ${italianDate(date)}` : ''}:`,
      ...rows.map((r) => r.text),
      '',
      'Seleziona un CCNL, o indicalo nella domanda, per il dettaglio per livello con tutte le fonti.',
      ...docs.lines,
    ];
    const first = ctx.kb.agreements[0] as Ccnl;
    return finishAnswer(
      body,
      [...rows.flatMap((r) => r.citations), ...docs.citations],
      pickQuestions(
        ctx.kb.agreements
          .slice(0, RELATED_QUESTIONS)
          .map((c) => questionFor(c, topic, undefined))
          .concat(relatedFor(ctx, first, topic, undefined)),
        ctx.message,
        RELATED_QUESTIONS,
      ),
    );
  }

  if (topics.length) {
    const lines: Line[] = [];
    const asked = readable(ctx.message);
    const notice: NoticeAsked = {
      texts: sectionTexts(ctx, asked),
      today: ctx.today,
      ...(askedWorkerYears(asked) !== undefined
        ? { years: askedWorkerYears(asked) }
        : request?.slots.seniorityYears !== undefined
          ? { years: serviceBeyond(asked, request.slots.seniorityYears) }
          : serviceMonths(asked) !== undefined
            ? { years: (serviceMonths(asked) ?? 0) / 12 }
            : // "assunta a ottobre 2025", "entrato nel 2014": the service from the hire (holiday-week-days.ts).
              serviceFromHire(asked, ctx.history, ctx.today, request?.slots)),
      ...noticeSide(asked, ctx.history),
      ...amountAsked(asked),
      agreements: ctx.kb.agreements,
      // A follow-up ("e se era da noi da 5 anni?") keeps the group the conversation named ("un muratore").
      ...groupOf([asked, ...(ctx.history ?? []).toReversed().map(readable)]),
      ...(request?.slots.weeklyHours !== undefined ? { weeklyHours: request.slots.weeklyHours } : {}),
      ...(request?.slots.cohabiting !== undefined ? { cohabiting: request.slots.cohabiting } : {}),
      ...noticeGiven(ctx.message, ctx.today, ctx.history),
      ...(request?.slots.hireDate && /^\d{4}-/.test(request.slots.hireDate) && asksProbationEnd(ctx.message)
        ? { hiredOn: request.slots.hireDate }
        : {}),
    };
    for (const ccnl of shown) {
      const level = levelOf(ccnl, request, ctx);
      for (const topic of topics.slice(0, 3)) lines.push(directLine(ccnl, topic, level, date, notice));
      const divisor =
        topics[0] === 'orario' ? divisorLine(ccnl, asked, request?.slots.weeklyHours) : undefined;
      // "che divisore usa?" with no hours asked: the divisor (or its gap) opens, the weekly hours follow.
      if (divisor && shown.length === 1 && !hoursAsked(asked)) lines.unshift(divisor);
      else if (divisor) lines.push(divisor);
    }
    const said = lines.map((l, i) =>
      // A line that bolds its own lead (a gap said as such) keeps its order.
      i === 0 && !l.text.includes('**')
        ? boldLead(
            bandFirst(
              askedFirst(l.text, subjectOfFollowUp(ctx.message, ctx.history?.at(-1))),
              notice.years,
              !yearsFollowUp(ctx),
              // "e se è con noi da 1 anno solo?" after "giorni pagati e fino a quando teniamo il posto?".
              withKeptTurn(ctx.message, ctx.history?.at(-1)),
              ctx.today,
            ),
          )
        : l.text,
    );
    // "quanti scatti dovrebbe avere maturato?" with the years told: the count opens the rule.
    const counted =
      topics[0] === 'scatti' && shown[0]
        ? incrementsByYears(
            shown[0],
            notice.years ?? yearsTold(asked),
            asked,
            levelOf(shown[0], request, ctx),
          )
        : undefined;
    if (counted) said[0] = `${counted} ${said[0]}`;
    // "e se facessi anche il sabato mattina?", "e nello stabilimento balneare?": the case asked opens.
    if (said[0])
      said[0] = caseAskedFirst(said[0], topics[0] as Topic, ctx.message, ctx.history, ctx.documents);
    const scope = shown.map((c) => c.id);
    // A topic the knowledge base lacks is a gap said alone (no renewal's amounts beside a missing sickness rule).
    // "parte dal giorno in cui consegno la lettera?": when the notice starts opens the answer (notice-start.ts).
    const started = rehireFirst(
      casesFirst(said, isGapLine(said[0] ?? '') ? [] : morePassages(ctx, scope, topics, said), asked, topics),
      { text: asked, today: ctx.today, history: ctx.history ?? [] },
    );
    const more = withoutOtherCases(started.said[0] ?? '', started.more, asked);
    // The law's rule the question also asks (who sets the holidays, the weekly rest) follows the figure.
    // A holiday rule saying when illness interrupts them (Edilizia: beyond 10 days) replaces the law's rule.
    const own = lawTopicLines(topics, ctx.message, OWN_ILLNESS_RULE.test(started.said[0] ?? ''));
    const law = withNoticeHolidays(own, topics, ctx.message, shown);
    const body =
      law.first && !opensWithCase(started.said[0])
        ? [...law.lines, ...started.said]
        : [...started.said.slice(0, 1), ...law.lines, ...started.said.slice(1)];
    if (more.length) body.push('', 'Altri elementi utili:', ...more.map((p) => `- ${p.text}`));
    body.push('', ...shown.map(referenceLine));
    body.push(...docs.lines);
    const first = shown[0] as Ccnl;
    const level = findLevel(first, ctx.message);
    return finishAnswer(
      body,
      [
        ...lines.flatMap((l) => l.citations),
        ...law.citations,
        ...shown.flatMap((c) =>
          citeSources(c, `Validità del ${c.short_name}: ${c.validity.text}`, null, c.validity.sources, 1),
        ),
        ...more.map((p) => citePassage(p, ccnlNameOf(ctx, p))),
        ...docs.citations,
      ],
      pickQuestions(relatedFor(ctx, first, topics[0] as Topic, level), ctx.message, RELATED_QUESTIONS),
    );
  }

  // No known subject: the passages that best match the question, in the agreements named or in all.
  const scope = shown.length ? shown.map((c) => c.id) : undefined;
  const ranked = unsaid(ctx, ctx.kb.search(ctx.message, scope ? { ccnlIds: scope } : {}));
  const best = ranked[0];
  const past = pastEarlierPassage(ctx, best?.item.text, scope); // (the earlier turn's passage: carried-subject.ts)
  if (past && unsaid(past, ranked).length) return mainAgent(past);
  const document = docs.best;
  const carried = withCarriedSubject(ctx, scope); // (a follow-up with no subject of its own, carried-subject.ts)
  const none = () => (carried ? mainAgent(carried) : noAnswer(ctx));
  if (!best && !document) return none();
  if (document && (!best || coverage(ctx.message, document.text) > coverage(ctx.message, best.item.text))) {
    const others = docs.lines.slice(3);
    const body = [`Dal documento caricato «${document.fileName}»: ${excerpt(document.text)}`];
    if (others.length) body.push('', 'Altri passaggi dei documenti caricati:', ...others);
    const about = shown[0];
    const related = about ? relatedFor(ctx, about, 'livelli', undefined) : suggestions(ctx);
    return finishAnswer(body, docs.citations, pickQuestions(related, ctx.message, RELATED_QUESTIONS));
  }
  // A best passage on another subject is no answer: say so rather than show it.
  if (best && !document && !followUpSpeaksOf(ctx, best.item.text)) return none(); // (passage-relevance.ts)
  const used: Passage[] = [];
  for (const { item, score } of ranked) {
    if (used.length > MORE_PASSAGES - 1 || (best && score < best.score * RELEVANCE_SHARE)) break;
    if (!used.some((p) => p.text === item.text)) used.push(item);
  }
  const body: string[] = [];
  const head = used[0];
  if (head) {
    const ccnl = head.ccnlId ? ctx.kb.byId(head.ccnlId) : undefined;
    body.push(
      ccnl && !head.text.includes(ccnl.short_name) ? `Nel ${ccnl.short_name}: ${head.text}` : head.text,
    );
    if (used.length > 1) body.push('', 'Altri elementi utili:', ...used.slice(1).map((p) => `- ${p.text}`));
  } else
    body.push(
      'La base di conoscenza dei CCNL non tratta questo punto; ecco cosa dicono i documenti caricati.',
    );
  body.push(...docs.lines);
  const headCcnl = head?.ccnlId ? ctx.kb.byId(head.ccnlId) : undefined;
  const related = headCcnl
    ? relatedFor(ctx, headCcnl, head?.topic ?? 'livelli', findLevel(headCcnl, ctx.message))
    : [];
  return finishAnswer(
    body,
    [...used.map((p) => citePassage(p, ccnlNameOf(ctx, p))), ...docs.citations],
    pickQuestions(related, ctx.message, RELATED_QUESTIONS),
  );
}
