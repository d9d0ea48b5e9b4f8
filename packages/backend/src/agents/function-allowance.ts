import { euro, italianDate } from '../kb/format.js';
import { tableAt } from '../kb/pay.js';
import type { Ccnl } from '../kb/schema.js';
import { cents } from '../payroll/net-pay.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer, Citation } from './answer.js';
import { tableCitations } from './calcolo-parts.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';

/**
 * The Quadri's function allowance asked by itself ("l'indennità di funzione quanto è al mese?", "quanto vale in
 * un anno l'indennità di funzione?", "indennità di funzione dei quadri nei due contratti?"): its monthly figure
 * opens the answer, the yearly value on the months it is paid when a year is asked, and two agreements side by
 * side with their difference. Before, the quadro's net pay was computed and the allowance was a line of its table.
 * The figure is the pay table's item, else the one the agreement's pay structure states (Logistica: 51,65 €, not
 * an item of its minimum); an agreement with neither says it plainly. Undefined unless the allowance is what the
 * message asks (its sentence with "?" or a short message) and an amount is asked, not a net or a salary.
 */
const ITEM = /\binden+it\w* (?:di |della )?funzion\w*/;
const AMOUNT = /\bquant\w*|\ba quanto\b|\bimport\w*|\bvale\b|\bcifra\b|\bspett\w*|\bprevist\w*|\bdovrebbe\b/;
const YEAR = /\bin un anno\b|\ball'anno\b|\bl'anno\b|\bannu\w*|\bbudget\b|\bintero anno\b/;
// The salary or its net asked, with the allowance as one of its items: the pay answers compute it.
const OTHER_ASK =
  /\bnett\w*|\bstipendi\w*|\bquanto (?:prend|guadagn|percep)\w*|\bbusta\b|\bcedolin\w*|\bnon me l|\b(?:contand\w*|compres[ao]|inclus[ao]|con|piu) (?:anche )?(?:l'|l |la )?inden|\bminimo (?:contrattual|tabellar|mensil)\w*|\bin piu (?:al mese|rispetto)\b/;
const STATED = /indennit\S* di funzione (?:di|pari a) (\d{1,3}(?:\.\d{3})*,\d{2}) ?€/;

const sentences = (text: string) =>
  text
    .split(/(?<=[?!;])\s+|(?<=\p{L}{2}\.)\s+/u)
    .map((s) => s.trim())
    .filter(Boolean);

type Allowance = {
  ccnl: Ccnl;
  amount?: number;
  payments?: number;
  fromTable: boolean;
  citations: Citation[];
  /** The level paid it: the table row's ("Quadri", a domestic "DS"), else the Quadri the structure names. */
  level: string;
};

function allowanceOf(ccnl: Ccnl, date: string): Allowance {
  const table = tableAt(ccnl, date).current;
  const isItem = (c: { label: string }) => /indennita di funzione/.test(readable(c.label));
  const row = table?.levels.find((r) => r.components.some(isItem));
  const item = row?.components.find(isItem);
  const level = row?.level ?? 'Quadri';
  const citations = tableCitations(ccnl, date);
  const payments = item?.payments ?? ccnl.monthly_payments.value ?? undefined;
  if (item) return { ccnl, amount: item.amount, payments, fromTable: true, citations, level };
  const stated = STATED.exec(ccnl.pay_structure)?.[1];
  const amount = stated ? Number(stated.replace(/\./g, '').replace(',', '.')) : undefined;
  const cited = amount === undefined ? [] : citations;
  return { ccnl, amount, payments, fromTable: false, citations: cited, level };
}

// The months it is paid on are the table's; an amount the pay structure states alone says none.
const yearly = (a: Allowance) =>
  a.amount !== undefined && a.payments && a.fromTable ? cents(a.amount * a.payments) : undefined;

function oneLine(a: Allowance, yearAsked: boolean): string {
  if (a.amount === undefined)
    return `L'indennità di funzione dei Quadri del ${a.ccnl.short_name} non è nella base di conoscenza: la sua tabella dei minimi non la riporta come voce a sé e non ho un importo da una fonte pubblicata. Per la cifra serve il testo del contratto o il cedolino.`;
  const year = yearly(a);
  if (yearAsked && year !== undefined)
    return `Nel ${a.ccnl.short_name} l'indennità di funzione del livello ${a.level} vale ${bold(`${euro(year)} l'anno`)}: ${euro(a.amount)} al mese × ${a.payments} mensilità.`;
  return `Nel ${a.ccnl.short_name} l'indennità di funzione del livello ${a.level} è di ${bold(`${euro(a.amount)} al mese`)} (lordi)${year !== undefined ? `, su ${a.payments} mensilità: ${euro(year)} l'anno` : ''}.`;
}

function stepOf(a: Allowance, date: string): string | undefined {
  if (a.amount === undefined) return undefined;
  if (!a.fromTable)
    return `${a.ccnl.short_name}: l'indennità di funzione (${euro(a.amount)}) è indicata dalla struttura della retribuzione del contratto e non è una voce della tabella dei minimi: si aggiunge al minimo del livello Quadri.`;
  const when = tableAt(a.ccnl, date).current?.effective_from;
  return `${a.ccnl.short_name}: indennità di funzione del livello ${a.level} ${euro(a.amount)} nella tabella dei minimi${when ? ` in vigore dal ${italianDate(when)}` : ''}, già compresa nel minimo mensile del livello.`;
}

function twoLine(a: Allowance, b: Allowance): string {
  const side = (x: Allowance) =>
    x.amount === undefined
      ? `non nella base di conoscenza nel ${x.ccnl.short_name}`
      : `${bold(euro(x.amount))} nel ${x.ccnl.short_name}`;
  const head = `Indennità di funzione mensile dei Quadri: ${side(a)}; ${side(b)}`;
  if (a.amount === undefined || b.amount === undefined) return `${head}.`;
  const [high, low] = a.amount >= b.amount ? [a, b] : [b, a];
  const gap = cents((high.amount ?? 0) - (low.amount ?? 0));
  return gap
    ? `${head}: ${euro(gap)} in più al mese nel ${high.ccnl.short_name}.`
    : `${head}: lo stesso importo.`;
}

export function functionAllowance(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  if (ctx.documents.length) return undefined;
  const text = readable(ctx.message);
  const all = sentences(text);
  const asking = all.find((s) => ITEM.test(s) && AMOUNT.test(s) && (s.endsWith('?') || text.length <= 220));
  if (!asking || OTHER_ASK.test(asking)) return undefined;
  const ids = req.slots.agreements.slice(0, 2);
  const agreements = ids.map((id) => ctx.kb.byCategory(id)).filter((c): c is Ccnl => c !== undefined);
  if (!agreements.length) return undefined;
  const date = req.slots.date ?? ctx.today;
  const found = agreements.map((c) => allowanceOf(c, date));
  const [first, second] = found;
  if (!first) return undefined;
  const answer = second ? twoLine(first, second) : oneLine(first, YEAR.test(asking));
  const steps = found.map((a) => stepOf(a, date)).filter((s): s is string => s !== undefined);
  return compose({
    answer,
    steps,
    citations: found.flatMap((a) => a.citations),
    related: agreements.map((c) => `Qual è il minimo mensile del livello Quadri nel ${c.short_name}?`),
  });
}
