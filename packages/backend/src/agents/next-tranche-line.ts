import { euro, italianDate, NOT_AVAILABLE, percent } from '../kb/format.js';
import { increasesOf, renewalSteps } from '../kb/increases.js';
import type { Ccnl } from '../kb/schema.js';
import { onlyDerived, stepSpan } from '../kb/unread-table.js';
import { bold } from './compose.js';
import { levelShort } from './shared/levels.js';

/**
 * The tranche the renewal's sources state for `from` at their own reference level, when it is not the level
 * asked ("39 € al parametro medio" beside the 3° livello's 37,01 €): what the agreement itself says of that tranche.
 */
function statedAt(ccnl: Ccnl, level: string | undefined, from: string): string | undefined {
  for (const increase of increasesOf(ccnl)) {
    if (level && increase.level === level) continue;
    const tranche = (increase.tranches ?? []).find((t) => t.from === from);
    if (tranche?.amount === undefined) continue;
    const amount = increase.unit === 'percent' ? percent(tranche.amount) : euro(tranche.amount);
    return `${amount} di ${increase.measure} ${increase.reference}`;
  }
  return undefined;
}

/** The tranche of `from` stated at `level` itself, when `level` is the increase's reference level. */
function ownTranche(ccnl: Ccnl, level: string, from: string): string | undefined {
  const increase = increasesOf(ccnl).find((i) => i.level === level);
  const tranche = increase?.tranches?.find((t) => t.from === from);
  if (!increase || tranche?.amount === undefined) return undefined;
  const amount = increase.unit === 'percent' ? percent(tranche.amount) : euro(tranche.amount);
  return `${amount} di ${increase.measure} ${increase.reference}`;
}

// "a quanto passa il 4° livello?", "quanto diventa il minimo?", "il nuovo minimo": the minimum after the tranche
// is asked, not the rise ("di quanto sale?").
const NEW_MINIMUM =
  /\ba quanto (?:passa|sale|arriva|va|salira|passera|arrivera|andra)\b|\bquanto (?:diventa|diventera|sara)\b|\bnuov[oa] (?:minim|paga|retribuzion|stipendi)/;

// "il minimo tabellare del 4° livello in vigore oggi", "qual è il minimo attuale": the minimum itself is asked too.
const MINIMUM_IN_FORCE =
  /\bminim[oi] tabellar\w*|\bminim[oi] (?:\w+ ){0,4}?(?:in vigore|di oggi|attual\w*|corrent\w*|di adesso)\b/;

/**
 * The next tranche after `today`: at the level asked, or the renewal's reference level, from the tables. The
 * bold figure is what `question` asks: the new minimum ("a quanto passa?") or the rise; the last tranche of the
 * renewal says so, for "ce ne sono altri o era l'ultimo?".
 */
