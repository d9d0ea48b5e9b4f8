import type { Ccnl } from '../kb/schema.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { type Citation, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { fixedTermProbation } from './fixs23c.js';
import { SEASONAL_HIRE } from './probation-terms.js';
import { seasonalProbationBesideLaw } from './seasonal-probation-law.js';
import { seasonalRehireOpening } from './seasonal-rehire.js';

/**
 * Session 24 (fixs24c): answer classes behind the h60–h62 blind failures, applied to the whole answer of a turn.
 */

/** A seasonal hire said in the turn ("come stagionale", "per la stagione estiva", "solo per l'estate"). */

/**
 * "e se la prendo come stagionale?" after the probation of a level: where the agreement gives seasonal workers
 * their own probation (Turismo: 14 giorni), that row answers, with the level's ordinary term beside it.
 */
export function seasonalProbation<T extends { text: string }>(
  answer: T,
  request: TypedRequest,
  ctx: AgentContext,
): T | ReturnType<typeof compose> {
  if (request.intent !== 'probation' || !SEASONAL_HIRE.test(readable(ctx.message))) return answer;
  const id = request.slots.agreements[0];
  const ccnl = id === undefined ? undefined : ctx.kb.byCategory(id);
  const rows = ccnl?.probation.by_level ?? [];
  const seasonal = rows.find((r) => r.levels.some((l) => /^stagional/i.test(l)));
  if (!ccnl || !seasonal) return answer;
  const [length = seasonal.max, ...rest] = seasonal.max.split(/\s+(?=\()/);
  const level = request.slots.level;
  const own = level === undefined ? undefined : rows.find((r) => r.levels.includes(level));
  const label = level === undefined ? '' : /^\d/.test(level) ? `${level}° livello` : `livello ${level}`;
  const ordinary = own ? ` Per il ${label} assunto non come stagionale la prova è di ${own.max}.` : '';
  const article = ccnl.probation.article ? ` (${ccnl.probation.article})` : '';
  // The contract's dates told: the law's count beside the seasonal row (seasonal-probation-law.ts).
  const kind = seasonal.levels.find((l) => /^stagional/i.test(l)) ?? 'stagionali';
  const beside = seasonalProbationBesideLaw(ccnl, kind, seasonal.max, [
    ctx.message,
    ...[...(ctx.history ?? [])].reverse(),
  ]);
  const line =
    beside?.text ??
    seasonalRehireOpening(seasonal.max, ccnl.short_name, article, ctx) ??
    `Nel ${ccnl.short_name} il periodo di prova massimo dei lavoratori stagionali è di ${bold(length)}${rest.length ? ` ${rest.join(' ')}` : ''}${article}.${ordinary}`;
  // "quanti giorni di prova … e quanto preavviso serve?": the probation's opening changes, the notice asked beside
  // it stays (session 29, fixs29g).
  const [first = '', ...others] = answer.text.split('\n');
  if (request.alsoAsked.some((i) => i !== 'probation') && /\bprova\b/.test(first) && others.length) {
    const markers = /((?:\[\d+\])+)\.?\s*$/.exec(first)?.[1];
    const opening = markers ? `${line.replace(/\.$/, '')} ${markers}.` : line;
    return { ...answer, text: [opening, ...others].join('\n') };
  }
  return compose({
    answer: line,
    citations:
      beside?.citations ?? citeSources(ccnl, line, ccnl.probation.article ?? null, ccnl.probation.sources),
    related: [`Quanto dura il preavviso nel ${ccnl.short_name}?`],
  });
}

/** A fixed-term hire's probation halved (fixs23c.ts), then a seasonal hire's own probation. */
export function probationTerms<T extends { text: string }>(
  answer: T,
  request: TypedRequest,
  ctx: AgentContext,
) {
  return seasonalProbation(fixedTermProbation(answer, request, ctx), request, ctx);
}

/** The percentages a figure states, in order: "25%, 12% (assunti per il notturno)" → "12|25". */
const percentsOf = (figure: string | null) =>
  [...(figure ?? '').matchAll(/(\d+(?:,\d+)?)\s?%/g)]
    .map((m) => m[1])
    .sort()
    .join('|');

/**
 * The agreements' figures tie at the top: "Uguale" unless one states percentages the other lacks ("25%" against
 * "25%, 12%" for night hires has the same top figure, not the same rule).
 */
export function tieSentence(figures: readonly (string | null)[]): string {
  return figures.every((f) => percentsOf(f) === percentsOf(figures[0] ?? null))
    ? ' Uguale nei CCNL confrontati.'
    : ' Stesso valore più alto nei CCNL confrontati, con le differenze indicate.';
}

/** "lavoro notturno ordinario, non straordinario": the overtime a question denies is not asked. */
export function withoutDeniedOvertime(text: string): string {
  return text.replace(
    /\b(?:non|no|ne|escluso|esclusi|senza|anziche)\s+(?:(?:lo|il|di|del|in|lavoro|come|ore(?: di)?)\s+)*straordinar\w*/g,
    ' ',
  );
}

/** An agreement's statement on fixed-term contracts beyond the law's 12 months: the causali it lists. */
const FIXED_TERM_RULE = /\bcontratt\w* a (?:termine|tempo determinato)\b/i;

/**
 * The agreement's own rule on fixed-term contracts, from its sourced passages (Commercio art. 71-bis: beyond 12
 * months only with the agreement's causali), with the sentence that opens after the law's rule and its citation.
 */
export function agreementFixedTermRule(
  ccnl: Ccnl | undefined,
  text = '',
  story = text,
): { opening: string; citation: Citation; more: Citation[]; lead?: string } | undefined {
  const passage = ccnl?.passages.find((p) => FIXED_TERM_RULE.test(p.text) && /\bcausal/i.test(p.text));
  if (!ccnl || !passage) return undefined;
  const article = passage.article ? ` (${passage.article})` : '';
  const cite = (p: typeof passage): Citation => ({
    ccnl: ccnl.short_name,
    article: p.article,
    text: p.text,
    url: p.source_url,
    date: p.source_date,
    confidence: p.confidence,
  });
  // The same article's other passages: the periods its seasonal causali cover (Commercio: 15 novembre – 15 gennaio).
  const more = ccnl.passages.filter(
    (p) => p !== passage && p.article === passage.article && /\bperiod/i.test(p.text),
  );
  const lead = periodAsked(more, text, story);
  return {
    opening: `Nel ${ccnl.short_name} oltre i 12 mesi valgono ${bold('solo le causali del contratto')}${article}, da scrivere nel contratto individuale: le trovi qui sotto.`,
    citation: cite(passage),
    more: more.map(cite),
    ...(lead ? { lead: `Nel ${ccnl.short_name} ${lead}${article}.` } : {}),
  };
}

// "in quale periodo", "da quando a quando", "in che mesi", "per quali date": the period of a seasonal causale.
const ASKS_PERIOD = /\bperiod\w*|\bquando\b|\bin (?:che|quali) mes|\bdate\b|\bfino a\b/;
const FEASTS: [RegExp, RegExp][] = [
  [/\bnatal\w*|\bnatalizi\w*/, /\bnatalizi/],
  [/\bpasqu\w*/, /\bpasqu/],
];

/** "la causale delle festività natalizie vale per i lavoratori assunti **tra il 15 novembre e il 15 gennaio**". */
function periodAsked(passages: readonly { text: string }[], text: string, story: string): string | undefined {
  if (!ASKS_PERIOD.test(readable(text))) return undefined;
  // "usando la causale delle festività natalizie … In quale periodo?": the feast may be named before the ask.
  const feast =
    FEASTS.find(([said]) => said.test(readable(text))) ?? FEASTS.find(([said]) => said.test(readable(story)));
  if (!feast) return undefined;
  for (const passage of passages)
    for (const clause of passage.text.replace(/^[^:]*:\s*/, '').split(/;\s*/)) {
      if (!feast[1].test(clause.toLowerCase())) continue;
      const span = /^(.*?\bassunti\s+)(.+?)\.?$/.exec(clause);
      if (span?.[1] && span[2]) return `${span[1].trim().replace(/^quella/, 'la causale')} ${bold(span[2])}`;
    }
  return undefined;
}

/** The period of the causale asked first, then the law's rule and the agreement's own. */
export function causaleOpening(lawOpening: string, own: { opening: string; lead?: string }): string {
  return own.lead ? `${own.lead} ${lawOpening} ${own.opening}` : `${lawOpening} ${own.opening}`;
}
