import { percent } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import { countValue } from '../reader/numbers.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { bold, compose } from './compose.js';

type SickBand = NonNullable<Ccnl['sick_pay']['sickness']['bands']>[number];

const LENGTH_WORD =
  '(\\d{1,3}|un|uno|due|tre|quattro|cinque|sei|sette|otto|nove|dieci|dodici|quindici|venti)';
// "malattia di 2 giorni", "2 giorni di malattia", "a casa 10 giorni con l'influenza", "certificato di 4 gg",
// "la malattia dura solo 2 giorni", "malata per 5 giorni".
const TOLD_LENGTH = new RegExp(
  `\\b(?:malattia|malat[oa]|ammalat[oa]|a casa|a letto|certificato|prognosi|febbre|influenza)\\b[^.?;:]{0,30}?\\b(?:solo |soltanto |per |di )?${LENGTH_WORD} (?:giorn[oi]|gg)\\b|\\b${LENGTH_WORD} (?:giorn[oi]|gg) (?:di (?:malattia|febbre|influenza|certificato)|a casa|malat[oa])\\b`,
);
// "in malattia da 10 giorni": the illness goes on, its length is not known yet.
const ONGOING = new RegExp(`\\bda ${LENGTH_WORD} (?:giorn[oi]|gg)\\b`);
// The pay of those days asked ("come glieli pagano?", "quanto prendo?", "come viene pagata?"), or a follow-up
// changing the length alone ("e se invece dura solo 2 giorni?").
const PAY_ASKED =
  /\bpag\w*|\bretribu\w*|\bprend\w*|\bspett\w*|\bintegr\w*|\bindennit\w*|\bpercentual\w*|\btratta\w*|\bin busta\b/;
const LENGTH_FOLLOW_UP = /^(?:e|ma) se\b/;
// Asked elsewhere: the job kept, an injury, the days a year, a day of its own.
const OTHER_ASK =
  /\bcomporto\b|\bposto\b|\blicenzi|\binfortun|\binail\b|\bquant[ie] giorni\b|\b(?:all'|l')anno\b/;

// "se la malattia dura più di 3 giorni; altrimenti il 1° giorno non è pagato" (Turismo).
const UNPAID_IF_SHORT = /se la malattia dura più di (\d+) giorni; altrimenti il (\d+)° giorno non è pagato/;
// A band paid only past a length the rule states ("malattie oltre 5 giorni", "solo se la malattia dura almeno 8").
const PAID_PAST = /\bmalattie oltre (\d+) giorni\b|\bse la malattia dura almeno (\d+) giorni\b/;

/** "il primo giorno è pagato", "dal 2° al 3° giorno sono pagati", "i primi 3 giorni sono pagati". */
function daysSaid(from: number, to: number): string {
  if (from === to) return `${from === 1 ? 'il primo giorno' : `il ${from}° giorno`} è pagato`;
  return `${from === 1 ? `i primi ${to} giorni` : `dal ${from}° al ${to}° giorno`} sono pagati`;
}

/** Who pays, when the band says, and its note: " (a carico del datore di lavoro; primi due eventi dell'anno)". */
function aside(b: SickBand, note: string): string {
  const parts = [
    b.inps_pct === 0 &&
    b.employer_pct !== null &&
    b.employer_pct === b.total_pct &&
    !/\ba carico\b/.test(note)
      ? 'a carico del datore di lavoro'
      : b.inps_pct && b.employer_pct
        ? `${percent(b.inps_pct)} INPS e ${percent(b.employer_pct)} azienda`
        : '',
    note,
  ].filter(Boolean);
  return parts.length ? ` (${parts.join('; ')})` : '';
}

/**
 * The days of the illness told, band by band, or undefined when a band holding them has no share or is paid
 * only past a length the rule states and the length told does not settle it.
 */
function lengthShares(bands: SickBand[], length: number, ongoing: boolean): string[] | undefined {
  const parts: string[] = [];
  const paid = (from: number, to: number, b: SickBand, note: string) =>
    `${daysSaid(from, to)} al ${bold(percent(b.total_pct ?? 0))}${aside(b, note)}`;
  for (const b of bands) {
    if (b.from_day > length) break;
    const to = b.to_day === null ? length : Math.min(b.to_day, length);
    if (b.total_pct === null) return undefined;
    const note = b.note ?? '';
    const short = UNPAID_IF_SHORT.exec(note);
    const past = PAID_PAST.exec(note);
    if (past && !short && (past[1] ? length <= Number(past[1]) : length < Number(past[2]))) return undefined;
    if (!short) {
      parts.push(paid(b.from_day, to, b, past ? '' : note));
      continue;
    }
    const limit = Number(short[1]);
    const unpaid = Number(short[2]);
    if (length > limit) {
      parts.push(paid(b.from_day, to, b, `la malattia supera i ${limit} giorni`));
      continue;
    }
    // An illness still going on may yet pass the limit: its unpaid day is not settled.
    if (ongoing || unpaid < b.from_day || unpaid > to) return undefined;
    if (unpaid > b.from_day) parts.push(paid(b.from_day, unpaid - 1, b, ''));
    parts.push(
      `${unpaid === 1 ? 'il primo giorno' : `il ${unpaid}° giorno`} ${bold('non è pagato')} (la malattia non supera i ${limit} giorni)`,
    );
    if (unpaid < to) parts.push(paid(unpaid + 1, to, b, ''));
  }
  return parts.length ? parts : undefined;
}

/**
 * An illness of a length told whose pay is asked, with no day named ("malattia di 2 giorni: come glieli pagano?",
 * "a casa 10 giorni con l'influenza: come me la pagano?"): what each of those days is paid, from the agreement's
 * day bands, with a waiting-period rule applied to the length (Turismo: the 1st day unpaid when the illness lasts
 * no more than 3 days). Before, the whole rule opened with the job-keeping period. Undefined when no length is
 * told, another subject is asked, or the bands do not settle every day told.
 */
export function sickLengthAnswer(ccnl: Ccnl, text: string, ask: string): AgentAnswer | undefined {
  const bands = ccnl.sick_pay.sickness.bands ?? [];
  if (!bands.length || OTHER_ASK.test(ask) || OTHER_ASK.test(text)) return undefined;
  if (!PAY_ASKED.test(ask) && !LENGTH_FOLLOW_UP.test(text)) return undefined;
  // (A probation changes who pays: the rule's own answer, sick-in-probation.ts.)
  if (/\bprova\b/.test(text)) return undefined;
  const told = TOLD_LENGTH.exec(text);
  const raw = told?.[1] ?? told?.[2];
  const length = raw === undefined ? undefined : countValue(raw);
  if (!told || !length || length > 180) return undefined;
  const ongoing = ONGOING.test(text.slice(Math.max(0, told.index - 3), told.index + told[0].length));
  const parts = lengthShares(bands, length, ongoing);
  if (!parts) return undefined;
  const sickness = ccnl.sick_pay.sickness;
  const span = ongoing
    ? `in malattia da ${length} giorni`
    : `per una malattia di ${length === 1 ? '1 giorno' : `${length} giorni`}`;
  const answer = `Nel ${ccnl.short_name}, ${span}: ${parts.join('; ')}.`;
  return compose({
    answer,
    steps: sickness.text ? [`La regola del contratto: ${sickness.text.replace(/\.$/, '')}.`] : [],
    citations: citeSources(ccnl, sickness.text ?? answer, sickness.article ?? null, sickness.sources),
    related: [
      `Quanto dura il periodo di comporto nel ${ccnl.short_name}?`,
      `Chi paga i giorni di malattia nel ${ccnl.short_name}?`,
    ],
  });
}
