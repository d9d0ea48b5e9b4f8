import { MONTHS } from '../kb/format.js';
import { NATIONAL_HOLIDAYS, type NationalHoliday } from '../kb/public-holidays.js';
import type { Ccnl } from '../kb/schema.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer, Citation } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { type LawFact, lawCitations } from './law-facts.js';

/**
 * The holidays' calendar of a year, said to the user: which national holidays fall on a Sunday, on which weekday one
 * falls, Easter Sunday (never a paid holiday: the law lists Easter Monday), and the hourly worker's sixth of the week.
 * Kept apart from sunday-holiday-pay.ts, which answers the money of one holiday on a Sunday.
 */

const WEEKDAYS = ['domenica', 'lunedì', 'martedì', 'mercoledì', 'giovedì', 'venerdì', 'sabato'];

/** The weekday of a day of a year ("lunedì"). */
export function weekdayOf(year: number, month: number, day: number): string {
  return WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()] ?? '';
}

/** The year a text names ("nel 2027", "Natale 2027"), when it names one. */
export function yearSaid(text: string): number | undefined {
  const found = /\b(20[2-4]\d)\b/.exec(text)?.[1];
  return found ? Number(found) : undefined;
}

/** The national holidays of a year falling on a Sunday, in calendar order. */
export function sundayHolidays(year: number): NationalHoliday[] {
  return NATIONAL_HOLIDAYS.filter(
    (h) => (h.from ?? 0) <= year && new Date(Date.UTC(year, h.month - 1, h.day)).getUTCDay() === 0,
  ).sort((a, b) => a.month - b.month || a.day - b.day);
}

/** "il 25 aprile, il 15 agosto e il 26 dicembre": the days, as dates. */
export function datesList(holidays: readonly NationalHoliday[]): string {
  const days = holidays.map((h) => `${h.day === 1 ? '1°' : h.day} ${MONTHS[h.month - 1]}`);
  return days.length > 1 ? `${days.slice(0, -1).join(', ')} e ${days.at(-1)}` : (days[0] ?? '');
}

/** The year's count asked ("in tutto il 2027 quante festività cadono di domenica?"). */
export const YEAR_COUNT_ASKED =
  /\b(?:quant\w* (?:festivit\w*|feste)|(?:festivit\w*|feste) (?:del|nel) 20\d\d (?:che )?(?:cad\w*|cascano)|(?:in tutto|durante|nell?) (?:il |l )?(?:anno )?20\d\d\b[^?]{0,60}\bdomenic\w*|un paio di domenic\w*|ne cadano[^?]{0,30}domenic\w*)/;

/** The sentence naming a year's Sunday holidays ("Nel 2027 cadono di domenica il 25 aprile, …"). */
export function yearSundaysLine(year: number): string | undefined {
  const days = sundayHolidays(year);
  if (!days.length) return `Nel ${year} nessuna festività nazionale cade di domenica.`;
  return `Nel ${year} cadono di domenica ${days.length === 1 ? 'una festività nazionale' : `${days.length} festività nazionali`}: ${datesList(days)}.`;
}

/** Easter Monday is the holiday; Easter Sunday is a Sunday anyway (L. 260/1949, art. 2). Pages read 2026-12-01. */
const EASTER_LAW: LawFact = {
  figure: 'lunedì di Pasqua',
  text: 'tra i giorni festivi la legge elenca il {figure} (lunedì dell’Angelo), non la domenica di Pasqua: Pasqua cade sempre di domenica e non si paga come una festività caduta di domenica.',
  reference: 'L. 260/1949, art. 2',
  sources: [
    {
      url: 'https://www.normattiva.it/uri-res/N2Ls?urn:nir:stato:legge:1949-05-27;260~art2',
      label: 'Normattiva: L. 27 maggio 1949, n. 260, art. 2 (giorni festivi)',
      date: null,
      confidence: 'medium',
    },
    {
      url: 'https://webcolf.com/svolgimento-del-rapporto/le-festivita.html',
      label: 'Webcolf: le festività (il giorno di Pasqua non è una festività perché cade sempre di domenica)',
      date: null,
      confidence: 'medium',
    },
  ],
};

const EASTER = /\bpasqua\b/;
const EASTER_MONDAY = /\bpasquetta\b|\blunedi (?:di|dell|dopo) ?(?:pasqua|angelo)\b|\blunedi dell angelo\b/;
const AS_HOLIDAY = /\bfestivit\w*|\bfestiv[oa]\b|\bpagat\w*|\bspett\w*|\bva pagat\w*/;
const WORKED =
  /\bho lavorato\b|\bha lavorato\b|\bfaccio lavorare\b|\bdeve lavorare\b|\blavorat\w* a pasqua\b/;

/**
 * "Pasqua cade di domenica: va pagata come festività?": No, Easter Sunday is not among the paid holidays (the
 * agreement that once made it one, Logistica, says its own rule in november-fourth.ts); Easter Monday is.
 */
export function easterSundayAnswer(ctx: AgentContext, ccnl: Ccnl | undefined): AgentAnswer | undefined {
  const text = readable(ctx.message);
  if (!EASTER.test(text) || EASTER_MONDAY.test(text) || WORKED.test(text)) return undefined;
  if (!AS_HOLIDAY.test(text) || !/\bdomenic\w*/.test(text)) return undefined;
  if (ccnl?.id === 'logistica-trasporto-merci-spedizione') return undefined;
  const rule = EASTER_LAW.text.replace('{figure}', EASTER_LAW.figure);
  const year = yearSaid(text);
  const whose = ccnl
    ? ` Anche nel ${ccnl.short_name} l’elenco delle festività comprende il lunedì di Pasqua, non la domenica.`
    : '';
  return compose({
    answer: `${bold('No')}: la domenica di Pasqua non si paga come festività. Pasqua non è tra le festività retribuite (cade sempre di domenica, che è già giorno di riposo): è festivo il ${bold('lunedì di Pasqua')} (Pasquetta)${year ? `, nel ${year} lunedì ${easterMondayLabel(year)}` : ''}, pagato come le altre festività.${whose}`,
    steps: [`La regola (${EASTER_LAW.reference}): ${rule}`],
    citations: lawCitations(EASTER_LAW, `Giorni festivi: ${rule}`),
    related: [],
  });
}

