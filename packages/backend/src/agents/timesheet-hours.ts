/**
 * The hours a timesheet records when it states no total: each day's own count ("Lunedì … (9 ore)") or, without
 * one, its time ranges ("8:30-13:00 14:00-18:30" is 9 hours). Only lines that name a weekday count, so a
 * letter's "40 ore settimanali" or a payslip's "Ore ordinarie: 168" never does.
 */
const WEEKDAY = /^\s*(?:lun|mar|mer|gio|ven|sab|dom)\w*\b/i;
// A day's own count: "9 ore", "8,5 h", or the label first at the row's end ("ore 8", read first: "Lunedì 23 ore 9"
// is 9 hours, not the 23rd's; "ore lavorate 9", "lavorate: 9" the same); never a time's minutes ("18:00 ore 8").
const LABEL_COUNT =
  /\b(?:ore(?:\s+(?:lavorate|lav\.?|effettive))?|lavorate)\s*:?\s*(\d{1,2}(?:[,.]\d{1,2})?)\s*$/i;
const DAY_CELL = /^(?:lun|mar|mer|gio|ven|sab|dom)[a-zì]*\.?\s+(\d{1,2}(?:[.,]\d{1,2})?)$/i; // "Lun 8 | Mar 8"
const DAY_COUNT = /(?<![:.,/]\d?)\b(\d{1,2}(?:[,.]\d{1,2})?)\s*(?:ore|h)\b/i;
const RANGE = /\b(\d{1,2})[:.](\d{2})\s*[-–]\s*(\d{1,2})[:.](\d{2})\b/g;

// A time of day in a column ("07:30", "17.00") and a count of hours after the last of them ("9,0", "8,5", "9").
const TIME = /\b(\d{1,2})[:.](\d{2})\b/g;
const TRAILING_COUNT = /^\s*(\d{1,2}(?:,\d{1,2})?)\s*(?:ore|h)?\s*$/i;
const minutesOf = (m: RegExpMatchArray) => Number(m[1]) * 60 + Number(m[2]);
// The cells after a row's times: a pause ("60" minutes, "1" hour) and the day's count ("9,0").
const PAUSE_AND_COUNT = /(?<![:.\d])\b\d{1,3}(?:,\d{1,2})?(?![:.\d])/g;

/**
 * Hours of a row in columns, "Entrata Uscita Pausa Ore": the row's own count after its times, else its exit
 * less its entry less a pause ("07:30 17:00 0:30" is 9 hours), or two ranges of times ("08:00 12:00 13:00 17:00").
 */
function columnHours(line: string, pauseMinutes = 0): number | undefined {
  const times = [...line.matchAll(TIME)].filter((m) => Number(m[1]) <= 24 && Number(m[2]) < 60);
  const last = times.at(-1);
  if (!last) return undefined;
  const after = line.slice((last.index ?? 0) + last[0].length);
  const count = TRAILING_COUNT.exec(after)?.[1];
  if (count !== undefined && Number(count.replace(',', '.')) <= 24) return Number(count.replace(',', '.'));
  const [a, exit, c, d] = times.map(minutesOf);
  // A night shift ends the next morning ("20:00  07:30"): its exit is after midnight.
  const b = a !== undefined && exit !== undefined && exit <= a && exit <= 12 * 60 ? exit + 24 * 60 : exit;
  if (a === undefined || b === undefined || b <= a) return undefined;
  // A pause column in minutes or hours before the day's count ("08:00 18:00 60 9,0"): the count, when exit less
  // entry less that pause gives it.
  const cells = (after.match(PAUSE_AND_COUNT) ?? []).map((cell) => Number(cell.replace(',', '.')));
  const [pause, worked] = cells.length === 2 ? cells : [];
  if (times.length === 2 && pause !== undefined && worked !== undefined) {
    const span = (b - a) / 60;
    if (Math.abs(span - pause / 60 - worked) < 0.01 || Math.abs(span - pause - worked) < 0.01) return worked;
  }
  // A pause the row wrote in words ("pausa 1h", taken out of the line) comes off the span.
  if (times.length === 2) return (b - a - (b - a > pauseMinutes ? pauseMinutes : 0)) / 60;
  // A third time shorter than the day's first is its pause.
  if (times.length === 3 && c !== undefined && c < a && c <= 180) return (b - a - c) / 60;
  if (times.length === 4 && c !== undefined && d !== undefined && c >= b && d > c)
    return (b - a + d - c) / 60;
  return undefined;
}

