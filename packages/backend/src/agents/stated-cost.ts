import { euro, percent } from '../kb/format.js';
import { cents } from '../payroll/net-pay.js';
import { statedInailPerMille } from '../reader/contributions.js';
import { inailInStatedRate, statedCostTurn, statedEmployerRate } from '../reader/stated-rate.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose, table } from './compose.js';
import type { AgentContext } from './context.js';
import type { PayBase } from './pay-base.js';

// The TFR accrual of a year: the year's pay over 13.5 (art. 2120 c.c.; payroll rules).
const TFR_DIVISOR = 13.5;
// "senza TFR", "lasciamo fuori il TFR", "TFR escluso".
const NO_TFR =
  /\bsenza (?:il )?tfr\b|\btfr esclus\w*|\bescludendo (?:il )?tfr\b|\b(?:lasciamo|lascia|lascio) fuori (?:il )?tfr\b|\bescluso (?:il )?tfr\b/;
const NO_INAIL = /\binail\b/;
const PER_MILLE = /per ?mille|‰|x ?mille/;
// The cost itself asked ("quanto mi costa", "costo annuo"), or the items one by one ("quanto pago di INPS").
const COST_ASKED = /\bcost[oaie]\w*|\bspes[ae]\b|\bin tutto\b|\btotale\b/;
const ITEMS_ASKED =
  /\bquanto\b[^?]{0,30}\b(?:di )?(?:inps|contributi|inail)\b|\bquanto (?:\w+ ){0,2}(?:accanton\w*|tfr)\b/;
// "quanto mi costa al mese", "costo mensile".
const MONTHLY_ASKED = /\bal mese\b|\bmensil[ei]\b|\bogni mese\b/;
// "al mese su 13", "su 14 mensilità": the payments the monthly figure is spread over, 12 months when none is said.
const MONTHS_STATED = /\bsu (1[2-5])(?![\d,.]\d)(?: ?(?:mensilit\w*|mesi|rate)\b)?/;
function monthsStated(text: string): number {
  const found = MONTHS_STATED.exec(text);
  return found?.[1] === undefined ? 12 : Number(found[1]);
}
// The sector's documented rates asked instead of the user's: "con le aliquote vere", "con i contributi INPS reali".
const SECTOR_RATES =
  /\b(?:aliquot\w*|contributi)\b[^?.;]{0,20}\b(?:ver[ei]|real\w*|effettiv\w*|del settore|di legge|document\w*)\b/;
// A turn that changes one figure of the case before: "e se …", "e con …", "invece …", "stesse ipotesi".
const FOLLOW_UP =
  /^\s*(?:e|ok|ma|allora|invece|se invece|e invece)\b|\binvece\b|\bstess\w* ipotes\w*|\bper il resto\b|^\s*stess[aoei] (?:ral|retribuzion\w*|lordo|stipendio)\b/;
/**
 * The employer's yearly cost on the rates the user states ("facciamo contributi al 30% della RAL, TFR come
 * RAL/13,5, lasciamo fuori INAIL"): the user's rate is used and said as the user's, never replaced by the
 * documented ones. Undefined when the question states no rate.
 */
