import { decimal, euro, italianDate, percent } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import { cents } from '../payroll/net-pay.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, type Citation, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { fixedTermDayAnswer } from './fixed-term-day.js';
import { agreementOf } from './pay-base.js';
import { floorCaveat, nurseryHourlyFloor } from './provincial-floor.js';

/**
 * The fixed-term workers' «terzo elemento» on an hour's pay the user gives (Operai agricoli, art. 49: 30,44% of
 * the provincial wage, paid with each hour in place of holidays, leave, 13th and 14th): "la tabella provinciale
 * dice 8,20 € l'ora, quanto aggiungo di terzo elemento?", and a day of the hours said ("e per una giornata di 6
 * ore e mezza?"), the hour read from the earlier turn. Undefined when the agreement holds no such percentage, the
 * allowance is not named or no hour's pay is given.
 */
const NAMED = /\bterzo elemento\b|\b3(?:°|o)? elemento\b/;
const HOURLY =
  /(?<![\d.,])(\d{1,2}(?:,\d{1,2})?) ?(?:€|euro|eur)? ?(?:lord[io] )?(?:l'ora|l ora|all'ora|all ora|ad ora|a ora|per ora|orari\w*|\/ ?h\b|\/ ?ora)/;
const DAY = /\bgiornat\w*|\bal giorno\b|\bgiorno (?:pieno|intero|di lavoro)\b/;
// "6 ore e mezza", "6 ore e 30", "6,5 ore", "sei ore e mezzo".
const WORDS: Record<string, number> = { cinque: 5, sei: 6, sette: 7, otto: 8, nove: 9 };
const DAY_HOURS =
  /\b(\d{1,2}(?:,\d{1,2})?|cinque|sei|sette|otto|nove) ore(?: e (mezza|mezzo|30|trenta|un quarto|15|tre quarti|45))?\b/;

export function hourlyPay(texts: readonly string[]): number | undefined {
  for (const text of texts) {
    const m = HOURLY.exec(text);
    const value = m ? Number((m[1] ?? '').replace(',', '.')) : Number.NaN;
    if (value > 2 && value < 60) return value;
  }
  return undefined;
}

export function dayHours(text: string): number | undefined {
  const m = DAY_HOURS.exec(text);
  if (!m) return undefined;
  const whole = WORDS[m[1] ?? ''] ?? Number((m[1] ?? '').replace(',', '.'));
  const part = m[2];
  const fraction = !part ? 0 : /mezz|30|trenta/.test(part) ? 0.5 : /tre quarti|45/.test(part) ? 0.75 : 0.25;
  const hours = whole + fraction;
  return hours > 0 && hours <= 12 ? hours : undefined;
}

export function thirdElementAnswer(
  ccnl: Ccnl,
  message: string,
  history: readonly string[] = [],
): AgentAnswer | undefined {
  const fact = ccnl.fixed_term_third_element;
  const pct = fact?.value;
  const own = readable(message);
  if (!fact || !pct || !NAMED.test(own)) return undefined;
  const hour = hourlyPay([own, ...history.toReversed().map(readable)]);
  if (hour === undefined) return undefined;
  return onHour(ccnl, own, hour);
}

// A figure asked: "quanto viene all'ora?", "a quanto arriva?", "la paga oraria con il terzo elemento?".
const FIGURE_ASKED = /\bquant\w*|\bcifr\w*|\bviene\b|\barriv\w*|\bpaga orari\w*/;

/**
 * "vivaio, area 1, minimo orario?" then "e da stagionale, col terzo elemento quanto viene all'ora?": the allowance
 * on the florovivaisti's national hourly area minimum of the conversation, said as the floor it is (the
 * provincial wage may be higher). Undefined without a figure asked, the allowance named or a nursery's area.
 */
export function thirdElementOnFloor(
  ccnl: Ccnl,
  message: string,
  history: readonly string[],
  date: string,
): AgentAnswer | undefined {
  const own = readable(message);
  if (!ccnl.fixed_term_third_element?.value || !NAMED.test(own) || !FIGURE_ASKED.test(own)) return undefined;
  const floor = nurseryHourlyFloor(ccnl, [message, ...history.toReversed()], date);
  if (!floor) return undefined;
  const from = italianDate(floor.table.effective_from);
  return onHour(ccnl, own, floor.amount, {
    lead: `Sul minimo nazionale di area orario degli operai florovivaisti dell'${floor.level} (${euro(floor.amount)} dal ${from})`,
    note: floorCaveat(ccnl),
    citations: citeSources(ccnl, '', `tabella minimi orari dal ${from}`, floor.table.sources),
  });
}

