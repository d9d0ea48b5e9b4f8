import { indexOf, uploadedText } from '../kb/documents.js';
import { euro, percent } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import { cents } from '../payroll/index.js';
import type { TypedRequest } from '../reader/request.js';
import { fold, readable } from '../reader/text.js';
import { type AgentAnswer, citePassage, citeRates } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { statedAgreement } from './document-facts.js';
import { agreementOf } from './pay-base.js';
import { ROW_BREAK } from './timesheet-hours.js';
import { sheetHourlyPay } from './timesheet-value.js';

/**
 * An uploaded overtime summary or timesheet that lists its overtime hours by kind ("straordinario feriale diurno
 * 2", "straordinario notturno (feriale) 4", "di cui 6 straordinarie feriali", "4 ore (straordinario domenicale)")
 * asked as an amount: each kind's hours at the agreement's own rate for that kind, on the ordinary hour's pay,
 * and the kinds summed. The sheet's own totals per kind, when it states them, are the counts; else its rows add
 * up. Undefined when the sheet names fewer than two kinds (one kind is the plain overtime valuation), a kind's
 * rate is not held, or no amount is asked.
 */

type Kind =
  | 'straordinario'
  | 'straordinario_notturno'
  | 'straordinario_festivo'
  | 'straordinario_notturno_festivo';
type Rate = NonNullable<Ccnl['rates']['rates']>[number];

const LABEL: Record<Kind, string> = {
  straordinario: 'straordinario feriale diurno',
  straordinario_notturno: 'straordinario notturno',
  straordinario_festivo: 'straordinario festivo o domenicale',
  straordinario_notturno_festivo: 'straordinario notturno festivo',
};

const ASKS_AMOUNT =
  /\bquant\w*\b|\bimporto\b|\bcalcol\w*|\bvalor\w*|\bin busta\b|\blord[oi]\b|\bda pagare\b|\bcome (?:le |li )?pag\w*/;
const COUNT = String.raw`(\d{1,2}(?:,\d{1,2})?)`;
// "Totale straordinario notturno: 4 ore": the sheet's own total of one kind.
const TOTAL = new RegExp(
  String.raw`\btotal\w*\s+(?:ore\s+(?:di\s+)?)?straordinar\w*([^:\n\d]*?)\s*:?\s*${COUNT}\s*(?:ore|h)?\b(?![.,/:]?\d)`,
  'g',
);
// "di cui 6 straordinarie feriali", "4 ore (straordinario domenicale)": the count before its kind.
// ("Ore ordinarie: 40 Straordinario feriale: 6 h", its lines joined: the 40 counts the ordinary hours.)
const COUNT_FIRST = new RegExp(
  String.raw`(?<![\d/.,:])(?<!\bordinari\w*\s*:?\s*)\b${COUNT}\s*(?:ore\s*)?\(?\s*(?:di\s+)?straordinar\w*((?:\s*\(?\s*(?:e\s+)?(?:feriali?|diurn\w*|notturn\w*|festiv\w*|domenical\w*|di notte|di domenica)\)?)*)`,
  'g',
);
// "04/11/2026  straordinario notturno (feriale)  4  (scarico nave)": the kind, then its count. A bracketed aside
// in the kind may hold figures that are no count ("straordinario notturno (22-24, scaffali): 2 h").
const ASIDE = String.raw`\((?![^()\n]*\d\s*(?:ore|h)\b)[^()\n]{0,40}\)`;
const KIND_FIRST = new RegExp(
  String.raw`\bstraordinar\w*((?:[^\d\n(]|${ASIDE}){0,60}?)\s${COUNT}(?![\d.,/:])(?=\s*(?:ore\b|h\b|\(|$|\d{1,2}\/\d{1,2}\b))`,
  'g',
);
// "Mar 17/11: straordinario 17:00-19:00 (2 h diurne)": the count and its kind in brackets after the times.
const KIND_WORD = String.raw`(?:feriali?|diurn\w*|notturn\w*|festiv\w*|domenical\w*|di notte|di domenica)`;
const BRACKETED = new RegExp(
  String.raw`\(\s*${COUNT}\s*(?:ore|h)\s+((?:di\s+)?${KIND_WORD}(?:\s+(?:e\s+)?${KIND_WORD})*)\s*\)`,
  'g',
);
// "TOTALE STRAORDINARI: feriale diurno 6 h; notturno 2 h": one total line listing each kind's hours.
const TOTAL_LIST = /\btotal\w*\s+(?:ore\s+(?:di\s+)?)?straordinar\w*[^:\n\d]*:\s*([^\n]+)/g;
const LISTED = new RegExp(String.raw`^((?:di\s+)?[a-z][a-z\s()-]*?)\s*${COUNT}\s*(?:ore|h)?\.?$`);
const SHEET_ROW = new RegExp(String.raw`${ROW_BREAK.source}|(?=\btotal[ei]\b)`, 'i');
// Extra openings of the shop are no overtime kind ("apertura straordinaria 4 ore").
const NOT_OVERTIME = /\b(?:apertur|chiusur|vendit|manutenzion|assemble)\w* straordinar\w*/g;

