import { indexOf, uploadedText } from '../kb/documents.js';
import { euro, figureValue, percent } from '../kb/format.js';
import { cents } from '../payroll/net-pay.js';
import type { TypedRequest } from '../reader/request.js';
import { fold, readable } from '../reader/text.js';
import { type AgentAnswer, citePassage } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { documentContributionRate } from './document-contribution-rate.js';
import { statedAgreement } from './document-facts.js';
import { statedHourlyPay } from './document-hourly-pay.js';
import { payslipAllowanceRow } from './payslip-allowance-row.js';
import { payslipLeaveRow } from './payslip-leave-row.js';
import { payslipSurchargeRow } from './payslip-surcharge-row.js';

/**
 * "mi calcoli il totale delle maggiorazioni notturne e festive con le percentuali del nostro integrativo?" beside a
 * month's summary that states its own surcharges ("ore notturne in turno (22-6): 30%", "ore in giorno festivo: 60%"),
 * the hours of each kind ("di cui ore notturne in turno: 32") and the hourly pay ("Quota oraria lorda: 15,40 €"):
 * each kind's hours × pay × the document's own percentage, summed. The percentages are the document's (a company
 * agreement may set them above the CCNL's), so no agreement's rate replaces them. Only the surcharges: the hours'
 * base pay is apart. Undefined when the question asks no surcharge or the document lacks the pay, or a kind's rate
 * or hours.
 */

const ASKS = /\bmaggioraz\w*/;
const KINDS = ['notturno', 'festivo', 'domenicale', 'straordinario'] as const;
type Kind = (typeof KINDS)[number];
const STEM: Record<Kind, RegExp> = {
  notturno: /\bnotturn\w*|\bdi nott[ei]\b/g,
  festivo: /\bfestiv\w*/g,
  domenicale: /\bdomenic\w*/g,
  straordinario: /\bstraordinar\w*/g,
};
const LABEL: Record<Kind, string> = {
  notturno: 'ore notturne',
  festivo: 'ore festive',
  domenicale: 'ore domenicali',
  straordinario: 'ore di straordinario',
};
const LABELLED = /([^:\n]*):\s*(\d{1,3}(?:,\d{1,2})?)(?![\d,./])\s*(%|ore\b|h\b|€|euro\b)?/g;
// A rate in a list with no colon of its own ("Maggiorazioni aziendali: straordinario feriale 25%; lavoro notturno 30%").
const LISTED = /([^:;,\n]*?)\s(\d{1,3}(?:,\d{1,2})?)\s*%/g;
// "quanto fanno in tutto con la maggiorazione?": the hours' whole pay, the surcharge included, not the surcharge alone.
const WHOLE =
  /\b(?:con|compres\w*|inclus\w*) (?:la |le |sua |loro )?maggioraz\w*|\bmaggioraz\w* (?:compres\w*|inclus\w*)/;

/** The kind a line is about: the first kind it names, not a negated one ("festivo … non notturne"). */
function kindOf(line: string): Kind | undefined {
  let first: { kind: Kind; at: number } | undefined;
  for (const kind of KINDS)
    for (const m of line.matchAll(STEM[kind])) {
      if (/\bnon\s+$/.test(line.slice(0, m.index))) continue;
      if (!first || m.index < first.at) first = { kind, at: m.index };
      break;
    }
  return first?.kind;
}

const hoursSaid = (h: number) => `${String(h).replace('.', ',')} ${h === 1 ? 'ora' : 'ore'}`;

