import { askedVerdict, withVerdictWord } from '../documents/asked-verdict.js';
import { indexOf } from '../kb/documents.js';
import { addDays, euro, italianDate, percent } from '../kb/format.js';
import { levelPayAt } from '../kb/pay.js';
import { baseComponent } from '../kb/pay-items.js';
import { cents } from '../payroll/index.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citePassage, citeSources } from './answer.js';
import { baseItemAsked, baseItemName } from './base-item-asked.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { documentAgreement } from './document-facts.js';
import { partTimePercentOf } from './document-pay-basis.js';
import { documentText, levelOf } from './document-request.js';
import { documentDate } from './document-topics.js';
import { letterSuperminimo } from './letter-superminimo.js';
import { levelName } from './shared/levels.js';

/**
 * "Da dicembre 2026 cambia qualcosa nello stipendio della lettera?" beside a hiring letter that writes its pay: Sì
 * when the agreement's table for the letter's level changes in the month asked (Studi professionali 3° from
 * 1 December 2026: 1.726,37 €), with what the letter's pay must become; No when no new table starts then.
 * "la paga base è uguale a ottobre, non doveva esserci un aumento a novembre?" beside a payslip: the item the
 * payslip writes (its "Paga base") against the same item of the table (Commercio 4° from 1 November 2026:
 * 1.292,46 €, 35,00 € more than the 1.257,46 € written). Undefined when no change is asked, no month is named
 * or the document's pay, agreement or level cannot be read.
 */

const MONTH_NAMES =
  'gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre';
const CHANGE_ASKED = new RegExp(
  String.raw`\bcambi\w* (?:qualcosa|niente|nulla)\b|\b(?:ci sono|c'?e|c'?era|ci sara|arriva\w*|esserci|scatt\w*|previst[oi]) (?:stat[oi] )?(?:stato |degli |un |l'|gli |qualche )?aument\w*|\b(?:aument\w*|sal\w*) (?:lo stipendio|la paga|la retribuzione)\b|\baument\w* (?:a|di|da|dal(?: 1°?)?) (?:${MONTH_NAMES})\b`,
);
// "è giusto?", "è corretto?", "quanto mi mancherebbe?": the payslip's figure asked right.
const RIGHT_ASKED = /\b(?:e|sono|sia|siano) (?:giust|corrett)\w*|\bquanto mi manc\w*/;
// The whole pay asked, not one item of it.
const WHOLE_ASKED = /\b(?:totale|lordo|minimo|stipendio|netto)\b/;
/** An item of the table named by its first two words ("elemento retributivo") or its acronym ("ERN"). */
function itemNamed(sentence: string, row: Pay['row']): boolean {
  return row.components.some((c) => {
    const words = c.label.split(' (')[0]?.toLowerCase().split(' ') ?? [];
    const acronyms = (/\(([^)]*)\)/.exec(c.label)?.[1] ?? '').match(/\b[A-Z]{2,}\b/g) ?? [];
    const names = [
      ...(words.length >= 2 ? [words.slice(0, 2).join(' ')] : []),
      ...acronyms.map((a) => a.toLowerCase()),
    ];
    return names.some((n) => new RegExp(String.raw`\b${escaped(n)}\b`).test(sentence));
  });
}
const PAY_NAMED = /\bstipendi\w*|\bpaga\b|\bretribuzion\w*|\bminim[oi]\b|\bbusta\b|\bcedolin\w*/;
// ("Retribuzione: minimo tabellare mensile 1.706,37 euro": a few words may name the figure after the colon.)
const MONTHLY_PAY =
  /\bretribuzione\b[^:\n]{0,40}:\s*(?:[^\d\n:]{0,40}?\s)?(?:euro|€)?\s*(\d{1,3}(?:\.\d{3})*,\d{2}|\d{3,4},\d{2})\b/i;
const amountOf = (written: string) => Number(written.replace(/\./g, '').replace(',', '.'));
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The first table item a payslip writes with its amount ("Paga base      1.257,46"), with its amount and the other
 * table items the same line names ("Retribuzione tabellare + contingenza (62,50%) ... 855,11": both, one figure).
 * A percentage on the line ("(62,50%)", the part-time share) is no amount.
 */
function writtenItem(
  text: string,
  labels: string[],
): { label: string; amount: number; joined: string[]; between: string } | undefined {
  for (const label of labels) {
    const found = new RegExp(
      String.raw`\b${escaped(label)}\b((?:[^\d\n]|\d{1,3}(?:,\d+)?\s*%){0,80}?)(\d{1,3}(?:\.\d{3})*,\d{2}|\d{3,4},\d{2})(?![\d,]|\s*%)`,
      'i',
    ).exec(text);
    if (found?.[2]) {
      const between = found[1] ?? '';
      const joined = labels.filter(
        (other) => other !== label && new RegExp(String.raw`\b${escaped(other)}\b`, 'i').test(between),
      );
      return { label, amount: amountOf(found[2]), joined, between };
    }
  }
  return undefined;
}

