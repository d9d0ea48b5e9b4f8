import { percent } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import type { RuleClaim } from '../reader/rule-claim.js';
import type { Verdict } from './rule-claim-verdicts.js';
import { askedSickDay } from './sick-band-cell.js';

/**
 * Session 29 (fixs29a): a share of the sick pay claimed ("il collega dice che la malattia è pagata sempre al
 * 100%", "dal quarto giorno prendo il 50%, giusto?", "l'INPS paga il 50% dal 4° giorno?"), weighed on the
 * agreement's day bands: the band of the day claimed, or every band when no day is said. The verdict states the
 * bands, the one that differs in bold, and the band of the day the worker is at when the story says it ("sono a
 * casa da 10 giorni"). Nothing when the agreement's bands lack the share claimed.
 */
const SICK = /\bmalat|\bammal|\binfluenz|\bfebbre\b/;
// What the claim says ends where the asking starts: ", è vero o …", "?", "oppure".
const ASKING = /,?\s*\b(?:e|e') (?:vero|giusto|cosi|corretto)\b|\?|\boppure\b|,\s*o\b/;
const SHARE = /\b(\d{1,3}(?:[.,]\d{1,2})?)\s?(?:%|per ?cento)|\b(per intero|interamente|tutta|intera|meta)\b/;
const INPS = /\binps\b/;
const EMPLOYER = /\b(?:azienda|datore|ditta|titolare|integrazion\w*)\b/;
const DAYS_AWAY = /\b(?:malat\w*|a casa|assente|in mutua)\b[^.?!]{0,40}\bda (\d{1,3}) giorni\b/;

type Band = NonNullable<Ccnl['sick_pay']['sickness']['bands']>[number];
const span = (b: Band) =>
  b.to_day === null || b.to_day === undefined
    ? `dal ${b.from_day}° giorno`
    : `dal ${b.from_day}° al ${b.to_day}° giorno`;

function claimedShare(said: string): number | undefined {
  const m = SHARE.exec(said);
  if (!m) return undefined;
  if (m[1]) return Number(m[1].replace(',', '.'));
  return m[2] === 'meta' ? 50 : 100;
}

export function sickShareClaimVerdict(claim: RuleClaim, ccnl: Ccnl | undefined): Verdict | undefined {
  const bands = ccnl?.sick_pay.sickness.bands ?? [];
  if (!ccnl || !bands.length || !SICK.test(claim.text)) return undefined;
  const said = claim.clause.split(ASKING)[0] ?? '';
  const share = claimedShare(said);
  // A denial ("non paga il 100%") or a payer named with no share is another claim's.
  if (share === undefined || share > 100 || claim.negated) return undefined;
  const payer = INPS.test(said) && !EMPLOYER.test(said) ? 'inps' : EMPLOYER.test(said) ? 'employer' : 'total';
  const of = (b: Band) =>
    payer === 'inps' ? b.inps_pct : payer === 'employer' ? b.employer_pct : b.total_pct;
  const day = askedSickDay(said);
  const weighed =
    day === undefined
      ? bands
      : bands.filter((b) => b.from_day <= day && (b.to_day == null || day <= b.to_day));
  if (!weighed.length || weighed.some((b) => of(b) == null)) return undefined;
  const right = weighed.every((b) => Math.abs((of(b) as number) - share) < 0.01);
  const shares = (b: Band) =>
    b.inps_pct != null && b.employer_pct != null
      ? ` (${percent(b.inps_pct)} INPS e ${percent(b.employer_pct)} azienda)`
      : '';
  // The bands that settle the verdict in bold: the day's band, or every band paying otherwise than claimed.
  const settles = (b: Band) =>
    day !== undefined ? weighed.includes(b) : Math.abs((of(b) ?? share) - share) >= 0.01;
  const ladder = bands
    .filter((b) => b.total_pct != null)
    .map((b) => {
      const figure = `${span(b)} ${percent(b.total_pct as number)}`;
      // (The day's band with its condition: "se la malattia dura più di 3 giorni".)
      const note = day !== undefined && settles(b) && b.note ? `, ${b.note}` : '';
      return `${settles(b) ? `**${figure}**` : figure}${shares(b).replace(/\)$/, `${note})`) || (note ? ` (${note.slice(2)})` : '')}`;
    })
    .join(', ');
  const away = Number(DAYS_AWAY.exec(claim.text)?.[1]);
  const now = away
    ? bands.find((b) => b.from_day <= away && (b.to_day == null || away <= b.to_day))
    : undefined;
  const at =
    now && now.total_pct != null
      ? ` Al ${away}° giorno di malattia sei nella fascia ${span(now)}: ${percent(now.total_pct)} della retribuzione.`
      : '';
  const who =
    payer === 'inps'
      ? "l'INPS paga il"
      : payer === 'employer'
        ? "l'azienda paga il"
        : 'la malattia è pagata al';
  const first = weighed[0] as Band;
  const lead = right
    ? `nel ${ccnl.short_name} ${who} ${percent(share)}${day !== undefined ? ` ${span(first)}` : ''}`
    : day === undefined
      ? `nel ${ccnl.short_name} non sempre ${who} ${percent(share)}`
      : `nel ${ccnl.short_name} ${span(first)} ${who} ${percent(of(first) as number)}, non ${payer === 'total' ? 'al' : 'il'} ${percent(share)}`;
  return { word: right ? 'Sì' : 'No', reason: `${lead}: ${ladder}.${at}` };
}
