import { italianDate, MONTH_NAMES } from '../kb/format.js';
import { parseDate } from '../reader/parse-date.js';
import { bold } from './compose.js';
import { NASPI_AFTER_RESIGNATION } from './naspi-facts.js';

/**
 * A story where the worker resigned from one job and then lost the next one involuntarily ("a marzo mi sono
 * dimesso, il nuovo contratto a termine è finito il 15 ottobre"): since 2025 the NASpI also needs 13 weeks of
 * contributions between the two endings (naspi-facts.ts). The weeks are counted from the new job's dates told.
 */

// A resignation already given (not "se mi dimetto"): the earlier ending of the story.
const RESIGNED =
  /\b(?:mi sono|mi ero|si e|si era|ero|sono) dimess[oaie]\b|\bho dato (?:le )?dimission\w*|\bavevo dato (?:le )?dimission\w*|\bdopo (?:le|le mie) dimission\w*/;
// The later ending not of the worker's will: a dismissal, a fixed-term contract's end, "mandato a casa".
const LOST =
  /\b(?:mi |ci |l')?(?:hanno|ha) (?:licenziat\w*|mandat\w* a casa|lasciat\w* a casa)|\bsono stat\w* licenziat\w*|\bnon (?:me lo |mi )?(?:hanno|ha) rinnovat\w*|\b(?:contratto|commessa|appalto)\b[^.?]{0,30}\b(?:e |mi e )?(?:finit[oa]|scadut[oa]|terminat[oa])\b|\blicenziamento\b/;
// Rules that set the requirement aside: a resignation for just cause, or from a fixed-term job.
const SET_ASIDE =
  /\bgiusta causa\b|\bdimess[oaie] da (?:un |una )?(?:contratto |rapporto |lavoro )?(?:a termine|a tempo determinato)\b/;
// "15/10/2026", "1° settembre 2026", "1 febbraio" (its year from the next date that says one: "dal 1 febbraio al
// 30 giugno 2026").
const DAY_DATE = new RegExp(
  String.raw`\b(?:\d{1,2}[/.]\d{1,2}[/.]\d{4}|(?:\d{1,2}|primo)\s*[°º]?\s+(?:${MONTH_NAMES})(?:\s+\d{4})?)\b`,
  'g',
);
const FULL_DATE = new RegExp(
  String.raw`\b(?:\d{1,2}[/.]\d{1,2}[/.]\d{4}|(?:\d{1,2}|primo)\s*[°º]?\s+(?:${MONTH_NAMES})\s+\d{4})\b`,
);
const MONTH_YEAR = new RegExp(String.raw`\b(?:${MONTH_NAMES})\s+(?:del\s+)?\d{4}\b`);
const REQUIRED_WEEKS = 13;
const DAY_MS = 86_400_000;

const days = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / DAY_MS;

// A day ("il 10 gennaio 2026") or a month ("a marzo 2026") that may date the resignation.
const WHEN = new RegExp(`${FULL_DATE.source}|${MONTH_YEAR.source}`, 'g');
const NEAR = 40;

/**
 * The resignation's date (its month's first day when only the month is told): the day or month said nearest its
 * verb, before ("a marzo 2026 mi sono dimesso") or after it ("mi sono dimessa a gennaio 2026").
 */
function resignationDate(text: string): string | undefined {
  const verb = RESIGNED.exec(text);
  if (!verb) return undefined;
  const end = verb.index + verb[0].length;
  const nearest = [...text.matchAll(WHEN)]
    .map((m) => ({
      said: m[0],
      gap: m.index >= end ? m.index - end : verb.index - (m.index + m[0].length),
    }))
    .filter((m) => m.gap >= 0 && m.gap <= NEAR)
    .sort((a, b) => a.gap - b.gap)[0];
  return nearest ? parseDate(nearest.said) : undefined;
}

/** The days the story tells, in order; a day without its year takes the next one's (else the previous one's). */
function daysTold(text: string): string[] {
  const said = [...text.matchAll(DAY_DATE)].map((m) => m[0]);
  const years = said.map((d) => /\b\d{4}\b/.exec(d)?.[0]);
  return said
    .map((d, i) => {
      if (years[i]) return parseDate(d);
      const year = years.slice(i + 1).find(Boolean) ?? years.slice(0, i).findLast(Boolean);
      return year ? parseDate(`${d} ${year}`) : undefined;
    })
    .filter((d): d is string => d !== undefined);
}

/** The opening for a resignation followed by a lost job, or undefined when the story is not that. */
export function resignedThenLostOpening(text: string): string | undefined {
  if (!RESIGNED.test(text) || !LOST.test(text) || SET_ASIDE.test(text)) return undefined;
  const resigned = resignationDate(text);
  const dates = daysTold(text).filter((d): d is string => d !== undefined && (!resigned || d > resigned));
  const end = dates.at(-1);
  const start = dates.at(-2);
  const ref = NASPI_AFTER_RESIGNATION.reference;
  const rule = `chi si è dimesso da un rapporto a tempo indeterminato nei 12 mesi prima di perdere il nuovo lavoro deve avere ${bold(`almeno ${REQUIRED_WEEKS} settimane`)} di contributi tra le dimissioni e la fine del nuovo rapporto (${ref})`;
  if (resigned && end && days(resigned, end) > 365)
    return `${bold('Sì')}, se hai almeno 13 settimane di contributi negli ultimi 4 anni: le dimissioni sono di più di 12 mesi prima della perdita del nuovo lavoro, quindi non serve il requisito aggiuntivo per cui ${rule}.`;
  if (!start || !end)
    return `${bold('Dipende dalle settimane lavorate dopo le dimissioni')}: ${rule}; con meno di ${REQUIRED_WEEKS} settimane la NASpI non spetta. Indicami quando è iniziato e finito il nuovo lavoro per contarle.`;
  const weeks = Math.floor((days(start, end) + 1) / 7);
  const span = `dal ${italianDate(start)} al ${italianDate(end)}`;
  return weeks < REQUIRED_WEEKS
    ? `${bold('No')}: ${rule}; ${span} sono circa ${bold(`${weeks} settimane`)}, meno delle ${REQUIRED_WEEKS} richieste, quindi la NASpI non spetta (salvo altri contributi versati tra le dimissioni e la fine del nuovo lavoro).`
    : `${bold('Sì')}: ${rule}; ${span} sono circa ${bold(`${weeks} settimane`)}, almeno le ${REQUIRED_WEEKS} richieste, quindi la NASpI spetta (con le 13 settimane di contributi negli ultimi 4 anni).`;
}