function kindOf(label: string): Kind {
  const night = /\bnotturn|\bnotte\b/.test(label);
  const holiday = /\bfestiv|\bdomenic/.test(label);
  if (night && holiday) return 'straordinario_notturno_festivo';
  if (night) return 'straordinario_notturno';
  if (holiday) return 'straordinario_festivo';
  return 'straordinario';
}

const hoursOf = (raw: string) => Number(raw.replace(',', '.'));

// "Totale ore straordinario: 7 (4 diurne feriali + 3 notturne)": the total's own split by kind, in brackets.
const BREAKDOWN = /^\s*(?:ore|h)?\s*\(([^()\n]+)\)/;
const PART = new RegExp(String.raw`^\s*${COUNT}\s*(?:ore\s*|h\s*)?((?:di\s+)?[a-z][a-z\s]*?)\s*$`);
/** The parts of a total's bracketed split, when there are two or more and they add up to the total. */
function breakdown(after: string, total: number): [string, number][] | undefined {
  const inner = BREAKDOWN.exec(after)?.[1];
  if (!inner) return undefined;
  const parts = inner.split(/\s*(?:\+|,|;|\be\b)\s*(?=\d)/).map((part) => PART.exec(part));
  if (parts.length < 2 || parts.some((p) => !p)) return undefined;
  const split = parts.map((p) => [p?.[2] ?? '', hoursOf(p?.[1] ?? '')] as [string, number]);
  const sum = split.reduce((a, [, h]) => a + h, 0);
  return Math.abs(sum - total) < 0.01 ? split : undefined;
}

/** A total line's list of kinds, when it names two or more and each has its count. */
function listed(list: string): [string, number][] | undefined {
  const parts = list
    .trim()
    .split(/\s*(?:;|\+|,(?!\d)|\be\b)\s*/)
    .filter(Boolean)
    .map((part) => LISTED.exec(part) ?? PART.exec(part));
  if (parts.length < 2 || parts.some((p) => !p)) return undefined;
  return parts.map((p) =>
    /^\d/.test(p?.[1] ?? '') ? [p?.[2] ?? '', hoursOf(p?.[1] ?? '')] : [p?.[1] ?? '', hoursOf(p?.[2] ?? '')],
  );
}

/** The overtime hours a sheet's rows list, by kind. */
function rowsByKind(text: string): Map<Kind, number> {
  const hours = new Map<Kind, number>();
  for (const line of text.split('\n')) {
    if (/\btotal/.test(line)) continue;
    const first = [...line.matchAll(COUNT_FIRST)];
    const bracketed = /\bstraordinar/.test(line) ? [...line.matchAll(BRACKETED)] : [];
    const found = first.length
      ? first.map((m) => [m[2] ?? '', m[1] ?? ''])
      : bracketed.length
        ? bracketed.map((m) => [m[2] ?? '', m[1] ?? ''])
        : [...line.matchAll(KIND_FIRST)].map((m) => [m[1] ?? '', m[2] ?? '']);
    for (const [label, count] of found) {
      const h = hoursOf(count ?? '');
      const kind = kindOf(label ?? '');
      if (h > 0 && h <= 200) hours.set(kind, (hours.get(kind) ?? 0) + h);
    }
  }
  return hours;
}

const sum = (hours: Map<Kind, number>) => [...hours.values()].reduce((a, b) => a + b, 0);

/**
 * The overtime hours a sheet lists, by kind: its totals when it states them, else its rows summed (also when its
 * one total, of no kind, is what rows of two kinds add up to: "Totale straordinario settimana: 3 h").
 */
export function overtimeByKind(folded: string): Map<Kind, number> {
  const text = folded.replace(NOT_OVERTIME, ' ');
  const hours = new Map<Kind, number>();
  const add = (kind: Kind, h: number) => {
    if (h > 0 && h <= 200) hours.set(kind, (hours.get(kind) ?? 0) + h);
  };
  for (const m of text.matchAll(TOTAL_LIST))
    for (const [label, h] of listed(m[1] ?? '') ?? []) add(kindOf(label), h);
  for (const m of text.matchAll(TOTAL)) {
    const parts = breakdown(text.slice((m.index ?? 0) + m[0].length), hoursOf(m[2] ?? ''));
    if (parts) for (const [label, h] of parts) add(kindOf(`${m[1] ?? ''} ${label}`), h);
    else add(kindOf(m[1] ?? ''), hoursOf(m[2] ?? ''));
  }
  const rows = rowsByKind(text);
  if (hours.size === 1 && rows.size > 1 && Math.abs(sum(rows) - sum(hours)) < 0.01) return rows;
  return hours.size ? hours : rows;
}

