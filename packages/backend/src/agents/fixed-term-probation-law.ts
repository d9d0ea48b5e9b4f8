import { contractTerm } from '../documents/fixed-term-probation.js';
import { employmentRule } from '../kb/employment-rules.js';
import { italianDate, MONTH_NAMES, MONTHS } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import { wordsToNumber } from '../reader/numbers.js';
import { citeSources } from './answer.js';
import { bold } from './compose.js';
import { lawCitations } from './law-facts.js';
import type { Line } from './topic-line.js';

/**
 * The probation of a fixed-term hire asked in words, where the agreement has no rule of its own for fixed-term
 * contracts ("e se la prendo a tempo determinato dal 1° dicembre al 31 maggio, quanti giorni di prova al
 * massimo?"): the law's one day of actual work every 15 calendar days (D.Lgs. 104/2022, art. 7 c. 2, as amended
 * by L. 203/2024, from `data/law/employment-rules.json`), worked out on the contract's dates or months when told,
 * opens; the agreement's length for the level follows as the open-ended hire's. Undefined for an open-ended,
 * seasonal (probation-terms.ts reads its rows first) or apprentice hire, a contract of twelve months or more, or an agreement that states its own rule.
 */

const FIXED_TERM =
  /\btempo determinat\w*|\b(?:contratt\w*|assunt\w*|assum\w*|assunzion\w*|rapport\w*|prend\w*) a termine\b|\bdeterminat[oa] (?:di|per) (?:\d|un|due|tre|quattro|cinque|sei|sette|otto|nove|dieci|undici)\b/;
const OPEN_ENDED = /\b(?:tempo )?indeterminat\w*|\bstabilizz\w*/;
// The agreement's own words on fixed-term hires in its probation clause.
const OWN_RULE = /\ba termine\b|\btempo determinato\b|\bcontratti a tempo\b/i;
const MONTHS_SAID =
  /\b(?:per|di|da) (\d{1,2}|un|uno|due|tre|quattro|cinque|sei|sette|otto|nove|dieci|undici) mes[ei]\b|\b(\d{1,2}) mesi (?:a termine|di contratto)\b/;
const DAY = 86_400_000;

/** The newest turn telling the hire's kind: fixed-term (with that turn's words) or not. */
function fixedTermTurn(texts: readonly string[]): string | undefined {
  // "e se il contratto fosse di 9 mesi, dal 1° marzo al 30 novembre 2026?" after a fixed-term turn: the same hire
  // with the newer span, which is the one counted.
  let span: string | undefined;
  for (const text of texts) {
    if (FIXED_TERM.test(text)) return span ?? text;
    if (OPEN_ENDED.test(text)) return undefined;
    if (span === undefined && (contractTerm(withStartYear(text)) || NEW_SPAN.test(text))) span = text;
  }
  return undefined;
}

// A contract's length told alone ("e se il contratto fosse di 9 mesi?", "e se durasse 4 mesi?").
const NEW_SPAN = /\b(?:contratt\w*|durass\w*|durata)\b[^.?]{0,20}\b\d{1,2} mesi\b/;

const dayOf = (d: Date) => italianDate(d.toISOString().slice(0, 10));

/** The law's count for a contract told by its dates or months: its calendar days, span and the days due. */
export interface LawProbation {
  calendar: number;
  upToSix: boolean;
  span: string;
  due: number;
  per: number;
  min: number;
  ceiling: number;
}

// "dal 1° giugno al 29 agosto 2026": the start's year is the end's (the year before when its month comes later).
const START_WITHOUT_YEAR = new RegExp(
  String.raw`\bdal (\d{1,2})\s*([°º]?)\s+(${MONTH_NAMES}) al (\d{1,2})\s*[°º]?\s+(${MONTH_NAMES}) (\d{4})\b`,
  'i',
);

// "e se durasse dal 1° maggio al 31 ottobre?": no year on either date, so the conversation's year dates the start
// (and the end, the year after when its month comes earlier).
const SPAN_WITHOUT_YEAR = new RegExp(
  String.raw`\bdal (\d{1,2})\s*([°º]?)\s+(${MONTH_NAMES}) al (\d{1,2})\s*([°º]?)\s+(${MONTH_NAMES})\b(?!\s*\d)`,
  'i',
);

function withStartYear(text: string, year?: number): string {
  const dated =
    year === undefined
      ? text
      : text.replace(SPAN_WITHOUT_YEAR, (_whole, d1, k1, m1: string, d2, k2, m2: string) => {
          const end = MONTHS.indexOf(m2.toLowerCase()) < MONTHS.indexOf(m1.toLowerCase()) ? year + 1 : year;
          return `dal ${d1}${k1} ${m1} ${year} al ${d2}${k2} ${m2} ${end}`;
        });
  return dated.replace(START_WITHOUT_YEAR, (whole, d, mark, m1: string, _d2, m2: string, y: string) => {
    const year =
      MONTHS.indexOf(m1.toLowerCase()) > MONTHS.indexOf(m2.toLowerCase()) ? Number(y) - 1 : Number(y);
    return whole.replace(
      new RegExp(String.raw`^dal ${d}\s*${mark}\s+${m1}`, 'i'),
      `dal ${d}${mark} ${m1} ${year}`,
    );
  });
}

