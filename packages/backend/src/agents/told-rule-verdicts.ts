import { decimal, euro } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import { figuresWithUnits } from '../reader/claimed-figure.js';
import type { RuleClaim } from '../reader/rule-claim.js';
import { fold } from '../reader/text.js';
import { sickDaysValued } from './domestic-sick-days.js';
import { NTH_EVENT, type Verdict } from './rule-claim-verdicts.js';

/**
 * Session 27 (fixs27f): a rule someone told the worker or the family, weighed against the agreement's own
 * sentence: who pays the sickness ("tanto la malattia la paga l'INPS"), holidays said to shrink with the hours
 * where the agreement grants them whatever the schedule ("vengo solo 3 giorni, quindi metà ferie"), a
 * bereavement leave said to be only for parents and children where the agreement reaches further relatives. A
 * resolver returns nothing when the agreement's sentence does not decide the claim.
 */

const SICK = /\bmalat|\bammal|\binfluenz|\bfebbre\b|\bcertificat/;
// "la paga l'INPS", "a carico dell'INPS", "l'INPS la paga", "ci pensa l'INPS".
const INPS_PAYS =
  /\b(?:l[aie] |li )?pag\w* (?:tutto |tutta )?(?:l'|l )?inps\b|\ba carico dell?'? ?inps\b|\b(?:l'|l )?inps (?:l[aie] |li |gliel\w* )?pag\w*|\bci pensa (?:l'|l )?inps\b/;
const INPS_DENIED =
  /\bnon (?:l[aie] |li )?pag\w* (?:l'|l )?inps\b|\bnon (?:l'|l )?inps\b|\b(?:l'|l )?inps non\b|\bnon (?:e|sono) a carico dell?'? ?inps\b/;
const EMPLOYER_PAYS =
  /\b(?:l[aie] |li )?pag(?:o|hiamo|ate|a|ano|are|arla|arle) (?:io|noi|voi|il datore|la famiglia)\b|\b(?:l[aie] |li )?paghiamo\b|\ba carico (?:nostro|mio|vostro|del datore|della famiglia)\b|\bla paga il datore\b/;

// "8 giorni retribuiti con anzianità fino a 6 mesi …, 10 da 6 mesi a 2 anni, 15 oltre i 2 anni".
const SICK_ROW =
  /\b(\d+) (?:giorni )?(?:retribuiti )?(?:con anzianita )?(fino a|da \d+ (?:mesi|anni) a|oltre i) (\d+) (mesi|anni)\b/g;

/** The paid sick days a year for the seniority told, read on the agreement's own sentence. */
export function sickDaysFor(rule: string, years: number | undefined): string | undefined {
  if (years === undefined) return undefined;
  const rows = [...fold(rule).matchAll(SICK_ROW)].map((m) => ({
    days: Number(m[1]),
    over: m[2] === 'oltre i',
    limit: Number(m[3]) / (m[4] === 'mesi' ? 12 : 1),
  }));
  const row = rows.find((r) => (r.over ? years > r.limit : years <= r.limit));
  const months = Math.round(years * 12);
  // ("con 4 mesi di anzianità", "con 1 anno", "con 3 anni").
  const told =
    months % 12 !== 0
      ? months < 12
        ? `${months} mesi`
        : `${decimal(years)} anni`
      : years === 1
        ? '1 anno'
        : `${years} anni`;
  return row ? `con ${told} di anzianità spettano **${row.days} giorni** retribuiti l'anno` : undefined;
}

/** "la malattia la paga l'INPS, è vero?": where the INPS pays no day of it, the employer pays. */
export function sickPayerVerdict(
  claim: RuleClaim,
  ccnl: Ccnl | undefined,
  years?: number,
): Verdict | undefined {
  const bands = ccnl?.sick_pay.sickness.bands;
  if (!ccnl || !bands?.length || !SICK.test(claim.text)) return undefined;
  // Only an agreement where the INPS pays nothing decides the payer outright.
  if (!bands.every((b) => b.inps_pct === 0 && (b.employer_pct ?? 0) > 0)) return undefined;
  const clause = claim.clause;
  const inps = INPS_PAYS.test(clause) && !INPS_DENIED.test(clause);
  const employer = EMPLOYER_PAYS.test(clause) || INPS_DENIED.test(clause);
  if (inps === employer) return undefined;
  const first = bands.find((b) => b.from_day === 1);
  const limit = sickDaysFor(ccnl.sick_pay.sickness.text ?? '', years);
  const split =
    first && first.total_pct != null && first.total_pct < 100
      ? ` (i primi ${first.to_day ?? 3} giorni al ${first.total_pct}%)`
      : '';
  // The days and the daily pay told beside the claim ("5 giorni, 50 euro al giorno: quanto le devo?"): the
  // amount owed belongs in the opening, not only in a table further down.
  const valued = /\bquant[oaie]\b/.test(claim.text) ? sickDaysValued(claim.text, ccnl) : undefined;
  const owed = valued
    ? `; per ${valued.days} giorni a ${euro(valued.daily)} al giorno spettano **${euro(valued.total)}** (${valued.rows.map((r) => `${r.count} × ${euro(r.each)}`).join(' + ')})`
    : '';
  return {
    word: inps ? 'No' : 'Sì',
    reason: `nel ${ccnl.short_name} **la malattia la paga il datore di lavoro, non l'INPS**${split}${owed}${limit ? `; ${limit}` : ", entro i giorni l'anno che il contratto riconosce"}.`,
  };
}

const HOLIDAYS = /\bferie\b/;
// "metà delle ferie", "meno ferie", "in proporzione", "ridotte", "13 invece di 26".
const FEWER =
  /\bmeta\b|\bmeno\b|\bin proporzione\b|\bproporzional\w*|\bridott\w*|\bridur\w*|\bdimezz\w*|\binvece di\b|\bsolo \d+ giorni di ferie\b/;
const REGARDLESS = /\bindipendentemente dall'orario\b/;

/** "vengo solo 3 giorni, quindi ho metà delle ferie": an agreement granting them whatever the schedule says No. */
export function regardlessHolidaysVerdict(claim: RuleClaim, ccnl: Ccnl | undefined): Verdict | undefined {
  const rule = fold(ccnl?.holidays.text ?? '');
  if (!ccnl || !REGARDLESS.test(rule) || !HOLIDAYS.test(claim.text)) return undefined;
  const said = HOLIDAYS.test(claim.clause) ? claim.clause : claim.text;
  if (!FEWER.test(said)) return undefined;
  const days = /\b(\d+) giorni lavorativi\b/.exec(rule)?.[1];
  if (!days) return undefined;
  const week = /settimana convenzionale di (\d) giorni/.exec(rule)?.[1];
  const counted = week ? `, contati su una settimana convenzionale di ${week} giorni` : '';
  return {
    word: 'No',
    reason: `nel ${ccnl.short_name} le ferie sono **${days} giorni lavorativi l'anno** indipendentemente dall'orario${counted}: non si riducono per chi lavora meno ore o meno giorni a settimana.`,
  };
}

// Kinship degrees of the relatives a bereavement names (grandchildren and nephews alike share "nipote").
const DEGREES: readonly [RegExp, number][] = [
  [/\b(?:madre|padre|mamma|papa|genitor\w*|figli\w*|suocer\w*)\b/, 1],
  [/\b(?:nonn[oaie]|fratell\w*|sorell\w*|nipot\w*|cognat\w*)\b/, 2],
  [/\b(?:zi[oae]|zii|bisnonn\w*|pronipot\w*)\b/, 3],
];
const ONLY_CLOSE =
  /\bsolo (?:per |a |ai |agli |alle |i |le |in caso di )?(?:\w+ )?(?:genitor|figli|madre|padre|coniug|parenti stretti|familiari stretti|primo grado)/;
const ORDINALS: Readonly<Record<string, number>> = { primo: 1, secondo: 2, terzo: 3, quarto: 4 };

/** "il lutto c'è solo per genitori e figli, per la nonna prendi ferie": the degree the agreement reaches decides. */
export function bereavementReachVerdict(claim: RuleClaim, ccnl: Ccnl | undefined): Verdict | undefined {
  const leave = ccnl?.leave as { bereavement?: { text?: string } } | undefined;
  const rule = fold(leave?.bereavement?.text ?? '');
  const reach = /\bfino al (primo|secondo|terzo|quarto) grado\b/.exec(rule)?.[1];
  if (!ccnl || !reach || !/\blutt\w*|\bmort[oaie]\b|\bdeced\w*|\bmancat[oa]\b|\bfunerale\b/.test(claim.text))
    return undefined;
  if (!ONLY_CLOSE.test(claim.clause) && !/\bferie\b/.test(claim.clause)) return undefined;
  // The relative told outside the close family: the furthest degree named, parents and children aside.
  const told = DEGREES.filter(([pattern, degree]) => degree > 1 && pattern.test(claim.text)).map(
    ([, d]) => d,
  );
  const degree = told.length ? Math.max(...told) : undefined;
  const limit = ORDINALS[reach] ?? 0;
  if (degree === undefined || degree > limit) return undefined;
  const days = /\b(\d+) giorni\b[^;.]*/.exec(rule)?.[0] ?? '';
  return {
    word: 'No',
    reason: `nel ${ccnl.short_name} il permesso per lutto vale per i familiari **fino al ${reach} grado**, non solo per genitori e figli: ${days ? `**${days.trim()}**` : 'spetta anche per questo parente'} (parente di ${degree}° grado).`,
  };
}

const FULL_PAY = /\bpien[ieao]\b|\binter[ieao]\b|\bal 100\b|\bper intero\b|\btutt[ie] pagat/;
const FIRST_DAYS = /\bprimi (?:3|tre) (?:giorni|gg)\b/;

/** "i primi 3 giorni glieli devo pagare pieni?": the agreement's share of the first days decides. */
export function fullWaitingDaysVerdict(claim: RuleClaim, ccnl: Ccnl | undefined): Verdict | undefined {
  const band = ccnl?.sick_pay.sickness.bands?.find((b) => b.from_day === 1);
  if (!ccnl || !band || band.total_pct == null) return undefined;
  if (!FIRST_DAYS.test(claim.clause) || !FULL_PAY.test(claim.clause) || claim.negated) return undefined;
  // The nth illness of the year has its own share (sick-event-share.ts): the first band's is not its answer.
  if (NTH_EVENT.test(claim.text)) return undefined;
  const days = band.to_day ?? 3;
  const payer = band.inps_pct === 0 ? 'dal datore di lavoro' : "dall'INPS e dal datore di lavoro";
  return {
    word: band.total_pct >= 100 ? 'Sì' : 'No',
    reason: `nel ${ccnl.short_name} i primi ${days} giorni di malattia sono pagati al **${band.total_pct}%** ${payer}${band.total_pct < 100 ? ', non per intero' : ''}.`,
  };
}

// ("pieni come gli altri?": "come" asks only at the head of the sentence.)
const WH_WORD = /\b(?:quant\w*|quando|perche|cosa|chi|dove|quale|quali)\b|^(?:\S+ ){0,2}come\b/;

/**
 * "cmq ci spetta pagarla col contratto colf?", "glieli devo pagare pieni?": a yes-or-no question with no one's claim
 * told, read as the claim of its own asking sentence (the resolvers that weigh it decide; none guesses).
 */
export function polarClaim(message: string, fold_: (s: string) => string): RuleClaim | undefined {
  const text = fold_(message);
  const sentences = text.split(/(?<=[.!?])\s+/);
  const asking = sentences.filter((s) => /\?\s*$/.test(s)).at(-1);
  if (!asking || WH_WORD.test(asking)) return undefined;
  return { clause: asking, text, asking, negated: /\bnon\b|\bnessuno\b|\bniente\b/.test(asking) };
}

const MONTH_NAMES =
  'gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre';
const CLAIMED_MONTH = new RegExp(
  `\\b(?:a|da|dal|dall'|in|entro|con) (?:\\d{1,2}°? )?(${MONTH_NAMES})(?: (20\\d\\d))?\\b`,
);
const OPENING_DATES = new RegExp(`\\bdal (\\d{1,2})° (${MONTH_NAMES}) (20\\d\\d)\\b`, 'g');

/**
 * "dice che a novembre 2026 gli spetta un altro aumento, è vero?": an increase claimed in a month, confirmed when
 * the answer's opening states an increase from that month (denied when the claim says there was none); another
 * month is left unweighed (no guess).
 */
export function increaseMonthVerdict(claim: RuleClaim, opening: string): 'Sì' | 'No' | undefined {
  // "mi chiede di quanto è aumentato il minimo con la tranche di luglio": the amount is asked, not the month.
  if (!/\baument\w*/.test(claim.clause) || /\bdi quant[oaie]\b/.test(claim.clause)) return undefined;
  const month = CLAIMED_MONTH.exec(claim.clause);
  const folded = fold(opening);
  if (!month || !/\baument\w*|\bsale\b/.test(folded)) return undefined;
  const dates = [...folded.matchAll(OPENING_DATES)];
  // "dice che a giugno non c'era nessun aumento": an increase that month denies the claim.
  const found = dates.some((d) => d[2] === month[1] && (!month[2] || d[3] === month[2]));
  return found ? (claim.negated ? 'No' : 'Sì') : undefined;
}

/**
 * "è giusto il 60% per il primo anno?": one rate claimed against the one rate the opening line states beside its
 * bold amount ("**1.116,79 €** …: il 70% di 1.595,42 €").
 */
export function rateVerdict(claim: RuleClaim, opening: string): 'Sì' | 'No' | undefined {
  const claimed = figuresWithUnits(claim.clause).filter((f) => f.unit === 'percent');
  const folded = fold(opening);
  const bold = [...folded.matchAll(/\*\*([^*]+)\*\*/g)].map((m) => m[1] ?? '').join(' ');
  if (claimed.length !== 1 || figuresWithUnits(bold).some((f) => f.unit === 'percent')) return undefined;
  const stated = [
    ...new Set(
      figuresWithUnits(folded)
        .filter((f) => f.unit === 'percent')
        .map((f) => f.value),
    ),
  ];
  if (stated.length !== 1) return undefined;
  return Math.abs((stated[0] as number) - (claimed[0]?.value ?? Number.NaN)) < 0.005 ? 'Sì' : 'No';
}
