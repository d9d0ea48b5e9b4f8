import { countValue } from './numbers.js';
import type { Slots } from './request.js';

/**
 * How many overtime, night, holiday or extra hours a question asks the value of ("2 ore di straordinario",
 * "tre ore notturne", "quelle 2 ore", "ha fatto 4 ore in più"): not the weekly schedule or the threshold they
 * are counted from ("oltre le 54 ore", "40 ore settimanali").
 */

const COUNT = String.raw`(\d+(?:[.,]\d+)?|un[a']?|due|tre|quattro|cinque|sei|sette|otto|nove|dieci|dodici|mezza)`;
const KIND = String.raw`(?:di |d')?(?:lavoro )?(?:straordinar\w*|notturn\w*|festiv\w*|domenical\w*|supplementar\w*|in piu|extra|aggiuntiv\w*|di notte|la domenica|di domenica|nei festivi|oltre la \d{2}(?:a|esima)\b)`;

const PATTERNS = [
  // "le 6 ore tra la 49a e la 54a", "3 ore dalla 41a alla 43a": the hours of the week's band the question names,
  // before the week's total said beside them ("ha fatto 54 ore").
  new RegExp(
    String.raw`\b${COUNT}\s*or[ae]\s+(?:tra|fra|dalla)\s+(?:la\s+)?\d{2}(?:a|°|esima)?\s+(?:e|alla)\s+(?:la\s+)?\d{2}`,
  ),
  // "2 ore di straordinario", "tre ore notturne", "4 ore in più"
  new RegExp(String.raw`\b${COUNT}\s*or[ae]\s+${KIND}`),
  // "ha fatto 46 ore, quindi 6 di straordinario", "di cui 6 straordinarie": the overtime count, not the week's
  // hours said before it.
  new RegExp(
    String.raw`\b${COUNT}\s+(?:(?:di |d')(?:lavoro )?straordinar\w*|(?:sono |erano )?(?:di |d')?straordinari[eo]?\b)`,
  ),
  // "straordinario di 2 ore", "straordinari per 3 ore"
  new RegExp(
    String.raw`\b(?:straordinar\w*|notturn\w*|festiv\w*|supplementar\w*)\s+(?:di|per|da)\s+${COUNT}\s*or[ae]\b`,
  ),
  // "quelle 2 ore", "ha fatto 3 ore", "se fa 2 ore": hours worked, not a schedule.
  new RegExp(
    String.raw`\b(?:quell[ea]|quest[ea]|le stesse|ha fatto|hanno fatto|ho fatto|abbiamo fatto|fa|fanno|faccio|fara|facesse|lavora|lavorasse|per|se (?:fossero|sono|erano|diventano))\s+${COUNT}\s*or[ae]\b(?!\s*(?:settimanal|a settimana|alla settimana|la settimana|al giorno|giornalier|al mese|mensil|su (?:\d|due|tre|quattro|cinque|sei|sette) giorn))`,
  ),
  // "se le ore notturne diventano 48", "le ore di straordinario sono 6": the kind's hours named, then their count
  // (not a yearly or weekly cap, "sono 250 l'anno").
  new RegExp(
    String.raw`\bor[ae]\s+${KIND}\s+(?:\w+\s+){0,2}?(?:diventano|diventassero|diventerebbero|fossero|sono|erano|salgono a|salissero a|passano a|passassero a|arrivano a|arrivassero a)\s+${COUNT}\b(?!\s*(?:euro|€|%|anni|giorni|mesi|settimane|l'anno|all'anno|annu\w*|settimanal\w*|a settimana|alla settimana|al giorno|giornalier\w*))`,
  ),
  // "e se ne faccio 10 in un mese?", "se ne facesse 6": the count of the hours just asked about (not "ne ho fatte 34",
  // the hours worked in the week).
  new RegExp(
    String.raw`\bse ne (?:faccio|fa|fanno|facciamo|facessi|facesse|faro|fara)\s+${COUNT}\b(?!\s*(?:euro|€|%|anni|giorni|mesi|settimane))`,
  ),
  // "sono rimasto 3 ore dopo il turno", "si è fermata due ore in più": hours stayed beyond the shift.
  new RegExp(
    String.raw`\b(?:rimast|restat|fermat|trattenut|rimaner|restar|fermar)\w*\s+(?:\w+\s+){0,2}?${COUNT}\s*or[ae]\s+(?:in piu|dopo|oltre)\b`,
  ),
  // "per una notte normale da 8 ore", "un turno di notte da 7 ore": the night's hours, each with the surcharge.
  new RegExp(
    String.raw`\b(?:una|la|ogni|a) (?:notte|nottata|turno (?:di notte|notturno))(?: \w+){0,2}? (?:da|di) ${COUNT}\s*or[ae]\b`,
  ),
  // A follow-up that changes only the count: "e 5 ore?", "e per 3 ore?".
  new RegExp(String.raw`^(?:e |ed |invece )(?:per |con |se )?${COUNT}\s*or[ae]\s*\??$`),
];

