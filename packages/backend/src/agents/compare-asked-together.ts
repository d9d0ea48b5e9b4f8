import { euro, italianDate } from '../kb/format.js';
import { increasesOf, renewalSteps } from '../kb/increases.js';
import type { Ccnl } from '../kb/schema.js';
import type { Cell } from './compare-cells.js';
import { gap } from './compare-increase.js';
import { levelShort } from './shared/levels.js';

/**
 * Comparison cells for a measure asked with a second ask of its own, so that neither is dropped:
 * - the monthly payments asked with when the extra ones are paid ("quante mensilità … e quando vengono pagate
 *   quelle aggiuntive?", "quante mensilità e in che mese arrivano?"): the count, then each extra month's date;
 * - the increases of one year asked with their dates ("quali aumenti scattano nel 2026, con le date",
 *   "le tranche di quest'anno"): the year's tranches at the level, each with its date, not the whole renewal's.
 * The text is the folded question (lower case, no accents).
 */

// "quando vengono pagate", "in che mese si pagano", "quando arrivano", "entro quando le pagano".
const WHEN_PAID =
  /\b(?:quando|in che mes\w*|che mes\w*|in quali mesi|entro quando)\b[^?.;]{0,40}?\b(?:pagat\w*|pagan\w*|si pag\w*|erogat\w*|corrispost\w*|arriv\w*|versat\w*|spettan\w*)|\b(?:pagat\w*|erogat\w*|corrispost\w*) (?:in che mese|quando)\b/;
// "quante mensilità", "numero di mensilità", "quante buste all'anno": the count asked.
const COUNT_ASKED =
  /\bquant[ei] mensilit|\bnumero (?:di|delle) mensilit|\bquant[ei] (?:buste|stipendi|mensilit)\b/;

/**
 * The count of monthly payments with each extra month's date, when both are asked or the extra month is said to
 * differ; undefined otherwise.
 */
// "dice che la 14esima loro è diversa": how the extra month differs, its share and month, is asked.
const EXTRA_DIFFERS =
  /\b(?:quattordicesim\w*|14\s?(?:esim\w*|ma|a)|tredicesim\w*|13\s?(?:esim\w*|ma|a))\b[^?.;]{0,40}\b(?:divers\w*|different\w*|cambi\w*)/;

function paymentsWithDates(ccnl: Ccnl, text: string): Cell | undefined {
  if (!(WHEN_PAID.test(text) && COUNT_ASKED.test(text)) && !EXTRA_DIFFERS.test(text)) return undefined;
  const fact = ccnl.monthly_payments;
  const extras = (fact.extra ?? []).filter((e) => e.paid);
  if (fact.value === null || !extras.length) return undefined;
  const count = `${String(fact.value).replace('.', ',')} mensilità`;
  return {
    figure: `${count} (${extras.map((e) => `${e.name}${e.from ? `${since(e.from)},` : ''} ${e.paid}`).join('; ')})`,
    note: '',
    statement: fact.text ?? count,
    article: fact.article ?? null,
    sources: fact.sources,
  };
}

/** " dal 1° gennaio 2025": when a recently added extra month accrues from, where the data gives it. */
const since = (from: string | undefined): string => (from ? `, maturata dal ${italianDate(from)}` : '');

