import { indexOf, uploadedText } from '../kb/documents.js';
import { addDays, italianDate, MONTH_NAMES, MONTHS } from '../kb/format.js';
import { monthsWorked } from '../payroll/pay-items.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { citePassage, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { documentAgreement } from './document-facts.js';
import { holidayBasis } from './holiday-basis.js';
import { agreementOf } from './pay-base.js';

/**
 * Holidays accrued over the span an uploaded document sets, asked of it ("con questo contratto di 4 mesi quanti
 * giorni di ferie maturo?", "le ferie maturate in busta sono giuste?", "quanti giorni maturo nel mese di
 * proroga?"): the agreement's yearly days × the months of that span / 12, a month counting with the agreement's
 * threshold of days. The span is read off the document, not the question's words:
 * - an extension letter ("scadenza originaria il 30 settembre 2026 … proroga fino al 31 ottobre 2026"), asked of
 *   the extension: the day after the first end to the new end;
 * - a payslip with a hire date and its pay month ("Data assunzione: 01/05/2026", "Periodo di paga: SETTEMBRE
 *   2026"): the hire to the end of that month; the accrual the payslip prints is weighed against it;
 * - a contract "dal 1° dicembre 2026 al 31 marzo 2027": its whole span.
 * Undefined when the question asks no accrual of holidays, or the document sets no span.
 */
const ASKS_ACCRUED = /\bferie\b/;
const ACCRUED = /\bmatur\w*/;
const WORDED = new RegExp(String.raw`\b(\d{1,2})(?:°|º|o)? (${MONTH_NAMES}) (20\d\d)\b`, 'g');
const NUMERIC = /\b(\d{1,2})[/.-](\d{1,2})[/.-](20\d\d)\b/g;

interface Dated {
  iso: string;
  index: number;
}

/** Lower case without accents, lines kept (the reader's fold joins them). */
const low = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '');

const iso = (y: string | number, m: number, d: number) =>
  `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

/** The dates a folded text writes, in their order ("1° dicembre 2026", "01/05/2026"). */
function datesOf(text: string): Dated[] {
  const out: Dated[] = [];
  for (const m of text.matchAll(WORDED))
    out.push({ iso: iso(m[3] ?? '', MONTHS.indexOf(m[2] ?? '') + 1, Number(m[1])), index: m.index ?? 0 });
  for (const m of text.matchAll(NUMERIC))
    out.push({ iso: iso(m[3] ?? '', Number(m[2]), Number(m[1])), index: m.index ?? 0 });
  return out.sort((a, b) => a.index - b.index);
}

const dateAfter = (text: string, cue: RegExp): string | undefined => {
  const m = cue.exec(text);
  if (!m) return undefined;
  return datesOf(text.slice(m.index, m.index + m[0].length + 40))[0]?.iso;
};

const lastDay = (year: number, month: number) =>
  iso(year, month, new Date(Date.UTC(year, month, 0)).getUTCDate());

export interface DocumentSpan {
  from: string;
  to: string;
  /** How the span was read, for the answer. */
  how: string;
}

/** The span of work the document sets, as above; `asked` is the folded question. */
export function documentSpan(text: string, asked: string): DocumentSpan | undefined {
  const t = low(text);
  const extended = dateAfter(t, /\bprorog\w*[^.\n]{0,80}?\bfino al\b/);
  const firstEnd = dateAfter(t, /\bscadenza (?:originari\w*|iniziale|precedente)\b(?: il| al)?/);
  if (extended && firstEnd && firstEnd < extended && /\bprorog/.test(asked))
    return {
      from: addDays(firstEnd, 1),
      to: extended,
      how: `la proroga va dal ${italianDate(addDays(firstEnd, 1))} al ${italianDate(extended)}`,
    };
  const hire = dateAfter(t, /\b(?:data (?:di )?(?:assunzione|inizio)|assunt\w* (?:il|dal))\b:?/);
  const paid = new RegExp(
    String.raw`\b(?:periodo(?: di paga)?|mese|mensilita|cedolino(?: paga)?)\b\s*[:–-]?\s*(${MONTH_NAMES}) (20\d\d)\b`,
  ).exec(t);
  if (hire && paid) {
    const month = MONTHS.indexOf(paid[1] ?? '') + 1;
    const to = lastDay(Number(paid[2]), month);
    if (to > hire)
      return { from: hire, to, how: `dall'assunzione (${italianDate(hire)}) a fine ${paid[1]} ${paid[2]}` };
  }
  const span =
    /\bdal (\d{1,2}(?:°|º|o)? [a-z]+ 20\d\d|\d{1,2}\/\d{1,2}\/20\d\d) al (\d{1,2} [a-z]+ 20\d\d|\d{1,2}\/\d{1,2}\/20\d\d)\b/.exec(
      t,
    );
  const [from, to] = span ? datesOf(span[0]).map((d) => d.iso) : [];
  if (from && to && to > from)
    return { from, to, how: `il contratto va dal ${italianDate(from)} al ${italianDate(to)}` };
  return undefined;
}

