import { italianDate, MONTH_NAMES, MONTHS, percent, uncapitalise } from '../kb/format.js';
import { increasesOf } from '../kb/increases.js';
import type { Ccnl } from '../kb/schema.js';
import type { TypedRequest } from '../reader/request.js';
import { fold } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';

/**
 * Session 28 (fixs28a): a renewal's yes-or-no question or claim, opened by its verdict when the renewal answer's
 * own opening decides it:
 * - an una tantum asked or claimed ("ci danno una una tantum?", "è una specie di una tantum a nostro favore?")
 *   where the opening says the sources cite none: **No**;
 * - a renewal claimed signed in a year ("è stato rinnovato nel 2024, è vero?") where every last renewal the
 *   opening names is older: **No**;
 * - a tranche claimed in a month past the renewal's last one ("ad ottobre 2026 dovremo applicare un'ultima
 *   tranche"): **No**, with the last tranche said first;
 * - an increase asked in a month or next ("a novembre 2026 scatta un aumento?", "è prevista un'altra tranche?")
 *   where the opening states its tranche: **Sì**; where it states none that month: **No**.
 * Anything else is left as it is: a wrong "Sì" or "No" is worse than none.
 */
const HAS_VERDICT = /^\s*(?:\*\*)?(?:sì|si|no|in parte|non posso confermarlo|dipende)(?![\p{L}])/iu;
const WH_WORD = /\b(?:quant\w*|quando|perche|cosa|chi|dove|quale|quali|a che punto)\b|^(?:\S+ ){0,2}come\b/;
const NO_LUMP =
  /\buna tantum: .*\b(?:non (?:citano|indicano|prevedono|cita|indica|prevede)(?: alcuna)? una tantum|senza citare alcuna una tantum|nessuna una tantum)/;
const RENEWED_IN = /\b(?:rinnovat\w*|firmat\w*|rinnovo)\b[^.?!]{0,40}\b(?:nel|a|ad|in) (?:\w+ )?(20\d\d)\b/;
const LAST_RENEWAL = /\bultimo rinnovo\b[^;)]{0,90}/g;
const INCREASE_ASKED =
  /\b(?:scatt\w*|c'e|ce|arriv\w*|ci sara|ci sono|previst\w*|preved\w*|tocca|spetta|aumenta\w*)\b[^?]*\b(?:aument\w*|tranche)\b|\baumenta(?:no)?\b|\b(?:un'?|un )altra tranche\b/;
const MONTH_YEAR = new RegExp(String.raw`\b(${MONTH_NAMES}) (20\d\d)\b`);
const STATED_STEP = new RegExp(
  String.raw`\b(?:aumenta di [^:]{1,25}? dal|la tranche del|prossimo aumento [^:]{0,60}decorre dal|prossima tranche decorre dal) (?:\*\*)?\d{1,2}° (${MONTH_NAMES}) (20\d\d)\b`,
);

// "ho sentito dire da una collega che …", "il presidente sostiene che …", "ho letto che …", "mi viene riferito
// che …": the clause told.
const TOLD =
  /\b(?:sostien\w*|dic\w*|dett[oa]|sentito(?: dire)?|lett[oa]|pens\w*|ritien\w*|convint[oa]|vero|riferit[oa]|segnalat[oa]|comunicat[oa])\b(?: [^.?!]{0,40}?)? che ([^.?!]*)/;
const told = (question: string): string | undefined => TOLD.exec(question)?.[1];

/** The asking sentences without a question word ("ci danno una una tantum?"), folded. */
function polarSentences(question: string): string[] {
  return question
    .split(/(?<=[.!?])\s+/)
    .filter((s) => /\?\s*$/.test(s) && !WH_WORD.test(s.replace(/\bo si tratta\b.*$/, '')));
}

function lumpVerdict(question: string, opening: string): 'No' | undefined {
  if (!NO_LUMP.test(opening) || !/\buna tantum\b/.test(question)) return undefined;
  const asked = polarSentences(question).some((s) => /\buna tantum\b|\be cosi\b|\bvero\b/.test(s));
  return asked || /\buna tantum\b/.test(told(question) ?? '') ? 'No' : undefined;
}

