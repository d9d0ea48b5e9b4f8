/**
 * A pay item of an uploaded payslip or letter checked against the same item of the agreement's table ("la paga
 * base del 4° livello è quella prevista dal CCNL?"): the item the document states, the item of the level's
 * row in force in the document's month, and whether they match. The whole minimum is not the paga base: a
 * payslip states each item apart, and so does the table.
 */
import { type Citation, citeSources } from '../agents/answer.js';
import { levelShort } from '../agents/shared/levels.js';
import { euro, figureValue, italianDate, MONTH_NAMES, MONTHS } from '../kb/format.js';
import type { KnowledgeBase } from '../kb/knowledge-base.js';
import type { Passage } from '../kb/passages.js';
import { findLevel, levelPayAt } from '../kb/pay.js';
import { BASE_NAMED, baseComponent, tableOfBase } from '../kb/pay-items.js';
import type { Ccnl } from '../kb/schema.js';
import { askedVerdict, withVerdictWord } from './asked-verdict.js';
import { spanDifferences, withoutBoundaryMonths } from './component-arrears.js';
import { checkedAgreement } from './named-agreement.js';
import { sectionWeighed } from './section-weighed.js';
import { withoutDismissedWithholdings } from './set-aside.js';

export const ITEMS = [
  'paga base conglobata',
  'paga base',
  'retribuzione tabellare',
  'minimo tabellare',
  'minimo contrattuale',
  'minimo conglobato',
  'contingenza',
  'terzo elemento',
  'indennità di funzione',
];
// A check asked: "è quella prevista dal CCNL", "è giusta", "corrisponde al contratto", "è in regola", "è allineata";
// doubted the other way round: "sostiene che il minimo è sbagliato", "di quanto è sotto?".
export const CHECKED =
  /\bsbagliat\w*|\berrat[oaie]\b|\bdi quanto (?:(?:e|sta|resta|sarei|sarebbe|sono|siamo|starei|rimango|resto|va|vado) )?(?:sotto|in meno)\b|\btroppo bass[oaie]\b|\bsotto (?:il |al )?minimo\b|\bsottopagat\w*|previst\w* (?:dal|nel|per il) (?:ccnl|contratto)|\bgiust[oaie]\b|corrett\w*|conform\w*|corrispond\w*|in regola|allineat\w*|rispett\w*|aggiornat\w*|adeguat\w*|applicat\w*|\bnuov[ao]\b|\bvecchi[ao]\b|\bva bene\b|quell[ao] (?:del|dal) (?:ccnl|contratto)|\brimast[ao] (?:quell|ferm)\w*|\bferm[ao] (?:a|al|alla) (?:tabella|paga|importo|[a-z]+ 20\d\d)\b/;

// "Assumendo il minimo tabellare corretto, quanto vale un'ora di straordinario?": the item is given, not doubted.
const ASSUMED =
  /\b(?:assum|suppon|ipotizz|consideran|dando per)\w*\s+(?:\S+\s+){0,4}?(?:corrett|giust|aggiornat)\w*/;

const fold = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '');

/** The first day of the month a text names with its year ("novembre 2026"), if any. */
export function monthOf(text: string): string | undefined {
  const m = new RegExp(`\\b(${MONTH_NAMES})\\s+(20\\d\\d)\\b`).exec(fold(text));
  if (!m) return undefined;
  return `${m[2]}-${String(MONTHS.indexOf(m[1] ?? '') + 1).padStart(2, '0')}-01`;
}

export interface ComponentInput {
  question: string;
  passages: readonly Passage[];
  kb: KnowledgeBase;
  categories?: readonly number[];
  today: string;
}

/**
 * The agreement, level and month a payslip's check is made at: the agreement selected or named (in the question,
 * else the documents), the level named, the month the question or the documents name (else today).
 */
export function documentLevel(
  input: ComponentInput,
): { ccnl: Ccnl; level: string; date: string } | undefined {
  const text = input.passages.map((p) => p.text).join('\n');
  const ccnl = checkedAgreement(input.kb, input.categories, input.question, text);
  if (!ccnl) return undefined;
  const level = findLevel(ccnl, input.question) ?? findLevel(ccnl, text);
  if (!level) return undefined;
  // "mai aggiornata dopo marzo 2025": a boundary month is not the month checked; the payslip's own month is.
  return {
    ccnl,
    level,
    date: monthOf(withoutBoundaryMonths(input.question)) ?? monthOf(text) ?? input.today,
  };
}

/** The figure a document states for a pay item ("Contingenza ..... 524,22"), with its passage. */
export function statedItem(
  item: string,
  passages: readonly Passage[],
): { value: string; passage: Passage } | undefined {
  const statedIn = new RegExp(
    `${item.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[\\s.:]*(?:€|euro)?\\s*(\\d{1,3}(?:\\.\\d{3})*,\\d{2})(?![\\d,])`,
    'i',
  );
  const passage = passages.find((p) => statedIn.test(p.text));
  const value = passage ? statedIn.exec(passage.text)?.[1] : undefined;
  return passage && value ? { value, passage } : undefined;
}

