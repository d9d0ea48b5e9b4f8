import { wordsToNumber } from '../reader/numbers.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';

/**
 * Session 23 (fixs23c): the answer classes behind h57–h58 failures, applied to the whole answer of a turn.
 */

/** A fixed-term hire said in the turn ("a termine", "a tempo determinato", "con un contratto di 4 mesi"). */
const FIXED_TERM =
  /\ba termine\b|\btempo determinato\b|\bcontratto (?:a tempo )?determinato\b|\bstagional\w*\b|\bcontratto di \w+ mesi\b|\bper (?:\d{1,2}|un|due|tre|quattro|cinque|sei) mes[ei]\b/;
const TERM_MONTHS =
  /\b(?:per|di|da) (\d{1,2}|un|uno|due|tre|quattro|cinque|sei|sette|otto|nove|dieci) mes[ei]\b/;
/** The agreement's own rule: "per le assunzioni a termine fino a 6 mesi la durata è dimezzata". */
const HALVED_RULE =
  /[^.]*\ba termine (?:fino a|non superiori? a|di durata fino a) (\d{1,2}) mesi\b[^.]*\b(?:dimezzat\w*|ridott\w* (?:della|alla) metà)[^.]*\./i;

/** Half of a probation written as "2 mesi", "30 giorni", "4 settimane"; undefined when it does not halve evenly. */
function halved(max: string): string | undefined {
  const m = /^(\d+)\s+(mes[ei]|giorni|settimane)\b(.*)$/.exec(max.trim());
  if (!m) return undefined;
  const n = Number(m[1]);
  const rest = m[3] ?? '';
  if (m[2]?.startsWith('mes'))
    return n % 2 === 0 ? `${n / 2} ${n / 2 === 1 ? 'mese' : 'mesi'}${rest}` : `${n * 15} giorni${rest}`;
  if (n % 2 !== 0) return m[2] === 'settimane' ? `${(n * 7) / 2} giorni${rest}` : undefined;
  return `${n / 2} ${m[2]}${rest}`;
}

// The open-ended hire asked beside the fixed-term one ("e quanto in quello a tempo indeterminato?").
const OPEN_ENDED = /\btempo indeterminato\b|\bindeterminat[oa]\b/;

/** 45 days as "un mese e mezzo", 75 as "2 mesi e mezzo"; undefined for a count that is no half month. */
function monthsAndHalf(days: number): string | undefined {
  if (days < 45 || days % 30 !== 15) return undefined;
  const whole = (days - 15) / 30;
  return whole === 1 ? 'un mese e mezzo' : `${whole} mesi e mezzo`;
}

/**
 * "e se lo assumo a termine per 4 mesi sempre al 3° livello?" after the probation of a level: where the
 * agreement halves the probation of fixed-term hires up to a length (Tessile art. 30: up to 6 months), the
 * halved term of the level answers, never the open-ended hire's.
 */
export function fixedTermProbation<T extends { text: string }>(
  answer: T,
  request: TypedRequest,
  ctx: AgentContext,
): T | ReturnType<typeof compose> {
  if (request.intent !== 'probation' || request.slots.level === undefined) return answer;
  const text = readable(ctx.message);
  if (!FIXED_TERM.test(text)) return answer;
  const said = TERM_MONTHS.exec(text)?.[1];
  const months = said ? (wordsToNumber(said) ?? Number(said)) : request.slots.monthsWorked;
  const id = request.slots.agreements[0];
  const ccnl = id === undefined ? undefined : ctx.kb.byCategory(id);
  const rule = ccnl?.probation.text ? HALVED_RULE.exec(ccnl.probation.text) : null;
  if (!ccnl || !rule || months === undefined || months > Number(rule[1])) return answer;
  const level = request.slots.level;
  const row = ccnl.probation.by_level?.find((r) => r.levels.includes(level));
  const half = row ? halved(row.max) : undefined;
  if (!half) return answer;
  const label = /^\d/.test(level) ? `${level}° livello` : `livello ${level}`;
  const article = ccnl.probation.article ? ` (${ccnl.probation.article})` : '';
  // "45 giorni" is also said as the months a consultant counts ("un mese e mezzo").
  const inMonths = /^\d+ giorni$/.test(half) ? monthsAndHalf(Number.parseInt(half, 10)) : undefined;
  // "prima a termine e poi a tempo indeterminato": the open-ended hire's full probation answers too (h93-tex-prova).
  const openEnded =
    row && OPEN_ENDED.test(text)
      ? `; per la successiva assunzione a tempo indeterminato vale la durata piena: ${bold(row.max)}`
      : '';
  const line = `Nel ${ccnl.short_name}, per un'assunzione a termine di ${months} ${months === 1 ? 'mese' : 'mesi'}, il periodo di prova massimo del ${label} è dimezzato: ${bold(half)}${inMonths ? ` (${inMonths})` : ''}${article}${openEnded}. La regola: ${rule[0].trim()}`;
  return compose({
    answer: line,
    citations: citeSources(ccnl, line, ccnl.probation.article ?? null, ccnl.probation.sources),
    related: [`Quanto dura il preavviso nel ${ccnl.short_name}?`],
  });
}
