import { askedVerdict } from '../documents/asked-verdict.js';
import { allPassagesText } from '../kb/documents.js';
import { addDays, italianDate } from '../kb/format.js';
import { findLevel } from '../kb/pay.js';
import type { Ccnl } from '../kb/schema.js';
import { markedAsk } from '../reader/asking-clause.js';
import { fold, readable } from '../reader/text.js';
import { type AgentAnswer, type Citation, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { serviceYears, statedAgreement } from './document-facts.js';
import { startDate } from './document-request.js';
import {
  endOf,
  fromDay,
  letterDated,
  letterDatedInFigures,
  letterGiven,
  nextMonthStart,
  questionGiven,
  termOf,
} from './notice-given.js';
import { inSeniorityBand, type NoticeRow, resignationDays } from './notice-rows.js';
import { asksNoticeStart } from './notice-start.js';

/**
 * A resignation or dismissal letter asked about its notice ("va bene il preavviso che ho dato?", "ha rispettato
 * il preavviso?", "quando è il mio ultimo giorno?"): the notice the letter gives (from the day after it is
 * dated to the last day of work it states) weighed against the agreement's notice for the letter's level and
 * the years of service from its hire date; with no last day stated, the day the agreement's notice ends.
 * Undefined when no uploaded letter ends a job, the question is not about its notice or end, or the agreement,
 * level, dates or notice row are missing (the agreement's topic answer then says what it can).
 */

const ASKS_NOTICE =
  /\bpreavvis\w*|\bultimo giorno\b|\bquando (?:finisc\w*|termin\w*|scad\w*|smett\w*|fini\w*)\b|\bfino a quando\b|\b(?:fino a )?che giorno\b|\bdevo (?:ancora )?lavorare\b|\brispettat\w*/;
const RESIGNATION = /\bdimission\w*|\bdimett\w*|\brassegn\w* (?:le )?(?:proprie |mie )?dimission/;
const DISMISSAL =
  /\blicenziament\w*|\brisolvere il rapporto\b|\brecedere dal rapporto\b|\bsiamo costretti a risolvere\b/;
const DAY = String.raw`(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})`;
// The day the letter is sent or dated.
const SENT = new RegExp(
  String.raw`\b(?:data(?: di)? (?:invio|consegna|comunicazione)|data|in data|consegnat\w* (?:a mano )?il|inviat\w* il)\s*:?\s*${DAY}`,
);
// "assunto in data 02/03/2020": the hire day, not the day the letter is sent.
const HIRED_BEFORE = /\bassunt\w*\s+(?:in\s+)?$/;
/** The letter's day of sending: the first "in data …" that is no hire day. */
function sentDay(text: string): RegExpExecArray | null {
  const all = new RegExp(SENT.source, 'g');
  for (let m = all.exec(text); m; m = all.exec(text))
    if (!HIRED_BEFORE.test(text.slice(Math.max(0, m.index - 30), m.index))) return m;
  return null;
}
// The last day of work the letter states.
const LAST_DAY = new RegExp(
  String.raw`\b(?:ultimo giorno(?: di lavoro| lavorativo)?(?: sara(?: il)?)?|fino al|cesser\w* (?:pertanto |quindi |dunque |percio )?(?:il|in data)|cessazione(?: del rapporto)?(?: il| dal)?)\s*:?\s*${DAY}`,
);
// The day the resignation takes effect (the first day no longer worked).
const EFFECTIVE = new RegExp(
  String.raw`\b(?:con )?(?:decorrenza|efficacia) (?:dal|dalla data del)\s*:?\s*${DAY}`,
);
// The day a dismissal's notice runs from.
const RUNS_FROM = new RegExp(
  String.raw`\b(?:preavviso|periodo di preavviso)\b[^.]{0,80}?\b(?:decorr\w*|a partire) dal\s*${DAY}`,
);
const MONTH_START = /dal 1[°º]? o dal 16/;
// The notice the letter gives in days, with no last day written: "al termine del periodo di preavviso di 10 giorni".
const TERM_GIVEN = /\bpreavviso\b[^.\n]{0,30}?\bdi (\d{1,3}) giorni\b/;
// The letter's notice doubted in a clause that names it only by its days ("è vero che bastano 10 giorni?").
// (Also the other side's objection weighed, "hanno ragione loro?", or the days owed asked, "quanti giorni dovevo dare?".)
const DOUBTS_TERM =
  /\b(?:bast\w*|sufficient\w*|e vero|e cosi|giust[oia]|corrett[oia]|regolar\w*|in regola|rispett\w*|poch[ie]|ha(?:nno)? ragione|quanti giorni (?:dovev\w*|dev\w*|avrei dovuto|avrebbe dovuto))\b/;

// The other side says the notice falls short: "il preavviso è sbagliato", "non basta", "è troppo breve".
const OBJECTED =
  /\b(?:sbagliat\w*|non (?:basta|bastano|e sufficiente|sono sufficienti)|insufficient\w*|troppo (?:cort|brev)\w*)\b/;

const isoOf = (m: RegExpExecArray | null, at = 1): string | undefined => {
  if (!m) return undefined;
  const [d, mo, y] = [Number(m[at]), Number(m[at + 1]), Number(m[at + 2])];
  if (mo < 1 || mo > 12 || d < 1 || d > 31) return undefined;
  return `${y}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
};
const toDate = (iso: string) => new Date(`${iso}T00:00:00Z`);
const daysBetween = (from: string, to: string) =>
  Math.round((toDate(to).getTime() - toDate(from).getTime()) / 86_400_000);

const ASKS_MEANING =
  /\bche (?:vuol dire|significa|cosa vuol dire)\b|\bcosa (?:vuol dire|significa|comporta|vuol dire)\b|\bche cos'?e\b|\bspiegami\b|\bcosa (?:devo fare|succede)\b/;

const termText = (term: { months: number; days: number }) =>
  [
    term.months ? `${term.months} ${term.months === 1 ? 'mese' : 'mesi'}` : '',
    term.days ? `${term.days} giorni` : '',
  ]
    .filter(Boolean)
    .join(' e ');

// The other side asked as a supposition ("e se fossero stati loro a licenziarmi?", "se invece mi dimettessi?").
const SUPPOSED_DISMISSAL =
  /\bse (?:invece )?(?:[\w']+ ){0,5}?licenzi\w*|\bin caso di licenziament\w*|\bfossero stati loro\b|\bmi avessero licenziat\w*/;
// "se invece, prima che finisca, trovassi un altro posto e volessi dimettermi io": the worker's own resignation
// wished or supposed in the first person, however far from the "se".
const SUPPOSED_RESIGNATION =
  /\bse (?:invece )?(?:[\w']+ ){0,4}?(?:dimett\w*|dimission\w*)|\bin caso di dimission\w*|\bfossi stat[oa] io\b|\b(?:volessi|volesse|vorrei|voglio|dovessi|decidessi di|decido di|pensassi di|preferissi|potrei|posso) (?:anche |invece |io )?(?:dimettermi|dimettersi|licenziarmi|andarmene|dare le dimissioni|rassegnare le dimissioni)\b|\b(?:mi dimettessi|mi dimetto|dimettermi io|me ne andassi|volermene andare|andarmene io)\b/;
function supposedSide(question: string): 'dimissioni' | 'licenziamento' | undefined {
  if (SUPPOSED_DISMISSAL.test(question)) return 'licenziamento';
  return SUPPOSED_RESIGNATION.test(question) ? 'dimissioni' : undefined;
}

function sideOf(text: string): 'dimissioni' | 'licenziamento' | undefined {
  const subject = /\boggetto\s*:?([^\n]*)/.exec(text)?.[1] ?? '';
  if (RESIGNATION.test(subject)) return 'dimissioni';
  if (DISMISSAL.test(subject)) return 'licenziamento';
  const resigns = text.search(RESIGNATION);
  const dismissed = text.search(DISMISSAL);
  if (resigns < 0) return dismissed < 0 ? undefined : 'licenziamento';
  return dismissed < 0 || resigns < dismissed ? 'dimissioni' : 'licenziamento';
}

function rowFor(ccnl: Ccnl, level: string, years: number): NoticeRow | undefined {
  return (ccnl.notice.by_level ?? [])
    .filter((r) => r.levels.includes(level) && !r.group)
    .find((r) => inSeniorityBand(r.seniority, years));
}

/**
 * A letter with no date of its own, giving the day its resignation takes effect and a later last day of work
 * ("con decorrenza dal 01/12/2026. Ultimo giorno di lavoro: 10/12/2026"): the notice runs from the effective day,
 * so the letter counts as given the day before it (session 29, fixs29g).
 */
function effectiveStart(text: string): string | undefined {
  const effective = isoOf(EFFECTIVE.exec(text));
  const last = isoOf(LAST_DAY.exec(text));
  return effective && last && last >= effective ? addDays(effective, -1) : undefined;
}

const yearsText = (years: number) =>
  `${Math.floor(years)} ${Math.floor(years) === 1 ? 'anno' : 'anni'} di anzianità`;

export function documentNoticeCheck(ctx: AgentContext): AgentAnswer | undefined {
  if (!ctx.documents.length) return undefined;
  const question = readable(ctx.message);
  // The clause that asks decides: a story's "ultimo giorno 31 ottobre" before "quanto fanno i ratei?" asks no notice.
  const asking = readable(markedAsk(ctx.message)) || question;
  if (
    !ASKS_NOTICE.test(asking) &&
    !ASKS_MEANING.test(asking) &&
    !(ASKS_NOTICE.test(question) && DOUBTS_TERM.test(asking))
  )
    return undefined;
  const raw = allPassagesText(ctx.documents);
  const text = fold(raw);
  const lettered = sideOf(text);
  const supposed = lettered && supposedSide(question);
  const side = supposed ?? lettered;
  if (!side) return undefined;
  const selected = (ctx.categories ?? []).map((id) => ctx.kb.byCategory(id)).find(Boolean);
  const ccnl = selected ?? statedAgreement(ctx.kb, raw);
  const level = ccnl && findLevel(ccnl, raw);
  const hired = startDate(raw);
  const sent = isoOf(sentDay(text));
  const runsFrom = isoOf(RUNS_FROM.exec(text));
  // The day given: the letter's own "data di invio", else the day the question says it was sent, else the
  // letter's date line ("Padova, 20 novembre 2026").
  const dated = letterDated(raw);
  const notified =
    sent ??
    (runsFrom ? addDays(runsFrom, -1) : undefined) ??
    questionGiven(ctx.message, ctx.today, dated ? Number(dated.slice(0, 4)) : undefined) ??
    letterGiven(raw) ??
    dated ??
    effectiveStart(text) ??
    // (A date line in figures, "Rimini, 25/11/2026", dates a letter that states the last day it gives.)
    (LAST_DAY.test(text) ? letterDatedInFigures(raw) : undefined);
  if (!ccnl || !level || !hired || !notified || hired >= notified)
    return meaningOnly(question, side, raw, undefined);
  const years = serviceYears(hired, notified);
  const row = rowFor(ccnl, level, years);
  if (!row) return meaningOnly(question, side, raw, undefined);
  const resignation = side === 'dimissioni' ? resignationDays(row) : undefined;
  const term =
    side === 'dimissioni'
      ? // Half the dismissal's term in days; else the row's own term, in months too ("1 mese").
        resignation?.halved
        ? { months: 0, days: resignation.days }
        : termOf(row.dimissioni ?? '')
      : termOf(row.licenziamento ?? '');
  // Half of an odd number of days ("7,5 giorni"): the agreement gives no rounding, so no day is computed.
  if (!term || (!term.months && !term.days) || !Number.isInteger(term.days))
    return meaningOnly(question, side, raw, side === 'dimissioni' ? row.dimissioni : row.licenziamento);
  const monthStart =
    ccnl.notice.starts === 'first_or_sixteenth' || MONTH_START.test((ccnl.notice.text ?? '').toLowerCase());
  const start = runsFrom ?? (monthStart ? nextMonthStart(addDays(notified, 1)) : addDays(notified, 1));
  const due = endOf(start, term);
  const lastStated = isoOf(LAST_DAY.exec(text));
  const effective = isoOf(EFFECTIVE.exec(text));
  const termGiven = Number(TERM_GIVEN.exec(text)?.[1] ?? 0);
  const statedDay = lastStated ?? (effective && effective > notified ? addDays(effective, -1) : undefined);
  // (A letter giving its notice in days, no day written: the day it ends, the letter's count not repeated.)
  const counted = !statedDay && termGiven > 0;
  const lastDay = supposed
    ? undefined
    : (statedDay ?? (counted ? addDays(runsFrom ?? addDays(notified, 1), termGiven - 1) : undefined));
  const who = `il ${/^\d/.test(level) ? `${level}° livello` : `livello ${level}`} del ${ccnl.short_name}`;
  const kind = side === 'dimissioni' ? 'di dimissioni' : 'di licenziamento';
  const rule = `per ${who} con ${yearsText(years)} (${row.seniority}) il preavviso ${kind} è di ${termText(term)} di calendario`;
  const startSaid = monthStart
    ? `decorre dal 1° o dal 16° del mese, ${ccnl.notice.article ?? 'secondo il CCNL'}: qui ${fromDay(start)}`
    : `decorre dal giorno dopo la comunicazione: qui ${fromDay(start)}`;
  const steps = [
    '| Dato | Valore |',
    '| --- | --- |',
    `| Data di assunzione (dal documento) | ${italianDate(hired)} |`,
    `| Comunicazione ${sent ? 'della lettera' : 'del recesso'} | ${italianDate(notified)} |`,
    `| Anzianità di servizio | ${yearsText(years)} |`,
    `| Preavviso ${kind} del CCNL | ${termText(term)} |`,
    `| Decorrenza del preavviso | ${italianDate(start)} |`,
    `| Ultimo giorno di preavviso | ${italianDate(due)} |`,
  ];
  const citations: Citation[] = citeSources(
    ccnl,
    `${rule} ${ccnl.notice.text ?? ''}`,
    ccnl.notice.article ?? null,
    ccnl.notice.sources,
  );
  if (lastDay) {
    const given = Math.max(0, daysBetween(notified, lastDay));
    const short = daysBetween(lastDay, due);
    steps.push(
      counted
        ? `| Fine del preavviso della lettera | ${italianDate(lastDay)} |`
        : `| Ultimo giorno indicato nella lettera | ${italianDate(lastDay)} (${given} giorni di preavviso) |`,
    );
    // The verdict as asked: "hanno ragione loro?" after "mi scrive che il preavviso è sbagliato" is Sì when short.
    // (The other side's objection weighed, "dice che il preavviso non basta: ha ragione?": Sì when it is short.)
    const objection = OBJECTED.test(question) && /\bha(?:nno)? ragione\b/.test(question);
    const asked = objection
      ? short > 0
        ? 'Sì'
        : 'No'
      : (askedVerdict(question, short <= 0) ?? (short > 0 ? 'No' : 'Sì'));
    const word =
      asked === 'Sì' && short > 0
        ? 'Sì, il preavviso è troppo breve'
        : asked === 'No' && short <= 0
          ? 'No, il preavviso non è sbagliato'
          : asked;
    const answer =
      short > 0
        ? `${bold(counted ? `${word}: il preavviso della lettera è più breve di quello del contratto` : `${word}: il preavviso dato è di ${given} giorni, ne mancano ${short}`)}: ${rule}; ${startSaid}, quindi l'ultimo giorno di preavviso sarebbe il ${italianDate(due)} (${counted ? 'con la lettera finirebbe' : 'la lettera indica'} il ${italianDate(lastDay)}).`
        : `${bold(`${word}: il preavviso dato è rispettato`)} (${given} giorni): ${rule}; ${startSaid}, quindi basta lavorare fino al ${italianDate(due)} (la lettera indica il ${italianDate(lastDay)}).`;
    const missing =
      short > 0
        ? [
            side === 'dimissioni'
              ? `Per i ${counted ? '' : `${short} `}giorni mancanti il datore di lavoro può trattenere l'indennità sostitutiva del preavviso (la retribuzione di quei giorni), salvo che rinunci al preavviso.`
              : `Per i ${counted ? '' : `${short} `}giorni mancanti spetta al lavoratore l'indennità sostitutiva del preavviso (la retribuzione di quei giorni).`,
          ]
        : [];
    return compose({
      answer: `${answer}${missing.length ? ` ${missing[0]}` : ''}`,
      steps,
      assumptions: assumptionsFor(side, monthStart),
      citations,
      related: [],
    });
  }
  const meaning = ASKS_MEANING.test(question) ? `${meaningOf(side, subjectOf(raw))} ` : '';
  const answer = supposed
    ? `${bold(`Con ${side === 'licenziamento' ? 'un licenziamento' : 'le dimissioni'} il preavviso sarebbe di ${termText(term)}`)}: ${rule}; ${startSaid}, quindi terminerebbe il ${italianDate(due)}.`
    : asksNoticeStart(asking)
      ? `${bold(`Il preavviso decorre dal ${italianDate(start)}`)}: ${rule}; ${startSaid}, e termina il ${italianDate(due)}.`
      : `${meaning}${bold(`Il preavviso termina il ${italianDate(due)}`)}: ${rule}; ${startSaid}. ${side === 'licenziamento' ? `È l'ultimo giorno del rapporto se il preavviso viene lavorato; se l'azienda lo paga invece (indennità sostitutiva), il rapporto può finire prima.` : 'È l’ultimo giorno di lavoro, salvo che il datore rinunci al preavviso.'}`;
  return compose({
    answer,
    steps,
    assumptions: assumptionsFor(side, monthStart),
    citations,
    related: [],
  });
}

