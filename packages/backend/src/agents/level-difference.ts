import { euro, italianDate } from '../kb/format.js';
import { levelPayAt } from '../kb/pay.js';
import type { Ccnl, PayRow } from '../kb/schema.js';
import { cents } from '../payroll/net-pay.js';
import { markedAsk } from '../reader/asking-clause.js';
import type { TypedRequest } from '../reader/request.js';
import { fold, readable } from '../reader/text.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { bold, compose, table } from './compose.js';
import type { AgentContext } from './context.js';
import { earlierDecidedLevel } from './conversation-level.js';
import { hourlyLevelDifference } from './hourly-level-difference.js';
import { ASKS_DIFFERENCE, levelGapAsked, levelMovedTo, levelsIn, MOVE } from './level-gap-asked.js';
import { levelIncreaseDifference } from './level-increase-difference.js';
import { levelNetDifference, netRows } from './level-net-difference.js';
import { levelYearDifference, yearDifferenceRow, yearDifferenceSentence } from './level-year-difference.js';
import { withLevelsNotice } from './levels-notice.js';
import { AGAINST_NOW } from './rise-before.js';
import { levelName } from './shared/levels.js';

// "la differenza mensile di minimo tabellare tra il 3° e il 4° livello": a pay gap, not which level fits.
const PAY_WORD =
  /\bminim\w*|\btabellar\w*|\bretribu\w*|\bstipend\w*|\bpaga\b|\blord\w*|\bal mese\b|\bmensil\w*/;
const asksPayGap = (message: string) => {
  const text = readable(message);
  return ASKS_DIFFERENCE.test(text) && PAY_WORD.test(text);
};

/** Whether a request may weigh two levels: one agreement, and not a first-turn classification. */
// "senza considerare scatti né superminimi", "scatti esclusi": the increments set aside are not what is compared.
const INCREMENTS_SET_ASIDE =
  /\b(?:senza (?:considerare |contare |calcolare |includere )?|esclus[oi] |escludendo |a parte |ne )(?:(?:gli|i|eventuali|gli eventuali) )?scatt\w*|\bscatt\w* (?:esclus\w*|a parte)\b/g;

/**
 * "i minimi del C3 e del B3": where a level's minimum is one item of its row beside others that differ by level
 * (Logistica's "minimo contrattuale" beside its EPA), the minimum item's own gap, said after the rows' totals.
 */
function minimumItemGap(text: string, upper: PayRow, lower: PayRow): string {
  if (!/\bminim[oi]\b/.test(text)) return '';
  const item = (row: PayRow) =>
    row.components.length > 1 ? row.components.find((c) => /^minimo\b/i.test(c.label)) : undefined;
  const a = item(upper);
  const b = item(lower);
  if (!a || !b || a.label !== b.label) return '';
  const gap = cents(a.amount - b.amount);
  if (Math.abs(gap - cents(upper.amount - lower.amount)) < 0.005) return '';
  const others = upper.components.filter((c) => c !== a).map((c) => c.label.split(' (')[0]);
  return ` Il solo ${a.label} (senza ${others.join(', ')}) è ${euro(a.amount)} contro ${euro(b.amount)}: ${bold(`${euro(Math.abs(gap))}`)} di differenza.`;
}

