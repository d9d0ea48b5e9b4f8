import type { Ccnl } from '../kb/schema.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';

/**
 * Session 59 (fixs59j): whether an una tantum counts for the TFR ("e sta una tantum va messa anche nel calcolo
 * del tfr o no?", "l'una tantum incide sulla liquidazione?") is a rule, not a TFR computed: the agreement's own
 * sentence on it, when its una tantum fact states one. Undefined otherwise (the TFR readers answer).
 */
const LUMP = /\buna[ -]?tantum\b/;
const TFR = /\btfr\b|\btrattamento di fine rapporto\b|\bliquidazion\w*/;
// Counted, entered, used as a base: "va messa nel calcolo", "rientra", "incide", "è utile", "fa base".
const COUNTS =
  /\b(?:va|vanno|van) (?:mess\w*|conteggiat\w*|calcolat\w*|considerat\w*|inclus\w*|aggiunt\w*)|\b(?:entra|entrano|rientra|rientrano|conta|contano|incide|incidono|concorre|concorrono|matura|maturano|fa base|fanno base)\b|\butil[ei]\b|\bcomput\w*|\bnel calcolo\b|\bnella base\b|\bo no\b/;
// A sum asked ("quanto incide sul TFR?") is a computation, not the rule.
const AMOUNT = /\bquant[oaie]\b|€|\beuro\b/;
const OTHER_ITEM =
  /\btredicesim\w*|\bquattordicesim\w*|\bstraordinar\w*|\bsuperminim\w*|\bprem[io]\b|\bindennit\w*|\bferie\b|\bfestivit\w*|\bbuon\w* pasto|\brimbors\w*|\bwelfare\b|\btrasfert\w*|\bedr\b|\barretrat\w*|\bmaggiorazion\w*/;
const STATES_TFR = /[^.]*\b(?:TFR|trattamento di fine rapporto)\b[^.]*\./;

export function lumpInTfr(ctx: AgentContext, ccnl: Ccnl | undefined): AgentAnswer | undefined {
  if (!ccnl || ctx.documents.length) return undefined;
  const text = readable(ctx.message);
  if (!TFR.test(text) || !COUNTS.test(text) || AMOUNT.test(text)) return undefined;
  // The una tantum named now, or in the turn before when no other item is named now ("e conta per il TFR?").
  const before = readable(ctx.history?.at(-1) ?? '');
  if (!LUMP.test(text) && !(LUMP.test(before) && !OTHER_ITEM.test(text))) return undefined;
  const fact = ccnl.validity.una_tantum;
  const said = fact.text ? STATES_TFR.exec(fact.text)?.[0].trim() : undefined;
  if (!fact.text || !said) return undefined;
  const excluded = /\bnon\b|\bescluso\b|\besclusa\b|\bescluse\b/.test(said);
  const rule = `${said.charAt(0).toLowerCase()}${said.slice(1)}`;
  return compose({
    answer: excluded
      ? `${bold('No')}: nel ${ccnl.short_name} l'una tantum ${bold('non entra nel calcolo del TFR')}: ${rule}`
      : `Nel ${ccnl.short_name}: ${rule}`,
    steps: [],
    assumptions: [],
    // (The source that states the rule first.)
    citations: citeSources(ccnl, fact.text, fact.article ?? null, [
      ...fact.sources.filter((s) => /\bTFR\b/.test(s.label)),
      ...fact.sources.filter((s) => !/\bTFR\b/.test(s.label)),
    ]),
    related: [`Quanto spetta di una tantum nel ${ccnl.short_name}?`],
  });
}