function assumptionsFor(side: 'dimissioni' | 'licenziamento', monthStart: boolean): string[] {
  return [
    'Livello, data di assunzione e date della lettera letti sul documento caricato; anzianità calcolata fino alla comunicazione.',
    monthStart
      ? 'Il preavviso decorre dal primo 1° o 16° del mese successivo alla comunicazione.'
      : 'Giorni di calendario contati dal giorno successivo alla comunicazione.',
    side === 'dimissioni'
      ? 'Datore e lavoratore possono accordarsi per un preavviso più breve: la lettera non lo dice.'
      : 'Un preavviso più lungo previsto dalla lettera o da accordi individuali prevale su quello del CCNL.',
  ];
}

function subjectOf(raw: string): string | undefined {
  return /\boggetto\s*:?\s*([^\n]+)/i
    .exec(raw)?.[1]
    ?.split(/\s+(?=con la presente|gentile|egregi|spett|la informiamo|le comunichiamo)/i)[0]
    ?.replace(/[.,;:\s]+$/, '')
    .slice(0, 90)
    .trim();
}

function meaningOf(side: 'dimissioni' | 'licenziamento', subject: string | undefined): string {
  return side === 'licenziamento'
    ? `La lettera ti comunica il licenziamento${subject ? ` («${subject}»)` : ''}: il rapporto finisce alla fine del preavviso, e con l'ultima busta ricevi le competenze di fine rapporto (TFR, ratei, ferie e permessi non goduti).`
    : `La lettera comunica le dimissioni${subject ? ` («${subject}»)` : ''}: il rapporto finisce alla fine del preavviso.`;
}

/** "che vuol dire questa lettera?" when the day the notice ends cannot be told: what the letter does. */
function meaningOnly(
  question: string,
  side: 'dimissioni' | 'licenziamento',
  raw: string,
  term: string | null | undefined,
): AgentAnswer | undefined {
  if (!ASKS_MEANING.test(question)) return undefined;
  const said = term ? ` Il preavviso del CCNL per il livello e l'anzianità della lettera: ${term}.` : '';
  return compose({
    answer: `${meaningOf(side, subjectOf(raw))}${said}`,
    steps: [],
    assumptions: [],
    citations: [],
    related: [],
  });
}
