import { withVerdictWord } from '../documents/asked-verdict.js';
import { MONTH_NAMES, percent } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import { markedAsk } from '../reader/asking-clause.js';
import { countValue } from '../reader/numbers.js';
import { ordinalNumber } from '../reader/ordinals.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { statedAgreement } from './document-facts.js';
import { documentText } from './document-request.js';
import { askedSickDay, bandShares, bandSpan } from './sick-band-cell.js';

/**
 * The first days of an illness (the INPS waiting days the employer pays) asked for one event of the calendar
 * year ("è la seconda malattia dell'anno: i primi tre giorni me li pagano?", "in malattia due volte quest'anno,
 * la carenza di settembre quanto me la pagano?", a payslip listing "1° evento … 2° evento …"): the share the
 * agreement's rule gives that event ("per intero nei primi due eventi dell'anno solare, al 66% nel terzo, al 50%
 * nel quarto e per nulla dal quinto"), read off its sickness text. Undefined when the question names no event's
 * order, asks no first days, or the agreement's rule has no such ladder.
 */

const ORDINAL_EVENT =
  /\b(prim|second|terz|quart|quint|sest)[oa] (?:malattia|evento|episodio|volta)\b|\b(?:malattia|evento|episodio) (?:numero |n\.\s*)?(\d)\b(?!\s*(?:giorn|gg|settiman|mes|ann|or[ae]\b))|\b(\d)\s*[°ºa]\s*(?:evento|malattia|episodio)\b/g;
const TIMES_ILL =
  /\b(?:in malattia|malat[oa]|ammalat[oa]|a casa (?:in|per) malattia)\b[^.?]{0,40}?\b(due|tre|quattro|cinque|sei|\d) volte\b|\b(due|tre|quattro|cinque|sei|\d) volte\b[^.?]{0,30}?\b(?:in malattia|malat[oa]|ammalat[oa])\b/;
const ORDINAL_WORD =
  '(primi (?:due|tre|\\d) eventi|prim[oi]|second[oi]|terz[oi]|quart[oi]|quint[oi]|sest[oi])';

/** The order of the event asked: an ordinal said, the count of illnesses this year, a payslip's last "n° evento". */
export function eventOrder(question: string, document: string): number | undefined {
  const said = [...question.matchAll(ORDINAL_EVENT)].map(
    (m) => (m[1] ? ordinalNumber(`${m[1]}o`) : undefined) ?? Number(m[2] ?? m[3]),
  );
  if (said.length) return said.at(-1);
  const times = TIMES_ILL.exec(question);
  if (times) {
    const count = countValue(times[1] ?? times[2] ?? '');
    // "sono già stata a casa malata due volte. Adesso ho di nuovo la febbre": the times told are the earlier
    // illnesses, the one of now comes after them.
    return count !== undefined && timesBeforeNow(question, times) ? count + 1 : count;
  }
  const told = illnessesTold(question);
  if (told) return told + 1;
  const listed = [...document.matchAll(/\b(\d)\s*[°º]\s*evento\b/gi)].map((m) => Number(m[1]));
  return listed.length ? Math.max(...listed) : undefined;
}