function onHour(
  ccnl: Ccnl,
  own: string,
  hour: number,
  floor?: { lead: string; note: string; citations: Citation[] },
): AgentAnswer {
  const fact = ccnl.fixed_term_third_element;
  const pct = fact?.value ?? 0;
  const added = (hour * pct) / 100;
  const total = hour + added;
  const hours = DAY.test(own) ? dayHours(own) : undefined;
  const lead = floor ? floor.lead : `Con un salario di ${euro(hour)} l'ora`;
  const hourLine = `${lead}, il terzo elemento è ${bold(`${euro(cents(added))} l'ora`)} (${percent(pct)}): in tutto ${bold(`${euro(cents(total))} l'ora`)} lordi.`;
  const answer =
    hours === undefined
      ? hourLine
      : `Per una giornata di ${decimal(hours)} ore, salario più terzo elemento fanno ${bold(`${euro(cents(total * hours))} lordi`)} (${euro(hour)} + ${percent(pct)} = ${decimal(Math.round(total * 10000) / 10000)} € l'ora × ${decimal(hours)} ore).`;
  return compose({
    answer,
    steps: [
      '| Passaggio | Calcolo | Importo |',
      '| --- | --- | ---: |',
      `| Terzo elemento orario | ${euro(hour)} × ${percent(pct)} | ${euro(cents(added))} |`,
      `| Salario più terzo elemento, all'ora | ${euro(hour)} + ${euro(cents(added))} | ${euro(cents(total))} |`,
      ...(hours === undefined
        ? []
        : [
            `| Giornata di ${decimal(hours)} ore | ${euro(hour)} × ${decimal(1 + pct / 100)} × ${decimal(hours)} | ${euro(cents(total * hours))} |`,
          ]),
    ],
    assumptions: [
      `Il terzo elemento (${fact?.article ?? 'art. 49'}) spetta agli operai a tempo determinato al posto di festività, ferie, tredicesima e quattordicesima: non si pagano a parte.`,
      floor
        ? `${floor.note} Il TFR degli operai a tempo determinato è a parte.`
        : 'Il salario orario è quello del contratto provinciale che indichi; il TFR degli operai a tempo determinato è a parte.',
      ...(fact?.gap ? [`Fonte della percentuale: ${fact.gap}`] : []),
    ],
    citations: [
      ...(floor?.citations ?? []),
      ...citeSources(ccnl, fact?.text ?? '', fact?.article ?? null, fact?.sources ?? []),
    ],
    related: [
      `Cosa comprende il terzo elemento nel ${ccnl.short_name}?`,
      `Quante ore si lavorano al giorno nel ${ccnl.short_name}?`,
    ],
  });
}

// A fixed-term farm worker: "OTD", "a tempo determinato", "stagionale", "avventizio", "bracciante".
export const FIXED_TERM =
  /\botd\b|\btempo determinato\b|\bstagional\w*|\bavventiz\w*|\bbracciant\w*|\ba termine\b/;
// The wage itself asked as a figure: "la cifra esatta", "quanto è la paga oraria lorda".
const PAY_FIGURE = /\bcifr\w*|\bquant\w* (?:e|sia|fa) la paga\b|\bpaga (?:oraria|giornaliera) lorda\b/;
// The days the allowance is computed on, asked; and as the fact states them ("calcolati su 312 giornate lavorative").
const BASE_DAYS_ASKED = /\bsu quant[ie] (?:giorn|giornat)\w*|\bquant[ie] giorn\w*[^?]{0,40}\bcalcol/;
const BASE_DAYS = /\bsu (\d+) giorn\w* lavorativ/;
// The deferred items the allowance replaces, said as paid inside the hour or asked as a share.
const DEFERRED =
  /\btredicesim\w*|\bquattordicesim\w*|\bmensilit\w* aggiuntiv\w*|\b1[34](?:a|ª|°)\b|\bferie\b/;
const INSIDE =
  /\bdentro\b|\bcompres\w*|\binclus\w*|\bconglobat\w*|\bincorporat\w*|\bnella paga\b|\ba parte\b|\bpercentual\w*|\bper ?cento\b|%/;