/** "29 marzo": Easter Monday of a year. */
function easterMondayLabel(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const h = (19 * a + b - Math.floor(b / 4) - Math.floor((b - Math.floor((b + 8) / 25) + 1) / 3) + 15) % 30;
  const l = (32 + 2 * (b % 4) + 2 * Math.floor(c / 4) - h - (c % 4)) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  const monday = new Date(Date.UTC(year, month - 1, day + 1));
  return `${monday.getUTCDate()} ${monday.getUTCMonth() === 2 ? 'marzo' : 'aprile'}`;
}

/**
 * A holiday on a weekday other than the one asked ("il 1° novembre è lunedì: è retribuito normalmente nello
 * stipendio?"): for a worker paid by the month it is already in the month's pay, nothing more.
 */
export function weekdayHolidayLine(text: string, asked: NationalHoliday | undefined): string | undefined {
  const year = yearSaid(text);
  if (!year) return undefined;
  const other = NATIONAL_HOLIDAYS.find(
    (h) => h !== asked && h.name !== asked?.name && h.words.test(text) && (h.from ?? 0) <= year,
  );
  if (!other) return undefined;
  const weekday = weekdayOf(year, other.month, other.day);
  if (weekday === 'domenica') return undefined;
  return `${other.name.replace(/^./, (c) => c.toUpperCase())}, che nel ${year} cade di ${weekday}, è una festività infrasettimanale: per chi è pagato a mese e non lavora quel giorno la sua retribuzione è ${bold('compresa nella normale retribuzione mensile')}, nessun importo aggiuntivo (se si lavora, spetta la maggiorazione per lavoro festivo del contratto).`;
}

/** A worker paid by the hour: a holiday on a Sunday is worth a sixth of the weekly hours. Page read 2026-12-01. */
export const HOURLY_SUNDAY_HOLIDAY: LawFact = {
  figure: '1/6 dell’orario settimanale',
  text: 'per il 4 novembre e per le festività che cadono di domenica, al lavoratore pagato a mese spetta l’ulteriore quota giornaliera di 1/26 della retribuzione mensile; al lavoratore pagato a ore una quota corrispondente a {figure} (un sesto della retribuzione settimanale), salvo un diverso trattamento del contratto collettivo.',
  reference: 'L. 260/1949, art. 5; prassi dei contratti collettivi',
  sources: [
    {
      url: 'https://nm-consulentedellavoro.it/festivita-1-e-4-novembre-in-busta-paga/',
      label:
        'NM Consulente del lavoro: festività del 1° e 4 novembre in busta paga (1/26 mensilizzati, 1/6 orari)',
      date: null,
      confidence: 'medium',
    },
  ],
};

export const PAID_BY_HOUR =
  /\b(?:pagat\w*|retribuit\w*|paga(?:to)?) (?:a|ad|all) ?or[ae]\b|\bpaga oraria\b|\ba ore invece\b/;

/** "e se fossi pagato a ore?": the sixth of the week instead of the 1/26, for the holiday asked. */
export function hourlyHolidayAnswer(holidayName: string, ccnl: Ccnl | undefined): AgentAnswer {
  const rule = HOURLY_SUNDAY_HOLIDAY.text.replace('{figure}', HOURLY_SUNDAY_HOLIDAY.figure);
  const citations: Citation[] = lawCitations(HOURLY_SUNDAY_HOLIDAY, `Festività pagata a ore: ${rule}`);
  return compose({
    answer: `Se sei pagato a ore, per ${holidayName} spetta, oltre alle ore lavorate, una quota pari a ${bold('1/6 dell’orario settimanale')} (un sesto dell'orario settimanale) alla tua paga oraria: con 40 ore settimanali sono 6,67 ore, con 36 ore 6 ore${ccnl ? `, salvo una regola diversa del ${ccnl.short_name}` : ''}. Indicami paga oraria e ore settimanali per il calcolo.`,
    steps: [`La regola: ${rule}`],
    citations,
    related: [],
  });
}

/**
 * A domestic worker's holiday on her Sunday or rest day: the 1/26 more, or instead a day of rest recovered on another
 * day (CCNL Lavoro domestico, art. 16, as ACLI Roma Servizi reads it; page read 2026-12-01).
 */
export const DOMESTIC_RECOVERY: { text: string; citations: Citation[] } = {
  text: 'In alternativa al pagamento della quota, la festività si può recuperare con un giorno di riposo in più in un’altra giornata (recupero del riposo): dare un giorno libero basta solo se è un giorno di riposo in più, non quello che le spetta comunque.',
  citations: [
    {
      ccnl: 'CCNL Lavoro domestico',
      article: 'art. 16',
      text: 'Se un giorno festivo coincide con il giorno libero, il lavoratore ha diritto a recuperare il suo riposo in un’altra giornata, oppure alla festività non goduta retribuita con 1/26 della retribuzione globale di fatto mensile.',
      url: 'https://acliromaservizi.it/?p=3046',
      date: null,
      confidence: 'medium',
    },
  ],
};
