import { termMonths } from '../documents/term-months.js';
import { indexOf } from '../kb/documents.js';
import { employmentRule } from '../kb/employment-rules.js';
import type { Passage } from '../kb/passages.js';
import { quotedSpans } from '../reader/quoted-text.js';
import type { TypedRequest } from '../reader/request.js';
import { type AgentAnswer, type Citation, citePassage } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { FIXED_TERM, fixedTermAnswer } from './labour-subjects.js';
import { ruleCitations } from './law-beside-agreements.js';
import { lawCitations } from './law-facts.js';
import { naspiAdditional } from './naspi-additional.js';
import { pointsAtFixedTermExtra } from './referent.js';

/**
 * A fixed-term contract's letter (uploaded, or pasted into the question between quotes or after "mi hanno
 * scritto:") asked about what its dates and words decide:
 * - "quanti mesi faccio in tutto?": the months from its first start to its last end (documents/term-months.ts);
 *   with "oltre quanti mesi serve la causale?" or "fino a quando può prorogarlo?" beside it, the law's limits
 *   (12 months without a reason, 24 in all: D.Lgs. 81/2015, art. 19) follow the months;
 * - "che percentuale di contributo addizionale pago?" on a letter that renews an earlier fixed-term contract:
 *   the NASpI additional contribution after the renewals the letter shows (1,40% + 0,50 points each).
 * Undefined when there is no such letter or the question asks neither.
 */

const FIXED_TERM_LETTER = /\btempo determinato\b|\ba termine\b|\bproroga\w*|\bprorogat\w*/i;
const DATE = /\b\d{1,2}[/.]\d{1,2}[/.]\d{4}\b/g;
const DAY = 86_400_000;
/** The law's limits asked beside the months: the reason needed beyond 12 months, the 24 months' ceiling. */
const ASKS_LIMITS =
  /\bcausal\w*|\bmotivazion\w*|\bfino a quant\w* (?:mesi|tempo)|\b(?:durata )?massim\w*|\bpuo (?:ancora )?(?:prorog|rinnov)|\bpossono (?:ancora )?(?:prorog|rinnov)|\boltre (?:i |quanti )?(?:\d+ )?mesi|\bdiventa (?:a tempo )?indeterminat/;
const ASKS_ADDITIONAL =
  /\baddizional\w*|\bcontribut\w* (?:in piu|aggiuntiv|maggiorat|extra)|\bmaggiorazion\w* (?:naspi|contribut)/;
/** The letter renews an earlier fixed-term contract (not an extension of the same one). */
const RENEWS =
  /\brinnov\w*|\bnuovamente\b|\bdi nuovo\b|\bprecedent\w* (?:rapport|contratt)\w*|\bulterior\w* contratt\w*|\bnuovo contratto a (?:termine|tempo determinato)/;
const ORDINAL_CONTRACT = /\b(secondo|terzo|quarto|quinto) contratto\b/;
const ORDINALS = ['secondo', 'terzo', 'quarto', 'quinto'];

const plain = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '');

/** A text pasted into the question, read as a document's passage. */
function pastedPassage(text: string): Passage {
  return {
    id: 'pasted',
    ccnlId: null,
    origin: 'document',
    topic: null,
    text,
    article: null,
    sourceUrl: null,
    sourceDate: null,
    confidence: 'high',
    fileName: 'testo incollato nella domanda',
  };
}

/**
 * The letter's passages: the uploaded documents', else the text pasted between quotes, else the message itself
 * when it carries a fixed-term contract's dates ("mi hanno scritto: il contratto dal 01/07/2026 … prorogato al …").
 */
function letterPassages(ctx: AgentContext): Passage[] {
  if (ctx.documents.length) return ctx.documents.flatMap((d) => indexOf(d).passages);
  const pasted = quotedSpans(ctx.message).filter((s) => FIXED_TERM_LETTER.test(s));
  if (pasted.length) return pasted.map(pastedPassage);
  return FIXED_TERM_LETTER.test(ctx.message) && (ctx.message.match(DATE)?.length ?? 0) >= 2
    ? [pastedPassage(ctx.message)]
    : [];
}

const citeLetter = (passage: Passage): Citation =>
  passage.id === 'pasted'
    ? {
        ccnl: 'Testo incollato nella domanda',
        article: null,
        text: passage.text,
        url: null,
        date: null,
        confidence: null,
      }
    : citePassage(passage, `Documento caricato: ${passage.fileName}`);

/** The renewals before the contract the letter makes: earlier contracts it names, or 1 for "rinnovo". */
function renewalsOf(text: string): number | undefined {
  const said = plain(text);
  const ordinal = ORDINAL_CONTRACT.exec(said)?.[1];
  if (ordinal) return ORDINALS.indexOf(ordinal) + 1;
  if (!/\btempo determinato\b|\ba termine\b/.test(said)) return undefined;
  // A fixed-term letter that renews nothing ("primo contratto con la nostra società") is the first contract: no
  // renewal yet, the base rate (fixs43d; before, it fell to quoting the letter).
  if (!RENEWS.test(said)) return 0;
  // "i precedenti contratti dal … al … e dal … al …": each span before the new one is one renewal.
  const spans =
    said.match(/\bdal\s+\d{1,2}[/.]\d{1,2}[/.]\d{4}\s+al\s+\d{1,2}[/.]\d{1,2}[/.]\d{4}/g)?.length ?? 0;
  return Math.max(1, spans - 1);
}

