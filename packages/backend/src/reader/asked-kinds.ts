import { withWholePlace } from './part-place.js';
import type { TypedRequest } from './request.js';

/**
 * Two kinds of hour asked in turn ("lo straordinario di notte di quanto è maggiorato? E la domenica quando è il
 * mio turno normale?", "un'ora di straordinario normale, e quelle dopo mezzanotte?", "la maggiorazione dello
 * straordinario notturno e dello straordinario festivo notturno?"): the first kind asked is the
 * question's, the next one a part of its own (../agents/multi-part.ts). Without this the night and the Sunday of
 * the two asks, or of the story around them ("faccio turni anche di notte e qualche domenica"), were joined into a
 * night-holiday surcharge nobody asked. Runs on the folded text; undefined unless two clauses of the asks name
 * different kinds.
 */
const NIGHT = /notturn|di notte|\bmezz?a ?nott?|\bnotte\b|\bdopo le (?:22|23|24)\b/;
const HOLIDAY = /festiv|domenic|\bnatale\b|santo stefano|capodanno|pasquetta|ferragosto/;
const DAYTIME =
  /\bstraordinari\w* (?:normal\w*|ordinari\w*|feriale|diurn\w*|di giorno)\b|\b(?:normal\w*|feriale|diurn\w*) straordinari\w*\b/;
const DAY_HOURS = /\b(?:or[ae]|straordinari\w*)\b[^.?!]{0,40}\b(?:di giorno|diurn\w*)\b/;

type Kind = { night: boolean; holiday: boolean };
/** The first kind asked, its clause, and the text up to the end of that clause (the story and that ask). */
type FirstAsked = Kind & { upTo: string; clause: string };

function kindOf(clause: string): Kind | undefined {
  if (DAYTIME.test(clause)) return { night: false, holiday: false };
  const night = NIGHT.test(clause);
  const holiday = HOLIDAY.test(clause);
  // "le ore oltre le 40 di giorno vanno pagate al 25%: è corretto? E la notte?": the day's hours, then the night's.
  if (!night && !holiday && DAY_HOURS.test(clause)) return { night: false, holiday: false };
  // "che maggiorazione gli devo sulle ore di straordinario, e quella dopo mezzanotte è diversa?": overtime named
  // with no time is the ordinary kind, when another clause asks a different one.
  if (!night && !holiday && /\bstraordinar/.test(clause)) return { night: false, holiday: false };
  return night || holiday ? { night, holiday } : undefined;
}

export function kindAskedFirst(text: string): FirstAsked | undefined {
  const asks = text
    .split(/(?<=[.?!])\s+/)
    .filter((s) => s.includes('?'))
    .flatMap((s) =>
      s.split(
        /,\s*(?:e|ed|mentre|invece)\s+|\s+e\s+(?=quell[ei]\b)|\s+e\s+(?=(?:dell[oa]|del|lo|la|il|l')\s*straordinari)/,
      ),
    );
  const kinds = asks
    .map((clause) => ({ clause, kind: kindOf(clause) }))
    .filter((k): k is { clause: string; kind: Kind } => k.kind !== undefined);
  const [first, ...rest] = kinds;
  if (
    !first ||
    !rest.some(({ kind }) => kind.night !== first.kind.night || kind.holiday !== first.kind.holiday)
  )
    return undefined;
  const at = text.indexOf(first.clause);
  return { ...first.kind, upTo: text.slice(0, at + first.clause.length), clause: first.clause };
}

/**
 * A part of a question that asks two kinds of hour in turn, read alone: the first part is the kind the whole
 * question read first; a later bare part ("E di notte?", "e la domenica?" after "lo straordinario di giorno è al
 * 25%?") asks the same overtime at that time, not the night work's own surcharge. Every part keeps the place
 * of residence the whole message gives (part-place.ts).
 */
export function partOvertimeRequest(
  whole: TypedRequest,
  read: TypedRequest,
  part: string,
  wholeText: string,
  first: boolean,
): TypedRequest {
  return overtimePart(whole, withWholePlace(whole, read), part, wholeText, first);
}

function overtimePart(
  whole: TypedRequest,
  read: TypedRequest,
  part: string,
  wholeText: string,
  first: boolean,
): TypedRequest {
  if (whole.intent !== 'overtime_value' || !kindAskedFirst(wholeText)) return read;
  // ("le ore oltre le 40 di giorno vanno pagate al 25%?" alone reads as the weekly hours.)
  if (first)
    return read.intent === 'overtime_value' || read.intent === 'working_hours'
      ? {
          ...read,
          intent: 'overtime_value',
          slots: { ...read.slots, overtimeKind: whole.slots.overtimeKind },
        }
      : read;
  const kind = read.slots.overtimeKind;
  const elided =
    (whole.slots.overtimeKind ?? 'straordinario') === 'straordinario' &&
    (kind === 'notturno' || kind === 'festivo' || kind === 'notturno_festivo') &&
    !/\blavor|\bturn|\bnormal|\bordinar|\bmaggioraz|\bindennit/.test(part);
  return elided
    ? { ...read, intent: 'overtime_value', slots: { ...read.slots, overtimeKind: `straordinario_${kind}` } }
    : read;
}
