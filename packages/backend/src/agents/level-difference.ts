import { euro, italianDate, MONTH_NAMES } from '../kb/format.js';
import { levelPayAt } from '../kb/pay.js';
import type { Ccnl } from '../kb/schema.js';
import { cents } from '../payroll/net-pay.js';
import { readLevel } from '../reader/levels.js';
import type { TypedRequest } from '../reader/request.js';
import { fold, readable } from '../reader/text.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { bold, compose, table } from './compose.js';
import type { AgentContext } from './context.js';
import { earlierDecidedLevel } from './conversation-level.js';
import { levelNetDifference, netRows } from './level-net-difference.js';
import { levelName } from './shared/levels.js';

/**
 * "quanto prende in più un 4° rispetto a un 5°", "e un B1 quanto in più?": the gap between two levels. Hours
 * worked beyond the week ("le ore in più che ho fatto") are overtime, and a surcharge ("col 25% in più") is the
 * hour's, not a difference.
 */
const ASKS_DIFFERENCE =
  /(?<!\b(?:or[ae]|or[ae] di lavoro|minuti|giorn[oi]) )(?<!% ?)(?:\bin piu\b|\bdi piu\b)|\bdifferenz|\bdi quanto (?:aument|cresc|sal)|\bscarto\b|\bquanto (?:in meno|meno|cambi\w*)\b/;

const MOVE =
  /\bda(?:l|ll')?\s*(?:livello\s+)?(?:\d{1,2}\s*[°º]?|[a-z]{1,2}\d?)(?:\s*(?:livell\w*|super))?\s+a(?:l|ll')?\s*(?:livello\s+)?(?:\d{1,2}|[a-z]{1,2}\d?)\b/;

// Spans that may name a level: "4° livello", "livello C3", "B1", "BS", "3° super".
const LEVEL_SPAN = new RegExp(
  String.raw`\b\d{1,2}\s*[°º]?\s*(?:super\s*)?(?:livell\w*|liv\b)|\b(?:livell\w*|liv\.?|categoria)\s+\S+(?:\s+super)?|\b[A-Za-z]{1,2}\d\b|\b[A-Z]{1,2}\b|\b\d{1,2}\s*[°º](?:\s*super)?(?!\s*(?:${MONTH_NAMES})\b)`,
  'g',
);