/** The check of the pay item a question names against the agreement, or undefined when it cannot be made. */
export function componentCheck(input: ComponentInput): { line: string; citations: Citation[] } | undefined {
  // ("l'IRPEF la controllo dopo: la paga base è aggiornata?": the withholdings set aside are not asked.)
  const question = withoutDismissedWithholdings(fold(input.question));
  const asked = ITEMS.find((i) => question.includes(fold(i))) ?? bareMinimum(question, input.passages);
  if (!asked || !CHECKED.test(question) || ASSUMED.test(question)) return undefined;
  // The item as the document states it: the label asked, else (a base item asked, "la paga base è aggiornata?")
  // the label the payslip gives its base ("Retribuzione base conglobata").
  const labels = [asked, ...(BASE_NAMED.test(fold(asked)) ? BASE_LABELS.filter((l) => l !== asked) : [])];
  const read = labels
    .map((label) => ({ label, ...statedFigure(label, input.passages) }))
    .find((f) => f.passage && f.figure);
  if (!read?.passage || !read.figure) return undefined;
  const { passage, figure } = read;
  const item = read.label;
  const stated = { value: figure, passage };
  const found = documentLevel(input);
  if (!found) return undefined;
  const { ccnl, level, date } = found;
  // ("Albergo 2 stelle … tabella alberghi minori": the section the payslip's situation reads, section-weighed.ts.)
  const { section, table: tableNamed } = sectionWeighed(
    ccnl,
    [...input.passages.map((p) => p.text), input.question],
    level,
  );
  const pay = levelPayAt(ccnl, level, date, section);
  // The base item as the agreement calls it ("minimo (TEM)" for a payslip's "paga base").
  const component =
    pay?.row.components?.find((c) => fold(c.label).startsWith(fold(item))) ??
    (pay && BASE_NAMED.test(item) ? baseComponent(pay.row) : undefined) ??
    // ("Minimo contrattuale C3 2.158,26" where the table's minimum is one item, "minimo tabellare": that item, when
    // the line is near it; a line far below may hold only part of what the table's row sums.)
    (pay &&
    WHOLE_LABELS.test(item) &&
    (pay.row.components ?? []).length <= 1 &&
    Math.abs(figureValue(stated.value) - pay.row.amount) <= pay.row.amount * 0.05
      ? (pay.row.components?.[0] ?? { label: item, amount: pay.row.amount })
      : undefined);
  if (!pay || !component) return undefined;
  const value = figureValue(stated.value);
  // "Totale retribuzione tabellare 1.783,75" beside its parts: a label that can name the table's whole minimum,
  // with a figure nearer the whole than the base, is weighed against the whole minimum.
  const whole = wholeMinimumMeant(item, value, pay.row, component) ? pay.row : undefined;
  const compared = whole?.amount ?? component.amount;
  const gap = Math.round((value - compared) * 100) / 100;
  const verdict =
    gap === 0
      ? 'corrisponde'
      : gap < 0
        ? `è inferiore di ${euro(-gap)}`
        : `è superiore di ${euro(gap)} (più di quanto il contratto impone)`;
  const name = levelShort(level);
  // A base item still at an earlier table's figure: the table the payslip was left on.
  // (A table of one item, the Metalmeccanici's "minimo tabellare": its row's amount is that item's.)
  const earlier =
    gap < 0 && (whole || (pay.row.components ?? []).length <= 1)
      ? ccnl.pay_tables.find(
          (t) =>
            t.section === pay.table.section &&
            t.effective_from < pay.table.effective_from &&
            t.levels.some((r) => r.level === level && Math.abs(r.amount - value) < 0.005),
        )
      : gap < 0 && component === baseComponent(pay.row)
        ? tableOfBase(
            ccnl.pay_tables.filter(
              (t) => t.section === pay.table.section && t.effective_from < pay.table.effective_from,
            ),
            level,
            value,
          )
        : undefined;
  const stale = earlier
    ? ` È l'importo della tabella dal ${italianDate(earlier.effective_from)}: **non è aggiornata**.`
    : '';
  // The level's whole minimum beside the item checked ("paga base + contingenza = 1.691,70 €"): what the
  // worker compares the payslip's items with.
  const parts = pay.row.components ?? [];
  const sum = parts.map((c) => `${c.label} ${euro(c.amount)}`).join(' + ');
  const wholeLine =
    parts.length > 1 && !whole ? ` Il minimo completo del ${name} è ${euro(pay.row.amount)} (${sum}).` : '';
  const table = whole
    ? `il minimo completo del ${name} dal ${italianDate(pay.table.effective_from)} è ${euro(whole.amount)} (${sum})`
    : `${/^(?:minimo|terzo|superminimo|elemento)\b/.test(item) ? 'il' : 'la'} ${item} del ${name}${tableNamed} dal ${italianDate(pay.table.effective_from)} è ${euro(component.amount)}`;
  // "è quello giusto?": "Sì" when the item reaches the agreement's (asked-verdict.ts).
  const line = withVerdictWord(
    `Dal documento «${stated.passage.fileName}»: ${item} **${stated.value} €**; nel ${ccnl.short_name} ${table}: ${verdict}.${stale}${wholeLine}`,
    askedVerdict(question, gap >= 0),
  );
  const span =
    gap < 0 && !whole
      ? spanDifferences(question, value, (d) => {
          const at = levelPayAt(ccnl, level, d, section);
          return at?.row.components?.find((c) => c.label === component.label)?.amount;
        })
      : undefined;
  return {
    line: span ? `${line}\n\n${span.line}` : line,
    citations: citeSources(
      ccnl,
      `${name}: ${whole ? 'minimo' : item} ${euro(compared)} dal ${italianDate(pay.table.effective_from)}`,
      `tabella minimi dal ${italianDate(pay.table.effective_from)}`,
      pay.table.sources,
      1,
    ),
  };
}

