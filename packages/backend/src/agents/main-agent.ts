import { searchDocuments } from '../kb/documents.js';
import { capitalise, euro, italianDate, NOT_AVAILABLE } from '../kb/format.js';
import type { Passage } from '../kb/passages.js';
import { findLevel, levelPayAt, seniorityAmount } from '../kb/pay.js';
import type { Ccnl } from '../kb/schema.js';
import { terms } from '../kb/text.js';
import { gapText, TOPICS, type Topic, topicFact, topicsOf } from '../kb/topics.js';
import { INTENTS } from '../reader/request.js';
import { readable } from '../reader/text.js';
import {
  type AgentAnswer,
  type Citation,
  citePassage,
  citeSources,
  finishAnswer,
  pickQuestions,
} from './answer.js';
import { bandFirst, serviceMonths } from './bands.js';
import { type AgentContext, parseDate, targetAgreements } from './context.js';
import { cannotIdentifyAgreement } from './inquadra.js';
import { TOPIC_INTENTS, topicGap, topicsOfRequest } from './topic-intents.js';

const RELATED_QUESTIONS = 3;
const MAX_AGREEMENTS = 4;
const MORE_PASSAGES = 3;
// A further passage is worth showing when it scores at least this share of the best one.
const RELEVANCE_SHARE = 0.5;
const EXCERPT_CHARS = 320;

const parametro = (topic: Topic) => (TOPICS.find((t) => t.key === topic)?.parametro ?? topic).toLowerCase();

export function levelName(ccnl: Ccnl, level: string): string {
  return ccnl.levels.find((l) => l.level === level)?.name ?? `livello ${level}`;
}

/** "4° livello", "Quadri", "livello C3": how a level reads inside a sentence. */
export function levelShort(level: string): string {
  if (/^\d+$/.test(level)) return `${level}° livello`;
  if (level === 'Q' || level === 'Quadri') return 'livello Quadri';
  return `livello ${level}`;
}

interface Line {
  text: string;
  citations: Citation[];
}

/** The direct answer on one topic for one agreement: level-specific when the question names a level. */
/** Whether a seniority band ("fino a 5 anni", "oltre 5 e fino a 10 anni", "oltre 10 anni") holds `years`. */
export function inSeniorityBand(band: string, years: number): boolean {
  const text = band.toLowerCase();
  const over = /oltre (?:i |il )?(\d+)/.exec(text);
  const upTo = /fino a(?:i|l)? (\d+)/.exec(text);
  if (!over && !upTo) return false;
  return (!over || years > Number(over[1])) && (!upTo || years <= Number(upTo[1]));
}

/** What the question says about the notice: the worker's years of service and who ends the job. */
export interface NoticeAsked {
  years?: number;
  by?: 'dimissioni' | 'licenziamento';
  /** The question asks for an amount ("quanto vale", "a quanto ammonta", "importo"). */
  asksAmount?: boolean;
  /** The group of workers the question names, for agreements whose levels mix them. */
  group?: 'operai' | 'impiegati';
}

type NoticeRow = NonNullable<Ccnl['notice']['by_level']>[number];

/**
 * The notice rows that apply: those of the level asked; rows of one group (Edilizia's operai) only when the
 * question names that group, since a level holds both groups, and then even without a level.
 */
function noticeRows(ccnl: Ccnl, level: string | undefined, group: NoticeAsked['group']): NoticeRow[] {
  return (ccnl.notice.by_level ?? []).filter((r) =>
    r.group
      ? r.group === group && (!level || r.levels.includes(level))
      : level !== undefined && r.levels.includes(level),
  );
}

