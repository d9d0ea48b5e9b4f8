import { labelledValues } from '../documents/labelled-values.js';
import { indexOf, passagesText } from '../kb/documents.js';
import { euro, figureValue, percent } from '../kb/format.js';
import { isTaxYear, YEAR_RULES } from '../payroll/rules.js';
import { withoutSetAside } from '../reader/others-hours.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { itemsTotalVerdict } from './document-items-total.js';

/**
 * "i conti di questa busta tornano? il netto è giusto rispetto alle trattenute?": the payslip's own sum — the
 * gross less every withholding it lists must give the net it pays — and, when the question names them, the
 * INPS share at the ordinary rate. Undefined when no uploaded document lists a gross, a net and withholdings.
 */
// "i conti tornano?" asks the sum; a bare "torna" is often a story's verb ("quando torna dorme"), so it only
// doubts a sum the question names ("e il netto torna?").
const ASKS_SUM = /\bnetto\b|\bconti\b|\btornano\b|\bsomm\w*|\btotal\w*/;
const DOUBT =
  /\bgiust[oaie]\b|\bcorrett[oaie]\b|\btorna(?:no)?\b|\bsbagliat\w*|\berrat\w*|\bverific\w*|\bcontroll\w*|\bquadra\w*|\bcoerent\w*/;
const GROSS = /retribuzione lorda|totale competenze|totale lordo|lordo del mese|^lordo\b/;
const NET = /\bnetto\b/;
const WITHHELD =
  /\binps\b|\bivs\b|contribut\w*|\birpef\b|ritenut\w*|trattenut\w*|addizional\w*|\bfondo\b|sindacal\w*/;
const INPS = /\binps\b|\bivs\b|contribut\w*/;
const TOTAL = /\btot(?:ale|\.)?\b|\btotal\w*/;
const DOMESTIC =
  /\blavoro domestico\b|\bcolf\b|\bbadante\b|\bassistente familiare\b|\bdatore di lavoro domestico\b/i;

const cents = (v: number) => Math.round(v * 100) / 100;

