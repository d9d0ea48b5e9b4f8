import { euro, italianDate, percent } from '../kb/format.js';
import { levelPayAt } from '../kb/pay.js';
import { hasPayTables, NO_TABLES_REASON } from '../kb/pay-gap.js';
import type { Ccnl, Source } from '../kb/schema.js';
import { sectionAsked } from '../kb/section-asked.js';
import { gapText, TOPICS, type Topic, topicFact } from '../kb/topics.js';
import { onlyDerived, unreadTableGap } from '../kb/unread-table.js';
import { employeesOf } from '../reader/approximate-counts.js';
import { readHire } from '../reader/hire-said.js';
import { annualCell } from './annual-cell.js';
import { areaElementOf } from './area-element.js';
import { clauseForSeniority, leadWithBand } from './bands.js';
import { apprenticeLengthCell } from './compare-apprentice-length.js';
import { paymentsCell, yearOfIncreases, yearTranchesCell } from './compare-asked-together.js';
import { DRESSING_ASKED, dressingCell } from './compare-dressing.js';
import {
  apprenticeCell,
  gap,
  increaseCell,
  monthAsked,
  nextTrancheCell,
  referenceParameterCell,
  supplementaryCell,
} from './compare-increase.js';
import { leaveDeadlineCell } from './compare-leave-deadline.js';
import { monthTrancheCell } from './compare-month-tranche.js';
import { ordinalTrancheCell } from './compare-ordinal-tranche.js';
import { overtimeLimitCell } from './compare-overtime-limit.js';
import { ratesCell } from './compare-rates-cell.js';
import { seniorityCell } from './counted-increments.js';
import { divisorCell } from './divisor-cell.js';
import { exHolidayDays, exHolidaysFirst, leavePart } from './ex-holiday-part.js';
import { injuryBandCell } from './injury-band-cell.js';
import { listedGroupClause } from './listed-group.js';
import { datedLumpSentence } from './lump-sentence.js';
import type { ExtraMeasure } from './measure.js';
import { partsOf } from './minimum-parts.js';
import { days, groupNoticeRows, noticeCell, ofGroupSaid } from './notice-band.js';
import { ofCategoryAsked } from './probation-category.js';
import { rolBands } from './rol-bands.js';
import { NEW_HIRE } from './rol-total.js';
import { levelShort } from './shared/levels.js';
import { sickBandCell } from './sick-band-cell.js';
import { paidDaysOf } from './sick-paid-days.js';
import { weeklyRange } from './weekly-range.js';

/** What a comparison can set side by side: the knowledge base's subjects and two figures of their own. */
export type Measure = Topic | ExtraMeasure;
/** What a comparison naming no subject compares. */
export const DEFAULT_MEASURES: Measure[] = [
  'minimi',
  'orario',
  'ferie',
  'prova',
  'preavviso',
  'mensilita',
  'scatti',
];

export const MEASURE_LABEL: Record<Measure, string> = {
  ...(Object.fromEntries(TOPICS.map((t) => [t.key, t.parametro])) as Record<Topic, string>),
  divisore: 'Divisore orario',
  aumento: 'Aumento del rinnovo',
  una_tantum: 'Una tantum',
  supplementare: 'Lavoro supplementare (part-time)',
  annuo: 'Minimo annuo (minimo mensile × mensilità)',
  apprendistato: 'Retribuzione dell’apprendista (percentuale della retribuzione del livello di arrivo)',
  apprendistato_durata: 'Durata massima dell’apprendistato',
};

/** One agreement's figure for one measure: the figure (or the gap) with where it comes from. */
export interface Cell {
  /** The figure as the answer states it ("60 giorni di lavoro effettivo", "1.783,75 €"); null for a gap. */
  figure: string | null;
  /** The figure as a number, when figures can be ordered (euro, percent, days). */
  value?: number;
  /** The text of a gap, or a short note after the figure. */
  note: string;
  /** The statement behind the figure, for the sources. */
  statement: string;
  article: string | null;
  sources: Source[];
  partial?: boolean; // some of what was asked is missing from the knowledge base (compare-rates-cell.ts)
  parts?: string; // a minimum's monthly parts, when several (minimum-parts.ts)
  areaElement?: number; // the area element the minimum holds, Logistica's EPA (area-element.ts)
}

