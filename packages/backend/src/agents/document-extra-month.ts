import { cigLineCheck } from '../documents/cig-line-check.js';
import { componentCheck } from '../documents/component-check.js';
import { fixedItemsCheck } from '../documents/fixed-items-check.js';
import { labelledValues } from '../documents/labelled-values.js';
import { namedItemCheck } from '../documents/named-item-check.js';
import { partTimeShare } from '../documents/table-items.js';
import { indexOf, passagesText } from '../kb/documents.js';
import { euro, figureValue, italianDate, MONTH_NAMES, MONTHS, percent } from '../kb/format.js';
import { findLevel, levelPayAt } from '../kb/pay.js';
import type { Ccnl } from '../kb/schema.js';
import { cents } from '../payroll/index.js';
import { fold, readable } from '../reader/text.js';
import { type AgentAnswer, citePassage, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { joinedItemsCheck } from './document-joined-items.js';
import { serviceTwelfths } from './extra-month-service.js';
import { twelfthsCheck } from './extra-month-twelfths.js';
import { fourteenthRule } from './fourteenth.js';
import { itemNextTranche } from './item-next-tranche.js';
import { fixedItemsSum, fixedItemsTotal, payslipFixedItems } from './payslip-fixed-items.js';
import { levelShort } from './shared/levels.js';

/**
 * A payslip's 13th or 14th month line asked about ("quanto mi hanno dato di quattordicesima e corrisponde al
 * contratto?", "la tredicesima in busta è giusta?"): the amount the line states, first, then the agreement's
 * figure for the level in the payslip's month (the whole minimum, or its share where the agreement pays a
 * share, as the Cooperative sociali's half 14th) and whether the line matches it, in full or as twelfths.
 * Undefined when no uploaded document has such a line, or the question names neither month.
 */

const ASKS_13 = /\btredicesim\w*|\b13(?:a|esima|ma)\b/;
const ASKS_14 = /\bquattordicesim\w*|\b14(?:a|esima|ma)\b/;
const LINE_13 = /\btredicesim\w*|\b13\s*(?:a|ª|°|esima|\^)(?!\w)/;
const LINE_14 = /\bquattordicesim\w*|\b14\s*(?:a|ª|°|esima|\^)(?!\w)/;
// A month's accrual line ("Rateo 13ª", "Progressivo ratei 14ª") is not the extra month paid; "Tredicesima
// (ratei 9)" is.
const NOT_PAID = /^\W*(?:rate[oi]|progressiv\w*|residu\w*|accantonament\w*)\b/;
const NET_LINE = /\bnett[oa]\b/;
const MONTH_ACCRUAL = /\b(?:questo mese|nel mese|del mese|al mese|ogni mese|mensilmente|rate[oi])\b/;
const PERIOD = new RegExp(String.raw`\b(${MONTH_NAMES})\s+(20\d\d)\b`);

/** The first day of the payslip's month ("CEDOLINO GIUGNO 2026"). */
function monthOf(text: string): string | undefined {
  const m = PERIOD.exec(fold(text));
  const index = MONTHS.indexOf(m?.[1] ?? '');
  return m && index >= 0 ? `${m[2]}-${String(index + 1).padStart(2, '0')}-01` : undefined;
}

/** The agreement's verdict on the amount: in full, as twelfths of it, or how far from it. */
function verdictOn(given: number, due: number): string {
  if (Math.abs(given - due) < 0.01) return `l'importo ${bold('corrisponde')} a quanto previsto`;
  for (let months = 11; months >= 1; months--) {
    const share = cents((due * months) / 12);
    if (Math.abs(given - share) < 0.01)
      return `l'importo ${bold(`corrisponde a ${months}/12`)} della mensilità piena (${euro(due)}): un rateo per ${months} mesi di servizio nel periodo`;
  }
  const gap = cents(given - due);
  return gap < 0
    ? `l'importo è ${bold(`${euro(-gap)} in meno`)} di quanto previsto (${euro(due)}): se il periodo non è intero, verifica i mesi di servizio`
    : `l'importo è ${bold(`${euro(gap)} in più`)} del minimo previsto (${euro(due)}): voci oltre il minimo (scatti, superminimo) lo aumentano lecitamente`;
}

/** The month's accrual against the twelfth due. */
function monthVerdict(given: number, due: number): string {
  const gap = cents(given - due);
  return Math.abs(gap) < 0.01
    ? `il rateo del mese ${bold('corrisponde')}`
    : `il rateo del mese è ${bold(`${euro(Math.abs(gap))} in ${gap < 0 ? 'meno' : 'più'}`)} del dodicesimo del minimo (scatti e superminimo lo aumentano lecitamente)`;
}

const NAMES_DOCUMENT =
  /\b(?:cedolino|busta(?: paga)?|prospetto(?: paga)?|foglio) (?:della|di|per la) (?:tredicesim\w*|quattordicesim\w*|13\S*|14\S*)/g;
const ANOTHER_WORKER = /\b(?:mia|mio|una|un|la|il|nostr[oa]) (?:collega|colleghi|altr[oa] dipendent\w*)\b/;

export function documentExtraMonth(ctx: AgentContext): AgentAnswer | undefined {
  if (!ctx.documents.length) return undefined;
  const question = readable(ctx.message);
  // ("nel cedolino della tredicesima, quanto è il netto?": the extra month names the document, not what is asked;
  // "la mia collega assunta a maggio quanto doveva prendere?": another worker's, not the document's line.)
  const asked = question.replace(NAMES_DOCUMENT, ' ');
  const fourteenth = ASKS_14.test(asked);
  const asking = question
    .split(/(?<=[.?!])\s+/)
    .filter((q) => q.includes('?'))
    .join(' ');
  if ((!fourteenth && !ASKS_13.test(asked)) || ANOTHER_WORKER.test(asking)) return undefined;
  const line = fourteenth ? LINE_14 : LINE_13;
  for (const document of ctx.documents) {
    const passages = indexOf(document).passages;
    // "quanto ho maturato di tredicesima questo mese?": the month's accrual line ("Rateo 13ª") is what is asked.
    const accrual = MONTH_ACCRUAL.test(question);
    // The gross line is the extra month the agreement's figure is compared with: a payslip made for it alone
    // also states its net ("Netto tredicesima"), read only when there is no gross line.
    const lines = labelledValues(passages).filter(
      (v) => line.test(fold(v.label)) && NOT_PAID.test(fold(v.label)) === accrual,
    );
    const net = (v: (typeof lines)[number]) => NET_LINE.test(fold(v.label));
    // The extra month paid as twelfths ("Tredicesima ratei 9/12", however the question calls them) against the
    // months of service from the hire date, on the payslip's own monthly pay (extra-month-service.ts).
    const service = serviceCheck(ctx, document, line, fourteenth ? 'quattordicesima' : 'tredicesima');
    if (service) return service;
    const stated = lines.find((v) => !net(v)) ?? lines[0];
    if (!stated) continue;
    const text = passagesText(document);
    const given = figureValue(stated.value);
    const name = fourteenth ? 'quattordicesima' : 'tredicesima';
    const read = `Dal documento «${document.fileName}»: ${accrual ? `rateo di ${name} del mese` : name} ${bold(`${stated.value} €`)} (riga «${stated.label}»).`;
    const citations = [citePassage(stated.passage, `Documento caricato: ${document.fileName}`)];
    const ccnl: Ccnl | undefined =
      ctx.categories.map((id) => ctx.kb.byCategory(id)).find(Boolean) ??
      ctx.kb.recognise(question)[0] ??
      ctx.kb.recognise(text)[0];
    const level = ccnl ? (findLevel(ccnl, ctx.message) ?? findLevel(ccnl, text)) : undefined;
    const date = monthOf(text) ?? ctx.today;
    const pay = ccnl && level ? levelPayAt(ccnl, level, date) : undefined;
    const rule = ccnl && fourteenth ? fourteenthRule(ccnl) : undefined;
    // Without the agreement, the level or its table (or an agreement that pays no 14th), the line is read only.
    if (!ccnl || !level || !pay || (rule && rule.exists !== true)) {
      const why = !ccnl
        ? "non riconosco il CCNL applicato: indicalo per confrontare l'importo."
        : rule && rule.exists === false
          ? `nella base di conoscenza il ${ccnl.short_name} non prevede la quattordicesima: può venire da un accordo aziendale o individuale.`
          : rule && rule.exists !== true
            ? `nella base di conoscenza il ${ccnl.short_name} la prevede solo in alcuni settori: verifica l'accordo applicato.`
            : `non trovo nel documento il livello con la tabella del ${ccnl.short_name} in vigore: indicalo per confrontare l'importo.`;
      return compose({ answer: `${read} Per il confronto con il contratto ${why}`, citations, related: [] });
    }
    // A part-timer's extra month is the month's pay at the share ("Part-time orizzontale 60%": 60% of the minimum).
    const part = partTimeShare(text);
    const share = ((rule?.share ?? 1) * part) / (accrual ? 12 : 1);
    // A closing payslip's "Rateo 13a (9/12)": the twelfths due to the leaving day (extra-month-twelfths.ts).
    const twelfths = accrual
      ? twelfthsCheck(stated.label, given, pay.row.amount * (rule?.share ?? 1) * part, text, fourteenth)
      : undefined;
    if (twelfths)
      return compose({
        answer: `${read.replace(' del mese', '')} ${twelfths.line}`,
        steps: [
          ...twelfths.steps,
          `Minimo del ${levelShort(level)} in vigore alla cessazione: ${euro(pay.row.amount)} (tabella dal ${italianDate(pay.table.effective_from)}).`,
        ],
        assumptions: [
          'Il confronto è con il minimo tabellare del livello: scatti di anzianità e superminimo, se presenti, entrano nella mensilità aggiuntiva e la aumentano.',
        ],
        citations: [
          ...citations,
          ...citeSources(
            ccnl,
            `${levelShort(level)}: minimo ${euro(pay.row.amount)}`,
            null,
            pay.table.sources,
            1,
          ),
        ],
        related: [],
      });
    // The 13th paid in full is the month's pay: the increments and superminimo the payslip states enter it.
    const items = fourteenth || accrual ? [] : payslipFixedItems(text);
    const extra = fixedItemsTotal(items);
    const due = cents((pay.row.amount + extra) * share);
    const label = levelShort(level);
    // The line at an earlier table's figure (the payslip left on the old minimum): that table named.
    const earlier =
      Math.abs(given - due) >= 0.01
        ? ccnl.pay_tables.find(
            (t) =>
              t.section === pay.table.section &&
              t.effective_from < pay.table.effective_from &&
              t.levels.some(
                (r) => r.level === level && Math.abs(cents((r.amount + extra) * share) - given) < 0.01,
              ),
          )
        : undefined;
    const stale = earlier
      ? ` È l'importo calcolato sulla tabella dal ${italianDate(earlier.effective_from)}: non è aggiornato.`
      : '';
    const whole = rule?.share ?? 1;
    const shareText = `${whole === 1 ? 'una mensilità' : `il ${Math.round(whole * 100)}% della mensilità`}${part < 1 ? `, per un part-time al ${percent(cents(part * 100))} in proporzione` : ''}${accrual ? ', che matura un dodicesimo al mese' : ''}`;
    const factors = `${whole === 1 ? '' : ` × ${Math.round(whole * 100)}%`}${part < 1 ? ` × ${percent(cents(part * 100))}` : ''}`;
    const article = fourteenth ? (ccnl.monthly_payments.article ?? null) : null;
    return compose({
      answer: `${read} Nel ${ccnl.short_name} la ${name} è ${shareText}: per il ${label} il minimo in vigore a ${italianDate(date).replace(/^1° /, '')} è ${euro(pay.row.amount)}${items.length ? `, che con le voci fisse della busta fa ${fixedItemsSum(pay.row.amount, items)} = ${euro(cents(pay.row.amount + extra))}` : ''}${share === 1 ? '' : `, quindi ${accrual ? 'al mese ' : ''}${euro(due)}`}; ${accrual ? monthVerdict(given, due) : verdictOn(given, due)}.${stale}`,
      steps: [
        `${name.charAt(0).toUpperCase()}${name.slice(1)} prevista${accrual ? ' nel mese' : ''}: ${share === 1 && !items.length ? euro(due) : `${items.length ? (share === 1 ? fixedItemsSum(pay.row.amount, items) : `(${fixedItemsSum(pay.row.amount, items)})`) : euro(pay.row.amount)}${factors}${accrual ? ' / 12' : ''} = ${euro(due)}`} (tabella dal ${italianDate(pay.table.effective_from)}).`,
        `In busta: ${euro(given)}.`,
      ],
      assumptions: [
        items.length
          ? 'La tredicesima è la retribuzione del mese: minimo tabellare più le voci fisse mensili della busta (scatti di anzianità, superminimo).'
          : 'Il confronto è con il minimo tabellare del livello: scatti di anzianità e superminimo, se presenti, entrano nella mensilità aggiuntiva e la aumentano.',
        ...(ccnl.monthly_payments.text ? [`Regola del contratto: ${ccnl.monthly_payments.text}`] : []),
      ],
      citations: [
        ...citations,
        ...citeSources(ccnl, `${label}: minimo ${euro(pay.row.amount)}`, null, pay.table.sources, 1),
        ...citeSources(
          ccnl,
          ccnl.monthly_payments.text ?? name,
          article,
          ccnl.monthly_payments.sources ?? [],
          1,
        ),
      ],
      related: [],
    });
  }
  return undefined;
}

function serviceCheck(
  ctx: AgentContext,
  document: AgentContext['documents'][number],
  line: RegExp,
  name: string,
): AgentAnswer | undefined {
  const passages = indexOf(document).passages;
  const values = labelledValues(passages);
  const paid = values.find(
    (v) => line.test(fold(v.label)) && !NOT_PAID.test(fold(v.label)) && !NET_LINE.test(fold(v.label)),
  );
  const text = passagesText(document);
  const date = monthOf(text) ?? ctx.today;
  const service = paid && serviceTwelfths(paid, values, ctx.message, document.text ?? text, date, name);
  if (!service) return undefined;
  return compose({
    answer: `Dal documento «${document.fileName}»: ${name} ${bold(`${paid.value} €`)} (riga «${paid.label}»). ${service.line}`,
    steps: service.steps,
    assumptions: [
      'La mensilità aggiuntiva matura un dodicesimo per ogni mese di servizio; la frazione di almeno 15 giorni conta come mese intero (verificare la regola del contratto applicato).',
    ],
    citations: [citePassage(paid.passage, `Documento caricato: ${document.fileName}`)],
    related: [],
  });
}

/**
 * "l'importo orario dell'integrazione è corretto?": a payslip's CIGO line against the law's share of the pay lost
 * (documents/cig-line-check.ts), before the payslip is read as a pay to check.
 */
export function documentCigLine(ctx: AgentContext): AgentAnswer | undefined {
  const text = ctx.documents.map((d) => d.text).join('\n');
  const checked = text ? cigLineCheck(ctx.message, text) : undefined;
  return checked && compose({ answer: checked.line, citations: checked.citations, related: [] });
}

/**
 * "la paga base di questa busta è aggiornata?": a pay item of the uploaded payslip checked against the same item
 * of the agreement's table (documents/component-check.ts), before the question is read as a pay to estimate.
 */
export function documentItemCheck(ctx: AgentContext): AgentAnswer | undefined {
  if (!ctx.documents.length) return undefined;
  const input = {
    question: ctx.message,
    passages: ctx.documents.flatMap((d) => indexOf(d).passages),
    kb: ctx.kb,
    categories: ctx.categories,
    today: ctx.today,
  };
  // "Paga base + contingenza ..... 1.507,63": the items a payslip joins in one line, weighed as their sum.
  // (Several items, or the whole payslip, doubted: every item weighed, before one item named alone.)
  const checked =
    joinedItemsCheck(input) ??
    fixedItemsCheck(input, true) ??
    componentCheck(input) ??
    fixedItemsCheck(input) ??
    // ("la voce ERN è giusta?": an item named by the agreement's own name for it, named-item-check.ts.)
    namedItemCheck(input);
  if (!checked) return undefined;
  // "e a dicembre cambia qualcosa?": the next table's minimum after the one checked (item-next-tranche.ts).
  const next = itemNextTranche(input);
  const line = next && !checked.line.includes(next.line) ? `${checked.line}\n\n${next.line}` : checked.line;
  const citations = next ? [...checked.citations, ...next.citations] : checked.citations;
  return compose({ answer: line, citations, related: [] });
}
