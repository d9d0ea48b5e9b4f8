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
  if (weekly === undefined || days === undefined) return undefined;
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