export function weighsLevels(ctx: AgentContext, req: TypedRequest): boolean {
  return (
    req.slots.agreements.length < 2 &&
    (req.intent !== 'classification' || (ctx.history?.length ?? 0) > 0 || asksPayGap(ctx.message)) &&
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
  const gap = levelGapAsked(ccnl, ctx.message, ctx.history?.at(-1));
  if (
    !gap ||
    req.slots.seniorityIncrements !== undefined ||
    // (Increments only told in the story, "ha già i suoi scatti", leave the asked gap of minimums.)
    /scatt/.test((markedAsk(text) || text).replace(INCREMENTS_SET_ASIDE, ' ')) ||
    req.intent === 'overtime_value'
  )
    return undefined;
  // "il volantino parla del 4°, io però sono al 5°: a giugno quanto ho preso in più?": the worker's own
  // level's tranche, not the gap between the two levels.
  if (req.intent === 'renewal' && /\b(?:ma |pero )?io (?:pero |invece )?sono\b/.test(text)) return undefined;
  // "e per un D2 invece di quanto sale il minimo a giugno 2027?": the rise of one level at a tranche, asked again
  // for another level, not the gap between the two levels.
  // ("e per un D2 invece? di quanto sale e a quanto arriva" after a minimum asked with its next rise: the same.)
  if (
    (req.intent === 'renewal' || (req.intent === 'minimum_pay' && req.alsoAsked?.includes('renewal'))) &&
    levelsIn(ccnl, ctx.message).length < 2 &&
    /\bdi quanto (?:aument|cresc|sal)\w*\b/.test(text) &&
    !/\bdifferenz|\brispetto (?:a|al|all')\b|\bin piu (?:del|di|rispetto)\b/.test(text) &&
    // ("chiede il passaggio al 4° livello: di quanto salirebbe il minimo?": a move, weighed against the level held.)
    !levelMovedTo(ccnl, text)
  )
    return undefined;
  // "quanto prenderanno da giugno 2027 e quanto in più rispetto a ora?": one level weighed against its own
  // minimum today, not against the earlier turn's level. ("se mi passano al 3°, quanto in più rispetto ad adesso?"
  // moves the worker to another level: that level weighed against the one held now.)
  if (levelsIn(ccnl, ctx.message).length < 2 && AGAINST_NOW.test(text) && !levelMovedTo(ccnl, text))
    return undefined;
  const own = gap === 'follow-up' ? [] : levelsIn(ccnl, ctx.message);
  const previous = ctx.history?.at(-1);
  // The conversation's levels: named in the turn before, or decided by its classification ("lo passo D2").
  const decided = own.length === 1 ? earlierDecidedLevel(ctx, ccnl.id_categoria) : undefined;
  // ("mi hanno messo C1" told beside the classification asked, then "e se mi passassero C2?": the level the
  // classification decided is the one moved to, so the level the turn said is held is the other one weighed.)
  const said = previous ? levelsIn(ccnl, previous) : [];
  const earlier =
    decided && !(own.includes(decided) && said.some((level) => !own.includes(level))) ? [decided] : said;
  const levels = own.length >= 2 ? own : [...own, ...earlier];
  const named = [...new Set(levels)];
  // "passo dal 5° al 4°", "da C2 a C3": a move, weighed from the level reached.
  const moved = own.length >= 2 && MOVE.test(fold(text));
  // "è al 5°, se la passo al 4° quanto in più?": the level moved to is weighed against the one held.
  const to = own.length >= 2 && !moved ? levelMovedTo(ccnl, text) : undefined;
  const [first, second] = moved
    ? [named[1], named[0]]
    : to && named.includes(to)
      ? [to, named.find((level) => level !== to)]
      : named;
  if (!first || !second) return undefined;
  const date = req.slots.date ?? ctx.today;
  const increase = levelIncreaseDifference(ccnl, text, first, second);
  if (increase) return increase;
  const byHour = hourlyLevelDifference(ccnl, text, [first, second], date);
  if (byHour) return byHour;
  const pa = levelPayAt(ccnl, first, date);
  const pb = levelPayAt(ccnl, second, date);
  if (!pa || !pb) return undefined;
  // "tra il 2 e il 3 livello quanto ballava?": with no side asked (no move, no "in più"/"in meno") the gap is
  // said from the level paid more, a positive figure.
  const sideless = !moved && !to && !/\b(?:in|di) (?:piu|meno)\b|\bmeno\b/.test(text);
  const swap = sideless && pa.row.amount < pb.row.amount;
  const [upper, lower, a, b] = swap ? [second, first, pb, pa] : [first, second, pa, pb];
  const difference = cents(a.row.amount - b.row.amount);
  const more = difference >= 0;
  const net = levelNetDifference(ctx, text, req, ccnl, date, a, b);
  const year = net ? undefined : levelYearDifference(text, req, ccnl, difference, [upper, lower]);
  const answer = net
    ? `Nel ${ccnl.short_name} il ${levelName(ccnl, upper)} prende circa ${bold(`${euro(Math.abs(net.difference))} netti ${net.difference >= 0 ? 'in più' : 'in meno'} al mese`)} del ${levelName(ccnl, lower)} al ${italianDate(date)} (netto medio stimato ${euro(net.upper)} contro ${euro(net.lower)}); in lordo la differenza è di ${euro(Math.abs(difference))} al mese.`
    : `Nel ${ccnl.short_name} il ${levelName(ccnl, upper)} prende ${bold(`${euro(Math.abs(difference))} lordi ${more ? 'in più' : 'in meno'} al mese`)} del ${levelName(ccnl, lower)} al ${italianDate(date)}: minimo ${euro(a.row.amount)} contro ${euro(b.row.amount)}.${minimumItemGap(text, a.row, b.row)}${year ? yearDifferenceSentence(year, difference) : ''}`;
  const whole = compose({
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
        ...(year ? [yearDifferenceRow(year)] : []),
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
  // "…e cambia qualcosa nel preavviso?": the notice of both levels joins the gap (levels-notice.ts).
  return withLevelsNotice(whole, req, ccnl, [upper, lower]);
}