const NOW_AGAIN =
  /\b(?:adesso|ora|stavolta|questa volta|di nuovo|ancora una volta|un'altra volta|nuovamente)\b/;

/** Whether the times told are earlier illnesses ("già … due volte") followed by one of now ("adesso … di nuovo"). */
function timesBeforeNow(question: string, times: RegExpExecArray): boolean {
  const before = question.slice(Math.max(0, times.index - 60), times.index + times[0].length);
  return /\bgia\b/.test(before) && NOW_AGAIN.test(question.slice(times.index + times[0].length));
}

// "quest'anno mi sono ammalato già a febbraio per 4 giorni e a giugno per 2 giorni, e adesso da ieri ho la febbre":
// the earlier illnesses of the year told by their months, then the one of now.
const ILL = String.raw`\b(?:ammalat\w*|in malattia|malat[oa]|a casa (?:in|per) malattia)\b`;
const EARLIER_THEN_NOW = new RegExp(
  String.raw`(?:${ILL}[^?]{0,15}?\bgia\b|\bgia\b[^?]{0,20}?${ILL})([^?]*?)\b(?:adesso|ora|stavolta|questa volta|di nuovo|ancora una volta)\b`,
);
const MONTH_TOLD = new RegExp(String.raw`\b(?:a|ad|in|di|nel mese di) (${MONTH_NAMES})\b`, 'g');

/** The count of the year's earlier illnesses a story tells by their months, before the one of now. */
function illnessesTold(question: string): number | undefined {
  const earlier = EARLIER_THEN_NOW.exec(question)?.[1];
  if (!earlier) return undefined;
  const months = new Set([...earlier.matchAll(MONTH_TOLD)].map((m) => m[1]));
  return months.size || undefined;
}

/**
 * A part asking the first days of an illness ("Quanto mi pagano i primi 3 giorni?") of a question whose story
 * tells which illness of the year it is: the whole answer, on that event's share, answers it; alone, the part
 * would lose the event and give the first events' share.
 */
export function firstDaysOfToldEvent(message: string, part: string): boolean {
  const question = readable(message);
  return (
    FIRST_DAYS.test(readable(part)) &&
    (question.match(ORDINAL_EVENT) !== null ||
      TIMES_ILL.test(question) ||
      illnessesTold(question) !== undefined)
  );
}

// A holiday beside the illness ("il giorno dopo un festivo", "dopo Natale", "a ridosso delle feste").
const HOLIDAY_TOLD = /\bfestiv\w*|\bfeste\b|\bponte\b|\bnatale\b|\bpasqua\w*|\bferragosto\b|\bcapodanno\b/;
// "dalla 4ª l'integrazione della carenza scende al 75%, dalla 5ª al 50% … e dalla 7ª non è più dovuta": a ladder
// by the event's order from which the share falls (Logistica, for illnesses beside a holiday).
const FROM_EVENT = /\bdalla (\d)ª (?:[^,;.]*? )?al (\d+(?:,\d+)?)\s*%/g;
const NONE_FROM_EVENT = /\bdalla (\d)ª non è più dovuta/;

/** The share of the nth event on a ladder "dalla nª al x%", or undefined when the rule has none. */
function fromEventShare(
  text: string,
  n: number,
  question: string,
): { pct: number; said: string } | undefined {
  const steps = [...text.matchAll(FROM_EVENT)].map((m) => ({
    from: Number(m[1]),
    pct: Number((m[2] ?? '').replace(',', '.')),
    said: m[0],
  }));
  const none = NONE_FROM_EVENT.exec(text);
  if (none) steps.push({ from: Number(none[1]), pct: 0, said: none[0] });
  if (!steps.length) return undefined;
  // A ladder for the illnesses beside a holiday applies only when the question tells one.
  if (/\bfestivit/.test(text) && !HOLIDAY_TOLD.test(question)) return undefined;
  const step = steps.filter((st) => st.from <= n).sort((a, b) => b.from - a.from)[0];
  const first = Math.min(...steps.map((st) => st.from));
  return step
    ? { pct: step.pct, said: step.said }
    : { pct: 100, said: `per intero fino alla ${first - 1}ª assenza dell'anno` };
}

/** The share of the waiting days for the nth event, read off the rule's words. */
export function eventShare(
  rule: string,
  n: number,
  question = '',
): { pct: number; said: string } | undefined {
  const text = rule.toLowerCase();
  const ladder = fromEventShare(text, n, question);
  if (ladder) return ladder;
  const whole = /per intero nei primi (\w+) eventi/.exec(text);
  const wholeUpTo = whole ? countValue(whole[1] ?? '') : undefined;
  if (wholeUpTo !== undefined && n <= wholeUpTo)
    return { pct: 100, said: `per intero nei primi ${whole?.[1]} eventi dell'anno solare` };
  for (const m of text.matchAll(new RegExp(`al (\\d+(?:,\\d+)?)\\s*% nel ${ORDINAL_WORD}\\b`, 'g'))) {
    if (ordinalNumber(m[2] ?? '') === n) return { pct: Number((m[1] ?? '').replace(',', '.')), said: m[0] };
  }
  const none = new RegExp(`(?:per nulla|nulla|non (?:li )?paga) dal ${ORDINAL_WORD}\\b`).exec(text);
  const noneFrom = none ? ordinalNumber(none[1] ?? '') : undefined;
  if (noneFrom !== undefined && n >= noneFrom) return { pct: 0, said: none?.[0] ?? '' };
  return undefined;
}

// "li perdo tutti?", "non me li pagano?", "non prendo niente?": the waiting days asked as lost.
const ASKS_LOST =
  /\b(?:li|le) perd\w*\b|\bperd\w* (?:i|quei|questi) (?:primi )?(?:tre|3) giorni\b|\bnon (?:me |ce |gli |le )?(?:li |le )?pag\w*\b[^.?]{0,30}\?|\bnon (?:prendo|mi danno|mi spetta) (?:niente|nulla)\b|\b(?:niente|nulla)\s*\?/;

// "altri due giorni", "un giorno", "3 gg": an illness no longer than the waiting days (not "i primi 3 giorni").
const SHORT_TOLD =
  /(?<!\bprimi |\bdopo |\btra |\bfra )\b(?:un|uno|due|tre|[123]) (?:giorni|giorno|gg)\b(?! (?:fa|prima|dopo)\b)/;

const FIRST_DAYS =
  /\bprimi (?:tre|3) (?:giorni|gg)\b|\bquei (?:tre|3) (?:giorni|gg)\b|\b(?:i|quei) primi giorni\b|\bcarenza\b/;

/** The sentences that end with a question mark, joined. */
function questionSentences(question: string): string {
  return question
    .split(/(?<=[.?!])\s+/)
    .filter((s) => s.includes('?'))
    .join(' ');
}

/** The sentences that tell, not ask: the claim a question then weighs. */
const toldSentences = (question: string): string =>
  question
    .split(/(?<=[.?!])\s+/)
    .filter((s) => !s.includes('?'))
    .join(' ');

// "mi spettano?", "me li pagano lo stesso i primi 3 giorni?": the waiting days asked as due.
const ASKS_DUE =
  /\b(?:mi |ci |le |gli )?spett\w*\b|\b(?:me |ce |gli |le )?(?:li |le )pag\w*\b[^.?]{0,40}\?|\bsono pagat[ie]\b/;

// "me li paga di meno", "me li riduce", "non me li paga per intero": less than the whole pay claimed.
const REDUCED_CLAIM =
  /\b(?:pag\w*|pagher\w*|dar\w*|d[aà]nno|ricev\w*|prend\w*)\b[^.?]{0,20}\b(?:di meno|meno|ridott\w*)\b|\b(?:riduc\w*|ridurr\w*|ridott\w*|decurt\w*|tagli\w*)\b|\bnon (?:me |ce |gli |le )?(?:li |le )?pag\w* (?:per intero|tutt[io]|al (?:100|cento))/;

// "me li hanno pagati solo al 66%": the share the worker says was paid.
const PAID_TOLD = /\bpagat\w*[^.?%\d]{0,25}?(\d+(?:,\d+)?)\s*%/;
// "mi stanno fregando?", "si sono sbagliati?": asked whether the pay is wrong.
const WRONG_ASKED = /\bfregand\w*|\bfregat[oaie]\b|\bsbagli\w*|\bsbagliat\w*|\btruff\w*/;

const WHOLE_ASKED = /\bper intero\b|\binter[ie]\b|\bpien[ie]\b|\bal (?:100|cento) ?(?:%|per cento)/;

/**
 * Sì or No to a polar ask on the waiting days: lost (No when any share is paid) or paid (Sì when whole). Asked both
 * ways ("mi spettano o li perdo?"), the alternative named first is the one answered.
 */
function lossVerdict(question: string, pct: number, ordered = true): 'Sì' | 'No' | undefined {
  const asks = questionSentences(question);
  // "me li hanno pagati solo al 66%: mi stanno fregando?" / "è giusto?": the share told paid against the event's.
  const paid = ordered ? PAID_TOLD.exec(toldSentences(question))?.[1] : undefined;
  if (paid !== undefined) {
    const same = Number(paid.replace(',', '.')) === pct;
    if (WRONG_ASKED.test(asks)) return same ? 'No' : 'Sì';
    if (/\b(?:giust[oa]|corrett[oa]|regolar\w*)\b/.test(asks)) return same ? 'Sì' : 'No';
  }
  // (A claim to confirm, "mi dicono che non li paga nessuno: è vero?", is weighed by the claim verdicts; one of
  // less pay this time, "il capo dice che stavolta me li paga di meno. È vero?", by the share of the event.)
  if (/\b(?:vero|ragione|giust[oa]|corrett[oa]|dic\w*|dett[oa])\b/.test(asks))
    // (With no order told, the event is not known: the reduction claimed is neither confirmed nor denied.)
    return ordered && REDUCED_CLAIM.test(toldSentences(question)) ? (pct < 100 ? 'Sì' : 'No') : undefined;
  const lost = ASKS_LOST.exec(asks)?.index ?? Number.POSITIVE_INFINITY;
  const due = ASKS_DUE.exec(asks)?.index ?? Number.POSITIVE_INFINITY;
  if (lost < due) return pct > 0 ? 'No' : 'Sì';
  // "me li pagano per intero anche questa volta?": whole pay asked, any smaller share is a No.
  if (due < lost && WHOLE_ASKED.test(asks)) return pct === 100 ? 'Sì' : 'No';
  if (due < lost && (pct === 100 || pct === 0)) return pct === 100 ? 'Sì' : 'No';
  return undefined;
}

const ORDINAL_SAID = ['', 'primo', 'secondo', 'terzo', 'quarto', 'quinto', 'sesto'];

export function sickEventShare(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  const question = readable(ctx.message);
  if (
    !/malatti|ammal\w*|malat[oa]\b|carenza|\binfluenz|\bfebbre\b|\bcertificato (?:del )?medic|\bprognosi\b/.test(
      question,
    )
  )
    return undefined;
  // ("se il certificato indicasse una prognosi iniziale di 8 giorni, la riduzione si applicherebbe?": the
  // reduction of the waiting days asked by the prognosis, after a turn on them.)
  const prognosisAsked =
    PROGNOSIS.test(question) && /\briduzion\w*|\bintegrazion\w*|\bcarenz\w*/.test(question);
  // ("è la quinta volta, il medico mi ha dato due giorni: mi pagano qualcosa?": an illness within the waiting days,
  // its order told, asks the first days.)
  const shortTold = SHORT_TOLD.test(question) && eventOrder(question, '') !== undefined;
  if (askedSickDay(question) !== 1 && !FIRST_DAYS.test(question) && !prognosisAsked && !shortTold)
    return undefined;
  // "i primi 3 giorni non li paga nessuno … dal quarto giorno quanto?": a later day asked is its band's answer.
  // "…in che percentuale i primi 3 giorni? E dal quarto giorno quanto prendo?": the first days asked in an
  // earlier question sentence still open, the later band follows them.
  const ask = markedAsk(question);
  const asks = `${questionSentences(question)} ${ask ?? ''}`;
  const askedDay = ask ? askedSickDay(ask) : undefined;
  if (askedDay !== undefined && askedDay > 3 && !FIRST_DAYS.test(asks)) return undefined;
  const document = ctx.documents.length ? documentText(ctx) : '';
  const n = eventOrder(question, document);
  if (n !== undefined && n < 1) return undefined;
  const id = req.slots.agreementsBySector ? undefined : req.slots.agreements[0];
  const ccnl: Ccnl | undefined =
    (id !== undefined ? ctx.kb.byCategory(id) : undefined) ??
    (document ? statedAgreement(ctx.kb, document) : undefined) ??
    (req.slots.agreements[0] !== undefined ? ctx.kb.byCategory(req.slots.agreements[0]) : undefined);
  const sickness = ccnl?.sick_pay.sickness;
  if (!ccnl || !sickness?.text) return undefined;
  const exempt = exemptShare(ccnl, question);
  if (exempt) return exempt;
  if (n === undefined) return unorderedShare(ccnl, question);
  const share = eventShare(sickness.text, n, question);
  if (!share) return undefined;
  const event = `${ORDINAL_SAID[n] ?? `${n}°`} evento di malattia dell'anno solare`;
  const opening =
    share.pct === 0
      ? `Nel ${ccnl.short_name} i primi 3 giorni (carenza) del ${event} ${bold('non sono pagati')} dall'azienda (${share.said}) né dall'INPS, che paga solo dal 4° giorno: restano non retribuiti.`
      : `Nel ${ccnl.short_name} i primi 3 giorni (carenza) del ${event} li paga l'azienda al ${bold(percent(share.pct))} della retribuzione (${share.said}).`;
  // "i primi tre giorni, dal 4° al 20° e dal 21° in poi?": every band asked opens, after the waiting days.
  const later = /\bdal (?:4|quarto)\b|\bdal (?:21|ventunesimo)\b|\bgiorno per giorno\b/.test(asks)
    ? laterBands(ccnl)
    : '';
  const line = later ? `${opening.slice(0, -1)}; ${later}.` : opening;
  return compose({
    answer: withVerdictWord(line, lossVerdict(question, share.pct)),
    steps: [eventRule(ccnl, share.said, shortIllness(question))],
    assumptions: [
      "Eventi contati nell'anno solare; la riduzione non si applica nei casi che la regola esclude (ricovero, prognosi lunga, patologie gravi).",
    ],
    citations: citeSources(ccnl, `Malattia: ${sickness.text}`, sickness.article ?? null, sickness.sources),
    related: [`Quanti giorni di malattia conserva il posto nel ${ccnl.short_name}?`],
  });
}

/** The rule for the event asked only ("per intero nei primi due eventi …" or "al 66% nel terzo"), its exclusions. */
function eventRule(ccnl: Ccnl, said: string, short: boolean): string {
  const text = ccnl.sick_pay.sickness.text ?? '';
  // The ladder's other events give way to the event asked; the later days' bands stay, unless the illness told
  // lasts no more than the waiting days ("stavolta 3 giorni di febbre").
  const ladder = /per intero nei primi \w+ eventi[^(;]*/.exec(text);
  const rest = ladder ? text.slice(ladder.index + ladder[0].length) : '';
  const exclusions = /^\s*\([^)]*\)/.exec(rest)?.[0] ?? '';
  const own = ladder ? `${text.slice(0, ladder.index)}${said}${short ? exclusions : ` ${rest}`}` : text;
  return `La regola del ${ccnl.short_name} per questo evento: ${own.replace(/\s+/g, ' ').trim()}.`;
}

// "stavolta 3 giorni di febbre", "a casa per 2 giorni": the illness's length told, in days (not "i primi 3 giorni").
const LENGTH_TOLD =
  /(?<!\bprimi )\b(\d{1,3}|un|due|tre) (?:giorni|gg)\b(?= (?:di (?:febbre|malattia|influenza)|in malattia|a casa|a letto))|\b(?:in malattia|a casa|a letto) (?:\w+ )?per (\d{1,3}|un|due|tre) (?:giorni|gg)\b/g;

/** Whether every length the question tells is within the waiting days. */
function shortIllness(question: string): boolean {
  const told = [...question.matchAll(LENGTH_TOLD)].map((m) => countValue(m[1] ?? m[2] ?? '') ?? 99);
  return told.length > 0 && told.every((n) => n <= 3);
}

// "il medico mi da subito 15 gg di prognosi", "prognosi di 20 giorni": the initial prognosis told, in days.
const PROGNOSIS =
  /\bprognosi\b[^.?]{0,25}?\b(\d{1,3})\s*(?:gg|giorni)\b|\b(\d{1,3})\s*(?:gg|giorni) di prognosi\b/;

/**
 * The first days of an illness whose initial prognosis reaches the length the rule exempts from the reduction
 * ("la riduzione non vale per … prognosi iniziale di almeno 12 giorni"): paid whole whatever the event's order.
 */
function exemptShare(ccnl: Ccnl, question: string): AgentAnswer | undefined {
  const sickness = ccnl.sick_pay.sickness;
  const text = sickness.text ?? '';
  const told = PROGNOSIS.exec(question);
  const days = told ? Number(told[1] ?? told[2]) : undefined;
  const limit = /prognosi iniziale di almeno (\d+) giorni/.exec(text);
  const whole = /per intero nei primi (\w+) eventi/.test(text) || /\bdalla \dª [^;.]*\bal \d+\s*%/.test(text);
  if (days === undefined || !limit || !whole || days < Number(limit[1])) return undefined;
  const excluded = /\((la riduzione non vale [^)]*)\)/.exec(text)?.[1] ?? '';
  return compose({
    answer: `Nel ${ccnl.short_name}, con una prognosi iniziale di ${days} giorni (almeno ${limit[1]} giorni), i primi 3 giorni di malattia (carenza INPS) li paga l'azienda ${bold('per intero (100%)')}, qualunque sia il numero dell'evento nell'anno: la riduzione per gli eventi successivi non si applica.`,
    steps: [`La regola del ${ccnl.short_name}: ${excluded}.`],
    assumptions: ['Prognosi indicata nel primo certificato medico.'],
    citations: citeSources(ccnl, `Malattia: ${text}`, sickness.article ?? null, sickness.sources),
    related: [`Quanti giorni di malattia conserva il posto nel ${ccnl.short_name}?`],
  });
}