function monthsAnswer(ctx: AgentContext, passages: Passage[]): AgentAnswer | undefined {
  const term = termMonths(ctx.message, passages);
  if (!term) return undefined;
  const { months, days } = term;
  const said = `${months} ${months === 1 ? 'mese' : 'mesi'}${days ? ` e ${days} ${days === 1 ? 'giorno' : 'giorni'}` : ''}`;
  const from =
    term.passage.id === 'pasted' ? 'Dal testo che hai riportato' : `Dal documento «${term.passage.fileName}»`;
  const asked = plain(ctx.message);
  const limits = ASKS_LIMITS.test(asked);
  const whole = months + days / 31;
  const beyond =
    whole > 24
      ? ' Supera i 24 mesi che la legge consente in tutto tra lo stesso datore e lo stesso lavoratore (salvo diversa previsione del contratto collettivo): oltre, il rapporto si considera a tempo indeterminato.'
      : whole > 12
        ? ' Supera i 12 mesi: la proroga oltre i 12 mesi richiede una causale.'
        : '';
  const law = limits
    ? `Per legge (${FIXED_TERM.reference}) la causale serve **oltre i 12 mesi**: fino a 12 mesi il contratto a termine può essere senza causale, e tra lo stesso datore e lo stesso lavoratore non si superano **24 mesi** in tutto, proroghe e rinnovi compresi (salvo diversa previsione del contratto collettivo).${beyond}`
    : undefined;
  return compose({
    answer: `${from}: il contratto a termine dura in tutto **${said}**, dal ${term.start} al ${term.end} (proroghe comprese).${law ? `\n${law}` : ''}`,
    steps: limits ? [`La regola: ${FIXED_TERM.text}`] : [],
    assumptions: [],
    citations: [
      citeLetter(term.passage),
      ...(limits ? lawCitations(FIXED_TERM, `Contratto a termine: ${FIXED_TERM.text}`) : []),
    ],
    related: [],
  });
}

function additionalAnswer(
  ctx: AgentContext,
  req: TypedRequest,
  passages: Passage[],
): AgentAnswer | undefined {
  const asked = plain(ctx.message);
  // "è un rinnovo, quanto diventa?" after the contribution was asked on the letter: the same contribution.
  const previous = plain(ctx.history?.at(-1) ?? '');
  if (
    !ASKS_ADDITIONAL.test(asked) &&
    !(ASKS_ADDITIONAL.test(previous) && pointsAtFixedTermExtra(asked, previous))
  )
    return undefined;
  const letter = passages.find((p) => renewalsOf(p.text) !== undefined);
  const renewals = letter ? renewalsOf(letter.text) : undefined;
  if (!letter || renewals === undefined) return undefined;
  const told = letter.id === 'pasted' ? 'Il testo che hai riportato' : `Il documento «${letter.fileName}»`;
  // The question says what the letter does not ("in realtà l'avevamo già avuto a termine, è un rinnovo"): the
  // renewals it tells count, on the letter's pay.
  if (renewals === 0 && /\brinnov/.test(asked))
    return naspiAdditional(ctx, withLetterPay(req, passages.map((p) => p.text).join('\n')));
  if (renewals === 0) {
    const reading = `${told} è un contratto a termine che non rinnova un contratto precedente: il contributo addizionale si calcola senza rinnovi.`;
    return naspiAdditional(ctx, withLetterPay(req, passages.map((p) => p.text).join('\n')), {
      renewals,
      reading,
      citation: citeLetter(letter),
    });
  }
  const reading = `${told} è ${renewals === 1 ? 'il primo rinnovo' : `il ${renewals}° rinnovo`} di un contratto a termine con lo stesso lavoratore (${renewals === 1 ? 'un contratto a termine precedente' : `${renewals} contratti a termine precedenti`}): il contributo addizionale si calcola dopo ${renewals === 1 ? 'un rinnovo' : `${renewals} rinnovi`}.`;
  return naspiAdditional(ctx, withLetterPay(req, passages.map((p) => p.text).join('\n')), {
    renewals,
    reading,
    citation: citeLetter(letter),
  });
}

/** "retribuzione lorda mensile: € 1.692,69": the letter's monthly pay, when the question gives none. */
const LETTER_MONTHLY_PAY =
  /\bretribuzione (?:lorda )?mensile(?: lorda)?\b[^\d\n]{0,20}(\d{1,3}(?:\.\d{3})*,\d{2}|\d{3,5}(?:,\d{2})?)/;

function withLetterPay(req: TypedRequest, text: string): TypedRequest {
  if (req.slots.amounts.some((a) => a.kind === 'ral' || a.kind === 'monthly_gross')) return req;
  const found = LETTER_MONTHLY_PAY.exec(plain(text))?.[1];
  if (!found) return req;
  const value = Number(found.replace(/\./g, '').replace(',', '.'));
  return {
    ...req,
    slots: { ...req.slots, amounts: [{ kind: 'monthly_gross', value }, ...req.slots.amounts] },
  };
}

