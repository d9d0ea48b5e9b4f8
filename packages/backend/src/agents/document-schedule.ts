import { indexOf, passagesText } from '../kb/documents.js';
import { decimal } from '../kb/format.js';
import { fold, readable } from '../reader/text.js';
import { type AgentAnswer, citePassage } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';

/**
 * "quante ore a settimana faccio col nuovo turno?" on a letter that sets a schedule (a hiring letter's
 * part-time clause, a change of shift, an agreement turning full time into part time): the weekly hours the
 * letter states ("24 ore settimanali"), else the hours its days and times give ("dal lunedì al venerdì dalle
 * 14.00 alle 20.00" is 6 × 5 = 30), with the share of a 40-hour week when asked ("che percentuale è?"). The
 * schedule a letter replaces ("in luogo dell'attuale 8.00-14.00") is not counted. Undefined when the question
 * does not ask the hours, the document is a payslip or a timesheet (their own readers count them), or the
 * letter states no days and times.
 */

const ASKS_HOURS =
  /\bquante ore\b|\b(?:che|quale|la) percentuale\b|\bquanto (?:e|sarebbe) (?:il )?part.?time\b|\bquali sono le ore\b/;
// The agreement's rule asked beside the letter ("nel multiservizi non c'è un minimo di ore?"): not the letter's.
const ASKS_RULE = /\bminim\w*|\bmassim\w*|\bnel (?:ccnl|contratto)\b|\bil ccnl\b|\bcontratto collettivo\b/;
// Other items asked with the hours ("e quanto dura la prova?", "la retribuzione e per quante ore?"): the letter's
// facts are read together elsewhere.
const ASKS_MORE =
  /\bprova\b|\bretribu\w*|\bstipendi\w*|\blord[oia]\b|\bpaga\b|\bferie\b|\blivell\w*|\bquanto (?:prendo|mi pagano|guadagno)\b/;
const LETTER =
  /\b(?:oggetto|gentile|egregi\w*|spett\w*|distinti saluti|cordiali saluti|con la presente|le parti)\b/;
const NOT_LETTER =
  /\b(?:cedolino|netto in busta|netto del mese|totale trattenute|registro ore|foglio presenze|straord\.)\b/;
