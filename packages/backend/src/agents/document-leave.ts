import { askedBalances, balanceLine } from '../documents/leave-balance.js';
import { indexOf } from '../kb/documents.js';
import { decimal } from '../kb/format.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';

/**
 * "quanti giorni di ferie le restano?" on a payslip's holiday summary: the days (or hours) left are the ones
 * carried from last year plus those accrued this year less those taken, read beside their labels. Undefined
 * when the question asks no balance or the document lists no accrued and taken figures.
 */
const ASKS_LEFT = /\b(?:saldo|rest\w*|residu\w*|resdu\w*|rimast\w*|riman\w*|avanz\w*|ancora|ankora)\b/;
const LEAVE = /\b(?:ferie|permess\w*|rol|par)\b/;
// A state or an entitlement named ("maturati", "goduti", "spettano", "all'anno"): not the balance left.
const STATED = /\b(?:maturat\w*|godut\w*|fruit\w*|spett\w*|prevede|previst\w*|all'anno|annu[ei])\b/;

/** Whole days as written on a payslip ("12"), fractions with their decimals ("10,83"). */
const days = (v: number) => (Number.isInteger(v) ? String(v) : decimal(v));

const figure = (text: string, label: RegExp) => {
  const match = new RegExp(String.raw`(?:${label.source})[^\d\n]{0,30}(\d{1,3}(?:,\d{1,2})?)`, 'i').exec(
    text,
  );
  return match?.[1] === undefined ? undefined : Number(match[1].replace(',', '.'));
};

export function documentLeaveBalance(ctx: AgentContext): AgentAnswer | undefined {
  if (!ctx.documents.length) return undefined;
  // (The sentences that ask, when some carry a question mark: a story's "maturate, godute e residue" before
  // "quante ore di PAR matura in un anno?" asks no balance.)
  const marked = ctx.message.split(/(?<=[.?!])\s+/).filter((s) => s.includes('?'));
  const question = readable(marked.length ? marked.join(' ') : ctx.message);
  // "quanti giorni di ferie mi restano? e quante ore di permesso?": the second sentence asks what is left too.
  const earlier = readable(ctx.history?.at(-1) ?? '');
  const elliptic =
    !ASKS_LEFT.test(question) &&
    /\bquant[aeio]\b/.test(question) &&
    !STATED.test(question) &&
    ASKS_LEFT.test(earlier) &&
    LEAVE.test(earlier);
  // "quante ore di PAR spettano … e quante ne risultano ancora da godere?": the part that points back with "ne"
  // asks what is left of the leave the earlier part named.
  const named = LEAVE.exec(earlier)?.[0];
  const pointsBack = ASKS_LEFT.test(question) && !LEAVE.test(question) && /\bne\b/.test(question) && named;
  if (pointsBack) {
    const left = askedBalances(
      `${ctx.message} ${named}`,
      ctx.documents.flatMap((d) => indexOf(d).passages),
    );
    return left.length ? compose({ answer: balanceLine(left), citations: [], related: [] }) : undefined;
  }
  if ((!ASKS_LEFT.test(question) && !elliptic) || !LEAVE.test(question)) return undefined;
  const passages = ctx.documents.flatMap((d) => indexOf(d).passages);
  // A balance the payslip states itself ("FERIE (gg): … Residuo 9,83") is the answer, as written.
  const stated = askedBalances(elliptic ? `${ctx.message} residui` : ctx.message, passages);
  if (elliptic)
    return stated.length ? compose({ answer: balanceLine(stated), citations: [], related: [] }) : undefined;
  if (stated.length) return compose({ answer: balanceLine(stated), citations: [], related: [] });
  const text = passages.map((p) => p.text).join('\n');
  const carried = figure(text, /resid\w* (?:anno|anni) prec\w*|res\w*\.? a\.?\s?p\.?/) ?? 0;
  const accrued = figure(text, /maturat\w*/);
  const taken = figure(text, /godut\w*|fruit\w*/);
  if (accrued === undefined || taken === undefined) return undefined;
  const left = Math.round((carried + accrued - taken) * 100) / 100;
  const unit = /\(ore\)|\bore\b/i.test(text) && !/\(giorni\)|\bgiorni\b/i.test(text) ? 'ore' : 'giorni';
  return compose({
    answer: `Dal riepilogo della busta restano ${bold(`${days(left)} ${unit}`)} da godere: ${days(carried)} residui dell'anno precedente + ${days(accrued)} maturati quest'anno − ${days(taken)} già goduti.`,
    steps: [
      '| Voce | Quantità |',
      '| --- | ---: |',
      `| Residui anno precedente | ${days(carried)} |`,
      `| Maturati nell'anno | ${days(accrued)} |`,
      `| Goduti nell'anno | − ${days(taken)} |`,
      `| Da godere | ${days(left)} |`,
    ],
    assumptions: [
      'Il saldo è letto sul riepilogo della busta caricata: i giorni maturati dopo quella busta si aggiungono.',
    ],
    citations: [],
    related: [],
  });
}