function value(raw: string): number | undefined {
  if (raw === "un'") return 1;
  if (raw === 'mezza') return 0.5;
  return countValue(raw);
}

/** The count of extra hours a folded question asks about, if it gives one. */
const BAND_BEFORE = /\b(?:prim[ei]|successiv[ei]|ulterior[ei])\s*$/;

const PAY_IN_CLAUSE =
  /\d(?:[\d.,]*\d)?\s*(?:euro|€)\s*(?:lord\w*|nett\w*)?\b.*?\b(?:pochi|poco|bene|giust\w*|abbastanza|sufficient\w*|basta\w*|regolar\w*|in regola|corrett\w*)\b/;

export function readExtraHours(text: string): number | undefined {
  for (const pattern of PATTERNS) {
    const match = pattern.exec(text);
    const raw = match?.[1];
    // "quanto vale un'ora di straordinario" names the unit, not a count.
    if (raw === undefined || /^un/.test(raw)) continue;
    // "erano tutte prime 2 ore giornaliere": the band of the surcharge, not a count of hours.
    if (BAND_BEFORE.test(text.slice(0, (match?.index ?? 0) + (match?.[0].indexOf(raw) ?? 0)))) continue;
    const hours = value(raw);
    // "1.450 lordi per 40 ore", "mi pagano 900 euro per 24 ore": the schedule a pay is for, not hours worked
    // beyond it.
    if (
      /^per\b/.test(match?.[0] ?? '') &&
      ((hours !== undefined && hours >= 35) ||
        /(?:lord\w*|nett\w*|euro|€|mese|mensil\w*)\s*$/.test(text.slice(0, match?.index ?? 0)) ||
        // "i 1.000 euro lordi vanno bene o sono pochi per 24 ore?": a pay said earlier in the same clause.
        PAY_IN_CLAUSE.test(
          text
            .slice(0, match?.index ?? 0)
            .split(/[.?!;]/)
            .pop() ?? '',
        ))
    )
      continue;
    if (hours !== undefined && hours > 0 && hours <= 200)
      return hours * daysOfThem(text, match) + otherDaysHours(text, match);
  }
  return undefined;
}

// "2 ore di straordinario martedì e 2 giovedì", "3 ore lunedì e altre 2 ore venerdì": the hours of the further
// days named after the first add up.
const WEEKDAY = String.raw`(?:il |di |lo )?(?:lunedi|martedi|mercoledi|giovedi|venerdi|sabato|domenica)\b`;
const FIRST_DAY = new RegExp(String.raw`^\s*${WEEKDAY}`);
const NEXT_DAY = new RegExp(String.raw`^\s*(?:,|e)\s+(?:altre\s+)?${COUNT}(?:\s*or[ae])?\s+${WEEKDAY}`);

function otherDaysHours(text: string, match: RegExpExecArray | null): number {
  if (!match) return 0;
  let rest = text.slice(match.index + match[0].length);
  const first = FIRST_DAY.exec(rest);
  if (!first) return 0;
  rest = rest.slice(first[0].length);
  let added = 0;
  for (let next = NEXT_DAY.exec(rest); next; next = NEXT_DAY.exec(rest)) {
    added += value(next[1] ?? '') ?? 0;
    rest = rest.slice(next[0].length);
  }
  return added;
}

// "2 ore di straordinario al giorno per 20 giorni": the hours of a day times the days said (not "8 ore di
// straordinario: 2 ore al giorno per quattro giorni", whose count is already the total).
const PER_DAY_FOR = new RegExp(
  String.raw`^(?:(?!\bor[ae]\b)[^.?;:\d]){0,25}?\b(?:al giorno|ogni giorno|al di|giornalier\w*)\b[^.?;]{0,15}?\bper\s+${COUNT}\s+(?:giorni|giornate)\b`,
);

function daysOfThem(text: string, match: RegExpExecArray | null): number {
  if (!match) return 1;
  const after = text.slice(match.index + match[0].length);
  const days = value(PER_DAY_FOR.exec(after)?.[1] ?? '');
  return days !== undefined && Number.isInteger(days) && days > 1 && days <= 31 ? days : 1;
}

// ("ha lavorato 45 ore (5 di straordinario)", "se le ore settimanali fossero state 50, cioè 10 di straordinario":
// the week worked, told with the overtime it holds.)
const WEEK_TOTAL =
  /\barriv\w* a (\d{2}) ore\b|\b(\d{2}) ore (?:tot\w*|in tutto|complessiv\w*)\b|\b(?:in tutto|in totale) (\d{2}) ore\b|\b(?:ha|ho|abbiamo|hanno|avesse|avessi) lavorato (\d{2}) ore\b|\bore settimanali (?:fossero|sono|erano) (?:state )?(\d{2})\b/;