const DAYS = ['lunedi', 'martedi', 'mercoledi', 'giovedi', 'venerdi', 'sabato', 'domenica'];
const DAY = `(${DAYS.join('|')})`;
const STATED = /\b(\d{1,2}(?:[.,]\d{1,2})?) ore settimanali\b/;
const RANGE = /\bdalle (?:ore )?(\d{1,2})(?:[.:](\d{2}))? alle (?:ore )?(\d{1,2})(?:[.:](\d{2}))?/g;
// What the letter replaces: the old schedule after "in luogo di", "anziché", "attuale".
const REPLACED = /\b(?:in luogo d\w*|anziche|invece d\w*|l'attuale|attuale|precedente)\b[^.;]*/g;
// The full-time week the letter names as the measure ("l'orario normale a tempo pieno è di 40 ore settimanali"),
// and the days it leaves free ("sabato e domenica: riposo", "mercoledì, sabato e domenica: liberi"), are no hours
// of the schedule.
const FULL_TIME = /[^.;:]*\b(?:tempo pieno|orario normale|full.?time)\b[^.;]*/g;
const FREE_DAYS = new RegExp(
  `\\b${'(?:lunedi|martedi|mercoledi|giovedi|venerdi|sabato|domenica)'}(?:\\s*(?:,|e)\\s*(?:lunedi|martedi|mercoledi|giovedi|venerdi|sabato|domenica))*\\s*:?\\s*(?:riposo|liber[oi]|chius[oa]|non lavorat\\w*)\\b`,
  'g',
);

/** The days of the week a schedule names: "dal lunedì al venerdì", "lunedì, mercoledì e venerdì". */
function daysOf(text: string): string[] {
  // ("lunedì - venerdì", "da lunedì a venerdì" too.)
  const span = new RegExp(`\\b(?:dal |da )?${DAY}\\s*(?:al|a|-|–)\\s*${DAY}\\b`).exec(text);
  if (span?.[1] && span[2]) {
    const from = DAYS.indexOf(span[1]);
    const to = DAYS.indexOf(span[2]);
    if (from >= 0 && to >= from) return DAYS.slice(from, to + 1);
  }
  const list = new RegExp(`\\b${DAY}(?:\\s*(?:,|e)\\s*${DAY})+`).exec(text);
  return list ? [...new Set(list[0].match(new RegExp(DAY, 'g')) ?? [])] : [];
}

/** Hours a day from the "dalle … alle …" ranges of one statement. */
function dailyHours(text: string): { hours: number; ranges: string[] } {
  let hours = 0;
  const ranges: string[] = [];
  for (const m of text.matchAll(RANGE)) {
    const from = Number(m[1]) + Number(m[2] ?? 0) / 60;
    const to = Number(m[3]) + Number(m[4] ?? 0) / 60;
    if (to <= from) continue;
    hours += to - from;
    ranges.push(m[0]);
  }
  return { hours, ranges };
}

const TIME_SPAN = /(\d{1,2})[.:](\d{2})\s*[-–]\s*(\d{1,2})[.:](\d{2})/g;
const DAY_LINE = new RegExp(
  `\\b${DAY}\\s*:?\\s*((?:\\d{1,2}[.:]\\d{2}\\s*[-–]\\s*\\d{1,2}[.:]\\d{2}\\s*(?:[/,e]\\s*)?)+)`,
  'g',
);

/** A schedule written a day a line ("lunedì 9:00-13:00", "martedì 9.00-13.00 / 14.00-18.00"): each day's hours. */
function dayLines(text: string): { days: string[]; hours: number; ranges: string[] } {
  const days: string[] = [];
  const ranges: string[] = [];
  let hours = 0;
  for (const line of text.matchAll(DAY_LINE)) {
    if (!line[1] || !line[2] || days.includes(line[1])) continue;
    let day = 0;
    for (const m of line[2].matchAll(TIME_SPAN)) {
      const from = Number(m[1]) + Number(m[2]) / 60;
      const to = Number(m[3]) + Number(m[4]) / 60;
      if (to > from) day += to - from;
    }
    if (!day) continue;
    days.push(line[1]);
    hours += day;
    ranges.push(`${line[1].replace(/i$/, 'ì')} ${line[2].trim()}`);
  }
  return { days, hours, ranges };
}

const said = (n: number) =>
  decimal(Math.round(n * 100) / 100)
    .replace(/,00$/, '')
    .replace(/(,\d)0$/, '$1');

export function documentScheduleHours(ctx: AgentContext): AgentAnswer | undefined {
  if (!ctx.documents.length) return undefined;
  const question = readable(ctx.message);
  if (
    !ASKS_HOURS.test(question) ||
    ASKS_RULE.test(question) ||
    ASKS_MORE.test(question) ||
    /straordinar|supplementar|notturn|\brol\b|ex.?festivit|\bpermess|\bferie\b/.test(question)
  )
    return undefined;
  for (const document of ctx.documents) {
    const passages = indexOf(document).passages;
    const text = fold(passagesText(document));
    if (!LETTER.test(text) || NOT_LETTER.test(text)) continue;
    const current = text.replace(REPLACED, ' ').replace(FULL_TIME, ' ').replace(FREE_DAYS, ' ');
    const days = daysOf(current);
    const stated = STATED.exec(current);
    const daily = dailyHours(current.slice(Math.max(0, current.search(new RegExp(DAY)))));
    const lines = dayLines(current);
    const computed =
      lines.days.length >= 2
        ? lines.hours
        : days.length && daily.hours
          ? days.length * daily.hours
          : undefined;
    const weekly = stated?.[1] ? Number(stated[1].replace(',', '.')) : computed;
    if (!weekly) continue;
    const dayList = days.length ? days.map((d) => d.replace(/i$/, 'ì')).join(', ') : undefined;
    const how =
      computed && !stated && lines.days.length >= 2
        ? `sommando le ore dei ${lines.days.length} giorni (${lines.ranges.join('; ')})`
        : computed && !stated
          ? `${said(daily.hours)} ore al giorno (${daily.ranges.join(' e ')}) × ${days.length} giorni (${dayList})`
          : dayList
            ? `come indica la lettera, nei giorni ${dayList}`
            : 'come indica la lettera';
    const share = /\bpercentual|\bpart.?time\b|\btempo pieno\b/.test(question)
      ? ` Su un tempo pieno di 40 ore è un part-time del ${bold(`${said((weekly / 40) * 100)}%`)} (${said(weekly)} / 40).`
      : '';
    const first = passages[0];
    return compose({
      answer: `Dal documento «${document.fileName}»: ${bold(`${said(weekly)} ore settimanali`)}, ${how}.${share}`,
      steps: [],
      assumptions: share
        ? ['Tempo pieno di 40 ore settimanali, come indicato nella domanda o nel CCNL più comune.']
        : [],
      citations: first ? [citePassage(first, `Documento caricato: ${document.fileName}`)] : [],
      related: [],
    });
  }
  return undefined;
}
