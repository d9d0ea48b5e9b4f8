import { decimal, euro, figureValue, percent } from '../kb/format.js';
import { cents } from '../payroll/net-pay.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';

/**
 * A one-off sum the user states, to be scaled by the months of service and the part-time share ("un'una tantum
 * di 200 € lordi … da riproporzionare per mesi di servizio e per percentuale di part-time: in forza 8 mesi su
 * 12, part-time al 75%"): the user's amount × months / months of the period × part-time share, each step shown.
 * The stated amount is the sum itself, never a monthly gross. Undefined when no such sum and scaling are stated.
 */

const LUMP =
  /\buna ?tantum\b|\bpremio\b|\bbonus\b|\berogazion\w*|\bimporto (?:forfettari\w*|fiss\w*)|\bgratifica\b/;
const SCALED =
  /\briproporzion\w*|\bproporzion\w*|\bpro[- ]rata\b|\brapportat\w*|\bridott\w* (?:per|in base)|\bin base (?:ai|al) (?:mesi|part)/;
const ASKED = /\bquant\w*|\bspett\w*|\bcalcol\w*|\bimport\w*/;
const AMOUNT = /(\d{1,3}(?:\.\d{3})*(?:,\d{1,2})?|\d+(?:,\d{1,2})?)\s*(?:€|euro\b)/;
const MONTHS_OF =
  /\b(\d{1,2})\s*mesi\s*(?:su|di|sui)\s*(\d{1,2})\b|\b(\d{1,2})\s*\/\s*(12)\b|\b(\d{1,2})\s*dodicesimi\b/;
const MONTHS_IN =
  /\b(?:in forza|in servizio|lavorat\w*|presente|assunt\w*)\b[^.?;]{0,20}?\b(?:per\s*)?(\d{1,2})\s*mesi\b/;
const PART_TIME =
  /\bpart[- ]?time\s*(?:al|del|a|verticale al|orizzontale al)?\s*(\d{1,3}(?:,\d+)?)\s*%|\b(\d{1,3}(?:,\d+)?)\s*%\s*(?:di\s*)?part[- ]?time/;

function monthsOf(text: string): { months: number; of: number } | undefined {
  const share = MONTHS_OF.exec(text);
  if (share) {
    const months = Number(share[1] ?? share[3] ?? share[5]);
    const of = Number(share[2] ?? share[4] ?? 12);
    return months > 0 && months <= of && of <= 12 ? { months, of } : undefined;
  }
  const served = MONTHS_IN.exec(text);
  const months = served ? Number(served[1]) : undefined;
  return months !== undefined && months > 0 && months < 12 ? { months, of: 12 } : undefined;
}

export function lumpProRata(ctx: AgentContext): AgentAnswer | undefined {
  if (ctx.documents.length) return undefined;
  const text = ctx.message.toLowerCase();
  if (!LUMP.test(text) || !SCALED.test(text) || !ASKED.test(text)) return undefined;
  const amountMatch = AMOUNT.exec(text);
  if (!amountMatch?.[1]) return undefined;
  const whole = figureValue(amountMatch[1]);
  const period = monthsOf(text);
  const partMatch = PART_TIME.exec(text);
  const partPct = partMatch ? figureValue(partMatch[1] ?? partMatch[2] ?? '') : undefined;
  const part = partPct !== undefined && partPct > 0 && partPct < 100 ? partPct : undefined;
  if (!whole || (!period && part === undefined)) return undefined;
  const byMonths = period ? (whole * period.months) / period.of : whole;
  const due = cents(part === undefined ? byMonths : (byMonths * part) / 100);
  const factors = [
    euro(whole),
    ...(period ? [`${period.months}/${period.of}`] : []),
    ...(part !== undefined ? [percent(part)] : []),
  ].join(' × ');
  const rows = [
    '| Passaggio | Calcolo | Importo |',
    '| --- | --- | ---: |',
    `| Importo pieno (tempo pieno, periodo intero) | | ${euro(whole)} |`,
    ...(period
      ? [
          `| Per mesi di servizio | ${decimal(whole)} × ${period.months}/${period.of} | ${euro(cents(byMonths))} |`,
        ]
      : []),
    ...(part !== undefined
      ? [`| Per part-time | ${decimal(cents(byMonths))} × ${percent(part)} | ${euro(due)} |`]
      : []),
  ];
  return compose({
    answer: `Spettano ${bold(euro(due))} lordi: ${factors} = ${euro(due)}.`,
    steps: rows,
    assumptions: [
      'Criteri di riproporzionamento indicati da te (accordo aziendale): l’importo pieno è quello del tempo pieno per tutto il periodo.',
      ...(period
        ? ['Mesi di servizio contati come li indichi (di norma il mese con almeno 15 giorni conta intero).']
        : []),
      'Importo lordo: è soggetto a contributi e IRPEF come la retribuzione.',
    ],
    citations: [],
    related: [],
  });
}