/** The bands after the waiting days, as the agreement's data gives them ("dal 4° al 20° giorno il 75% …"). */
function laterBands(ccnl: Ccnl): string {
  return (ccnl.sick_pay.sickness.bands ?? [])
    .filter((b) => b.from_day > 3 && b.total_pct !== null)
    .map((b) => `${bandSpan(b)} ${bold(percent(b.total_pct ?? 0))}${bandShares(b)}`)
    .join('; ');
}

/**
 * The first days asked as due or lost with no event's order told ("sono stata a casa 3 giorni con l'influenza …
 * mi spettano o li perdo?"): the employer pays them, whole in the first events of the year; the ladder follows,
 * and the verdict assumes one of those first events. Only for a rule with such a ladder.
 */
function unorderedShare(ccnl: Ccnl, question: string): AgentAnswer | undefined {
  const sickness = ccnl.sick_pay.sickness;
  const ladder =
    /i primi 3 giorni \(carenza INPS\) li paga l'azienda, (per intero nei primi (\w+) eventi dell'anno solare[^(;]*)/.exec(
      sickness.text ?? '',
    );
  const first = ladder ? countValue(ladder[2] ?? '') : undefined;
  const word = first ? lossVerdict(question, 100, false) : undefined;
  if (!ladder || !word) return undefined;
  const ordinal = first === 2 ? 'la prima o la seconda' : `una delle prime ${first}`;
  return compose({
    answer: withVerdictWord(
      `Nel ${ccnl.short_name} i primi 3 giorni di malattia (carenza INPS) li paga il datore di lavoro: ${(ladder[1] ?? '').trim().replace(/^per intero/, bold('per intero'))}.`,
      word,
    ),
    steps: [
      `La regola del ${ccnl.short_name}: ${sickness.text}.`,
      "Dal 4° giorno paga l'INPS, con l'integrazione dell'azienda.",
    ],
    assumptions: [
      `Che sia ${ordinal} malattia dell'anno solare; la riduzione non si applica nei casi che la regola esclude (ricovero, prognosi lunga, patologie gravi).`,
    ],
    citations: citeSources(ccnl, `Malattia: ${sickness.text}`, sickness.article ?? null, sickness.sources),
    related: [`Quanti giorni di malattia conserva il posto nel ${ccnl.short_name}?`],
  });
}
