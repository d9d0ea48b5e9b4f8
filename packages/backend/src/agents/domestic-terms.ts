import type { Ccnl } from '../kb/schema.js';
import type { Topic } from '../kb/topics.js';
import { citeSources } from './answer.js';
import { bold } from './compose.js';
import { hoursNoticeRow, resignationDays, termDays } from './notice-rows.js';
import { noticeSide } from './notice-side.js';
import type { Line, NoticeAsked } from './topic-line.js';

/**
 * The domestic agreement's notice and probation depend on what families say rather than on a level: the weekly
 * hours (at least 25 or fewer), living in or not, the years with the same family, who ends the job (a
 * resignation halves the terms from 25 hours a week) and the employer's death (the terms of a dismissal, paid by the heirs). The
 * figure for the case asked is the answer: the band that applies, on the side asked.
 */

const DOMESTIC = 'lavoro-domestico';

/**
 * The employer (the person cared for) has died, or the family asks what if they died ("e se la mamma morisse?",
 * "se dovesse venire a mancare"): the job ends with the terms of a dismissal.
 */
export const EMPLOYER_DIED =
  /\b(?:e|è) (?:mancat[oa]|mort[oa]|decedut[oa]|scompars[oa])\b|\bmorte (?:di|del|della|dell'|dell )|\bdeces\w*|\bmuore\b|\bvenut[oa] a mancare\b|\bmori(?:sse|ssero|ra|rà|rebbe)\b|\b(?:dovesse|venisse|dovessero) (?:a )?(?:morire|mancare)\b|\bin caso di (?:morte|decesso)\b/;

const dayCount = (n: number) => String(n).replace('.', ',');

function yearsLabel(years: number): string {
  if (years < 1) {
    const months = Math.round(years * 12);
    return `${months} ${months === 1 ? 'mese' : 'mesi'}`;
  }
  return years === 1 ? '1 anno' : `${String(Math.round(years * 10) / 10).replace('.', ',')} anni`;
}

function noticeLine(ccnl: Ccnl, asked: NoticeAsked): Line | undefined {
  const row = hoursNoticeRow(ccnl.notice.by_level ?? [], {
    weeklyHours: asked.weeklyHours,
    livingIn: asked.cohabiting,
    years: asked.years,
  });
  const dismissal = termDays(row?.licenziamento);
  const resignation = row && resignationDays(row);
  if (!row || dismissal === undefined || !resignation || asked.years === undefined) return undefined;
  const texts = asked.texts ?? [];
  // A follow-up that says the worker leaves of her own will ("e se era lei a volersene andare?") asks the
  // resignation's terms, even when an earlier turn told of the employer's death.
  const ownSide = noticeSide(texts[0] ?? '', []).by;
  const ownResignation = ownSide === 'dimissioni';
  // A dismissal said in this question's own words is answered alone; one carried over from an earlier turn keeps
  // the resignation's term of the same band beside it, in case the follow-up meant the other side.
  const dismissalOwn = ownSide === 'licenziamento';
  const died = !ownResignation && texts.slice(0, 3).some((t) => EMPLOYER_DIED.test(t));
  const hours =
    asked.weeklyHours !== undefined
      ? `${asked.weeklyHours} ore settimanali`
      : 'convivente (almeno 25 ore settimanali)';
  const who = `un rapporto di ${hours} con ${yearsLabel(asked.years)} di anzianità (${row.seniority})`;
  const resigned = dayCount(resignation.days);
  // Only some bands halve the term on resignation (art. 40: from 25 hours a week); the others keep it whole.
  const head = died
    ? `Nel ${ccnl.short_name}, alla morte del datore di lavoro il rapporto si chiude con il preavviso del licenziamento: per ${who} sono ${bold(`${dismissal} giorni`)} di calendario, da pagare come indennità se non lavorati.`
    : asked.by === 'dimissioni'
      ? `Nel ${ccnl.short_name} il preavviso di dimissioni per ${who} è di ${bold(`${resigned} giorni`)} di calendario: ${resignation.halved ? 'la metà del preavviso di licenziamento (i termini sono dimezzati)' : `come per il licenziamento (per i rapporti di ${row.levels.join(', ')} i termini non si dimezzano)`}.`
      : asked.by === 'licenziamento'
        ? `Nel ${ccnl.short_name} il preavviso di licenziamento per ${who} è di ${bold(`${dismissal} giorni`)} di calendario${dismissalOwn ? '' : ` (in caso di dimissioni ${resignation.halved ? `la metà: ${resigned} giorni` : `lo stesso: ${resigned} giorni`})`}.`
        : resignation.halved
          ? `Nel ${ccnl.short_name} il preavviso per ${who} è di ${bold(`${dismissal} giorni`)} di calendario in caso di licenziamento e di ${bold(`${resigned} giorni`)} in caso di dimissioni.`
          : `Nel ${ccnl.short_name} il preavviso per ${who} è di ${bold(`${dismissal} giorni`)} di calendario, sia in caso di licenziamento sia in caso di dimissioni.`;
  // A half the text does not round (15 days → 7,5): the row's note says so beside the figure, when the resignation
  // is what is asked (beside a dismissal's term its other roundings read as the family's figure).
  const rounding = !died && asked.by === 'dimissioni' && resignation.halved && row.note ? ` ${row.note}` : '';
  // The band of the case only: the agreement's other bands (fewer hours, fewer years) and the other side's term
  // read as figures for this case ("15 giorni" beside a dismissal after 7 years), so they are left out.
  // Who pays is part of the death's rule (art. 39): the cohabiting family answers for what was earned until then.
  const heirs = died
    ? ' I familiari coabitanti sono obbligati in solido per i crediti maturati fino al decesso.'
    : '';
  const text = `${head}${rounding}${heirs}`;
  return { text, citations: citeSources(ccnl, text, ccnl.notice.article ?? null, ccnl.notice.sources) };
}

/** The clauses of the probation rule ("…; …") that speak of this worker: living in or not, and the level. */
function ruleClauses(text: string, level: string | undefined, cohabiting: boolean): string {
  const livingIn = (c: string) => /(?<!\bnon )\bconviventi\b/.test(c);
  const ofLevel = (c: string) => level !== undefined && new RegExp(`\\b${level}\\b`).test(c);
  return text
    .replace(/\.$/, '')
    .split(/;\s*/)
    .filter((c) => (cohabiting ? livingIn(c) : ofLevel(c)))
    .join('; ');
}

// Two workers told at once, one living in and one by the hour ("una badante che vivrà con mio zio e una colf a ore,
// livello B, 15 ore a settimana"): the probation of each is asked.
const LIVE_IN_WORKER =
  /(?<!\bnon )\bconvivent\w*|(?<!\bnon )\b(?:vivr\w*|vive|vivra|abit\w*|star\w*|sta) (?:\w+ )?(?:con|da|insieme a) (?:noi|me|lui|lei|loro|(?:mi[oa]|nostr[oa]|su[oa]) \w+)\b|(?<!\bnon )\bdorm\w* (?:da|con|a casa)\b/;
const HOURLY_WORKER =
  /\b(?:a|ad) ore\b|\bnon convivent\w*|\bviene \d{1,2} ore\b|\b\d{1,2} ore (?:a|alla|la|per) settimana\b/;

function twoWorkersProbation(ccnl: Ccnl, level: string | undefined, asked: NoticeAsked): Line | undefined {
  const told = asked.texts?.[0] ?? '';
  if (!LIVE_IN_WORKER.test(told) || !HOURLY_WORKER.test(told)) return undefined;
  const rows = ccnl.probation.by_level ?? [];
  const liveIn = rows.find((r) => r.levels.some((l) => l.startsWith('conviventi')));
  const byHour =
    level !== undefined
      ? rows.find((r) => r.levels.includes(level))
      : rows.find((r) => /\(non conviventi\)/.test(r.max));
  if (!liveIn || !byHour) return undefined;
  const hourly = byHour.max.replace(/\s*\(non conviventi\)$/, '');
  const same = hourly === liveIn.max;
  const who = level !== undefined ? `del livello ${level}` : `dei livelli ${byHour.levels.join(', ')}`;
  const text = `Nel ${ccnl.short_name} il periodo di prova ${same ? 'è lo stesso' : 'cambia'}: per la lavoratrice convivente è di ${bold(liveIn.max)} (qualsiasi livello), per quella non convivente ${who} è di ${bold(hourly)}. La regola: ${(ccnl.probation.text ?? '').replace(/\.$/, '')}.`;
  return { text, citations: citeSources(ccnl, text, ccnl.probation.article ?? null, ccnl.probation.sources) };
}

function probationLine(ccnl: Ccnl, level: string | undefined, asked: NoticeAsked): Line | undefined {
  const both = twoWorkersProbation(ccnl, level, asked);
  if (both) return both;
  if (asked.cohabiting === undefined) return undefined;
  const rows = ccnl.probation.by_level ?? [];
  // A worker not living in with no level told ("colf a ore, non dormo lì"): the row of the non-live-in levels,
  // those the text sets apart by "(non conviventi)", whose levels are named with it.
  const notLivingIn = rows.find((r) => /\(non conviventi\)/.test(r.max));
  const row = asked.cohabiting
    ? rows.find((r) => r.levels.some((l) => l.startsWith('conviventi')))
    : level !== undefined
      ? rows.find((r) => r.levels.includes(level))
      : notLivingIn;
  if (!row) return undefined;
  const who = asked.cohabiting
    ? `un lavoratore convivente${level ? ` (livello ${level})` : ''}`
    : level !== undefined
      ? `un lavoratore non convivente del livello ${level}`
      : `un lavoratore non convivente dei livelli ${row.levels.join(', ')}`;
  const max = row.max.replace(/\s*\(non conviventi\)$/, '');
  // (With no level told, the rule's other rows would read as this worker's figure: the row alone is said; with
  // one, only the rule's clauses of this case, so a live-in worker's 30 days never stand beside a CS's 8.)
  // (A live-in worker's rule keeps its live-in clause alone: the non-live-in 8 days would read as hers.)
  const clauses = ruleClauses(ccnl.probation.text ?? '', level, asked.cohabiting);
  const rule = (asked.cohabiting || level !== undefined) && clauses ? ` La regola: ${clauses}.` : '';
  const text = `Nel ${ccnl.short_name} il periodo di prova massimo per ${who} è di ${bold(max)}.${rule}`;
  return { text, citations: citeSources(ccnl, text, ccnl.probation.article ?? null, ccnl.probation.sources) };
}

/** The domestic agreement's line for the case the family describes, or undefined to answer as usual. */
export function domesticLine(
  ccnl: Ccnl,
  topic: Topic,
  level: string | undefined,
  asked: NoticeAsked,
): Line | undefined {
  if (ccnl.id !== DOMESTIC) return undefined;
  if (topic === 'preavviso') return noticeLine(ccnl, asked);
  if (topic === 'prova') return probationLine(ccnl, level, asked);
  return undefined;
}