function directLine(
  ccnl: Ccnl,
  topic: Topic,
  level: string | undefined,
  date: string,
  notice: NoticeAsked = {},
): Line {
  const name = ccnl.short_name;
  const label = level ? levelName(ccnl, level) : '';
  if (level && topic === 'minimi') {
    const pay = levelPayAt(ccnl, level, date);
    if (pay) {
      const parts = pay.row.components.map(
        (c) =>
          `${c.label} ${euro(c.amount)}${c.payments ? ` su ${c.payments} mensilità, esclusa dal minimo mensile` : ''}`,
      );
      const section = pay.table.section ? `, ${pay.table.section}` : '';
      const derived = pay.table.derived ? ' Valore derivato, non letto su una pagina.' : '';
      const next = pay.next
        ? ` Dal ${italianDate(pay.next.table.effective_from)} sale a ${euro(pay.next.row.amount)}.`
        : '';
      const text = `Nel ${name} il minimo mensile lordo del ${label}${section} al ${italianDate(date)} è ${euro(pay.row.amount)}, in vigore dal ${italianDate(pay.table.effective_from)} (${parts.join(', ')}).${derived}${next}`;
      return {
        text,
        citations: citeSources(
          ccnl,
          text,
          `tabella minimi dal ${italianDate(pay.table.effective_from)}`,
          pay.table.sources,
        ),
      };
    }
  }
  if (level && topic === 'scatti') {
    const pay = levelPayAt(ccnl, level, date);
    const amount = seniorityAmount(ccnl, level, pay?.row.amount ?? 0);
    const rule = ccnl.seniority_increments;
    if (amount !== undefined && rule.text && (pay || rule.amounts_eur_month)) {
      const text = `Nel ${name} ogni scatto di anzianità del ${label} vale ${euro(amount)} al mese${rule.percent_of_minimum ? ` (${rule.percent_of_minimum}% del minimo in vigore al ${italianDate(date)})` : ''}; ${rule.text}.`;
      return { text, citations: citeSources(ccnl, text, rule.article ?? null, rule.sources) };
    }
  }
  if (level && topic === 'prova') {
    const rows = ccnl.probation.by_level?.filter((r) => r.levels.includes(level)) ?? [];
    if (rows.length) {
      const text = `Nel ${name} il periodo di prova massimo per il ${label} è di ${rows.map((r) => r.max).join('; ')}.`;
      return {
        text,
        citations: citeSources(ccnl, text, ccnl.probation.article ?? null, ccnl.probation.sources),
      };
    }
  }
  if (topic === 'preavviso') {
    const rows = noticeRows(ccnl, level, notice.group);
    if (rows.length) {
      const who = rows[0]?.group ? `gli ${rows[0].group}${level ? ` del ${label}` : ''}` : `il ${label}`;
      const bands = rows.map((r) => {
        const dismissal = r.licenziamento ? `licenziamento ${r.licenziamento}` : null;
        const resignation = r.dimissioni ? `dimissioni ${r.dimissioni}` : null;
        return `${r.seniority}: ${[dismissal, resignation].filter(Boolean).join(', ')}`;
      });
      // The band of the years of service stated, and the side that ends the job, answer first.
      const own =
        notice.years === undefined
          ? undefined
          : rows.findLast((r) => inSeniorityBand(r.seniority, notice.years ?? 0));
      const ownValue = own
        ? notice.by === 'licenziamento'
          ? own.licenziamento
          : notice.by
            ? own.dimissioni
            : undefined
        : undefined;
      const head = own
        ? ownValue
          ? `Nel ${name} il preavviso di ${notice.by === 'licenziamento' ? 'licenziamento' : 'dimissioni'} per ${who} con ${notice.years} anni di anzianità (${own.seniority}) è di ${ownValue}.`
          : `Nel ${name} il preavviso per ${who} con ${notice.years} anni di anzianità (${own.seniority}) è: ${bands[rows.indexOf(own)]?.replace(/^[^:]*: /, '')}.`
        : undefined;
      const text = head
        ? `${head} Tutte le fasce: ${bands.join('; ')}.`
        : `Nel ${name} il preavviso per ${who} è: ${bands.join('; ')}.`;
      return { text, citations: citeSources(ccnl, text, ccnl.notice.article ?? null, ccnl.notice.sources) };
    }
  }
  const fact = topicFact(ccnl, topic, date);
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
  if (fact.text === null)
    return { text: `Nel ${name}, ${parametro(topic)}: ${gapText(fact)}.`, citations: [] };
  const text = `Nel ${name}, ${parametro(topic)}: ${fact.text.replace(/\.$/, '')}.`;
  return { text, citations: citeSources(ccnl, text, fact.article, fact.sources) };
}

/**
 * The first line with its key figure in bold: a euro amount when it states one, else the statement after
 * "Nel CCNL …, subject:" up to its first clause. A gap stays as it is.
 */
