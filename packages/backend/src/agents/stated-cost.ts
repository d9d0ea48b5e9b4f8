import { euro, percent } from '../kb/format.js';
import { cents } from '../payroll/net-pay.js';
import { statedInailPerMille } from '../reader/contributions.js';
import { parseNumber } from '../reader/numbers.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose, table } from './compose.js';
import type { AgentContext } from './context.js';
import type { PayBase } from './pay-base.js';

// The TFR accrual of a year: the year's pay over 13.5 (art. 2120 c.c.; payroll rules).
const TFR_DIVISOR = 13.5;
const RATE = String.raw`(\d{1,2}(?:[.,]\d{1,2})?)\s*(?:%|per ?cento)`;
// "contributi a carico dell'azienda al 30% della RAL", "contributi del 30%", "30% di contributi".
const STATED_RATE = [
  new RegExp(
    String.raw`\bcontributi(?: (?:inps|previdenzial\w*|aziendal\w*))?(?: (?:a carico|carico|a spese) (?:dell'azienda|azienda|del datore(?: di lavoro)?|datore|dell'impresa|nostr\w*|mio|mia))?[^.?;:\d]{0,20}?(?:\b(?:al|del|pari al|circa il|intorno al|sul|il|di un|a un) |\s)${RATE}`,
  ),
  new RegExp(String.raw`\b${RATE} (?:di |per i |per )?contributi\b`),
  // "INPS a carico ditta al 30%", "INPS ditta 30%", "quota INPS aziendale del 29%", "l'INPS a mio carico è il
  // 29%" (said by the employer): the employer's INPS.
  new RegExp(
    String.raw`\b(?:quota )?inps (?:(?:a carico (?:della |del )?|c\/)?(?:ditta|azienda|aziendale|datore(?: di lavoro)?|dell'azienda|del datore)|a (?:mio|nostro) carico|a carico (?:mio|nostro))\b[^.?;:\d]{0,12}?(?:\b(?:al|del|pari al|circa il|di) |\s)${RATE}`,
  ),
];
// "senza TFR", "lasciamo fuori il TFR", "TFR escluso".
const NO_TFR =
  /\bsenza (?:il )?tfr\b|\btfr esclus\w*|\bescludendo (?:il )?tfr\b|\b(?:lasciamo|lascia|lascio) fuori (?:il )?tfr\b|\bescluso (?:il )?tfr\b/;
const NO_INAIL = /\binail\b/;
// The sector's documented rates asked instead of the user's: "con le aliquote vere", "con i contributi INPS reali".
const SECTOR_RATES =
  /\b(?:aliquot\w*|contributi)\b[^?.;]{0,20}\b(?:ver[ei]|real\w*|effettiv\w*|del settore|di legge|document\w*)\b/;
const OTHER_SHARE = /dipendent|lavorator|addizional|aggiuntiv|naspi|\bfis\b|cigs|inail|apprendist/;

/** The employer contribution rate the user states, in percent; undefined when none is stated. */
export function statedEmployerRate(message: string): number | undefined {
  const text = readable(message);
  for (const pattern of STATED_RATE) {
    const found = pattern.exec(text);
    // The employee's share or one named contribution (the NASpI surcharge, the FIS) is no employer's rate.
    if (!found || OTHER_SHARE.test(found[0])) continue;
    const raw = found[1];
    const value = raw === undefined ? undefined : parseNumber(raw);
    // "a mio carico" could be the employee's own share (9,19%): only an employer's size of rate is one.
    const ownShare = /\b(?:mio|nostro) carico|carico (?:mio|nostro)\b/.test(found[0]) && (value ?? 0) < 15;
    if (value !== undefined && value > 0 && value < 100 && !ownShare) return value;
  }
  return undefined;
}

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
  const text = readable(earlier === undefined ? ctx.message : `${earlier} ${ctx.message}`);
  const ral = base.annual;
  const contributions = cents((ral * rate) / 100);
  const withTfr = !NO_TFR.test(text);
  const tfr = withTfr ? cents(ral / TFR_DIVISOR) : 0;
  // "INAIL 0,5%", "inail 1%": the premium at the rate the user states, added as its own line.
  const inailPerMille = statedInailPerMille(text);
  const inail = inailPerMille === undefined ? 0 : cents((ral * inailPerMille) / 1000);
  const inailRate = inailPerMille === undefined ? 0 : inailPerMille / 10;
  const total = cents(ral + contributions + inail + tfr);
  const ratio = (total / ral).toFixed(2).replace('.', ',');
  const rows: [string, string][] = [
    ['Retribuzione annua lorda', euro(ral)],
    [`Contributi a carico dell'azienda: ${euro(ral)} × ${percent(rate)}`, euro(contributions)],
    ...(inail ? [[`INAIL: ${euro(ral)} × ${percent(inailRate)}`, euro(inail)] as [string, string]] : []),
    ...(withTfr ? [[`TFR: ${euro(ral)} ÷ 13,5`, euro(tfr)] as [string, string]] : []),
    ['**Costo annuo per l’azienda**', `**${euro(total)}**`],
  ];
  return compose({
    answer: `Con le tue ipotesi il costo annuo per l'azienda è di ${bold(euro(total))}: ${euro(ral)} di retribuzione + ${euro(contributions)} di contributi (${percent(rate)})${inail ? ` + ${euro(inail)} di INAIL (${percent(inailRate)})` : ''}${withTfr ? ` + ${euro(tfr)} di TFR` : ''}, cioè ${ratio} volte la retribuzione.`,
    steps: table(rows),
    assumptions: [
      `Contributi a carico dell'azienda al ${percent(rate)} della retribuzione: aliquota indicata da te, non ricavata dalle aliquote INPS del settore.`,
      ...(withTfr
        ? ['TFR accantonato come retribuzione annua ÷ 13,5 (art. 2120 c.c.).']
        : ['TFR escluso, come indicato.']),
      inail
        ? `INAIL al ${percent(inailRate)} della retribuzione, come indicato; altri oneri non compresi.`
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