/** When the 13th or 14th is paid, when the question asks it. */
function paidCell(ccnl: Ccnl, which: 'tredicesima' | 'quattordicesima'): Cell {
  const fact = ccnl.monthly_payments;
  const extra = fact.extra?.find((e) => e.name.startsWith(which));
  if (!extra) {
    if (which === 'quattordicesima' && fact.value !== null && fact.value < 14)
      return {
        // (Thirteen months: the 13th is the only extra month, said by name.)
        figure: `nessuna quattordicesima${fact.value === 13 ? ', solo la tredicesima' : ''} (${fact.value} mensilità)`,
        note: '',
        statement: fact.text ?? '',
        article: fact.article ?? null,
        sources: fact.sources,
      };
    // ("14 mensilità: la quattordicesima è pagata entro la prima decade di luglio…": the statement names it.)
    if (fact.text && new RegExp(`\\b${which}\\b`).test(fact.text))
      return {
        figure: fact.text.replace(/\.$/, ''),
        note: '',
        statement: fact.text,
        article: fact.article ?? null,
        sources: fact.sources,
      };
    return gap(fact.gap ?? `mese di pagamento della ${which} non strutturato`);
  }
  if (!extra.paid) return gap(`mese di pagamento della ${extra.name} non indicato`);
  return {
    figure: `${extra.name}${since(extra.from)}: ${extra.paid}`,
    note: '',
    statement: fact.text ?? '',
    article: fact.article ?? null,
    sources: fact.sources,
  };
}

/**
 * The monthly payments' cell when the question asks when they are paid: the count with each date when it asks
 * both, the month of the 13th or 14th it names (with the count when it asks how much, or how the month named is
 * provided); undefined for the count alone (the topic's own cell).
 */
// "Quattordicesima: come è prevista nel CCNL X rispetto al Y?": how much and when, both asked of the month named.
const HOW_PROVIDED =
  /\bcome (?:e |viene |sono |vengono )?(?:previst|regolat|disciplinat|gestit|trattat|funzion|calcolat)\w*|\bcosa prevede\b|\bcom'e (?:previst|regolat)\w*/;
const EXTRA_NAMED = /\b(?:quattordicesim|tredicesim)\w*|\b1[34]\s?(?:esim\w*|ma|a|ª)(?!\w)/;

export function paymentsCell(ccnl: Ccnl, text: string): Cell | undefined {
  const both = paymentsWithDates(ccnl, text);
  if (both) return both;
  const how = HOW_PROVIDED.test(text) && EXTRA_NAMED.test(text);
  if (!how && !/quando|che mese|in che mese|si paga|pagat|erogat|mese di (?:pagamento|erogazione)/.test(text))
    return undefined;
  const which = /quattordicesim|\b14/.test(text)
    ? 'quattordicesima'
    : /tredicesim|\b13/.test(text)
      ? 'tredicesima'
      : undefined;
  const cell = which ? paidCell(ccnl, which) : undefined;
  // "per importo e mese di pagamento": how many monthly payments the year holds, beside the month.
  const count = ccnl.monthly_payments.value;
  // ("quante mensilità ha ciascuno, e quando si prende la quattordicesima?": the count asked too, said first.)
  const counted = how || /\bimport|\bquanto\b/.test(text) || COUNT_ASKED.test(text);
  return cell?.figure && count !== null && counted && !/mensilit/.test(cell.figure)
    ? { ...cell, figure: `${String(count).replace('.', ',')} mensilità; ${cell.figure}` }
    : cell;
}

const SIGNATURE_BEFORE =
  /(?:ipotesi|accordo|rinnov\w*|firmat\w*|siglat\w*|sottoscritt\w*|verbale|scadenz\w*|scad\w*|fino al?)\s+(?:del |il |nel |a |in data )?$/;

/**
 * The year whose increases are asked ("nel 2026", "per il 2026", "nell'anno 2026", "quest'anno"), when the
 * question asks what comes in it ("scattano", "arrivano", "con le date", "nell'anno", "da quale mese") or what was
 * taken ("chi ha preso di più di aumento quest'anno?": that year's tranche, not the renewal's whole increase);
 * undefined otherwise.
 */
