import { decimal, italianDate, MONTH_NAMES, MONTHS } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import { ORDINAL_WORDS, ordinalNumber } from '../reader/ordinals.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { ASKS_MONTHLY } from './accrual.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { fullPermitsAsked } from './full-permits-asked.js';
import { rolBands } from './rol-bands.js';
import { daysShare } from './rol-days.js';
import { rolScale } from './rol-scale.js';
import { stepRise } from './rol-step-rise.js';
import { unusedAsked } from './shared/unused-asked.js';
import { deadlineBesideTotal } from './unused-leave-parts.js';

/** "assunta nel 2020", "assunto 2025", "in azienda dal 2019": the year of hiring alone. */
const HIRE_YEAR = new RegExp(
  String.raw`\b(?:as?sunt\w*|in azienda|in forza|(?:lavor|sto|sta|sono|facc)\w*\b[^.?;:]{0,80}?\bda(?:l)?)\s*(?:nel |dal |da |a |ad |in )?(?:(${MONTH_NAMES}|\w+) )?((?:19|20)\d\d)\b`,
);
/\b(?:assunt\w*|in azienda|in forza|lavoro li|lavoro qui)\s*(?:nel |dal |a |ad |in )?(?:\w+ )?((?:19|20)\d\d)\b/;

/** The day the question asks about: its own date, unless that date is only the hiring day. */
export function askedDay(ctx: AgentContext, req: TypedRequest): string {
  const { date, hireDate } = req.slots;
  const hireYear = hireDate?.slice(0, 4) ?? HIRE_YEAR.exec(readable(ctx.message))?.[2];
  // "assunta a marzo 2024", "assunto nel 2020": the year said is the hiring's, not the one asked.
  return date && date.slice(0, 4) !== hireYear ? date : ctx.today;
}

// ROL by its name or as the agreement words it ("riduzione d'orario", "riduzione dell'orario").
const ROL_NAMED = String.raw`(?:\brol\b|\briduzion\w* (?:d'|di |dell')?orario)`;
const EX_NAMED = String.raw`(?:ex.?festivit|festivita soppresse)`;

/** Both kinds of permit named ("tra riduzione d'orario ed ex festività"), within `gap` characters when given. */
function rolAndExNamed(text: string, gap?: number): boolean {
  if (gap === undefined) return new RegExp(ROL_NAMED).test(text) && new RegExp(EX_NAMED).test(text);
  return new RegExp(`${ROL_NAMED}.{0,${gap}}${EX_NAMED}|${EX_NAMED}.{0,${gap}}${ROL_NAMED}`).test(text);
}

const ASKS_TOTAL = /\bannu|\banno\b|\bquant[ei]\b|\btotal|monte ore|in tutto|spett|\bmatur|complessiv/;

type Band = NonNullable<Ccnl['rol_ex_festivita']['rol_hours']>[number];
const sizeLabel = (b: Band) =>
  b.workplace
    ? b.workplace.name
    : b.max_employees !== undefined && b.min_employees === undefined
      ? `fino a ${b.max_employees} dipendenti`
      : b.min_employees !== undefined && b.max_employees === undefined
        ? `da ${b.min_employees} dipendenti`
        : b.min_employees !== undefined
          ? `da ${b.min_employees} a ${b.max_employees} dipendenti`
          : '';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
/** "2 anni e 8 mesi", "1 anno", "10 mesi". */
function serviceLabel(months: number): string {
  const years = Math.floor(months / 12);
  const rest = months % 12;
  if (!years) return plural(rest, 'mese', 'mesi');
  return rest
    ? `${plural(years, 'anno', 'anni')} e ${plural(rest, 'mese', 'mesi')}`
    : plural(years, 'anno', 'anni');
}
/** Hours as people write them: "104", "28,5". */
const hours = (n: number) => (Number.isInteger(n) ? String(n) : decimal(n));

