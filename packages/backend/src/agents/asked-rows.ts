import type { Ccnl } from '../kb/schema.js';
import type { TypedRequest } from '../reader/request.js';
import { ruleClaim } from '../reader/rule-claim.js';
import { fold, readable } from '../reader/text.js';
import { apprenticeRuleProbation } from './apprentice-probation.js';
import { type Band, bandLabel, bandOf, holds } from './band-claim.js';
import { bold } from './compose.js';
import type { AgentContext } from './context.js';
import { probationTerms } from './fixs24c.js';
import { rehiredProbation } from './seasonal-rehire.js';

/**
 * Session 25 (fixs25d): the row of a rule that the worker or the firm the question names picks, as the opening.
 * - "e se invece prendo un apprendista quanto dura la prova? max" (after a Quadri's probation): the apprentices'
 *   own rows of the probation, the longest in bold, where the level asked (or carried) has no apprentice row.
 * - "E nel Terziario, per un'azienda con 20 dipendenti?" (after a part-time minimum): a rule whose opening figure
 *   varies with the firm's size ("16 ore fino a 30 dipendenti e 18 in quelle più grandi") opens with the row of
 *   the size stated, the other rows' figures left out. A claim to confirm is weighed by band-claim.ts instead.
 */

/** A yes-or-no on a proposal: "posso fare…?", "si può…?", "è possibile…?", "è consentito…?". */
const PROPOSAL = /\b(?:posso|possiamo|si puo|e possibile|e consentit\w*|e ammess\w*|e legale)\b/;
// ("assunto con contratto di apprendistato", "in apprendistato": the hire as an apprentice, too.)
const APPRENTICE =
  /\bapprendist[ae]\b|\bapprendisti\b|\b(?:con (?:un )?(?:contratto (?:di )?)?|in |come )apprendistato\b/;
const APPRENTICE_ROW = /^apprendist\w*\s*/i;
const DAYS_PER: Record<string, number> = { giorn: 1, settiman: 7, mes: 30 };

/** A length's days, roughly, to weigh rows against each other ("90 giorni effettivi", "2 mesi"). */
function daysOf(max: string): number {
  const m = /(\d+(?:,\d+)?)\s*(giorn|settiman|mes)/i.exec(max);
  return m ? Number((m[1] ?? '0').replace(',', '.')) * (DAYS_PER[(m[2] ?? '').toLowerCase()] ?? 1) : 0;
}

