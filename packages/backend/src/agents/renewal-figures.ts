import type { Ccnl } from '../kb/schema.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import { type AgentContext, targetAgreements } from './context.js';
import { levelShort } from './shared/levels.js';

/**
 * Figures of a renewal beside its increases, asked outright: the montante ("quanto fa in tutto il montante nel
 * triennio?", "il montante del rinnovo") and what the renewal changes for the pension fund ("per la previdenza
 * complementare cosa cambia?", "il contributo al fondo pensione aumenta col rinnovo?"), from the agreement's
 * `validity.renewal_figures`. Where the knowledge base has no such figure, the answer says so plainly and gives
 * no amount. The welfare a renewal grants ("c'è anche una quota di welfare ogni anno?") and an EDR it sets ("nel
 * 2027 c'è anche un EDR?") are answered only where the agreement has that figure: elsewhere the question is
 * another answer's (pay, net, a payslip). Undefined when none is asked.
 */

const MONTANTE = /\bmontant\w*/;
const PENSION =
  /\bprevidenza complementare\b|\bfond\w* (?:di )?(?:pension\w*|previdenz\w*|negozial\w*|di categoria)\b|\bfondo [a-z]+ (?:plastica|chimici|cometa)\b|\bfonchim\b|\bcometa\b/;
// What the renewal changes: "cosa cambia", "novità", "aumenta", or a conversation about the renewal.
const CHANGE = /\bcambi\w*|\bnovit\w*|\baument\w*|\bsal(?:e|gono)\b|\bcresc\w*|\brinnov\w*|\bdi piu\b/;
const RENEWAL_TALK = /\brinnov\w*|\baument\w*|\btranche\b|\bmontant\w*/;

const WELFARE = /\bwelfare\b|\bflexible benefit\w*|\bbuon\w* welfare\b/;
const EDR = /\bedr\b|\belemento distinto (?:della|dalla) retribuzione\b/;

type Topic = 'montante' | 'previdenza_complementare' | 'welfare' | 'edr';

const WHAT: Record<Topic, string> = {
  montante: 'il montante del rinnovo (quanto si riceve in tutto dalle tranche nel periodo di vigenza)',
  previdenza_complementare: 'la modifica del rinnovo alla previdenza complementare',
  welfare: 'il welfare previsto dal rinnovo',
  edr: "l'elemento distinto della retribuzione (EDR) del rinnovo",
};

const hasFigure = (ccnl: Ccnl, topic: Topic) =>
  (ccnl.validity.renewal_figures ?? []).some((f) => f.topic === topic);

function topicsAsked(ctx: AgentContext, ccnl: Ccnl): Topic[] {
  const text = readable(ctx.message);
  const previous = readable(ctx.history?.at(-1) ?? '');
  const asked: { topic: Topic; at: number }[] = [];
  const montante = MONTANTE.exec(text);
  if (montante) asked.push({ topic: 'montante', at: montante.index });
  const pension = PENSION.exec(text);
  if (pension && (CHANGE.test(text) || RENEWAL_TALK.test(previous)))
    asked.push({ topic: 'previdenza_complementare', at: pension.index });
  const welfare = WELFARE.exec(text);
  if (welfare && hasFigure(ccnl, 'welfare')) asked.push({ topic: 'welfare', at: welfare.index });
  const edr = EDR.exec(text);
  if (edr && hasFigure(ccnl, 'edr')) asked.push({ topic: 'edr', at: edr.index });
  return asked.sort((a, b) => a.at - b.at).map((a) => a.topic);
}

function figureLine(ccnl: Ccnl, topic: Topic, level: string | undefined, lead: boolean): string {
  const figure = (ccnl.validity.renewal_figures ?? []).find((f) => f.topic === topic);
  const what = WHAT[topic];
  if (!figure)
    return `Nel ${ccnl.short_name} ${what} ${bold('non è nella base di conoscenza')}: le fonti lette sul rinnovo non lo indicano, e non lo ricavo da altre cifre.`;
  // The sources' own sentence, its first amount bold when it opens the answer.
  const said = figure.text.replace(/^\p{Lu}/u, (c) => c.toLowerCase());
  const amount = /\d{1,3}(?:\.\d{3})*(?:,\d+)?\s*(?:euro|€)/.exec(said)?.[0];
  const opening = `Nel ${ccnl.short_name} ${lead && amount ? said.replace(amount, bold(amount)) : said}`;
  // A level asked that is not the one the sources give it for: said, not recomputed.
  const other =
    topic === 'montante' && level && figure.level && level !== figure.level
      ? ` Le fonti lo danno solo per il ${levelShort(figure.level)}: per il ${levelShort(level)} non è nella base di conoscenza.`
      : '';
  return `${opening}${other}`;
}

export function renewalFigureAnswer(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  const ccnl = targetAgreements(ctx).agreements[0];
  if (!ccnl) return undefined;
  const topics = topicsAsked(ctx, ccnl);
  if (!topics.length) return undefined;
  const level =
    req.slots.level && ccnl.levels.some((l) => l.level === req.slots.level) ? req.slots.level : undefined;
  const lines = topics.map((t, i) => figureLine(ccnl, t, level, i === 0));
  const figures = (ccnl.validity.renewal_figures ?? []).filter((f) => topics.includes(f.topic));
  return compose({
    answer: lines.join('\n'),
    citations: figures.flatMap((f) =>
      citeSources(ccnl, `Rinnovo del ${ccnl.short_name}: ${f.text}`, null, f.sources, 2),
    ),
    related: [
      `Quali sono le tranche di aumento del ${ccnl.short_name}?`,
      `Fino a quando vale il ${ccnl.short_name}?`,
    ],
  });
}
