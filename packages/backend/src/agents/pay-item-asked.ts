import { euro, italianDate } from '../kb/format.js';
import type { Ccnl, PayItem } from '../kb/schema.js';
import { askedSentence } from '../reader/asking-clause.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { agreementOf } from './pay-base.js';
import { levelShort } from './shared/levels.js';

/**
 * "Nel CCNL alimentari che cos'è l'IAR, a quanto ammonta oggi per il 4° livello e su quali istituti incide?": an
 * element of pay the agreement keeps apart from the minimum, named by its payslip short or its label, answered
 * from the knowledge base's own entry: its monthly amount at the level and date asked, what it counts in, and the
 * entry that follows. Undefined when the question names no such element of the agreement.
 */

const COUNTS_IN: Record<PayItem['counts_in'][number], string> = {
  tredicesima: 'tredicesima',
  quattordicesima: 'quattordicesima',
  tfr: 'TFR',
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether the text names the item: its short as a word ("IAR") or its whole label. */
function named(text: string, item: PayItem): boolean {
  return (
    new RegExp(`(?<![\\p{L}\\d])${escapeRegExp(item.short.toLowerCase())}(?![\\p{L}\\d])`, 'u').test(text) ||
    text.includes(readable(item.label))
  );
}

// "E su quali istituti incide questa voce?": the asking sentence points back at the element the story names.
const POINTS_BACK =
  /\b(?:questa|quella|tale|sua) (?:voce|cifra|somma)\b|\b(?:questo|quello|tale) (?:elemento|importo|incremento)\b|\bquest'(?:elemento|importo|incremento)\b/;
// "a quanto arriverà e da quale data?", "di quanto sale col rinnovo?": the element's next amount is asked.
const RISE_ASKED =
  /\baument\w*|\bcresc\w*|\bdi quanto\b|\barriv(?:era|a|ano)\b|\bsal(?:e|ira|gono)\b|\bpasser\w*|\b(?:con|col|dopo) (?:il |l')?(?:nuovo |ultimo )?rinnovo\b|\bda (?:quale|che) (?:data|mese|giorno)\b|\bda quando\b|\bprossim\w* (?:aument|tranche|scatt)/;

/** Whether the question asks of the element: named where it asks, or named in the story and pointed back at. */
function asksOf(message: string, item: PayItem): boolean {
  const asking = readable(askedSentence(message));
  if (named(asking, item)) return true;
  const marked = readable(
    message
      .split(/(?<=[.?!])\s+/)
      .filter((s) => s.includes('?'))
      .join(' '),
  );
  return named(marked, item) || (named(readable(message), item) && POINTS_BACK.test(marked));
}

const listed = (items: readonly string[]) =>
  items.length > 1 ? `${items.slice(0, -1).join(', ')} e ${items.at(-1)}` : (items[0] ?? '');

export function payItemAnswer(
  ctx: AgentContext,
  req: TypedRequest,
  ccnl: Ccnl | undefined,
): AgentAnswer | undefined {
  const items = ccnl?.pay_items ?? [];
  if (!ccnl || !items.length || ctx.documents.length) return undefined;
  // Named in the sentence that asks: "tra minimo, contingenza e IAR non ci capisco niente. Qual è il minimo?"
  // asks the minimum.
  const versions = items
    .filter((i) => asksOf(ctx.message, i))
    .sort((a, b) => a.effective_from.localeCompare(b.effective_from));
  if (!versions.length) return undefined;
  const day = req.slots.date ?? ctx.today;
  const current = versions.filter((v) => v.effective_from <= day).at(-1);
  const next = versions.find((v) => v.effective_from > day);
  if (!current) return undefined;
  const level = req.slots.level;
  const amount = level ? current.amounts[level] : undefined;
  const title = `l'${current.short} (${current.label})`;
  const counts = `incide su ${listed(current.counts_in.map((c) => COUNTS_IN[c]))}`;
  const nextAmount = level && next ? next.amounts[level] : undefined;
  const riseAsked = RISE_ASKED.test(readable(ctx.message));
  const opening =
    riseAsked && next && level && nextAmount !== undefined
      ? `Nel ${ccnl.short_name} ${title} del ${levelShort(level)} sale a ${bold(euro(nextAmount))} al mese dal ${bold(italianDate(next.effective_from))} (${amount !== undefined ? `${euro(amount)} dal ${italianDate(current.effective_from)}` : `importi dal ${italianDate(current.effective_from)}`}); ${counts}.`
      : level && amount !== undefined
        ? `Nel ${ccnl.short_name} ${title} del ${levelShort(level)} vale ${bold(euro(amount))} al mese al ${italianDate(day)} (importi in vigore dal ${italianDate(current.effective_from)}); ${counts}.`
        : level
          ? `Nel ${ccnl.short_name} l'importo del${title.slice(1)} per il ${levelShort(level)} ${bold('non è nella base di conoscenza')}; ${counts}.`
          : `Nel ${ccnl.short_name} ${title} ${counts}; importi mensili dal ${italianDate(current.effective_from)}: ${ccnl.levels
              .filter((l) => current.amounts[l.level] !== undefined)
              .map((l) => `${levelShort(l.level)} ${euro(current.amounts[l.level] as number)}`)
              .join(', ')}.`;
  const steps = [
    ...(current.note ? [current.note] : []),
    ...(next && !(riseAsked && nextAmount !== undefined)
      ? [
          level && next.amounts[level] !== undefined
            ? `Dal ${italianDate(next.effective_from)} ${title} del ${levelShort(level)} sale a ${euro(next.amounts[level] as number)}.`
            : `Dal ${italianDate(next.effective_from)} cambiano gli importi${level ? `; quello del ${levelShort(level)} non è nella base di conoscenza` : ''}.`,
        ]
      : []),
  ];
  return compose({
    answer: opening,
    steps,
    citations: citeSources(ccnl, `${current.label} (${current.short})`, null, current.sources),
    related: [
      `Qual è il minimo mensile${level ? ` del ${levelShort(level)}` : ''} nel ${ccnl.short_name}?`,
      `Quante mensilità prevede il ${ccnl.short_name}?`,
    ],
  });
}

/** The main agent's answer on an element of the agreement the question asks of; undefined otherwise. */
export function ownPayItem(agentName: string, ctx: AgentContext): AgentAnswer | undefined {
  const req = ctx.request;
  return agentName === 'main-agent' && req ? payItemAnswer(ctx, req, agreementOf(ctx, req)) : undefined;
}
