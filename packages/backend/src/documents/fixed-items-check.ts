/**
 * An uploaded payslip's fixed items checked as a whole against the level's table in force ("le voci fisse sono
 * corrette rispetto alle tabelle in vigore?", "guardando solo la parte retributiva, il cedolino è corretto?"):
 * no single item is named, so every item the table lists and the payslip states is weighed, and the answer says
 * which is short and by how much a month. The payslip states its figures: asking for them again is wrong.
 */
import { type Citation, citeSources } from '../agents/answer.js';
import { levelShort } from '../agents/shared/levels.js';
import { euro, figureValue, italianDate, percent } from '../kb/format.js';
import type { Passage } from '../kb/passages.js';
import { levelPayAt } from '../kb/pay.js';
import { baseComponent, tableOfBase } from '../kb/pay-items.js';
import type { PayRow } from '../kb/schema.js';
import { type ComponentInput, documentLevel, ITEMS } from './component-check.js';
import { itemsShare, statedShare } from './item-share.js';
import { withoutSetAside } from './set-aside.js';

const fold = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '');

// The payslip's pay part named as a whole: its fixed or pay items ("voci tabellari", "importi fissi"), the payslip
// weighed against the tables.
const WHOLE_PAY =
  /\b(?:voci|importi|elementi|valori) (?:fiss[ei]|retributiv[ei]|tabellari|di paga)\b|\bparte (?:retributiva|fissa|tabellare)\b|\b(?:rispetto|conform\w*|in linea|allineat\w*) (?:alle|con le) tabelle\b|\btabelle (?:in vigore|attuali|aggiornate|nuove)\b/;
// A doubt asked on it: correct, up to date, short ("se manca qualcosa", "di quanto è sotto"), or a check asked
// outright ("mi controllate le voci fisse?", "il minimo mi pare fermo").
const DOUBTED =
  /\bcontroll\w*|\bverific\w*|\bferm[oaie]\b|\bcorrett\w*|\bgiust[oaie]\b|\brispett(?:a|ano|ate|ati|ata)\b|\baggiornat\w*|\bin regola\b|\bconform\w*|\bin linea\b|\bmanca\b|\bsotto\b/;
