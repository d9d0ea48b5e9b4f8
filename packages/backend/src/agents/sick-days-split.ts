import { euro, percent } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import { cents } from '../payroll/index.js';
import { countValue } from '../reader/numbers.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { dailyPayTold } from './leave-daily.js';
import { eventOrder, eventShare } from './sick-event-share.js';

/**
 * Session 59 (fixs59k): an illness of a told length at a daily pay given, with the employer's and INPS's shares
 * asked apart ("10 giorni di malattia, retribuzione giornaliera 80 €: quanto pago io come azienda e quanto è la
 * parte INPS?"). Each day falls in the agreement's band (carenza, 4th–20th, 21st–180th) and is split by the
 * band's INPS and employer shares; the waiting days' share follows the event of the year told (Terziario: full
 * in the first two events, 66% in the third...). Only for agreements whose bands give both shares.
 */

const SICK = /\bmalatti\w*|\bammalat\w*|\bmalat[oa]\b/;
const NUMBER =
  '(\\d{1,3}|due|tre|quattro|cinque|sei|sette|otto|nove|dieci|undici|dodici|quindici|venti|trenta)';
// The illness's length, not the waiting days named ("i primi 3 giorni", "3 giorni di carenza").
const LENGTH = new RegExp(
  `(?<!\\bprimi |\\bi |\\bdei |\\bquei )\\b${NUMBER} (?:giorni|gg)\\b(?! di carenza)`,
  'g',
);
const EMPLOYER = /\b(?:azienda|datore|ditta|a (?:mio|nostro|suo) carico|pago io|paghiamo noi)\b/;
const INPS = /\binps\b/;
// "quanto le spetta in totale … e quanta parte è INPS?": the whole pay asked beside the INPS share.
export const TOTAL_ASKED = /\bin totale\b|\bin tutto\b|\bcomplessiv\w*|\btotale\b/;
const EXEMPTION_TOLD =
  /(?<!\bnessun |\bsenza |\bnon c'e stato |\bniente )\b(?:ricover\w*|day hospital|emodialisi)\b/;

type Row = { from: number; to: number; count: number; inps: number; employer: number };

function illnessDays(text: string): number | undefined {
  for (const m of text.matchAll(LENGTH)) {
    const after = text.slice((m.index ?? 0) + m[0].length, (m.index ?? 0) + m[0].length + 20);
    if (/^ (?:di (?:preavviso|ferie|permesso)|fa\b|prima\b|dopo\b)/.test(after)) continue;
    const n = /^\d+$/.test(m[1] ?? '') ? Number(m[1]) : countValue(m[1] ?? '');
    if (n !== undefined && n > 0 && n <= 180) return n;
  }
  return undefined;
}

/** The days split by band, the waiting days at the share of the event told. */
function splitRows(ccnl: Ccnl, days: number, waitingPct: number | undefined): Row[] | undefined {
  const bands = ccnl.sick_pay.sickness.bands ?? [];
  const rows: Row[] = [];
  for (const b of bands) {
    if (b.from_day > days) break;
    const to = Math.min(days, b.to_day ?? days);
    const waiting = b.from_day === 1 && b.inps_pct === 0;
    const employer = waiting && waitingPct !== undefined ? waitingPct : b.employer_pct;
    if (b.inps_pct == null || employer == null) return undefined;
    rows.push({ from: b.from_day, to, count: to - b.from_day + 1, inps: b.inps_pct, employer });
  }
  const covered = rows.reduce((s, r) => s + r.count, 0);
  return covered === days && rows[0]?.from === 1 ? rows : undefined;
}

export function sickDaysSplit(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  if (ctx.documents.length || req.slots.agreements.length !== 1) return undefined;
  const text = readable(ctx.message);
  const employerAsked = EMPLOYER.test(text);
  if (!SICK.test(text) || !/\bquant[oaie]\b/.test(text) || !INPS.test(text)) return undefined;
  if (!employerAsked && !TOTAL_ASKED.test(text)) return undefined;
  const daily = dailyPayTold(text);
  const days = illnessDays(text);
  const ccnl = ctx.kb.byCategory(req.slots.agreements[0] ?? -1);
  const sickness = ccnl?.sick_pay.sickness;
  if (!daily || !days || !ccnl || !sickness?.text) return undefined;
  const n = eventOrder(text, '');
  // A later event whose reduction an exemption may lift is the event rule's own answer (sick-event-share.ts).
  if (n !== undefined && n > 2 && EXEMPTION_TOLD.test(text)) return undefined;
  const share = n !== undefined ? eventShare(sickness.text, n, text) : undefined;
  const rows = splitRows(ccnl, days, share?.pct);
  if (!rows) return undefined;
  const amount = (r: Row, pct: number) => cents((daily * pct * r.count) / 100);
  const employer = cents(rows.reduce((s, r) => s + amount(r, r.employer), 0));
  const inps = cents(rows.reduce((s, r) => s + amount(r, r.inps), 0));
  const span = (r: Row) =>
    r.from === 1 && r.to <= 3 ? `giorni 1–${r.to} (carenza)` : `giorni ${r.from}–${r.to}`;
  const parts = rows
    .filter((r) => r.employer > 0)
    .map(
      (r) =>
        `${euro(amount(r, r.employer))} per ${r.from === 1 && r.to <= 3 ? `i ${r.count} giorni di carenza` : `i giorni ${r.from}–${r.to}`}`,
    )
    .join(' e ');
  const event = n !== undefined ? ` (${n}° evento dell'anno${share ? `: carenza ${share.said}` : ''})` : '';
  const whole = cents(employer + inps);
  const opening = employerAsked
    ? `Su ${days} giorni di malattia a ${euro(daily)} al giorno${event} l'azienda paga in tutto ${bold(euro(employer))} (${parts}); la parte INPS, che l'azienda anticipa in busta paga e recupera sui contributi, è ${bold(euro(inps))}. In tutto alla lavoratrice o al lavoratore vanno ${euro(whole)}.`
    : `Su ${days} giorni di malattia a ${euro(daily)} al giorno${event} spettano in tutto ${bold(euro(whole))}: ${bold(euro(inps))} di indennità INPS (anticipata dall'azienda in busta paga) e ${euro(employer)} a carico dell'azienda (${parts}).`;
  return compose({
    answer: opening,
    steps: [
      '| Giorni | Quota INPS | Quota azienda | INPS | Azienda |',
      '| --- | --- | --- | ---: | ---: |',
      ...rows.map(
        (r) =>
          `| ${span(r)} (${r.count}) | ${percent(r.inps)} | ${percent(r.employer)} | ${euro(amount(r, r.inps))} | ${euro(amount(r, r.employer))} |`,
      ),
      `| Totale | | | ${euro(inps)} | ${euro(employer)} |`,
    ],
    assumptions: [
      `Retribuzione giornaliera di ${euro(daily)}, usata anche come retribuzione media giornaliera su cui l'INPS calcola l'indennità; tutti i ${days} giorni di calendario indennizzabili.`,
      ...(n === undefined
        ? [
            'Carenza pagata per intero come nei primi eventi dell’anno: negli eventi successivi la regola del contratto può ridurla.',
          ]
        : []),
    ],
    citations: citeSources(ccnl, `Malattia: ${sickness.text}`, sickness.article ?? null, sickness.sources),
    related: [`Quanti giorni di malattia conserva il posto nel ${ccnl.short_name}?`],
  });
}
