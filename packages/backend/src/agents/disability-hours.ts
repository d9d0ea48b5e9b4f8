import { askingSentences } from '../documents/asked-verdict.js';
import { decimal } from '../kb/format.js';
import { readable } from '../reader/text.js';
import { hoursOnDays, weekDays } from '../reader/week-days.js';
import type { Citation } from './answer.js';
import { bold } from './compose.js';
import type { AgentContext } from './context.js';
import { type LawFact, lawCitations } from './law-facts.js';

/**
 * The law-104 permits taken by the hour: the month's hours are the weekly hours over the days worked in the
 * week, times 3 (INPS messages 15995/2007 and 16866/2007). Asked in hours with the week given ("20 ore su 5
 * giorni: quante ore di permesso al mese?"), the hours open the answer and no other week's example sits beside
 * them (an unasked "36 ore su 6 giorni sono 18 ore" reads as a second answer).
 */
export const DISABILITY_HOURS: LawFact = {
  figure: 'orario settimanale diviso i giorni lavorati nella settimana, per 3',
  text: 'chi prende i permessi della legge 104 a ore ha in un mese {figure}. Nel part-time orizzontale i 3 giorni restano 3 (di orario ridotto); nel part-time verticale o misto si riproporzionano quando l’orario è sotto la metà del tempo pieno.',
  reference: 'INPS, messaggi 15995/2007 e 16866/2007',
  sources: [
    {
      url: 'http://www.adnkronos.com/soldi/economia/2017/12/23/legge-come-fruire-dei-permessi-ore_rUGWP4WNV4YoeyLMfCSG5K.html',
      label: 'Adnkronos: legge 104, come fruire dei permessi a ore (messaggi INPS 15995 e 16866 del 2007)',
      date: '2017-12-23',
      confidence: 'medium',
    },
    {
      url: 'https://www.scuolainforma.it/2023/02/13/legge-104-e-part-time-i-permessi-frazionati-a-ore-vanno-riproporzionati.html',
      label: 'Scuolainforma: legge 104 e part-time, i permessi a ore si riproporzionano',
      date: '2023-02-13',
      confidence: 'medium',
    },
    {
      url: 'https://lamiapartitaiva.it/permessi-104-si-puo-fruire-meno-di-unora-la-risposta-non-e-scontata',
      label: 'La mia partita IVA: permessi 104 a ore, come si calcolano',
      date: null,
      confidence: 'low',
    },
  ],
};

/** Hours asked: "quante ore", "a ore", "ad ore", "in ore", "permessi orari", "se li frazionassi". */
const HOURS_ASKED = /\bquant\w* ore\b|\bad? ore\b|\bin ore\b|\bpermess\w* orari|\bfraziona\w*/;

/** The permits asked in hours on a week the message itself gives ("30 ore su 5 giorni, quante ore al mese?"). */
export function hoursAskedOnWeek(text: string): boolean {
  return HOURS_ASKED.test(text) && hoursOnDays(text) !== undefined && weekDays(text) !== undefined;
}

/**
 * "e se faccio 36 su 6?" after "40 ore su 5 giorni": the bare "36 su 6" of a short follow-up is a week told the
 * way an earlier turn told its own, so it reads as "36 ore su 6 giorni".
 */
function withBareWeek(text: string, earlier: readonly string[]): string {
  if (text.length > 60 || !earlier.some((turn) => hoursOnDays(turn) !== undefined)) return text;
  return text.replace(
    /\b(\d{1,2}(?:[.,]\d)?) su ([1-7])\b(?! (?:giorn|ore|mes|anni|settiman))/,
    '$1 ore su $2 giorni',
  );
}

