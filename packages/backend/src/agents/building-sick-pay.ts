import { decimal, euro } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import { cents } from '../payroll/index.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';

/**
 * Session 33 (fixs33f): a building worker's sick pay a day from the hourly pay and the weekly hours given
 * ("retribuzione oraria utile 12,00 €, 40 ore: quanto paga l'impresa al giorno per i primi tre giorni, visto che
 * la malattia ha superato i 12 giorni?"). The agreement pays the hourly pay × one sixth of the weekly hours × its
 * coefficient for the band of days, read in its own sentence ("giorni 1-3 0,5495 se la malattia supera 6 giorni e
 * 1,0495 se supera 12; dal 4° al 20° giorno 0,3795; dal 21° al 180° 0,1565").
 */

const SIXTH = /un sesto dell'orario settimanale/;
// The hourly pay may come after the elements it sums ("la retribuzione oraria con paga base, ex contingenza, EET e
// indennità territoriale è 10,90 €"), in brackets or not.
const HOURLY =
  /\b(?:retribuz\w*|retrib\.?|paga|compenso) orari[ao](?: utile)?(?: \([^)]{0,120}\))?(?:[^\d.;?()]{0,120}?)?(?: (?:di|e|è|pari a))?:?\s*(\d{1,2}(?:,\d{1,2})?)\s*(?:€|euro)|\b(\d{1,2}(?:,\d{1,2})?)\s*(?:€|euro) (?:l'ora|all'ora|orari)/;
const WEEKLY =
  /\b(\d{2})(?:,\d)? ore (?:settimanali|a settimana|alla settimana|su \d giorni)\b|\b(\d{2}) ore\b/;
const FIRST_DAYS = /\bprimi (?:tre|3) giorni\b|\bcarenza\b|\bgiorni 1 ?[-–] ?3\b/;
// "dal 4° al 20°", "dal 4° in poi", "dal 4° al 15°" (any end within the band).
const FOURTH = /\bdal (?:4|quarto)\S*(?: giorno)? (?:al (?:ventesimo|(?:[4-9]|1\d|20)\b)|in poi)/;
const TWENTY_FIRST = /\bdal (?:21|ventunesimo)/;
/** "ha superato i 12 giorni", "in malattia da 15 giorni", "malattia di 15 giorni". */
const OVER = /\bsuper\w* (?:i |gli )?(\d{1,3}) giorni\b/;
// "malattia x 10 giorni", "in tutto sono 15 giorni" (a longer certificate told in a later turn).
const LENGTH =
  /\b(?:malattia|malato|malata) (?:da|di|per|x) (\d{1,3}) giorni\b|\bin tutto (?:sono )?(\d{1,3}) giorni\b|\b(\d{1,3}) giorni in tutto\b|\b(?:il medico (?:gli |le )?ha dato|prognosi di) (\d{1,3}) giorni\b/;

/**
 * A sickness told by its illness or its certificate, the word "malattia" unsaid ("si è preso una bronchite, il
 * medico gli ha dato 15 giorni", "ha il certificato medico", "prognosi di 10 giorni").
 */
const SICK =
  /\bmalat\w*|\bcertificat\w* medic\w*|\bprognosi\b|\bil medico (?:gli |le |mi )?ha dato\b|\b(?:bronchit\w*|polmonit\w*|influenza\b|febbre\b|lombosciatalgi\w*|mal di schiena)/;

const num = (s: string | undefined) => (s ? Number(s.replace(',', '.')) : undefined);
const hoursShown = (n: number) => (Number.isInteger(n) ? String(n) : decimal(n));

/** The coefficient of a band, read in the agreement's sentence. */
function coefficients(rule: string) {
  const first = /giorni 1-3 (\d,\d+) se la malattia supera (\d+) giorni e (\d,\d+) se supera (\d+)/.exec(
    rule,
  );
  const fourth = /dal 4° al 20° giorno (\d,\d+)/.exec(rule)?.[1];
  const later = /dal 21° al 180° (\d,\d+)/.exec(rule)?.[1];
  return { first, fourth, later };
}

