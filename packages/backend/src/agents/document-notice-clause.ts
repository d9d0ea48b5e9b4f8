import { allPassagesText } from '../kb/documents.js';
import { findLevel } from '../kb/pay.js';
import { fold, readable } from '../reader/text.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { compose } from './compose.js';
import type { AgentContext } from './context.js';
import { serviceYears, statedAgreement } from './document-facts.js';
import { startDate } from './document-request.js';
import { termOf } from './notice-given.js';
import { inSeniorityBand, resignationDays } from './notice-rows.js';

/**
 * A hiring letter's own notice clause doubted ("il negozio dice 30 giorni come c'è scritto lì: il contratto dice
 * davvero 30 giorni?"): the days the clause sets weighed against the agreement's notice for the letter's level
 * and the years of service from its hire date to today, opened by Sì or No with the agreement's term in bold.
 * Undefined when no uploaded letter hires (a resignation or dismissal letter is document-notice.ts's), the
 * letter sets no notice in days, or the agreement, level, hire day or notice row are missing.
 */

const ASKS = /\bpreavvis\w*|\bdimett\w*|\bdimission\w*|\blicenzi\w*/;
const HIRES = /\bassunzion\w*|\bassunt[oa]\b/;
const ENDS = /\boggetto\s*:?\s*(?:lettera di )?(?:dimission|licenziament)/;
// "un preavviso di 30 giorni di calendario" in the clause on resignation or dismissal.
const CLAUSE =
  /[^.\n]*\b(dimission\w*|licenziament\w*|recesso)\b[^.\n]*?\bpreavviso di (\d+) giorni(?: di calendario)?[^.\n]*/;

export function documentNoticeClause(ctx: AgentContext): AgentAnswer | undefined {
  if (!ctx.documents.length || !ASKS.test(readable(ctx.message))) return undefined;
  const raw = allPassagesText(ctx.documents);
  const text = fold(raw);
  if (!HIRES.test(text) || ENDS.test(text)) return undefined;
  const clause = CLAUSE.exec(text);
  const ccnl = statedAgreement(ctx.kb, raw);
  const level = ccnl && findLevel(ccnl, raw);
  const hired = startDate(raw);
  if (!clause || !ccnl || !level || !hired || hired >= ctx.today) return undefined;
  const side = /^licenz/.test(clause[1] ?? '') ? 'licenziamento' : 'dimissioni';
  const stated = Number(clause[2]);
  const years = serviceYears(hired, ctx.today);
  const row = (ccnl.notice.by_level ?? [])
    .filter((r) => r.levels.includes(level) && !r.group)
    .find((r) => inSeniorityBand(r.seniority, years));
  if (!row) return undefined;
  const resignation = side === 'dimissioni' ? resignationDays(row) : undefined;
  const term = resignation?.halved
    ? { months: 0, days: resignation.days }
    : termOf((side === 'dimissioni' ? row.dimissioni : row.licenziamento) ?? '');
  if (!term || term.months || !term.days) return undefined;
  const who = `il ${/^\d/.test(level) ? `${level}° livello` : `livello ${level}`} del ${ccnl.short_name}`;
  const kind = side === 'dimissioni' ? 'di dimissioni' : 'di licenziamento';
  const whole = Math.floor(years);
  const rule = `per ${who} con ${whole} ${whole === 1 ? 'anno' : 'anni'} di anzianità (${row.seniority}) il preavviso ${kind} è di **${term.days} giorni** di calendario`;
  // (A longer notice the worker must give than the agreement's binds only if the worker agreed to it on better
  // terms; the agreement's term is what can be withheld for.)
  const answer =
    stated > term.days && side === 'dimissioni'
      ? `**No**: ${rule}, non ${stated} come indica la lettera. Per le dimissioni vale il termine del CCNL: il datore di lavoro può trattenere l'indennità sostitutiva solo per i giorni di preavviso del contratto non lavorati.`
      : stated === term.days
        ? `**Sì**: ${rule}, come indica la lettera.`
        : `**No**: ${rule}; la lettera indica ${stated} giorni.`;
  return compose({
    answer,
    steps: [
      '| Dato | Valore |',
      '| --- | --- |',
      `| Preavviso ${kind} nella lettera | ${stated} giorni |`,
      `| Anzianità di servizio a oggi | ${whole} ${whole === 1 ? 'anno' : 'anni'} |`,
      `| Preavviso ${kind} del CCNL | ${term.days} giorni |`,
    ],
    assumptions: [
      'Livello e data di assunzione letti sulla lettera caricata; anzianità calcolata fino a oggi.',
    ],
    citations: citeSources(
      ccnl,
      `${rule.replace(/\*\*/g, '')}. ${ccnl.notice.text ?? ''}`,
      ccnl.notice.article ?? null,
      ccnl.notice.sources,
    ),
    related: [],
  });
}