/** The opening line and its citations when the 104 permits are asked in hours with the week given. */
export function disabilityHours(ctx: AgentContext): { line: string; citations: Citation[] } | undefined {
  const earlier = (ctx.history ?? []).map(readable);
  const text = withBareWeek(readable(ctx.message), earlier);
  // A follow-up that only gives another week ("e la collega che fa 36 ore su 6 giorni?") asks the same hours.
  const newWeek = hoursOnDays(text) !== undefined && weekDays(text) !== undefined;
  if (!HOURS_ASKED.test(text) && !(newWeek && earlier.some((turn) => HOURS_ASKED.test(turn))))
    return undefined;
  // The week told in an earlier turn ("lavoro part-time 24 ore su 6 giorni" … "e la 104 a ore?") when this
  // one gives none.
  const week = [text, ...earlier.reverse()].find(
    (turn) => weekDays(turn) !== undefined && (hoursOnDays(turn) !== undefined || turn === text),
  );
  // The hours said in this turn beat the weekly hours carried over from an earlier one.
  const weekly =
    (newWeek ? hoursOnDays(text) : undefined) ??
    ctx.request?.slots.weeklyHours ??
    (week ? hoursOnDays(week) : undefined);
  const days = week ? weekDays(week) : undefined;
  if (weekly === undefined || days === undefined) return ceilingByWeek(text, earlier);
  const hours = Math.round(((weekly / days) * 3 + Number.EPSILON) * 100) / 100;
  const shown = decimal(hours)
    .replace(/,00$/, '')
    .replace(/(,\d)0$/, '$1');
  const rule = DISABILITY_HOURS.text.replace('{figure}', DISABILITY_HOURS.figure);
  return {
    line: `Con ${weekly} ore settimanali su ${days} giorni, i permessi della legge 104 presi a ore sono ${bold(`${shown} ore al mese`)} (${weekly} / ${days} × 3). Regola (${DISABILITY_HOURS.reference}): ${rule}`,
    citations: lawCitations(DISABILITY_HOURS, rule),
  };
}

/** The month's ceiling asked in hours with no week given ("si possono prendere a ore? quante ore max al mese?"). */
const MONTH_HOURS_ASKED =
  /(?<!\b(?:badante|colf|baby.?sitter|domestic\w*|lavor\w*|part.?time|assunt\w*) )\bad? ore\b|\bin ore\b|\bfraziona\w*|\bquant\w* ore\b[^?]{0,30}\b(?:mese|mensil\w*)\b|\bore (?:mensil\w*|al mese)\b/;
/** The disabled worker's own permits ("sono disabile", "per me stessa"): the law's 2 hours a day answer. */
const OWN_DISABILITY =
  /\b(?:sono|essendo) (?:un |una )?(?:lavorat\w* )?(?:disabile|invalid[oa])\b|\bper me stess[oa]\b/;

/** The worker's own week told in hours: "20 ore settimanali", "30 ore a settimana", "4 ore al giorno". */
const OWN_WEEK =
  /\b\d{1,2}(?:[.,]\d)? ore (?:settimanali|a settimana|alla settimana|al giorno|a giorno|giornaliere)\b/;

/**
 * The 104 permits asked in hours with no week told: the ceiling's rule, then its values for the usual weeks (the
 * 18 hours quoted everywhere are the 36-hour, 6-day week's: INPS message 16866/2007), and the week to tell.
 */
function ceilingByWeek(
  text: string,
  earlier: readonly string[] = [],
): { line: string; citations: Citation[] } | undefined {
  // Asked in a sentence that asks ("si possono prendere a ore?"), not told ("ha una badante a ore").
  if (!MONTH_HOURS_ASKED.test(askingSentences(text).join(' ')) || OWN_DISABILITY.test(text)) return undefined;
  const rule = DISABILITY_HOURS.text.replace('{figure}', DISABILITY_HOURS.figure);
  const at = (weekly: number, days: number) =>
    `${decimal((weekly / days) * 3).replace(/,00$/, '')} ore mensili`;
  const opening = `${bold('Sì')}, i 3 giorni di permesso della legge 104 si possono prendere a ore: il tetto del mese è l’orario settimanale diviso i giorni lavorati nella settimana, per 3 (${DISABILITY_HOURS.reference}).`;
  // A week of its own told, here or in the turn before ("20 ore settimanali", "4 ore al giorno"): other weeks'
  // ceilings read as its answer.
  if ([text, ...earlier].some((turn) => OWN_WEEK.test(turn)))
    return { line: opening, citations: lawCitations(DISABILITY_HOURS, rule) };
  return {
    line: `${opening} Il limite di ${bold(at(36, 6))} vale per chi lavora 36 ore su 6 giorni; con 40 ore su 6 giorni sono ${at(40, 6)}, con 40 ore su 5 giorni ${at(40, 5)}. Con il tuo orario settimanale e i giorni lavorati calcolo il tuo tetto.`,
    citations: lawCitations(DISABILITY_HOURS, rule),
  };
}

