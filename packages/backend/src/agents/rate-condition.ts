import type { Ccnl } from '../kb/schema.js';
import { withoutDeniedDays } from '../reader/denied-days.js';
import { expandPhoneShorthand } from '../reader/phone-shorthand.js';
import { readable } from '../reader/text.js';
import { restDayTold } from './combined-kind.js';
import { notHiredForNight } from './night-hire.js';
import { ordinarySundayCase, restDayRate, sundayRestDay } from './ordinary-sunday-gap.js';

type Rate = NonNullable<Ccnl['rates']['rates']>[number];

const WEEKDAYS = 'lunedi|martedi|mercoledi|giovedi|venerdi|sabato';

// Nights without a rotation ("la mettiamo fissa di notte, senza rotazione", "la facciamo sempre di notte"): a fixed night
// worker, not a shift one, whatever an earlier turn said of rotating shifts.
// "fa sempre e solo la notte", "solo notti", "notturno fisso": the same fixed night ("nessuno fa solo notti" is not).
const NO_ROTATION = String.raw`\b(?:senza|niente|nessun\w*|non)(?: \w+){0,2}? (?:a |in |su )?rotazion\w*|\bfiss[oa] di notte|(?<!\b(?:nessun\w*|non)\s(?:\w+\s){0,2})\bsempre (?:e solo )?(?:di |la |le )?nott[ei]\b|(?<!\b(?:nessun\w*|non)\s(?:\w+\s){0,2})\bsolo (?:di |la |le )?nott[ei]\b|\bnotturn[oa] fiss[oa]\b|\bfiss[oa] (?:sul|nel|al) (?:turno )?(?:di )?nott|\bdi notte fiss[oa]\b|\bnott[ei] fiss[ae]\b`;

/**
 * Conditions a surcharge is written for ("ore ordinarie del sabato", "assunto con qualifica notturna") and how
 * a question says the same case. A rate whose condition names the case the question tells is the one asked,
 * whatever kind the question's words suggest ("il sabato fa parte del mio orario ma va pagato di più").
 */
