import { euro, figureValue, italianDate } from '../kb/format.js';
import { levelSteps } from '../kb/increases.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, type Citation, levelMinimumCitations } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { agreementOf } from './pay-base.js';

/**
 * An individual superminimo set against a tranche of the agreement's minimums ("ha 150 € di superminimo
 * assorbibile: con l'aumento di giugno quanto gli resta?", then "e se fosse non assorbibile?"): an absorbable one
 * shrinks by the tranche of the level (what is left is the superminimo less the increase, never below zero), a
 * non-absorbable one stays whole and the increase adds to it. Before, the tranche alone or the item's definition
 * was answered, and the residual the consultant asked for was missing.
 */

const FIGURE = String.raw`(\d{1,3}(?:\.\d{3})*(?:,\d{1,2})?|\d+(?:,\d{1,2})?)\s?(?:€|euro)`;
const AMOUNT_AFTER = new RegExp(String.raw`\bsuperminim\w*\b[^.?!;]{0,60}?${FIGURE}`);
const AMOUNT_BEFORE = new RegExp(String.raw`${FIGURE}[^.?!;]{0,25}\bdi superminim`);
const NOT_ABSORBABLE =
  /\bnon (?:e )?(?:assorbibil|assorbit)\w*|\bnon (?:si )?(?:puo|possono) (?:essere )?assorb/;
const ABSORBABLE = /\bassorbibil\w*|\bassorbir\w*|\bassorb(?:e|ono|ito|ita)\b/;
/** The ask: what is left of it, what changes, how much is absorbed. */
const ASKED =
  /\b(?:quant\w*|cosa|che cosa) (?:\w+ ){0,3}(?:rest\w*|riman\w*|resid\w*|assorb\w*)|\bresidu\w*|\b(?:cosa|che) cambi\w*|\bcambia qualcosa\b|\bassorb\w*[^.?!;]*\?/;
/** A tranche or renewal in the case: the increase that absorbs. */
const TRANCHE = /\btranche\b|\baument\w*|\brinnov\w*|\bminim[oi]\b/;

function superminimoOf(text: string): number | undefined {
  const m = AMOUNT_AFTER.exec(text) ?? AMOUNT_BEFORE.exec(text);
  return m?.[1] ? figureValue(m[1]) : undefined;
}

/** The superminimo left after the level's tranche, or undefined when the question is not that case. */
export function absorbedSuperminimo(
  ctx: AgentContext,
  req: TypedRequest,
  ruleCitations: Citation[],
): AgentAnswer | undefined {
  const text = readable(ctx.message);
  const earlier = readable(ctx.history?.at(-1) ?? '');
  // The case is this turn's, or the earlier one's when this turn changes the clause ("e se fosse non assorbibile?").
  const own = superminimoOf(text);
  const amount = own ?? (/\bsuperminim|\bassorbib/.test(text) ? superminimoOf(earlier) : undefined);
  if (amount === undefined || !ASKED.test(text)) return undefined;
  const caseText = own !== undefined ? text : `${earlier} ${text}`;
  if (!TRANCHE.test(caseText)) return undefined;
  const notAbsorbable =
    NOT_ABSORBABLE.test(text) ||
    (own === undefined && !ABSORBABLE.test(text) && NOT_ABSORBABLE.test(earlier));
  if (!notAbsorbable && !ABSORBABLE.test(caseText)) return undefined;
  const ccnl = agreementOf(ctx, req);
  const level = req.slots.level;
  if (!ccnl || !level) return undefined;
  // The tranche of the month asked, or else the next one from today.
  const steps = levelSteps(ccnl, level);
  const month = req.slots.date?.slice(0, 7);
  const step = month
    ? steps.find((s) => s.from.slice(0, 7) === month)
    : steps.find((s) => s.from > ctx.today);
  if (!step) return undefined;
  const from = italianDate(step.from);
  const levelName = `livello ${level}`;
  const absorbed = Math.min(amount, step.amount);
  const left = Math.round((amount - absorbed) * 100) / 100;
  const answer = notAbsorbable
    ? `Con la clausola di non assorbibilità il superminimo resta intero, ${bold(euro(amount))} al mese: l’aumento del ${levelName} dal ${from} (${euro(step.amount)}) si somma, e la retribuzione sale da ${euro(step.before + amount)} a ${bold(euro(step.after + amount))} (minimo ${euro(step.after)} + superminimo ${euro(amount)}).`
    : `Dal ${from} restano ${bold(euro(left))} di superminimo: l’aumento del minimo del ${levelName} (${euro(step.amount)}) assorbe la stessa cifra del superminimo assorbibile (${euro(amount)} − ${euro(absorbed)}), e la retribuzione resta ${euro(step.before + amount)}${step.amount > amount ? ` fino a esaurimento, poi sale di ${euro(step.amount - amount)}` : ''}.`;
  const table = notAbsorbable
    ? []
    : [
        `| Voce | Prima | Dal ${from} |`,
        '| --- | ---: | ---: |',
        `| Minimo ${levelName} | ${euro(step.before)} | ${euro(step.after)} |`,
        `| Superminimo | ${euro(amount)} | ${euro(left)} |`,
        `| Totale | ${euro(step.before + amount)} | ${euro(step.after + left)} |`,
      ];
  return compose({
    answer,
    steps: table,
    assumptions: [
      notAbsorbable
        ? `Aumento del ${ccnl.short_name} dal ${from} per il ${levelName}; non assorbibile per clausola scritta nella lettera di assunzione o in un accordo.`
        : `Aumento del ${ccnl.short_name} dal ${from} per il ${levelName}; superminimo assorbibile (di regola, salvo clausola contraria) e nessuna clausola del rinnovo che vieti l’assorbimento.`,
    ],
    citations: [
      ...levelMinimumCitations(ccnl, `${ccnl.short_name}, ${levelName}`, step.after, step.table),
      ...ruleCitations,
    ],
    related: [`Quali sono le tranche di aumento del ${ccnl.short_name}?`],
  });
}
