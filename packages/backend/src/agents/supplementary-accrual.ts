import { percent } from '../kb/format.js';
import { readable } from '../reader/text.js';
import { agreementAsRead } from './agreement-as-read.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';

/**
 * Whether a part-timer's supplementary hours accrue the deferred items ("le ore supplementari in coop sociale
 * maturano tredicesima ferie e tfr?"): where the agreement's surcharge is all-inclusive (onnicomprensiva: it already
 * holds the hours' share of the 13th, holidays, TFR), they accrue none of them apart. A rule of the agreement,
 * not a TFR to compute: before, the TFR named made it a TFR calculation asking for the level and the period.
 */

const SUPPLEMENTARY = /\bsupplementar\w*/;
const ACCRUE =
  /\bmatur\w*|\bincid\w*|\bentr\w* nel(?:la|le|l'|lo)? ?(?:calcolo|conteggio|computo)|\bconta\w* (?:per|ai fini|nel|nella)|\bvalgon\w* (?:per|ai fini)/;
// The deferred items named, in the user's words.
const ITEMS: [RegExp, string][] = [
  [/\btredicesim\w*|\b13 ?(?:a|ª|esima|ma)(?![\p{L}\p{N}])/u, 'tredicesima'],
  [/\bquattordicesim\w*|\b14 ?(?:a|ª|esima|ma)(?![\p{L}\p{N}])/u, 'quattordicesima'],
  [/\bmensilit\w* aggiuntiv\w*/, 'mensilità aggiuntive'],
  [/\bferie\b/, 'ferie'],
  [/\bpermess\w*|\brol\b/, 'permessi'],
  [/\btfr\b|\btrattamento di fine rapporto\b|\bliquidazion\w*/, 'TFR'],
];
// The agreement's wording of a surcharge that already holds the hours' share of the deferred items.
const ALL_INCLUSIVE =
  /\bonnicomprensiv\w*|\bcomprensiv\w* (?:dell'|della )?incidenz\w*|\binclude gia l'incidenza/;

const listed = (items: string[]) =>
  items.length > 1 ? `${items.slice(0, -1).join(', ')} e ${items.at(-1)}` : (items[0] ?? '');

export function supplementaryAccrualAnswer(ctx: AgentContext): AgentAnswer | undefined {
  if (ctx.documents.length) return undefined;
  const text = readable(ctx.message);
  if (!SUPPLEMENTARY.test(text) || !ACCRUE.test(text)) return undefined;
  const items = ITEMS.filter(([words]) => words.test(text)).map(([, name]) => name);
  if (!items.length) return undefined;
  const ccnl = agreementAsRead(ctx);
  const rules = ccnl?.part_time;
  const rates = rules?.supplementary_rates ?? [];
  const first = rates[0];
  if (!ccnl || !rules || !first) return undefined;
  const wording = readable([rules.text ?? '', ...rates.map((r) => r.condition ?? '')].join(' '));
  if (!ALL_INCLUSIVE.test(wording)) return undefined;
  return compose({
    answer: `${bold('No')}: nel ${ccnl.short_name} le ore supplementari si pagano con una maggiorazione del ${bold(percent(first.percent))} onnicomprensiva, che include già la loro incidenza sugli istituti indiretti e differiti; su quelle ore quindi ${bold(`non maturano a parte ${listed(items)}`)}.`,
    steps: rules.text ? [`Nel ${ccnl.short_name}: ${rules.text}`] : [],
    assumptions: [
      'Le ore supplementari restano nell’orario concordato per tutto il resto: i ratei maturano sull’orario contrattuale del part-time.',
    ],
    citations: citeSources(ccnl, rules.text ?? '', rules.article ?? null, rules.sources),
    related: [
      `Quante ore supplementari si possono fare nel ${ccnl.short_name}?`,
      `Quanto vale un'ora supplementare nel ${ccnl.short_name}?`,
    ],
  });
}
