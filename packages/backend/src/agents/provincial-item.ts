import type { Ccnl } from '../kb/schema.js';
import { withoutExcludedItems } from '../reader/excluded-items.js';
import { askOf } from '../reader/off-topic-ask.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { apeGap } from './ape-gap.js';
import { boardLodgingGap } from './board-lodging-gap.js';
import { cassaEdileContributionGap } from './cassa-edile-contribution-gap.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { costMissingItems } from './cost-missing-items.js';
import { domesticBoardAbsent } from './domestic-board-absent.js';
import { domesticBoardValue } from './domestic-board-value.js';
import { domesticHolidayList } from './domestic-holiday-list.js';
import { ministryHourlyCost } from './ministry-hourly-cost.js';

/**
 * A pay item that a provincial or territorial agreement sets, asked as a figure ("a quanto ammonta l'indennità
 * territoriale di settore a Bergamo?", "quanto vale l'EVR?", "il terzo elemento provinciale di Milano?", the ERT of
 * the social cooperatives' territorial agreements), of an
 * agreement whose national pay leaves such items out (its pay structure or gaps say so): an honest gap in one
 * sentence, with what the product can still do, never the national minimum in its place.
 */
const ITEM = new RegExp(
  [
    String.raw`indennita territoriale(?: di settore)?`,
    String.raw`elemento (?:economico|variabile|retributivo) (?:territoriale|provinciale|della retribuzione|di retribuzione)`,
    String.raw`\b(?:eet|evr|ert)\b`,
    String.raw`terz[oi] element[oi] (?:provincial\w*|territorial\w*)`,
    String.raw`(?:contratto|accordo) (?:integrativo )?(?:provinciale|territoriale)`,
    String.raw`integrativo (?:provinciale|territoriale)`,
  ].join('|'),
);
const ASKS_FIGURE = /\bquant\w*|\bammont\w*|\bimport\w*|\bvalore\b|\bvale\b|\bcifr\w*|\bmisura\b|\btabell\w*/;
const PROVINCIAL = /provincial|territorial/i;
const PAY_GIVEN: ReadonlySet<string> = new Set(['ral', 'monthly_gross', 'net']);

/** The item's name as the question says it, for the answer's opening. */
function itemName(text: string): string {
  const m = ITEM.exec(text)?.[0] ?? '';
  if (/^indennita/.test(m)) return "l'indennità territoriale di settore";
  if (/^(?:eet|evr|ert)$/.test(m)) return `l'${m.toUpperCase()}`;
  if (/^elemento/.test(m)) return `l'${m}`;
  if (/^terz/.test(m)) return 'il terzo elemento provinciale';
  return 'la parte economica del contratto provinciale o territoriale';
}

export function provincialItemGap(
  ctx: AgentContext,
  req: TypedRequest,
  ccnl: Ccnl | undefined,
): AgentAnswer | undefined {
  if (!ccnl) return undefined;
  // The Cassa Edile's APE asked, whose rules the knowledge base does not hold: the gap first (ape-gap.ts).
  const ape = apeGap(ctx, ccnl);
  if (ape) return ape;
  // The value of board and lodging asked of an agreement whose file holds none (board-lodging-gap.ts).
  // (A domestic worker's paid holidays asked by name: domestic-holiday-list.ts.)
  const board =
    domesticBoardAbsent(ctx, req, ccnl) ?? // board and lodging not taken in kind (domestic-board-absent.ts)
    domesticBoardValue(ctx, req, ccnl) ??
    boardLodgingGap(ctx, ccnl) ??
    domesticHolidayList(ctx, ccnl);
  if (board) return board;
  // The Cassa Edile's contribution rates, set by each province (cassa-edile-contribution-gap.ts).
  // (Asked as part of an employer's whole cost, with INAIL beside it: that cost's missing items, cost-missing-items.ts.)
  // (The ministry's average hourly cost tables asked for a tender: their range, ministry-hourly-cost.ts.)
  const contribution =
    ministryHourlyCost(ctx, ccnl) ?? costMissingItems(ctx, req) ?? cassaEdileContributionGap(ctx, ccnl);
  if (contribution) return contribution;
  // The item must be what the ask is about, not a word of the story ("la sua paga è fissata dal contratto
  // provinciale. … il rinnovo nazionale quanto aumento dava?").
  // An ask that points back to it ("in busta ho l'indennità territoriale: quanto vale questa indennità?") is
  // about it too.
  // Items left out of the ask ("solo di minimo, senza contare ITS ed EET di Roma") are not asked (excluded-items.ts).
  const whole = withoutExcludedItems(readable(ctx.message));
  const ask = askOf(whole);
  // ("quant'è quello di Napoli?" after the item named: the item again, by its place.)
  const pointsBack =
    /\b(?:questa|quest'|quella|tale|la stessa) ?(?:indennit\w*|voce|element\w*)|\bquell[oa] (?:di|a|per|della provincia di) [a-z]/.test(
      ask,
    );
  const text = ITEM.test(ask) ? ask : pointsBack && ITEM.test(whole) ? whole : '';
  // ("…un terzo elemento provinciale diverso? quant'è quello di Napoli": the figure asked in the sentence after.)
  const askedAfter = /\bquant\w*\b[^?]{0,12}\bquell[oa] (?:di|a|per|della provincia di) [a-z]/.test(whole);
  if (!text || !(ASKS_FIGURE.test(ask) || askedAfter)) return undefined;
  if (req.slots.amounts.some((a) => PAY_GIVEN.has(a.kind))) return undefined;
  const excluded = [ccnl.pay_structure, ...ccnl.gaps].find((t) => t && PROVINCIAL.test(t));
  if (!excluded) return undefined;
  const where = req.slots.province
    ? ` della provincia di ${req.slots.municipality ?? req.slots.province}`
    : '';
  const item = itemName(text);
  return compose({
    answer: `Nel ${ccnl.short_name} ${item}${where} ${bold('non è nella base di conoscenza')}: è un importo fissato dagli accordi provinciali o territoriali, fuori dal perimetro nazionale raccolto; è nella tabella dell'accordo della provincia (presso ${/cassa edile/i.test(excluded) ? 'la Cassa Edile, ' : ''}l'associazione datoriale o il sindacato del territorio) o nella busta paga.`,
    steps: [
      `Posso darti i minimi nazionali del ${ccnl.short_name} e, se mi indichi l'importo dell'elemento provinciale, calcolarne l'effetto su lordo, netto e costo.`,
    ],
    citations: citeSources(ccnl, excluded, null, ccnl.pay_tables.at(-1)?.sources ?? []),
    related: [`Quali sono i minimi nazionali del ${ccnl.short_name}?`],
  });
}