export function statedRatesCost(ctx: AgentContext, base: PayBase): AgentAnswer | undefined {
  const own = statedEmployerRate(ctx.message);
  // A follow-up that changes one thing ("e part-time al 75%?", "con RAL 40.000, stesse ipotesi") keeps the rate,
  // TFR and INAIL the conversation stated, unless it asks the sector's rates instead.
  const earlier =
    own === undefined && !SECTOR_RATES.test(readable(ctx.message))
      ? [...(ctx.history ?? [])].reverse().find((turn) => statedEmployerRate(turn) !== undefined)
      : undefined;
  const rate = own ?? (earlier === undefined ? undefined : statedEmployerRate(earlier));
  if (rate === undefined) return undefined;
  // "e se i contributi fossero il 28,5%?": a follow-up that changes the rate keeps the INAIL and TFR stated before.
  const changedRate =
    own !== undefined && FOLLOW_UP.test(readable(ctx.message))
      ? [...(ctx.history ?? [])].reverse().find((turn) => statedEmployerRate(turn) !== undefined)
      : undefined;
  // The turns since the cost was first asked on stated rates: INAIL or TFR said there still hold.
  const costTurn = statedCostTurn(ctx.history ?? []);
  const chain = costTurn === undefined ? undefined : (ctx.history ?? []).slice(costTurn).join(' ');
  const before =
    earlier === undefined && changedRate === undefined ? undefined : (chain ?? earlier ?? changedRate);
  const text = readable(before === undefined ? ctx.message : `${before} ${ctx.message}`);
  const ral = base.annual;
  const contributions = cents((ral * rate) / 100);
  const withTfr = !NO_TFR.test(text);
  const tfr = withTfr ? cents(ral / TFR_DIVISOR) : 0;
  // "INAIL 0,5%", "inail 1%": the premium at the rate the user states, added as its own line.
  const inailPerMille = statedInailPerMille(readable(ctx.message)) ?? statedInailPerMille(text);
  const inail = inailPerMille === undefined ? 0 : cents((ral * inailPerMille) / 1000);
  const inailRate = inailPerMille === undefined ? 0 : inailPerMille / 10;
  const total = cents(ral + contributions + inail + tfr);
  const ratio = (total / ral).toFixed(2).replace('.', ',');
  // A level's pay: the monthly minimum the year is built on, since "quanto costa al mese" starts from it.
  const pay = base.ccnl
    ? `${euro(ral)} di retribuzione (${euro(base.monthly)} al mese × ${base.payments})`
    : `${euro(ral)} di retribuzione`;
  const months = monthsStated(readable(ctx.message));
  const perMonth = MONTHLY_ASKED.test(readable(ctx.message))
    ? ` In media sono ${euro(cents(total / months))} al mese su ${months === 12 ? '12 mesi' : `${months} mensilità`}.`
    : '';
  const rows: [string, string][] = [
    ['Retribuzione annua lorda', euro(ral)],
    [
      `Contributi a carico dell'azienda${inailInStatedRate(text) ? ' e INAIL' : ''}: ${euro(ral)} × ${percent(rate)}`,
      euro(contributions),
    ],
    ...(inail ? [[`INAIL: ${euro(ral)} × ${percent(inailRate)}`, euro(inail)] as [string, string]] : []),
    ...(withTfr ? [[`TFR: ${euro(ral)} ÷ 13,5`, euro(tfr)] as [string, string]] : []),
    ['**Costo annuo per l’azienda**', `**${euro(total)}**`],
  ];
  // "quanto pago di INPS e quanto di INAIL, e quanto accantono di TFR?": the items asked open the answer, the
  // total cost follows in the table.
  const asked = readable(ctx.message);
  const itemsFirst = !COST_ASKED.test(asked) && ITEMS_ASKED.test(asked);
  const inailLabel = PER_MILLE.test(text)
    ? `${String(inailPerMille).replace('.', ',')} per mille`
    : percent(inailRate);
  const items = [
    `${bold(euro(contributions))} di contributi INPS (${percent(rate)})`,
    ...(inail ? [`${bold(euro(inail))} di premio INAIL (${inailLabel})`] : []),
  ];
  const itemsOpening = `Con le aliquote che indichi, su ${euro(ral)} di retribuzione annua l'azienda paga ${items.join(' e ')} all'anno${withTfr ? `, e accantona ${bold(euro(tfr))} di TFR (${euro(ral)} ÷ 13,5)` : ''}; in tutto il costo annuo è di ${euro(total)}.`;
  return compose({
    answer: itemsFirst
      ? itemsOpening
      : `Con le tue ipotesi il costo annuo per l'azienda è di ${bold(euro(total))}: ${pay} + ${euro(contributions)} di contributi (${percent(rate)})${inail ? ` + ${euro(inail)} di INAIL (${percent(inailRate)})` : ''}${withTfr ? ` + ${euro(tfr)} di TFR` : ''}, cioè ${ratio} volte la retribuzione.${perMonth}`,
    steps: [
      ...table(rows),
      ...(itemsFirst && withTfr
        ? [
            '',
            `Dal TFR l'azienda trattiene lo 0,50% della retribuzione per il Fondo di garanzia INPS (L. 297/1982): l'accantonamento netto è ${euro(cents(tfr - (ral * 0.5) / 100))}.`,
          ]
        : []),
    ],
    assumptions: [
      `Contributi a carico dell'azienda al ${percent(rate)} della retribuzione: aliquota indicata da te, non ricavata dalle aliquote INPS del settore.`,
      ...(withTfr
        ? ['TFR accantonato come retribuzione annua ÷ 13,5 (art. 2120 c.c.).']
        : ['TFR escluso, come indicato.']),
      inail
        ? `INAIL al ${percent(inailRate)} della retribuzione, come indicato; altri oneri non compresi.`
        : inailInStatedRate(text)
          ? "INAIL compreso nella percentuale indicata per i contributi a carico dell'azienda, come indicato."
          : NO_INAIL.test(text)
            ? 'INAIL e altri oneri esclusi, come indicato.'
            : 'INAIL e altri oneri non compresi: si aggiungono se non sono nella percentuale indicata.',
      ...base.assumptions,
    ],
    citations: base.citations,
    related: [
      `Quanto costa all'azienda una RAL di ${euro(ral)} con le aliquote INPS del settore?`,
      `Quanto prende netto al mese con una RAL di ${euro(ral)}?`,
    ],
  });
}
