/**
 * A sum asked of payslip items named by their kind ("mi sommi INPS, IRPEF e addizionali?", "contributi più
 * ritenute"): the lines of each kind named, summed, each line shown; when the payslip states its own total of
 * those lines ("Totale trattenute"), the answer says whether the sum matches it. Read on the document's lines.
 */

import { decimal, figureValue } from '../kb/format.js';
import { normalise } from '../kb/text.js';
import { askedClause } from '../reader/asking-clause.js';
import { withoutBenefits } from '../reader/benefit-words.js';
import { readable } from '../reader/text.js';

interface Kind {
  asked: RegExp;
  line: RegExp;
}

// What a question calls an item, and how a payslip labels its lines.
const KINDS: readonly Kind[] = [
  {
    asked: /\binps\b|\bcontribut\w*|\bivs\b|\bprevidenzial\w*/,
    line: /\binps\b|\bivs\b|\bcontribut\w*|\bprevidenzial\w*/,
  },
  { asked: /\birpef\b|\britenut\w* fiscal\w*|\bimpost\w*/, line: /\birpef\b|\britenut\w* fiscal\w*/ },
  // "Add. regionale", "Add.le comunale": the payslip's short labels.
  { asked: /\baddizional\w*/, line: /\baddizional\w*|\badd(?:\.|\.le|le|\s+le)?\s*(?:reg|com)\w*/ },
];
const SURCHARGE_LINE = /\baddizional\w*|\badd(?:\.|\.le|le|\s+le)?\s*(?:reg|com)\w*/;
// "quante tasse ho pagato?": the taxes on pay are the IRPEF and its surcharges, not the INPS contributions.
const TAXES = /\btass[ae]\b/;
// Lines that total or state a base, not an item withheld.
const NOT_ITEM = /\btotal\w*|\bimponibil\w*|\bnetto\b|\blord[oa]\b|\bdetrazion\w*/;
// Withholdings asked all at once, without naming their kinds.
const ALL_WITHHELD = /\btratten\w*|\britenut\w*|\bmi (?:tolgono|levano|hanno tolto)\b/;
const AMOUNT = /-?\d{1,3}(?:\.\d{3})*,\d{2}(?![\d,])(?!\s*%)/g;
const TOTAL_LINE = /\btotale (?:trattenut\w*|ritenut\w*)\b/;

const ROW_END = /\d,\d{2}\s*(?:€|euro)?\s*$/;
const lastAmount = (line: string) => [...line.matchAll(AMOUNT)].at(-1)?.[0];

