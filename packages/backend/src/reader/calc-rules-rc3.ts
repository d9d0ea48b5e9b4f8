import { kindAskedFirst } from './asked-kinds.js';
import { countValue } from './numbers.js';
import type { Intent, TypedRequest } from './request.js';
import { sundayWithRestMoved } from './rest-moved.js';

/**
 * Calculation subjects as people ask them at the end of a story full of other figures (real questions,
 * eval/questions/89-real-calc-3.json), read on the folded text beside the word rules of intents.ts. The
 * question's own ask must outweigh the subjects the story mentions in passing (a 13th month paid in December
 * beside a TFR asked, night shifts beside a net asked), so these weigh more than a story word.
 */
export const CALC_RULES_RC3: [Intent, number, RegExp][] = [
  // "quanto mi spetta per ogni ora ordinaria lavorata di domenica?": a Sunday hour valued, its surcharge.
  [
    'overtime_value',
    6,
    /\b(?:quanto|vale|valgono|pagat\w*|retribuit\w*|spett\w*)\b[^?]{0,60}\bor[ae]\b[^?]{0,40}\b(?:di|la|alla|della|in) domenica\b|\bor[ae]\b[^?]{0,40}\b(?:di|la|alla|della|in) domenica\b[^?]{0,40}\b(?:quanto|vale|valgono|pagat\w*|retribuit\w*|maggiorat\w*)/,
  ],
  // "di TFR quanto matura, compresa la tredicesima?": the thirteenth is part of the TFR's base, not the subject.
  [
    'tfr',
    9,
    /\btfr\b[^?]{0,80}\b(?:compres\w*|inclus\w*|contando|considerando) (?:anche )?(?:la |le |i ratei (?:di |della )?)?(?:tredicesim|13a|13ª|mensilit)/,
  ],
  // An extra month asked as an amount, however written ("la 14esima di luglio di quanto deve essere?",
  // "a quanto ammonta la tredicesima").
  [
    'thirteenth_pro_rata',
    6,
    /(?:tredicesim|quattordicesim|\b1[34] ?(?:esim\w*|a|ª))\b[^?.]{0,40}\b(?:di quanto|quanto (?:deve|dovrebbe|sara|e|viene|fa)\b|a quanto ammont)|\ba quanto ammont\w*\b[^?.]{0,20}\b(?:la |le )?(?:tredicesim|quattordicesim|1[34] ?esim)/,
  ],
  // The TFR asked outright ("quanto TFR ho maturato", "quanto di TFR mi spetta") wins over a 13th month or a
  // night shift told in the story.
  [
    'tfr',
    6,
    /\bquant\w* (?:di |del )?tfr\b|\btfr\b[^?.]{0,30}\b(?:ho|hai|ha|abbiamo|avrei|avra) (?:gia )?maturat/,
  ],
  // The tax on a TFR revaluation ("di tasse su quella rivalutazione quanto se ne va?").
  [
    'tfr',
    4,
    /\b(?:tass\w*|impost\w*|sostitutiv\w*|trattenut\w*)\b[^?]{0,40}\brivalutazion|\brivalutazion\w*\b[^?]{0,40}\b(?:tass\w*|impost\w*|sostitutiv\w*)/,
  ],
  // A deduction of the 13th month's own payslip doubted ("la trattenuta INPS sulla tredicesima"): a payslip check.
  [
    'payslip_check',
    7,
    /\b(?:trattenut\w*|ritenut\w*|contribut\w*) (?:\w+ ){0,2}?(?:inps|irpef|previdenzial\w*)\b[^?.]{0,30}\b(?:sulla|della|nella) (?:sola )?(?:tredicesim|quattordicesim)/,
  ],
  // An amount withheld doubted ("le ha trattenuto 75 euro: è giusto?", "mi hanno trattenuto 185, è corretto?").
  [
    'payslip_check',
    5,
    /\b(?:trattenut\w*|ritenut\w*|trattien\w*)\b[^?]{0,50}\b\d[^?]{0,40}\b(?:e|sono|sara|sarebbe) (?:giust|corrett)|\b(?:ha|hanno|mi hanno|le hanno|gli hanno|le ha|gli ha) trattenuto\b[^?]{0,40}\b(?:giust|corrett|torna)/,
  ],
  // Hours beyond the schedule on a Sunday, at night or on a holiday, asked as pay ("è rimasta 4 ore in più la
  // domenica: quanto le dobbiamo per quelle 4 ore?").
  [
    'overtime_value',
    6,
    /^(?!.*(?:part.?time|tempo parziale))(?=.*\b(?:domenic\w*|festiv\w*|nott\w*)\b)(?:.*\b(?:\d+|due|tre|quattro|cinque|sei) or[ae] in piu\b[^?]*\bquant|.*\bquanto (?:le |gli |ci |mi )?(?:dobbiamo|devo|devono|dovete)\b[^?]{0,20}\bper quell[ae] (?:\d+ )?ore\b)/,
  ],
  // An hour after 22 asked its value ("dopo le 22 … un'ora così quanto vale?"): a night hour.
  [
    'overtime_value',
    6,
    /^(?=.*\b(?:dopo|oltre) le (?:ore )?22\b)(?=.*\b(?:ora|ore)\b)(?=.*\b(?:quanto|vale|valgono)\b)/,
  ],
  // A net asked as the month's average ("il netto medio mensile del 2025") beside shifts and overtime told.
  [
    'gross_to_net',
    5,
    /^(?!.*\bper (?:avere|ottenere|garantir\w*|prendere)\b)(?=.*\b(?:il|del) netto medio (?:mensile|al mese|annuo)\b)/,
  ],
];

