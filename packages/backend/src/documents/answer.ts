/**
 * Answers about the conversation's uploaded documents, for the agents and the reader (intent
 * `document_question`):
 *
 *   answerDocumentQuestion(input: DocumentQuestion): AgentAnswer | null
 *
 * - `input.question`: the user's message; `input.documents`: the conversation's documents
 *   (`AgentContext.documents`, indexed at upload); `input.kb`, `input.categories` (selected agreements,
 *   `id_categoria`), `input.today` (AAAA-MM-GG) as in `AgentContext`.
 * - Null when there are no documents (unless the question speaks of one the user sent: then it says there is
 *   none). Otherwise an answer from the documents first: "riassumi…" gives an
 *   extractive summary; "è corretto / conforme…" quotes the document's figure and checks it against the
 *   agreement the question, the selection or the document names ("il documento indica 60 giorni; per il 4°
 *   livello del CCNL Commercio il massimo è 60 giorni di lavoro effettivo: è conforme"); any other question
 *   quotes the best passages. Every quote cites the file and its page (PDF) or heading and paragraph (DOCX);
 *   scanned pages that could not be read are said so.
 *
 *   isDocumentQuestion(question: string): boolean — whether a message is about the uploaded documents, for
 *   callers without the reader.
 */
import {
  type AgentAnswer,
  type Citation,
  citePassage,
  finishAnswer,
  pickQuestions,
} from '../agents/answer.js';
import { firstDay, startDate } from '../agents/document-request.js';
import { allPassagesText, indexOf, passagesText, type UploadedText } from '../kb/documents.js';
import type { KnowledgeBase } from '../kb/knowledge-base.js';
import type { Passage } from '../kb/passages.js';
import type { Ccnl } from '../kb/schema.js';
import { type Topic, topicsOf } from '../kb/topics.js';
import { withoutNegatedItems } from '../reader/negation.js';
import { askedParts } from './asked-parts.js';
import { ceasedLevelHeld } from './ceased-level-held.js';
import { checkFigure, hiredKind, statedFigure, weighedAt } from './compliance.js';
import { componentCheck } from './component-check.js';
import { fixedTermProbation } from './fixed-term-probation.js';
import { labelledAnswer } from './labelled-answer.js';
import { labelledTerm, termLevel } from './labelled-terms.js';
import { labelledValues } from './labelled-values.js';
import { askedBalances, balanceLine } from './leave-balance.js';
import { ASKS_HOURS, ASKS_PAYMENTS, letterFactsAnswer } from './letter-facts.js';
import { letterStatements } from './letter-statement.js';
import { checkedAgreement } from './named-agreement.js';
import { withPartTimeDue } from './part-time-due.js';
import { isAbout, QUOTE_CHARS, quote, sentenceAbout } from './passage-fields.js';
import { withoutSettledTopics } from './settled-topics.js';
import { documentTexts, summedItems } from './summed-items.js';
import { partTimeShare, tableItemsFigure } from './table-items.js';
import { otherTermVerdicts, termVerdict, weighedLines } from './term-verdicts.js';
import { unreadNotice } from './unread-notice.js';

export interface DocumentQuestion {
  question: string;
  documents: readonly UploadedText[];
  kb: KnowledgeBase;
  categories?: readonly number[];
  today: string;
}

/** A quote clipped before its figure: an ellipsis, or a payslip's dot leaders ("Paga base ........ 1.584,07"). */
const CLIPPED = /(?:…|\.{3,})\s*$/;
const SUMMARY = /riassum|riassunto|sintesi|sintetizz|di cosa (parla|tratta)|cosa contiene|in breve/;
const CHECK =
  /corrett|conform|regolar|giust[oaie]\b|rispett|legittim|\blegal|in linea|va bene|\b(?:e|sia|va|sono) (?:ok|okay)\b|coerent|ammess|compatibil|consentit|lecit|(?:troppo|cosi|piu) lung|\bpuo essere\b|\balmeno (?:quell|pari|il minimo)|\bcorrispond|\b(?:scritt|mess|indicat|impostat)[oaie] bene\b|sbagliat|\berrat[oaie]\b|\b(?:e|sia|sembra) normale\b|\bprevist\w* (?:dal|nel|per il) (?:ccnl|contratto)\b|\bnon (?:e|sia|sarebbe) (?:di )?(?:meno|inferiore|superiore|piu bass|piu alt)|\b(?:spett\w*|dar\w*|pagar\w*) (?:qualcosa )?di piu\b/;