export function documentSumCheck(ctx: AgentContext, _req: TypedRequest): AgentAnswer | undefined {
  if (!ctx.documents.length) return undefined;
  // A doubt in the story ("devo controllare io i conti") does not make "quante ore le sono state pagate?" a check of
  // the sum: the sentences that ask (with a question mark) say what is asked; a clause set aside asks nothing
  // ("il netto l'ho visto ma non è quello che chiedo").
  const marked = ctx.message.split(/(?<=[.?!])\s+/).filter((s) => s.includes('?'));
  const question = withoutSetAside(readable(marked.length ? marked.join(' ') : ctx.message));
  if (!ASKS_SUM.test(question) || !DOUBT.test(question)) return undefined;
  const values = labelledValues(ctx.documents.flatMap((d) => indexOf(d).passages)).map((v) => ({
    ...v,
    label: v.label.toLowerCase(),
  }));
  const gross = values.find((v) => GROSS.test(v.label) && !/imponibil|netto/.test(v.label));
  const net = values.find((v) => NET.test(v.label) && !/imponibil/.test(v.label));
  const listed = values.filter((v) => WITHHELD.test(v.label) && !/imponibil|netto|lord/.test(v.label));
  // A "Totale trattenute" line sums the items listed above it: it is subtracted once, as their sum, never on
  // top of them. Withholdings are written with or without a minus sign ("-75,36", "75,36").
  const totals = listed.filter((v) => TOTAL.test(v.label));
  const items = listed.filter((v) => !TOTAL.test(v.label));
  const withheld = items.length ? items : totals.slice(0, 1);
  if (!gross || !net || !withheld.length) return undefined;
  const amount = (v: { value: string }) => Math.abs(figureValue(v.value));
  const itemsSum = cents(withheld.reduce((s, v) => s + amount(v), 0));
  const total = items.length ? totals[0] : undefined;
  const due = cents(figureValue(gross.value) - itemsSum);
  const paid = figureValue(net.value);
  const sumLine = `${euro(figureValue(gross.value))} − ${withheld.map((v) => euro(amount(v))).join(' − ')} = ${bold(euro(due))}`;
  const totalVerdict = !total
    ? ''
    : Math.abs(amount(total) - itemsSum) < 0.01
      ? ` (le trattenute sommano ${euro(itemsSum)}, come il «${total.label}» della busta)`
      : ` (le trattenute elencate sommano ${euro(itemsSum)}, mentre il «${total.label}» della busta è ${euro(amount(total))})`;
  const netVerdict =
    Math.abs(due - paid) < 0.01
      ? `il netto ${bold('torna')}: ${sumLine}${totalVerdict}`
      : `il netto ${bold('non torna')}: ${sumLine}, non ${euro(paid)}${totalVerdict}`;
  const year = Number(ctx.today.slice(0, 4));
  // A household worker's INPS is an hourly amount by pay band, not a rate on the gross: no 9,19% verdict on it.
  const domestic = ctx.documents.some((d) => DOMESTIC.test(passagesText(d)));
  const inps = domestic ? undefined : withheld.find((v) => INPS.test(v.label));
  const rate = isTaxYear(year) ? YEAR_RULES[year].inpsRatePct : undefined;
  const expectedInps =
    inps && rate !== undefined ? cents((figureValue(gross.value) * rate) / 100) : undefined;
  const inpsVerdict =
    inps && expectedInps !== undefined && rate !== undefined
      ? Math.abs(expectedInps - amount(inps)) < 0.01
        ? `i contributi INPS di ${bold(euro(expectedInps))} tornano (${percent(rate)} di ${euro(figureValue(gross.value))}); `
        : `i contributi INPS non tornano: al ${percent(rate)} di ${euro(figureValue(gross.value))} sono ${bold(euro(expectedInps))}, non ${euro(amount(inps))}, cioè ${bold(euro(cents(Math.abs(amount(inps) - expectedInps))))} trattenuti ${amount(inps) > expectedInps ? 'in più' : 'in meno'}; `
      : '';
  // The contributions checked, step by step: the rate's amount, the difference, the taxable pay that follows.
  const inpsSteps =
    inps && expectedInps !== undefined && rate !== undefined && Math.abs(expectedInps - amount(inps)) >= 0.01
      ? [
          '',
          `Contributi INPS a carico del lavoratore: ${euro(figureValue(gross.value))} × ${percent(rate)} = ${euro(expectedInps)} (in busta ${euro(amount(inps))}).`,
          `Differenza: ${euro(amount(inps))} − ${euro(expectedInps)} = ${euro(cents(amount(inps) - expectedInps))}.`,
          `Imponibile fiscale che ne segue: ${euro(figureValue(gross.value))} − ${euro(expectedInps)} = ${euro(cents(figureValue(gross.value) - expectedInps))}.`,
        ]
      : [];
  const answer = `${inpsVerdict}${netVerdict}.`;
  // "il totale delle competenze torna con le singole voci?": that total first (document-items-total.ts).
  const itemsTotal = itemsTotalVerdict(ctx, question);
  return compose({
    answer: `${itemsTotal ? `${itemsTotal} ` : ''}${answer.charAt(0).toUpperCase()}${answer.slice(1)}`,
    steps: [
      '| Voce | Importo |',
      '| --- | ---: |',
      `| ${gross.label} | ${euro(figureValue(gross.value))} |`,
      ...withheld.map((v) => `| ${v.label} | − ${euro(amount(v))} |`),
      `| Netto calcolato | ${euro(due)} |`,
      `| ${net.label} | ${euro(paid)} |`,
      ...inpsSteps,
    ],
    assumptions: [
      'Il controllo somma le voci della busta caricata; non ricalcola IRPEF e addizionali, che dipendono dalle detrazioni e dal comune.',
    ],
    citations: [],
    related: [],
  });
}
