import { decimal, euro } from '../kb/format.js';
import { cents, type domesticContributions } from '../payroll/index.js';
import { askedClause } from '../reader/asking-clause.js';
import { readable } from '../reader/text.js';
import { bold } from './compose.js';

/**
 * Session 25 (fixs25c): what a domestic worker's contribution answer opens with when the question asks one part
 * of it. A domestic worker never goes through an ordinary employee's payslip (no 9,19%, no IRPEF withheld):
 * - the net ("su una settimana di 20 ore quanto mi resta netto in mano?", "quanto le resta in tasca al mese?"):
 *   the gross of the period less the worker's INPS share per hour, with no IRPEF withheld;
 * - the worker's share ("quanti posso trattenerli a lei dalla paga? cioè la parte sua", "quanto è a carico della
 *   colf?"): the hours of the period times the worker's share per hour;
 * - the quarter's paid hours told ("nel terzo trimestre le ore retribuite, ferie comprese, sono state 260"): the
 *   quarter's contributions are counted on them, not on 13 weeks of the schedule.
 */

type Contributions = ReturnType<typeof domesticContributions>['result'];

/** The net asked: "netto", "in mano", "in tasca", "mi resta", "porto a casa". */
const NET_ASKED =
  /(?<!\bal )\bnett[oaie]\b|\bin mano\b|\bin tasca\b|\b(?:mi|le|gli|ti|ci) rest(?:a|ano|erebbe|erebbero)\b|\bporto a casa\b|\bporta a casa\b/;
/** The worker's share asked: what the family may withhold, her part, what is charged to her. */
const SHARE_ASKED =
  /\btrat+en(?:er\w*|go|iamo)\b|\b(?:la |sua )parte (?:sua|della (?:colf|badante|lavoratrice|baby.?sitter)|del lavoratore)\b|\bparte sua\b|\ba (?:suo|loro) carico\b|\ba carico (?:della (?:colf|badante|lavoratrice|baby.?sitter|signora|ragazza)|del lavoratore|sua|mio|mia)\b|\bquota (?:sua|della (?:colf|badante|lavoratrice)|del lavoratore|a suo carico)\b/;
/** The employer's part or the contributions themselves asked too ("quanto costa di contributi all'ora, e quanto
 * posso trattenerle?", "quanto va all'INPS e quanto è a suo carico?"): the whole split is asked. */
const EMPLOYER_ASKED =
  /\ba (?:nostro|vostro|tuo) carico\b|\ba carico (?:nostro|vostro|del datore|della famiglia)\b|\bin tutto\b|\btotale\b|\bversa\w*|\bquanto (?:devo|dobbiamo) pagare\b|\bcontribut|\binps\b|\bquanto (?:si )?(?:pag|vers|cost)\w*|\bcost[oa]\b/;

const WEEKLY_SAID =
  /\b(\d{1,2}(?:[.,]\d)?) ?(?:ore )?(?:a|alla|ogni|per) settimana\b|\b(\d{1,2}(?:[.,]\d)?) ?ore settimanali\b/g;

/**
 * "e per la badante convivente 54 ore a settimana, quanto è il contributo orario?" after a colf's "12 ore a
 * settimana … 156 ore nel trimestre": this turn states a weekly schedule the earlier turn does not, so the
 * earlier turn's period hours belong to another schedule (another worker) and are not this one's.
 */
export function scheduleOfItsOwn(current: string, earlier: string): boolean {
  const weekly = [...current.matchAll(WEEKLY_SAID)].map((m) => (m[1] ?? m[2] ?? '').replace('.', ','));
  if (!weekly.length) return false;
  const before = new Set(
    [...earlier.matchAll(WEEKLY_SAID)].map((m) => (m[1] ?? m[2] ?? '').replace('.', ',')),
  );
  return before.size > 0 && weekly.every((w) => !before.has(w));
}

/** The paid hours the question tells for a quarter ("le ore retribuite … sono state 260", "260 ore pagate"). */
const QUARTER_HOURS =
  /\bore (?:retribuite|pagate|lavorate)\b[^.?!\d]{0,40}?\b(?:sono state|sono|erano|di|in tutto|totali)\s*:?\s*(\d{2,3})\b|\b(\d{2,3}) ore (?:retribuite|pagate|lavorate)\b/;

