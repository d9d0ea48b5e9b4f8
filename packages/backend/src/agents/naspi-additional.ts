import { euro, percent } from '../kb/format.js';
import { levelPayAt } from '../kb/pay.js';
import { cents } from '../payroll/index.js';
import { toSourceRef } from '../payroll/payroll-data.js';
import { countValue } from '../reader/numbers.js';
import { ordinalNumber } from '../reader/ordinals.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer, Citation } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { spanWholeMonths } from './contract-span.js';
import { agreementOf, payBase, payrollData } from './pay-base.js';
import { sourceCitations } from './worked.js';

/**
 * The NASpI additional contribution on fixed-term contracts (1,40% + 0,50 points per renewal): its rate and,
 * on the pay the question gives, its amount now and after the renewal the question asks about ("e se lo
 * rinnovo?", "dopo 2 rinnovi", "se rinnovo una volta"), per month or per year as the pay is given.
 */

const RELATED = [
  'Quanto costa all’azienda un dipendente con RAL di 30.000 €?',
  'Quanto costa il ticket di licenziamento nel 2026?',
  'Quanto TFR matura in un anno con una RAL di 30.000 €?',
];

const NOT_A_RENEWAL =
  /\b(?:non (?:si tratta di |e |è |sara |parliamo di |(?:lo|la) )?|invece di |anziche |al posto (?:di|del) )(?:un |il |uno )?rinnov\w*/g;

// "sale di mezzo punto come per i rinnovi?", "rispetto al rinnovo": renewals named as the yardstick of the case
// asked (an extension), not as the case.
const RENEWAL_AS_YARDSTICK =
  /\b(?:come (?:per|nei|negli|con|col|nel|in caso di|succede (?:con|col|per)|avviene (?:con|col|per)) |rispetto (?:a|al|ai|agli) |diversamente (?:da|dal|dai) )(?:i |il |un |gli )?rinnov\w*/g;

// "rinnovarlo di nuovo", "lo rinnoviamo ancora", "rinnovare un'altra volta": one more renewal.
const RENEWED_AGAIN =
  /\brinnov\w*\b(?: (?:lo|la|li|le|il contratto|ancora una volta))? (?:di nuovo|ancora|nuovamente|un ?altra volta)\b/;

// "(non è una proroga, è un nuovo contratto)": an extension denied is not the case asked.
const NOT_AN_EXTENSION = /\bnon (?:si tratta di |e |è |sara |parliamo di )?(?:una |la )?prorog\w*/g;

