import { documentTexts } from '../documents/summed-items.js';
import { euro, figureValue, percent } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import { cents } from '../payroll/index.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { payslipGross } from './cassa-edile-gross.js';
import { setAsideFormulaLine } from './cassa-edile-line-hours.js';
import { setAsideLineRead } from './cassa-edile-line-read.js';
import { toldBase, toldLabel, toldNetAmount } from './cassa-edile-told-base.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';

/**
 * Session 40 (fixs40a): the Cassa Edile set-aside as the firm pays it, net of taxes by the agreement's
 * conventional rule, read in the agreement's own 13th-month text ("per la Cassa Edile di Savona il 14,20% della
 * stessa retribuzione lorda") beside the gross 18,50%. Two asks: the net percentage in a follow-up ("sul cedolino
 * l'importo che versiamo è al netto, no? che percentuale si usa?"), and a payslip's set-aside line checked against
 * its base ("l'accantonamento di 244,24 è giusto o ci va anche lo straordinario?"). Undefined when the agreement
 * states no net rule, or the question is about neither.
 */

type Rule = NonNullable<Ccnl['monthly_payments']>;

const NET_RULE = /(\d{1,2},\d{1,2})% della stessa retribuzione lorda/;
const GROSS_RULE = /in tutto il (\d{1,2},\d{1,2})%/;
const CASSA = /\bcass[ae] edil\w*|\baccantonament\w*|\bgnf\b/;
const NET_SAID = /\bnett[oaie]\b|\bal netto\b/;
const SHARE_SAID = /\bpercentual\w*|\baliquot\w*|\bche (?:quota|misura)\b|\bquanto si (?:versa|accantona)\b/;
const AMOUNT_ASKED = /\bquant[oaie]\b|\bil conto\b|\bcalcol\w*/;
const CHECK_SAID = /\bgiust[oaie]\b|\bcorrett[oaie]\b|\btorna\b|\bva bene\b|\bstraord\w*|\bsbagliat\w*/;
const AMOUNT = String.raw`(\d{1,3}(?:\.\d{3})*,\d{2})`;
/** A payslip's base for the set-aside: "Imponibile accantonamento Cassa Edile (GNF) 1.720,00" (lines may be joined). */
const BASE_LINE = new RegExp(
  String.raw`(?:imponibile|retribuzione utile)[^\d]{0,60}?(?:cassa edile|gnf|accantonament)[^\d]{0,40}?${AMOUNT}(?!\s*%)`,
  'i',
);
/** The set-aside itself: "Accantonamento ferie e gratifica (14,20%) 244,24", not the base's label. */
const SET_ASIDE_LINE = new RegExp(
  String.raw`(?<!imponibile |utile per )accantonament\w*(?: (?:ferie|gratifica|gnf|cassa edile)[^\d]{0,40}?)?(?:\([^)\d]{0,12}\d{1,2}(?:,\d+)?\s*%\)\s*)?${AMOUNT}(?!\s*%)`,
  'i',
);

const num = (written: string | undefined) => (written ? figureValue(written) : undefined);

/** The payslip's base for the set-aside and the set-aside line it shows. */
const documentFigures = (document: string) => ({
  base: num(BASE_LINE.exec(document)?.[1]),
  line: num(SET_ASIDE_LINE.exec(document)?.[1]),
});

export function cassaEdileNet(ctx: AgentContext, ccnl: Ccnl, rule: Rule): AgentAnswer | undefined {
  const net = num(NET_RULE.exec(rule.text ?? '')?.[1]);
  const gross = num(GROSS_RULE.exec(rule.text ?? '')?.[1]);
  if (net === undefined || gross === undefined) return undefined;
  const text = readable(ctx.message);
  const earlier = (ctx.history ?? []).map(readable);
  const document = documentTexts(ctx.documents)
    .map((d) => d.text)
    .join('\n');
  // The gross set-aside and its shares asked outright, before a check of the net line (cassa-edile-gross.ts).
  // A base told as hours worked × hourly elements (cassa-edile-told-base.ts) when no payslip line states one.
  const told = toldBase([readable(document), text, ...[...earlier].reverse()]);
  const figures = documentFigures(document);
  const grossAsked = payslipGross(ctx, ccnl, rule, text, {
    net,
    gross,
    ...figures,
    ...(figures.base === undefined && told ? { base: told.base, told: toldLabel(told) } : {}),
  });
  if (grossAsked) return grossAsked;
  const checked = payslipLine(ctx, ccnl, rule, text, document, net, gross);
  if (checked) return checked;
  if (!NET_SAID.test(text)) return undefined;
  if (![text, ...earlier].some((t) => CASSA.test(t))) return undefined;
  // "al netto quanto versiamo? mi fai il conto": the net amount on the base told.
  if (told && AMOUNT_ASKED.test(text)) return toldNetAmount(ccnl, rule, told, net, gross, netSources(rule));
  if (!SHARE_SAID.test(text)) return undefined;
  return compose({
    answer: `Sì: nel ${ccnl.short_name} l'accantonamento per ferie e gratifica natalizia degli operai si versa alla Cassa Edile al netto delle ritenute fiscali, con un criterio convenzionale: ${bold(percent(net))} della stessa retribuzione lorda (per la Cassa Edile di Savona), al posto del ${percent(gross)} lordo. Ogni Cassa provinciale applica il criterio fissato localmente: conviene verificarlo con la propria.`,
    steps: [`Regola: ${rule.text}.`],
    citations: citeSources(ccnl, `Mensilità: ${rule.text}`, rule.article ?? null, netSources(rule), 1),
    related: [],
  });
}