// The asking clauses that name a calculation outright: the last word on the intent, whatever the story's
// figures made of it before (a wage told beside a TFR asked, a part-timer's hours beside a Sunday's).
const ASKED_OUTRIGHT: [Intent, RegExp][] = [
  ['tfr', /\bquant\w* (?:di |del )?tfr\b|\btfr\b[^?.]{0,30}\b(?:ho|hai|ha|abbiamo) (?:gia )?maturat/],
  // The revaluation of a sum already set aside ("rivalutaz dic 2025 su 10k gia accantonati? e netta dopo
  // imposta"): the TFR fund's, whatever net is asked of it.
  ['tfr', /\brivalutaz\w*\b[^?]{0,60}\b(?:gia |ormai )?accantonat\w*/],
  [
    'payslip_check',
    /\b(?:trattenut\w*|ritenut\w*) (?:\w+ ){0,2}?(?:inps|irpef|previdenzial\w*)\b[^?.]{0,30}\b(?:sulla|della|nella) (?:sola )?(?:tredicesim|quattordicesim)|\b(?:ha|hanno) trattenuto\b[^?]{0,40}\b(?:giust|corrett|torna)/,
  ],
  [
    'overtime_value',
    /^(?!.*(?:part.?time|tempo parziale))(?=.*\b(?:domenic\w*|festiv\w*|nott\w*)\b)(?:.*\b(?:\d+|due|tre|quattro|cinque|sei) or[ae] in piu\b[^?]*\bquant|.*\bquanto (?:le |gli |ci |mi )?(?:dobbiamo|devo|devono|dovete)\b[^?]{0,20}\bper quell[ae] (?:\d+ )?ore\b)/,
  ],
  [
    'overtime_value',
    /^(?=.*\b(?:dopo|oltre) le (?:ore )?22\b)(?=.*\b(?:ora|ore)\b)(?=.*\b(?:quanto|vale|valgono)\b)/,
  ],
  [
    'net_to_gross',
    /\bnett[oi]\b[^?]*\b(?:a )?(?:quale|che|quanto) (?:lordo|ral)\b[^?]{0,30}\bcorrispond|\b(?:a )?(?:quale|che) (?:lordo|ral)\b[^?]{0,30}\bcorrispond\w*\b[^?]{0,30}\bnett/,
  ],
];

const FULL_MONTHS =
  /\b(\d{1,2}|due|tre|quattro|cinque|sei|sette|otto|nove|dieci|undici) mesi (?:pieni|interi|completi)\b/;

/** A season's length: "una stagione di 4 mesi", "6 mesi di stagione", "stagionale per cinque mesi". */
const SEASON_MONTHS =
  /\bstagion\w* (?:\w+ ){0,2}?(?:di|da|per) (\d{1,2}|due|tre|quattro|cinque|sei|sette|otto|nove|dieci|undici) mesi\b|\b(\d{1,2}|due|tre|quattro|cinque|sei|sette|otto|nove|dieci|undici) mesi (?:di|della|per la|nella) stagion/;