export function nextTrancheLine(
  ccnl: Ccnl,
  levelAsked: string | undefined,
  today: string,
  lead: boolean,
  question = '',
): string | undefined {
  const level = levelAsked ?? increasesOf(ccnl).find((i) => i.level)?.level;
  const steps = level ? renewalSteps(ccnl, level) : [];
  const step = steps.find((s) => s.from > today);
  const name = ccnl.short_name;
  if (step && level) {
    const b = (text: string) => (lead ? bold(text) : text);
    const stated = statedAt(ccnl, level, step.from);
    const agreed = stated ? ` Il rinnovo fissa questa tranche in ${stated}.` : '';
    const last =
      step === steps.at(-1) && !ccnl.validity.tranches.some((d) => d > step.from)
        ? " È l'ultima tranche del rinnovo nella base di conoscenza."
        : '';
    const head = `Nel ${name} il prossimo aumento del minimo del ${levelShort(level)} decorre dal ${italianDate(step.from)}`;
    return NEW_MINIMUM.test(question) && !onlyDerived(step.table)
      ? `${head}: il minimo mensile passa a ${b(euro(step.after))} (+${euro(step.amount)} rispetto a ${euro(step.before)}).${agreed}${last}`
      : `${head}: ${b(euro(step.amount))} al mese (${stepSpan(step)}).${agreed}${last}`;
  }
  const date = ccnl.validity.tranches.find((d) => d > today);
  // "il minimo tabellare in vigore oggi e la data della prossima tranche" of an agreement with no tables: the
  // minimum asked is a gap, said first, before the date.
  const minimumGap =
    !ccnl.pay_tables.length && MINIMUM_IN_FORCE.test(question)
      ? `Nel ${name} il minimo tabellare${level && levelAsked ? ` del ${levelShort(level)}` : ''} in vigore oggi ${lead ? bold('non è nella base di conoscenza') : 'non è nella base di conoscenza'} (le tabelle dei minimi del contratto non sono state raccolte). `
      : '';
  if (date && minimumGap) {
    const stated = statedAt(ccnl, level, date);
    return `${minimumGap}La prossima tranche decorre dal ${lead ? bold(italianDate(date)) : italianDate(date)}${stated ? `: ${stated}` : ''}.`;
  }
  if (date) {
    const day = lead ? bold(italianDate(date)) : italianDate(date);
    // The level asked is the renewal's own reference level ("30 € al livello BS conviventi"): its tranche, stated.
    const own = level ? ownTranche(ccnl, level, date) : undefined;
    if (own) return `Nel ${name} la prossima tranche decorre dal ${day}: ${lead ? bold(own) : own}.`;
    const stated = statedAt(ccnl, level, date);
    const perLevel = level ? ` per il ${levelShort(level)}` : '';
    return stated
      ? `Nel ${name} la prossima tranche decorre dal ${day}: ${stated}${level ? ` (importo${perLevel}: ${NOT_AVAILABLE})` : ''}.`
      : `Nel ${name} la prossima tranche decorre dal ${day}; il suo importo${perLevel}: ${NOT_AVAILABLE}.`;
  }
  return `Nel ${name} nessuna tranche successiva al ${italianDate(today)} è nella base di conoscenza (ultima decorrenza: ${ccnl.validity.tranches.length ? italianDate(ccnl.validity.tranches.at(-1) ?? '') : 'non indicata'}).`;
}

// "la data della prossima tranche", "quando c'è il prossimo aumento?": the next step alone is asked.
const NEXT_STEP_ASKED = /\bprossim[oa] (?:tranche|trance|aument\w*|scaglion\w*|rata)\b/;
// "e l'una tantum?", "cosa prevede il rinnovo?", "novità": the lump or the renewal as a whole is asked too.
const LUMP_OR_WHOLE =
  /\buna tantum\b|\barretrat\w*|\bcosa prevede\b|\bnovita\b|\bcosa cambia\b|\bin sintesi\b/;

// "Le fonti … non citano alcuna una tantum", "… senza citare alcuna una tantum": the sources say there was none.
const NO_LUMP =
  /\bnon (?:citano|indicano|prevedono|cita|indica|prevede)(?: alcuna)? una tantum|\bsenza citare alcuna una tantum|\bnessuna una tantum/i;

/**
 * The parts of a renewal answer kept beside its opening: asked only the next tranche (and the minimum), the una
 * tantum already paid is another subject, whose euro figure reads as an answer to a question not asked. An una
 * tantum there was none of, not asked, is a line about nothing whose figures (the renewal's whole increase, "215
 * euro al 2° livello in otto tranche") read as the answer to an increase asked "finora".
 */
export const besideNextTranche = (question: string, part: string, ccnl?: Ccnl): boolean =>
  part !== 'una_tantum' ||
  LUMP_OR_WHOLE.test(question) ||
  (!NEXT_STEP_ASKED.test(question) && !NO_LUMP.test(ccnl?.validity.una_tantum.text ?? ''));