/** A payslip's set-aside line doubted, from the uploaded payslip: checked before any other line of it. */
export function payslipSetAside(ctx: AgentContext, ccnl: Ccnl | undefined): AgentAnswer | undefined {
  const rule = ccnl?.monthly_payments;
  if (!ccnl || !rule?.text || !ctx.documents.length) return undefined;
  const net = num(NET_RULE.exec(rule.text)?.[1]);
  const gross = num(GROSS_RULE.exec(rule.text)?.[1]);
  if (net === undefined || gross === undefined) return undefined;
  const document = documentTexts(ctx.documents)
    .map((d) => d.text)
    .join('\n');
  const text = readable(ctx.message);
  const figures = documentFigures(document);
  const told = figures.base === undefined ? toldBase([readable(document), text]) : undefined;
  const base = told ? { base: told.base, told: toldLabel(told) } : {};
  return (
    payslipGross(ctx, ccnl, rule, text, { net, gross, ...figures, ...base }) ??
    setAsideFormulaLine(ctx, ccnl, rule, text, document, { net, gross }) ??
    payslipLine(ctx, ccnl, rule, text, document, net, gross) ??
    // "che cos'è, su che importo, con che percentuale? li perdo?": the line read and explained.
    setAsideLineRead(ctx, ccnl, rule, text, document, { net, gross })
  );
}

/** The sources that state the net rule first (the page whose note gives the net percentage). */
function netSources(rule: Rule) {
  const stating = rule.sources.filter((s) => NET_RULE.test(s.note ?? '') || /14,20|netti/.test(s.note ?? ''));
  return stating.length ? stating : rule.sources;
}

function payslipLine(
  ctx: AgentContext,
  ccnl: Ccnl,
  rule: Rule,
  text: string,
  document: string,
  net: number,
  gross: number,
): AgentAnswer | undefined {
  if (!CASSA.test(text) || !CHECK_SAID.test(text)) return undefined;
  const base = num(BASE_LINE.exec(document)?.[1]);
  const line = num(SET_ASIDE_LINE.exec(document)?.[1]);
  if (base === undefined || line === undefined) return undefined;
  const due = cents((base * net) / 100);
  const right = Math.abs(due - line) < 0.015;
  const verdict = right
    ? `Sì, l'accantonamento di ${bold(euro(line))} è giusto`
    : `No, l'accantonamento di ${bold(euro(line))} non torna: dovrebbe essere ${bold(euro(due))}`;
  const overtime = /\bstraord\w*/.test(text)
    ? " Lo straordinario (e la sua maggiorazione) non va messo nella base: l'accantonamento si calcola sulle ore di lavoro normale e sulle festività."
    : '';
  return compose({
    answer: `${verdict}: ${euro(base)} (imponibile per la Cassa Edile) × ${percent(net)}, la percentuale netta convenzionale del ${ccnl.short_name}, fa ${euro(due)}.${overtime}`,
    steps: [
      `${euro(base)} × ${percent(net)} = ${euro(due)} (accantonamento netto).`,
      `Al lordo (${percent(gross)}) sarebbe ${euro(cents((base * gross) / 100))}: la Cassa riceve l'importo al netto delle ritenute.`,
      `Regola: ${rule.text}.`,
    ],
    assumptions: [
      `Base letta nel cedolino caricato (${ctx.documents[0]?.fileName ?? 'documento'}); ogni Cassa provinciale applica il criterio fissato localmente.`,
    ],
    citations: citeSources(ccnl, `Mensilità: ${rule.text}`, rule.article ?? null, netSources(rule), 2),
    related: [],
  });
}
