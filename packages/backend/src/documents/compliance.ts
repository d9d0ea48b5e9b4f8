import { type Citation, citeSources } from '../agents/answer.js';
import { documentDate } from '../agents/document-topics.js';
import { isDomestic } from '../agents/pay-base.js';
import { euro, figureValue, italianDate } from '../kb/format.js';
import { levelPayAt } from '../kb/pay.js';
import type { Ccnl } from '../kb/schema.js';
import type { Topic } from '../kb/topics.js';
import { MINIMUM_ITEM_NAMED, minimumItemWeighed } from './minimum-item.js';
import { sectionWeighed } from './section-weighed.js';
import { inlineItemsFigure } from './table-items.js';

/** A figure a document states, as found in one of its sentences. */
export interface StatedFigure {
  topic: Topic;
  /** As written: "60 giorni di lavoro effettivo", "40 ore settimanali", "1.850,00 €". */
  text: string;
  value: number;
  /** giorni, mesi, settimane, ore, euro. */
  unit: string;
  /** For durations: "lavoro effettivo" or "calendario" when the document says which. */
  basis?: 'lavoro effettivo' | 'calendario';
  /** A pay written as the table's minimum item ("minimo conglobato … 1.878,05"): minimum-item.ts. */
  minimumItem?: boolean;
}

// ("6 (sei) mesi di calendario": the number written out too, in brackets.)
const DURATION =
  /(\d+)\s*(?:\(\s*\p{L}+\s*\)\s*)?(giorni|giorno|giornate|giornata|mesi|mese|settimane|settimana)(\s+(?:di\s+)?(lavoro\s+effettivo|effettivo\s+lavoro|effettiva\s+prestazione|calendario|effettivi))?/iu;
const HOURS = /(\d+(?:,\d+)?)\s*ore(?:\s+settimanali|\s+a\s+settimana|\s+(?:di\s+lavoro\s+)?settimanali)?/i;
const AMOUNT = /(?:€\s*)?(\d{1,3}(?:\.\d{3})*(?:,\d{2})|\d+(?:,\d{2}))\s*(?:€|euro)?/i;

const SINGULAR: Record<string, string> = { giorni: 'giorno', mesi: 'mese', settimane: 'settimana' };

// The fewest and most days a month or a week holds, in calendar days and in days of actual work (a 5- or
// 6-day week).
const DAYS_IN = {
  mesi: { calendario: [28, 31], 'lavoro effettivo': [20, 27] },
  settimane: { calendario: [7, 7], 'lavoro effettivo': [5, 6] },
} as const;

/**
 * "6 mesi" against "60 giorni di lavoro effettivo": a verdict when every way of counting the months gives the
 * same answer (6 months hold at least 120 days of work, beyond 60), else undefined.
 */
function acrossUnits(figure: StatedFigure, max: StatedFigure): string | undefined {
  if (figure.unit === 'giorni' || max.unit !== 'giorni') return undefined;
  const per = DAYS_IN[figure.unit as keyof typeof DAYS_IN];
  if (!per) return undefined;
  const [least, most] = per[max.basis ?? 'calendario'];
  const words = `giorni${max.basis ? ` di ${max.basis}` : ''}`;
  if (figure.value * least > max.value)
    return `non è conforme: ${figure.text} sono almeno ${figure.value * least} ${words}, oltre i ${max.value} del massimo`;
  if (figure.value * most <= max.value)
    return `è conforme: ${figure.text} sono al più ${figure.value * most} ${words}`;
  return undefined;
}

/**
 * "30 giorni di calendario" against a maximum of "18 giorni lavorativi": a calendar span holds from 5 to 6 days of
 * work a week, so the letter is surely over the maximum when even a five-day week puts more days of work in it,
 * and the excess is said in days of work, never as calendar days less days of work.
 */
function calendarAgainstWork(figure: StatedFigure, max: StatedFigure): string | undefined {
  if (figure.basis !== 'calendario' || max.basis !== 'lavoro effettivo' || max.unit !== 'giorni')
    return undefined;
  const least = Math.floor((figure.value * 5) / 7);
  // (A span that may hold no more days of work than the maximum is left to the plain comparison and its note: a
  // letter that changes the agreement's unit is not the agreement's term either.)
  return least > max.value
    ? `non è conforme: ${figure.text} comprendono almeno ${least} giorni di lavoro (con la settimana di 5 giorni), oltre i ${max.value} del massimo`
    : undefined;
}