/**
 * "la paga base è giusta o me la dovevano aumentare a gennaio? la contingenza non so cos'è": the asking sentence
 * names the base item, so the payslip's base line ("Paga base 1.277,04") is weighed against the table's base item
 * (the Alimentari's "minimo (TEM)"), not the first item the payslip happens to share a label with.
 */
const BASE_NAMES = ['paga base', 'retribuzione tabellare', 'minimo tabellare', 'paga tabellare', 'minimo'];
/**
 * A table item the payslip writes by its name without the table's gloss ("Elemento retributivo nazionale (ERN)"
 * for "elemento retributivo nazionale (ERN, contingenza conglobata)"): read by the name before the parenthesis,
 * returned under the table's label.
 */
function shortLabelItem(
  text: string,
  labels: string[],
): { label: string; amount: number; joined: string[] } | undefined {
  for (const label of labels) {
    const short = label.split(' (')[0]?.trim() ?? '';
    if (short === label || short.split(' ').length < 2) continue;
    const found = writtenItem(text, [short]);
    if (found) return { label, amount: found.amount, joined: [] };
  }
  return undefined;
}

function baseLineAsked(
  question: string,
  row: Pay['row'],
  text: string,
): { label: string; amount: number; joined: string[] } | undefined {
  const asking = (question.match(/[^.?!]*\?/g) ?? []).join(' ');
  const base = baseComponent(row);
  if (!base || !BASE_ASKED_WORDS.test(asking)) return undefined;
  const line = writtenItem(text, BASE_NAMES);
  // ("Retribuzione tabellare + contingenza (62,50%) ... 855,11": the line's figure is both items', one amount.)
  const joined = line
    ? row.components
        .filter(
          (c) =>
            c.label !== base.label &&
            new RegExp(String.raw`\b${escaped(c.label.split(' (')[0] ?? '')}\b`, 'i').test(line.between),
        )
        .map((c) => c.label)
    : [];
  return line && { label: base.label, amount: line.amount, joined };
}
const BASE_ASKED_WORDS =
  /\bpaga base\b|\bpaga tabellare\b|\bretribuzione (?:base|tabellare)\b|\bminimo tabellare\b/;

/** The month a raise is expected in ("un aumento a novembre"), in the year of `near` (the document's date). */
// "a dicembre c'è un aumento", "da gennaio scatta l'aumento": the month named before the raise.
const MONTH_BEFORE_RAISE = new RegExp(
  String.raw`\b(?:a|da|dal(?: 1°?)?) (${MONTH_NAMES}) (?:c'?e (?:stato )?|ci sara |arriva |scatta |parte )(?:un |l'|il )?aument`,
);
const NEXT_MONTH = /\b(?:dal|il|nel) (?:mese prossimo|prossimo mese)\b/;

function raiseMonth(question: string, near: string, today: string): string | undefined {
  const month =
    new RegExp(String.raw`\baument\w* (?:a|di|da|dal(?: 1°?)?) (${MONTH_NAMES})\b`).exec(question)?.[1] ??
    MONTH_BEFORE_RAISE.exec(question)?.[1];
  // "dal mese prossimo cambia qualcosa?": the month after today.
  if (!month)
    return NEXT_MONTH.test(question)
      ? addDays(`${today.slice(0, 7)}-28`, 7).replace(/\d\d$/, '01')
      : undefined;
  const number = String(MONTH_NAMES.split('|').indexOf(month) + 1).padStart(2, '0');
  return `${near.slice(0, 4)}-${number}-01`;
}