// "un altro contratto a termine", "un secondo contratto a tempo determinato": a new contract after the first is a
// renewal (an extension of the same one is not).
export const ANOTHER_CONTRACT =
  /\b(?:un|l')\s*(?:altro|ulteriore|secondo) contratto a (?:termine|tempo determinato)\b(?! (?:per|in) sostituzione)/;

// "sono contratti nuovi, non rinnovi", "è il primo contratto a termine", "mai rinnovato": no renewal is in the case.
const FIRST_CONTRACT =
  /\bprim[oi] contratt\w* a (?:termine|tempo determinato)\b|\bmai (?:stat[oaie] )?(?:rinnovat|assunt)\w*|\bnessun rinnov\w*/;

const asCount = (raw: string | undefined) =>
  raw === undefined ? undefined : countValue(raw) || ordinalNumber(raw);

/**
 * Renewals already made ("ho fatto 2 rinnovi", "già rinnovato una volta", "dopo 2 rinnovi") and the renewal a
 * question asks about ("e se lo rinnovo?", "al secondo rinnovo?", "se rinnovo una volta").
 */
export function renewalsAsked(said: string): { done?: number; next?: number } {
  // "non si tratta di un rinnovo ma di una proroga", "invece di rinnovarlo lo proroghiamo": a renewal denied is
  // no renewal (an extension of the same contract adds no 0,50 points).
  const text = said.replace(NOT_A_RENEWAL, ' ').replace(RENEWAL_AS_YARDSTICK, ' ');
  const counted = asCount(/\b(\d+|un|uno|due|tre|quattro|cinque)\s*(?:°\s*)?rinnov/.exec(text)?.[1]);
  const ordinal = asCount(/\b(primo|secondo|terzo|quarto|quinto)\s*rinnov/.exec(text)?.[1]);
  const times = asCount(
    /rinnov\w*\b[^?.]{0,40}?\b(\d+|una|due|tre|quattro|cinque) volt[ae]\b/.exec(text)?.[1],
  );
  // ("ieri abbiamo fatto la riunione": a thing done is no renewal.)
  const past =
    /\b(?:ho|abbiamo) (?:gia )?(?:fatto (?:\w+ ){0,3}?(?:\d+ |un |uno |due |tre |quattro |cinque )?rinnov|rinnovato)|\bgia (?:stato )?rinnovat|\bgia (?:\w+ ){0,2}rinnovi|\bdopo (?:\d+|due|tre|quattro|cinque) rinnovi|\brinnovat\w* (?:gia )?(?:\d+|una|due|tre) volt/.test(
      text,
    );
  if (past) {
    const done = counted ?? times ?? ordinal ?? 1;
    // "già rinnovato una volta … con questo secondo rinnovo", "… lo vorremmo rinnovare di nuovo": the renewal
    // being made now comes on top of those already made.
    if (ordinal !== undefined && ordinal > done) return { done, next: ordinal - done };
    if (RENEWED_AGAIN.test(text)) return { done, next: 1 };
    return { done };
  }
  // "siamo al secondo rinnovo", "è il secondo rinnovo": the contract as it stands, not a renewal to come ("e al
  // secondo rinnovo?" asks one).
  const standing =
    /\b(?:siamo|sono|sei) (?:gia )?al (?:primo|secondo|terzo|quarto|quinto) rinnov|\b(?:e|questo e|si tratta) (?:gia )?(?:il|del) (?:primo|secondo|terzo|quarto|quinto) rinnov/;
  if (ordinal !== undefined && standing.test(text)) return { done: ordinal };
  // "rinnoviamo per la seconda volta (secondo rinnovo)": the renewal being signed now is the contract to cost.
  const signing =
    /\b(?:rinnoviamo|stiamo rinnovando|lo rinnovo ora|rinnovo adesso) (?:\w+ ){0,3}?per la (prima|seconda|terza|quarta|quinta) volta\b/.exec(
      text,
    );
  if (signing) return { done: asCount(signing[1]) };
  if (ordinal !== undefined) return { next: ordinal };
  // "rinnovo per la prima volta", "è la seconda volta che rinnoviamo": the renewal being made now is the nth.
  const nthTime = asCount(
    (/\brinnov\w*\b[^?.]{0,40}?\bper la (prima|seconda|terza|quarta|quinta) volta\b/.exec(text) ??
      /\b(?:per )?la (prima|seconda|terza|quarta|quinta) volta (?:\w+ ){0,3}?rinnov/.exec(text))?.[1],
  );
  if (nthTime !== undefined) return { next: nthTime };
  const hypothetical =
    /\bse (?:\w+ ){0,4}rinnov|in caso di rinnovo|a scadenza (?:\w+ ){0,3}rinnov|quando (?:\w+ ){0,2}rinnov|dopo (?:il |un )?rinnovo|(?:con|col) (?:il |un )?rinnovo|rinnovando|\brinnov\w* (?:\w+ ){0,3}quanto|\brinnovo (?:vero|effettivo|vero e proprio)\b/.test(
      text,
    ) || ANOTHER_CONTRACT.test(text);
  if (hypothetical) return { next: times ?? counted ?? 1 };
  return counted !== undefined ? { done: counted } : {};
}

/** The pay the contribution applies to, with its period. */
function payOf(req: TypedRequest): { value: number; period: string } | undefined {
  const ral = req.slots.amounts.find((a) => a.kind === 'ral');
  if (ral) return { value: ral.value, period: "all'anno" };
  // "imponibile annuo 24.000": the contribution base told is the pay the contribution applies to.
  const monthly = req.slots.amounts.find(
    (a) => a.kind === 'monthly_gross' || ((a.kind === 'other' || a.kind === 'inps') && a.value >= 100),
  );
  if (monthly) return { value: monthly.value, period: monthly.value >= 10_000 ? "all'anno" : 'al mese' };
  return undefined;
}

/** No pay given but a level named ("quarto livello del commercio, al minimo"): the level's monthly minimum. */
function levelMinimum(ctx: AgentContext, req: TypedRequest): { value: number; period: string } | undefined {
  const ccnl = agreementOf(ctx, req);
  if (!ccnl || !req.slots.level) return undefined;
  const pay = levelPayAt(ccnl, req.slots.level, req.slots.date ?? ctx.today);
  return pay ? { value: pay.row.amount, period: 'al mese' } : undefined;
}

const MONTH_COUNT = String.raw`(\d{1,2}|un|due|tre|quattro|cinque|sei|sette|otto|nove|dieci|undici|dodici)`;
// "per 3 mesi", "per altri sei mesi", "quei 3 mesi", "sui sei stipendi", "6 mensilità".
const CONTRACT_MONTHS = new RegExp(
  String.raw`\b(?:per|di|altri|quei|questi|i|sui|sulle|nei|in)\s+(?:altri\s+|quei\s+|primi\s+)?${MONTH_COUNT}\s+(?:mesi|stipendi\w*|mensilita|buste)\b`,
);

/** The months the contract (or the renewal) runs, as the question tells them: a count, or its first and last day. */
function contractMonths(text: string, req: TypedRequest): number | undefined {
  const m = CONTRACT_MONTHS.exec(text);
  const told = m?.[1] ? countValue(m[1]) : undefined;
  if (told !== undefined && told > 0 && told <= 36) return told;
  const span = spanWholeMonths(text);
  if (span !== undefined) return span;
  const { hireDate, endDate } = req.slots;
  if (!hireDate || !endDate || hireDate.startsWith('?') || endDate < hireDate) return undefined;
  const [y1, m1] = hireDate.split('-').map(Number);
  const [y2, m2] = endDate.split('-').map(Number);
  const months = ((y2 ?? 0) - (y1 ?? 0)) * 12 + (m2 ?? 0) - (m1 ?? 0) + 1;
  return months > 0 && months <= 36 ? months : undefined;
}

// A contract that runs a year, or a contribution asked per year.
const YEAR_LONG =
  /\b(?:per|di|su) (?:un|1) anno\b|\bannual\w*|\ball'anno\b|\bin un anno\b|\bannu[oa]\b|\b(?:12|dodici) mesi\b/;

/** "se lo trasformiamo a tempo indeterminato", "se lo stabilizziamo": the refund on conversion is asked. */
const CONVERSION_ASKED =
  /\btrasform\w*|\bstabilizz\w*|\bconvert\w* (?:\w+ ){0,3}(?:a )?tempo indeterminato|\bpass\w* a tempo indeterminato|\bassum\w* a tempo indeterminato/;

/** "all'1,9%", "al 2,4%": the article before a rate as Italian reads it aloud. */
const toRate = (rate: string) => (/^(?:1|8|11)(?:,|%)/.test(rate) ? `all'${rate}` : `al ${rate}`);

// "contratti stagionali", "per la stagione estiva", "assunzioni stagionali".
const SEASONAL = /\bstagional\w*|\bper la stagione\b|\bstagione (?:estiva|invernale|turistica|balneare)\b/;
// The business stops part of the year: "resta chiuso da ottobre ad aprile", "apertura stagionale".
const CLOSED_PART_OF_YEAR =
  /\b(?:rest\w*|è|e|sta|stiamo|siamo) chius\w* (?:\w+ ){0,3}?(?:da|dal|per|nei|in) |\bchiusur\w* (?:invernale|estiva|stagionale)|\bapert\w* solo (?:d|in|nei|per|la|l')|\bapertura stagionale\b/;
// "è dovuto?", "si paga?", "va versato?", "dobbiamo pagare": whether it is due is asked, not its amount.
const DUE_ASKED =
  /\b(?:e|è) dovut\w*|\bsi (?:paga|versa|applica)\b|\bva (?:pagat|versat)\w*|\bdobbiamo (?:pagar|versar)\w*|\bsono esent\w*|\besonerat\w*/;

/**
 * Seasonal contracts of a business closed part of the year, or asked whether the contribution is due on
 * seasonal contracts at all: the exemption of L. 92/2012 art. 2 c. 29 answers, "No" first.
 */
function seasonalExemption(text: string): AgentAnswer | undefined {
  const contribution = payrollData()?.employer.components.naspi_fixed_term;
  const rule = contribution?.seasonal_exemption;
  // "un contratto a termine non stagionale": seasonal work denied is no exemption.
  const said = text.replace(/\bnon (?:e |è |sono )?(?:un |una )?(?:\w+ )?stagional\w*/g, ' ');
  if (!rule || !SEASONAL.test(said) || !(CLOSED_PART_OF_YEAR.test(said) || DUE_ASKED.test(said)))
    return undefined;
  return compose({
    answer: `${bold('No')}: per i contratti a termine stagionali il contributo addizionale NASpI (${percent(contribution.rate_pct)} della retribuzione imponibile, più ${percent(contribution.per_renewal_pct)} a ogni rinnovo) ${bold('non è dovuto')} se l'attività è stagionale secondo il D.P.R. 1525/1963, come un'azienda turistica che chiude per una parte dell'anno, o secondo i contratti collettivi stipulati entro il 31 dicembre 2011 (L. 92/2012 art. 2 c. 29; INPS messaggio 483/2025).`,
    steps: [rule.text],
    assumptions: [
      'Attività stagionale in senso proprio (periodi di chiusura); per i soli picchi di lavoro in un’azienda aperta tutto l’anno il contributo resta dovuto.',
    ],
    citations: sourceCitations(rule.sources.map((s) => toSourceRef(s))),
    related: RELATED,
  });
}

/**
 * `letter`: a fixed-term letter that shows the renewals already made (fixed-term-letter.ts): they are the
 * renewals done, its reading follows the opening and it is cited.
 */
export function naspiAdditional(
  ctx: AgentContext,
  req: TypedRequest,
  letter?: { renewals: number; reading: string; citation: Citation },
): AgentAnswer | undefined {
  const rule = payrollData()?.employer.components.naspi_fixed_term;
  if (!rule) return undefined;
  // A household's fixed-term worker: the 1,40% is already in the INPS hourly contribution of fixed-term domestic
  // work (domestic-hour-band.ts), which answers instead of a percentage on the pay.
  if (!letter && agreementOf(ctx, req)?.id === 'lavoro-domestico') return undefined;
  const text = readable(ctx.message);
  const seasonal = letter ? undefined : seasonalExemption(text);
  if (seasonal) return seasonal;
  const asked = renewalsAsked(text);
  const { done, next } = letter ? { done: letter.renewals, next: asked.next } : asked;
  const rate = (n: number) => rule.rate_pct + n * rule.per_renewal_pct;
  const pay = payOf(req) ?? levelMinimum(ctx, req);
  const on = (pct: number) => (pay ? cents((pay.value * pct) / 100) : 0);
  const times = (n: number) => (n === 1 ? 'un rinnovo' : `${n} rinnovi`);
  const now = done ?? 0;
  // Renewals denied ("contratti nuovi, non rinnovi"): the rates after renewals are no case of the question's.
  const firstOnly =
    !letter && !now && next === undefined && (text.search(NOT_A_RENEWAL) >= 0 || FIRST_CONTRACT.test(text));
  let answer: string;
  // "e se è una proroga?", "se invece lo proroghiamo?": an extension is not a renewal, the rate stays where it was.
  const extended = /\bprorog/.test(text.replace(NOT_AN_EXTENSION, ' ')) && next === undefined;
  if (pay) {
    const base = `${extended ? 'Con una proroga, che non è un rinnovo, il' : 'Il'} contributo addizionale NASpI ${now ? `dopo ${times(now)} ` : ''}${extended ? 'resta' : 'è'} di ${bold(`${euro(on(rate(now)))} ${pay.period}`)} (${percent(rate(now))} di ${euro(pay.value)}, a carico del solo datore di lavoro)`;
    // The renewal asked about is the figure asked: it opens, the contract as it stands follows.
    answer =
      next !== undefined
        ? `Dopo ${times(now + next)} il contributo addizionale NASpI sale ${toRate(percent(rate(now + next)))}: ${bold(`${euro(on(rate(now + next)))} ${pay.period}`)} (${percent(rate(now + next))} di ${euro(pay.value)}, a carico del solo datore di lavoro); ${now ? `dopo ${times(now)}` : 'sul primo contratto a termine'} è di ${bold(`${euro(on(rate(now)))} ${pay.period}`)} (${percent(rate(now))}).`
        : `${base}.`;
    // "quanto mi costa in tutto per quei 3 mesi?": the months told give the total, which opens.
    const months = pay.period === 'al mese' ? contractMonths(text, req) : undefined;
    if (months !== undefined && months > 1) {
      const n = now + (next ?? 0);
      const total = cents(on(rate(n)) * months);
      answer = `Per ${months} mesi il contributo addizionale NASpI${n ? ` dopo ${times(n)}` : ''} è di ${bold(`${euro(total)} in tutto`)} (${euro(on(rate(n)))} al mese × ${months}). ${answer}`;
    }
    // "la prendo a tempo determinato per un anno": a level's year is its yearly pay, extra months included.
    const year = pay.period === 'al mese' && YEAR_LONG.test(text) ? payBase(ctx, req) : undefined;
    if (year && months === undefined) {
      const n = now + (next ?? 0);
      answer = `${answer.replace(/\.$/, '')}; su un anno ${bold(`${euro(cents((year.annual * rate(n)) / 100))} all'anno`)} (${percent(rate(n))} della retribuzione annua di ${euro(year.annual)}, ${year.payments} mensilità).`;
    }
  } else if (extended)
    answer = `Con una proroga, che non è un rinnovo, il contributo addizionale NASpI ${bold('resta uguale')}: ${bold(percent(rate(now)))} della retribuzione imponibile${now ? ` (come dopo ${times(now)})` : ''}, a carico del datore di lavoro; la maggiorazione di ${percent(rule.per_renewal_pct)} scatta solo a ogni rinnovo, non per le proroghe dello stesso contratto.`;
  else if (now || next !== undefined) {
    const n = now + (next ?? 0);
    answer = `Dopo ${times(n)} il contributo addizionale NASpI sul contratto a termine è del ${bold(percent(rate(n)))} (${percent(rule.rate_pct)} + ${n} × ${percent(rule.per_renewal_pct)}) della retribuzione imponibile, a carico del datore di lavoro.`;
  } else
    answer = `Il contributo addizionale NASpI sui contratti a tempo determinato è del ${bold(percent(rule.rate_pct))} della retribuzione imponibile, a carico del solo datore di lavoro, e ${bold(`aumenta di ${percent(rule.per_renewal_pct)} a ogni rinnovo`)} (non per le proroghe).`;
  const steps = pay
    ? [
        '| Contratto | Aliquota | Contributo |',
        '| --- | ---: | ---: |',
        // From the contract as it stands: a renewal already made leaves the earlier rates behind.
        ...(firstOnly ? [now] : [now, now + 1, now + 2, now + 3]).map(
          (n) =>
            `| ${n ? `dopo ${times(n)}` : 'primo contratto a termine'} | ${percent(rate(n))} | ${euro(on(rate(n)))} ${pay.period} |`,
        ),
        '',
        rule.text,
      ]
    : extended
      ? // (An extension asked: the renewals' rates beside it read as the answer it is not.)
        [rule.text]
      : firstOnly
        ? [rule.text]
        : [`Per rinnovo: 1° ${percent(rate(1))}, 2° ${percent(rate(2))}, 3° ${percent(rate(3))}.`, rule.text];
  const refund = rule.conversion_refund;
  const conversion = refund && CONVERSION_ASKED.test(text) ? refund : undefined;
  if (conversion)
    answer = `${answer}\nSe poi lo trasformate a tempo indeterminato, ${bold('sì, recuperate tutto il contributo addizionale versato')} (maggiorazioni per i rinnovi comprese): dal 1° gennaio 2014 il limite delle ultime 6 mensilità vale solo se il lavoratore è riassunto a tempo indeterminato entro 6 mesi dalla scadenza (L. 92/2012 art. 2 c. 30, come modificato dalla L. 147/2013 art. 1 c. 135).`;
  return compose({
    answer: letter ? `${answer}\n${letter.reading}` : answer,
    steps: conversion ? [...steps, conversion.text] : steps,
    assumptions: [
      'La maggiorazione di 0,50 punti scatta a ogni rinnovo, non per le proroghe dello stesso contratto.',
      ...(pay ? ['Importo calcolato sulla retribuzione imponibile previdenziale indicata.'] : []),
    ],
    citations: [
      ...sourceCitations(rule.sources.map((s) => toSourceRef(s))),
      ...(conversion ? sourceCitations(conversion.sources.map((s) => toSourceRef(s))) : []),
      ...(letter ? [letter.citation] : []),
    ],
    related: RELATED,
  });
}