export function documentStatedSurcharges(ctx: AgentContext): AgentAnswer | undefined {
  if (!ctx.documents.length) return undefined;
  const question = readable(ctx.message);
  if (!ASKS.test(question)) return undefined;
  for (const document of ctx.documents) {
    const { passages } = indexOf(document);
    const raw = uploadedText(document);
    const pay = statedHourlyPay(raw);
    if (!pay) continue;
    const rates = new Map<Kind, number>();
    const hours = new Map<Kind, number>();
    // Each labelled figure ("ore notturne in turno (22-6): 30%", "di cui ore festive diurne: 12"), lines joined or
    // not (an uploaded file's passage runs its lines together): the label is the text since the last colon.
    for (const m of fold(raw).matchAll(LABELLED)) {
      const label = m[1] ?? '';
      const kind = kindOf(label);
      if (!kind) continue;
      if (m[3] === '%') {
        if (!rates.has(kind)) rates.set(kind, figureValue(m[2] ?? ''));
      } else if (!m[3] || /^(?:ore|h)$/.test(m[3])) {
        if (!hours.has(kind)) hours.set(kind, figureValue(m[2] ?? ''));
      }
    }
    for (const m of fold(raw).matchAll(LISTED)) {
      const kind = kindOf(m[1] ?? '');
      if (kind && !rates.has(kind)) rates.set(kind, figureValue(m[2] ?? ''));
    }
    // The kinds with both a stated rate and hours; a kind with hours and no rate of the document is not valued here.
    const kinds = KINDS.filter((k) => (hours.get(k) ?? 0) > 0);
    if (!kinds.length || kinds.some((k) => rates.get(k) === undefined)) continue;
    // A kind the question names must be among them ("maggiorazioni notturne": the night hours).
    const named = KINDS.filter((k) => new RegExp(STEM[k].source).test(question));
    const whole = WHOLE.test(question);
    const valued = named.length ? kinds.filter((k) => named.includes(k)) : kinds;
    if (!valued.length || named.some((k) => !kinds.includes(k))) continue;
    const parts = valued.map((k) => {
      const rate = rates.get(k) as number;
      const h = hours.get(k) as number;
      return { k, rate, h, value: cents((h * pay * (whole ? 100 + rate : rate)) / 100) };
    });
    const total = cents(parts.reduce((s, p) => s + p.value, 0));
    // With the surcharge included, each hour is paid at 100% plus the document's rate (8 × 12,78 € × 130%).
    const factor = (rate: number) => percent(whole ? 100 + rate : rate);
    const each = parts.map(
      (p) => `${euro(p.value)} per le ${LABEL[p.k]} (${hoursSaid(p.h)} × ${euro(pay)} × ${factor(p.rate)})`,
    );
    const ccnl = statedAgreement(ctx.kb, raw);
    return compose({
      answer: whole
        ? `Con la paga oraria e le percentuali indicate nel documento «${document.fileName}», quelle ore valgono in tutto, maggiorazione compresa, ${bold(`${euro(total)} lordi`)}: ${each.join(' e ')}.`
        : `Con le percentuali indicate nel documento «${document.fileName}», le maggiorazioni valgono in tutto ${bold(`${euro(total)} lordi`)}: ${each.join(' e ')}.`,
      steps: [
        ...parts.map(
          (p) =>
            `${whole ? `Ore ${LABEL[p.k].replace(/^ore /, '')} con la maggiorazione del ${percent(p.rate)}` : `Maggiorazione ${LABEL[p.k]}`}: ${hoursSaid(p.h)} × ${euro(pay)} × ${factor(p.rate)} = ${euro(p.value)}.`,
        ),
        ...(parts.length > 1
          ? [`Totale: ${parts.map((p) => euro(p.value)).join(' + ')} = ${euro(total)}.`]
          : []),
      ],
      assumptions: [
        `Paga oraria ${euro(pay)}, ore e percentuali lette nel documento${ccnl ? ` (non quelle del ${ccnl.short_name}, che l'accordo aziendale può migliorare)` : ''}.`,
        whole
          ? 'Ogni ora vale la paga oraria più la maggiorazione; sono ore ordinarie con la loro maggiorazione, non straordinario.'
          : 'Solo le maggiorazioni: la paga base delle ore lavorate è a parte.',
      ],
      citations: passages[0] ? [citePassage(passages[0], `Documento caricato: ${document.fileName}`)] : [],
      related: [],
    });
  }
  return undefined;
}

// "la maggiorazione notturna del cedolino è corretta rispetto al contratto? quanto avrebbe dovuto essere?": the row
// is weighed against the agreement's rate before the document's own percentages are valued; those answer when the
// company's rates are what is asked ("con le percentuali del nostro integrativo").
const AGAINST_AGREEMENT =
  /\bcontratt\w*|\bccnl\b|\bgiust[oaie]\b|\bcorrett\w*|\bsbagliat\w*|\bavrebbe dovut\w*|\bdovev\w*|\bspett\w*/;
const OWN_RATES =
  /\bintegrativ\w*|\baziendal\w*|\bpercentuali (?:indicate|del documento|della busta|del cedolino)/;

/** A surcharge the document states: its own percentages valued, or a payslip row's weighed against the agreement's. */
export function documentSurchargeAnswer(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  const question = readable(ctx.message);
  const weighed =
    ctx.documents.length && AGAINST_AGREEMENT.test(question) && !OWN_RATES.test(question)
      ? payslipSurchargeRow(ctx, req)
      : undefined;
  if (weighed) return weighed;
  // (A daily allowance row, "trasferta 6-12 ore", weighed against the agreement's band: payslip-allowance-row.ts.)
  // (A law leave's row, "Donazione sangue  1  8,00", read with who pays it: payslip-leave-row.ts.)
  // (A contribution line with no rate: its rate and base, document-contribution-rate.ts.)
  return (
    documentStatedSurcharges(ctx) ??
    payslipSurchargeRow(ctx, req) ??
    payslipAllowanceRow(ctx, req) ??
    payslipLeaveRow(ctx) ??
    documentContributionRate(ctx)
  );
}