export function documentPayChange(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  if (!ctx.documents.length) return undefined;
  // The letter's absorbable superminimo asked after a tranche shrank it (letter-superminimo.ts).
  const superminimo = letterSuperminimo(ctx, req);
  if (superminimo) return superminimo;
  const question = readable(ctx.message);
  const text = documentText(ctx);
  // ("uguale a ottobre, l'aumento di novembre non c'era?": the month the raise is expected in is the one asked.)
  const date = raiseMonth(question, documentDate(text) ?? ctx.today, ctx.today) ?? req.slots.date;
  if (!date || !CHANGE_ASKED.test(question) || !PAY_NAMED.test(question)) return undefined;
  const ccnl = documentAgreement(ctx.kb, req, text);
  const level = ccnl && (req.slots.level ?? levelOf(ccnl, text));
  if (!ccnl || !level) return undefined;
  const monthStart = `${date.slice(0, 7)}-01`;
  const at = levelPayAt(ccnl, level, date);
  const before = levelPayAt(ccnl, level, addDays(monthStart, -1));
  if (!at || !before) return undefined;
  const name = `${levelName(ccnl, level)} del ${ccnl.short_name}`;
  const citations = citeSources(
    ccnl,
    `Minimo del ${levelName(ccnl, level)}: ${euro(at.row.amount)} dal ${italianDate(at.table.effective_from)}`,
    `tabella minimi dal ${italianDate(at.table.effective_from)}`,
    at.table.sources,
  );
  const changes = at.table.effective_from >= monthStart && at.row.amount !== before.row.amount;
  const written = MONTHLY_PAY.exec(text)?.[1];
  // A payslip writes the table's items one by one: its item weighed against the same item of the table.
  // (Only when a question sentence asks the raise: "da novembre c'era l'aumento" told in a story that asks the
  // minimum or the arrears is the payslip check's and the arrears' to answer.)
  const asking = question.match(/[^.?!]*\?/g) ?? [];
  // ("a gennaio c'è stato un aumento … l'elemento retributivo è giusto? quanto mi mancherebbe?": the raise told,
  // the payslip's item asked right: the same weighing, the verdict on the item.)
  // Only an item of the table named in the sentence that asks it right ("l'ERN in busta è giusto?"); the whole
  // minimum, the total or the gross asked right ("è giusto il minimo?", "la paga base e il totale sono giusti?",
  // "il lordo è giusto?") is the payslip check's, a raise told in the story beside it.
  const rightAsked =
    asking.some((s) => RIGHT_ASKED.test(s) && itemNamed(s, at.row)) &&
    !asking.some((s) => WHOLE_ASKED.test(s));
  const raiseAsked = asking.some((sentence) => CHANGE_ASKED.test(sentence)) || rightAsked;
  const item =
    written || !raiseAsked
      ? undefined
      : (baseLineAsked(question, at.row, text) ??
        writtenItem(
          text,
          at.row.components.map((c) => c.label),
        ) ??
        shortLabelItem(
          text,
          at.row.components.map((c) => c.label),
        ));
  if (!written && !item) return undefined;
  // "la retribuzione tabellare che hanno scritto è giusta?": the letter's base item against the table's, not its
  // whole minimum (base-item-asked.ts).
  const baseItem = item ? undefined : baseItemAsked(at.row, question);
  const baseWritten = baseItem
    ? writtenItem(text, [baseItem.label, 'retribuzione tabellare', 'paga base', 'tabellare'])
    : undefined;
  const asBase = baseItem && baseWritten ? { item: baseItem, given: baseWritten.amount } : undefined;
  // (The payslip the item is read off, named and cited: the answer weighs its figure.)
  const passage = item
    ? ctx.documents
        .flatMap((d) => indexOf(d).passages)
        .find(
          (p) =>
            writtenItem(
              p.text,
              item.label === baseComponent(at.row)?.label ? [item.label, ...BASE_NAMES] : [item.label],
            ) !== undefined,
        )
    : undefined;
  const answer = item
    ? itemAnswer(
        passage?.fileName ?? 'caricata',
        item,
        at,
        before,
        name,
        changes,
        partTimePercentOf(text, ccnl.weekly_hours?.value),
        rightAsked,
      )
    : asBase
      ? baseLetterAnswer(
          question,
          asBase,
          at,
          before,
          name,
          partTimePercentOf(text, ccnl.weekly_hours?.value),
        )
      : letterAnswer(amountOf(written ?? ''), at, before, name, changes);
  return compose({
    answer,
    steps: [],
    citations: [
      ...(passage ? [citePassage(passage, `Documento caricato: ${passage.fileName}`)] : []),
      ...citations,
    ],
    related: [],
  });
}

type Pay = NonNullable<ReturnType<typeof levelPayAt>>;

function letterAnswer(given: number, at: Pay, before: Pay, name: string, changes: boolean): string {
  const rise = cents(at.row.amount - given);
  return changes
    ? `${bold('Sì')}: dal ${italianDate(at.table.effective_from)} il minimo del ${name} sale a ${bold(euro(at.row.amount))} (+${euro(cents(at.row.amount - before.row.amount))} rispetto a ${euro(before.row.amount)}); ${rise > 0 ? `la retribuzione della lettera (${euro(given)}) va portata almeno a ${euro(at.row.amount)}, ${euro(rise)} in più al mese` : `la retribuzione della lettera (${euro(given)}) resta pari o superiore al nuovo minimo`}.`
    : `${bold('No')}: nel mese indicato non parte una nuova tabella; il minimo del ${name} resta ${bold(euro(at.row.amount))} (in vigore dal ${italianDate(at.table.effective_from)}) e la retribuzione della lettera è ${euro(given)}.`;
}