/**
 * A fixed-term worker asking why the 13th, 14th and holidays are not paid apart, or how big the part inside the
 * hour is ("il datore dice che è tutto nella paga oraria: quanto è in percentuale?"): the «terzo elemento» and its
 * share of the contractual wage. Undefined when the agreement holds no such percentage, the worker is not said
 * fixed-term, or an hour's pay is given in the conversation (thirdElementAnswer works that out).
 */
export function thirdElementShare(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  const ccnl = agreementOf(ctx, req);
  const fact = ccnl?.fixed_term_third_element;
  const pct = fact?.value;
  if (!ccnl || !fact || !pct) return undefined;
  const own = readable(ctx.message);
  const said = [own, ...(ctx.history ?? []).map(readable)].join('\n');
  // ("è già tutto dentro la paga oraria? quanto è in percentuale?": the part inside the hour, items unnamed.)
  // ("quanto è la paga oraria lorda di un OTD, terzo elemento compreso? la cifra esatta": the provincial wage.)
  const payAsked = PAY_FIGURE.test(own) && !/\bpercentual\w*|\bper ?cento\b|%/.test(own);
  const asked =
    NAMED.test(own) ||
    (DEFERRED.test(own) && INSIDE.test(own)) ||
    (/\bpaga orari\w*|\bretribuzione orari\w*/.test(own) && /\bpercentual\w*/.test(own));
  if (payAsked || !asked || !FIXED_TERM.test(said)) return undefined;
  // ("il provinciale dice 9,00 euro lordi l'ora: quanto è il terzo elemento all'ora?": worked out on that hour.)
  // ("e il tfr? anche sul terzo elemento?" after it: the TFR of that hour, fixed-term-day.ts.)
  if (hourlyPay([own, ...(ctx.history ?? []).map(readable)]) !== undefined)
    return (
      (/\btfr\b|\btrattamento di fine rapporto\b/.test(own)
        ? fixedTermDayAnswer(ccnl, ctx.message, ctx.history ?? [])
        : undefined) ?? thirdElementAnswer(ccnl, ctx.message, ctx.history ?? [])
    );
  // A day's wage given, the TFR or one item's share asked: worked out (fixed-term-day.ts).
  const worked = fixedTermDayAnswer(ccnl, ctx.message, ctx.history ?? []);
  if (worked) return worked;
  // "vivaio, area 1" before, "col terzo elemento quanto viene all'ora?": the allowance on the national floor.
  const onFloor = thirdElementOnFloor(ccnl, ctx.message, ctx.history ?? [], ctx.today);
  if (onFloor) return onFloor;
  const article = fact.article ?? 'art. 49';
  // "su quanti giorni lavorativi è calcolato?": the days the deferred items are spread on, as the fact says them.
  const baseDays = BASE_DAYS_ASKED.test(own) ? fact.text?.match(BASE_DAYS)?.[1] : undefined;
  const opening = baseDays
    ? `Nel ${ccnl.short_name} il terzo elemento degli operai a tempo determinato (OTD) è calcolato su ${bold(`${baseDays} giornate lavorative`)}: paga tredicesima, quattordicesima, ferie e festività riconosciute agli operai a tempo indeterminato, e vale il ${percent(pct)} del salario contrattuale (${article}).`
    : undefined;
  return compose({
    answer:
      opening ??
      `Nel ${ccnl.short_name} gli operai a tempo determinato (OTD) non ricevono a parte tredicesima, quattordicesima, ferie e festività: li paga il ${bold('terzo elemento')}, pari al ${bold(`${percent(pct)} del salario contrattuale`)}, che si aggiunge alla paga di ogni ora lavorata (${article}).`,
    assumptions: [
      'Il salario orario è quello del contratto provinciale: in busta paga il terzo elemento dovrebbe comparire come voce distinta, non confuso nella paga base.',
      'Il TFR degli operai a tempo determinato è a parte.',
      ...(fact.gap ? [`Fonte della percentuale: ${fact.gap}`] : []),
    ],
    citations: citeSources(ccnl, fact.text ?? '', article, fact.sources),
    related: [
      `Quanto è il terzo elemento su una paga oraria di 8,50 € nel ${ccnl.short_name}?`,
      `Come funziona la malattia degli operai nel ${ccnl.short_name}?`,
    ],
  });
}
