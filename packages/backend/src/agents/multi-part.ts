import { numberByCitation } from '@ccnl/core';
import { questionParts } from '../reader/parts.js';
import { questionSentences } from '../reader/question-sentences.js';
import { type AgentAnswer, AI_NOTICE } from './answer.js';
import { joinGapAsks } from './gap-ask.js';
import { onlySwitchesSubject } from './subject-switch.js';
import { leadsIntoRuleAsk } from './topic-lead-in.js';

/** An answer split into its body lines and its source lines (the "Fonti:" block). */
function split(text: string): { body: string[]; sources: string[] } {
  const lines = text.split('\n');
  const notice = lines.lastIndexOf(AI_NOTICE);
  const end = notice >= 0 ? notice : lines.length;
  const at = lines.indexOf('Fonti:');
  const body = (at >= 0 && at < end ? lines.slice(0, at) : lines.slice(0, end)).filter(
    (l, i, all) => !(l === '' && (i === all.length - 1 || all[i + 1] === '')),
  );
  const sources = at >= 0 && at < end ? lines.slice(at + 1, end).filter((l) => l.startsWith('- ')) : [];
  while (body.at(-1) === '') body.pop();
  return { body, sources };
}

const opening = (text: string): string => split(text).body.find((l) => l.trim() !== '') ?? '';
const unmarked = (line: string) => line.replace(/\s*(?:\[\d+\])+/g, '').trim();
const plain = (line: string) => unmarked(line).replace(/\*\*/g, '');
// A bold figure without its aside ("il 1° luglio (di norma con la retribuzione di giugno)" → "il 1° luglio").
const bolds = (line: string) =>
  [...line.matchAll(/\*\*([^*]+)\*\*/g)].map((m) => (m[1] ?? '').replace(/\s*\([^)]*\)/g, '').trim());

/** A part is answered by the whole answer when its opening line, or every figure it bolds, is in the opening. */
function covered(part: AgentAnswer, whole: AgentAnswer): boolean {
  const wholeOpening = split(whole.text)
    .body.filter((l) => l.trim() !== '')
    .slice(0, 3)
    .map(unmarked)
    .join('\n');
  const line = opening(part.text);
  const figures = bolds(line);
  // A quote the part cut short ("…»") is covered by the whole answer's longer quote of the same passage.
  const cut = unmarked(line).replace(/…»$/, '');
  return (
    wholeOpening.includes(unmarked(line)) ||
    (cut !== unmarked(line) && cut.length > 40 && wholeOpening.includes(cut)) ||
    (figures.length > 0 && figures.every((f) => wholeOpening.includes(f)))
  );
}

/** An answer that only asks for something, or cannot tell the agreement: nothing to add for that part. */
const asksOnly = (answer: AgentAnswer) =>
  /^(?:Non riesco|Per (?:calcolare|verificare|rispondere)|Indica|Quale)/.test(opening(answer.text)) ||
  answer.showAction;

/**
 * A question asking two things gets both answered: the whole question's answer, with the opening line of each
 * part it leaves out right after its own opening (in the order asked), their steps after its own, and their
 * sources renumbered into one list.
 */
export function answerEveryPart(
  message: string,
  whole: AgentAnswer,
  answerPart: (part: string, earlier: string[], ownSentence: boolean) => AgentAnswer | undefined,
  bySentence = true,
): AgentAnswer {
  // Questions asked in separate sentences ("…quando arriva? e dentro ci sono gli scatti?") are parts, and so
  // are two clauses of one question ("quanto dura la prova e quanto il preavviso?").
  const sentences = bySentence ? questionSentences(message) : [];
  // ("ok e la colf invece? 10 ore a sett… quanti giorni?": the lead-in that names the other worker is not a part.)
  // ("che dice il contratto sul part time? c'è un minimo di ore?": the general ask only leads into the rule asked.)
  const parts = (sentences.length ? sentences.flatMap(questionParts) : questionParts(message)).filter(
    (part, i, all) =>
      i === all.length - 1 || !(onlySwitchesSubject(part) || leadsIntoRuleAsk(part, all[i + 1])),
  );
  if (parts.length < 2) return whole;
  const read = parts.map((part, i) => answerPart(part, parts.slice(0, i), sentences.includes(part)));
  // A part not about what the question asks is not answered apart (a clause of a question sentence is left
  // to the whole answer, the other sentences still answered).
  const answered = read.filter((a): a is AgentAnswer => a !== undefined);
  if (answered.length < (sentences.length ? 2 : parts.length)) return whole;
  return withParts(whole, answered);
}