/** The sentence that sums the kinds the question names, or undefined when it names fewer than two lines. */
export function kindsSummed(
  question: string,
  document: { fileName: string; text: string },
): string | undefined {
  const asked = normalise(readable(withoutBenefits(question)));
  // "quanto mi trattengono in tutto?": every kind withheld; one kind asked in total ("di addizionali in
  // tutto") sums its own lines (regional and municipal), when there are two or more.
  // The kinds the asking clause names, when it names any: a story around it ("mi serve per il contributo affitto
  // del Comune") names no item asked.
  const clause = normalise(readable(withoutBenefits(askedClause(question))));
  const namedIn = (text: string) => KINDS.filter((k, i) => k.asked.test(text) || (i > 0 && TAXES.test(text)));
  const named = namedIn(clause).length ? namedIn(clause) : namedIn(asked);
  const allWithheld = !named.length && ALL_WITHHELD.test(asked);
  const kinds = allWithheld ? KINDS : named;
  if (!kinds.length) return undefined;
  // Lines joined into one passage start again at a capital after a figure ("… 179,21 Ritenuta IRPEF …").
  // A form's numbered boxes ("Punto 22 - Addizionale regionale") are read from their label.
  const lines = document.text
    .split(/\r?\n|(?<=\d,\d{2})\s+(?=(?:\d{1,3}\s+)?[A-ZÀ-Ý])|\s+(?=(?:Punto|Rigo|Casella)\s+\d+\s*[-–:.])/)
    .map((l) => l.trim().replace(/^(?:punto|rigo|casella)\s+\d+\s*[-–:.]\s*/i, ''));
  // "di addizionali per il 2025": a line dated another year ("acconto 2026") is not that year's.
  const year = /\b(20\d\d)\b/.exec(asked)?.[1];
  const otherYear = (line: string) =>
    year !== undefined &&
    [...line.matchAll(/\b(20\d\d)\b/g)].some((m) => m[1] !== year) &&
    !line.includes(year);
  // "Addizionale regionale all'IRPEF" is a surcharge, not the IRPEF withheld: its lines count only when asked.
  const surcharges = kinds.includes(KINDS[2] as Kind);
  const items = lines
    .filter((l) => !NOT_ITEM.test(normalise(l)) && kinds.some((k) => k.line.test(normalise(l))))
    .filter((l) => surcharges || !SURCHARGE_LINE.test(normalise(l)))
    .filter((l) => !otherYear(l.replace(/\d{1,3}(?:\.\d{3})*,\d{2}/g, '')))
    .map((line) => ({ line, amount: lastAmount(line) }))
    .filter((i): i is { line: string; amount: string } => i.amount !== undefined);
  if (items.length < 2) return undefined;
  const total = Math.round(items.reduce((sum, i) => sum + figureValue(i.amount), 0) * 100) / 100;
  // A form's box number and dot leaders ("22  Addizionale regionale ........ 312,40") are not the item's name.
  const label = (line: string) =>
    line
      .replace(/\s+-?\d{1,3}(?:\.\d{3})*,\d{2}\s*$/, '')
      .replace(/^\d{1,3}\s+(?=\p{L})/u, '')
      .replace(/\s*\.{2,}\s*/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  const parts = items.map((i) => `${label(i.line)} ${i.amount} €`).join(' + ');
  // The payslip's own total of withholdings is compared only with a sum of every kind.
  const stated = kinds.length === KINDS.length ? lines.find((l) => TOTAL_LINE.test(normalise(l))) : undefined;
  const statedAmount = stated ? lastAmount(stated) : undefined;
  const check =
    statedAmount === undefined
      ? ''
      : figureValue(statedAmount) === total
        ? ` È lo stesso importo del totale indicato nel cedolino (${statedAmount} €): il totale torna.`
        : ` Il cedolino indica invece ${statedAmount} € di totale: la differenza è di ${decimal(Math.abs(figureValue(statedAmount) - total))} €.`;
  return `Dal documento «${document.fileName}»: ${allWithheld ? 'le trattenute sommano' : 'le voci chieste sommano'} **${decimal(total)} €** (${parts}).${check}`;
}

// Payslip items by what a question calls them and how a payslip labels their lines.
const ITEM_KINDS: readonly { asked: RegExp; line: RegExp }[] = [
  { asked: /\bnott[ie]\b|\bnotturn\w*/, line: /\bnotturn\w*|\bnotte\b/ },
  { asked: /\bstraordinar\w*/, line: /\bstraordinar\w*|\bstraord\b/ },
  { asked: /\bfestiv\w*|\bfeste\b/, line: /\bfestiv\w*/ },
  { asked: /\bdomenic\w*/, line: /\bdomenic\w*/ },
  { asked: /\breperibilit\w*/, line: /\breperibil\w*/ },
  { asked: /\btrasfert\w*/, line: /\btrasfert\w*/ },
  { asked: /\bindennit\w*/, line: /\bindennit\w*/ },
  { asked: /\bmensa\b|\bbuon\w* pasto\b|\bticket\b/, line: /\bmensa\b|\bpasto\b|\bticket\b/ },
];
// Lines that total or state a base, never one item.
const NOT_ONE_ITEM = /\btotal\w*|\bimponibil\w*|\bnetto\b|\bprogressiv\w*/;
// Two kinds asked together ("tra notti e festivi", "straordinari più indennità") are summed together; two kinds
// of one item ("straordinari notturni") name the lines that are both.
export const WITH_ITEM = /\b(?:compres\w*|inclus\w*|oltre (?:a|al|agli|alle|ai))\b/;
const TOGETHER = /\btra\b|\bpiu\b|\+|\b(?:e|ed)\b|,/;

/** The lines of the kinds a question names, summed (or the one line there is), each shown. */
export function kindLines(asked: string, document: { fileName: string; text: string }): string | undefined {
  const named = ITEM_KINDS.map((k) => ({ kind: k, at: asked.search(k.asked) }))
    .filter((k) => k.at >= 0)
    .sort((a, b) => a.at - b.at);
  // "quanto ho preso in tutto, compresi gli straordinari?": the whole pay with that item, not the item alone.
  if (!named.length || WITH_ITEM.test(asked)) return undefined;
  const between = named.length > 1 ? asked.slice(named[0]?.at ?? 0, named.at(-1)?.at ?? 0) : '';
  const together = named.length > 1 && TOGETHER.test(between);
  // (A row's code before its label, "… 79,35 0420 Straordinario notturno …", starts a row in a joined passage.)
  const lines = document.text
    .split(/\r?\n|(?<=\d,\d{2})\s+(?=(?:\d{1,4}\s+)?[A-ZÀ-Ý])/)
    .map((l) => l.trim())
    .filter((l) => !NOT_ONE_ITEM.test(normalise(l)))
    .filter((l) =>
      together
        ? named.some((k) => k.kind.line.test(normalise(l)))
        : named.every((k) => k.kind.line.test(normalise(l))),
    )
    // An item's row ends with its amount; a letter's sentence ("quota oraria di riferimento: 11,20 euro.") is
    // not an item paid.
    .filter((l) => ROW_END.test(l))
    .map((l) => ({ line: l, amount: lastAmount(l) }))
    .filter((i): i is { line: string; amount: string } => i.amount !== undefined);
  if (!lines.length) return undefined;
  const label = (line: string) => line.replace(/\s+-?\d{1,3}(?:\.\d{3})*,\d{2}\s*$/, '').replace(/\s+/g, ' ');
  // "per quante ore?", "quante ore mi hanno pagato": the hours column of the rows (hours × rate = amount).
  const hours = HOURS_ASKED.test(asked) ? lines.map((i) => hoursOf(i.line)) : [];
  const hoursSaid =
    hours.length && hours.every((h) => h !== undefined)
      ? `, per **${hoursText(hours.reduce((sum: number, h) => sum + (h ?? 0), 0))} ore**`
      : '';
  if (lines.length === 1) {
    const only = lines[0] as { line: string; amount: string };
    return `Dal documento «${document.fileName}»: la voce è una sola, ${label(only.line)}: **${only.amount} €**${hoursSaid}.`;
  }
  const total = Math.round(lines.reduce((sum, i) => sum + figureValue(i.amount), 0) * 100) / 100;
  const word =
    label(lines[0]?.line ?? '')
      .split(' ')[0]
      ?.toLowerCase() ?? '';
  const parts = lines.map((i) => `${label(i.line)} ${i.amount} €`).join(' + ');
  return `Dal documento «${document.fileName}»: ${together ? 'le voci chieste' : word} in totale **${decimal(total)} €**${hoursSaid} (${parts}).`;
}

const HOURS_ASKED = /\bquant\w* ore\b|\bnumero (?:di |delle )?ore\b/;

/**
 * A row's hours: the figure two columns before its amount, when hours × rate gives the amount — or, with a
 * surcharge column ("2,00 11,50 50% 34,50"), hours × rate with the surcharge, or the surcharge alone.
 */
function hoursOf(line: string): number | undefined {
  const [h, rate, amount] = [...line.matchAll(AMOUNT)].slice(-3).map((m) => figureValue(m[0]));
  if (h === undefined || rate === undefined || amount === undefined || h <= 0) return undefined;
  const surcharge = /(\d{1,3}(?:,\d{1,2})?)\s*%/.exec(line)?.[1];
  const share = surcharge === undefined ? undefined : figureValue(surcharge) / 100;
  const paid = [h * rate, ...(share === undefined ? [] : [h * rate * (1 + share), h * rate * share])];
  return paid.some((p) => Math.abs(p - amount) <= 0.05) ? h : undefined;
}

const hoursText = (h: number) => (Number.isInteger(h) ? String(h) : decimal(h));
