import { MONTHS } from '../kb/format.js';
import { increasesOf, renewalSteps } from '../kb/increases.js';
import type { Ccnl } from '../kb/schema.js';
import { toldInPast } from '../reader/story-month.js';

// "a giugno quanto mi è salito il minimo?": a month named without its year, after a preposition.
const MONTH_ALONE = new RegExp(
  String.raw`\b(?:a|ad|da|dal|di|del|nel mese di)\s+(${MONTHS.join('|')})\b(?!\s+(?:del\s+|di\s+)?\d{4})`,
);

// A change said as still to come: "cambia (qualcosa)", or a verb in the future.
const TO_COME = /\b(?:cambia|cambiera|salira|aumentera|arrivera|scattera|ci sara)\b/;

/**
 * The day of the renewal's tranche in the month a question names without its year ("a giugno", "da luglio"):
 * the last such tranche already in force at `today`, else the first to come. Undefined when no month is named
 * alone, no level is known, or none of the level's tranches falls in that month.
 */
export function trancheOfMonthAlone(
  ccnl: Ccnl,
  level: string | undefined,
  text: string,
  today: string,
): string | undefined {
  if (!level) return undefined;
  const month = MONTH_ALONE.exec(text)?.[1];
  if (!month) return undefined;
  const mm = String(MONTHS.indexOf(month) + 1).padStart(2, '0');
  const inMonth = renewalSteps(ccnl, level).filter((s) => s.from.slice(5, 7) === mm);
  // "mi hanno detto che a maggio cambia qualcosa": a change still to come is the next such tranche.
  const coming = TO_COME.test(text) && !toldInPast(text, month);
  const next = coming ? inMonth.find((s) => s.from > today) : undefined;
  return (next ?? inMonth.filter((s) => s.from <= today).at(-1) ?? inMonth[0])?.from;
}

// "l'ultima tranche quando arriva?", "l'ultimo aumento del rinnovo", "la tranche finale": the renewal's last step;
// "l'ultima tranche che ho preso", "l'ultimo aumento già pagato": the latest one in force.
const LAST_TRANCHE =
  /\b(?:ultim[oa] (?:tranche|trance|rata|aumento|incremento|scatto contrattuale)|(?:tranche|rata|aumento) finale)\b/;
const ALREADY =
  /\b(?:pres[oa]|ricevut\w*|arrivat\w*|scattat\w*|pagat\w*|applicat\w*|avut\w*|gia|scors[oa])\b/;
// "a settembre, cioè prima dell'ultimo aumento, quanto era?": a time before the rise asked in the past tense is
// before the latest one in force, not before the renewal's final step years ahead.
const BEFORE_IT = /\b(?:prima (?:dell'|della |del )|fino (?:all'|alla |al ))$/;

/**
 * The day of the tranche a question names by its place ("l'ultima tranche quando arriva e di quanto?"): the last
 * step of the level's (or the reference level's) tables, or of the renewal's dates; the latest in force at
 * `today` when the question says it came already, or asks beside it for the ones to come (`comingAsked`: "da
 * quale mese applico l'ultimo aumento? E ce ne sono altri in arrivo?"). Undefined when no last tranche is asked.
 */
export function lastTrancheOf(
  ccnl: Ccnl,
  level: string | undefined,
  text: string,
  today: string,
  comingAsked = false,
): string | undefined {
  const asked = LAST_TRANCHE.exec(text);
  if (!asked) return undefined;
  const reference = level ?? increasesOf(ccnl).find((i) => i.level)?.level;
  const steps = reference ? renewalSteps(ccnl, reference).map((s) => s.from) : [];
  const days = steps.length ? steps : ccnl.validity.tranches;
  const past =
    comingAsked ||
    ALREADY.test(text.slice(asked.index, asked.index + asked[0].length + 40)) ||
    BEFORE_IT.test(text.slice(Math.max(0, asked.index - 20), asked.index));
  return past ? days.filter((d) => d <= today).at(-1) : days.at(-1);
}

/**
 * "quale sarà l'aumento del C3 nel 2027, da quale data e a quanto arriverà il minimo?": the level's one tranche in
 * the year asked as a time ("nel 2027", "per il 2027"), when no day of that year is asked already (a renewal named
 * by its signing day, "rinnovo del 22 novembre 2025", is not the time asked). Undefined otherwise.
 */
export function trancheOfYearAsked(
  ccnl: Ccnl,
  level: string | undefined,
  text: string,
  year: number | undefined,
  date: string | undefined,
): string | undefined {
  if (!level || year === undefined || date?.startsWith(String(year))) return undefined;
  if (
    !new RegExp(`\\b(?:nel|per il|durante il|entro il|in tutto il|nell'anno|nel corso del) ${year}\\b`).test(
      text,
    )
  )
    return undefined;
  const inYear = renewalSteps(ccnl, level).filter((s) => s.from.startsWith(String(year)));
  return inYear.length === 1 ? inYear[0]?.from : undefined;
}