const ABOUT_DOCUMENT =
  /document|allegat|caricat|\bfile\b|\bpdf\b|lettera|questo contratto|bust[ae] paga|cosa dice|cosa prevede il documento|\bcedolin[oi]\b|\bprospetto paga\b|\b(?:vi|ti|le) allego\b|\bleggendo (?:il|la|dal|dalla)\b/;
/** An item the payslip itself states, asked as what was withheld or paid ("quanto mi hanno trattenuto di INPS?"). */
const STATED_ITEM =
  /\bquanto (?:mi|gli|le|ci|vi) (?:hanno|ha|avete) (?:trattenut|tolt|detratt|addebitat|toccat)\w*/;
/** A message that speaks of a document the user sent: answered even when the conversation has none. */
const SENT_DOCUMENT =
  /(document|file|lettera|allegat|contratto|busta paga)\w*( [a-z]+){0,3} (che )?(ho |ti ho )?(caricat|allegat|inviat|mandat)|ti ho (caricato|mandato|inviato|allegato)/;

const plain = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '');

/** Whether a message asks about the uploaded documents: names them, or asks to summarise or check them. */
export function isDocumentQuestion(question: string): boolean {
  const lower = plain(question);
  return (
    SUMMARY.test(lower) ||
    ABOUT_DOCUMENT.test(lower) ||
    STATED_ITEM.test(lower) ||
    (CHECK.test(lower) && topicsOf(lower).length > 0)
  );
}

/** The level asked as an item, not stated ("inquadrata al 3° livello"). */
const ASKS_LEVEL =
  /\binquadramento\b(?! (?:al|nel|come|a|in)\b)|\b(?:qual|quale|che|in che|a che) (?:e )?(?:il )?(?:livell|categori|posizione econ)|\blivello (?:di inquadramento|indicato|previsto)\b/;

const SUMMARY_PASSAGES = 5;

const cite = (p: Passage): Citation =>
  citePassage({ ...p, text: quote(p.text) }, `Documento caricato: ${p.fileName}`);
const where = (p: Passage) => `«${p.fileName}»${p.article ? `, ${p.article}` : ''}`;

const FOLLOW_UPS = [
  'Riassumi il documento caricato',
  'Il periodo di prova indicato nel documento è corretto?',
  "Cosa dice il documento sull'orario di lavoro?",
  'La retribuzione indicata nel documento rispetta i minimi del CCNL?',
];

