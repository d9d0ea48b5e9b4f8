// Follow-ups of a worker's own case that another subject's words would pull away (realwork2 set): the law-104
// permits asked "a ore" with the week's hours, the notice's start asked with the day the letter is handed in, a
// part-timer's night hours after the supplementary ones. Read on the folded text of the new turn.
import { MONTH_NAMES } from '../kb/format.js';
import { shareOfRaisedMinimum } from './raised-minimum-reason.js';
import type { Intent } from './request.js';

/** The permits taken by the hour: "a ore", "in ore", "permessi orari", "frazionati". */
const PERMIT_HOURS = /\b(?:a|in|ad) ore\b|\bpermess\w* orari|\bore di permess|\bfrazionat\w*/;

/**
 * The notice's days asked from a day ("se la lettera la consegno il 23 novembre da quando partono i giorni?",
 * "quando inizia a contare?", "fino a che giorno lavoro?").
 */
const NOTICE_DAYS =
  /\bda (?:quando|che giorno|che data) (?:\w+ ){0,3}?(?:part\w*|inizi\w*|decorr\w*|comincia\w*|cont\w*|scatt\w*)\b|\bquando (?:part\w*|inizi\w*|decorr\w*|comincia\w*)\b|\bultimo giorno\b|\bfino a (?:quando|che giorno)\b|\bdecorr\w*/;

/** Night hours named by the clock or the word: "dalle 22 alle 2", "di notte", "le ore notturne". */
const NIGHT_HOURS =
  /\b(?:dalle|dopo le|oltre le) (?:ore )?(?:2[0-4]|[0-5])\b|\bdi notte\b|\bnotturn\w*|\bnott(?:e|i)\b/;

/** A step of the consolidation of supplementary hours ("la richiesta scritta della RSU", "l'esame congiunto"). */
const CONSOLIDATION_STEP =
  /\besame congiunt\w*|\bconsolid\w*|\brichiest\w* scritt\w*[^?]{0,60}\b(?:rsu|rsa|r\.s\.u|sindacat\w*)\b/;

/** The money between the level held and the right one ("quanto ci perdo", "che differenza c'è in busta"). */
const LEVELS_WEIGHED =
  /\bquanto ci (?:perd\w*|rimett\w*|guadagn\w*)|\bquanto (?:perdo|prenderei|guadagnerei|avrei) (?:\w+ )?(?:in piu|di piu|in meno)\b|\bdifferenza\b[^?]{0,40}\b(?:livell|busta|stipendi|minim)/;

/** The level held against the right one, named as such ("tra il mio livello e quello giusto"). */
const LEVEL_RIGHT = /\bil mio livello\b|\blivello (?:giusto|corretto|che mi spetta)\b|\bquello giusto\b/;

/** An extra month pointed back to by its pronoun ("la prende", "gliela pagano"), with no figure asked. */
const EXTRA_MONTH_POINTED =
  /^(?!.*\bquant\w*).*\b(?:la|le|gliela|gliele|ce la|me la) (?:prend\w*|ricev\w*|pag\w*|dann\w*|d[aà]\b|versa\w*|matur\w*|percepisc\w*)/;

/** A month named, and the figure asked, not the rise's size ("di quanto sale?") nor its date ("quando?"). */
const MONTH_SAID = new RegExp(String.raw`\b(?:${MONTH_NAMES})\b`);
const RISE_OR_WHEN =
  /\bdi quanto\b|\bquanto (?:sale|aumenta|aumentera|cresce)\b|\bquando\b|\bquale tranche\b/;

/**
 * "sono lì da 4 anni, contratto metalmeccanici, nessuna invalidità" after a question on the sick leave: a turn that
 * only tells the worker's seniority (and the agreement) asks nothing new, so the sick leave stays the subject.
 */
const SENIORITY_TOLD =
  /\b(?:da|per) (?:\d+|un|uno|due|tre|quattro|cinque|sei|sette|otto|nove|dieci) (?:anni|anno|mesi)\b|\banzianita\b/;
