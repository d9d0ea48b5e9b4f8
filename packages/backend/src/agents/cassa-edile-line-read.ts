import { labelledValues } from '../documents/labelled-values.js';
import { indexOf } from '../kb/documents.js';
import { euro, figureValue } from '../kb/format.js';
import type { Passage } from '../kb/passages.js';
import type { Ccnl } from '../kb/schema.js';
import { cents } from '../payroll/index.js';
import { type AgentAnswer, citePassage, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';

/**
 * A payslip's Cassa Edile set-aside line asked what it is ("che cos'è questa voce?", "su che importo è calcolata e
 * con che percentuale?", "quei soldi li perdo?"): the line read as the payslip writes it — its percentage, the base
 * and the amount — and the agreement's rule: the holiday and Christmas-bonus pay of manual workers, set aside each
 * month at the Cassa Edile (net of taxes by a conventional percentage), which the Cassa pays to the worker in July
 * and December. Undefined when the question asks none of this of the line, or the payslip shows no such line.
 */

type Rule = NonNullable<Ccnl['monthly_payments']>;

const AMOUNT = String.raw`(\d{1,3}(?:\.\d{3})*,\d{2})(?![\d,])(?!\s*%)`;
// "Accantonamento Cassa Edile G.N.F. 14,20%   1.764,00   250,49", "Accantonamento ferie e gratifica (14,20%) su
// 1.764,00 = 250,49", "Accant. GNF .... 250,49".
const LINE = new RegExp(
  String.raw`(?<!imponibile |utile per )(accant\w*\.?[^\d\n]{0,60}?)(?:\(?\s*(\d{1,2}(?:,\d{1,2})?)\s*%\s*\)?)?[ \t.:]*(?:su[ \t]+[^\d\n]{0,25}?)?(?:€[ \t]*)?${AMOUNT}(?:[ \t.=]*(?:€[ \t]*)?${AMOUNT})?`,
  'i',
);
// A base the payslip states on a line of its own: "Imponibile Cassa Edile 1.764,00".
const BASE_LINE = new RegExp(
  String.raw`(?:imponibile|retribuzione utile)[^\d\n]{0,60}?(?:cassa edile|gnf|g\.n\.f|accantonament)[^\d\n]{0,40}?${AMOUNT}`,
  'i',
);
const CASSA = /\bcass[ae] edil\w*|\baccant\w*|\bg\.?n\.?f\b/;
// What the line is, its base, its percentage, whether the money comes back.
const WHAT =
  /\bche cos\b|\bcos'? ?e\b|\bcosa (?:e|sono|significa|vuol dire|indica|rappresenta)\b|\ba (?:cosa|che) serv\w*|\bnon (?:lo )?capisco\b|\bsignifica\b/;
const BASE =
  /\bsu (?:che|quale|quali|cosa|quanto) (?:base|importo|cifra|imponibile|retribuzione|somma)?|\bcalcolat\w*\b|\bbase\b/;
const SHARE = /\bpercentual\w*|\baliquot\w*|\bche %/;
const BACK =
  /\bperd\w*|\b(?:torn|rid|restitu|ridat|recuper|riprend|riavr|rimbors)\w*|\bche fine fanno\b|\bdove (?:vanno|finiscono)\b|\b(?:chi|quando) (?:me |mi )?(?:li |le )?(?:paga|pagano|da|danno)\b/;
// The rule's own percentages, as it writes them: "gratifica natalizia (10%)", "in tutto il 18,50%".
const PERCENT_IN = (name: string, text: string) =>
  new RegExp(`${name}[^()]{0,20}\\((\\d+(?:,\\d+)?)\\s*%\\)`).exec(text)?.[1];
const GROSS_WRITTEN = /in tutto il (\d{1,2},\d{1,2})%/;
const NET_WRITTEN = /(\d{1,2},\d{1,2})% della stessa retribuzione lorda/;
/** A percentage with two decimals, as payslips write it ("14,20%"). */
const pct = (value: number) =>
  `${value.toLocaleString('it-IT', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}%`;
const figure = (value: number) => euro(value).replace(/\s*€$/, '');

/** The asking part of the message: its sentences with a question mark, or the whole of a short message. */
function asking(text: string): string {
  const marked = text
    .split(/(?<=[.?!;])\s+/)
    .filter((s) => s.includes('?'))
    .join(' ');
  return CASSA.test(marked) || text.split(/\s+/).length > 40 ? marked : text;
}

interface ReadLine {
  label: string;
  /** The percentage as the payslip writes it ("14,20%"), or the ratio of its figures. */
  share?: number;
  base?: number;
  amount: number;
}

/** The set-aside line: its percentage, base and amount, each only when the payslip's figures agree. */
function readLine(document: string): ReadLine | undefined {
  const m = LINE.exec(document);
  if (!m) return undefined;
  const label = (m[1] ?? '').replace(/(?:\s*\.{2,}|[\s:(])+$/, '').trim();
  const stated = m[2] ? figureValue(m[2]) : undefined;
  const first = figureValue(m[3] ?? '');
  const second = m[4] ? figureValue(m[4]) : undefined;
  const agrees = (base: number, share: number, amount: number) =>
    Math.abs(cents((base * share) / 100) - amount) <= 0.011;
  // Two figures: a base and its amount when the percentage (stated, or their ratio) links them.
  if (second !== undefined) {
    const share = stated ?? Math.round((second / first) * 10_000) / 100;
    return agrees(first, share, second) ? { label, share, base: first, amount: second } : undefined;
  }
  // One figure: the amount; its base when the payslip states one on a line of its own and the figures agree.
  const written = BASE_LINE.exec(document)?.[1];
  const base = written ? figureValue(written) : undefined;
  const share = stated ?? (base ? Math.round((first / base) * 10_000) / 100 : undefined);
  const linked = base !== undefined && share !== undefined && agrees(base, share, first);
  return {
    label,
    ...(share !== undefined && (stated !== undefined || linked) ? { share } : {}),
    ...(linked ? { base } : {}),
    amount: first,
  };
}

/** The payslip's own pay line of the base's amount ("Retribuzione ordinaria (paga+conting.+ITS)"). */
function baseRowName(passages: readonly Passage[], base: number): string | undefined {
  return labelledValues(passages).find((v) => v.value === figure(base) && !CASSA.test(v.label.toLowerCase()))
    ?.label;
}

/** The sources that state the set-aside (its base and percentages) first. */
function setAsideSources(rule: Rule) {
  const stating = rule.sources.filter((s) => /accanton|gratifica/i.test(`${s.label ?? ''} ${s.note ?? ''}`));
  return stating.length ? stating : rule.sources;
}

export function setAsideLineRead(
  ctx: AgentContext,
  ccnl: Ccnl,
  rule: Rule,
  message: string,
  document: string,
  rates: { net: number; gross: number },
): AgentAnswer | undefined {
  const asked = asking(message);
  if (!CASSA.test(asked)) return undefined;
  if (!WHAT.test(asked) && !BACK.test(asked) && !SHARE.test(asked) && !BASE.test(asked)) return undefined;
  const line = readLine(document);
  if (!line) return undefined;
  const text = rule.text ?? '';
  const bonus = PERCENT_IN('gratifica natalizia', text);
  const holidays = PERCENT_IN('ferie', text);
  const gross = GROSS_WRITTEN.exec(text)?.[1] ?? figure(rates.gross);
  const net = NET_WRITTEN.exec(text)?.[1] ?? figure(rates.net);
  const shares = bonus && holidays ? ` (${bonus}% gratifica natalizia + ${holidays}% ferie)` : '';
  const file = ctx.documents[0];
  const passages = file ? indexOf(file).passages : [];
  const baseName = line.base !== undefined ? baseRowName(passages, line.base) : undefined;
  const formula =
    line.share !== undefined && line.base !== undefined
      ? `${bold(pct(line.share))} di ${bold(euro(line.base))}${baseName ? ` (la riga «${baseName}»)` : ''} = ${euro(line.amount)}`
      : line.share !== undefined
        ? `${bold(pct(line.share))}, importo ${euro(line.amount)} (la busta non indica su quale base)`
        : `${bold(euro(line.amount))} (la busta non indica percentuale né base)`;
  const which =
    line.share === rates.net
      ? ` Il ${net}% è la percentuale netta convenzionale (per la Cassa Edile di Savona): il ${gross}% lordo${shares} al netto delle ritenute fiscali.`
      : line.share === rates.gross
        ? ` Il ${gross}% è la percentuale lorda${shares}.`
        : ` Il contratto prevede il ${gross}% lordo${shares}, versato al netto delle ritenute con un criterio convenzionale (${net}% per la Cassa Edile di Savona).`;
  const cited = passages.slice(0, 1).map((p) => citePassage(p, `Documento caricato: ${p.fileName}`));
  return compose({
    answer: [
      `Dal documento «${file?.fileName ?? 'documento'}»: la voce «${line.label}» è ${formula}.`,
      `È l'accantonamento per ferie e gratifica natalizia (G.N.F.) degli operai: nel ${ccnl.short_name} questi due trattamenti non li paga l'impresa in busta, ma li accantona ogni mese presso la Cassa Edile, sulla retribuzione delle ore di lavoro normale e delle festività (esclusi straordinario e maggiorazioni).${which}`,
      `${bold('Non sono soldi persi')}: la Cassa Edile li paga all'operaio, la gratifica natalizia a dicembre e le ferie a luglio. Ogni Cassa provinciale applica il criterio fissato localmente: conviene verificarlo con la propria.`,
    ].join(' '),
    steps: [
      ...(line.share !== undefined && line.base !== undefined
        ? [`${euro(line.base)} × ${pct(line.share)} = ${euro(cents((line.base * line.share) / 100))}.`]
        : []),
      `Regola: ${rule.text}.`,
    ],
    assumptions: [`Voce letta nel cedolino caricato (${file?.fileName ?? 'documento'}).`],
    citations: [
      ...cited,
      ...citeSources(ccnl, `Mensilità: ${rule.text}`, rule.article ?? null, setAsideSources(rule), 3),
    ],
    related: [],
  });
}
