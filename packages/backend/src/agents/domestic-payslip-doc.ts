import { documentTexts } from '../documents/summed-items.js';
import { decimal, euro } from '../kb/format.js';
import { cents, domesticContributions, isTaxYear, PayrollInputError } from '../payroll/index.js';
import { toSourceRef } from '../payroll/payroll-data.js';
import { fixedTermContract } from '../reader/fixed-term.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose, table } from './compose.js';
import type { AgentContext } from './context.js';
import { payrollData } from './pay-base.js';
import { sourceCitations } from './worked.js';

/**
 * A household's payslip uploaded and doubted ("mi tolgono anche l'IRPEF e troppi contributi: chi ha ragione?"):
 * the family is no withholding agent, so any IRPEF withheld is not due, and the worker's INPS share is a fixed
 * amount per hour paid, from the band of the effective hourly pay (pay plus the 13ª's share), never a share of
 * the gross. The answer opens with the IRPEF not due, then the INPS share checked and the net it should be.
 * Undefined unless a document reads as a domestic payslip with its hours, hourly pay and withholdings.
 */

const DOMESTIC_PAYSLIP = /\blavoro domestico\b|\bcolf\b|\bbadante\b|\bbaby ?sitter\b/;
// ("cos'è la trattenuta di 72,54 e come è calcolata?": the share explained is the same check.)
const ASKS_CHECK =
  /\bcome (?:e|viene|sono|vengono|l'hanno|l hanno|hanno) (?:stat[oaie] )?calcolat\w*|\bcome si calcola\b|\birpef\b|\btass[ae]\b|\bcontribut\w*|\binps\b|\bsbagliat\w*|\bgiust[oa]\b|\bragione\b|\btroppo\b|\bcorrett\w*|\btorna\b/;

const PERIOD_PAYMENT = /\btrimestr\w*|\bbollettin\w*|\bversar\w*|\bdovro versare\b/;
const CHECKED =
  /\bsbagliat\w*|\bgiust[oa]\b|\bragione\b|\btroppo\b|\bcorrett\w*|\btorna\b|\bverific\w*|\bcontroll\w*/;
// A yes-or-no doubt on the payslip's withholding.
// ("è corretta questa trattenuta?", "può farlo?": a few words after the adjective, or whether the family may do it.)
const YES_NO =
  /\b(?:e|sono|sia|siano) (?:corrett|giust|esatt|regolar)\w*(?:\s+[a-z']+){0,3}\s*\?|\b(?:puo|possono|poteva|potevano) (?:farlo|farla|farmelo|trattener\w*|toglier\w*|metter\w*)\b[^?.]{0,30}\?|\b(?:corrett|giust|esatt)[oaie]\s*\?|\bva(?:nno)? bene\s*\?|\b(?:torna|tornano|e ok)\s*\?|\bsbagliat\w*\s*\?/;

// "la paga oraria è corretta rispetto al minimo contrattuale?": the pay against the agreement's minimum, which
// the minimum's own check answers; this check weighs the withholdings only.
const MINIMUM_ASKED = /\bminim[oi]\b|\btabell\w*/;
const WITHHOLDING = /\birpef\b|\btass[ae]\b|\bcontribut\w*|\binps\b|\btrattenut\w*|\britenut\w*/;

const AMOUNT = String.raw`(\d{1,3}(?:\.\d{3})*,\d{2}|\d+,\d{2})`;

/** The euro amount after a label, past a parenthesis that explains it ("INPS c/lavoratore (104 ore x 0,50) 52,00"). */
function amountAfter(text: string, label: string): number | undefined {
  const match = new RegExp(String.raw`(?:${label})[^\d(\n]{0,30}(?:\([^)]*\))?[^\d\n]{0,10}${AMOUNT}`).exec(
    text,
  );
  return match?.[1] ? Number(match[1].replace(/\./g, '').replace(',', '.')) : undefined;
}

/** A figure written after its label ("Ore lavorate: 104", "Paga oraria: 9,00"). */
function labelled(text: string, label: string): number | undefined {
  // ("Ore retribuite nel mese: 96": a few words may follow the label.)
  const match = new RegExp(String.raw`(?:${label})(?:\s+[a-z]+){0,3}?\s*:?\s*(\d+(?:,\d+)?)`).exec(text);
  return match?.[1] ? Number(match[1].replace(',', '.')) : undefined;
}

function payslipFacts(raw: string) {
  const text = raw.toLowerCase();
  const plain = readable(raw);
  if (!DOMESTIC_PAYSLIP.test(plain) || !/\bcedolino\b|\bbusta paga\b|\bprospetto paga\b/.test(plain))
    return undefined;
  const hours = labelled(text, 'ore (?:lavorate|retribuite)');
  const hours0 = labelled(text, 'ore (?:lavorate|retribuite)');
  // A monthly pay over more than 24 hours a week: one contribution whatever the hourly pay, which is the month's
  // pay over its hours ("Retribuzione mensile concordata: 1.350,00", "Ore retribuite nel mese: 234").
  const monthly = amountAfter(text, 'retribuzione mensile');
  const hourly =
    labelled(text, 'paga oraria') ??
    (monthly && hours0 && (hours0 * 12) / 52 > 24 ? monthly / hours0 : undefined);
  // (Its own amount only: "Trattenuta Cassa Colf: -" states none, whatever figure follows on the next line.)
  const fund =
    /\bcassa colf(?:\s+(?:quota\s+)?(?:lavorat\w*|dipendente|c\/\w+))?\s*:?\s*(?:eur|€)?\s*-?(\d+,\d{2})/.exec(
      text,
    )?.[1];
  const inps = amountAfter(text, String.raw`contributi inps|\binps\b`);
  const irpef = amountAfter(text, String.raw`\birpef\b`);
  const gross = amountAfter(text, String.raw`retribuzione lorda|\blordo\b`);
  const net = amountAfter(text, String.raw`\bnetto\b`);
  const year = Number(/\b(20[2-3]\d)\b/.exec(text)?.[1]);
  if (hours === undefined || hourly === undefined || inps === undefined || !year) return undefined;
  return {
    hours,
    hourly,
    inps,
    irpef,
    gross,
    net,
    fund: fund ? Number(fund.replace(',', '.')) : undefined,
    year,
    fixedTerm: fixedTermContract(plain),
  };
}

const hoursText = (hours: number) => (Number.isInteger(hours) ? String(hours) : decimal(hours));

export function domesticPayslipCheck(ctx: AgentContext): AgentAnswer | undefined {
  const asked = readable(ctx.message);
  if (!ASKS_CHECK.test(asked)) return undefined;
  if (MINIMUM_ASKED.test(asked) && !WITHHOLDING.test(asked)) return undefined;
  // "quanto dovrò versare all'INPS per il trimestre?": the payment of a period, not the payslip checked.
  if (PERIOD_PAYMENT.test(asked) && !CHECKED.test(asked)) return undefined;
  const document = documentTexts(ctx.documents).find((d) => payslipFacts(d.text));
  const facts = document && payslipFacts(document.text);
  const data = payrollData();
  if (!facts || !data || !isTaxYear(facts.year)) return undefined;
  // The month's hours as an average week pick the single band over 24 hours a week.
  const weeklyHours = (facts.hours * 12) / 52;
  let worked: ReturnType<typeof domesticContributions>;
  try {
    worked = domesticContributions(data.domestic, {
      year: facts.year,
      hourlyPay: facts.hourly,
      weeklyHours,
      fixedTerm: facts.fixedTerm,
    });
  } catch (error) {
    if (error instanceof PayrollInputError) return undefined;
    throw error;
  }
  const r = worked.result;
  const due = cents(r.hourlyWorker * facts.hours);
  const excess = cents(facts.inps - due);
  const irpef = facts.irpef ?? 0;
  const inpsLine =
    Math.abs(excess) < 0.01
      ? `la trattenuta INPS di ${euro(facts.inps)} è corretta (${euro(r.hourlyWorker)} × ${hoursText(facts.hours)} ore)`
      : `la trattenuta INPS dovuta è ${bold(euro(due))} (${euro(r.hourlyWorker)} l'ora × ${hoursText(facts.hours)} ore), non ${euro(facts.inps)}: ${excess > 0 ? `${bold(euro(excess))} in più` : `${euro(-excess)} in meno`} del dovuto`;
  const body =
    irpef > 0
      ? `l'IRPEF di ${bold(euro(irpef))} ${bold('non va trattenuta')}: il datore di lavoro domestico non è sostituto d'imposta; e ${inpsLine}.`
      : `nel cedolino ${inpsLine}; il datore di lavoro domestico non trattiene l'IRPEF.`;
  // "è corretta?", "è giusta la trattenuta?": the verdict first.
  const verdict = YES_NO.test(readable(ctx.message))
    ? irpef > 0 || Math.abs(excess) >= 0.01
      ? 'No'
      : 'Sì'
    : undefined;
  const answer = verdict ? `${bold(verdict)}: ${body}` : `${body.charAt(0).toUpperCase()}${body.slice(1)}`;
  const gross = facts.gross ?? cents(facts.hourly * facts.hours);
  // The Cassa Colf share the payslip withholds too is no error of the INPS share.
  const fund = facts.fund ?? 0;
  const rightNet = cents(gross - due - fund);
  const rows: [string, string][] = [
    [`Quota INPS del lavoratore ${facts.year} (${r.band})`, `${euro(r.hourlyWorker)} l'ora`],
    [`Trattenuta dovuta (${euro(r.hourlyWorker)} × ${hoursText(facts.hours)} ore)`, euro(due)],
    ['IRPEF da trattenere', euro(0)],
    [
      `Netto corretto (${euro(gross)} − ${euro(due)}${fund ? ` − Cassa Colf ${euro(fund)}` : ''})`,
      euro(rightNet),
    ],
  ];
  if (facts.net !== undefined) rows.push(['Netto pagato', euro(facts.net)]);
  if (facts.net !== undefined && rightNet - facts.net > 0.005)
    rows.push(['Differenza da restituire', euro(cents(rightNet - facts.net))]);
  const regime = data.domestic.no_withholding;
  return compose({
    answer,
    steps: [`Dal documento «${document?.fileName}»:`, '', ...table(rows)],
    assumptions: [
      data.domestic.effective_pay_rule.text,
      `${regime.text} (${regime.article})`,
      'Le imposte sul reddito le versa il lavoratore con la dichiarazione dei redditi (730 senza sostituto o Redditi PF).',
    ],
    citations: sourceCitations([...worked.sources, ...regime.sources.map((s) => toSourceRef(s))]),
    related: [
      'Quanto è il contributo INPS orario 2026 per una colf pagata 9 euro l’ora?',
      'Entro quando si pagano i contributi di colf e badanti?',
      'La colf deve fare il 730?',
    ],
  });
}