export function boldLead(line: string): string {
  if (line.includes(NOT_AVAILABLE)) return line;
  const amount = /\d{1,3}(?:\.\d{3})*,\d{2} €/.exec(line);
  if (amount && / è \d/.test(line)) return line.replace(amount[0], `**${amount[0]}**`);
  const verb = / è (?:di )?/.exec(line);
  const colon = line.indexOf(': ');
  const at =
    colon >= 0 && (!verb || colon < verb.index) ? colon + 2 : verb ? verb.index + verb[0].length : -1;
  if (at < 0) return line;
  const rest = line.slice(at);
  const end = rest.search(/;|\s\(|\.(?:\s|$)/);
  const clause = (end < 0 ? rest : rest.slice(0, end)).trim();
  if (!clause || clause.length > 120) return line;
  return `${line.slice(0, at)}**${clause}**${rest.slice(clause.length)}`;
}

// Words a question uses for what the statements say otherwise.
const SAME_AS: Record<string, string> = {
  comporto: 'posto conservato conservazione',
  inail: 'infortunio',
  lutto: 'decesso',
  maturano: 'matura maturazione',
};

// A statement longer than this is reordered so that the part the question asks about comes first.
const LONG_STATEMENT = 300;

/**
 * A long statement with the clause that best matches the question moved to the front ("comporto" puts the
 * comporto clause of a sickness statement first), so the answer opens with what was asked.
 */
export function askedFirst(line: string, question: string): string {
  const colon = line.indexOf(': ');
  if (line.length <= LONG_STATEMENT || colon < 0) return line;
  const head = line.slice(0, colon + 2);
  const clauses = line
    .slice(colon + 2)
    .split(/(?<=[.;])\s+(?=\p{Lu}|\p{Ll})/u)
    .filter(Boolean);
  if (clauses.length < 2) return line;
  // The question's own words count fully, the words it stands for ("inail" → "infortunio") half; an
  // acronym the clause writes in capitals (INAIL, ROL, TFR) names its subject exactly and counts double.
  const asked = new Set(terms(question));
  const also = new Set(
    terms(
      Object.entries(SAME_AS)
        .filter(([word]) => question.toLowerCase().includes(word))
        .map(([, words]) => words)
        .join(' '),
    ).filter((t) => !asked.has(t)),
  );
  const score = (clause: string) => {
    const acronyms = new Set(terms((clause.match(/\b[A-Z]{3,}\b/g) ?? []).join(' ')));
    return [...new Set(terms(clause))].reduce(
      (sum, t) => sum + (asked.has(t) ? (acronyms.has(t) ? 2 : 1) : also.has(t) ? 0.5 : 0),
      0,
    );
  };
  let best = 0;
  clauses.forEach((c, i) => {
    if (score(c) > score(clauses[best] ?? '')) best = i;
  });
  if (best === 0) return line;
  const [chosen] = clauses.splice(best, 1);
  return `${head}${[chosen, ...clauses].join(' ')}`;
}

/** Follow-ups on the same agreement, nearest subject first. */
const NEXT: Record<Topic, Topic[]> = {
  minimi: ['scatti', 'mensilita', 'orario'],
  orario: ['permessi', 'ferie', 'minimi'],
  ferie: ['permessi', 'orario', 'malattia'],
  prova: ['preavviso', 'minimi', 'ferie'],
  preavviso: ['prova', 'scatti', 'ferie'],
  mensilita: ['minimi', 'scatti', 'ferie'],
  scatti: ['minimi', 'mensilita', 'preavviso'],
  livelli: ['minimi', 'prova', 'preavviso'],
  validita: ['minimi', 'firmatari', 'livelli'],
  permessi: ['ferie', 'orario', 'malattia'],
  malattia: ['ferie', 'permessi', 'preavviso'],
  maggiorazioni: ['orario', 'minimi', 'permessi'],
  part_time: ['orario', 'minimi', 'ferie'],
  firmatari: ['validita', 'minimi', 'livelli'],
  congedo_matrimoniale: ['ferie', 'permessi', 'malattia'],
};

function questionFor(ccnl: Ccnl, topic: Topic, level: string | undefined): string {
  const name = ccnl.short_name;
  const per = level ? ` per il ${levelShort(level)}` : '';
  switch (topic) {
    case 'minimi':
      return level
        ? `Qual è il minimo mensile del ${levelName(ccnl, level)} nel ${name}?`
        : `Quali sono i minimi retributivi per livello nel ${name}?`;
    case 'orario':
      return `Quante ore settimanali prevede il ${name}?`;
    case 'ferie':
      return `Quanti giorni di ferie spettano con il ${name}?`;
    case 'prova':
      return `Quanto dura il periodo di prova${per} nel ${name}?`;
    case 'preavviso':
      return `Quanti giorni di preavviso prevede il ${name}${per}?`;
    case 'mensilita':
      return `Quante mensilità prevede il ${name} e quando si pagano?`;
    case 'scatti':
      return `Come funzionano gli scatti di anzianità${per} nel ${name}?`;
    case 'livelli':
      return `Quali mansioni rientrano nei livelli del ${name}?`;
    case 'validita':
      return `Fino a quando è valido il ${name}?`;
    case 'firmatari':
      return `Chi ha firmato il ${name}?`;
    default:
      return `Cosa prevede il ${name} su ${parametro(topic)}?`;
  }
}

function relatedFor(ctx: AgentContext, ccnl: Ccnl, topic: Topic, level: string | undefined): string[] {
  const own = NEXT[topic]
    .filter((t) => topicFact(ccnl, t, ctx.today).text !== null)
    .map((t) => questionFor(ccnl, t, level));
  const extra: string[] = [];
  if (level && (topic === 'minimi' || topic === 'scatti'))
    extra.push(`Quanto guadagna netto al mese un ${levelShort(level)} del ${ccnl.short_name}?`);
  const other = ctx.kb.agreements.find(
    (c) => c.id !== ccnl.id && topicFact(c, topic, ctx.today).text !== null,
  );
  if (other)
    extra.push(
      `${capitalise(parametro(topic))}: come cambia tra il ${ccnl.short_name} e il ${other.short_name}?`,
    );
  return [...extra.slice(0, 1), ...own, ...extra.slice(1)];
}

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
  return ranked
    .filter(
      ({ item, score }) =>
        score >= best.score * RELEVANCE_SHARE &&
        item.origin === 'statement' &&
        (item.topic === null || topics.includes(item.topic)) &&
        !said.includes(item.text),
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
  const date = request?.slots.date ?? parseDate(ctx.message) ?? ctx.today;
  const docs = documentSection(ctx);

  // A subject the knowledge base has no field for yet (apprenticeship): said as a gap, never replaced.
  if (request && !topics.length && TOPIC_INTENTS.has(request.intent) && shown.length)
    return topicGap(shown, request, ctx.message);
  // An agreement topic needs the agreement: the spec's words open the picker.
  const acrossAgreements =
    /\b(?:divers[ie]|tutti i|ogni|vari|principali|nei|fra i|tra i) (?:ccnl|contratti)\b/i.test(ctx.message);
  if (topics.length && !shown.length && request && !docs.best && !acrossAgreements)
    return cannotIdentifyAgreement(ctx, `per rispondere su ${INTENTS[request.intent]}`);

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
      ...(request?.slots.seniorityYears !== undefined
        ? { years: request.slots.seniorityYears }
        : serviceMonths(asked) !== undefined
          ? { years: (serviceMonths(asked) ?? 0) / 12 }
          : {}),
      ...(/dimett|dimission|licenziars|andare a lavorare (?:per|presso|da) un|cambiare (?:lavoro|ditta|azienda)|lasciare (?:il lavoro|l'azienda|la ditta)|andarsene/.test(
        asked,
      )
        ? { by: 'dimissioni' as const }
        : /licenzi/.test(asked)
          ? { by: 'licenziamento' as const }
          : {}),
      ...(/\bquant[oiae]\b|\bimport[oi]\b|\bvalor[ei]\b|\bval(?:e|gono)\b|\bammont|\beuro\b|€|\bcifr[ae]\b/.test(
        asked,
      )
        ? { asksAmount: true }
        : {}),
      ...(/\boperai/.test(asked)
        ? { group: 'operai' as const }
        : /\bimpiegat/.test(asked)
          ? { group: 'impiegati' as const }
          : {}),
    };
    for (const ccnl of shown) {
      const level =
        request?.slots.level && ccnl.levels.some((l) => l.level === request.slots.level)
          ? request.slots.level
          : findLevel(ccnl, ctx.message);
      for (const topic of topics.slice(0, 3)) lines.push(directLine(ccnl, topic, level, date, notice));
    }
    const said = lines.map((l, i) =>
      // A line that bolds its own lead (a gap said as such) keeps its order.
      i === 0 && !l.text.includes('**')
        ? boldLead(bandFirst(askedFirst(l.text, ctx.message), notice.years))
        : l.text,
    );
    const scope = shown.map((c) => c.id);
    const more = morePassages(ctx, scope, topics, said);
    const body = [...said];
    if (more.length) body.push('', 'Altri elementi utili:', ...more.map((p) => `- ${p.text}`));
    body.push(
      '',
      ...shown.map(
        (c) =>
          `Contratto di riferimento: ${c.official_name}${c.cnel_code.value ? ` (codice CNEL ${c.cnel_code.value})` : ''}; validità: ${c.validity.text.split(/;\s/)[0]}.`,
      ),
    );
    body.push(...docs.lines);
    const first = shown[0] as Ccnl;
    const level = findLevel(first, ctx.message);
    return finishAnswer(
      body,
      [
        ...lines.flatMap((l) => l.citations),
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
  const ranked = ctx.kb.search(ctx.message, scope ? { ccnlIds: scope } : {});
  const best = ranked[0];
  const document = docs.best;
  if (!best && !document) return noAnswer(ctx);
  if (document && (!best || coverage(ctx.message, document.text) > coverage(ctx.message, best.item.text))) {
    const others = docs.lines.slice(3);
    const body = [`Dal documento caricato «${document.fileName}»: ${excerpt(document.text)}`];
    if (others.length) body.push('', 'Altri passaggi dei documenti caricati:', ...others);
    const about = shown[0];
    const related = about ? relatedFor(ctx, about, 'livelli', undefined) : suggestions(ctx);
    return finishAnswer(body, docs.citations, pickQuestions(related, ctx.message, RELATED_QUESTIONS));
  }
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