/** The year a renewal is claimed signed in, when every last renewal the opening names is older. */
function renewedInVerdict(question: string, opening: string): string | undefined {
  const year = RENEWED_IN.exec(told(question) ?? '')?.[1];
  if (!year) return undefined;
  const years = [...opening.matchAll(LAST_RENEWAL)].flatMap((m) => m[0].match(/\b20\d\d\b/g) ?? []);
  return years.length && years.every((y) => y < year) ? year : undefined;
}

// "è fermo al 2020", "non è mai stato rinnovato dopo il 2020", "l'ultimo rinnovo è del 2020": the year the
// agreement is told to have stopped at.
const STUCK_AT =
  /\bferm[oa] (?:al|dal|nel) (20\d\d)\b|\bstato rinnovat\w* (?:l'ultima volta )?(?:nel|dopo il) (20\d\d)\b|\bultimo rinnovo (?:e |e' |risale )?(?:al |del |nel |e del )(20\d\d)\b/;

/**
 * "un'infermiera dice che il contratto è fermo al 2020 e non è mai stato rinnovato dopo, confermi?": the year told
 * against the year of the agreement's own last agreement: **No** when a later one was signed, **Sì** when that
 * year's is the last. Nothing when the agreement records no last agreement, or one older than the year told.
 */
function stuckSinceHead(question: string, ccnl: Ccnl | undefined): string | undefined {
  const claimed = told(question);
  const year = claimed ? STUCK_AT.exec(claimed)?.slice(1).find(Boolean) : undefined;
  const last = ccnl?.validity.last_renewal;
  if (!ccnl || !year || !last) return undefined;
  // The first year the last agreement's line names is its signing ("Accordo ponte del 3 ottobre 2023 (…)",
  // "Ipotesi del 22 novembre 2025 … rinnova il CCNL del 5 febbraio 2021").
  const signed = /\b20\d\d\b/.exec(last)?.[0];
  if (!signed || signed < year) return undefined;
  return signed === year
    ? `**Sì**: nel ${ccnl.short_name} l'ultimo accordo firmato è del ${year} (${last}); le fonti lette non ne riportano uno successivo.`
    : `**No**: nel ${ccnl.short_name} dopo il ${year} è stato firmato un altro accordo: ${uncapitalise(last)}.`;
}

/** A tranche claimed in a month after the renewal's last one: the last tranche, said before the opening. */
function lateTrancheHead(question: string, ccnl: Ccnl | undefined): string | undefined {
  const clause = told(question);
  if (!ccnl || !clause || !/\b(?:tranche|aument\w*)\b/.test(clause) || /\bnon\b|\bnessun/.test(clause))
    return undefined;
  const said = MONTH_YEAR.exec(clause);
  const last = ccnl.validity.tranches.at(-1);
  if (!said || !last) return undefined;
  const month = `${said[2]}-${String(MONTHS.indexOf(said[1] as string) + 1).padStart(2, '0')}`;
  if (month <= last.slice(0, 7)) return undefined;
  return `**No**: nel ${ccnl.short_name} nessuna tranche è prevista a ${said[1]} ${said[2]}: l'ultima tranche del rinnovo è quella del ${italianDate(last)}.`;
}

/**
 * "la responsabile dice che questo è l'ultimo aumento previsto dal contratto: è vero?": a rise told as the
 * renewal's last with no month of its own. **No** while a tranche is still ahead of today (the next named);
 * **Sì** once the last tranche has started.
 */
function lastIncreaseHead(
  question: string,
  ccnl: Ccnl | undefined,
  today: string | undefined,
): string | undefined {
  const clause = told(question);
  if (!ccnl || !today || !clause || !/\bultim[oa] (?:aument\w*|tranche)\b/.test(clause)) return undefined;
  if (/\bnon\b|\bnessun/.test(clause)) return undefined;
  const tranches = ccnl.validity.tranches;
  // "l'aumento di novembre 2026 è l'ultimo": counted from that month, when a tranche starts then.
  const said = MONTH_YEAR.exec(clause);
  const month = said
    ? `${said[2]}-${String(MONTHS.indexOf(said[1] as string) + 1).padStart(2, '0')}`
    : undefined;
  if (month && !tranches.some((t) => t.startsWith(month))) return undefined;
  const from = month ? `${month}-31` : today;
  const ahead = tranches.filter((t) => t > from);
  const last = tranches.at(-1);
  if (!last) return undefined;
  if (!ahead.length)
    return `**Sì**: nel ${ccnl.short_name} l'ultima tranche del rinnovo è quella del ${italianDate(last)}; non ne sono previste altre.`;
  const dates = ahead.map((t) => italianDate(t));
  const named =
    dates.length > 1
      ? `altre ${dates.length} tranche (dal ${dates.join(', dal ')}); l'ultima è quella del ${italianDate(last)}`
      : `un'altra tranche, l'ultima, dal ${dates[0]}`;
  return `**No**: nel ${ccnl.short_name} il rinnovo prevede ancora ${named}.`;
}