const unitOf = (word: string) =>
  word.startsWith('giorn') ? 'giorni' : word.startsWith('mes') ? 'mesi' : 'settimane';

export function duration(topic: Topic, sentence: string): StatedFigure | undefined {
  const match = DURATION.exec(sentence);
  if (!match) return undefined;
  const basis = match[4]?.toLowerCase();
  return {
    topic,
    text: match[0].trim(),
    value: Number(match[1]),
    unit: unitOf((match[2] ?? '').toLowerCase()),
    ...(basis ? { basis: basis.startsWith('calendario') ? 'calendario' : 'lavoro effettivo' } : {}),
  };
}

/** The figure on `topic` in a sentence of the document, when it states one. */
export function statedFigure(topic: Topic, sentence: string): StatedFigure | undefined {
  switch (topic) {
    case 'prova':
    case 'preavviso':
    case 'ferie':
      return duration(topic, sentence);
    case 'orario': {
      const match = HOURS.exec(sentence);
      return match
        ? { topic, text: match[0].trim(), value: Number((match[1] ?? '').replace(',', '.')), unit: 'ore' }
        : undefined;
    }
    case 'minimi': {
      const items = inlineItemsFigure(sentence);
      if (items) return items;
      const match = AMOUNT.exec(sentence.replace(/\d+°/g, ''));
      if (!match) return undefined;
      const value = figureValue(match[1] ?? '');
      const minimumItem = MINIMUM_ITEM_NAMED.test(sentence) ? { minimumItem: true } : {};
      return value >= 100 ? { topic, text: euro(value), value, unit: 'euro', ...minimumItem } : undefined;
    }
    default:
      return undefined;
  }
}

/** The verdict on a stated figure against the agreement, with its sources; undefined when none can be given. */
export interface Verdict {
  text: string;
  citations: Citation[];
}

const levelLabel = (level: string) =>
  /^\d+$/.test(level) ? `${level}° livello` : level === 'Q' ? 'livello Quadri' : `livello ${level}`;

/** Who the document hires, when its probation has a row of its own: an apprentice, a seasonal worker. */
export function hiredKind(documentText: string): 'apprentice' | 'seasonal' | undefined {
  return /\bapprendist/i.test(documentText)
    ? 'apprentice'
    : /\bstagional/i.test(documentText)
      ? 'seasonal'
      : undefined;
}

const SET_LENGTH_MISSED = /: non è conforme, è più breve di quella del contratto\b/;

/** A verdict's summary when the letter's probation is not the length the agreement sets (shorter, not over a ceiling). */
export const setLengthMissed = (verdict: string): string | undefined =>
  SET_LENGTH_MISSED.test(verdict) ? 'il periodo di prova non è quello fissato dal contratto' : undefined;

/**
 * Checks a figure of the document against the knowledge base: the probation maximum of the level, the
 * weekly hours, the monthly minimum in force on `date`. Other subjects, or a missing level, give no verdict.
 */