export function statedQuarterHours(texts: readonly string[]): number | undefined {
  const current = readable(texts[0] ?? '');
  for (const [at, raw] of texts.entries()) {
    const text = readable(raw);
    if (at > 0 && scheduleOfItsOwn(current, text)) return undefined;
    if (!/\btrimestr/.test(text)) continue;
    const found = QUARTER_HOURS.exec(text);
    const value = Number(found?.[1] ?? found?.[2]);
    if (value >= 13 && value <= 700) return value;
  }
  return undefined;
}

export type DomesticPeriod = 'week' | 'month' | 'quarter';

/** The period the ask names: a month, a week, else the quarter contributions are paid by. */
export function periodOf(message: string, fallback: DomesticPeriod): DomesticPeriod {
  const asked = askedClause(readable(message));
  if (/\bal mese\b|\bmensil|\bogni mese\b|\bin un mese\b/.test(asked)) return 'month';
  if (/\btrimestr/.test(asked)) return 'quarter';
  if (/\b(?:una|la|a|alla|ogni|per|in una) settimana\b|\bsettimanal/.test(asked)) return 'week';
  return fallback;
}

const PERIOD_WORD: Record<DomesticPeriod, string> = {
  week: 'a settimana',
  month: 'al mese',
  quarter: 'nel trimestre',
};

/** Paid hours in the period: the quarter's hours told, else the weekly hours over 1, 52/12 or 13 weeks. */
function hoursIn(period: DomesticPeriod, weekly: number, quarterHours: number | undefined): number {
  if (period === 'quarter') return quarterHours ?? weekly * 13;
  return period === 'month' ? (weekly * 52) / 12 : weekly;
}

const hoursText = (hours: number) => (Number.isInteger(hours) ? String(hours) : decimal(cents(hours)));

/** The opening for the net, or the worker's share, when that is what the turn asks; undefined otherwise. */
export function domesticAskedOpening(
  message: string,
  r: Contributions,
  given: { hourlyPay: number; weeklyHours: number; quarterHours: number | undefined },
): string | undefined {
  const asked = askedClause(readable(message));
  // (The net is asked in words: a "gross_to_net" reading of "contributi colf … trimestre" asks the contributions.)
  const net =
    NET_ASKED.test(asked) && !/\bcontribut\w* (?:orari|inps)|\bquanto (?:si )?(?:paga|versa)/.test(asked);
  // (Every question of the turn counts: "quanto pago di contributi all'ora? E quanto ne posso trattenere?")
  // (A turn with no question mark, "vorrei sapere il contributo orario, quanto è a carico della colf…", is one.)
  const text = readable(message);
  const questions = text.includes('?')
    ? text
        .split(/(?<=\?)/)
        .filter((q) => q.includes('?'))
        .map((q) => q.split(/[.!]\s/).pop() ?? q)
    : [text];
  const share = !net && SHARE_ASKED.test(asked) && !questions.some((q) => EMPLOYER_ASKED.test(q));
  if (!net && !share) return undefined;
  const period = periodOf(message, net ? 'week' : 'quarter');
  const hours = hoursIn(period, given.weeklyHours, given.quarterHours);
  const worker = cents(r.hourlyWorker * hours);
  const when = PERIOD_WORD[period];
  const hoursSaid = `${hoursText(hours)} ore`;
  if (net) {
    const gross = cents(given.hourlyPay * hours);
    return `Su ${period === 'week' ? `una settimana di ${hoursSaid}` : `${hoursSaid} ${when}`} restano ${bold(`${euro(cents(gross - worker))} netti`)}: ${euro(gross)} lordi (${euro(given.hourlyPay)} × ${hoursSaid}) meno ${euro(worker)} di contributi INPS a carico del lavoratore (${euro(r.hourlyWorker)} l'ora); ${bold('nessuna IRPEF trattenuta')}: la famiglia non è sostituto d'imposta, le tasse si pagano con la propria dichiarazione dei redditi.`;
  }
  const total = cents(r.hourlyTotal * hours);
  return `Dalla paga si possono trattenere ${bold(euro(worker))} ${when} (${hoursSaid} × ${euro(r.hourlyWorker)}, la quota INPS a carico del lavoratore); il resto dei ${euro(total)} di contributi, ${euro(cents(total - worker))}, è a carico del datore di lavoro.`;
}