const ASKS_ANEW = /\?|\b(?:quant\w*|come|cosa|quando|quale|quali|perche|posso|devo)\b/;

function seniorityAfterSickness(text: string, intent: Intent, previous: Intent): Intent | undefined {
  return previous === 'sickness_injury' &&
    intent !== previous &&
    SENIORITY_TOLD.test(text) &&
    !ASKS_ANEW.test(text) &&
    text.split(' ').length <= 16
    ? previous
    : undefined;
}

/** The subject a follow-up of the worker's case asks, when its words would pull it to another; else undefined. */
export function workerFollowUp(text: string, intent: Intent, previous: Intent): Intent | undefined {
  const sick = seniorityAfterSickness(text, intent, previous);
  if (sick) return sick;
  // "e se li volessi prendere a ore? faccio 40 ore dal lunedì al venerdì" after the 104 permits: the permits in
  // hours, not the working week the hours are worked out from.
  if (previous === 'leave' && intent !== 'leave' && PERMIT_HOURS.test(text)) return 'leave';
  // "se la lettera la consegno il 23 novembre da quando partono i giorni?" after the notice's length.
  // Only a turn with no subject of its own: "fino a quando tengo il posto?" of a sick worker, or the 13ª "se
  // l'ultimo giorno è il 31 marzo", ask their own subject.
  if (previous === 'notice' && intent === 'out_of_scope' && NOTICE_DAYS.test(text)) return 'notice';
  // "quanto ci perdo tra il mio livello e quello giusto?" after the level asked: the two levels weighed.
  if (
    intent !== 'classification' &&
    LEVELS_WEIGHED.test(text) &&
    (previous === 'classification' || LEVEL_RIGHT.test(text))
  )
    return 'classification';
  // "E il geometra, che è impiegato? Anche lui la prende dalla Cassa Edile?" after who pays the 13th: the same
  // extra month asked of another worker, the pronoun standing for it, not the pay he takes.
  if (previous === 'monthly_payments' && intent === 'minimum_pay' && EXTRA_MONTH_POINTED.test(text))
    return 'monthly_payments';
  // "entro quanto l'azienda deve avviare l'esame congiunto?" after the part-timer's hours made fixed: that rule.
  if (previous === 'part_time' && intent !== 'part_time' && CONSOLIDATION_STEP.test(text)) return 'part_time';
  // "e le ore di sera dalle 22 alle 2?" after a part-timer's supplementary hours: the night rate.
  if (previous === 'part_time' && intent === 'part_time' && NIGHT_HOURS.test(text)) return 'overtime_value';
  // "però ho letto che a dicembre c'è un altro aumento, quanto diventa il mio lordo?" after an apprentice's pay:
  // the rise is the reason the apprentice's own share changes, asked at that month (raised-minimum-reason.ts).
  if (
    previous === 'apprenticeship' &&
    intent === 'renewal' &&
    MONTH_SAID.test(text) &&
    !RISE_OR_WHEN.test(text) &&
    shareOfRaisedMinimum(text, previous)
  )
    return previous;
  // "e l'altra collega che fa dal lunedì al sabato mattina sempre 40 ore?" after the permits of a 5-day week: the
  // same permits for a week of other days, not the working week itself.
  if (
    (previous === 'rol_ex_festivita' || previous === 'holidays') &&
    intent === 'working_hours' &&
    OTHER_WEEK.test(text) &&
    !WEEK_ASKED.test(text)
  )
    return previous;
  return undefined;
}

// A week of other days told ("dal lunedì al sabato", "su 6 giorni", "anche il sabato mattina").
const OTHER_WEEK =
  /\bdal lunedi al (?:sabato|venerdi)\b|\bsu (?:5|6|cinque|sei) giorni\b|\b(?:anche )?il sabato(?: mattina)?\b|\bsettimana corta\b/;
// The working week itself asked ("che orario fa?", "quante ore a settimana?").
const WEEK_ASKED = /\borario\b|\bquante ore (?:a|alla|per|in una|di) settiman|\bore settimanali\b/;
