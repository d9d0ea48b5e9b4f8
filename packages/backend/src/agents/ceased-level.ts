import { addDays, euro, italianDate } from '../kb/format.js';
import { levelPayAt } from '../kb/pay.js';
import type { Ccnl } from '../kb/schema.js';
import { fold, readable } from '../reader/text.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { levelShort } from './shared/levels.js';

// "al 6J", "6 junior", "6° livello junior": a junior grade the question names.
const JUNIOR_SAID = /\b(\d{1,2})\s*(?:°\s*)?(?:livello\s+)?(?:j|junior)\b/g;
// The knowledge base's sentence that the grade ended ("il 6 Junior è cessato il 31 dicembre 2025").
const ceasedSentence = (grade: string) =>
  new RegExp(
    String.raw`(?:il |livello )?${grade}\s*(?:°\s*)?(?:livello\s+)?junior (?:e cessato|cessa|e stato (?:abolito|soppresso|eliminato)) (?:il |dal |dall')?(\d{1,2}°? \p{L}+ \d{4})`,
    'iu',
  );

/**
 * "il mio vecchio consulente li metteva al 6J: dove lo inquadro adesso?": a junior grade the question names that
 * the knowledge base says has ended, told as ended beside the level proposed ('' when none is named or the
 * knowledge base says nothing of its end).
 */
export function ceasedLevelNote(ccnl: Ccnl, message: string): string {
  const text = fold(message);
  const known = [ccnl.pay_structure, ...ccnl.notes].map(fold);
  for (const [, grade] of text.matchAll(JUNIOR_SAID)) {
    if (!grade) continue;
    const held = ccnl.levels.some((l) => fold(l.level) === `${grade}j`);
    const date = known.map((k) => ceasedSentence(grade).exec(k)?.[1]).find(Boolean);
    if (date && !held)
      return ` Il ${grade}J (${grade}° livello junior) non esiste più: nel contratto è cessato il ${date}.`;
  }
  return '';
}

// What a move out of an abolished level asks: the rise ("di quanto aumenta", "quanto prende in più"), or where
// its workers go ("a che livello passano", "dove finiscono", "che livello dovrei avere").
const MOVE_ASKED =
  /\baument\w*|\b(?:a|in) (?:che|quale) livello (?:dovrei|devo|dovrebbe|deve|dovremmo|sarei|sono|mi spetta|spetta|va messo|andrebbe|stare|essere)\b|\b(?:che|quale|qual e il) (?:minimo|paga|stipendio)\b[^?]*\b(?:spett\w*|oggi|adesso|ora)\b|\bnon (?:esiste|c'e) piu\b|\bdi quanto\b|\bquanto (?:prend\w*|guadagn\w*|sale|cresc\w*)?\s*(?:in piu|di piu)\b|\b(?:a|in) (?:che|quale) livello\b[^?]*\b(?:pass\w*|va|vanno|finisc\w*|sposta\w*)\b|\bdove (?:pass\w*|finisc\w*|van\w*)\b|\b(?:che|quale) livello (?:dovrei|dovrebbe|dovremmo|devo|deve) (?:avere|prendere)\b/;
// Another level named by the question itself: the move is not what it asks.
const OTHER_LEVEL = /\b(?:\d{1,2}|[a-z]\d)\s*(?:°\s*)?(?:livello|liv\.?)\b(?!\s+(?:junior|j)\b)/;

/** The abolished level the message names, else the one the turn before named when the message names none. */
function ceasedNamed(ccnl: Ccnl, message: string, previous: string | undefined) {
  const named = (text: string) =>
    (ccnl.ceased_levels ?? []).find((c) =>
      [...fold(text).matchAll(JUNIOR_SAID)].some(([, grade]) => `${grade}J` === c.level),
    );
  return named(message) ?? (previous && !OTHER_LEVEL.test(readable(message)) ? named(previous) : undefined);
}

/**
 * "dal 2026 il 6J non c'è più: a che livello passano e di quanto aumenta la paga?", "di quanto doveva aumentare
 * col passaggio dal 6J al 6°?": the level the abolished one's workers moved to and the rise the move gave, read
 * from the abolished level's last pay and the new level's table of the same day; then the new level's pay from
 * the day after, with any tranche of that day. Undefined when no abolished level is named or no move is asked.
 */
export function ceasedLevelMove(ctx: AgentContext, ccnl: Ccnl): AgentAnswer | undefined {
  const text = readable(ctx.message);
  const ceased = ceasedNamed(ccnl, ctx.message, ctx.history?.at(-1));
  if (!ceased || !MOVE_ASKED.test(text)) return undefined;
  const before = levelPayAt(ccnl, ceased.moved_to, ceased.ceased);
  if (!before) return undefined;
  const from = addDays(ceased.ceased, 1);
  const after = levelPayAt(ccnl, ceased.moved_to, from);
  const to = levelShort(ceased.moved_to);
  const rise = Math.round((before.row.amount - ceased.last_amount) * 100) / 100;
  const opening = `Nel ${ccnl.short_name} il ${ceased.level} (${ceased.name}) è stato abolito: chi vi era inquadrato al ${italianDate(ceased.ceased)} passa dal ${italianDate(from)} al ${bold(to)}, con un aumento di ${bold(euro(rise))} lordi mensili (da ${euro(ceased.last_amount)} del ${ceased.level} a ${euro(before.row.amount)} del ${to}, alle tabelle in vigore il ${italianDate(ceased.ceased)}).`;
  const newer =
    after && after.table !== before.table
      ? ` Dal ${italianDate(after.table.effective_from)} il ${to} vale ${euro(after.row.amount)}${after.row.components.length > 1 ? ` (${after.row.components.map((c) => `${c.label} ${euro(c.amount)}`).join(', ')})` : ''}, con la tranche del rinnovo di quel giorno: rispetto al ${ceased.level} sono ${euro(Math.round((after.row.amount - ceased.last_amount) * 100) / 100)} in più al mese.`
      : '';
  const tables = [before, ...(after && after.table !== before.table ? [after] : [])];
  return compose({
    answer: `${opening}${newer}`,
    steps: [ceased.text],
    citations: [
      ...citeSources(ccnl, ceased.text, null, ceased.sources, 1),
      ...tables.flatMap((t) =>
        citeSources(
          ccnl,
          `Tabella minimi dal ${italianDate(t.table.effective_from)}`,
          null,
          t.table.sources,
          1,
        ),
      ),
    ],
    related: [`Qual è il minimo mensile del ${to} del ${ccnl.short_name}?`],
  });
}
