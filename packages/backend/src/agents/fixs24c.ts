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
): { opening: string; citation: Citation } | undefined {
  const passage = ccnl?.passages.find((p) => FIXED_TERM_RULE.test(p.text) && /\bcausal/i.test(p.text));
  if (!ccnl || !passage) return undefined;
  const article = passage.article ? ` (${passage.article})` : '';
  return {
    opening: `Nel ${ccnl.short_name} oltre i 12 mesi valgono ${bold('solo le causali del contratto')}${article}, da scrivere nel contratto individuale: le trovi qui sotto.`,
    citation: {
      ccnl: ccnl.short_name,
      article: passage.article,
      text: passage.text,
      url: passage.source_url,
      date: passage.source_date,
      confidence: passage.confidence,
    },
  };
}