const IN_FORCE_AT = new RegExp(String.raw`\bin forza al (\d{1,2})°? (${MONTH_NAMES}) (20\d\d)\b`);
const HIRED_IN = new RegExp(
  String.raw`\b(?:as{1,2}unt\w*|entrat[oa]|(?:iniziato|cominciato) a lavorare|lavoro (?:qui |li )?)\b[^.?]{0,30}?\b(?:a|ad|nel|in|il|dal|da|di)\s+(?:(\d{1,2})°?\s+)?(${MONTH_NAMES})\s+(?:del\s+)?(20\d\d)\b`,
);
const isoOf = (day: string | undefined, month: string, year: string) =>
  `${year}-${String(MONTHS.indexOf(month) + 1).padStart(2, '0')}-${String(day ?? '1').padStart(2, '0')}`;

/**
 * "assunta a settembre 2024 … la una tantum mi spetta?": an una tantum due only to whoever was employed on a date
 * the opening names, asked by someone hired after it: **No**, with the date said first.
 */
function lumpHiredHead(question: string, opening: string, ccnl: Ccnl | undefined): string | undefined {
  if (!ccnl || !/\buna tantum\b/.test(question) || !/\buna tantum\b/.test(opening)) return undefined;
  const due = IN_FORCE_AT.exec(opening);
  const hired = HIRED_IN.exec(question);
  if (!due || !hired) return undefined;
  const dueOn = isoOf(due[1], due[2] as string, due[3] as string);
  // A hiring told by month only is after the date when its month is.
  const hiredOn = isoOf(hired[1] ?? '31', hired[2] as string, hired[3] as string);
  if (hiredOn <= dueOn) return undefined;
  return `**No**: nel ${ccnl.short_name} la una tantum spetta solo a chi era in forza al ${italianDate(dueOn)}; chi è stato assunto dopo (${hired[1] ? `${hired[1]} ` : ''}${hired[2]} ${hired[3]}) non la riceve, nemmeno in parte.`;
}

