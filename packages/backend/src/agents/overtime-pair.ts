import { percent } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import { DENIED_OVERTIME } from '../reader/follow-up.js';
import { readable } from '../reader/text.js';
import { bold } from './compose.js';
import { KIND_LABEL } from './overtime-kinds.js';

type Rate = NonNullable<Ccnl['rates']['rates']>[number];

// "lo straordinario diurno feriale e quello notturno?", "straordinario feriale e festivo": the weekday daytime
// overtime asked beside a night or holiday one.
// ("lo straordinario notturno rispetto a quello diurno?", "il notturno in confronto al diurno": compared after;
// "lo straordinario normale e quella delle ore tra mezzanotte e le 6?": the plain overtime called "normale".)
const DAYTIME_ASKED =
  /\bstraordinari\w*\s+(?:\w+\s+)?(?:diurn|ferial)\w*|\bstraordinari\w* (?:normal|ordinari|semplic)\w*\b[^.?]{0,40}\be\b[^.?]{0,60}\b(?:nottur|festiv|notte|mezzanotte|domenic)|\b(?:diurn|ferial)\w*\b[^.?]{0,40}\be\b[^.?]{0,40}\b(?:nottur|festiv)|\b(?:nottur\w*|festiv\w*|di notte)\b[^.?]{0,60}\b(?:rispetto (?:a|al|allo)|in confronto (?:a|al|allo)|confrontat\w* (?:con|a)|e|oppure|o) (?:quell[oa] |lo |il )?(?:straordinari\w* )?(?:diurn|ferial)\w*/;

/**
 * The opening when the question asks the weekday daytime overtime beside the night or holiday one the reader
 * kept: both rates, the daytime one first ("la maggiorazione per lo straordinario diurno feriale è del **15%**;
 * per lo straordinario notturno del **30%**"). Undefined when only one kind is asked or the daytime rate is
 * not in the knowledge base.
 */
export function pairedRateOpening(
  message: string,
  rates: readonly Rate[],
  first: Rate,
  name: string,
): string | undefined {
  const holiday =
    holidayWorkOpening(message, rates, first, name) ?? saturdayBesideSunday(message, rates, first, name);
  if (holiday) return holiday;
  const night = nightAndNightOvertimeOpening(message, rates, first, name);
  if (night) return night;
  if (first.kind === 'straordinario' || !DAYTIME_ASKED.test(readable(message))) return undefined;
  const plain = rates.filter((r) => r.kind === 'straordinario');
  const day = plain.find((r) => /diurn|ferial/.test(r.condition ?? '')) ?? plain.find((r) => !r.condition);
  if (!day) return undefined;
  const label = KIND_LABEL[first.kind];
  const article = /^s[bcdfgmnpqrstv]/.test(label) ? 'lo' : 'il';
  return `Nel ${name} la maggiorazione per lo straordinario diurno feriale è del ${bold(percent(day.percent))}; per ${article} ${label} è del ${bold(percent(first.percent))}${first.condition ? ` (${first.condition})` : ''}, sulla paga oraria.`;
}

// "e se lavoro la domenica?": Sunday work asked in a clause that does not call it overtime.
const HOLIDAY_WORK =
  /\b(?:lavor\w*|vengo|faccio|turno|turni)\b[^.?;]{0,30}\b(?:domenic\w*|festiv\w*)|\b(?:domenic\w*|festiv\w*)\b[^.?;]{0,20}\blavor\w*/;