const DOCUMENT_ASK_WORDS = 30;
// ("contrlolare": the typo a phone keyboard makes of it too.)
// ("ci aiuta a completare la bozza?": filling in the draft is what the asks after it say.)
const LOOK_AT = /\b(?:contr\w*l\w*|ricontroll\w*|verific\w*|guard\w*|occhiata|complet\w*|compil\w*)\b/i;
const DOCUMENT_NAMED = /\b(?:busta|cedolino|lettera|contratto|documento|proposta|bozza)\b/i;
const SUBJECT_NAMED =
  /\d|\b(?:minim\w*|paga|stipend\w*|retribu\w*|nett\w*|lord\w*|inps|irpef|ferie|prova|ore|orario|tredicesim\w*|quattordicesim\w*|scatt\w*|contribut\w*|trattenut\w*|livell\w*|tfr|straordinar\w*|addizional\w*|preavviso|rol|permess\w*|mensilit\w*|importo|cifr\w*|vo[cs]\w*)\b/i;
const bareCheck = (part: string): boolean =>
  part.split(/\s+/).length <= 12 &&
  LOOK_AT.test(part) &&
  DOCUMENT_NAMED.test(part) &&
  !SUBJECT_NAMED.test(part);
const NOTHING_FOUND = /^Nei documenti caricati .* non ho trovato un passaggio/;
// "quanto prendo lordo e la prova di 6 mesi è regolare?": a second clause with its own subject and doubt.
const DOUBTED_CLAUSE =
  /^(.*\S)\s+e\s+((?:il|la|lo|l'|i|le|gli)\s?\S.*\s(?:è|e|sono|va|vanno)\s+(?:regolar\w*|giust\w*|corrett\w*|legal\w*|conform\w*|bene|a posto)\b.*)$/i;
const doubtedClause = (part: string): string[] => {
  const m = DOUBTED_CLAUSE.exec(part);
  return m?.[1] && m[2] && m[1].split(/\s+/).length >= 3 ? [m[1], m[2]] : [part];
};

/**
 * Two things asked of an uploaded document: each part answered on the document, in the order asked; when a
 * part cannot be answered alone, the whole question's answer first, then the opening of each part it leaves out.
 */
export function answerDocumentParts(
  message: string,
  whole: AgentAnswer,
  answerPart: (part: string, earlier: string[]) => AgentAnswer | undefined,
): AgentAnswer {
  // A story told around the question (a long message) is answered whole: its sentences are not asks; but the
  // short questions it ends with ("… arriva al minimo? E i 6 mesi di prova vanno bene?") each ask, and what
  // the whole answer leaves out of them joins it.
  if (message.split(/\s+/).length > DOCUMENT_ASK_WORDS) return withStoryAsks(message, whole, answerPart);
  const sentences = questionSentences(message);
  const all = joinGapAsks(
    (sentences.length ? sentences.flatMap(questionParts) : questionParts(message)).flatMap(doubtedClause),
  );
  // "mi controlli sta busta? il minimo è giusto?": the bare request to look at the document is what the asks after
  // it specify, not a question of its own (answered alone, it would be the payslip's net).
  const parts = all.length > 1 ? all.filter((part, i) => i > 0 || !bareCheck(part)) : all;
  // ("Mi controlla il cedolino? Il minimo è corretto?": the one precise ask left is answered on its own.)
  if (parts.length < all.length && parts.length === 1 && parts[0])
    return answerPart(parts[0], all.slice(0, 1)) ?? whole;
  if (parts.length < 2) return whole;
  // The documents module quoted the document once per subject asked already: nothing is left out.
  const quotes = split(whole.text).body.filter((l) => l.startsWith('Dal documento ')).length;
  if (quotes >= parts.length) return whole;
  // A part the documents hold nothing on ("non ho trovato un passaggio") adds nothing beside the others.
  // ("Mi controlla la voce 001 del cedolino? … quanto dovrebbe essere?", "Può controllare il cedolino di novembre?
  // La base è corretta?": a check asked of a payslip or its line is answered by the figures weighed, not by the
  // passage quoted whole before them; a letter's quote still shows its clauses.)
  const answered = parts
    .map((part, i) => {
      const answer = answerPart(part, parts.slice(0, i));
      return answer &&
        LOOK_AT.test(part) &&
        /\b(?:voce|riga|cedolino|busta)\b/i.test(part) &&
        bareQuoteBesideFigures(answer, whole)
        ? undefined
        : answer;
    })
    .filter((a): a is AgentAnswer => a !== undefined && !NOTHING_FOUND.test(opening(a.text)))
    .filter((a) => !bareQuoteOfFigured(a, whole));
  // Every part answered on its own: in the order asked; else the whole answer first, then what it leaves out.
  return answered.length === parts.length && answered.every((a) => !asksOnly(a))
    ? withParts(whole, answered)
    : withSubjects(whole, answered);
}

// The longest question of a story that still asks one thing on its own.
const STORY_ASK_WORDS = 20;

/** The short questions a long message ends with, answered on the document; those the whole answer misses join it. */
/**
 * The ask a story's question sentence ends with: its last clause, or with the clause before it when the ask is
 * bare ("Il periodo di prova non c'è scritto in giorni: quanto dura per me?" asks the probation, not "quanto dura").
 */
const BARE_ASK_WORDS = 5;
const REFERS_BACK =
  /^(?:e\s+)?(?:a\s+)?quanto\s+(?:viene|vengono|fa|fanno|vale|valgono|sarebbe|ammont\w*|e|è)\b/i;
function storyAsk(sentence: string): string {
  const clauses = sentence.split(/(?<=[.!:;])\s+/);
  const last = clauses.at(-1) ?? sentence;
  const before = clauses.at(-2);
  // ("A gennaio devo pagare i contributi del trimestre: quanto viene in tutto …?": an ask that names no subject of
  // its own is the colon's clause's.)
  return before &&
    (last.split(/\s+/).length <= BARE_ASK_WORDS || (before.endsWith(':') && REFERS_BACK.test(last)))
    ? `${before} ${last}`
    : last;
}

function withStoryAsks(
  message: string,
  whole: AgentAnswer,
  answerPart: (part: string, earlier: string[]) => AgentAnswer | undefined,
): AgentAnswer {
  const all = joinGapAsks(questionSentences(message).map(storyAsk));
  // An ask too long to stand alone is left to the whole answer; the short ones beside it are still answered
  // ("… vorrei la prova più lunga possibile. Quanto posso mettere? E … quanti giorni di ferie le spettano?").
  // (Beside a dropped ask, a bare one, "A che livello va?", needs the story too: it is left to the whole answer.)
  const words = (a: string) => a.split(/\s+/).length;
  const dropped = all.some((a) => words(a) > STORY_ASK_WORDS);
  const asks = all.filter((a) => words(a) <= STORY_ASK_WORDS && (!dropped || words(a) > BARE_ASK_WORDS));
  if (all.length < 2 || !asks.length) return whole;
  // The documents module quoted the document once per question already: nothing is left out.
  if (split(whole.text).body.filter((l) => l.startsWith('Dal documento ')).length >= asks.length)
    return whole;
  const answered = asks
    .map((part, i) => answerPart(part, asks.slice(0, i)))
    .filter((a): a is AgentAnswer => a !== undefined && !NOTHING_FOUND.test(opening(a.text)))
    .filter((a) => !bareQuoteOfFigured(a, whole) && !BARE_QUOTE.test(opening(a.text)))
    // ("Mi hanno messo nel livello giusto? Se no, quale livello…": the level the whole story decides answers each.)
    .filter((a) => !(LEVEL_OPENING.test(opening(whole.text)) && LEVEL_OPENING.test(opening(a.text))));
  // Every ask answered and the whole answer opening with the last one's figures: the earlier asks open first, in the
  // order asked ("quanto dura la prova? … quanti giorni di preavviso?": the probation, then the notice).
  const last = answered.at(-1);
  const wholeOpens = unmarked(opening(whole.text));
  const opensWithLast =
    last !== undefined &&
    bolds(opening(last.text)).length > 0 &&
    bolds(opening(last.text)).every((f) => wholeOpens.includes(f)) &&
    answered.slice(0, -1).every((a) => !covered(a, whole));
  return answered.length === asks.length && opensWithLast
    ? withParts(whole, answered)
    : withSubjects(whole, answered);
}

// A part answered only by a passage quoted whole ("Dal documento «foglio.txt», paragrafo 1: «…»"), no figure bold.
const BARE_QUOTE = /^Dal documento «([^»]+)»[^:]*: «/;
// A classification's opening: a level proposed, or none found.
const LEVEL_OPENING = /Livello proposto:|non riesco a determinare il livello/;
const ACROSS_AGREEMENTS = /^Dipende dal CCNL applicato\b/;

/**
 * A part answered by a bare quote of a document the whole answer already reads figures off ("quante ore ho fatto in
 * tutto" beside the timesheet's count, which opens with the total): the quote adds nothing to the figures and must
 * not open the answer in their place.
 */
function bareQuoteOfFigured(part: AgentAnswer, whole: AgentAnswer): boolean {
  const line = opening(part.text);
  const first = opening(whole.text);
  if (!first.includes('**') || !/«[^»]+»/.test(first)) return false;
  // A part read apart from the document ("quante oltre le 40?" as the agreements' working hours) lists every
  // agreement: beside the figures read off the document it answers nothing.
  if (ACROSS_AGREEMENTS.test(line)) return true;
  const file = BARE_QUOTE.exec(line)?.[1];
  return file !== undefined && !line.includes('**') && first.includes(`«${file}»`);
}

/** A part answered by a passage quoted whole, no figure bold, beside a whole answer that opens with its figures. */
function bareQuoteBesideFigures(part: AgentAnswer, whole: AgentAnswer): boolean {
  const line = opening(part.text);
  return BARE_QUOTE.test(line) && !line.includes('**') && opening(whole.text).includes('**');
}

/**
 * Subjects a question also asks, answered on their own: those the whole answer leaves out join it; the first
 * `leading` were asked before the whole answer's subject and open before it.
 */
export function withSubjects(whole: AgentAnswer, subjects: AgentAnswer[], leading = 0): AgentAnswer {
  // ("se sì di quanto?" after a payslip's increment figured: a list across agreements adds nothing to it.)
  const across = (a: AgentAnswer) =>
    ACROSS_AGREEMENTS.test(opening(a.text)) &&
    opening(whole.text).includes('**') &&
    !ACROSS_AGREEMENTS.test(opening(whole.text));
  const missing = subjects.filter((a) => !asksOnly(a) && !across(a) && !coveredAnywhere(a, whole));
  const before = subjects.slice(0, leading).filter((a) => missing.includes(a)).length;
  return missing.length ? merge(whole, missing, missing, before) : whole;
}

/**
 * Subjects asked beside the whole answer's own, each opening right after its opening unless that opening line
 * already states every figure the subject bolds (a figure named only further down is not an answer up front).
 */
export function withOpenings(whole: AgentAnswer, subjects: AgentAnswer[]): AgentAnswer {
  const first = unmarked(opening(whole.text));
  const stated = (a: AgentAnswer) => {
    const figures = bolds(opening(a.text));
    return figures.length > 0 && figures.every((f) => first.includes(f));
  };
  const missing = subjects.filter((a) => !asksOnly(a) && !stated(a));
  return missing.length ? merge(whole, missing, missing) : whole;
}

/** A subject is answered already when every figure its opening bolds is in the whole answer. */
function coveredAnywhere(part: AgentAnswer, whole: AgentAnswer): boolean {
  const figures = bolds(opening(part.text));
  const body = split(whole.text).body.map(unmarked).join('\n');
  return covered(part, whole) || (figures.length > 0 && figures.every((f) => body.includes(f)));
}

// A part the knowledge base holds no passage for ("Chi ha ragione?" alone) adds nothing beside a whole answer.
const NO_PASSAGE = /^Non ho trovato nella base di conoscenza\b/;

export function withParts(whole: AgentAnswer, answers: AgentAnswer[]): AgentAnswer {
  const refusal = (a: AgentAnswer) =>
    NO_PASSAGE.test(opening(a.text)) && !NO_PASSAGE.test(opening(whole.text));
  const missing = answers.filter((a) => !asksOnly(a) && !refusal(a) && !covered(a, whole));
  if (!missing.length) return whole;
  // Every part answered on its own: their opening lines, in the order asked, open the answer.
  return merge(whole, answers.every((a) => !asksOnly(a) && !refusal(a)) ? answers : missing, missing);
}

/**
 * Answers to different subjects that may share a figure (a 13th and a 14th of the same pay): each opens the answer
 * in the order given, none dropped because the other states its figure; `whole` is one of them.
 */
export function withEveryAnswer(whole: AgentAnswer, answers: AgentAnswer[]): AgentAnswer {
  const usable = answers.filter((a) => a === whole || !asksOnly(a));
  const others = usable.filter((a) => a !== whole);
  return others.length ? merge(whole, usable, others) : whole;
}

function merge(whole: AgentAnswer, usable: AgentAnswer[], missing: AgentAnswer[], leading = 0): AgentAnswer {
  const main = split(whole.text);
  const sources = [...main.sources];
  const renumbered = usable.map((answer) => {
    const own = split(answer.text);
    for (const line of own.sources) if (!sources.includes(line)) sources.push(line);
    const number = (k: number) => sources.indexOf(own.sources[k - 1] ?? '') + 1;
    const body = own.body.map((line) =>
      line.replace(/\[(\d+)\]/g, (m, k) => (number(Number(k)) ? `[${number(Number(k))}]` : m)),
    );
    const at = body.findIndex((l) => l.trim() !== '');
    return { answer, first: body[at] ?? '', rest: missing.includes(answer) ? body.slice(at + 1) : [] };
  });
  const wholeAt = main.body.findIndex((l) => l.trim() !== '');
  // In the order asked: a part the whole answer's opening covers keeps that opening, the others their own line.
  const wholeFirst = main.body[wholeAt] ?? '';
  const lines = renumbered.map((r) => (missing.includes(r.answer) ? r.first : wholeFirst));
  if (usable === missing) lines.splice(leading, 0, wholeFirst);
  const openings = [...new Set(lines.filter(Boolean))];
  const shown = new Set(openings.map(plain));
  // A line each part repeats ("Contratto di riferimento: …") is said once; table rows and headings stay.
  const said = new Set<string>();
  const body: string[] = [];
  for (const line of [
    ...openings,
    ...main.body.slice(wholeAt + 1).filter((l) => !shown.has(plain(l))),
    ...renumbered.flatMap((r) => (r.rest.length ? ['', ...r.rest] : [])),
  ]) {
    const repeated = /^[^|].*[^:]$/.test(line) && said.has(plain(line));
    said.add(plain(line));
    if (!repeated && !(line === '' && body.at(-1) === '')) body.push(line);
  }
  while (body.at(-1) === '') body.pop();
  // A heading said again whose lines were all said under its first ("Ipotesi:" twice) is left out.
  const kept = body.filter(
    (line, i) => !(/^[^|-].*:$/.test(line) && body.indexOf(line) < i && (body[i + 1] ?? '').trim() === ''),
  );
  body.splice(0, body.length, ...kept);
  while (body.at(-1) === '') body.pop();
  const closing = sources.length ? ['', 'Fonti:', ...sources, '', AI_NOTICE] : ['', AI_NOTICE];
  const seen = new Set<string>();
  const riferimenti = [whole, ...missing]
    .flatMap((a) => a.riferimenti)
    .filter((r) => {
      const key = `${r.ccnl}|${r.article}|${r.source_url}|${r.text}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  // Sources numbered in the order the combined text cites them, as every answer's are.
  const text = numberByCitation([...body, ...closing].join('\n'), riferimenti);
  return { ...whole, text, riferimenti, brief: split(text).body.join('\n') };
}
