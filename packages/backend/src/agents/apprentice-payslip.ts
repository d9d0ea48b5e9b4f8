import { uploadedText } from '../kb/documents.js';
import { euro, figureValue, MONTHS, percent } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import { cents } from '../payroll/index.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { apprenticeRuleNotes, periodCitations, periodRow } from './apprentice-share.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';

/**
 * An apprentice's payslip or contract uploaded and the share it applies doubted ("mi pagano ancora il 70%: è
 * giusto o dovrei prendere di più?"): the month of apprenticeship the document states (or counts from its hire
 * day to the payslip's month) picks the agreement's period, whose share of the destination level's minimum the
 * document gives is the pay due, weighed against the share applied. Undefined without an apprentice's document
 * that states the destination minimum and the month.
 */

const AMOUNT = String.raw`(?:€\s*)?(\d{1,3}(?:\.\d{3})*,\d{2}|\d{3,4}(?:,\d{2})?)`;
// "Minimo tabellare livello di destinazione (full time): 1.800,00", "Paga base del qualificato: 1.650,00".
const REFERENCE = new RegExp(
  String.raw`\b(?:minimo|paga base|retribuzione|stipendio)\b[^\n:]{0,60}\b(?:destinazione|qualificat\w*|finale|di arrivo)\b[^\n:\d]{0,30}:?\s*${AMOUNT}`,
);
// "mese di apprendistato n. 16", "16° mese di apprendistato", "mese n. 16".
const MONTH_SAID =
  /\bmese (?:di apprendistato )?n\.?\s*(\d{1,2})\b|\b(\d{1,2})\s*[°º]?\s*mese di apprendistato\b|\bapprendistato[^\n]{0,20}\bmese\s*:?\s*(\d{1,2})\b/;
const HIRED =
  /\b(?:data (?:di )?assunzione|assunt[oa] (?:il|dal)|inizio apprendistato)\s*:?\s*(\d{1,2})\/(\d{1,2})\/(\d{4})/;
const PAYSLIP_MONTH = new RegExp(
  String.raw`\b(?:cedolino|busta paga|mese|periodo)\b[^\n]{0,20}?\b(${MONTHS.join('|')})\s+(\d{4})\b`,
);
// "Percentuale apprendistato applicata: 70%", "retribuzione al 70%".
const APPLIED =
  /\bpercentuale\b[^\n:\d]{0,40}:?\s*(\d{1,3}(?:,\d{1,2})?)\s*%|\bretribuzione apprendista\b[^\n\d]{0,20}\bal\s*(\d{1,3})\s*%/;
const DOUBTED =
  /\bgiust\w*|\bcorrett\w*|\bregolar\w*|\bdi piu\b|\bquanto (?:mi )?(?:spett|dovrei|devo|deve)\w*|\bva bene\b|\bin regola\b/;

/** The article before a percentage: "l'85%", "l'11%", "il 70%". */
const the = (value: number) => (/^(?:8|11(?!\d))/.test(String(value)) ? "l'" : 'il ');

function monthOf(text: string): number | undefined {
  const said = MONTH_SAID.exec(text);
  const value = said ? Number(said[1] ?? said[2] ?? said[3]) : undefined;
  if (value) return value;
  const hired = HIRED.exec(text);
  const payslip = PAYSLIP_MONTH.exec(text);
  if (!hired || !payslip) return undefined;
  const elapsed =
    (Number(payslip[2]) - Number(hired[3])) * 12 + (MONTHS.indexOf(payslip[1] ?? '') + 1 - Number(hired[2]));
  // The payslip's month is the (elapsed + 1)th of the apprenticeship (hired in July, October of the next year: 16th).
  return elapsed >= 0 ? elapsed + 1 : undefined;
}

export function apprenticePayslipCheck(ctx: AgentContext, ccnl: Ccnl): AgentAnswer | undefined {
  if (!ctx.documents.length || !(ccnl.apprenticeship.pay ?? []).length) return undefined;
  const question = readable(ctx.message);
  if (!/apprendist/.test(question) && !DOUBTED.test(question)) return undefined;
  const file = ctx.documents.find((d) => {
    const text = readable(uploadedText(d));
    return /apprendist/.test(text) && REFERENCE.test(text);
  });
  if (!file) return undefined;
  const text = readable(uploadedText(file));
  const reference = figureValue(REFERENCE.exec(text)?.[1] ?? '');
  const month = monthOf(text);
  if (!reference || month === undefined) return undefined;
  const row = periodRow(ccnl, month);
  if (!row || row.percent === null) return undefined;
  const due = cents((reference * row.percent) / 100);
  const found = APPLIED.exec(text);
  const applied = found ? Number((found[1] ?? found[2] ?? '').replace(',', '.')) : undefined;
  const paid = applied === undefined ? undefined : cents((reference * applied) / 100);
  const doubted = DOUBTED.test(question) && applied !== undefined && paid !== undefined;
  const share = `${the(row.percent)}${percent(row.percent)} del minimo del livello di destinazione`;
  const opening = !doubted
    ? `Al ${month}° mese di apprendistato nel ${ccnl.short_name} spetta ${share}: ${bold(`${euro(due)} lordi al mese`)} (${percent(row.percent)} di ${euro(reference)}).`
    : applied < row.percent
      ? `**No**: al ${month}° mese di apprendistato nel ${ccnl.short_name} spetta ${share}, cioè ${bold(`${euro(due)} lordi al mese`)} (${percent(row.percent)} di ${euro(reference)}), non ${the(applied)}${percent(applied)} applicato nel documento (${euro(paid)}): mancano ${bold(`${euro(cents(due - paid))} al mese`)}.`
      : `**Sì**: al ${month}° mese di apprendistato nel ${ccnl.short_name} spetta ${share}, ${bold(`${euro(due)} lordi al mese`)} (${percent(row.percent)} di ${euro(reference)}), e il documento applica ${the(applied)}${percent(applied)} (${euro(paid)}).`;
  return compose({
    answer: opening,
    steps: [
      '| Passaggio | Calcolo | Importo |',
      '| --- | --- | ---: |',
      `| Mese di apprendistato | dal documento «${file.fileName}» | ${month}° |`,
      `| Percentuale del periodo «${row.period}» | dal ${ccnl.short_name} | ${percent(row.percent)} |`,
      `| Retribuzione dovuta | ${euro(reference)} × ${percent(row.percent)} | ${euro(due)} |`,
    ],
    assumptions: [
      `${euro(reference)}: il minimo del livello di destinazione scritto nel documento.`,
      ...apprenticeRuleNotes(ccnl),
    ],
    citations: periodCitations(ccnl, row),
    related: [`Quanto dura l'apprendistato nel ${ccnl.short_name}?`],
  });
}
