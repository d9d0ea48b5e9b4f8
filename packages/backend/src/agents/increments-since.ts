import { uploadedText } from '../kb/documents.js';
import { euro, italianDate } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import { cents } from '../payroll/net-pay.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { bold } from './compose.js';
import type { AgentContext } from './context.js';
import { numericStartDate } from './document-facts.js';
import { documentDate } from './document-topics.js';

/**
 * The increments matured from a hire date to a date: one each whole period of the rule (2 or 3 years) from the
 * hire day, each owed from the 1st of the month after its anniversary when the rule says so ("con decorrenza dal
 * mese successivo"), else from the anniversary itself; capped at the rule's maximum.
 */
export function incrementsBetween(
  rule: Ccnl['seniority_increments'],
  hire: string,
  at: string,
): { count: number; from: string[] } | undefined {
  const period = rule.period_years;
  const [y, m, d] = hire.split('-').map(Number);
  if (!period || !y || !m) return undefined;
  const nextMonth = /\bmese successivo\b/i.test(rule.text ?? '');
  const from: string[] = [];
  for (let k = 1; k <= (rule.max_count ?? 20); k += 1) {
    const year = y + k * period;
    const owed = nextMonth
      ? m === 12
        ? `${year + 1}-01-01`
        : `${year}-${String(m + 1).padStart(2, '0')}-01`
      : `${year}-${String(m).padStart(2, '0')}-${String(d || 1).padStart(2, '0')}`;
    if (owed > at) break;
    from.push(owed);
  }
  return { count: from.length, from };
}

/**
 * The hire date a seniority question gives (its own words, "entrato a maggio 2020", "in azienda dal 15/05/2020",
 * else an uploaded document's "Data di assunzione") and the date the increments are counted at: the document's
 * month (a payslip's), a date the question names that is not the hire, else today.
 */
export function hireAndCount(
  ctx: AgentContext,
  req: TypedRequest,
  rule: Ccnl['seniority_increments'],
): { hire: string; at: string; count: number; from: string[]; steps: string[] } | undefined {
  const documents = ctx.documents.map(uploadedText).filter(Boolean);
  const fromDocument = documents.map(numericStartDate).find((d) => d !== undefined);
  const said = req.slots.hireDate && !req.slots.hireDate.startsWith('?') ? req.slots.hireDate : undefined;
  const hire = said ?? fromDocument;
  if (!hire || !rule.period_years) return undefined;
  const documentAt = documents.map(documentDate).find((d) => d !== undefined && d > hire);
  const asked =
    req.slots.date && req.slots.date !== hire && req.slots.date > hire ? req.slots.date : undefined;
  const at = documentAt ?? asked ?? ctx.today;
  const counted = incrementsBetween(rule, hire, at);
  if (!counted) return undefined;
  const steps = [
    `Assunzione il ${italianDate(hire)}; anzianità contata al ${italianDate(at)}${documentAt ? ' (mese del documento)' : ''}: uno scatto ogni ${rule.period_years} anni compiuti${/\bmese successivo\b/i.test(rule.text ?? '') ? ', dovuto dal 1° del mese successivo' : ''}.`,
    ...(counted.from.length
      ? [`Scatti maturati: ${counted.from.map((f, i) => `${i + 1}° dal ${italianDate(f)}`).join('; ')}.`]
      : []),
    // "e ne maturerà altri in futuro?": the agreement's ceiling reached, no later increment.
    ...(rule.max_count && counted.count >= rule.max_count
      ? [`Raggiunto il numero massimo di ${rule.max_count} scatti: non ne maturano altri.`]
      : []),
  ];
  return { hire, at, ...counted, steps };
}

// A payslip's increments line: "Scatti anzianità (n. 2)   59,28", "Anzianità: € 59,28".
const PAID_LINE =
  /\b(?:scatt\w*(?: di)? anzianit\w*|anzianit\w*|scatt\w*)\b[^\n\d]{0,20}(?:\(n\.?\s*\d+\))?[^\n\d]{0,20}?(\d{1,3}(?:\.\d{3})*,\d{2})\b/i;

/** The amount an uploaded payslip pays as increments, or undefined. */
export function paidIncrements(ctx: AgentContext): number | undefined {
  for (const document of ctx.documents) {
    const raw = PAID_LINE.exec(uploadedText(document))?.[1];
    if (raw) return Number(raw.replace(/\./g, '').replace(',', '.'));
  }
  return undefined;
}

/** Years of service said in words or digits ("da 6 anni", "con dieci anni di anzianità"). */
const YEARS_TOLD =
  /\b(?:\d{1,2}|un|uno|due|tre|quattro|cinque|sei|sette|otto|nove|dieci|undici|dodici|quindici|venti) anni\b/;
/** A hire date said in the same turn ("assunto il 3 marzo 2019", "in servizio dal 2018", "dal settembre 2020"). */
const HIRE_TOLD =
  /\b(?:assunt\w*|assunzion\w*|entrat\w*|in servizio dal)\b|\bda(?:l|ll')? ?(?:\d{1,2}\/|(?:19|20)\d\d\b|(?:gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre)\b)/;

/**
 * The turn tells the years of service and no hire date ("un altro B1 è in azienda da 6 anni" after a hire in
 * April 2026): those years count the increments, not the hire date the conversation set before.
 */
export function yearsInTurn(message: string, seniorityYears: number | undefined): boolean {
  const said = readable(message);
  return seniorityYears !== undefined && YEARS_TOLD.test(said) && !HIRE_TOLD.test(said);
}

/** The payslip's increments line weighed against the increments owed. */
export function paidLine(paid: number | undefined, owed: number): string {
  if (paid === undefined) return '';
  const gap = cents(owed - paid);
  if (Math.abs(gap) < 0.01) return ` In busta la voce è ${euro(paid)}: corrisponde.`;
  return gap > 0
    ? ` In busta la voce è ${euro(paid)}: mancano ${euro(gap)} al mese.`
    : ` In busta la voce è ${euro(paid)}: ${euro(-gap)} in più del dovuto.`;
}

/** "gli scatti sono valorizzati 51,00 €: l'importo è corretto?": Sì or No on the payslip's line, first. */
export function paidVerdict(message: string, paid: number | undefined, owed: number): string {
  if (paid === undefined || !/corrett|giust|esatt/.test(readable(message))) return '';
  return `${bold(Math.abs(cents(owed - paid)) < 0.01 ? 'Sì' : 'No')}: `;
}