/**
 * Days and hours of the 104 permits in one month: not allowed. INPS (circolare 45/2011, on its own staff, the
 * practice private employers follow) wants the way chosen at the start of each month, with the planning where
 * possible; the law itself does not say it outright. Read on 2026-12-02.
 */
export const DISABILITY_MIXED: LawFact = {
  figure: 'le due modalità non sono cumulabili nello stesso mese',
  text: '{figure}: per ciascun mese i permessi della legge 104 si prendono o a giorni interi (3 giorni) o frazionati a ore (entro il tetto mensile di ore), non un po’ a giorni e un po’ a ore. La modalità va scelta in anticipo, comunicandola al datore di lavoro all’inizio del mese con la programmazione dei permessi, per quanto possibile; il mese successivo si può scegliere l’altra. La legge 104 non lo dice in modo esplicito: la regola viene dall’INPS.',
  reference: 'INPS, circolare 45/2011',
  sources: [
    {
      url: 'https://ntpluslavoro.ilsole24ore.com/art/ADCQCFx?uuid=ADCQCFx',
      label:
        'Il Sole 24 Ore NT+: fruizione alternata a ore e giorni dei permessi 104 (INPS circ. 45/2011: modalità comunicata all’inizio di ciascun mese, non ammessa la fruizione mista nel mese)',
      date: null,
      confidence: 'medium',
    },
    {
      url: 'https://lamiapartitaiva.it/permessi-104-si-puo-fruire-meno-di-unora-la-risposta-non-e-scontata',
      label:
        'La mia partita IVA: la modalità dei permessi 104 va comunicata al datore di lavoro con idoneo preavviso',
      date: null,
      confidence: 'low',
    },
  ],
};

/** Whole days and hours named together in one month's permits ("un giorno intero … e poi alcune ore sparse"). */
const DAYS_AND_HOURS =
  /\b(?:giorn\w* inter\w*|giornat\w* inter\w*|giorni|un giorno)\b[^?]{0,120}\bore\b|\bore\b[^?]{0,120}\b(?:giorn\w* inter\w*|giornat\w* intere?)\b/;
/** Mixing asked ("può mescolare", "misti", "alternare", "sia a giorni sia a ore", "nello stesso mese"). */
const MIX_ASKED =
  /\b(?:mescol|mischi|mist[ie]\b|altern|cumul|combin)\w*|\bsia a giorn\w* (?:sia|che) a ore\b|\bnello stesso mese\b/;

/** "può mescolare nello stesso mese giorni interi e ore?": No, the verdict with its rule; undefined otherwise. */
export function disabilityMixed(message: string): { line: string; citations: Citation[] } | undefined {
  const text = readable(message);
  if (!DAYS_AND_HOURS.test(text) || !MIX_ASKED.test(text)) return undefined;
  const rule = DISABILITY_MIXED.text.replace('{figure}', DISABILITY_MIXED.figure);
  return {
    line: `${bold('No')}, ${rule.replace(`${DISABILITY_MIXED.figure}:`, `${DISABILITY_MIXED.figure} (${DISABILITY_MIXED.reference}):`)}`,
    citations: lawCitations(DISABILITY_MIXED, rule),
  };
}