function minimumCell(ccnl: Ccnl, level: string | undefined, date: string, text = ''): Cell {
  if (!level) {
    const fact = topicFact(ccnl, 'minimi', date);
    return fact.short
      ? {
          figure: fact.short,
          note: fact.dateLabel,
          statement: fact.text ?? '',
          article: fact.article,
          sources: fact.sources,
        }
      : gap(fact.gap);
  }
  // "il suo albergo è un 2 stelle": the table of the section the question's situation names (kb/section-asked.ts).
  const pay = levelPayAt(ccnl, level, date, sectionAsked(ccnl, [text], level));
  if (!pay && !hasPayTables(ccnl)) return gap(NO_TABLES_REASON);
  if (!pay) return gap(`minimo del ${levelShort(level)} al ${italianDate(date)} non disponibile`);
  // A table only derived: the cell is the gap (kb/unread-table.ts).
  if (onlyDerived(pay.table)) return gap(unreadTableGap(ccnl, '', date, pay.table, undefined, true));
  const section = pay.table.section ? `, ${pay.table.section}` : '';
  return {
    figure: euro(pay.row.amount),
    value: pay.row.amount,
    note: `in vigore dal ${italianDate(pay.table.effective_from)}${section}${pay.table.derived ? ', valore derivato' : ''}`,
    ...(partsOf(pay.row.components) ? { parts: partsOf(pay.row.components) as string } : {}),
    ...(areaElementOf(pay.row) ? { areaElement: areaElementOf(pay.row) as number } : {}),
    statement: `Minimo mensile del ${levelShort(level)} dal ${italianDate(pay.table.effective_from)}: ${euro(pay.row.amount)}`,
    article: `tabella minimi dal ${italianDate(pay.table.effective_from)}`,
    sources: pay.table.sources,
  };
}

function byLevelCell(
  ccnl: Ccnl,
  topic: 'prova' | 'preavviso',
  level: string,
  date: string,
  text = '',
  years?: number,
): Cell | undefined {
  if (topic === 'prova') {
    const rows = ccnl.probation.by_level?.filter((r) => r.levels.includes(level)) ?? [];
    if (!rows.length) return undefined;
    const figure = ofCategoryAsked(rows.map((r) => r.max).join('; '), text);
    return {
      figure,
      ...(days(figure) !== undefined ? { value: days(figure) } : {}),
      note: '',
      statement: `Periodo di prova del ${levelShort(level)}: ${figure}`,
      article: ccnl.probation.article ?? null,
      sources: ccnl.probation.sources,
    };
  }
  const rows = ofGroupSaid(ccnl.notice.by_level?.filter((r) => r.levels.includes(level)) ?? [], text);
  void date;
  return rows.length ? noticeCell(ccnl, rows, `del ${levelShort(level)}`, text, years) : undefined;
}

// Sick pay asked, not the job kept ("come viene pagata la malattia", "in percentuale", "i primi 3 giorni").
const SICK_PAY_ASKED =
  /\bpagat\w*|\bpaga(?:no)?\b|\bretribu\w*|\bpercentual\w*|%|\bindennit\w*|\btrattamento economico\b|\bprim[ie] (?:\d+|tre|due) giorni\b|\bcarenza\b/;