// `negated`: the cue itself says the case is not the worker's ("non fa turni"), so no denial is read from it.
const CUES: readonly { rate: RegExp; asked: RegExp; negated?: boolean }[] = [
  { rate: /\bsabat/, asked: /\bsabat/ },
  { rate: /\bdomenic/, asked: /\bdomenic/ },
  // ("per coprire il portiere di notte": the worker stands in for the night porter, not hired as one.)
  {
    rate: /qualifica notturn/,
    asked:
      /assunt\w* (?:\w+ ){0,4}?(?:qualifica|mansione) (?:\w+ ){0,3}?(?:nott|notturn)|qualifica (?:di )?(?:\w+ )?notturn|(?<!\b(?:copr|sostitu|rimpiazz|posto d)\w* (?:\w+ ){0,2})portiere (?:di notte|notturno)|turno fisso di notte/,
  },
  {
    rate: /\bore ordinari|\bordinari[oa]\b|non di riposo/,
    asked:
      /orario (?:normale|ordinario)|\bore ordinarie\b|giorno normale|fa parte del (?:mio |nostro )?orario|(?:come|in) (?:giorno|orario) (?:normale|di lavoro)|con (?:il )?riposo (?:un altro giorno|in un altro giorno|compensativo)/,
  },
  { rate: /conviv/, asked: /\bconviv/ },
  // A Sunday whose rest the worker gets on another day ("il riposo glielo diamo il martedì", "recupera in
  // settimana"): the rate written for Sunday work with compensatory rest, not the holiday one.
  {
    rate: /^[^,(]*\bcon riposo compensativ/,
    asked: new RegExp(
      String.raw`\briposo (?:\w+ ){0,2}?compensativ|\briposo (?:\w+ ){0,3}?(?:un altro giorno|in (?:un )?altro giorno|in settimana|durante la settimana|il (?:${WEEKDAYS})|di (?:${WEEKDAYS}))\b|\b(?:recuper|compens)\w* (?:\w+ ){0,3}?(?:in settimana|un altro giorno|il (?:${WEEKDAYS}))\b`,
    ),
  },
  // The time of night a rate is written for ("oltre le 22", "fino alle 22") and whether the worker is on shifts:
  // qualifiers of a night hour, so only a question about the night weighs them.
  { rate: /\b(?:oltre|dopo) le (?:ore )?22\b/, asked: /\b(?:oltre|dopo) le (?:ore )?22\b/ },
  {
    rate: /\bfino alle (?:ore )?22\b/,
    asked: /^(?=.*\bnott)(?=.*\b(?:fino|prima) (?:alle|delle) (?:ore )?22\b)/,
  },
  // ("non gira a turni con nessuno", "non ruota nei turni": the worker's night is no shift.)
  {
    rate: /\bnon (?:turnist|a turn[io]|in turn[io])\b/,
    asked: new RegExp(
      String.raw`^(?=.*\b(?:nott\w*|notturn\w*|22)\b)(?=.*(?:\bnon (?:fa |faccio |fanno |lavora |lavoro |e |sono |gira |giro |girano |ruota |ruotano |entra |entrano )?(?:a |i |in |su |sui |ai |nei |nel )?turn[io]\b|\b(?:senza|niente|nessun\w*)(?: \w+){0,3}? (?:a |in |su |nei |nel |sui |ai )?turn[io]\b|\bnon (?:\w+ ){0,2}?turnist|${NO_ROTATION}))`,
    ),
    negated: true,
  },
  // ("senza alcuna rotazione su turni": shifts denied a few words on.)
  // ("faccio i turni … quando mi tocca la settimana di notte": a rota's night week, the shift workers' rate.)
  // Shifts said by their pattern ("lavorano a rotazione dalle 22 alle 6", "abbiamo messo su il terzo turno",
  // "ciclo continuo") are shift work as much as "a turni".
  {
    rate: /(?<!non )\bturnist|(?<!non )\b(?:a|in) turn[io]\b/,
    asked:
      /^(?=.*\b(?:nott\w*|notturn\w*|22)\b)(?!.*\b(?:non|senza|niente|nessun\w*)(?: \w+){0,3}? (?:a |in |su |nei |nel |sui |ai )?(?:turn|rotazion))(?!.*(?:\bfiss[oa] di notte|\bsempre di notte|\bdi notte fiss[oa]\b|\bnott[ei] fiss[ae]\b))(?=.*(?:\bturnist|\b(?:a|in|su) turni\b|\bturni avvicendat|\bavvicendat\w* (?:\w+ )?turn|\b(?:a|in) rotazione\b|\bturnazion|\b(?:primo|secondo|terzo) turno\b|\b(?:due|tre|quattro) turni\b|\bciclo continuo\b|\b(?:faccio|fa|facciamo|fanno|lavoro|lavora|lavoriamo|lavorano|giro|gira|girano) (?:i |dei |sui |nei |con i )?turni\b|\b(?:settimana|turno) (?:di|della) notte\b.*\b(?:tocca|capita|ruota|gira)|\b(?:tocca|capita) (?:\w+ )?(?:la |il )?(?:settimana|turno) (?:di|della) notte\b))/,
  },
];

const SHIFT_RATE = /(?<!non )\bturnist|(?<!non )\b(?:a|in) turn[io]\b/;
const SHIFT_CUE = CUES.find((c) => c.rate.source === SHIFT_RATE.source) as (typeof CUES)[number];

/** Hours beyond the schedule said as such: without these words a day's hours are ordinary ones. */
// Hours said to be ordinary, or overtime denied outright.
// Overtime denied in a parenthesis ("non straordinario", "senza straordinari") or the hours put in the worker's
// shift ("nel loro turno normale"): ordinary Sunday or night hours, whose rate an overtime rate does not give.
const ORDINARY_HOURS_SAID =
  /\bnon (?:e |sono |si tratta di |parliamo di )?(?:uno |lo |di |dello |degli |in )?straordinar|\bsenza straordinar|\b(?:dentro|entro|nel|nell'|in) (?:il |l')?(?:suo |loro |proprio |mio )?turno (?:normale|ordinario|di lavoro)\b|\b(?:dentro|entro|nel|nell'|in) (?:il |l')?(?:normale |suo |loro |proprio )?orario (?:normale|ordinario|contrattuale)?|\bore (?:\w+ )?ordinari[ae]\b/;
const OVERTIME = /straordinar|oltre (?:l'|il (?:mio |normale )?)orario|\bore (?:in piu|extra|aggiuntiv)/;

/** A plain overtime rate, when the overtime asked is a night or holiday one the agreement writes a rate for. */
const plainForOwnKind = (rate: Rate, rates: readonly Rate[], kind: string | undefined): boolean =>
  kind !== undefined &&
  /^straordinario_/.test(kind) &&
  rate.kind === 'straordinario' &&
  rates.some((r) => r.kind === kind);

/** A rate for ordinary hours, when the overtime asked is a night or holiday one the agreement writes a rate for. */
const ordinaryForOwnKind = (rate: Rate, rates: readonly Rate[], kind: string | undefined): boolean =>
  kind !== undefined &&
  /^straordinario_/.test(kind) &&
  !rate.kind.startsWith('straordinario') &&
  rates.some((r) => r.kind === kind);

/**
 * The rates whose written condition matches the most cues the question states (`chosen`, empty when none
 * does), and those whose case the question denies (`denied`: "non sono assunto con qualifica notturna").
 */
export function ratesForCondition(
  rates: readonly Rate[],
  message: string,
  overtime = false,
  kind?: string,
): { chosen: Rate[]; denied: Rate[] } {
  // ("nn fossi turnista": chat spellings written out before the cues read the case.)
  const asked = withoutDeniedDays(readable(expandPhoneShorthand(message)));
  // "un giorno normale, non straordinario": overtime said only to deny it. `overtime`: the request asks overtime
  // (a follow-up that keeps an earlier turn's extra hours, "e se le 3 ore le fa di notte in un giorno normale?").
  const overtimeAsked =
    overtime || OVERTIME.test(asked.replace(/\bnon (?:e |è )?(?:uno |lo |di )?straordinar\w*/g, ' '));
  // Overtime said in this question's own words (not only carried from an earlier turn, nor denied).
  const overtimeSaid =
    OVERTIME.test(asked.replace(/\bnon (?:e |è )?(?:uno |lo |di )?straordinar\w*/g, ' ')) &&
    !ORDINARY_HOURS_SAID.test(asked);
  const scored = rates.map((rate) => {
    const condition = (rate.condition ?? '').toLowerCase();
    // "non convivente" said of a rate written for non-live-in workers is its case, not a denial; it qualifies the
    // rate (its band of hours decides, overtime-bands.ts) rather than choosing it over the others.
    const bothNotLivingIn = /\bnon conviv/.test(condition) && /\bnon conviv/.test(asked);
    const cued = CUES.filter(
      (c) =>
        c.rate.test(condition) &&
        c.asked.test(asked) &&
        !(bothNotLivingIn && c.asked.source.includes('conviv')),
    );
    // "non sono assunto con qualifica notturna", "senza riposo compensativo": the case said not to be the worker's
    // rules that rate out.
    const denied = cued.filter(
      (c) =>
        !c.negated &&
        new RegExp(
          `\\bnon (?:\\w+ ){0,3}?(?:${c.asked.source})|\\bsenza (?:(?:il|lo|la|un|una|alcun\\w*) )?(?:${c.asked.source})`,
        ).test(asked),
    );
    if (denied.length || (/qualifica notturn/.test(condition) && notHiredForNight(asked)))
      return { rate, hits: -1 };
    // A rest-day rate (Commercio art. 144) is the case only of a Sunday whose rest is moved (combined-kind.ts).
    // (A rest day that is Sunday as a rule is also the case of an ordinary Sunday shift: ordinary-sunday-gap.ts.)
    if (restDayRate(rate) && !restDayTold(asked) && !(sundayRestDay(rate) && ordinarySundayCase(asked)))
      return { rate, hits: 0 };
    // Night or holiday overtime asked ("di domenica notte, che per lui è festivo"): a weekday overtime rate whose
    // condition names a day of the story ("sabato o lunedì") is not its case when the agreement has the kind's own.
    if (plainForOwnKind(rate, rates, kind)) return { rate, hits: 0 };
    // The same for the ordinary night or holiday hour: "e se lo straordinario lo faccio dopo le 22? non turnista"
    // is night overtime, not the night-work rate written "oltre le 22, non turnisti", however many words it shares.
    if (overtimeSaid && ordinaryForOwnKind(rate, rates, kind)) return { rate, hits: 0 };
    // "la domenica dentro il normale orario …: non è straordinario": an overtime rate is not the hours' case.
    if (rate.kind.startsWith('straordinario') && !overtime && ORDINARY_HOURS_SAID.test(asked))
      return { rate, hits: -1 };
    // Overtime asked: a rate for ordinary hours ("lavoro ordinario tra le 22 e le 6") is not its case, whatever
    // else the question shares with it ("in un giorno normale" is a weekday there).
    // A night qualification's rate ("assunto con qualifica notturna") is for its ordinary night hours too.
    if (
      overtime &&
      !rate.kind.startsWith('straordinario') &&
      /\bordinari|\bore ordinarie|qualifica notturn/.test(condition)
    )
      return { rate, hits: 0 };
    const hits = cued.length;
    // A "non" condition ("non conviventi") is not the case of a question that does not say it.
    const negated = /\bnon conviv/.test(condition) && !/\bnon conviv/.test(asked) ? 2 : 0;
    // The same day's overtime rate ("sabato o lunedì") is second to its ordinary hours' when no overtime is said.
    const overtimeOnly = rate.kind.startsWith('straordinario') && !overtimeAsked ? 1 : 0;
    // A rate written for shift workers ("oltre le 22, turnisti") is second to the one without shifts when the
    // question does not say the worker is on shifts.
    const shiftsOnly = SHIFT_RATE.test(condition) && !SHIFT_CUE.asked.test(asked) ? 1 : 0;
    return { rate, hits: hits > 0 ? hits * 2 - negated - overtimeOnly - shiftsOnly : 0 };
  });
  const best = Math.max(0, ...scored.map((s) => s.hits));
  return {
    chosen: best > 0 ? scored.filter((s) => s.hits === best).map((s) => s.rate) : [],
    denied: scored.filter((s) => s.hits < 0).map((s) => s.rate),
  };
}