export function buildingSickPay(ctx: AgentContext, ccnl: Ccnl | undefined): AgentAnswer | undefined {
  const rule = ccnl?.sick_pay.sickness.text ?? '';
  if (!ccnl || !SIXTH.test(rule)) return undefined;
  const text = readable(ctx.message);
  const turns = [text, ...[...(ctx.history ?? [])].reverse().map(readable)];
  // A follow-up on the amount asked before ("cambia qualcosa per i primi 3 giorni?") asks the amount again.
  const asked = (t: string) => /\bquant[oaie]\b/.test(t);
  const followUp = /\bcambia\b|\bvale ancora\b|\be (?:se|per)\b/.test(text) && turns.slice(1).some(asked);
  if (!(asked(text) || followUp) || !turns.some((t) => SICK.test(t))) return undefined;
  const told = (pattern: RegExp) => {
    for (const t of turns) {
      const m = pattern.exec(t);
      if (m) return m.slice(1).find((g) => g !== undefined);
    }
    return undefined;
  };
  const hourly = num(told(HOURLY));
  const weekly = num(told(WEEKLY));
  if (!hourly || !weekly || weekly > 48) return undefined;
  const { first, fourth, later } = coefficients(rule);
  type Band = { days: string; coefficient: string; why: string };
  const bands: Band[] = [];
  let band: Band | undefined;
  if (FIRST_DAYS.test(text) && first) {
    // "ha superato i 12 giorni": more than 12, whatever the count told in an earlier turn.
    const over = OVER.exec(text)?.[1];
    const length = over ? Number(over) + 0.5 : num(told(LENGTH));
    if (length === undefined) return undefined;
    const [, low, lowOver, high, highOver] = first;
    const beyond = (n: string | undefined) => length > Number(n);
    if (beyond(highOver) && high)
      band = { days: 'dal 1° al 3° giorno', coefficient: high, why: `la malattia supera ${highOver} giorni` };
    else if (beyond(lowOver) && low)
      band = {
        days: 'dal 1° al 3° giorno',
        coefficient: low,
        why: `la malattia supera ${lowOver} giorni (non ${highOver})`,
      };
    else return undefined;
    bands.push(band);
  }
  // The first days and the later bands asked together ("i primi 3 giorni e dal 4° giorno in poi"): each its day.
  if (FOURTH.test(text) && fourth) bands.push({ days: 'dal 4° al 20° giorno', coefficient: fourth, why: '' });
  if (TWENTY_FIRST.test(text) && later)
    bands.push({ days: 'dal 21° al 180° giorno', coefficient: later, why: '' });
  if (bands.length === 0) return undefined;
  return bandsAnswer(ccnl, rule, hourly, weekly, bands);
}

/** Each band asked: the hourly pay × one sixth of the weekly hours × the band's coefficient, a day. */
function bandsAnswer(
  ccnl: Ccnl,
  rule: string,
  hourly: number,
  weekly: number,
  bands: readonly { days: string; coefficient: string; why: string }[],
): AgentAnswer {
  const base = cents((hourly * weekly) / 6);
  const day = (coefficient: string) => cents(((hourly * weekly) / 6) * Number(coefficient.replace(',', '.')));
  const sentence = (band: (typeof bands)[number]) => {
    const why = band.why ? ` dei primi 3 giorni quando ${band.why}` : '';
    return `${band.days} l’impresa paga ${bold(`${euro(day(band.coefficient))} al giorno`)}: ${euro(hourly)} × ${hoursShown(weekly)}/6 ore × ${band.coefficient}, il coefficiente${why || ` ${band.days}`}`;
  };
  return compose({
    answer: `Nel ${ccnl.short_name}, ${bands.map(sentence).join('; ')}.`,
    steps: [
      `${euro(hourly)} × ${hoursShown(weekly)} / 6 = ${euro(base)} (retribuzione oraria per un sesto dell'orario settimanale).`,
      ...bands.map(
        (b) => `${euro(base)} × ${b.coefficient} = ${euro(day(b.coefficient))} al giorno (${b.days}).`,
      ),
      `Regola: ${rule.charAt(0).toUpperCase()}${rule.slice(1)}.`,
    ],
    assumptions: [
      'Retribuzione oraria e orario settimanale indicati dal lavoratore; la Cassa Edile rimborsa in tutto o in parte l’impresa.',
    ],
    citations: citeSources(
      ccnl,
      rule,
      ccnl.sick_pay.sickness.article ?? null,
      ccnl.sick_pay.sickness.sources,
    ),
    related: [],
  });
}