// "è stato rinnovato?", "l'hanno rinnovato?", "c'è stato il rinnovo?": whether a renewal is signed at all.
const RENEWED_ASKED =
  /\b(?:(?:e|est) stato|sono stati|(?:l'|lo )?hanno|ha) (?:gia |finalmente |poi )?rinnovat\w*|\b(?:c'e|ce) stato (?:il |un )?rinnovo\b|\bsi e rinnovato\b/;

/** A renewal asked yes or no: Sì when the agreement the opening names is in force today, No once it expired. */
function renewedVerdict(
  question: string,
  ccnl: Ccnl | undefined,
  today: string | undefined,
): 'Sì' | 'No' | undefined {
  if (!ccnl || !today || !ccnl.validity.to) return undefined;
  if (!polarSentences(question).some((s) => RENEWED_ASKED.test(s))) return undefined;
  return ccnl.validity.to >= today ? 'Sì' : undefined;
}

function increaseVerdict(question: string, opening: string): 'Sì' | 'No' | undefined {
  const asked = polarSentences(question).filter((s) => INCREASE_ASKED.test(s));
  if (!asked.length) return undefined;
  // ("il rinnovo dell'ottobre 2025 prevede aumenti dal 1° gennaio 2027?": any month the sentence names may be the
  // tranche's; the renewal's own month is not one to deny it by.)
  const months = asked.flatMap((s) => [...s.matchAll(new RegExp(MONTH_YEAR.source, 'g'))]);
  const month = months[0];
  const step = STATED_STEP.exec(opening);
  if (step && (!month || months.some((m) => m[1] === step[1] && m[2] === step[2]))) return 'Sì';
  if (month && /\bnessuna tranche\b[^.]*\bdecorre a\b/.test(opening)) return 'No';
  return undefined;
}

export function withRenewalVerdict<T extends AgentAnswer>(
  answer: T,
  request: TypedRequest,
  message: string,
  ccnl: Ccnl | undefined,
  today?: string,
): T {
  if (request.intent !== 'renewal') return answer;
  const lines = answer.text.split('\n');
  const at = lines.findIndex((line) => line.trim() !== '');
  const opening = lines[at];
  if (opening === undefined || HAS_VERDICT.test(opening)) return answer;
  const question = fold(message);
  const folded = fold(opening);
  const head =
    lateTrancheHead(question, ccnl) ??
    lastIncreaseHead(question, ccnl, today) ??
    lumpHiredHead(question, folded, ccnl);
  if (head) {
    lines.splice(at, 0, head);
    return { ...answer, text: lines.join('\n') };
  }
  // "il contratto è fermo al 2020": weighed against the agreement's own last agreement (stuck-since below).
  const stuck = stuckSinceHead(question, ccnl);
  if (stuck) {
    lines.splice(at, 0, stuck, '');
    return { ...answer, text: lines.join('\n') };
  }
  // A renewal claimed in a year: the year denied first, then the last renewals the opening names.
  const renewedIn = lumpVerdict(question, folded) ? undefined : renewedInVerdict(question, folded);
  if (renewedIn) {
    lines[at] =
      `**No**: nelle fonti lette nessun rinnovo risulta firmato nel ${renewedIn}; ${uncapitalise(opening)}`;
    return { ...answer, text: lines.join('\n') };
  }
  const word =
    lumpVerdict(question, folded) ??
    increaseVerdict(question, folded) ??
    renewedVerdict(question, ccnl, today);
  if (!word) return answer;
  lines[at] = `**${word}**: ${uncapitalise(opening)}`;
  return { ...answer, text: lines.join('\n') };
}

const CONFIRM = /\bconferm\w*|\bvero\b|\bgiust[oa]\b|\bbufala\b|\bcorrett[oa]\b/;
const RAISED = /\b(?:salit\w*|aumentat\w*|aument[io]\b|cresciut\w*|incrementat\w*|rivalutat\w*)/;

/**
 * "i minimi sono saliti del 5% da gennaio 2025, confermi?": a percentage increase claimed from a month, weighed
 * against the renewal's percentage tranches: **Sì** when one of that month has that rate, **No** with the rate
 * when it differs; nothing when the renewal has no percentage tranche that month.
 */
export function withPercentIncreaseVerdict<T extends AgentAnswer>(
  answer: T,
  request: TypedRequest,
  message: string,
  ccnl: Ccnl | undefined,
): T {
  const { date } = request.slots;
  const question = fold(message);
  // ("un aumento del 3% … confermi?": the rate the question weighs, when the reader kept no claim of it.)
  const rates = [...question.matchAll(/(\d{1,2}(?:,\d{1,2})?) ?%/g)].map((m) =>
    Number(m[1]?.replace(',', '.')),
  );
  const claim =
    request.slots.claim ??
    (rates.length === 1 && CONFIRM.test(question)
      ? { value: rates[0] as number, unit: 'percent' }
      : undefined);
  if (!ccnl || claim?.unit !== 'percent' || !date || !RAISED.test(question)) return answer;
  const lines = answer.text.split('\n');
  const at = lines.findIndex((line) => line.trim() !== '');
  if (at < 0 || HAS_VERDICT.test(lines[at] ?? '')) return answer;
  for (const increase of increasesOf(ccnl)) {
    if (increase.unit !== 'percent') continue;
    const tranche = (increase.tranches ?? []).find((t) => t.from.slice(0, 7) === date.slice(0, 7));
    if (tranche?.amount === undefined) continue;
    const same = Math.abs(tranche.amount - claim.value) < 0.005;
    const rate = `${same ? '' : `non del ${percent(claim.value)} ma `}del **${percent(tranche.amount)}**`;
    const head = `**${same ? 'Sì' : 'No'}**: nel ${ccnl.short_name} i ${increase.measure} aumentano ${rate} dal ${italianDate(tranche.from)} (${increase.reference}).`;
    lines.splice(at, 0, head, '');
    return { ...answer, text: lines.join('\n') };
  }
  return answer;
}
