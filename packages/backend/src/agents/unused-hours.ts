import { euro } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import { cents } from '../payroll/index.js';
import { hoursTaken } from '../reader/permits-left.js';
import { readQuestion } from '../reader/read.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { payBase } from './pay-base.js';
import { sameSumBefore } from './same-again.js';
import { divisorForHours } from './schedule-said.js';
import { ASKS_MONEY, UNTAKEN } from './unused-holidays.js';
import { daysAsHours, leaveDeadline } from './unused-leave-parts.js';
import { stepsTable } from './worked.js';

/**
 * Hours of holidays, ROL or ex-holiday leave left untaken, asked as money ("mi restano 24 ore di rol e 40 ore di
 * ferie non godute: quanto mi devono pagare?"): the hours summed, times the hourly pay (the monthly pay over the
 * agreement's hourly divisor). The pay is the one the question or an earlier turn of the conversation told, else
 * the level's minimum. Undefined unless hours are counted, an amount is asked and the divisor is known.
 */

const KIND = String.raw`(?:ferie|rol|r\.o\.l\.|par|p\.a\.r\.|permess\w*(?: retribuit\w*| rol| annu\w* retribuit\w*)?|ex[ -]?festivit\w*|festivit\w* soppress\w*)`;
// One kind, or two told together ("rol ed ex festività", "tra rol e ex festività").
const KINDS = String.raw`${KIND}(?:\s+ed?\s+(?:le\s+|gli\s+)?${KIND})?`;
// "24 ore di rol", "40 h di ferie", "ferie: 40 ore", "rol 24 ore", "28 ore tra rol e ex festività".
const HOURS_OF = new RegExp(
  String.raw`\b(\d{1,3}(?:[.,]\d{1,2})?)\s*(?:ore|h)\b\s+(?:(?:residu|non godut|avanzat|rimast)\w*\s+)?(?:di\s+|delle\s+|dei\s+|tra\s+|fra\s+)?(${KINDS})`,
  'g',
);
const OF_HOURS = new RegExp(
  String.raw`\b(${KINDS})\s+(?:(?:residu\w*|non godut\w*|da (?:liquidare|pagare|monetizzare|retribuire))\s*)?:?\s*(\d{1,3}(?:[.,]\d{1,2})?)\s*(?:ore|h)\b`,
  'g',
);

const LABEL: Record<string, string> = { ferie: 'ferie', rol: 'ROL', par: 'PAR' };
const oneLabel = (word: string) =>
  LABEL[word.replace(/\./g, '')] ??
  (/^permess\w* annu/.test(word) ? 'PAR' : /^permess/.test(word) ? 'permessi' : 'ex festività');
const kindLabel = (words: string) =>
  words
    .split(/\s+ed?\s+(?:le\s+|gli\s+)?/)
    .map(oneLabel)
    .join(' ed ');

// "ferie da liquidare: 48 ore", "rol da pagare": hours told as owed in money are untaken ones.
const TO_PAY = new RegExp(String.raw`\b${KIND}\s+da (?:liquidare|pagare|monetizzare|retribuire)\b`);

/** The untaken hours the question counts, by kind, in the order told. */
export function untakenHours(message: string): { kind: string; hours: number }[] {
  const text = readable(message);
  if (!(UNTAKEN.test(text) || TO_PAY.test(text)) || !ASKS_MONEY.test(text)) return [];
  return hoursCounted(text);
}

/**
 * The hours a follow-up counts again, after a turn that asked untaken hours as money ("idem per la collega, stesse
 * 48 ore ma al V livello"): its own hours when it tells them, else the earlier turn's.
 */
function followedHours(ctx: AgentContext): { kind: string; hours: number }[] {
  const last = sameSumBefore(ctx, (turn) => untakenHours(turn).length > 0);
  if (!last) return [];
  const own = hoursCounted(readable(ctx.message));
  return own.length ? own : untakenHours(last);
}

function hoursCounted(text: string): { kind: string; hours: number }[] {
  const found: { at: number; kind: string; hours: number }[] = [];
  for (const m of text.matchAll(HOURS_OF))
    found.push({
      at: m.index ?? 0,
      kind: kindLabel(m[2] ?? ''),
      hours: Number((m[1] ?? '').replace(',', '.')),
    });
  for (const m of text.matchAll(OF_HOURS)) {
    const at = m.index ?? 0;
    if (found.some((f) => Math.abs(f.at - at) < m[0].length)) continue;
    found.push({ at, kind: kindLabel(m[1] ?? ''), hours: Number((m[2] ?? '').replace(',', '.')) });
  }
  // "ha goduto 50 ore tra rol ed ex festività: quante ne avanzano?": hours told as taken are not untaken.
  const taken = hoursTaken(text);
  return found.filter((f) => f.hours > 0 && f.hours <= 500 && f.hours !== taken).sort((a, b) => a.at - b.at);
}