const RAISE_DUE_ASKED =
  /\b(?:doveva|dovevano|dovrebbe|dovrebbero|non c'era|c'era|era previst\w*)\b[^?.]{0,25}\b(?:un |l')?aument/;
// Other checks asked beside it (withholdings, overtime, the net): the payslip's whole check answers those.
const OTHER_ASKS =
  /\binps\b|\birpef\b|\bnett[oi]\b|\bcontribut\w*|\btrattenut\w*|\bstraordinar\w*|\btfr\b|\bscatt\w*|\bferie\b|\b(?:paga|quota|retribuzione) orari[ao]\b|\ball.ora\b/;

// The payslip itself, or its minimums, doubted as a whole ("la busta è giusta o manca qualcosa?", "i minimi di
// novembre sono giusti?"): weighed like its fixed items, but answered here only when an item is short (a payslip
// whose items match keeps the whole check of its withholdings and net).
const WHOLE_DOCUMENT =
  /\b(?:(?:la |questa |sua |mia )?busta(?: paga)?|(?:il |questo |suo |mio )?cedolino|(?:i |le )?minimi|voci del minimo|manca (?:qualcosa|qualche voce))\b/;
// Two items of the minimum named together ("solo minimo e contingenza, sono giusti?"): each weighed.
const TWO_ITEMS =
  /\b(?:paga base|minimo|retribuzione (?:base|tabellare))\b[^.?]{0,40}\b(?:e|ed|con|piu|\+)\s+(?:la |l'|il )?(?:indennita (?:di )?)?contingenza\b|\bcontingenza\b[^.?]{0,40}\b(?:e|ed|con|piu|\+)\s+(?:la |il )?(?:paga base|minimo)\b/;
/** The words a payslip line may use for a table item ("Indennità di contingenza", "EDR", "3° elemento"). */
function labelsOf(row: PayRow, label: string): RegExp {
  const name = fold(label)
    .replace(/\(.*?\)/g, '')
    .trim();
  if (row.components.length > 1 && baseComponent(row)?.label === label)
    return /\b(?:paga base|retribuzione (?:base|tabellare)|paga tabellare|minimo (?:tabellare|contrattuale|conglobato)|tabellare)\b/;
  if (/^terzo elemento/.test(name)) return /\b(?:terzo|3°|3\^|iii) elemento\b/;
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`\\b${escaped}\\b`);
}

/** The figure the document states right after a label ("Paga base ..... 1.136,07"), not a total's. */
function statedOn(passages: readonly Passage[], label: RegExp): number | undefined {
  const global = new RegExp(label.source, 'g');
  for (const text of passages.map((p) => fold(p.text))) {
    for (const m of text.matchAll(global)) {
      // "Totale retribuzione tabellare 1.783,75" is the whole, not the item.
      if (/\btotale\s+(?:\S+\s+)?$/.test(text.slice(Math.max(0, m.index - 20), m.index))) continue;
      const after = text.slice(m.index + m[0].length);
      const figure = /^[^\d\n]{0,40}?(\d{1,3}(?:\.\d{3})*,\d{2})(?![\d,])/.exec(after);
      if (figure?.[1]) return figureValue(figure[1]);
    }
  }
  return undefined;
}

/** The check of a payslip's fixed items as a whole, or undefined when the question or document do not fit. */
export function fixedItemsCheck(
  input: ComponentInput,
  /** Called before the single item's check: only the doubts that check would misread (several items, the whole). */
  beforeItem = false,
): { line: string; citations: Citation[] } | undefined {
  const question = fold(input.question);
  const asked = withoutSetAside(question);
  // (Weighed against "the minimum" itself, "paga base e contingenza sono in linea col minimo?", "il minimo è
  // giusto?": the items' total against the level's minimum, minimum-check.ts and document-items-sum.ts.)
  const minimumNamed = /\b(?:il|col|al|con il|rispetto al) minimo\b/.test(asked);
  const two = TWO_ITEMS.test(asked) && !minimumNamed;
  const named = (WHOLE_PAY.test(asked) && !beforeItem) || two;
  // (An item named alone, "la paga base è giusta?", is that item's check, with its arrears when asked.)
  const whole = WHOLE_DOCUMENT.test(asked) && !minimumNamed && !ITEMS.some((i) => asked.includes(fold(i)));
  if (!(named || whole) || !DOUBTED.test(asked) || OTHER_ASKS.test(asked)) return undefined;
  // "… ma non doveva esserci un aumento a novembre?": the raise asked is the tranche's (its own Sì and shortfall).
  if (RAISE_DUE_ASKED.test(asked)) return undefined;
  const found = documentLevel(input);
  if (!found) return undefined;
  const { ccnl, level, date } = found;
  const pay = levelPayAt(ccnl, level, date);
  if (!pay || pay.row.components.length < 2) return undefined;
  const row = pay.row;
  const items = row.components.map((c) => ({
    label: c.label.replace(/\s*\(.*?\)/g, ''),
    table: c.amount,
    stated: statedOn(input.passages, labelsOf(row, c.label)),
  }));
  const read = items.filter((i) => i.stated !== undefined) as {
    label: string;
    table: number;
    stated: number;
  }[];
  if (read.length < 2) return undefined;
  const gaps = read.map((i) => ({ ...i, gap: Math.round((i.stated - i.table) * 100) / 100 }));
  const short = gaps.filter((g) => g.gap < 0);
  if (!named && !short.length) return undefined;
  const over = gaps.filter((g) => g.gap > 0);
  const name = levelShort(level);
  const inForce = `la tabella del ${name} del ${ccnl.short_name} in vigore dal ${italianDate(pay.table.effective_from)}`;
  const lost = Math.round(short.reduce((s, g) => s - g.gap, 0) * 100) / 100;
  const base = baseComponent(row);
  const stale = short.find((g) => g.label === base?.label.replace(/\s*\(.*?\)/g, ''));
  const earlier = stale
    ? tableOfBase(
        ccnl.pay_tables.filter(
          (t) => t.section === pay.table.section && t.effective_from < pay.table.effective_from,
        ),
        level,
        stale.stated,
      )
    : undefined;
  // Items written at full time times the share: the worker misses the gap at the share (item-share.ts).
  const share = itemsShare(input.passages);
  // (Items paid at a part-time share the payslip states apart, "Part-time 62,50%": part-time-share-check.ts.)
  if (!share && statedShare(input.passages.map((p) => p.text).join('\n')) !== undefined) return undefined;
  const missed = share ? Math.round(lost * share * 100) / 100 : lost;
  const atShare = share ? ` (${euro(lost)} a tempo pieno × ${percent(share * 100)})` : '';
  // The part-timer's own minimum beside the table's ("1.818,75 € … 1.091,25 € al 60%").
  const shareMinimum = share
    ? `, **${euro(Math.round(row.amount * share * 100) / 100)}** al ${percent(share * 100)}`
    : '';
  const lead = short.length
    ? `**No**: rispetto al${inForce} (minimo **${euro(row.amount)}**${shareMinimum}) mancano **${euro(missed)} al mese**${atShare}: ${short
        .map((g) => `${g.label} ${euro(g.stated)} invece di ${euro(g.table)} (${euro(-g.gap)} in meno)`)
        .join('; ')}.`
    : `**Sì**: le voci fisse del documento corrispondono al${inForce}.`;
  const others = gaps
    .filter((g) => g.gap >= 0)
    .map(
      (g) =>
        `${g.label} ${euro(g.stated)}${g.gap > 0 ? ` (${euro(g.gap)} più della tabella)` : ' (corrisponde)'}`,
    );
  const stated = Math.round(read.reduce((s, i) => s + i.stated, 0) * 100) / 100;
  const lines = [
    lead,
    ...(earlier
      ? [
          `Voce ${stale?.label}: è l'importo della tabella dal ${italianDate(earlier.effective_from)}, **non aggiornato** a quella in vigore.`,
        ]
      : []),
    ...(others.length && short.length ? [`Le altre voci: ${others.join('; ')}.`] : []),
    ...(over.length && !short.length
      ? [`Le voci sopra la tabella sono un di più che il contratto consente.`]
      : []),
    `Voci fisse del documento ${euro(stated)}; minimo del ${name} dal ${italianDate(pay.table.effective_from)} ${euro(row.amount)} (${row.components.map((c) => `${c.label.replace(/\s*\(.*?\)/g, '')} ${euro(c.amount)}`).join(' + ')}).`,
  ];
  return {
    line: lines.join('\n\n'),
    citations: citeSources(
      ccnl,
      `${name}: minimo ${euro(row.amount)} dal ${italianDate(pay.table.effective_from)}`,
      `tabella minimi dal ${italianDate(pay.table.effective_from)}`,
      pay.table.sources,
      1,
    ),
  };
}
