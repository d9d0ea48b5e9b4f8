import { indexOf } from '../kb/documents.js';
import { euro, italianDate } from '../kb/format.js';
import { levelPayAt } from '../kb/pay.js';
import { cents } from '../payroll/index.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citePassage, citeSources } from './answer.js';
import { olderTable } from './claimed-minimum-document.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { documentAgreement } from './document-facts.js';
import { documentText, levelOf } from './document-request.js';
import { documentDate } from './document-topics.js';
import { levelShort } from './shared/levels.js';

/**
 * A payslip's hourly quota doubted as not updated ("la riga 'Quota oraria applicata' mi sembra uguale a quella di
 * ottobre: è corretta per novembre?"): the level's minimum in force in the payslip's month over the agreement's
 * hourly divisor (Commercio 4° from November 2026: 1.818,75 € ÷ 168 = 10,83 €), the line's figure weighed against
 * it, and the earlier table it still reflects when it does. Undefined when no hourly line is doubted, or the
 * agreement, level, table or divisor cannot be read.
 */

const QUOTA_NAMED = /\b(?:quota|paga|retribuzione) orari[ao]\b/;
// The line and its figure, four decimals as a payslip writes an hour's ("Quota oraria applicata .... 10,6176").
const QUOTA_LINE =
  /\b(?:quota|paga|retribuzione) orari[ao]\b[^\d\n]{0,40}?(\d{1,3}(?:\.\d{3})*,\d{2,4})(?![\d,%])/i;
const DOUBTED = /\b(?:aggiornat\w*|aggiornar\w*|corrett\w*|giust\w*|uguale|stess[ao]|ferm[ao]|vecchi[ao])\b/;
// The hours' own figure: four decimals are how a payslip writes it ("10,6176").
const figure = (written: string) => Number(written.replace(/\./g, '').replace(',', '.'));

export function hourlyQuotaLine(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  const question = readable(ctx.message);
  if (!QUOTA_NAMED.test(question) || !DOUBTED.test(question)) return undefined;
  const passages = ctx.documents.flatMap((d) => indexOf(d).passages);
  const passage = passages.find((p) => QUOTA_LINE.test(p.text));
  const written = passage && QUOTA_LINE.exec(passage.text)?.[1];
  if (!passage || !written) return undefined;
  const text = documentText(ctx);
  const ccnl = documentAgreement(ctx.kb, req, text);
  const level = ccnl && (req.slots.level ?? levelOf(ccnl, text));
  const divisor = ccnl?.hourly_divisor.value;
  const month = req.slots.date ?? documentDate(text) ?? ctx.today;
  const pay = ccnl && level ? levelPayAt(ccnl, level, month) : undefined;
  if (!ccnl || !level || !pay || !divisor) return undefined;
  const stated = figure(written);
  const due = cents(pay.row.amount / divisor);
  const right = Math.abs(stated - pay.row.amount / divisor) < 0.005;
  const older = right ? undefined : olderTable(ccnl, level, pay, stated, (monthly) => monthly / divisor);
  const name = `${levelShort(level)} del ${ccnl.short_name}`;
  const since = italianDate(pay.table.effective_from);
  const opening = right
    ? `${bold('Sì')}: la quota oraria in busta (${written} €) è aggiornata: per il ${name} è ${bold(`${euro(due)} l'ora`)} (${euro(pay.row.amount)} ÷ ${divisor}, divisore orario del contratto, tabella dal ${since}).`
    : `${bold('No')}: la quota oraria in busta (${written} €) non è aggiornata: per il ${name} dal ${since} è ${bold(`${euro(due)} l'ora`)} (minimo ${euro(pay.row.amount)} ÷ ${divisor}, divisore orario del contratto), ${euro(cents(due - stated))} in più all'ora.${older ? ` ${written} € è la quota della tabella dal ${italianDate(older.table.effective_from)} (${euro(older.row.amount)} ÷ ${divisor}).` : ''}`;
  return compose({
    answer: opening,
    steps: [],
    citations: [
      citePassage(passage, `Documento caricato: ${passage.fileName}`),
      ...citeSources(
        ccnl,
        `${levelShort(level)}: minimo ${euro(pay.row.amount)} dal ${since}`,
        `tabella minimi dal ${since}`,
        pay.table.sources,
      ),
    ],
    related: [],
  });
}