export function checkFigure(
  figure: StatedFigure,
  ccnl: Ccnl,
  level: string | undefined,
  date: string,
  /** A part-time share the document states (0.5 for "part-time 50%"): the minimum is scaled to it. */
  share = 1,
  /** The document hires an apprentice or a seasonal worker: their own probation row, where the agreement has one. */
  hired?: 'apprentice' | 'seasonal',
  /** Today, when `date` is a letter's own day: a later table that raises the minimum above the pay is said. */
  until?: string,
  /** The document's and question's words: the table's section they read ("alberghi minori" for a two stars). */
  texts: readonly string[] = [],
): Verdict | undefined {
  const [apprentice, seasonal] = [hired === 'apprentice', hired === 'seasonal'];
  const name = ccnl.short_name;
  const stated = `il documento indica ${figure.text}`;
  if (figure.topic === 'prova' && level) {
    // "apprendista 4/4S", "apprendista": the row for apprentices of the level, else for all apprentices.
    const apprentices = apprentice
      ? ccnl.probation.by_level?.filter((r) => r.levels.some((l) => /^apprendist/i.test(l)))
      : undefined;
    const own = apprentices?.find((r) =>
      r.levels.some((l) =>
        l
          .replace(/^apprendist\w*\s*/i, '')
          .split('/')
          .includes(level),
      ),
    );
    const apprenticeRow = own ?? apprentices?.find((r) => r.levels.some((l) => /^apprendist\w*$/i.test(l)));
    const seasonalRow = seasonal
      ? ccnl.probation.by_level?.find((r) => r.levels.some((l) => /^stagional/i.test(l)))
      : undefined;
    const levelRow = ccnl.probation.by_level?.find((r) => r.levels.includes(level));
    const row = apprenticeRow ?? seasonalRow ?? levelRow;
    const max = row ? duration('prova', row.max) : undefined;
    if (!row || !max) return undefined;
    const who = apprenticeRow
      ? `l'apprendista (${levelLabel(level)})`
      : seasonalRow
        ? `i lavoratori stagionali (${levelLabel(level)})`
        : `il ${levelLabel(level)}`;
    // A seasonal worker's row beside the level's own, which applies outside the season.
    const besides =
      seasonalRow && !apprenticeRow && levelRow
        ? ` (${levelRow.max} per il ${levelLabel(level)} non stagionale)`
        : '';
    // The domestic agreement sets the probation's length ("30 giorni di lavoro effettivo per i conviventi"), not a
    // ceiling: a letter's shorter term is not the agreement's either.
    const setLength = isDomestic(ccnl) && !apprenticeRow && !seasonalRow;
    const where = setLength
      ? `per ${who} il ${name} fissa la prova in ${row.max}${besides}, non come un massimo`
      : `per ${who} del ${name} il massimo è ${row.max}${besides}`;
    const sources = citeSources(
      ccnl,
      `Periodo di prova nel ${name}: ${ccnl.probation.text}`,
      ccnl.probation.article ?? null,
      ccnl.probation.sources,
    );
    if (max.unit !== figure.unit) {
      const verdict = acrossUnits(figure, max);
      return {
        text: `${capital(stated)}; ${where}: ${verdict ?? 'le unità sono diverse, verifica la conversione'}.`,
        citations: sources,
      };
    }
    const basisNote =
      figure.basis && max.basis && figure.basis !== max.basis
        ? ` (attenzione: il documento conta giorni di ${figure.basis}, il CCNL di ${max.basis})`
        : '';
    // Calendar days against days of work: never subtracted, weighed by the working days they hold.
    const crossed = figure.unit === 'giorni' ? calendarAgainstWork(figure, max) : undefined;
    if (crossed) return { text: `${capital(stated)}; ${where}: ${crossed}.`, citations: sources };
    const verdict =
      setLength && figure.value < max.value
        ? 'non è conforme, è più breve di quella del contratto'
        : figure.value <= max.value
          ? 'è conforme'
          : `non è conforme: lo supera di ${figure.value - max.value} ${figure.value - max.value === 1 ? (SINGULAR[figure.unit] ?? figure.unit) : figure.unit}`;
    return { text: `${capital(stated)}; ${where}: ${verdict}${basisNote}.`, citations: sources };
  }
  if (figure.topic === 'orario' && ccnl.weekly_hours.value !== null) {
    const normal = ccnl.weekly_hours.value;
    const where = `l'orario normale del ${name} è di ${normal} ore settimanali`;
    const verdict =
      figure.value === normal
        ? 'è conforme'
        : figure.value < normal
          ? 'è inferiore: si tratta di un rapporto a tempo parziale?'
          : "non è conforme: supera l'orario normale";
    return {
      text: `${capital(stated)}; ${where}: ${verdict}.`,
      citations: citeSources(
        ccnl,
        `Orario di lavoro nel ${name}: ${ccnl.weekly_hours.text}`,
        ccnl.weekly_hours.article ?? null,
        ccnl.weekly_hours.sources,
      ),
    };
  }
  if (figure.topic === 'minimi' && level) {
    const { section, table } = sectionWeighed(ccnl, texts, level);
    const pay = levelPayAt(ccnl, level, date, section);
    if (!pay) return undefined;
    const full = pay.row.amount;
    const minimum = Math.round(full * share * 100) / 100;
    // A payslip stating the table's items in parts: the table's own items beside, so the one short shows.
    const monthlyItems = pay.row.components.filter((c) => c.payments === undefined);
    const items =
      figure.text.includes('voci del minimo') && monthlyItems.length > 1
        ? ` (${monthlyItems.map((c) => `${c.label} ${euro(c.amount)}`).join(' + ')})`
        : '';
    const item =
      figure.minimumItem && share === 1 ? minimumItemWeighed(ccnl, level, pay.row, figure.value) : undefined;
    if (item) {
      const short = figure.value >= item.amount - 0.005;
      return {
        text: `${capital(stated)}; il ${item.label} del ${levelLabel(level)} del ${name} al ${italianDate(date)} è ${euro(item.amount)} (${item.whole}): ${short ? 'è conforme' : `non è conforme: mancano ${euro(item.amount - figure.value)} al mese`}.${laterRaise(figure, ccnl, level, date, share, until)}`,
        citations: citeSources(
          ccnl,
          `${item.label} del ${levelLabel(level)} del ${name}: ${euro(item.amount)}`,
          `tabella minimi dal ${italianDate(pay.table.effective_from)}`,
          pay.table.sources,
        ),
      };
    }
    const where =
      share === 1
        ? `il minimo mensile lordo del ${levelLabel(level)} del ${name}${table} al ${italianDate(date)} è ${euro(minimum)}${items}`
        : `il minimo mensile lordo del ${levelLabel(level)} del ${name} al ${italianDate(date)}, in proporzione al part-time del ${Math.round(share * 100)}%, è ${euro(minimum)} (${euro(full)} × ${Math.round(share * 100)}%)`;
    const verdict =
      figure.value >= minimum - 0.005
        ? 'è conforme'
        : `non è conforme: mancano ${euro(minimum - figure.value)} al mese`;
    return {
      text: `${capital(stated)}; ${where}: ${verdict}.${laterRaise(figure, ccnl, level, date, share, until)}`,
      citations: citeSources(
        ccnl,
        `Minimo del ${levelLabel(level)} del ${name}: ${euro(minimum)}`,
        `tabella minimi dal ${italianDate(pay.table.effective_from)}`,
        pay.table.sources,
      ),
    };
  }
  return undefined;
}