/** The agreement's rate of a kind: for weekday overtime, the first band's ("fino alla 48ª ora", "feriale diurno"). */
function rateOf(rates: Rate[], kind: Kind, shifts: boolean): Rate | undefined {
  const own = rates.filter((r) => r.kind === kind);
  // "non turnisti" / "turnisti, prime 2 ore": the worker's own case (not on shifts unless the sheet says so).
  const onShifts = (r: Rate) => /(?<!\bnon )\bturnist/.test(r.condition ?? '');
  if (kind !== 'straordinario') return own.find((r) => onShifts(r) === shifts) ?? own[0];
  return (
    own.find((r) => /\bfino alla\b|\bprim[ei]\b|\bferiale\b|\bdiurn/.test(r.condition ?? '')) ??
    own.find((r) => !r.condition) ??
    own[0]
  );
}

const hoursText = (h: number) =>
  `${h.toLocaleString('it-IT', { maximumFractionDigits: 2 })} ${h === 1 ? 'ora' : 'ore'}`;

export function overtimeKindsValue(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  const question = readable(ctx.message);
  if (!ASKS_AMOUNT.test(question)) return undefined;
  for (const document of ctx.documents) {
    const { passages } = indexOf(document);
    const text = uploadedText(document);
    // Row by row: fold() joins the lines, as the document index does; a day's name or a total starts a row again.
    const folded = text
      .split(SHEET_ROW)
      .map((line) => fold(line))
      .join('\n');
    if (!/\bstraordinar/.test(folded)) continue;
    // (An agreement's text with its rates, "maggiorazione del 15%", is no sheet of hours.)
    if (/%|\bart(?:icolo|\.)\s*\d/.test(folded)) continue;
    const hours = overtimeByKind(folded);
    if (hours.size < 2) continue;
    // The hours the question itself counts ("per 4 ore di straordinario") are the ones it asks the value of.
    const told = req.slots.extraHours;
    if (
      told !== undefined &&
      /\b\d+(?:,\d+)?\s*or[ae]\b/.test(question) &&
      ![...hours.values()].some((h) => h === told)
    )
      continue;
    const ccnl = statedAgreement(ctx.kb, text) ?? agreementOf(ctx, req);
    if (!ccnl) return undefined;
    const rates = ccnl.rates.rates ?? [];
    const shifts = /(?<!\bnon )\b(?:turnist\w*|a turni|turni avvicendati)\b/.test(folded);
    const parts = [...hours].map(([kind, h]) => ({ kind, hours: h, rate: rateOf(rates, kind, shifts) }));
    if (parts.some((p) => p.rate === undefined)) return undefined;
    const pay = sheetHourlyPay(ctx, req, ccnl, text);
    if (!pay) return undefined;
    const valued = parts.map((p) => {
      const share = (p.rate as Rate).percent;
      const hour = pay.hourly * (1 + share / 100);
      return { ...p, share, hour, value: cents(p.hours * hour) };
    });
    const total = cents(valued.reduce((sum, p) => sum + p.value, 0));
    const each = valued.map(
      (p) => `${hoursText(p.hours)} di ${LABEL[p.kind]} al ${percent(p.share)}, ${euro(p.value)}`,
    );
    return compose({
      answer: `Dal documento «${document.fileName}» lo straordinario vale in tutto ${bold(`${euro(total)} lordi`)}: ${each.join('; ')} (quota oraria ${bold(euro(cents(pay.hourly)))}, ${ccnl.short_name}).`,
      steps: [
        `Quota oraria: ${pay.label}.`,
        '',
        '| Ore | Calcolo | Importo |',
        '| --- | --- | ---: |',
        ...valued.map(
          (p) =>
            `| ${LABEL[p.kind]}${p.rate?.condition ? ` (${p.rate.condition})` : ''} | ${hoursText(p.hours)} × ${euro(cents(p.hour))} (quota oraria più il ${percent(p.share)}) | ${euro(p.value)} |`,
        ),
        `| **Totale** | | **${euro(total)}** |`,
      ],
      assumptions: [
        'Ore di ogni tipo lette sul documento caricato; ogni tipo con la maggiorazione del contratto per quel tipo, non cumulate tra loro.',
        "Il valore dell'ora comprende la paga oraria ordinaria più la maggiorazione.",
      ],
      citations: [
        ...passages.slice(0, 1).map((p) => citePassage(p, `Documento caricato: ${p.fileName}`)),
        ...pay.citations,
        ...citeRates(ccnl),
      ],
      related: [],
    });
  }
  return undefined;
}