function summary(input: DocumentQuestion): AgentAnswer {
  const body: string[] = [];
  const citations: Citation[] = [];
  for (const document of input.documents) {
    const { passages } = indexOf(document);
    const size = document.pages ? `, ${document.pages} ${document.pages === 1 ? 'pagina' : 'pagine'}` : '';
    body.push(`Sintesi di «${document.fileName}»${size}:`);
    if (!passages.length) body.push('- nessun testo leggibile.');
    // The opening of each section (a page, a heading), in document order: what the document is about.
    const seen = new Set<string>();
    const openings = passages.filter((p) => {
      const key = p.heading ?? String(p.page ?? '');
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    const picked = (openings.length >= SUMMARY_PASSAGES ? openings : passages).slice(0, SUMMARY_PASSAGES);
    for (const p of picked) {
      body.push(`- ${p.heading ? `${p.heading}: ` : ''}${quote(p.text, 220)} (${p.article ?? 'inizio'})`);
      citations.push(cite(p));
    }
    // The figures it states on the subjects consultants check.
    const figures: string[] = [];
    for (const topic of ['prova', 'orario', 'minimi', 'ferie', 'preavviso'] as Topic[]) {
      const hit = passages.find(
        (p) => isAbout(p.text, topic) && statedFigure(topic, sentenceAbout(p, topic)),
      );
      const figure = hit && statedFigure(topic, sentenceAbout(hit, topic));
      if (hit && figure)
        figures.push(`${TOPIC_LABEL[topic]}: ${figure.text} (${hit.article ?? 'documento'})`);
    }
    if (figures.length) body.push('', 'Dati indicati nel documento:', ...figures.map((f) => `- ${f}`));
    body.push('');
  }
  body.push(...unreadNotice(input.documents));
  return finishAnswer(trim(body), citations, pickQuestions(FOLLOW_UPS, input.question, 3));
}

const TOPIC_LABEL: Partial<Record<Topic, string>> = {
  prova: 'periodo di prova',
  orario: 'orario di lavoro',
  minimi: 'retribuzione',
  ferie: 'ferie',
  preavviso: 'preavviso',
};

function trim(lines: string[]): string[] {
  const out = [...lines];
  while (out.length && !out.at(-1)?.trim()) out.pop();
  return out;
}

/** The agreement a check is made against: the selected one, else the one the question or the document names. */
function agreementFor(input: DocumentQuestion, documentText: string): Ccnl | undefined {
  return checkedAgreement(input.kb, input.categories, input.question, documentText);
}

// Passages looked at closely (topic, figures): the best ranked only, however long the documents.
const CANDIDATES = 20;

function ranked(input: DocumentQuestion, query: string) {
  return input.documents
    .flatMap((d) => indexOf(d).index.search(query).slice(0, CANDIDATES))
    .sort((a, b) => b.score - a.score)
    .slice(0, CANDIDATES)
    .map((r) => r.item);
}

const NONE_UPLOADED =
  'In questa conversazione non c’è nessun documento caricato, quindi non posso dire cosa contiene. Caricalo con «Documenti» e ripeti la domanda.';

export function answerDocumentQuestion(input: DocumentQuestion): AgentAnswer | null {
  const lower = plain(input.question);
  if (!input.documents.length)
    return SENT_DOCUMENT.test(lower) ? finishAnswer([NONE_UPLOADED], [], []) : null;
  // ("dimmi in breve quanto dura la prova e quante ore faccio": the items asked, answered briefly, not a summary.)
  const briefItems = !SUMMARY.test(lower.replace(/\bin breve\b/g, '')) && topicsOf(lower).length > 0;
  if (SUMMARY.test(lower) && !briefItems) return summary(input);
  // "quanto ho preso in totale di straordinario?": the item's lines, summed.
  const summed = summedItems(input.question, documentTexts(input.documents));
  if (summed) {
    const document = input.documents.find((d) => d.fileName === summed.fileName);
    const cited = document ? indexOf(document).passages.slice(0, 1) : [];
    return finishAnswer([summed.line], cited.map(cite), pickQuestions(FOLLOW_UPS, input.question, 3));
  }

  const passages = input.documents.flatMap((d) => indexOf(d).passages);
  // A pay item checked against the same item of the agreement's table ("la paga base è quella del CCNL?").
  const item = componentCheck({ ...input, passages });
  if (item) return finishAnswer([item.line], item.citations, pickQuestions(FOLLOW_UPS, input.question, 3));
  // The level is a subject only when asked; subjects in the order asked, those said fine or absent ("non ho fatto
  // straordinari") dropped (settled-topics.ts, reader/negation.ts).
  const asked = topicsOf(withoutNegatedItems(lower)).filter((t) => t !== 'livelli' || ASKS_LEVEL.test(lower)); // ordered there
  const topics = withoutSettledTopics(lower, asked);
  // "quante ferie mi restano?": the balance the payslip states, not the agreement's yearly entitlement.
  const balances = CHECK.test(lower) ? [] : askedBalances(input.question, passages);
  if (balances.length)
    return finishAnswer(
      [balanceLine(balances)],
      [...new Set(balances.map((b) => b.passage))].map(cite),
      pickQuestions(FOLLOW_UPS, input.question, 3),
    );
  // "qual è la data di assunzione e il livello indicato?", the probation and the pay beside it: the facts a
  // letter states, read off it (no other subject asked with them).
  // (The week and the monthly payments when asked as such: "quante ore a settimana", "in quante mensilità".)
  const factTopics: Topic[] = [
    'livelli',
    'prova',
    'minimi',
    ...(ASKS_HOURS.test(lower) ? (['orario'] as Topic[]) : []),
    ...(ASKS_PAYMENTS.test(lower) ? (['mensilita'] as Topic[]) : []),
  ];
  const onlyFacts = !CHECK.test(lower) && topics.every((t) => factTopics.includes(t));
  for (const document of onlyFacts ? input.documents : []) {
    const text = passagesText(document);
    const facts = letterFactsAnswer(
      input.question,
      input.kb,
      document.fileName,
      document.text ?? text,
      agreementFor(input, document.text ?? text),
    );
    if (facts)
      return finishAnswer(
        [facts.line],
        [...indexOf(document).passages.slice(0, 1).map(cite), ...facts.citations],
        pickQuestions(FOLLOW_UPS, input.question, 3),
      );
  }
  // "qual è l'imponibile fiscale?": a figure the document states against its label opens the answer; the
  // passages on the other subjects asked (the hours, the probation) follow.
  const labelled = CHECK.test(lower)
    ? undefined
    : labelledAnswer(
        input.question,
        lower,
        input.documents.flatMap((d) => indexOf(d).passages),
      );
  if (labelled && !topics.some((t) => t !== 'minimi')) {
    const notice = unreadNotice(input.documents);
    return finishAnswer(
      [labelled.line, ...(notice.length ? ['', ...notice] : [])],
      labelled.passages.map(cite),
      pickQuestions(FOLLOW_UPS, input.question, 3),
    );
  }
  // Several things asked at once ("quanto dura, in che zona, quanto mi pagano"), at least as many as the
  // subjects the quotes below follow: each with its own statement, in the order asked.
  const parts = CHECK.test(lower) ? undefined : askedParts(input.question, passages);
  if (parts && parts.length >= topics.length && !labelled) {
    return finishAnswer(
      parts.map((p) => `Dal documento ${where(p.passage)}: «${quote(p.statement, 600)}»`),
      [...new Set(parts.map((p) => p.passage))].map(cite),
      pickQuestions(FOLLOW_UPS, input.question, 3),
    );
  }
  // A letter's reason, date, amount, sanction, causale or place: the statement that says it, not its letterhead.
  const stated = CHECK.test(lower) || labelled ? undefined : letterStatements(input.question, passages);
  if (stated)
    return finishAnswer(
      stated.map((s) => `Dal documento ${where(s.passage)}: «${quote(s.text, 600)}»`),
      [...new Set(stated.map((s) => s.passage))].map(cite),
      pickQuestions(FOLLOW_UPS, input.question, 3),
    );
  const topic = topics[0];
  const hits = ranked(input, topic ? `${input.question} ${TOPIC_LABEL[topic] ?? ''}` : input.question);
  const onTopic = topic ? hits.filter((p) => isAbout(p.text, topic)) : hits;
  const best = onTopic[0] ?? hits[0];
  const body: string[] = [];
  const citations: Citation[] = [];

  if (!best) {
    body.push(
      `Nei documenti caricati (${input.documents.map((d) => `«${d.fileName}»`).join(', ')}) non ho trovato un passaggio su questo punto.`,
    );
  } else {
    const around = sentenceAbout(best, topic, input.question, !CHECK.test(lower));
    const term = CHECK.test(lower) && topic ? labelledTerm(onTopic, topic) : undefined;
    const sentence = term && !around.includes(term.text) ? term.text : around;
    if (CHECK.test(lower) && topic) {
      const figure =
        (topic === 'minimi' ? tableItemsFigure(labelledValues(passages)) : undefined) ??
        term?.figure ??
        statedFigure(topic, sentence) ??
        (CLIPPED.test(sentence) ? statedFigure(topic, best.text) : undefined); // (quote clipped before the pay)
      const documentText = allPassagesText(input.documents);
      const ccnl = agreementFor(input, documentText);
      // A letter whose work starts after today: its pay is weighed against the table in force that day.
      const day =
        topic === 'minimi'
          ? weighedAt(documentText, firstDay(documentText) ?? startDate(documentText), input.today)
          : input.today;
      const named = ccnl && termLevel(ccnl, topic, input.question, documentText);
      // "Livello: 6J" on a payslip after the 6J ended: weighed at the level that replaced it, the move said.
      const ceased = ccnl && !named ? ceasedLevelHeld(ccnl, [input.question, documentText], day) : undefined;
      const level = named ?? ceased?.level;
      const verdict =
        figure && ccnl
          ? (termVerdict(figure, ccnl, level) ??
            (hiredKind(documentText) ? undefined : fixedTermProbation(figure, documentText)) ??
            checkFigure(
              figure,
              ccnl,
              level,
              day,
              partTimeShare(documentText),
              hiredKind(documentText),
              input.today,
              [documentText, lower],
            ))
          : undefined;
      if (verdict && ccnl) {
        // "è conforme" or "non è conforme", opened by "Sì" or "No" as the question asked (asked-verdict.ts); the
        // other subjects asked ("la prova e il preavviso") weighed beside it (term-verdicts.ts).
        const others = otherTermVerdicts(topics, passages, ccnl, input.question, documentText, input.today);
        const first = withPartTimeDue(documentText, verdict.text, ccnl);
        body.push(
          ...weighedLines(lower, [{ text: first, topic }, ...others]),
          ...(ceased ? [ceased.note] : []),
          '',
          `Dal documento ${where(best)}: «${sentence}»`,
        );
        citations.push(cite(best), ...verdict.citations, ...others.flatMap((o) => o.citations));
      } else {
        body.push(`Dal documento ${where(best)}: «${sentence}»`);
        body.push(
          '',
          !ccnl
            ? 'Per verificarlo indica o seleziona il CCNL applicato.'
            : !figure
              ? 'Il passaggio non indica una cifra da confrontare con il CCNL.'
              : `Non ho nella base di conoscenza un dato del ${ccnl.short_name}${level ? '' : ' per un livello indicato'} con cui confrontarlo: indica il livello o verifica sul testo del contratto.`,
        );
        citations.push(cite(best));
      }
    } else if (topics.length > 1) {
      // One quote per subject asked ("quante mensilità e se l'orario è a tempo pieno"), a passage only once.
      for (const t of topics.slice(0, 3)) {
        const passage = hits.find((p) => isAbout(p.text, t));
        const line =
          passage && `Dal documento ${where(passage)}: «${sentenceAbout(passage, t, input.question, true)}»`;
        if (!passage || !line || body.includes(line)) continue;
        body.push(line);
        citations.push(cite(passage));
      }
    } else {
      // The whole passage when it is short: the sentence around the match often holds the answer.
      body.push(
        `Dal documento ${where(best)}: «${best.text.length <= QUOTE_CHARS ? quote(best.text) : sentence}»`,
      );
      citations.push(cite(best));
      const more = (onTopic.length > 1 ? onTopic : hits).filter((p) => p !== best).slice(0, 2);
      if (more.length)
        body.push(
          '',
          'Altri passaggi pertinenti:',
          ...more.map((p) => `- ${where(p)}: «${quote(p.text, 200)}»`),
        );
      citations.push(...more.map(cite));
    }
  }
  if (labelled) {
    // A quote given twice (two subjects, one sentence) says nothing more.
    const kept = body.filter((line, i) => line === '' || body.indexOf(line) === i);
    body.splice(0, body.length, labelled.line, ...kept);
    citations.unshift(...labelled.passages.map(cite));
  }
  const notice = unreadNotice(input.documents);
  if (notice.length) body.push('', ...notice);
  return finishAnswer(body, citations, pickQuestions(FOLLOW_UPS, input.question, 3));
}