/**
 * A letter's pay weighed at its own day, when a table in force later (up to today) raises the level's minimum
 * above it: " Dal 1° novembre 2026 il minimo sale a 1.818,75 €: da allora la cifra indicata è sotto di 28,75 € al
 * mese." Empty otherwise.
 */
function laterRaise(
  figure: StatedFigure,
  ccnl: Ccnl,
  level: string,
  date: string,
  share: number,
  until: string | undefined,
): string {
  if (!until || until <= date) return '';
  const later = levelPayAt(ccnl, level, until);
  if (!later || later.table.effective_from <= date) return '';
  const minimum = Math.round(later.row.amount * share * 100) / 100;
  if (figure.value >= minimum - 0.005) return '';
  return ` Dal ${italianDate(later.table.effective_from)} il minimo sale a ${euro(minimum)}: da allora la cifra indicata è sotto di ${euro(minimum - figure.value)} al mese.`;
}

/** A hiring letter (not a payslip): its pay is weighed at its first day of work, or at the letter's own date. */
const HIRING_LETTER =
  /\blettera di assunzione\b|\b(?:comunichiamo|confermiamo) (?:la sua |l')?assunzione\b|\bla assumiamo\b|\bproposta di assunzione\b/i;
const PAYSLIP = /\bbusta paga\b|\bcedolino\b|\bnetto (?:in busta|del mese|a pagare)\b|\bperiodo di paga\b/i;

/**
 * The day a document's pay is weighed at: a hiring letter's first day of work (`start`), a payslip's own month
 * (a tranche paid since would make a right payslip look short), else today or a start after today.
 */
export function weighedAt(text: string, start: string | undefined, today: string): string {
  if (start && HIRING_LETTER.test(text) && !PAYSLIP.test(text)) return start;
  const month = PAYSLIP.test(text) ? documentDate(text) : undefined;
  if (month && month <= today) return month;
  return start && start > today ? start : today;
}

function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