/** The request with a calculation asked outright read as such, and the period of a part year it is asked for. */
export function askedCalcSubject(req: TypedRequest, text: string): TypedRequest {
  const asked = ASKED_OUTRIGHT.find(([, pattern]) => pattern.test(text))?.[0];
  const intent = asked ?? req.intent;
  const slots = { ...req.slots };
  // "esco a fine ottobre, quindi 8 mesi pieni": the months of the year the TFR or the 13th is owed for.
  const full = FULL_MONTHS.exec(text);
  const season = SEASON_MONTHS.exec(text);
  const months = full
    ? countValue(full[1] ?? '')
    : season
      ? countValue(season[1] ?? season[2] ?? '')
      : undefined;
  if (
    months &&
    months < 12 &&
    slots.monthsWorked === undefined &&
    ['tfr', 'thirteenth_pro_rata'].includes(intent)
  )
    slots.monthsWorked = months;
  // A leaving day names the year whose ratei are owed; a year met earlier in the story ("in forza dal 2019")
  // is the hire's, not the one asked.
  const leaving = slots.endDate ? Number(slots.endDate.slice(0, 4)) : undefined;
  if (
    leaving &&
    slots.taxYear !== undefined &&
    slots.taxYear < leaving &&
    ['tfr', 'thirteenth_pro_rata'].includes(intent) &&
    new RegExp(`\\bdal(?:l')? ${slots.taxYear}\\b`).test(text)
  ) {
    slots.taxYear = leaving;
    slots.date = slots.endDate;
  }
  // An hour after 22 with no overtime said is a night hour; past the week's hours ("se resta oltre le 40 ore
  // dopo le 22") it is night overtime.
  if (
    intent === 'overtime_value' &&
    (slots.overtimeKind === undefined || slots.overtimeKind === 'notturno') &&
    /\b(?:dopo|oltre) le (?:ore )?22\b/.test(text) &&
    !/straordinar/.test(text)
  )
    slots.overtimeKind = BEYOND_WEEK_HOURS.test(text) ? 'straordinario_notturno' : 'notturno';
  // Night or holiday hours inside the normal schedule ("lavora di notte dopo le 22 nel suo orario normale"):
  // the night or holiday surcharge, not the overtime one a previous turn asked about.
  if (
    intent === 'overtime_value' &&
    slots.overtimeKind?.startsWith('straordinario_') &&
    // A later ask of another kind ("e la domenica quando è il mio turno normale?") is no schedule of this one.
    WITHIN_SCHEDULE.test(kindAskedFirst(text)?.upTo ?? text)
  )
    slots.overtimeKind =
      slots.overtimeKind === 'straordinario_notturno'
        ? 'notturno'
        : slots.overtimeKind === 'straordinario_notturno_festivo'
          ? 'notturno_festivo'
          : 'festivo';
  // "10 ore di straordinario diurno in tutto nei fine settimana", "i matrimoni del sabato e le comitive della
  // domenica": the day overtime named outright; weekend days told in the story are no holiday.
  if (
    intent === 'overtime_value' &&
    slots.overtimeKind === 'straordinario_festivo' &&
    DAY_OVERTIME_NAMED(text)
  )
    slots.overtimeKind = 'straordinario';
  // "domenica ho fatto 8 ore e il riposo me lo danno il martedì": the week's hours moved to the Sunday, not
  // overtime; the Sunday surcharge of ordinary hours (extra-asked.ts says it alone when "in più" is asked).
  if (
    intent === 'overtime_value' &&
    slots.overtimeKind === 'straordinario_festivo' &&
    sundayWithRestMoved(text)
  )
    slots.overtimeKind = 'festivo';
  return { ...req, intent, slots };
}

// Hours past a number of weekly hours, said without the word overtime.
const BEYOND_WEEK_HOURS = /\boltre (?:le )?\d{1,2} ore\b/;

const DAY_OVERTIME_NAMED = (text: string): boolean =>
  /\bstraordinar\w* diurn\w*|\bdiurn\w* (?:di )?straordinar\w*/.test(text) &&
  !/\bfestiv\w*|\bferragosto\b|\bnatale\b|\bpasqu\w*|\bcapodanno\b|\b1 ?° ?maggio\b|\b25 aprile\b|\b2 giugno\b/.test(
    text,
  );

// "il mio orario normale va dalle 19 alle 3", "non sono straordinari, è proprio il mio turno".
const WITHIN_SCHEDULE =
  /\b(?:nel|del|dentro il|entro il) (?:suo |mio |proprio |loro )?(?:normale )?orario (?:normale|ordinario|di lavoro)\b|\b(?:il )?(?:mio|suo|proprio|loro) orario (?:normale|ordinario)\b|\bnon (?:sono |e |si tratta di )?(?:degli |delle )?(?:come |in )?straordinari\w*|\bsenza (?:fare )?straordinari|\b(?:e|sono) (?:proprio |solo )?(?:il )?(?:mio|suo|loro) turno\b/;
