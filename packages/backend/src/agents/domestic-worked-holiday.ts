import type { Ccnl } from '../kb/schema.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';

/**
 * A domestic worker who works on public holidays, asked with no hours or hourly pay ("la badante resta con
 * mamma il 25, il 26 e a Capodanno: cosa le spetta per quei giorni di festa lavorati?"): the rule itself. The
 * holiday is paid anyway (in the month's pay, 1/26 of it a day; 1/6 of the week for the hourly paid) and the
 * hours worked on it are paid on top with the agreement's holiday surcharge (60%, art. 16). A present is no
 * substitute for either.
 */

// A holiday by name or date, or "giorni di festa" / "festivi" (a Sunday alone is a rest day: another rule).
const HOLIDAY =
  /\bfestivita\b|\bgiorn\w* (?:di festa|festiv\w*)\b|\bfeste\b|\bnatale\b|santo stefano|capodanno|primo dell'anno|\bepifania\b|pasquetta|ferragosto|\b(?:25|26|8) dicembre\b|\bil 25, il 26\b|\b(?:1|primo) (?:gennaio|maggio|novembre)\b/;
// She works, stays on duty or stays with the person cared for on those days.
const WORKED =
  /\blavorat[aei]\b|\b(?:lavora|lavorera|lavorare|lavorerebbe)\b|\b(?:resta|restare|restera|rimane|rimanere|rimarra|sta|stara)\b[^.?]{0,30}\bcon (?:lei|lui|lor[oa]|mia|mio|mamma|papa|la nonna|il nonno)\b|\bdi (?:turno|servizio)\b/;
// ("non ha il giorno libero", "senza giorno libero": the day off denied, so she works.)
const NOT_WORKED =
  /\bnon (?:lavora|lavorera|viene|verra|e di turno)\b|(?<!\b(?:non (?:ha|avra|le (?:do|diamo|daremo))|senza|niente|nessun)(?: il)? )\bgiorno libero\b|\ba casa sua\b/;
const OTHER_SUBJECT =
  /\btredicesim|\b13(?:a|ª|esima)\b|\btfr\b|\bliquidazion|\bferie\b|\bmalatti|\bpreavviso|\bcontribut|\bscatt|\bminim[oi]\b|\bstraordinar|\bdomenic|\bnott/;
const ASKS = /\bspett|\bdovut|\bpag|\bdevo\b|\bdobbiamo\b|\bin regola\b|\bcosa\b|\bdiritto\b|\bmaggiorazion/;

export function domesticWorkedHolidayRule(ctx: AgentContext, ccnl: Ccnl): AgentAnswer | undefined {
  const text = readable(ctx.message);
  if (!HOLIDAY.test(text) || !WORKED.test(text) || NOT_WORKED.test(text) || !ASKS.test(text))
    return undefined;
  // Another subject asked beside the holidays ("lavora a Natale: e la tredicesima?") is not this rule.
  if (OTHER_SUBJECT.test(text)) return undefined;
  // An hour's figure or hours told are a calculation (domestic-holiday.ts), not the rule alone.
  if (/\d+(?:[.,]\d+)?\s*(?:€|euro|or[ae]\b)/.test(text)) return undefined;
  const surcharge = ccnl.rates.rates?.find((r) => r.kind === 'festivo')?.percent;
  const rule = ccnl.hourly_divisor.text;
  if (surcharge === undefined || !rule) return undefined;
  return compose({
    answer: `Nel ${ccnl.short_name} le festività sono ${bold('retribuite comunque')}, anche se lavorate: la giornata è già nella paga del mese. Per le ore lavorate in una festività le spetta ${bold('in più')} la paga di quelle ore con la ${bold(`maggiorazione del ${surcharge}%`)}; un regalo non sostituisce né l'una né l'altra.`,
    steps: [
      `Festività: ${rule.replace(/\.$/, '')}.`,
      `Ore lavorate nella festività: retribuzione oraria + ${surcharge}% (${ccnl.rates.text?.match(/Nelle 12 festività[^.]*/)?.[0] ?? 'ore lavorate nelle festività maggiorate'}).`,
      'Per la cifra servono la paga (mensile o oraria) e le ore lavorate in quei giorni.',
    ],
    citations: [
      ...citeSources(
        ccnl,
        `${ccnl.short_name}: ${ccnl.rates.text ?? ''}`,
        ccnl.rates.article ?? null,
        ccnl.rates.sources,
      ),
      ...citeSources(
        ccnl,
        `${ccnl.short_name}: ${rule}`,
        ccnl.hourly_divisor.article ?? null,
        ccnl.hourly_divisor.sources,
      ),
    ],
    related: [],
  });
}
