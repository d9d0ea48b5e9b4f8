import { euro } from '../kb/format.js';
import { increasesOf, type LevelStep, stepInMonth } from '../kb/increases.js';
import { findLevel } from '../kb/pay.js';
import type { Ccnl } from '../kb/schema.js';
import { readable } from '../reader/text.js';
import { bold } from './compose.js';
import { levelShort } from './shared/levels.js';

/**
 * Why a level's tranche is not the renewal's headline figure ("il sindacato ha detto 60 euro, ma al 5° livello il
 * minimo è salito solo di 48 euro: perché?"): the renewal states its tranche at a reference parameter ("al
 * parametro medio") and each level gets it in proportion to its own parameter (riparametrazione). The reference
 * parameter and the level's are worked out from the agreement's stated parameter scale ("parametri da 100 (6°
 * livello) a 230 (1° super)") and the tables' own steps at that month; when the scale cannot be read, or the
 * tables do not move in proportion to it, the sentence says the rule without the parameters. Said only when the
 * question asks why, doubts the figure or quotes the headline amount, and the level's step differs from it.
 */

const ASKS_REASON =
  /\bperche\b|\bcome mai\b|\be giusto\b|\bgiusto cosi\b|\bpagando meno\b|\bsbagliat\w*|\bnon (?:mi )?torna\b|\bcorrett[oa]\b|\bregolare\b/;
// "non doveva esserci un aumento da gennaio? di quanto?", "il minimo è rimasto uguale": an increase expected and
// not seen asks the renewal's tranche too (the table's step is then no verdict on the payslip).
const INCREASE_EXPECTED =
  /\bdoveva(?:no)? (?:esserci|scattare|arrivare)\b|\b(?:e|sembra|restat[oa]|rimast[oa]) (?:identic|ugual|invariat|ferm)\w*/;
const SCALE = /parametri da (\d{2,3}) \(([^)]+)\) a (\d{2,3}) \(([^)]+)\)/i;

const amountSaid = (text: string, amount: number) =>
  new RegExp(`(?<![\\d.,])${Math.round(amount)}(?:[.,]00)? ?(?:euro|€)`).test(text);

/** The parameter of each end of the agreement's scale and its level, when the pay structure states it. */
function scaleEnds(ccnl: Ccnl): { level: string; parameter: number }[] {
  const m = SCALE.exec(ccnl.pay_structure ?? '');
  if (!m) return [];
  return [
    { label: m[2] ?? '', parameter: Number(m[1]) },
    { label: m[4] ?? '', parameter: Number(m[3]) },
  ]
    .map((e) => ({ level: findLevel(ccnl, readable(e.label), false), parameter: e.parameter }))
    .filter((e): e is { level: string; parameter: number } => e.level !== undefined);
}

/**
 * The parameter a tranche stated "al parametro medio" is fixed at, worked out from each end of the agreement's
 * scale and the tables' steps that month; both ends must agree to the unit. Undefined when they cannot be read.
 */
export function referenceParameter(ccnl: Ccnl, from: string, tranche: number): number | undefined {
  const refs = scaleEnds(ccnl)
    .map((e) => {
      const own = stepInMonth(ccnl, e.level, from);
      return own && own.amount > 0 ? (tranche * e.parameter) / own.amount : undefined;
    })
    .filter((r): r is number => r !== undefined);
  const reference = refs.length === 2 ? Math.round(refs[0] as number) : undefined;
  return reference === undefined || refs.some((r) => Math.abs(r - reference) > 0.5) ? undefined : reference;
}

/** The riparametrazione sentence for `level`'s step, or '' when it is not asked or not needed. */
export function reparametrisedTranche(ccnl: Ccnl, level: string, step: LevelStep, question: string): string {
  const increase = increasesOf(ccnl).find(
    (i) => !i.level && i.unit === 'euro' && /parametr/i.test(i.reference ?? ''),
  );
  const tranche = increase?.tranches?.find((t) => t.from.slice(0, 7) === step.from.slice(0, 7))?.amount;
  if (!increase || tranche === undefined || Math.abs(tranche - step.amount) < 0.01) return '';
  const text = readable(question);
  const expected = INCREASE_EXPECTED.test(text);
  if (!ASKS_REASON.test(text) && !amountSaid(text, tranche) && !expected) return '';
  const verdict = ASKS_REASON.test(text) || !expected ? 'È giusto così (parametri' : '(Parametri';
  const rule = `I ${euro(tranche)} della tranche sono fissati ${increase.reference}: ogni livello li riceve in proporzione al suo parametro (riparametrazione)`;
  const reference = referenceParameter(ccnl, step.from, tranche);
  const plain = ` ${rule}, per questo al ${levelShort(level)} l'aumento in tabella è di ${euro(step.amount)} e non di ${euro(tranche)}.`;
  if (reference === undefined) return plain;
  const parameter = Math.round((step.amount * reference) / tranche);
  const exact = (tranche * parameter) / reference;
  if (Math.abs(exact - step.amount) > 0.02) return plain;
  const worked = exact.toFixed(3).replace('.', ',');
  return ` ${rule}. La tranche vale ${euro(tranche)} al parametro ${reference} e il ${levelShort(level)} ha parametro ${parameter}: ${euro(tranche)} × ${parameter} / ${reference} = ${worked}, in tabella ${bold(euro(step.amount))}. ${verdict} ricavati dalla scala del contratto, ${SCALE.exec(ccnl.pay_structure ?? '')?.[0] ?? ''}, e dagli aumenti delle tabelle).`;
}