/** Sick pay by its day bands: the band of the day asked (its share orders), else every band; or undefined. */
function sickPayCell(ccnl: Ccnl, text: string, years?: number): Cell | undefined {
  // A day asked ("dal 4° giorno"): that day's band (sick-band-cell.ts).
  const byDay = sickBandCell(ccnl, text);
  if (byDay) return byDay;
  const fact = ccnl.sick_pay.sickness;
  const bands = fact.bands ?? [];
  // "è con noi da 3 anni: quanti giorni le paghiamo e come?": the paid days of the seniority told, then the bands.
  const paidDays = years !== undefined ? paidDaysOf(fact.text ?? '', years) : undefined;
  const asked =
    paidDays !== undefined ||
    SICK_PAY_ASKED.test(text) ||
    (/\bquant[oaie]?\b/.test(text) &&
      !/\bcomport|\bconserv|\bdura\b|\bdurata\b|\bquanti giorni\b/.test(text));
  if (!bands.length || !asked) return undefined;
  // The days paid a year end the last band ("10 giorni": days 4–10 at 100%).
  const cap = paidDays ? Number(/^\d+/.exec(paidDays)?.[0]) : Number.POSITIVE_INFINITY;
  const figure = bands
    .filter((b) => b.from_day <= cap)
    .map((b) => ({
      ...b,
      to_day:
        b.to_day !== null && b.to_day !== undefined && b.to_day <= cap
          ? b.to_day
          : Number.isFinite(cap)
            ? cap
            : b.to_day,
    }))
    .map(
      (b) =>
        `giorni ${b.from_day}–${b.to_day ?? 'oltre'}: ${b.total_pct === null ? 'quota non indicata' : percent(b.total_pct)}${b.note && !paidDays ? ` (${b.note})` : ''}`,
    )
    .join('; ');
  // Domestic work: the INPS pays no day, the employer pays them all.
  const employerOnly = bands.every((b) => b.inps_pct === 0) ? ', tutto a carico del datore' : '';
  return {
    figure: paidDays ? `${paidDays}: ${figure}${employerOnly}` : figure,
    note: '',
    statement: fact.text ?? figure,
    article: fact.article ?? null,
    sources: fact.sources,
  };
}

/** Paid leave hours a year: ROL for the firm's size plus ex festività, when the file structures them. */
function leaveHoursCell(ccnl: Ccnl, text: string): Cell | undefined {
  const fact = ccnl.rol_ex_festivita;
  const bands = rolBands(fact, text);
  if (!bands.length || fact.text === null) return undefined;
  const staff = employeesOf(text);
  const fits = (b: (typeof bands)[number]) =>
    staff === undefined ||
    ((b.min_employees ?? 0) <= staff && staff <= (b.max_employees ?? Number.POSITIVE_INFINITY));
  const chosen = bands.filter(fits);
  const ex = fact.ex_festivita_hours ?? undefined;
  const size = (b: (typeof bands)[number]) =>
    b.min_employees !== undefined && b.max_employees !== undefined
      ? ` da ${b.min_employees} a ${b.max_employees} dipendenti`
      : b.min_employees !== undefined
        ? ` da ${b.min_employees} dipendenti in su`
        : b.max_employees !== undefined
          ? ` fino a ${b.max_employees} dipendenti`
          : '';
  // A new hire where the agreement grades ROL for recent hires: the first step's share ("nuovo assunto", "nel
  // primo anno"), not the full measure a long-serving colleague has.
  const first = NEW_HIRE.test(text) ? fact.rol_by_seniority?.steps[0] : undefined;
  const next = first ? fact.rol_by_seniority?.steps[1] : undefined;
  if (first && next && ex !== undefined && first.rol_percent < 100) {
    const years = next.from_month % 12 === 0 ? `${next.from_month / 12} anni` : `${next.from_month} mesi`;
    const rol = chosen.map((b) => Math.round((b.hours * first.rol_percent) / 100));
    const total = rol.length === 1 ? (rol[0] as number) + ex : undefined;
    return {
      figure: `${total ?? ex} ore l'anno per un nuovo assunto nei primi ${years} (${first.rol_percent === 0 ? `solo le ${ex} ore di ex festività: i ROL non maturano` : `${ex} ore di ex festività e il ${first.rol_percent}% dei ROL`}); a regime ${chosen.map((b) => `${b.hours + ex} ore${size(b)}`).join(', ')}`,
      ...(total !== undefined ? { value: total } : {}),
      note: '',
      statement: fact.text,
      article: fact.article ?? null,
      sources: fact.sources,
    };
  }
  // (The ex festività asked lead; read from the file's words when not structured: ex-holiday-part.ts.)
  const days = ex === undefined ? exHolidayDays(fact.text) : undefined;
  const parts = chosen.map(
    (b) =>
      leavePart(
        b.hours,
        size(b),
        { ...(ex !== undefined ? { hours: ex } : {}), ...(days ? { days } : {}) },
        text,
      ) ??
      (ex !== undefined
        ? `${b.hours + ex} ore l'anno${size(b)} (${b.hours} ore di ROL e ${ex} ore di ex festività)`
        : `${b.hours} ore di ROL l'anno${size(b)} (ex festività non strutturate)`),
  );
  if (!parts.length) return undefined;
  const only = chosen.length === 1 ? chosen[0] : undefined;
  return {
    figure: parts.join('; '),
    ...(only && ex !== undefined ? { value: exHolidaysFirst(text) ? ex : only.hours + ex } : {}),
    note: '',
    statement: fact.text,
    article: fact.article ?? null,
    sources: fact.sources,
  };
}