/** The holidays accrued that the document prints ("maturate al 30/09 gg 8,67"), if any. */
function statedAccrual(text: string): number | undefined {
  const line = low(text)
    .split('\n')
    .find((l) => /\bferie\b/.test(l) && /\bmaturat\w*/.test(l));
  const m =
    line &&
    /\bmaturat\w*[^0-9\n]{0,20}(?:\d{1,2}\/\d{1,2}(?:\/\d{2,4})?)?[^0-9\n]{0,10}(\d{1,2}(?:,\d{1,2})?)\b/.exec(
      line,
    );
  return m?.[1] ? Number(m[1].replace(',', '.')) : undefined;
}

const count = (value: number) => new Intl.NumberFormat('it-IT', { maximumFractionDigits: 2 }).format(value);

export function documentHolidayAccrual(ctx: AgentContext, req: TypedRequest) {
  const asked = readable(ctx.message);
  if (!ctx.documents.length || !ASKS_ACCRUED.test(asked) || !ACCRUED.test(asked)) return undefined;
  for (const document of ctx.documents) {
    const passages = indexOf(document).passages;
    const text = uploadedText(document);
    const span = documentSpan(text, asked);
    if (!span) continue;
    const ccnl = documentAgreement(ctx.kb, req, text) ?? agreementOf(ctx, req);
    const fact = ccnl?.holidays;
    const basis = fact && holidayBasis(fact.text ?? '', ctx.message, ctx.history);
    if (!ccnl || !fact || !basis || basis.unit !== 'giorni') return undefined;
    const months = monthsWorked(span.from, span.to, span.from, span.to, basis.threshold);
    if (months < 1 || months > 12) return undefined;
    const share = Math.round(((basis.amount * months) / 12) * 100) / 100;
    const stated = statedAccrual(text);
    const verdict =
      stated === undefined
        ? ''
        : Math.abs(stated - share) < 0.02
          ? ` In busta sono indicati ${count(stated)} giorni: ${bold('corretti')}.`
          : ` In busta sono indicati ${count(stated)} giorni: ${bold('non tornano')}, ${stated < share ? `mancano ${count(Math.round((share - stated) * 100) / 100)} giorni` : `sono ${count(Math.round((stated - share) * 100) / 100)} giorni in più`} (${count(Math.round(((stated * 12) / basis.amount) * 100) / 100)} mesi invece di ${months}).`;
    const opening =
      stated === undefined
        ? `Dal documento «${document.fileName}»: ${span.how}, cioè ${months} ${months === 1 ? 'mese' : 'mesi'}; nel ${ccnl.short_name} maturano ${bold(`${count(share)} giorni`)} di ferie (${count(basis.amount)} giorni l'anno × ${months}/12).`
        : `${stated !== undefined && Math.abs(stated - share) >= 0.02 ? `${bold('No')}: ` : ''}dal documento «${document.fileName}», ${span.how}: ${months} mesi; nel ${ccnl.short_name} le ferie maturate sono ${bold(`${count(share)} giorni`)} (${count(basis.amount)} giorni l'anno × ${months}/12).${verdict}`;
    return compose({
      answer: opening.charAt(0).toUpperCase() + opening.slice(1),
      steps: [
        `Ferie nel ${ccnl.short_name}: ${fact.text}.`,
        `Mesi dal ${italianDate(span.from)} al ${italianDate(span.to)}: ${months} (conta il mese con almeno ${basis.threshold} giorni).`,
        `Ratei: ${count(basis.amount)} × ${months} / 12 = ${count(share)} giorni.`,
      ],
      assumptions: ['Le ferie maturano per dodicesimi: 1/12 del totale annuo per ogni mese lavorato.'],
      citations: [
        ...citeSources(ccnl, fact.text ?? 'Ferie', fact.article ?? null, fact.sources),
        ...(passages[0] ? [citePassage(passages[0], `Documento caricato: ${document.fileName}`)] : []),
      ],
      related: [],
    });
  }
  return undefined;
}