const OVERTIME_WORDS = /\bstraordinari\w*|\bore (?:in )?pi[uù]\b|\boltre (?:l'|il )?orario\b/;

/**
 * Session 33: holiday overtime kept from the conversation, but the clause asks Sunday work as such ("le ore di
 * straordinario di giorno? e se lavoro la domenica?"): the agreement's holiday-work rate leads, the holiday
 * overtime one follows ("il lavoro la domenica e nei festivi è maggiorato del **45%**; se è straordinario, del
 * **55%**"). Undefined when the clause says overtime or the agreement has no separate holiday-work rate.
 */
function holidayWorkOpening(
  message: string,
  rates: readonly Rate[],
  first: Rate,
  name: string,
): string | undefined {
  if (first.kind !== 'straordinario_festivo') return undefined;
  const text = readable(message);
  const clause = text.split(/[.?;]/).find((c) => HOLIDAY_WORK.test(c));
  if (!clause || OVERTIME_WORDS.test(clause)) return undefined;
  const plain =
    rates.find((r) => r.kind === 'festivo' && r.condition === first.condition) ??
    rates.find((r) => r.kind === 'festivo');
  if (!plain || plain.percent === first.percent) return undefined;
  const when = (r: Rate) => (r.condition ? ` (${r.condition})` : '');
  return `Nel ${name} il lavoro la domenica e nei festivi è maggiorato del ${bold(percent(plain.percent))}${when(plain)}; se sono ore di straordinario, del ${bold(percent(first.percent))}${when(first)}, sulla paga oraria.`;
}

// "che maggiorazioni per le ore notturne normali e per quelle di straordinario dopo mezzanotte?": ordinary night
// hours and overtime at night asked in one question.
const ORDINARY_NIGHT_ASKED =
  /\bore notturne (?:normali|ordinari\w*)|\b(?:lavoro )?notturno (?:normale|ordinario)|\b(?:orario|turno) (?:normale|ordinario)\b[^.?]{0,60}\b(?:nott\w*|mezzanotte)/;
const NIGHT_OVERTIME_ASKED =
  /\bstraordinari\w*\b[^.?]{0,40}\b(?:nottur\w*|di notte|dopo (?:la )?mezzanotte|dopo le (?:22|23|24))|\b(?:oltre|dopo) (?:l'|il )?orario\b[^.?]{0,40}\b(?:nott\w*|mezzanotte|all'una)/;

/**
 * Session 36: both kinds asked at once, the ordinary night hour and overtime at night: the two rates of the
 * agreement, the ordinary night first ("il lavoro notturno ordinario è maggiorato del **25%**; lo straordinario
 * notturno del **60%** (tra le 24 e le 6)"). Undefined unless both are asked and both rates are known.
 */
function nightAndNightOvertimeOpening(
  message: string,
  rates: readonly Rate[],
  first: Rate,
  name: string,
): string | undefined {
  if (first.kind !== 'notturno' && first.kind !== 'straordinario_notturno') return undefined;
  const text = readable(message);
  if (!ORDINARY_NIGHT_ASKED.test(text) || !NIGHT_OVERTIME_ASKED.test(text)) return undefined;
  const ordinary = rates.filter((r) => r.kind === 'notturno');
  const overtime = rates.find((r) => r.kind === 'straordinario_notturno');
  // Several ordinary night rates (in shifts or not) are not one answer: the single-kind opening stays.
  if (ordinary.length !== 1 || !ordinary[0] || !overtime) return undefined;
  const condition = (r: Rate) => (r.condition ? ` (${r.condition})` : '');
  return `Nel ${name} il lavoro notturno ordinario è maggiorato del ${bold(percent(ordinary[0].percent))}${condition(ordinary[0])}; lo straordinario notturno del ${bold(percent(overtime.percent))}${condition(overtime)}, sulla paga oraria.`;
}

/**
 * Ordinary hours asked on Saturday and on Sunday ("le ore ordinarie del sabato e quelle della domenica?") where
 * the agreement has a Saturday rate of its own for a six-day schedule: both rates open, Saturday's first.
 * Undefined when Saturday is not asked, overtime is, or the agreement has no Saturday rate beside overtime.
 */
function saturdayBesideSunday(
  message: string,
  rates: readonly Rate[],
  first: Rate,
  name: string,
): string | undefined {
  if (first.kind !== 'domenicale') return undefined;
  const text = readable(message);
  // ("in orario normale, non di straordinario": overtime said only to deny it asks the ordinary hours.)
  const asked = text.replace(new RegExp(DENIED_OVERTIME.source, 'g'), ' ');
  if (!/\bsabat[oi]\b/.test(text) || OVERTIME_WORDS.test(asked)) return undefined;
  const saturday = rates.find(
    (r) => !r.kind.startsWith('straordinario') && /\bsabat[oi]\b/.test(readable(r.condition ?? '')),
  );
  if (!saturday) return undefined;
  return `Nel ${name} la maggiorazione per le ore del sabato è del ${bold(percent(saturday.percent))}${saturday.condition ? ` (${saturday.condition})` : ''}; per il ${KIND_LABEL[first.kind]} è del ${bold(percent(first.percent))}${first.condition ? ` (${first.condition})` : ''}, sulla paga oraria.`;
}