/** The monthly pay an earlier turn told ("prendevo 2.016 euro lordi al mese"), read on its own words. */
function earlierPay(ctx: AgentContext): number | undefined {
  const history = ctx.history ?? [];
  for (let i = history.length - 1; i >= 0; i--) {
    const turn = readQuestion({
      kb: ctx.kb,
      message: history[i] ?? '',
      history: history.slice(0, i),
      today: ctx.today,
    });
    const pay = turn.slots.amounts.find((a) => a.kind === 'monthly_gross' && !a.perHour)?.value;
    if (pay !== undefined) return pay;
  }
  return undefined;
}

function hourlyDivisor(ccnl: Ccnl, weeklyHours: number | undefined) {
  const d = ccnl.hourly_divisor;
  const value = divisorForHours(d.text ?? '', weeklyHours) ?? d.value;
  if (value === null || value === undefined) return undefined;
  return {
    value,
    citations: citeSources(
      ccnl,
      `Divisore orario del ${ccnl.short_name}: ${d.text ?? d.value}`,
      d.article ?? null,
      d.sources,
      1,
    ),
  };
}

export function unusedHoursPay(
  ctx: AgentContext,
  req: TypedRequest,
  ccnl: Ccnl | undefined,
): AgentAnswer | undefined {
  const asked = untakenHours(ctx.message);
  const counted = asked.length ? asked : followedHours(ctx);
  if (!counted.length || !ccnl) return undefined;
  const divisor = hourlyDivisor(ccnl, req.slots.weeklyHours);
  const told = req.slots.amounts.some((a) => a.kind === 'monthly_gross') ? undefined : earlierPay(ctx);
  const base = payBase(
    ctx,
    told === undefined
      ? req
      : {
          ...req,
          slots: { ...req.slots, amounts: [...req.slots.amounts, { kind: 'monthly_gross', value: told }] },
        },
  );
  if (!divisor || !base) return undefined;
  const days = daysAsHours(
    ctx.message,
    counted,
    req.slots.weeklyHours ?? ccnl.weekly_hours?.value ?? undefined,
  );
  if (days) counted.push(days.hours);
  const hours = counted.reduce((sum, c) => sum + c.hours, 0);
  const deadline = counted.some((c) => c.kind !== 'ferie') ? leaveDeadline(ccnl) : undefined;
  const hourly = base.monthly / divisor.value;
  const total = hourly * hours;
  const monthly = euro(cents(base.monthly));
  const parts = counted.map((c) => `${String(c.hours).replace('.', ',')} ore di ${c.kind}`);
  const list = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} e ${parts.at(-1)}` : (parts[0] ?? '');
  return compose({
    answer: `Per ${list} non godute (${String(hours).replace('.', ',')} ore in tutto) spettano ${bold(euro(cents(total)))} lordi: ${String(hours).replace('.', ',')} × ${euro(cents(hourly))}, la paga oraria ${monthly} ÷ ${divisor.value}.`,
    steps: [
      ...stepsTable([
        {
          label: 'Retribuzione oraria',
          formula: `${monthly} / ${divisor.value} (divisore orario del contratto)`,
          amount: hourly,
        },
        {
          label: 'Ore non godute',
          formula: counted.map((c) => String(c.hours).replace('.', ',')).join(' + '),
          amount: hours,
          unit: 'count',
        },
        {
          label: 'Indennità sostitutiva',
          formula: `${String(hours).replace('.', ',')} × ${euro(cents(hourly))}`,
          amount: total,
        },
      ]),
      '',
      'Le ferie non godute si pagano alla fine del rapporto (D.Lgs. 66/2003, art. 10); i permessi (ROL, ex festività) non goduti si pagano con la retribuzione oraria, nei tempi che fissa il contratto.',
      ...(deadline ? [deadline.line] : []),
    ],
    assumptions: [
      ...(days ? [days.assumption] : []),
      ...base.assumptions.filter((a) => !a.includes('mensilità')),
      'Indennità calcolata sulla retribuzione mensile indicata o sul minimo del livello; voci fisse in più (scatti, superminimo) la aumentano.',
    ],
    citations: [...base.citations, ...divisor.citations, ...(deadline?.citations ?? [])],
    related: [],
  });
}