// Other checks asked beside the minimum (its arrears, the overtime, the hours): the payslip's whole check answers.
const OTHER_ASKS =
  /straordinar|arretrat|orari|\bore\b|ferie|tredicesim|quattordicesim|scatt|nett|inps|irpef|contribut|\btfr\b|prova|preavviso/;

/**
 * "il minimo e l'EPA sono giusti?": a bare "minimo" asked with another item of a payslip that states one minimum
 * line ("Minimo contrattuale 1.878,05") is that line, when nothing else is asked beside them. (A bare minimum
 * asked alone, "il minimo è giusto?", is the whole pay's check: minimum-check.ts.)
 */
function bareMinimum(question: string, passages: readonly Passage[]): string | undefined {
  if (
    !/\bil minimo (?:(?:del|della|di) [^?,]{0,40}? )?(?:e|ed|con|piu) /.test(question) ||
    OTHER_ASKS.test(question)
  )
    return undefined;
  const stated = ['minimo contrattuale', 'minimo tabellare', 'minimo conglobato'].filter(
    (label) => statedFigure(label, passages).figure !== undefined,
  );
  return stated.length === 1 ? stated[0] : undefined;
}

/** Labels a payslip gives the table's whole minimum as often as its base item. */
const WHOLE_LABELS =
  /^(?:retribuzione tabellare|minimo tabellare|minimo contrattuale|minimo conglobato|retribuzione base conglobata)$/;

/** Labels a payslip gives its base or whole minimum, the longer first. */
const BASE_LABELS = [
  'paga base conglobata',
  'retribuzione base conglobata',
  'paga base',
  'retribuzione base',
  'retribuzione tabellare',
  'minimo tabellare',
  'minimo conglobato',
];

/**
 * The figure a document states for a label: the label (with the qualifiers a payslip may add, "Paga base
 * conglobata", "Paga base mensile", "Paga base tabellare conglobata"), then dot leaders, a colon or spaces, then the figure; a count column
 * between them ("Paga base conglobata   26   1.575,40", its unit in the header) is skipped.
 */
/** A label's accented vowels also read as typed on a payslip without accents ("Indennita' di funzione"). */
const accentTolerant = (pattern: string) =>
  pattern.replace(/[àèéìòù]/g, (v) => {
    const plain = v.normalize('NFKD').replace(/\p{M}+/gu, '');
    return `(?:${v}|${plain}'|${plain})`;
  });

function statedFigure(label: string, passages: readonly Passage[]): { passage?: Passage; figure?: string } {
  const statedIn = new RegExp(
    `${accentTolerant(label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))}(?:\\s+(?:conglobat\\w*|tabellar\\w*|mensil\\w*|contrattual\\w*|lord\\w*|nazional\\w*)){0,2}(?:\\s+(?:liv(?:ello|\\.)?\\s*)?(?:[a-z]{1,2}\\d{1,2}s?|\\d{1,2}\\s*[°ºª]\\s*(?:liv(?:ello|\\.)?)?)(?![\\d,.]))?[\\s.:]*(?:\\d{1,3}(?:,\\d{1,2})?\\s*(?:gg|giorni|ore|h)\\s+|\\d{1,3}\\s+)?(?:€|euro)?\\s*(\\d{1,3}(?:\\.\\d{3})*,\\d{2})(?![\\d,])`,
    'i',
  );
  const passage = passages.find((p) => statedIn.test(p.text));
  const figure = passage ? statedIn.exec(passage.text)?.[1] : undefined;
  return passage && figure ? { passage, figure } : {};
}

/**
 * Whether the figure a payslip states under `item` is the level's whole minimum rather than its base item: the
 * label can name either, the row has parts, the agreement has no item of that name, and the figure is nearer
 * the whole minimum than the base ("retribuzione tabellare 1.783,75" beside "paga base 1.241,31").
 */
function wholeMinimumMeant(
  item: string,
  value: number,
  row: { amount: number; components?: readonly { label: string; amount: number }[] },
  component: { label: string; amount: number },
): boolean {
  if (!WHOLE_LABELS.test(item) || (row.components ?? []).length < 2) return false;
  if (fold(component.label).startsWith(fold(item))) return false;
  return Math.abs(value - row.amount) < Math.abs(value - component.amount);
}