/** The una tantum of the last renewal: its first sentence, or the gap. */
function lumpCell(ccnl: Ccnl, text: string): Cell {
  const fact = ccnl.validity.una_tantum;
  if (fact.text === null) return gap(fact.gap);
  // A source that describes the renewal without any una tantum: the cell says none, not the rest of the note.
  if (
    /(?:senza|non) (?:citare|cit\w*|prevede\w*|menzion\w*) (?:alcuna |nessuna )?una tantum|nessuna una tantum/i.test(
      fact.text,
    )
  )
    return {
      figure: 'nessuna una tantum nelle fonti lette',
      note: '',
      statement: fact.text,
      article: null,
      sources: fact.sources.length ? fact.sources : ccnl.validity.sources,
    };
  // "quella del protocollo di dicembre 2022": the sentence of the una tantum the question dates.
  const sentences = fact.text.split(/\.\s(?=\p{Lu})/u);
  const chosen = datedLumpSentence(ccnl, sentences, text) ?? sentences[0];
  return {
    figure: chosen?.replace(/\.$/, '') ?? fact.text,
    note: '',
    statement: fact.text,
    article: null,
    sources: fact.sources.length ? fact.sources : ccnl.validity.sources,
  };
}

/** One agreement's cell for one measure, at the level and date asked. */
export function cellOf(
  ccnl: Ccnl,
  measure: Measure,
  level: string | undefined,
  date: string,
  text: string,
  years?: number,
): Cell {
  if (measure === 'minimi') return minimumCell(ccnl, level, date, text);
  if (measure === 'annuo') return annualCell(ccnl, level, date);
  // ("il tetto annuo di ore di straordinario": the limit of hours, not the surcharge, compare-overtime-limit.ts.)
  if (measure === 'maggiorazioni') return overtimeLimitCell(ccnl, text) ?? ratesCell(ccnl, text);
  if (measure === 'aumento') {
    // "quali aumenti scattano nel 2026, con le date": that year's tranches, not the whole renewal's increase.
    const month = monthAsked(text);
    // "la prima tranche", "l'ultima tranche" of the renewal, no year or month named ("l'ultima tranche 2026" is
    // that year's): that step and its day (compare-ordinal-tranche.ts).
    const ordinal =
      month || yearOfIncreases(text, date) !== undefined ? undefined : ordinalTrancheCell(ccnl, level, text);
    if (ordinal) return ordinal;
    // "quanto vale il prossimo aumento e quando arriva?": the first tranche after the day asked.
    const next = month ? undefined : nextTrancheCell(ccnl, level, date, text);
    if (next) return next;
    const year = month ? undefined : yearOfIncreases(text, date);
    const tranches = year !== undefined ? yearTranchesCell(ccnl, level, year, text) : undefined;
    // ("quale dei due ha un aumento a gennaio 2027?", no level: each renewal's own tranche that month.)
    const inMonth = month && !level ? monthTrancheCell(ccnl, month, text) : undefined;
    return (
      tranches ?? referenceParameterCell(ccnl, month, text) ?? inMonth ?? increaseCell(ccnl, level, month)
    );
  }
  if (measure === 'supplementare') return supplementaryCell(ccnl);
  if (measure === 'apprendistato') return apprenticeCell(ccnl);
  if (measure === 'apprendistato_durata') return apprenticeLengthCell(ccnl);
  if (measure === 'una_tantum') return lumpCell(ccnl, text);
  if (measure === 'scatti' && level) {
    // ("assunti entrambi a giugno 2016": the hire month counts each agreement's increments to the day asked.)
    const hire =
      years === undefined ? readHire(text.replace(/\b(?:entramb[ie]|tutt[ie] e due) /g, '')) : undefined;
    const cell = seniorityCell(ccnl, level, date, years, hire && hire < date ? hire : undefined);
    if (cell) return cell;
  }
  if (measure === 'divisore') return divisorCell(ccnl, level, date, text); // with the hourly pay, when asked
  if (measure === 'mensilita') {
    const cell = paymentsCell(ccnl, text);
    if (cell) return cell;
  }
  // "l'operaio non viaggiante della logistica", no level: the rows of the group named, when the agreement has one.
  const group = measure === 'preavviso' && !level ? groupNoticeRows(ccnl, text) : undefined;
  if (group) return noticeCell(ccnl, group.rows, `per gli ${group.name}`, text, years);
  if ((measure === 'prova' || measure === 'preavviso') && level) {
    const cell = byLevelCell(ccnl, measure, level, date, text, years);
    if (cell) return cell;
  }
  if (measure === 'malattia') {
    // An injury asked alone: the injury's bands, not the sickness ones (injury-band-cell.ts).
    const cell = injuryBandCell(ccnl, text) ?? sickPayCell(ccnl, text, years);
    if (cell) return cell;
  }
  if (measure === 'permessi') {
    // ("entro quando si possono usare prima che vengano pagati?": the untaken hours' clause, compare-leave-deadline.ts.)
    const hours = leaveHoursCell(ccnl, text);
    const cell = leaveDeadlineCell(ccnl, text, hours) ?? hours;
    if (cell) return cell;
  }
  // "quanto tempo per cambiarsi la divisa?": the dressing time, not the weekly hours (compare-dressing.ts).
  if (measure === 'orario' && DRESSING_ASKED.test(text)) return dressingCell(ccnl);
  if (measure === 'orario' && ccnl.weekly_hours.value !== null) {
    const fact = ccnl.weekly_hours;
    // "tra 37 ore e 45 minuti e 40 ore medie settimanali": the range the agreement states, not its top alone, and
    // no ranking against a single figure (weekly-range.ts).
    const range = weeklyRange(fact.text);
    if (range)
      return {
        figure: range,
        note: '',
        statement: fact.text ?? '',
        article: fact.article ?? null,
        sources: fact.sources,
      };
    return {
      figure: `${fact.value} ore settimanali`,
      value: fact.value ?? 0,
      note: '',
      statement: fact.text ?? '',
      article: fact.article ?? null,
      sources: fact.sources,
    };
  }
  const fact = topicFact(ccnl, measure, date);
  if (fact.text === null) return { ...gap(null), note: gapText(fact) };
  // "da 12 anni nella stessa ditta": the holidays of the seniority band told, where the agreement has bands.
  const band =
    measure === 'ferie' && years !== undefined && clauseForSeniority(fact.text, years)
      ? leadWithBand(fact.text, years, false).replace(/\.$/, '')
      : undefined;
  if (band)
    return {
      figure: band,
      note: fact.dateLabel,
      statement: fact.text,
      article: fact.article,
      sources: fact.sources,
    };
  return {
    // ("colf non convivente": the clause of the group named, listed-group.ts; the validity lists no groups, and a
    // "prossima tranche" asked beside it must not pick its tranche dates for the expiry.)
    figure:
      (measure === 'validita' ? undefined : listedGroupClause(fact.text, text)) ?? fact.short ?? fact.text,
    note: fact.dateLabel,
    statement: fact.text,
    article: fact.article,
    sources: fact.sources,
  };
}
