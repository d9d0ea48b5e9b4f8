import { MONTH_NAMES, MONTHS } from '../kb/format.js';
import type { TypedRequest } from '../reader/request.js';
import { withoutSigningDates } from '../reader/signing-dates.js';
import { readable } from '../reader/text.js';
import type { AgentContext } from './context.js';

/**
 * A pay asked at two months in one question ("minimo tabellare a maggio 2026 e dal 1° giugno 2026?", "paga oraria
 * a novembre 2026 e quale dal 1° dicembre 2026?"): the two first days of month, in the order asked, so each is
 * answered; empty for any other question. Only a minimum or an hourly pay, each month said with its year.
 */
const MONTH_YEAR = new RegExp(String.raw`\b(?:(?:1|primo)\s*[°º]?\s+)?(${MONTH_NAMES})\s+(\d{4})\b`, 'g');
const TWO_DATE_INTENTS = new Set(['minimum_pay', 'hourly_rate']);

// "qual era il minimo fino a maggio 2026 e qual è da giugno 2026?": a minimum asked at a tranche's two sides.
const MINIMUM_ASKED = /(?:\bminim[oi]\b|\bpaga base\b|\btabellar)[^?.]*\?/;
// "quanto prendeva a settembre e quanto da ottobre?": months without their year, asked in the past.
const PAST_ASKED = /\b(?:prendeva\w*|era|erano|pagav\w*|c'?\s?e stata|e stata|c'?\s?e stato)\b/;
const BARE_MONTHS = new RegExp(
  String.raw`\b(?:a|ad|da|di|fino a|nel mese di)\s+(${MONTH_NAMES})\b(?!\s+\d{4})`,
  'g',
);

// (A rise asked between the two months is the renewal's answer: "di quanto è aumentato il minimo…?".)
const RISE_ASKED =
  /\baument\w*|\bsalit\w*|\bcresciut\w*|\bdi quanto\b|\bdifferenza\b|\brispetto\b|\bscatt\w*/;

/** The sentence asking the minimum asks its value, not its rise nor another item of pay. */
function minimumAtTwoMonths(text: string): boolean {
  const ask = MINIMUM_ASKED.exec(text);
  if (!ask) return false;
  const start = Math.max(...['.', '?', '!'].map((p) => text.lastIndexOf(p, ask.index))) + 1;
  return !RISE_ASKED.test(text.slice(start, ask.index + ask[0].length));
}

/** A month without its year asked in the past: its latest first day not after today's month. */
function pastMonth(month: string, today: string): string {
  const m = MONTHS.indexOf(month) + 1;
  const year = Number(today.slice(0, 4)) - (m > Number(today.slice(5, 7)) ? 1 : 0);
  return `${year}-${String(m).padStart(2, '0')}-01`;
}

// "a marzo 2026 ho assunto …", "a maggio 2025 è stata assunta …": the verb of the hire right after the month.
const HIRED_AFTER =
  /^\s*,?\s*(?:(?:l'|la |lo |li |le |mi |ci )?(?:ho|abbiamo|hanno|ha)|(?:e|sono|siamo) stat[oaie])\s+assunt/;

function askedDates(message: string, req: TypedRequest, today: string): string[] {
  const text = readable(withoutSigningDates(message));
  // (Whatever else the reader took it for: "non considerate scatti" set aside, a renewal's tranche told.)
  const aroundTranche =
    (req.intent === 'renewal' || req.intent === 'seniority') &&
    minimumAtTwoMonths(text) &&
    req.slots.level !== undefined;
  if ((!TWO_DATE_INTENTS.has(req.intent) && !aroundTranche) || !/\be\b/.test(readable(message))) return [];
  // ("dopo il rinnovo di dicembre 2025" names the agreement, not a month asked: signing-dates.ts.)
  // "lavoro lì da maggio 2022" is the story's start of service, not a month asked; "qual è quello da giugno" is.
  const dates = [...text.matchAll(MONTH_YEAR)]
    .filter(
      (m) =>
        // ("a marzo 2026 ho assunto una ragazza" is the hire told, the month before its verb.)
        (!/\b(?:da|lavor\w* (?:\w+ ){0,5}da|assunt\w* (?:a|nel))\s+$/.test(text.slice(0, m.index)) &&
          !HIRED_AFTER.test(text.slice((m.index ?? 0) + m[0].length))) ||
        /^\s*(?:1|primo)/.test(m[0]) ||
        (aroundTranche && /\b(?:quell[oa]|quanto|qual e|e) da\s+$/.test(text.slice(0, m.index))),
    )
    .map((m) => `${m[2]}-${String(MONTHS.indexOf(m[1] ?? '') + 1).padStart(2, '0')}-01`);
  // (Only in the sentences that ask: "a novembre il cedolino è uguale a quello di ottobre" is the story.)
  const asking = text
    .split(/(?<=[.!?])\s+/)
    .filter((sentence) => sentence.includes('?'))
    .join(' ');
  if (!dates.length && PAST_ASKED.test(asking))
    dates.push(...[...asking.matchAll(BARE_MONTHS)].map((m) => pastMonth(m[1] ?? '', today)));
  const distinct = [...new Set(dates)];
  return distinct.length === 2 ? distinct : [];
}

/** Two answers as one: both openings first, then the first answer's steps, sources and notice. */
function joinedOpenings<T extends { text: string; riferimenti: unknown[] }>(first: T, second: T): T {
  const [head = '', ...rest] = first.text.split('\n');
  const other = second.text.split('\n')[0] ?? '';
  return { ...first, text: [head, other, ...rest].join('\n') };
}

/** Questions being answered once per month asked: their answers do not split again. */
const expanding = new Set<string>();

/** The answer at each month asked, joined; undefined when the question asks one month or none. */
export function perAskedDate<T extends { text: string; riferimenti: unknown[] }>(
  ctx: AgentContext,
  answer: (dated: AgentContext) => T,
): T | undefined {
  const req = ctx.request as TypedRequest | undefined;
  if (!req || expanding.has(ctx.message)) return undefined;
  const dates = askedDates(ctx.message, req, ctx.today);
  if (dates.length !== 2) return undefined;
  expanding.add(ctx.message);
  // (A renewal asked as the minimum before and after a tranche is answered as the minimum at each month.)
  const intent = TWO_DATE_INTENTS.has(req.intent) ? req.intent : 'minimum_pay';
  try {
    const [first, second] = dates.map((date) =>
      answer({ ...ctx, request: { ...req, intent, slots: { ...req.slots, date } } }),
    );
    // (Two months that read the same table answer once.)
    if (first && second && first.text.split('\n')[0] === second.text.split('\n')[0]) return undefined;
    return first && second ? joinedOpenings(first, second) : undefined;
  } finally {
    expanding.delete(ctx.message);
  }
}