const INSTEAD_OF =
  /\b(\d{2}) ore (?:(?:a|alla|per|ogni|la|questa|quella) settimana |settimanali )?(?:invece (?:di|delle)|anziche(?: le)?|al posto (?:di|delle)|contro (?:le )?) ?(\d{2})\b/;

/**
 * "arrivato a 48 ore tot", "arrivando a 46 ore in tutto" beside the extra hours (8, 6): the week's total holds
 * them, so its schedule is the hours before them (40). Undefined when no such total is said.
 */
export function weekBeforeExtra(slots: Slots, text: string): number | undefined {
  // "46 ore invece di 40", "52 ore anziché le 40", "44 ore a settimana invece di 40": the week worked against its
  // schedule.
  const against = INSTEAD_OF.exec(text);
  if (against) {
    const [worked, due] = [Number(against[1]), Number(against[2])];
    if (due >= 25 && worked > due && (!slots.extraHours || [worked - due, worked].includes(slots.extraHours)))
      return due;
  }
  const total = Number(WEEK_TOTAL.exec(text)?.slice(1).find(Boolean));
  const extra = slots.extraHours;
  if (!extra || !(total - extra >= 25) || (slots.weeklyHours !== undefined && slots.weeklyHours !== total))
    return undefined;
  return total - extra;
}

/**
 * A count of hours told as the week worked past the weekly schedule ("orario contrattuale 40 ore … ha lavorato 42
 * ore"): the hours beyond it (2); any other count unchanged.
 */
export const beyondWeek = (count: number | undefined, weekly: number | undefined): number | undefined =>
  count !== undefined && weekly !== undefined && weekly >= 25 && count > weekly ? count - weekly : count;

/**
 * The weekly schedule a story gives: the weekly hours, or else a count of hours that is not itself the extra
 * hours ("fa 20 ore, se resta un'ora in più": 20; "ho fatto 2 ore in più": none).
 */
export function scheduledHours(slots: Slots, text: string): number | undefined {
  return (
    weekBeforeExtra(slots, text) ??
    slots.weeklyHours ??
    slots.amounts.find(
      (a) => a.kind === 'hours' && !new RegExp(String.raw`\b${a.value} or[ae] (?:in piu|extra)`).test(text),
    )?.value
  );
}

/**
 * Hours after the day's full schedule ("dopo le sue 8 ore di lavoro resta dalle 22 a mezzanotte", "oltre le 8
 * ore giornaliere"), or after the worker's own full week ("resta fino all'una, oltre le sue 40 ore"): overtime,
 * whatever the clock says (night overtime when it is night).
 */
export const AFTER_DAY_HOURS =
  /\b(?:dopo|oltre) (?:le )?(?:sue |mie |tue |loro |proprie |normali )?(?:[6-9]|10|sei|sette|otto|nove|dieci) ore (?:di lavoro|di servizio|al giorno|giornalier\w*|normali|di orario|di turno|lavorat\w*)\b|\b(?:dopo|oltre) le (?:sue|mie|tue|loro|proprie|solite) (?:[6-9]|10|sei|sette|otto|nove|dieci) ore\b(?!\s*(?:settimanal|a settimana|alla settimana))|\boltre le (?:sue|mie|tue|loro|proprie|solite) (?:3[5-9]|4\d|5[0-4]) ore\b(?! (?:di (?:ferie|permesso|rol|malattia)|giornalier))/;

/**
 * "mi chiede di restare fino alle 23 per una cena", "si è fermata fino a mezzanotte", "fino all'una": staying on into the evening
 * or night at the employer's request is hours beyond the schedule, overtime, not ordinary night work.
 */
export const STAYED_LATE =
  /\b(?:fermar|restar|rimaner|trattener|fermat|restat|rimast|trattenut)\w* (?!a casa\b)(?:\w+ ){0,2}?fino (?:alle|a|all'|all) ?(?:ore )?(?:19|2[0-4]|mezzanotte|tardi|(?:l')?una|[0-5])\b/;

/** "8 ore in tutto", "per un totale di 8 ore": the hours told as the whole of the overtime. */
const TOLD_TOTAL =
  /\b(\d{1,2}) ore (?:in tutto|in totale|complessive|totali)\b|\bper un totale di (\d{1,2}) ore\b/;

/**
 * "2 ore di straordinario al giorno da lunedì a giovedì, 8 ore in tutto": the extra hours are the total told, a
 * whole number of the daily ones, not the day's.
 */
export function totalOfDailyExtra(extra: number | undefined, text: string): number | undefined {
  const told = TOLD_TOTAL.exec(text);
  const total = Number(told?.[1] ?? told?.[2]);
  if (
    extra === undefined ||
    !(total > extra) ||
    total % extra !== 0 ||
    !/\bal giorno\b|\bogni giorno\b/.test(text)
  )
    return extra;
  return total;
}