export function yearOfIncreases(text: string, today: string): number | undefined {
  // The whole increase asked ("complessivo", "a regime") is the renewal's, whatever year the question names.
  if (/\bcomplessiv\w*|\ba regime\b|\bin totale\b/.test(text)) return undefined;
  if (
    !/\b(?:scatt\w*|arriv\w*|decorr\w*|con le (?:relative )?date|date e importi|in che (?:mese|data)|(?:da|a partire da|con) (?:quale|che) (?:mese|data|decorrenza)|quando|nell'?anno|tranche|trance|prossim[io] aument\w*)\b|\b(?:pres[oaie]|avut[oaie]|ricevut[oaie]|incassat[oaie])\b[^.?!]{0,40}\baument/.test(
      text,
    )
  )
    return undefined;
  if (/\bquest'?\s?anno\b|\bnell'?anno in corso\b/.test(text)) return Number(today.slice(0, 4));
  // ("l'ultima tranche 2026", "gli aumenti 2026": the year right after the increase's word.)
  for (const m of text.matchAll(
    /\b(?:nel|per il|durante il|in tutto il|nell'?anno|anno|del) (20\d\d)\b|\b(?:tranche|trance|aumenti|rat[ae]) (20\d\d)\b(?![-–/]\d)/g,
  )) {
    if (SIGNATURE_BEFORE.test(text.slice(0, m.index ?? 0))) continue;
    return Number(m[1] ?? m[2]);
  }
  return undefined;
}

/** The tranches of the level that start in `year`, each with its date (from the tables, else as the renewal states). */
// "l'ultima tranche del 2026", "l'ultimo aumento 2026": the year's last tranche only.
const LAST_ASKED = /\bultim[ao] (?:tranche|trance|aumento|rata|scatto)\b/;

export function yearTranchesCell(
  ccnl: Ccnl,
  asked: string | undefined,
  year: number,
  text = '',
): Cell | undefined {
  // No level named: the renewal's own reference level (the one its stated increase is for).
  const level = asked ?? increasesOf(ccnl)[0]?.level;
  if (!level) return undefined;
  const inYear = (from: string) => from.startsWith(String(year));
  const steps = renewalSteps(ccnl, level);
  const stated = increasesOf(ccnl, level)
    .filter((i) => i.level === level && i.unit === 'euro')
    .flatMap((i) => i.tranches ?? [])
    .filter((t) => t.amount !== undefined);
  const fromTables = steps.filter((s) => inYear(s.from)).map((s) => ({ from: s.from, amount: s.amount }));
  const fromRenewal = stated
    .filter((t) => inYear(t.from))
    .map((t) => ({ from: t.from, amount: t.amount as number }));
  // (The renewal's own tranches where the tables miss one: a first table states no step of its own.)
  const byTables = fromTables.length > 0 && fromTables.length >= fromRenewal.length;
  const found = byTables ? fromTables : fromRenewal;
  const tranches = LAST_ASKED.test(text) ? found.slice(-1) : found;
  const all = steps.length ? steps.map((s) => ({ from: s.from, amount: s.amount })) : stated;
  if (!tranches.length) {
    if (!all.length) return undefined;
    return {
      ...gap(null),
      figure: `nessuna tranche nel ${year}`,
      value: 0,
      note: `tranche del ${levelShort(level)}: ${all.map((t) => `+${euro(t.amount ?? 0)} dal ${italianDate(t.from)}`).join(', ')}`,
      statement: `Tranche del ${levelShort(level)}`,
      sources: ccnl.validity.sources,
    };
  }
  const total = tranches.reduce((s, t) => s + t.amount, 0);
  const listed = tranches.map((t) => `${euro(t.amount)} dal ${italianDate(t.from)}`).join(' e ');
  const sources = byTables
    ? (steps.filter((s) => inYear(s.from)).at(-1)?.table.sources ?? ccnl.validity.sources)
    : ccnl.validity.sources;
  return {
    figure: tranches.length > 1 ? `${listed} (${euro(total)} in tutto nel ${year})` : listed,
    value: total,
    note: `${levelShort(level)}, aumenti dei minimi nel ${year}`,
    statement: `Aumenti del ${levelShort(level)} nel ${year}: ${listed}`,
    article: byTables ? `tabelle minimi del ${year}` : null,
    sources,
  };
}