/** The ISO day `months` months before `day`. */
function monthsBefore(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const total = y * 12 + (m - 1) - months;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** Whole months from one ISO day to another. */
function monthsBetween(from: string, to: string): number {
  const [fy, fm, fd] = from.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = to.split('-').map(Number) as [number, number, number];
  return Math.max(0, (ty - fy) * 12 + (tm - fm) - (td < fd ? 1 : 0));
}

type Ramp = NonNullable<Ccnl['rol_ex_festivita']['rol_by_seniority']>;

const serviceSpan = (months: number) =>
  months % 12 === 0 ? (months === 12 ? '1 anno' : `${months / 12} anni`) : `${months} mesi`;

/** The whole ramp for people hired after its date, and the day each later step starts for this worker. */
function rampLines(graded: Ramp, step: Ramp['steps'][number], hire: string): string[] {
  const steps = graded.steps;
  const later = steps
    .filter((s) => s.from_month > step.from_month)
    // (The service each step needs is said too: "dopo 4 anni di servizio" is when the full hours come.)
    .map(
      (s) =>
        `dal ${italianDate(monthsBefore(hire, -s.from_month))} (dopo ${serviceSpan(s.from_month)} di servizio) il ${hours(s.rol_percent)}%`,
    );
  return [
    `Per chi è assunto dal ${italianDate(graded.hired_from)} in poi i ROL maturano per gradi: ${rolScale(steps, step)}.`,
    ...(later.length ? [`Con questa data di assunzione spetterà ${later.join(', ')} dei ROL.`] : []),
  ];
}

/** Not yet any ROL: when they start ("i ROL cominciano a maturare dopo 12 mesi di servizio, dal 1° marzo 2027"). */
function firstRol(
  graded: Ramp | undefined,
  step: Ramp['steps'][number] | undefined,
  hire: string | undefined,
): string {
  if (!graded || !step || step.rol_percent !== 0 || hire === undefined) return '';
  const next = graded.steps.find((s) => s.from_month > step.from_month);
  if (!next) return '';
  // "nei primi 2 anni": the span without ROL said in years when it is whole years, as the agreement writes it.
  const span =
    next.from_month % 12 === 0
      ? `nei primi ${next.from_month / 12} anni`
      : `nei primi ${next.from_month} mesi`;
  return `; ${span} di servizio i ROL non maturano (solo ex festività): cominciano dopo ${next.from_month} mesi, dal ${italianDate(monthsBefore(hire, -next.from_month))}`;
}

/**
 * The full hours beside a graded share: what a colleague hired before the ramp's date has ("una collega
 * assunta nel 2015 ne ha 104"), and what this worker reaches at the end of the ramp.
 */
function fullRateLine(
  text: string,
  graded: Ramp,
  totals: { band: Band }[],
  exOwn: number,
  part: number,
): string[] {
  const fullHours = totals.map((t) => Math.round(t.band.hours * part * 100) / 100 + exOwn);
  // Only when the question names that figure or asks the full hours: otherwise a new hire reads it as the own.
  if (!fullPermitsAsked(text) && !fullHours.some((h) => new RegExp(`\\b${hours(h)}\\b`).test(text)))
    return [];
  const full = totals
    .map(
      (t) =>
        `${hours(Math.round(t.band.hours * part * 100) / 100 + exOwn)} ore${totals.length > 1 ? ` (${sizeLabel(t.band)})` : ''}`,
    )
    .join(' o ');
  return [
    `Misura piena (chi è assunto prima del ${italianDate(graded.hired_from)} o ha completato la scala): ${full} l'anno tra ROL ed ex festività.`,
  ];
}

/** "quando arriva alla misura piena?": the day the ramp reaches all the ROL for this worker. */
function fullRol(
  text: string,
  graded: Ramp | undefined,
  step: Ramp['steps'][number] | undefined,
  hire: string | undefined,
  fullHours: number[],
): string {
  if (!graded || !step || hire === undefined || !fullPermitsAsked(text)) return '';
  const full = graded.steps.find((s) => s.rol_percent >= 100 && s.from_month > step.from_month);
  if (!full) return '';
  const years = full.from_month % 12 === 0 ? `${full.from_month / 12} anni` : `${full.from_month} mesi`;
  // "quante ne avrò a regime?": the hours reached, not only when (one firm size known).
  const amount = fullHours.length === 1 ? `, ${bold(`${hours(fullHours[0] as number)} ore l'anno`)},` : '';
  return `; la misura piena${amount} arriva dopo ${bold(years)} di servizio, dal ${italianDate(monthsBefore(hire, -full.from_month))}`;
}

/** "con che percentuale", "in che misura", "al 100%": the shares of a graded scale are asked. */
const PERCENT_ASKED = /\bpercentual\w*|\bin che misura\b|\d\s?%/;

/** A worker hired now, said in words: "neoassunto", "appena assunta", "nuovo assunto", "al primo anno". */
export const NEW_HIRE =
  /\bneo.?assunt\w*|\bappena (?:stat[oa] )?assunt\w*|\bnuov[oa] assunt[oa]\b|\bnuovi assunti\b|\bassunt[oa] da poco\b|\b(?:al |nel )?(?:primo|1 ?°?|1a|1o) anno di (?:lavoro|servizio)\b|\b(?:al|nel) (?:primo|1 ?°?|1o) anno\b|\bappena entrat[oa]\b/;

// "quando arriva al quinto anno", "dal 5° anno", "nel terzo anno di servizio": a year of service asked ahead.
const SERVICE_YEAR = new RegExp(
  String.raw`\b(?:(?:al|nel|dal|durante il|per il) (${ORDINAL_WORDS.join('|')}|\d{1,2}\s?(?:°|o|esimo)?)|(\d{1,2}\s?°)) anno\b(?! (?:solare|scorso|prossimo|di (?:eta|vita)))`,
);

/** The year of service the question asks about ("al quinto anno" → 5), beyond the first. */
function serviceYearAsked(text: string): number | undefined {
  // (A consultant's bare "neoassunto 2° anno": the ordinal's mark says it is a year of service.)
  const found = SERVICE_YEAR.exec(text);
  const said = found?.[1] ?? found?.[2];
  if (!said) return undefined;
  const n = ordinalNumber(said) ?? Number.parseInt(said, 10);
  return n >= 2 && n <= 40 ? n : undefined;
}

/**
 * A longer follow-up that keeps the worker and changes the firm ("e invece nel negozio … stessa anzianità"), or asks
 * the same again of the firm now said ("stessa domanda per l'altro punto vendita, che ha 25 dipendenti").
 */
const SAME_WORKER =
  /^(?:e|ma|invece)\b|\bstess[ao] (?:domanda|calcolo|conto)\b|\bstess[ao] (?:anzianita|persona|lavorat\w*|dipendente|commess\w*|assunzione)\b/;

/**
 * The yearly hours of ROL plus ex festività for the worker asked: the firm's size picks the ROL band, the
 * service the share of it where the agreement grades ROL for people hired after a date (Commercio: none in
 * the first two years, half in the third and fourth). Undefined when the agreement states no hours or the
 * question asks no amount.
 */
export function rolTotalAnswer(
  ctx: AgentContext,
  req: TypedRequest,
  ccnl: Ccnl,
  partTimer = false,
): AgentAnswer | undefined {
  const text = readable(ctx.message);
  // "e con 40 dipendenti?" after a question on the year's hours: the same total, for the firm's size now said.
  // ("e se il negozio avesse 20 dipendenti invece di 8 cambierebbe qualcosa?": a short turn too.)
  const sizeFollowUp =
    req.slots.employees !== undefined &&
    /\b(?:dipendent|addett|lavorator)/.test(text) &&
    (text.split(/\s+/).length <= 14 || SAME_WORKER.test(text)) &&
    ASKS_TOTAL.test(readable(ctx.history?.at(-1) ?? ''));
  // "e per la ragazza assunta a febbraio 2025? a lei spetta lo stesso?" after the year's hours: the total for her service.
  const hireFollowUp =
    (req.slots.hireDate !== undefined || req.slots.seniorityYears !== undefined) &&
    /\b(?:assunt\w*|entrat\w*|arrivat\w*|in servizio)\b|\bda (?:\d+|un|due|tre|quattro|cinque) (?:anni|anno|mesi)\b/.test(
      text,
    ) &&
    text.split(/\s+/).length <= 20 &&
    ASKS_TOTAL.test(readable(ctx.history?.at(-1) ?? ''));
  if (!ASKS_TOTAL.test(text) && !sizeFollowUp && !hireFollowUp) return undefined;
  // "se non le faccio entro dicembre le perdo?": what happens to the hours not taken is asked, not their total.
  if (unusedAsked(text)) return undefined;
  // A total for this worker: the firm's size or the service given, or both kinds of permit asked together.
  const both = /\btotal|in tutto|complessiv/.test(text) || rolAndExNamed(text, 30);
  // A part-timer's own share is a total for this worker too (part-time-rights.ts).
  if (
    !both &&
    !partTimer &&
    req.slots.employees === undefined &&
    req.slots.seniorityYears === undefined &&
    !req.slots.hireDate &&
    // "assunto nel 2020": the year of hiring alone is this worker's service too.
    !HIRE_YEAR.test(text) &&
    !NEW_HIRE.test(text) &&
    serviceYearAsked(text) === undefined
  )
    return undefined;
  const fact = ccnl.rol_ex_festivita;
  const ex = fact.ex_festivita_hours ?? undefined;
  // "più di 15 dipendenti" is 16 or more.
  const over = /\b(?:piu di|oltre|sopra i|superiore a) (\d+) (?:dipendenti|addetti|lavoratori)/.exec(text);
  const staff = over && Number(over[1]) === req.slots.employees ? Number(over[1]) + 1 : req.slots.employees;
  // Only ROL asked ("quante ore di ROL"): its hours lead; the ex festività follow as a step.
  const rolOnly =
    /\brol\b|riduzion\w* (?:d'|di |dell')?orario/.test(text) &&
    !/ex.?festivit|festivita soppresse|permess|total|in tutto|complessiv/.test(text);
  // A schedule or workplace said earlier in the conversation ("lavoro anche il sabato") picks its band too.
  const all = rolBands(fact, [text, ...(ctx.history ?? []).map(readable)].join(' '));
  const bands = all.filter(
    (b) => staff === undefined || ((b.min_employees ?? 0) <= staff && staff <= (b.max_employees ?? Infinity)),
  );
  if (ex === undefined || !bands.length) return undefined;
  const at = askedDay(ctx, req);
  // A size follow-up keeps the worker of the turn before ("stessa anzianità"): the hiring year said there.
  const said =
    HIRE_YEAR.exec(text) ?? (sizeFollowUp ? HIRE_YEAR.exec(readable(ctx.history?.at(-1) ?? '')) : null);
  const hireYear = said?.[2];
  const hireMonth = String(MONTHS.indexOf(said?.[1] ?? '') + 1 || 1).padStart(2, '0');
  const hire =
    req.slots.hireDate && !req.slots.hireDate.startsWith('?')
      ? req.slots.hireDate
      : req.slots.seniorityYears !== undefined
        ? monthsBefore(at, Math.round(req.slots.seniorityYears * 12))
        : // Only the year of hiring: its first day, unless that year is the one asked (then its last).
          hireYear
          ? `${hireYear}-${hireYear === at.slice(0, 4) && !said?.[1] ? at.slice(5) : `${hireMonth}-01`}`
          : // "neoassunto", "appena assunta", "al primo anno": hired now, the first step of a graded scale.
            NEW_HIRE.test(text)
            ? at
            : undefined;
  const graded = fact.rol_by_seniority;
  // Without the service, a graded agreement is answered at full rate only when the question gives a hire date
  // or service; otherwise the full amount is stated as the amount at full rate.
  // "quando arriva al quinto anno?": the hours of that year of service, not of today's.
  const yearAsked = serviceYearAsked(text);
  const gradedApplies =
    graded &&
    ((hire !== undefined && hire >= graded.hired_from) || (hire === undefined && yearAsked !== undefined));
  const months =
    yearAsked !== undefined ? (yearAsked - 1) * 12 : hire !== undefined ? monthsBetween(hire, at) : undefined;
  const step =
    gradedApplies && months !== undefined
      ? [...graded.steps].reverse().find((s) => months >= s.from_month)
      : undefined;
  const share = step ? step.rol_percent : 100;
  // A part-timer's hours are the full-time hours at the part-time share (D.Lgs. 81/2015 art. 7).
  const pt = req.slots.partTimePercent;
  const part = pt !== undefined && pt > 0 && pt < 100 ? pt / 100 : 1;
  const round2 = (n: number) => Math.round(n * 100) / 100;
  const exOwn = round2(ex * part);
  const totals = bands.map((b) => ({
    band: b,
    rol: round2(((b.hours * share) / 100) * part),
    total: round2(((b.hours * share) / 100) * part + exOwn),
  }));
  // Both named ("permessi retribuiti (ROL ed ex festività)"): each one's hours open beside the total.
  // (And a year of service asked ahead: the two parts of its total.)
  const bothNamed = rolAndExNamed(text) || yearAsked !== undefined;
  // The same hours whatever the firm's size (a new hire's graded ROL is none in either band): said once.
  const sameForAll = totals.length > 1 && totals.every((t) => t.total === totals[0]?.total);
  const anySize = ` (${bands.map((b) => sizeLabel(b)).join(' o ')}: ${bold('stesso numero di ore')})`;
  // ROL asked while none has matured yet (a graded scale's first years): what is due opens, the ex festività.
  const exFirst = rolOnly && (totals[0]?.rol ?? 0) === 0 && exOwn > 0 && yearAsked !== undefined;
  const head = exFirst
    ? `${bold(`${hours(exOwn)} ore l'anno`)} di ex festività e ${bold('0 ore')} di ROL${sameForAll ? anySize : ''}`
    : sameForAll
      ? rolOnly
        ? `${bold(`${hours(totals[0]?.rol ?? 0)} ore`)} di ROL l'anno${anySize}`
        : `${bold(`${hours(totals[0]?.total ?? 0)} ore l'anno`)}${anySize}`
      : rolOnly
        ? totals
            .map(
              (t) =>
                `${bold(`${hours(t.rol)} ore`)} di ROL l'anno${totals.length > 1 ? ` (${sizeLabel(t.band)})` : ''}`,
            )
            .join(' e ')
        : totals
            .map(
              (t) =>
                `${bold(`${hours(t.total)} ore l'anno`)}${totals.length > 1 ? ` (${sizeLabel(t.band)})` : bothNamed ? ` (${hours(t.rol)} ore di ROL e ${hours(exOwn)} ore di ex festività)` : ''}`,
            )
            .join(' e ');
  const service = `${yearAsked !== undefined ? `, al ${yearAsked}° anno di servizio${hire !== undefined ? ` (dal ${italianDate(monthsBefore(hire, -(months ?? 0)))})` : ''}` : months === 0 ? ', appena assunto' : months !== undefined ? `, con ${serviceLabel(months)} di servizio` : ''}${part !== 1 ? `, part-time al ${hours(pt ?? 100)}%` : ''}`;
  const deadline = deadlineBesideTotal(text, ccnl);
  // "con che percentuale dal 12° mese e quando arriva al 100%?": the graded scale asked opens, the hours follow.
  const ramp =
    gradedApplies && step && hire !== undefined && yearAsked === undefined
      ? rampLines(graded, step, hire)
      : [];
  const scaleFirst = ramp.length > 0 && PERCENT_ASKED.test(text);
  const rise = ctx.history?.length && yearAsked === undefined ? stepRise(graded, step, bands, part) : ''; // a follow-up: what the step adds
  return compose({
    answer: `${scaleFirst ? `Nel ${ccnl.short_name}, ${ramp.join(' ').replace(/^P/, 'p')} ` : ''}Nel ${ccnl.short_name}${staff !== undefined ? `, in un'azienda ${over ? `con più di ${over[1]}` : `di ${staff}`} dipendenti` : ''}${service}, ${rolOnly ? 'spettano' : 'tra ROL ed ex festività spettano'} ${head}${rise}${firstRol(graded, step, hire)}${fullRol(
      text,
      graded,
      step,
      hire,
      totals.map((t) => round2(t.band.hours * part + exOwn)),
    )}.${monthlyShare(text, totals, rolOnly)}${daysShare(text, totals, rolOnly)}${deadline ? ` ${deadline.line}` : ''}`,
    steps: [
      ...totals.map(
        (t) =>
          `ROL${totals.length > 1 || t.band.min_employees !== undefined || t.band.max_employees !== undefined || t.band.workplace ? ` (${sizeLabel(t.band)})` : ''}: ${hours(t.band.hours)} ore${share !== 100 ? ` × ${hours(share)}%` : ''}${part !== 1 ? ` × ${hours(pt ?? 100)}% (part-time)` : ''}${share !== 100 || part !== 1 ? ` = ${hours(t.rol)} ore` : ''}.`,
      ),
      `Ex festività: ${hours(ex)} ore${part !== 1 ? ` × ${hours(pt ?? 100)}% (part-time) = ${hours(exOwn)} ore` : ''}.`,
      ...totals.map((t) => `Totale: ${hours(t.rol)} + ${hours(exOwn)} = ${hours(t.total)} ore.`),
      ...(gradedApplies && step
        ? hire !== undefined && yearAsked === undefined
          ? scaleFirst
            ? []
            : ramp
          : [
              `Per chi è assunto dal ${italianDate(graded.hired_from)} in poi i ROL maturano per gradi: ${rolScale(graded.steps, yearAsked === undefined ? step : undefined)}${yearAsked !== undefined ? `; al ${yearAsked}° anno ne spetta il ${hours(step.rol_percent)}%` : ''}.`,
            ]
        : []),
      ...(gradedApplies && share < 100 ? fullRateLine(text, graded, totals, exOwn, part) : []),
    ],
    assumptions: [
      ...(hireYear &&
      hire?.startsWith(hireYear) &&
      !req.slots.hireDate &&
      req.slots.seniorityYears === undefined
        ? [`Assunzione considerata dal ${italianDate(hire)}: indica il giorno per il calcolo esatto.`]
        : []),
      ...(staff === undefined && totals.length > 1
        ? ["Indica quanti dipendenti ha l'azienda per una sola cifra."]
        : []),
      ...(graded && hire === undefined && yearAsked === undefined
        ? [
            `Cifra a regime: per chi è assunto dal ${italianDate(graded.hired_from)} i ROL maturano per gradi secondo l'anzianità (indica la data di assunzione).`,
          ]
        : []),
      part !== 1
        ? `Part-time al ${hours(pt ?? 100)}%: le ore del tempo pieno riproporzionate all'orario (D.Lgs. 81/2015, art. 7).`
        : 'Tempo pieno: per il part-time le ore si riproporzionano.',
    ],
    citations: citeSources(
      ccnl,
      fact.text ?? 'Permessi ROL ed ex festività',
      fact.article ?? null,
      fact.sources,
    ).concat(deadline?.citations ?? []),
    related: [`Come si maturano i ROL nel ${ccnl.short_name}?`],
  });
}

/** "e quante ne maturo ogni mese?" beside the year's total: a twelfth of it, each month of service. */
function monthlyShare(text: string, totals: { rol: number; total: number }[], rolOnly: boolean): string {
  const only = totals.length === 1 ? totals[0] : undefined;
  if (!only || !ASKS_MONTHLY.test(text)) return '';
  const yearly = rolOnly ? only.rol : only.total;
  return ` Ogni mese di servizio ne maturano ${bold(`${hours(Math.round((yearly / 12) * 100) / 100)} ore`)} (${hours(yearly)} ÷ 12).`;
}