/** The letter's base item against the table's same item, now and before its last change. */
function baseLetterAnswer(
  question: string,
  base: { item: { label: string }; given: number },
  at: Pay,
  before: Pay,
  name: string,
  share?: number,
): string {
  const of = (pay: Pay) => pay.row.components.find((c) => c.label === base.item.label)?.amount ?? 0;
  const due = of(at);
  const previous = of(before);
  const short = cents(due - base.given);
  const what = baseItemName(base.item, question);
  const since =
    due !== previous
      ? `dal ${italianDate(at.table.effective_from)} la ${what} del ${name} sale a ${bold(euro(due))} (+${euro(cents(due - previous))} rispetto a ${euro(previous)})`
      : `la ${what} del ${name} è ${bold(euro(due))} (tabella in vigore dal ${italianDate(at.table.effective_from)})`;
  // A part-time payslip that writes its items at their full-time figures ("importi tempo pieno"): the month's
  // shortfall is the full-time one at the part-time share.
  const fullTimeFigures = share !== undefined && base.given > ((due * share) / 100) * 1.2;
  const partShort =
    share !== undefined && fullTimeFigures && short > 0
      ? `; con il part-time al ${share.toLocaleString('it-IT')}% mancano ${bold(euro(cents((short * share) / 100)))} al mese`
      : '';
  const weighed =
    short > 0
      ? `la ${what} della lettera (${euro(base.given)}) va portata almeno a ${euro(due)}, ${euro(short)} in più al mese a tempo pieno${partShort}`
      : `la ${what} della lettera (${euro(base.given)}) è pari o superiore`;
  const line = `${since}; ${weighed}.`;
  return withVerdictWord(line, askedVerdict(question, short <= 0) ?? (due !== previous ? 'Sì' : 'No'));
}

function itemAnswer(
  file: string,
  item: { label: string; amount: number; joined: string[] },
  at: Pay,
  before: Pay,
  name: string,
  changes: boolean,
  share: number | undefined,
  rightAsked = false,
): string {
  // The items the line joins, summed; on a part-time payslip, at its share of the full-time figure.
  const labels = [item.label, ...item.joined];
  const full = (pay: Pay) =>
    cents(labels.reduce((sum, l) => sum + (pay.row.components.find((c) => c.label === l)?.amount ?? 0), 0));
  const part = (amount: number) => (share ? cents((amount * share) / 100) : amount);
  const due = part(full(at));
  const previous = part(full(before));
  const short = cents(due - item.amount);
  const the = /^(?:paga|retribuzione|contingenza|indennit)/i.test(item.label)
    ? 'la'
    : /^[aeiou]/i.test(item.label)
      ? "l'"
      : 'il';
  const what = labels.join(' + ');
  const partSaid = (pay: Pay) =>
    share ? ` (${euro(full(pay))} a tempo pieno, al ${percent(share)} del part-time)` : '';
  const written = `la busta «${file}» riporta ${euro(item.amount)}`;
  const weighed =
    short > 0
      ? `${written}: mancano ${bold(euro(short))} lordi al mese`
      : `${written}, pari o superiore alla voce dovuta`;
  // "è giusto?": No when the item is short of the table's, Sì when it reaches it.
  if (rightAsked)
    return short > 0
      ? `${bold('No')}: ${written}, ma ${the}${the.endsWith("'") ? '' : ' '}${what} del ${name} è ${bold(euro(due))}${partSaid(at)} dal ${italianDate(at.table.effective_from)} (prima ${euro(previous)}): mancano ${bold(euro(short))} lordi al mese.`
      : `${bold('Sì')}: ${written}, pari o superiore a ${the}${the.endsWith("'") ? '' : ' '}${what} del ${name} (${euro(due)}${partSaid(at)}, tabella in vigore dal ${italianDate(at.table.effective_from)}).`;
  return changes && due !== previous
    ? `${bold('Sì')}: dal ${italianDate(at.table.effective_from)} ${the} ${what} del ${name} sale a ${bold(euro(due))}${partSaid(at)}, cioè ${euro(cents(due - previous))} in più di ${euro(previous)}; ${weighed}.`
    : `${bold('No')}: nel mese indicato ${the} ${what} del ${name} non cambia; resta ${bold(euro(due))}${partSaid(at)} (tabella in vigore dal ${italianDate(at.table.effective_from)}); ${weighed}.`;
}