/** The distinct levels a text names, in the order it names them. */
function levelsIn(ccnl: Ccnl, text: string): string[] {
  const found: string[] = [];
  // "tra il 3 e il 4 livello": the first number shares the word "livello" said once after the second.
  const spelled = text
    .replace(
      /\b(\d{1,2})\s*[°º]?\s+(e|ed|o|vs|contro|rispetto al|rispetto a)\s+(il |al |l'|un |a )?(\d{1,2})\s*[°º]?\s*(livell\w*|liv\b)/gi,
      '$1 livello $2 $3$4 $5',
    )
    // "dal 5 al 4 livello", "passo dal 5° al 4°": the first number shares the word "livello" said after the second.
    .replace(
      /\bda(?:l|ll')?\s*(\d{1,2})\s*[°º]?\s+a(?:l|ll')?\s*(\d{1,2})\s*[°º]?(?:\s*(livell\w*|liv\b))?/gi,
      (all, from: string, to: string, word?: string) =>
        word || /[°º]/.test(all) ? `dal ${from}° livello al ${to}° livello` : all,
    )
    // "un 3 livello rispetto a un 4": the second number shares the word "livello" said with the first.
    .replace(
      /\b(rispetto (?:a|al|ad)|contro|invece (?:di|del)|vs\.?) (un |una |il |al )?(\d{1,2})\b(?!\s*(?:[°º]|livell|euro|€|%|or[ae]\b|mes|ann|giorn|scatt))/gi,
      '$1 $2$3° livello',
    );
  for (const m of spelled.matchAll(LEVEL_SPAN)) {
    const span = /^\d{1,2}\s*[°º](?:\s*super)?$/.test(m[0].trim()) ? `${m[0]} livello` : m[0];
    const level = readLevel(ccnl, span, fold(span));
    if (level && !found.includes(level)) found.push(level);
  }
  return found;
}

/** Whether a request may weigh two levels: one agreement, and not a first-turn classification. */
export function weighsLevels(ctx: AgentContext, req: TypedRequest): boolean {
  return (
    req.slots.agreements.length < 2 &&
    (req.intent !== 'classification' || (ctx.history?.length ?? 0) > 0) &&
    // ("3ª area 2° livello ABI … il mio 5° livello del commercio": one level is an agreement not held.)
    req.intent !== 'agreement_not_covered'
  );
}

/**
 * The difference between two levels' minimums at the date asked: the difference first, then both minimums.
 * Undefined when the question does not ask a difference, names fewer than two levels (with the conversation's)
 * or increments are what it compares ("con 3 scatti quanto in più", answered by seniorityPay).
 */
export function levelDifference(ctx: AgentContext, req: TypedRequest, ccnl: Ccnl): AgentAnswer | undefined {
  const text = readable(ctx.message);
  if (
    !ASKS_DIFFERENCE.test(text) ||
    req.slots.seniorityIncrements !== undefined ||
    /scatt/.test(text) ||
    req.intent === 'overtime_value'
  )
    return undefined;
  // "il volantino parla del 4°, io però sono al 5°: a giugno quanto ho preso in più?": the worker's own
  // level's tranche, not the gap between the two levels.
  if (req.intent === 'renewal' && /\b(?:ma |pero )?io (?:pero |invece )?sono\b/.test(text)) return undefined;
  // "e per un D2 invece di quanto sale il minimo a giugno 2027?": the rise of one level at a tranche, asked again
  // for another level, not the gap between the two levels.
  if (
    req.intent === 'renewal' &&
    levelsIn(ccnl, ctx.message).length < 2 &&
    /\bdi quanto (?:aument|cresc|sal)\w*\b/.test(text) &&
    !/\bdifferenz|\brispetto (?:a|al|all')\b|\bin piu (?:del|di|rispetto)\b/.test(text)
  )
    return undefined;
  const own = levelsIn(ccnl, ctx.message);
  const previous = ctx.history?.at(-1);
  // The conversation's levels: named in the turn before, or decided by its classification ("lo passo D2").
  const decided = own.length === 1 ? earlierDecidedLevel(ctx, ccnl.id_categoria) : undefined;
  const earlier = decided ? [decided] : previous ? levelsIn(ccnl, previous) : [];
  const levels = own.length >= 2 ? own : [...own, ...earlier];
  const named = [...new Set(levels)];
  // "passo dal 5° al 4°", "da C2 a C3": a move, weighed from the level reached.
  const [upper, lower] = own.length >= 2 && MOVE.test(fold(text)) ? [named[1], named[0]] : named;
  if (!upper || !lower) return undefined;
  const date = req.slots.date ?? ctx.today;
  const a = levelPayAt(ccnl, upper, date);
  const b = levelPayAt(ccnl, lower, date);
  if (!a || !b) return undefined;
  const difference = cents(a.row.amount - b.row.amount);
  const more = difference >= 0;
  const net = levelNetDifference(ctx, text, req, ccnl, date, a, b);
  const answer = net
    ? `Nel ${ccnl.short_name} il ${levelName(ccnl, upper)} prende circa ${bold(`${euro(Math.abs(net.difference))} netti ${net.difference >= 0 ? 'in più' : 'in meno'} al mese`)} del ${levelName(ccnl, lower)} al ${italianDate(date)} (netto medio stimato ${euro(net.upper)} contro ${euro(net.lower)}); in lordo la differenza è di ${euro(Math.abs(difference))} al mese.`
    : `Nel ${ccnl.short_name} il ${levelName(ccnl, upper)} prende ${bold(`${euro(Math.abs(difference))} lordi ${more ? 'in più' : 'in meno'} al mese`)} del ${levelName(ccnl, lower)} al ${italianDate(date)}: minimo ${euro(a.row.amount)} contro ${euro(b.row.amount)}.`;
  return compose({
    answer,
    steps: table(
      [
        [
          `Minimo ${levelName(ccnl, upper)} (tabella dal ${italianDate(a.table.effective_from)})`,
          euro(a.row.amount),
        ],
        [
          `Minimo ${levelName(ccnl, lower)} (tabella dal ${italianDate(b.table.effective_from)})`,
          euro(b.row.amount),
        ],
        ['**Differenza al mese**', `**${euro(difference)}**`],
        ...(net ? netRows(net, levelName(ccnl, upper), levelName(ccnl, lower)) : []),
      ],
      ['Voce', 'Importo'],
    ),
    assumptions: [
      'Solo minimi tabellari: scatti, superminimi e altre voci individuali esclusi.',
      ...(net
        ? [
            'Netto stimato a tempo pieno per l’intero anno, senza altri redditi né familiari a carico; addizionali solo se indichi regione e comune.',
          ]
        : []),
    ],
    citations: [
      ...citeSources(
        ccnl,
        `${levelName(ccnl, upper)}: minimo ${euro(a.row.amount)}`,
        `tabella minimi dal ${italianDate(a.table.effective_from)}`,
        a.table.sources,
      ),
      ...citeSources(
        ccnl,
        `${levelName(ccnl, lower)}: minimo ${euro(b.row.amount)}`,
        `tabella minimi dal ${italianDate(b.table.effective_from)}`,
        b.table.sources,
      ),
    ],
    related: [`Quanto prende netto il ${levelName(ccnl, upper)} del ${ccnl.short_name}?`],
  });
}