export function lawProbationDays(told: string, year?: number): LawProbation | 'twelve' | undefined {
  const rule = employmentRule('fixed_term_probation');
  const per = rule.values?.calendarDaysPerDay ?? 15;
  const min = rule.values?.minDays ?? 2;
  const term = contractTerm(withStartYear(told, year));
  const saidMonths = MONTHS_SAID.exec(told);
  const monthsWord = saidMonths?.[1] ?? saidMonths?.[2];
  const months = monthsWord ? (wordsToNumber(monthsWord) ?? Number(monthsWord)) : undefined;
  let calendar: number | undefined;
  let upToSix: boolean | undefined;
  let span = '';
  if (term) {
    calendar = Math.round((term.end.getTime() - term.start.getTime()) / DAY) + 1;
    const after = new Date(term.end.getTime() + DAY);
    const at = (n: number) =>
      new Date(Date.UTC(term.start.getUTCFullYear(), term.start.getUTCMonth() + n, term.start.getUTCDate()));
    if (after >= at(12)) return 'twelve';
    upToSix = after <= at(6);
    span = `dal ${dayOf(term.start)} al ${dayOf(term.end)} (${calendar} giorni di calendario)`;
  } else if (months !== undefined && months > 0) {
    if (months >= 12) return 'twelve';
    calendar = Math.floor((months * 365) / 12);
    upToSix = months <= 6;
    span = `di ${months} ${months === 1 ? 'mese' : 'mesi'} (circa ${calendar} giorni di calendario)`;
  }
  if (calendar === undefined || upToSix === undefined) return undefined;
  const ceiling = upToSix ? (rule.values?.maxUpToSixMonths ?? 15) : (rule.values?.maxUpToTwelveMonths ?? 30);
  const due = Math.min(ceiling, Math.max(min, Math.floor(calendar / per)));
  return { calendar, upToSix, span, due, per, min, ceiling };
}

export function fixedTermProbationLaw(
  ccnl: Ccnl,
  level: string | undefined,
  texts: readonly string[],
): Line | undefined {
  const told = fixedTermTurn(texts);
  if (!told || /\bstagional|\bapprendist/.test(told)) return undefined;
  if (OWN_RULE.test(ccnl.probation.text ?? '') || ccnl.probation.fixed_term?.length) return undefined;
  const rule = employmentRule('fixed_term_probation');
  const min = rule.values?.minDays ?? 2;
  const law = lawProbationDays(told);
  if (law === 'twelve') return undefined;
  const ruleSaid = `per legge (${rule.reference}) ${bold('1 giorno di effettiva prestazione ogni 15 giorni di calendario')}`;
  const ordinary = level ? ccnl.probation.by_level?.find((r) => r.levels.includes(level))?.max : undefined;
  const label =
    level && /^\d/.test(level)
      ? `al ${level.replace(/S$/, '° super')}${/S$/.test(level) ? '' : '°'} livello`
      : '';
  const openEnded = ordinary
    ? ` I ${ordinary} del ${ccnl.short_name}${label ? ` ${label}` : ''} valgono per le assunzioni a tempo indeterminato.`
    : '';
  let text: string;
  if (law) {
    const { calendar, upToSix, span, due, per, ceiling } = law;
    text =
      `Per un contratto a tempo determinato ${span} la prova può durare al massimo ${bold(`${due} giorni`)} di effettiva prestazione: ` +
      `${ruleSaid} (${calendar} / ${per} = ${due}; minimo ${min}, massimo ${ceiling} per i contratti ${upToSix ? 'fino a sei mesi' : 'oltre sei e sotto i dodici mesi'}), salvo previsioni più favorevoli del contratto collettivo.${openEnded}`;
  } else
    text = `Per un contratto a tempo determinato la prova si calcola sulla durata del contratto: ${ruleSaid} dall'inizio del rapporto, non meno di ${min} giorni e non più di ${rule.values?.maxUpToSixMonths ?? 15} per i contratti fino a sei mesi (${rule.values?.maxUpToTwelveMonths ?? 30} per quelli oltre sei e sotto i dodici mesi), salvo previsioni più favorevoli del contratto collettivo.${openEnded}`;
  const agreement = ordinary
    ? citeSources(ccnl, text, ccnl.probation.article ?? null, ccnl.probation.sources)
    : [];
  return { text, citations: [...lawCitations(rule, text), ...agreement] };
}
