import { percent } from '../kb/format.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { percentOf } from './cassa-edile.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { agreementOf } from './pay-base.js';

/**
 * "in busta mi pagano la trasferta: fa aumentare anche l'accantonamento della Cassa Edile? E quant'è la
 * percentuale?": whether a pay item enters the base of the Cassa Edile set-aside is what is asked, not the item's
 * own rule (the trasferta's diaria). The agreement's 13th-month text names what the base leaves out: that sentence
 * opens (No when an increase is asked), then the set-aside's shares. Undefined when the text names no exclusion
 * of the item asked.
 */

// The items a question may weigh against the base: the word in the question, the stem in the rule's sentence.
const ITEMS: readonly [RegExp, RegExp][] = [
  [/\btrasfert\w*|\bdiaria\b/, /trasfert|diaria/],
  [/\bstraordinar\w*/, /straordinar/],
  [/\bpremi[oi]?\b/, /premi/],
  [/\bfestiv\w*|\bdomenic\w*/, /festiv/],
];
// "fa aumentare l'accantonamento", "entra nella base", "conta per la Cassa Edile", "incide sull'accantonamento".
const INTO_BASE =
  /\b(?:fa|fanno|faccia|facciano) (?:aumentare|crescere|salire)\b|\bentr\w* (?:nella|nel) (?:base|calcolo|conteggio)\b|\b(?:conta|contano|incide|incidono|rientra\w*|si calcola\w*)\b[^?]{0,40}\b(?:accantonament|cassa edile|base)/;
// "va calcolata pure sugli straordinari?", "si computa anche sulla trasferta?": the percentage's base asked of an item.
const COMPUTED_ON =
  /\b(?:va|vanno|viene|vengono|si|e)\s+(?:calcolat\w*|computat\w*|applicat\w*|calcola|computa|applica)\s+(?:pure|anche)?\s*(?:su|sul|sull\w*|sugli|sui|sulla|sulle)\b/;
const RAISE =
  /\b(?:fa|fanno|faccia|facciano) (?:aumentare|crescere|salire)\b|\b(?:pure|anche) (?:su|sul|sull\w*|sugli|sui|sulla|sulle)\b/;

export function cassaEdileBaseAsked(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  const text = readable(ctx.message);
  if (!/\bcassa edile\b|\baccantonament\w*/.test(text)) return undefined;
  if (!INTO_BASE.test(text) && !(/\bpercentual\w*/.test(text) && COMPUTED_ON.test(text))) return undefined;
  const ccnl = agreementOf(ctx, req);
  const rule = ccnl?.monthly_payments;
  if (!ccnl || !rule?.text || !/cassa edile/i.test(rule.text)) return undefined;
  const stems = ITEMS.filter(([said]) => said.test(text)).map(([, stem]) => stem);
  if (!stems.length) return undefined;
  const sentences = rule.text.split(/(?<=[.;])\s+(?=[A-Z])/);
  const excluded = sentences.find((s) => /esclus/i.test(s) && stems.every((stem) => stem.test(readable(s))));
  if (!excluded) return undefined;
  const holiday = percentOf(rule.text, /ferie/);
  const bonus = percentOf(rule.text, /gratifica natalizia/);
  const shares =
    holiday !== undefined && bonus !== undefined
      ? ` Per gli operai l'impresa accantona ogni mese presso la Cassa Edile il ${bold(percent(holiday + bonus))} della retribuzione delle ore normali e delle festività: ${percent(holiday)} per le ferie e ${percent(bonus)} per la gratifica natalizia.`
      : '';
  const said = excluded.replace(/[.;]\s*$/, '');
  const verdict = RAISE.test(text) ? `${bold('No')}: nel` : 'Nel';
  return compose({
    answer: `${verdict} ${ccnl.short_name}, ${said.charAt(0).toLowerCase()}${said.slice(1)}.${shares}`,
    steps: [`Regola: ${rule.text}.`],
    citations: citeSources(ccnl, `Mensilità: ${rule.text}`, rule.article ?? null, rule.sources, 1),
    related: [`Quando paga la Cassa Edile la gratifica natalizia e le ferie nel ${ccnl.short_name}?`],
  });
}