/** "apprendisti di 2°, 3°, 3° super e 5°" from the row's label ("apprendista 2/3/3S/5"). */
function apprenticeLabel(ccnl: Ccnl, label: string): string {
  const codes = label.replace(APPRENTICE_ROW, '').split('/').filter(Boolean);
  const names = codes.map((c) => {
    const level = ccnl.levels.find((l) => l.level === c);
    const digit = /^(\d+)(S?)$/i.exec(c);
    return digit ? `${digit[1]}°${digit[2] ? ' super' : ''}` : (level?.level ?? c);
  });
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} e ${names.at(-1)}` : (names[0] ?? '');
  return list ? `apprendisti di ${list}` : 'apprendisti';
}

const relatedOf = (answer: object): string[] =>
  'relatedQuestions' in answer && Array.isArray(answer.relatedQuestions) ? answer.relatedQuestions : [];

/** Citation markers closing a line ("… [1][2]."), kept on the line that replaces it. */
const markersOf = (line: string) => /((?:\[\d+\])+)\.?\s*$/.exec(line)?.[1] ?? '';

function replaceOpening<T extends { text: string }>(answer: T, opening: string): T {
  const [first = '', ...rest] = answer.text.split('\n');
  const markers = markersOf(first);
  return {
    ...answer,
    text: [`${opening.replace(/\.$/, '')}${markers ? ` ${markers}` : ''}.`, ...rest].join('\n'),
  };
}

/** The apprentices' probation, when the turn asks it and the level read has no apprentice row of its own. */
export function apprenticeProbation<T extends { text: string }>(
  answer: T,
  request: TypedRequest,
  ctx: AgentContext,
): T {
  if (request.intent !== 'probation' || !APPRENTICE.test(readable(ctx.message))) return answer;
  // (The apprenticeship asked beside the probation opens with both: the opening is not the probation's alone.)
  if (request.alsoAsked.includes('apprenticeship')) return answer;
  const ccnl = ctx.kb.byCategory(request.slots.agreements[0] ?? -1);
  const rows = (ccnl?.probation.by_level ?? []).filter((r) => r.levels.some((l) => APPRENTICE_ROW.test(l)));
  if (!ccnl) return answer;
  // No apprentice rows: the probation the apprenticeship's own rule sets, if any (apprentice-probation.ts).
  if (!rows.length) {
    const own = apprenticeRuleProbation(ccnl, readable(ctx.message), relatedOf(answer));
    return own ? { ...answer, ...own } : answer;
  }
  const level = request.slots.level;
  const own = (l: string) =>
    l
      .replace(APPRENTICE_ROW, '')
      .split('/')
      .includes(level ?? '');
  if (level !== undefined && rows.some((r) => r.levels.some(own))) return answer;
  const sorted = [...rows].sort((a, b) => daysOf(b.max) - daysOf(a.max));
  const [top, ...others] = sorted;
  if (!top) return answer;
  const label = (r: (typeof rows)[number]) =>
    apprenticeLabel(ccnl, r.levels.find((l) => APPRENTICE_ROW.test(l)) ?? '');
  const rest = others.map((r) => `per gli ${label(r)} ${r.max}`).join('; ');
  const opening = `Nel ${ccnl.short_name} il periodo di prova di un apprendista dura al massimo ${bold(top.max)} (${label(top)})${rest ? `; ${rest}` : ''}.`;
  return replaceOpening(answer, opening);
}

/** A figure with its unit in a rule's bold opening ("16 ore", "30 giorni", "35%"). */
const FIGURE = /(\d+(?:[.,]\d+)?)\s*(?:ore|giorni|mesi|settimane|%|euro|€)/gi;
/** Where a row's own words end and its band begins ("nelle aziende fino a 30 dipendenti", "in quelle più grandi"). */
const BAND_START =
  /\s+(?:(?:nelle|negli|per le|per gli|delle|degli|in)\s+(?:aziende|imprese|ditte|quell[ei])\b|fino a|sino a|oltre|sopra|da \d|tra \d|dai|dagli|almeno)\b/i;
const SIZE_DIMENSION = /\b(?:dipendenti|addetti|lavoratori)\b/;

/** The row of the firm's size, when the opening's bold rule varies with it and the question states the size. */
export function sizeBandOpening<T extends { text: string }>(
  answer: T,
  request: TypedRequest,
  ctx: AgentContext,
): T {
  const size = request.slots.employees;
  if (size === undefined || request.slots.claim !== undefined || ruleClaim(ctx.message)) return answer;
  // "posso fare un part-time da 12 ore?": a proposal weighed against the rule keeps every row.
  if (PROPOSAL.test(readable(ctx.message))) return answer;
  const [first = ''] = answer.text.split('\n');
  const strong = /\*\*([^*]+)\*\*/.exec(first);
  if (!strong?.[1] || !SIZE_DIMENSION.test(fold(strong[1]))) return answer;
  const inner = strong[1];
  const figures = [...inner.matchAll(FIGURE)];
  const rows = figures.map((f, i) => {
    const segment = inner.slice(f.index, figures[i + 1]?.index ?? inner.length);
    return { segment, band: bandOf(fold(segment.slice(f[0].length))) };
  });
  const banded = rows.filter((r): r is { segment: string; band: Band } => r.band?.dimension === 'staff');
  if (banded.length < 2 || banded.length !== rows.length) return answer;
  const fixed = banded.map((r) => r.band).filter((b) => !b.rest);
  const matching = banded.filter((r) =>
    r.band.rest ? !fixed.some((b) => holds(b, size)) : holds(r.band, size),
  );
  const row = matching[0];
  if (matching.length !== 1 || !row) return answer;
  const cut = BAND_START.exec(row.segment);
  const bare = (cut ? row.segment.slice(0, cut.index) : row.segment).trim();
  // "16 ore settimanali … e di 18 ore in quelle più grandi": the later row's hours are weekly too.
  const per = /^\d+(?:[.,]\d+)?\s*ore\s+(settimanali|mensili|annue|giornaliere)\b/i.exec(
    rows[0]?.segment ?? '',
  )?.[1];
  const own = per && /^\d+(?:[.,]\d+)?\s*ore$/i.test(bare) ? `${bare} ${per}` : bare;
  const prefix = inner.slice(0, figures[0]?.index ?? 0);
  const band = `fascia ${bandLabel(row.band, fixed)}`;
  const said = `${bold(`${prefix}${own}`)} per un'azienda con ${size} dipendenti`;
  // ("… (fascia fino a 30 dipendenti; in alcuni casi 8 ore …)": one bracket with the rule's own after it.)
  const after = first.slice((strong.index ?? 0) + strong[0].length);
  const line = after.startsWith(' (')
    ? `${first.slice(0, strong.index)}${said} (${band}; ${after.slice(2)}`
    : `${first.slice(0, strong.index)}${said} (${band})${after}`;
  const text = [line, ...answer.text.split('\n').slice(1)].join('\n');
  return { ...answer, text };
}

/**
 * The rows a question's worker or firm picks, after the probation terms of a kind of hire (fixs24c.ts); a worker
 * the employer already had opens with the agreement's exclusion (seasonal-rehire.ts).
 */
export function askedRows<T extends { text: string }>(answer: T, request: TypedRequest, ctx: AgentContext) {
  return rehiredProbation(
    sizeBandOpening(apprenticeProbation(probationTerms(answer, request, ctx), request, ctx), request, ctx),
    request,
    ctx,
  );
}
