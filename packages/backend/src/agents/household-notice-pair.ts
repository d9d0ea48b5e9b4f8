import type { Ccnl } from '../kb/schema.js';
import { readQuestion } from '../reader/read.js';
import type { Slots } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { twoWorkersOfMessage } from './household-workers-split.js';
import { resolvedSide } from './notice-rows.js';
import { noticeSide } from './notice-side.js';

/**
 * Session 46 (fixs46c): the notice of two household workers weighed ("e la colf che fa 20 ore, anche lei con noi da
 * 6 anni? confrontami il preavviso delle due"), the earlier turn having told the first (a live-in carer, 54 hours,
 * six years). Domestic notice goes by weekly hours and seniority (art. 40), so each worker reads her own row: both
 * figures side by side, never the second worker's alone.
 */
const DOMESTIC = 'lavoro-domestico';
const AT_LEAST_25 = 'almeno 25 ore settimanali';
const UNDER_25 = 'meno di 25 ore settimanali';
const NOTICE = /\bpreavvis\w*/;
const WEIGHED =
  /\bconfront\w*|\btutt[ie] e due\b|\bentramb\w*|\bdelle due\b|\bdei due\b|\brispetto\b|\bciascun\w*|\bognun\w*|\bdifferenz\w*|\banche per\b|\banche (?:lei|lui)\b(?! (?:vuole|vorrebbe|vuol|intende|pensa|deve|dovrebbe|sta per|ha deciso|si vuole|si vorrebbe|se ne vuole|se ne va|si dimette|si licenzia|lascia)\b)/;
const LIVE_IN = /\bconvivent\w*|\bvive (?:con|da) (?:noi|lei|lui|loro|me)\b/;

interface Worker {
  name: string;
  band: string;
  hours?: number;
  liveIn: boolean;
  years: number;
}

function workerName(text: string, fallback: string): string {
  if (/\bbadant/.test(text)) return 'badante';
  if (/\bcolf\b/.test(text)) return 'colf';
  if (/\bbaby ?sitter\b/.test(text)) return 'baby-sitter';
  return fallback;
}

function workerOf(slots: Slots, text: string, fallback: string): Worker | undefined {
  const years = slots.seniorityYears;
  const liveIn = LIVE_IN.test(text) || (slots.weeklyHours === undefined && slots.cohabiting === true);
  if (years === undefined || (slots.weeklyHours === undefined && !liveIn)) return undefined;
  const band =
    slots.weeklyHours !== undefined ? (slots.weeklyHours >= 25 ? AT_LEAST_25 : UNDER_25) : AT_LEAST_25;
  return { name: workerName(text, fallback), band, hours: slots.weeklyHours, liveIn, years };
}

/** The row of the band for the seniority told: "fino a N anni" up to N, "oltre N anni" past it. */
function rowOf(ccnl: Ccnl, worker: Worker) {
  const rows = (ccnl.notice.by_level ?? []).filter((r) => r.levels.includes(worker.band));
  return rows.find((r) => {
    const limit = Number(/(\d+)/.exec(r.seniority ?? '')?.[1]);
    if (!Number.isFinite(limit)) return false;
    return /^oltre/.test(r.seniority ?? '') ? worker.years > limit : worker.years <= limit;
  });
}

/** "1 anno", "6 anni", "4 mesi". */
function yearsSaid(years: number): string {
  if (years < 1) {
    const months = Math.round(years * 12);
    return months === 1 ? '1 mese' : `${months} mesi`;
  }
  const whole = Math.round(years * 10) / 10;
  return whole === 1 ? '1 anno' : `${String(whole).replace('.', ',')} anni`;
}

const describe = (w: Worker) =>
  `${w.liveIn ? 'convivente, ' : ''}${w.hours !== undefined ? `${w.hours} ore settimanali, ` : ''}${yearsSaid(w.years)} di anzianità`;

export function householdNoticePair(ctx: AgentContext): AgentAnswer | undefined {
  const previous = ctx.history?.at(-1);
  const request = ctx.request;
  const ccnl = ctx.kb.byCategory(request?.slots.agreements[0] ?? -1);
  if (!request || !ccnl || ccnl.id !== DOMESTIC || request.slots.agreements.length > 1) return undefined;
  const text = readable(ctx.message);
  // Both workers told in this message, each in her own clause (household-workers-split.ts).
  const both = NOTICE.test(text) ? twoWorkersOfMessage(ctx) : undefined;
  if (!both && !previous) return undefined;
  if (!both && !NOTICE.test(text) && !NOTICE.test(readable(previous ?? ''))) return undefined;
  if (!both && !WEIGHED.test(text)) return undefined;
  const before = both
    ? undefined
    : readQuestion({
        kb: ctx.kb,
        message: previous ?? '',
        history: ctx.history?.slice(0, -1) ?? [],
        today: ctx.today,
      });
  if (before && before.slots.agreements[0] !== request.slots.agreements[0]) return undefined;
  const firstSaid = both ? both[0] : { slots: before?.slots as Slots, text: readable(previous ?? '') };
  const first = workerOf(firstSaid.slots, firstSaid.text, 'prima lavoratrice');
  // This turn's worker: her own hours and living in, not the earlier worker's carried over.
  const own = both
    ? { ...both[1].slots, cohabiting: LIVE_IN.test(both[1].text) ? true : undefined }
    : { ...request.slots, cohabiting: LIVE_IN.test(text) ? true : undefined };
  const second = workerOf(own, both ? both[1].text : text, 'seconda lavoratrice');
  if (!first || !second) return undefined;
  if (first.name === second.name) {
    first.name = 'prima lavoratrice';
    second.name = 'seconda lavoratrice';
  }
  const { by } = noticeSide(ctx.message, ctx.history);
  const side = by ?? 'licenziamento';
  const rowA = rowOf(ccnl, first);
  const rowB = rowOf(ccnl, second);
  if (!rowA || !rowB) return undefined;
  const figure = (row: NonNullable<typeof rowA>) => {
    const own = side === 'dimissioni' ? row.dimissioni : row.licenziamento;
    // ("metà del termine": half the dismissal's days, with its figure.)
    return resolvedSide(own, row.licenziamento) ?? row.licenziamento ?? '';
  };
  const a = figure(rowA);
  const b = figure(rowB);
  const said = side === 'dimissioni' ? 'di dimissioni' : 'di licenziamento';
  const answer = `Nel ${ccnl.short_name} il preavviso ${said} è di ${bold(a)} per la ${first.name} (${describe(first)}: ${rowA.seniority}, rapporti di ${first.band}) e di ${bold(b)} per la ${second.name} (${describe(second)}: ${rowB.seniority}, rapporti di ${second.band}).`;
  return compose({
    answer,
    steps: [
      '| Lavoratrice | Fascia | Preavviso |',
      '| --- | --- | --- |',
      ...[[first, rowA, a] as const, [second, rowB, b] as const].map(
        ([w, row, days]) =>
          `| ${w.name[0]?.toUpperCase()}${w.name.slice(1)} (${describe(w)}) | ${w.band}, ${row.seniority} | ${days} |`,
      ),
    ],
    assumptions: [
      'Il preavviso del lavoro domestico va per orario settimanale (almeno 25 ore o meno) e anzianità (art. 40); i giorni sono di calendario.',
    ],
    citations: citeSources(ccnl, answer, ccnl.notice.article ?? null, ccnl.notice.sources),
    related: [],
  });
}