// "non c'è scritto nessun motivo, è regolare?": the reason the law wants beyond 12 months, against the letter.
const ASKS_REASON = /\bcausal\w*|\bmotiv\w*|\bragioni (?:tecnic|organizzativ|produttiv)/;
/** Whether the letter is regular is asked, not which reason it writes ("che causale mi hanno messo?"). */
const ASKS_REGULAR =
  /\bregolar\w*|\blegittim\w*|\bvalid\w*|\bva bene\b|\bin regola\b|\blecit\w*|\bcorrett\w*|\bnormal\w*|\bsi puo\b|\bpossono\b|\bserve\b|\bci vuole\b|\bobbligatori\w*/;
const ASKS_WHICH = /\b(?:quale|quali|che|qual e la) (?:causal|motiv)\w*|\bper (?:quale|che) motiv/;
/** Words with which a letter states its reason (a causale, a replacement, the employer's needs). */
const STATES_REASON =
  /\bcausal\w*|\bragion\w* (?:tecnic|organizzativ|produttiv|sostitutiv)\w*|\besigenz\w*|\bsostituzion\w*|\bper far fronte\b|\bmotiv\w*/;

/** The months of the contract: told in the question ("dura 15 mesi"), else read off the letter's dates. */
function contractMonths(asked: string, passages: Passage[]): number | undefined {
  const told = /\b(?:dura|durata (?:di )?|per|di) (\d{1,2}) mesi\b/.exec(asked);
  if (told) return Number(told[1]);
  // The first two dates of the letter, its own date ("Milano, 20/11/2026") left out: start and end.
  for (const passage of passages) {
    const dates = [...passage.text.matchAll(DATE)]
      .filter((m) => !/,\s*$/.test(passage.text.slice(0, m.index)))
      .map((m) => m[0].split(/[/.]/).map(Number) as [number, number, number]);
    const [start, end] = dates;
    if (!start || !end) continue;
    const days =
      (Date.UTC(end[2], end[1] - 1, end[0] + 1) - Date.UTC(start[2], start[1] - 1, start[0])) / DAY;
    if (days > 0) return Math.round(days / 30.44);
  }
  return undefined;
}

function reasonAnswer(ctx: AgentContext, passages: Passage[]): AgentAnswer | undefined {
  const asked = plain(ctx.message);
  if (!ASKS_REASON.test(asked) || !ASKS_REGULAR.test(asked) || ASKS_WHICH.test(asked)) return undefined;
  if (ASKS_ADDITIONAL.test(asked)) return undefined;
  const letter = passages.find((p) => FIXED_TERM_LETTER.test(p.text));
  const months = contractMonths(asked, passages);
  if (!letter || months === undefined) return undefined;
  const rule = employmentRule('fixed_term_causale');
  const stated = STATES_REASON.test(plain(letter.text));
  const from = letter.id === 'pasted' ? 'il testo che hai riportato' : `il documento «${letter.fileName}»`;
  const answer =
    months <= 12
      ? `${bold('Sì')}: il contratto dura ${months} mesi, entro i ${bold('12 mesi')} in cui per legge (${rule.reference}) il contratto a termine non richiede una causale.`
      : stated
        ? `Dipende dalla causale scritta: il contratto dura ${months} mesi, oltre i ${bold('12 mesi')} che per legge (${rule.reference}) un contratto a termine può durare senza causale, e ${from} ne indica una; deve essere uno dei casi ammessi (contratto collettivo, esigenze tecniche, organizzative o produttive individuate dalle parti, sostituzione di altri lavoratori).`
        : `${bold('No')}: il contratto dura ${months} mesi, oltre i ${bold('12 mesi')} che per legge (${rule.reference}) un contratto a termine può durare senza causale, e ${from} non ne indica nessuna; senza causale il contratto si considera a tempo indeterminato dal superamento dei 12 mesi.`;
  return compose({
    answer,
    steps: [`La regola: ${rule.text}`],
    assumptions: [
      'Primo contratto a termine tra lo stesso datore di lavoro e lo stesso lavoratore, attività non stagionale.',
    ],
    citations: [citeLetter(letter), ...ruleCitations(rule)],
    related: [],
  });
}

// "quante volte al massimo possono prorogarlo?", "quante proroghe si possono fare?": the law's count of extensions.
const ASKS_EXTENSIONS = /\bquant[ei] (?:volte|proroghe)\b|\bnumero (?:massimo )?(?:di )?proroghe\b/;

export function fixedTermLetter(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  const passages = letterPassages(ctx);
  if (!passages.length) return undefined;
  // (Beside an extension letter, the law's count of extensions, not a quote of the letter.)
  const asked = plain(ctx.message);
  if (ASKS_EXTENSIONS.test(asked) && /\bprorog/.test(asked)) return fixedTermAnswer(asked);
  return reasonAnswer(ctx, passages) ?? additionalAnswer(ctx, req, passages) ?? monthsAnswer(ctx, passages);
}