// A pause written in the row ("(pausa 1h)", "pausa 30 min"): neither the day's count nor a time.
const PAUSE = /\(?\bpausa\s*:?\s*(\d{1,2}(?:[,.]\d{1,2})?)(?![:.\d])\s*(h\b|or[ae]\b|min\w*|')?\s*\)?/i;

// A row that gives only its date and a bare count ("Lun 2/11  8,00", "mer 4 novembre 9,5 ore"): the count.
const DATED_COUNT =
  /^\s*(?:lun|mar|mer|gio|ven|sab|dom)\w*\.?\s+\d{1,2}(?:[/.-]\d{1,2}(?:[/.-]\d{2,4})?|\s+(?:gen|feb|mar|apr|mag|giu|lug|ago|set|ott|nov|dic)[a-z]*)\s*:?\s+(\d{1,2}(?:[,.]\d{1,2})?)\s*(?:ore|h)?\s*$/i;

// A note closing a row that counts no hours ("(turno 8-13, su richiesta)", "- trasferta"): the count is before it.
const NOTE =
  /\s*\((?![^()]*\d\s*(?:ore|h)\b)(?![^()]*\bpausa\b)[^()]*\)\s*$|\s+[-–—]\s+(?!pausa\b)[^\d()]+$/i;

/** Hours of one day's line, or undefined when it records none. */
function dayHours(raw: string): number | undefined {
  const noted = NOTE.exec(raw);
  const bare = noted ? raw.slice(0, noted.index) : raw;
  if (noted && bare !== raw) {
    const hours = countedHours(bare);
    if (hours !== undefined) return hours;
  }
  return countedHours(raw);
}

function countedHours(raw: string): number | undefined {
  const pause = PAUSE.exec(raw);
  const pauseMinutes = pause
    ? Number((pause[1] ?? '0').replace(',', '.')) * (/^(?:min|')/i.test(pause[2] ?? '') ? 1 : 60)
    : 0;
  const line = raw.replace(PAUSE, ' ');
  // "08:30  17:30  1h  8": a pause cell with its unit, then the day's count, after the times.
  const times = [...line.matchAll(TIME)];
  const lastTime = times.at(-1);
  if (times.length >= 2 && lastTime) {
    const cells = line
      .slice((lastTime.index ?? 0) + lastTime[0].length)
      .trim()
      .split(/\s+/);
    const worked = cells[1]?.replace(',', '.');
    if (
      cells.length === 2 &&
      /^\d{1,3}(?:[,.]\d{1,2})?\s*(?:h|min|')$/i.test(cells[0] ?? '') &&
      worked !== undefined &&
      /^\d{1,2}(?:\.\d{1,2})?$/.test(worked) &&
      Number(worked) <= 24
    )
      return Number(worked);
    // "08:00  19:00  1h  8  2": a pause cell, then the day's ordinary and overtime counts; the day is its exit
    // less its entry less the pause, when the counts add up to it.
    const pauseCell = /^(\d{1,3}(?:[,.]\d{1,2})?)\s*(h|min|')$/i.exec(cells[0] ?? '');
    const counts = cells
      .slice(1)
      .map((c) => (/^\d{1,2}(?:[,.]\d{1,2})?$/.test(c) ? Number(c.replace(',', '.')) : NaN));
    const [entry, exit] = times.map(minutesOf);
    if (
      pauseCell &&
      times.length === 2 &&
      counts.length >= 2 &&
      counts.every(Number.isFinite) &&
      entry !== undefined &&
      exit !== undefined &&
      exit > entry
    ) {
      const pause =
        Number((pauseCell[1] ?? '0').replace(',', '.')) * (/^h$/i.test(pauseCell[2] ?? '') ? 60 : 1);
      const span = (exit - entry - pause) / 60;
      if (Math.abs(counts.reduce((a, b) => a + b, 0) - span) < 0.01) return span;
    }
  }
  const row = line.trim();
  const counted = DAY_CELL.exec(row)?.[1] ?? LABEL_COUNT.exec(row)?.[1] ?? DAY_COUNT.exec(row)?.[1];
  if (counted !== undefined) return Number(counted.replace(',', '.'));
  // The row's own count after its times ("07:00-16:00 (pausa 1h) 8").
  const last = [...line.matchAll(TIME)].at(-1);
  const after = last ? TRAILING_COUNT.exec(line.slice((last.index ?? 0) + last[0].length))?.[1] : undefined;
  if (after !== undefined && Number(after.replace(',', '.')) <= 24) return Number(after.replace(',', '.'));
  let minutes = 0;
  for (const m of line.matchAll(RANGE)) {
    const from = Number(m[1]) * 60 + Number(m[2]);
    const to = Number(m[3]) * 60 + Number(m[4]);
    if (to > from) minutes += to - from;
  }
  if (minutes > pauseMinutes) return (minutes - pauseMinutes) / 60;
  if (minutes > 0) return minutes / 60;
  const dated = DATED_COUNT.exec(line)?.[1];
  if (dated !== undefined && Number(dated.replace(',', '.')) <= 24) return Number(dated.replace(',', '.'));
  return columnHours(line, pauseMinutes);
}

// A row's start: a line break, or (lines joined into one passage) a day's name ("Lun 09/11 07:30 …").
export const ROW_BREAK =
  /\r?\n|(?=\b(?:lun|mar|mer|gio|ven|sab|dom)[a-z]*\.?\s+\d{1,2}(?:[.,]\d{1,2})?\s*\|)|(?<=\|)(?=\s*(?:lun|mar|mer|gio|ven|sab|dom)[a-z]*\.?\s+\d{1,2}(?:[.,]\d{1,2})?\b(?![:./]))|(?=\b(?:luned|marted|mercoled|gioved|venerd)[iì](?![a-z])|\b(?:sabato|domenica)\b|\b(?:lun|mar|mer|gio|ven|sab|dom)\.?\s+\d{1,2}(?:[/.-]\d{1,2}\b|:?\s+(?=\d{1,2}[:.]\d{2})))/i;

/** The days a timesheet lists with the hours each records (rest days left out). */
export function timesheetDays(text: string): { line: string; hours: number }[] {
  // Lines a document index joined into one passage start again at each day's name.
  return (
    text
      // A short day name starts a row when a date follows it ("Lun 09/11 07:30 …").
      .split(ROW_BREAK)
      // A table's cell borders ("Lun 16/11 | 08:00 | 18:00 | 60 | 9,0") are spaces between its cells.
      .map((line) => line.replace(/\s*[|;]\s*/g, '   '))
      .filter((line) => WEEKDAY.test(line))
      // A total or a signature joined to the last day's row is not that day's.
      .map((line) => line.replace(/\b(?:totale|firma|tot\.)\b.*$/is, ''))
      .map((line) => ({ line: line.trim(), hours: dayHours(line) }))
      .filter((d): d is { line: string; hours: number } => d.hours !== undefined)
  );
}

// A header's count columns after its times: "Ore lavorate  Ore ordinarie  Ore straordinarie", "Lavorate Straord.".
const TIME_LABEL = /^[\s\S]*\b(?:entrata|uscita|pausa|inizio|fine|dalle|alle)\b\.?/i;
const COUNT_CELL = /(?<![:.\d])\b\d{1,2}(?:,\d{1,2})?(?![:.\d])/g;

/**
 * The hours of a timesheet's own overtime column ("Ore straordinarie", "Straord."), day by day, when its header
 * names one after the times and every day's row holds one count per column; undefined otherwise.
 */
export function overtimeColumn(text: string): number[] | undefined {
  return countColumn(text, /straord|\bextra\b/i);
}

/**
 * The hours of the count column whose label `column` matches ("di cui notturne (22-6)", "Ore festive"), day by
 * day, in a timesheet whose header names an overtime column beside its times; undefined otherwise.
 */
export function countColumn(text: string, column: RegExp): number[] | undefined {
  const header = text
    .split(ROW_BREAK)
    .find(
      (line) =>
        /\bstraord\w*|\bore extra\b/i.test(line) && /\b(?:ordinari\w*|lavorat\w*|totale)\b/i.test(line),
    );
  if (!header) return undefined;
  const tail = header
    .replace(TIME_LABEL, '')
    .replace(/^\s*(?:giorno|data)\b/i, '')
    .trim();
  // A table's cell borders name the columns ("Ore lavorate | Ore contratto | Ore extra | di cui notturne").
  const labels = tail.includes('|')
    ? tail
        .split('|')
        .map((l) => l.trim())
        .filter(Boolean)
    : /\bore\b/i.test(tail)
      ? tail
          .split(/(?=\bore\b)/i)
          .map((l) => l.trim())
          .filter(Boolean)
      : tail.split(/\s+/);
  const at = labels.findIndex((l) => column.test(l));
  if (at < 0) return undefined;
  const values: number[] = [];
  for (const day of timesheetDays(text)) {
    const last = [...day.line.matchAll(TIME)].at(-1);
    const after = last
      ? day.line.slice((last.index ?? 0) + last[0].length)
      : day.line.replace(/^\S+\s+\S+/, '');
    // A pause cell with its unit ("1h", "30 min") under the header's "Pausa" is no count column.
    const counted = /\bpausa\b/i.test(header)
      ? after.replace(/(?<![:.\d])\b\d{1,3}(?:,\d{1,2})?\s*(?:h|min)\b/i, ' ')
      : after;
    const cells = counted.match(COUNT_CELL) ?? [];
    if (cells.length !== labels.length) return undefined;
    values.push(Number((cells[at] ?? '0').replace(',', '.')));
  }
  return values.length >= 2 ? values : undefined;
}

/** The sum of the hours of the days a timesheet lists (at least two), or undefined. */
export function dayHoursTotal(text: string): number | undefined {
  const days = timesheetDays(text);
  if (days.length < 2) return undefined;
  return Math.round(days.reduce((sum, d) => sum + d.hours, 0) * 100) / 100;
}

/**
 * "quante ore di straordinario ho fatto?" beside a timesheet: the count of hours beyond the weekly schedule
 * opens the answer, before what they are worth.
 */
export function countedHoursLine(
  question: string,
  extraHours: number | undefined,
  weeklyHours: number | undefined,
  kind = 'di straordinario',
): string | undefined {
  if (extraHours === undefined || !/\bquant[ei] ore\b/.test(question)) return undefined;
  const hours = extraHours.toLocaleString('it-IT', { maximumFractionDigits: 2 });
  const schedule = weeklyHours !== undefined ? ` oltre le ${weeklyHours} settimanali dell'orario` : '';
  return `Dal documento risultano **${hours} ${extraHours === 1 ? 'ora' : 'ore'} ${kind}**${schedule}.`;
}

// "Totale ore supplementari: 12", "totale straordinario settimana: 8 h", "Totale straordinario feriale diurno: 5,5
// h": the sheet's own total of extra hours.
const STATED_EXTRA =
  /\btotale (?:delle )?(?:ore )?(supplementar|straordinar)\w*(?: (?:diurn|nottur|festiv|ferial)\w*){0,2}(?: (?:settiman\w*|mensil\w*|del mese|della settimana))?\s*[:=]?\s*(\d{1,3}(?:,\d{1,2})?)(?![\d.,])(?!\s*(?:€|euro|%))/i;
// A row's own cell: "ore supplementari 2", "straordinario 3", "straordinario diurno 2 h", the note "(straord. 2,0 h)".
const ROW_EXTRA =
  /\b(?:ore )?(supplementar|straordinar|straord\.|suppl\.)\w*(?: (?:diurn|nottur|festiv|ferial)\w*)?\s*:?\s*(\d{1,2}(?:,\d{1,2})?)(?![\d.,])(?!\s*(?:€|euro|%))/gi;

/**
 * The extra hours a sheet states (supplementary or overtime): its own total line, else the sum of its rows'
 * cells ("ore supplementari 2" on each week); undefined when it states none.
 */
export function statedExtraHours(text: string): { hours: number; supplementary: boolean } | undefined {
  const total = STATED_EXTRA.exec(text);
  if (total?.[2])
    return { hours: Number(total[2].replace(',', '.')), supplementary: /^supp/i.test(total[1] ?? '') };
  const rows = [...text.matchAll(ROW_EXTRA)].filter(
    (m) => !/\btotale\b/i.test(text.slice(Math.max(0, (m.index ?? 0) - 12), m.index)),
  );
  if (rows.length < 2) return undefined;
  const hours =
    Math.round(rows.reduce((sum, m) => sum + Number((m[2] ?? '0').replace(',', '.')), 0) * 100) / 100;
  return { hours, supplementary: /^supp/i.test(rows[0]?.[1] ?? '') };
}

/** The Monday of the week a row is dated in ("LUN 02/11", "05/10"), not a clock time ("07.30"). */
function weekOf(line: string, year: number): string | undefined {
  const m = /\b(\d{1,2})[/-](\d{1,2})\b/.exec(line);
  const day = Number(m?.[1]);
  const month = Number(m?.[2]);
  if (!m || day < 1 || day > 31 || month < 1 || month > 12) return undefined;
  const date = new Date(Date.UTC(year, month - 1, day));
  const monday = new Date(date.getTime() - ((date.getUTCDay() + 6) % 7) * 86_400_000);
  return monday.toISOString().slice(0, 10);
}

const WEEK_ORDINALS = ['prima', 'seconda', 'terza', 'quarta', 'quinta'];
// "la prima settimana", "nella seconda settimana", "settimana 2", "l'ultima settimana".
const WEEK_ASKED =
  /\b(prima|seconda|terza|quarta|quinta|ultima)\s+settimana\b|\bsettimana\s+(?:n\.?\s*)?([1-5])\b/;

/**
 * "le ore in più della prima settimana": the rows of the week the question names, in a timesheet of several
 * dated weeks; undefined when it names none or the sheet has one week.
 */
export function daysOfWeekAsked<T extends { line: string }>(
  days: T[],
  question: string,
  year: number,
): T[] | undefined {
  const asked = WEEK_ASKED.exec(question);
  if (!asked) return undefined;
  const keys = days.map((d) => weekOf(d.line, year));
  if (keys.some((k) => k === undefined)) return undefined;
  const weeks = [...new Set(keys)];
  if (weeks.length < 2) return undefined;
  const index =
    asked[1] === 'ultima'
      ? weeks.length - 1
      : asked[1]
        ? WEEK_ORDINALS.indexOf(asked[1])
        : Number(asked[2]) - 1;
  const week = weeks[index];
  return week === undefined ? undefined : days.filter((_, i) => keys[i] === week);
}

/**
 * A timesheet of several weeks ("le prime due settimane di ottobre"): the hours beyond the weekly schedule are
 * counted week by week, from the dates of its rows (Monday to Sunday); rows without dates are one week.
 */
export function extraByWeek(
  days: { line: string; hours: number }[],
  schedule: number,
  year: number,
): { weeks: number; worked: number; extra: number } {
  const keys = days.map((d) => weekOf(d.line, year));
  const byWeek = new Map<string, number>();
  if (keys.every((k) => k !== undefined))
    for (const [i, d] of days.entries()) {
      const key = keys[i] as string;
      byWeek.set(key, (byWeek.get(key) ?? 0) + d.hours);
    }
  else
    byWeek.set(
      'all',
      days.reduce((sum, d) => sum + d.hours, 0),
    );
  const round = (n: number) => Math.round(n * 100) / 100;
  const worked = round([...byWeek.values()].reduce((a, b) => a + b, 0));
  const extra = round([...byWeek.values()].reduce((sum, h) => sum + Math.max(0, h - schedule), 0));
  return { weeks: byWeek.size, worked, extra };
}

// The schedule the question gives: "orario (normale) (è) (di) 40 ore", "lavoro 38 ore (a settimana)",
// "faccio 40 ore settimanali", "contratto da 24 ore".
const SAID_SCHEDULE =
  /\b(?:orario(?: \w+)?(?: e| sono)?(?: di| da)?|lavoro|faccio|fa|contratto(?: \w+)? (?:di|da|a)|part.?time (?:di|da|a)?)\s*(\d{1,2}(?:,\d)?) ore\b/;
const DAILY_STATED =
  /\b\d{1,2}(?:,\d)?\s*(?:h|ore)\s*(?:al giorno|giornalier\w*|per giorno|\/\s*giorno|(?:dal )?luned[iì]\s*(?:al|-)\s*venerd[iì]|lun\s*-\s*ven)/i;
const WEEKLY_STATED = /(\d{1,2}(?:,\d)?)\s*(?:h|ore)?\s*settimanali\b/i;
// "full time 40 h", "orario contrattuale 38 ore", and a timesheet's header "orario 40 h (lun-sab)", "40 h su 6 giorni".
const DOCUMENT_SCHEDULE =
  /\b(?:full.?time|tempo pieno|part.?time(?: (?:orizzontale|verticale|misto))?|orario(?: (?:contrattuale|concordato|settimanale|di lavoro))?)\s*:?\s*(?:di\s*)?(\d{1,2})\s*(?:h|ore)\b|\b(\d{1,2})\s*(?:h|ore)\s*su\s*[56]\s*giorni\b/i;

/**
 * The weekly schedule a timesheet's hours are weighed against: the one the question gives (folded `question`),
 * else a weekly figure the document states anywhere ("8 ore lun-ven (40 settimanali)"), else the document's
 * schedule, where a day's ("8 ore dal lunedì al venerdì", "8 ore al giorno") makes five days a week.
 */
export function timesheetSchedule(
  question: string,
  text: string,
): { hours: number; said: boolean } | undefined {
  const number = (written: string) => Number(written.replace(',', '.'));
  const said = SAID_SCHEDULE.exec(question)?.[1];
  if (said !== undefined) return { hours: number(said), said: true };
  const weekly = WEEKLY_STATED.exec(text)?.[1];
  if (weekly !== undefined) return { hours: number(weekly), said: false };
  const match = DOCUMENT_SCHEDULE.exec(text);
  const stated = match?.[1] ?? match?.[2];
  if (stated === undefined) return undefined;
  const daily = number(stated) <= 12 && DAILY_STATED.test(text);
  return { hours: daily ? number(stated) * 5 : number(stated), said: false };
}

// "domenica a parte", "esclusa la domenica", "senza contare la domenica": the Sunday rows are set aside (they
// are paid at the holiday rate, apart from the weekday overtime).
const SUNDAY_ASIDE =
  /\bdomenic\w* (?:a parte|esclus\w*)\b|\b(?:esclus\w*|senza(?: contare)?|tranne|a parte) (?:la |le )?domenic/;
const SUNDAY_ROW = /^\s*(?:dom\b|domenica\b)/i;

/** The days of a timesheet less the Sunday rows when the question sets them aside (folded `question`). */
export function daysAsked<T extends { line: string }>(days: T[], question: string): T[] {
  return SUNDAY_ASIDE.test(question) ? days.filter((d) => !SUNDAY_ROW.test(d.line)) : days;
}

/**
 * A timesheet's rows of the days asked and its weekly schedule, read once for the count and the value of its
 * extra hours; undefined unless it has at least two rows and a schedule.
 */
export function timesheetOf(
  text: string,
  question: string,
  fullWeek?: number,
): { days: ReturnType<typeof timesheetDays>; schedule: number; said: boolean; agreed?: boolean } | undefined {
  const all = daysAsked(timesheetDays(text), question);
  // (A year for the rows' dates: the one the sheet states, else this one.)
  const year = Number(/\b(20\d\d)\b/.exec(text)?.[1] ?? new Date().getUTCFullYear());
  const days = daysOfWeekAsked(all, question, year) ?? all;
  if (days.length < 2) return undefined;
  const found = timesheetSchedule(question, text);
  // (A full-timer's sheet that states no schedule: the agreement's full week, when the caller gives it.)
  if (found === undefined)
    return fullWeek === undefined ? undefined : { days, schedule: fullWeek, said: false, agreed: true };
  return { days, schedule: found.hours, said: found.said };
}
