import { checkPayments, checkYear, type Payments } from './gross-net.js';
import { tfrAccrualWorked } from './pay-items.js';
import { type EmployerData, toSourceRef } from './payroll-data.js';
import {
  num,
  PayrollInputError,
  pct,
  requireAmount,
  type SourceRef,
  type Step,
  step,
  uniqueSources,
  type Worked,
} from './steps.js';

/**
 * The yearly cost of an employee to the employer: RAL + employer INPS (the components the data files source,
 * by sector and firm size, as a stated assumption) + INAIL (only at the rate the caller gives, or a range) +
 * TFR accrual; with the monthly ratei of 13ª/14ª for a monthly view. Components that could not be sourced are
 * named gaps, and the indicative average total rate is shown beside the sum as an alternative.
 */

export type Sector = 'industria' | 'commercio' | 'artigianato';

export interface EmployerCostInput {
  year: number;
  ral: number;
  sector: Sector;
  /** Average employees (FIS and CIGS thresholds). */
  employees: number;
  payments?: Payments;
  fixedTerm?: boolean;
  /** Renewals of a fixed-term contract (+0.50 points each). */
  renewals?: number;
  /** INAIL rate per thousand of the tariff item; a range gives an illustrative minimum and maximum. */
  inailRatePerMille?: number | { min: number; max: number };
}

export interface EmployerCost {
  ral: number;
  components: { label: string; ratePct: number; amount: number }[];
  employerInps: number;
  /** The same RAL at the indicative average rate (low confidence), for comparison. */
  indicativeEmployerInps: number;
  /** INPS + INAIL at the published indicative range of rates (low confidence). */
  indicativeRange: { min: number; max: number };
  inail: { min: number; max: number } | null;
  tfr: number;
  total: { min: number; max: number };
  monthlyRatei: { thirteenth: number; fourteenth: number | null };
}

export function employerCost(data: EmployerData, input: EmployerCostInput): Worked<EmployerCost> {
  const year = checkYear(input.year);
  const payments = checkPayments(input.payments);
  const ral = requireAmount(input.ral, 'la RAL');
  const employees = requireAmount(input.employees, 'il numero di dipendenti');
  const c = data.components;
  const parts: { label: string; ratePct: number; sources: SourceRef[] }[] = [];
  const add = (
    label: string,
    ratePct: number,
    comp: { sources: EmployerData['components']['fis']['sources'] },
  ) => parts.push({ label, ratePct, sources: comp.sources.map((s) => toSourceRef(s)) });
  add('IVS a carico del datore', c.ivs_employer.rate_pct, c.ivs_employer);
  const gaps = [data.gaps[0] as string];
  if (input.sector === 'industria') {
    add(
      `CIGO industria (${employees > 50 ? 'oltre' : 'fino a'} 50 dipendenti)`,
      employees > 50 ? c.cigo_industry.over_50_pct : c.cigo_industry.up_to_50_pct,
      c.cigo_industry,
    );
    if (employees > c.cigs.threshold_employees)
      add(`CIGS (oltre ${c.cigs.threshold_employees} dipendenti), quota datore`, c.cigs.employer_pct, c.cigs);
  } else if (input.sector === 'commercio') {
    const fis = employees > 5 ? c.fis.over_5_pct : c.fis.up_to_5_pct;
    add(
      `FIS (${employees > 5 ? 'oltre' : 'fino a'} 5 dipendenti), 2/3 a carico del datore`,
      fis * c.fis.employer_share,
      c.fis,
    );
  } else {
    gaps.push(data.gaps[1] as string);
  }
  if (input.fixedTerm) {
    const renewals = input.renewals ?? 0;
    add(
      `Contributo addizionale NASpI contratto a termine${renewals ? ` (+${renewals} rinnovi)` : ''}`,
      c.naspi_fixed_term.rate_pct + renewals * c.naspi_fixed_term.per_renewal_pct,
      c.naspi_fixed_term,
    );
  }
  const steps: Step[] = [];
  const components = parts.map((p) => {
    const amount = (ral * p.ratePct) / 100;
    steps.push(step(p.label, `${num(ral)} × ${pct(Number(p.ratePct.toFixed(4)))}`, amount));
    return { label: p.label, ratePct: p.ratePct, amount };
  });
  const employerInps = components.reduce((sum, p) => sum + p.amount, 0);
  steps.push(
    step(
      'Contributi INPS a carico del datore (componenti documentate)',
      components.map((p) => num(p.amount)).join(' + '),
      employerInps,
    ),
  );
  const indicative = (ral * data.indicative_total.rate_pct) / 100;
  const range = data.indicative_range;
  const indicativeRange = { min: (ral * range.min_pct) / 100, max: (ral * range.max_pct) / 100 };
  let inail: { min: number; max: number } | null = null;
  const rate = input.inailRatePerMille;
  if (rate !== undefined) {
    const [min, max] = typeof rate === 'number' ? [rate, rate] : [rate.min, rate.max];
    if (!(min >= 0 && max >= min)) throw new PayrollInputError('Tasso INAIL non valido.');
    inail = { min: (ral * min) / 1000, max: (ral * max) / 1000 };
    steps.push(
      step(
        'Premio INAIL',
        min === max
          ? `${num(ral)} × ${num(min)}‰`
          : `${num(ral)} × da ${num(min)}‰ a ${num(max)}‰ (intervallo illustrativo)`,
        inail.max,
      ),
    );
  } else gaps.push(data.gaps[2] as string);
  const tfr = tfrAccrualWorked({ annualPay: ral });
  steps.push(step('Accantonamento TFR', `${num(ral)} / 13,5`, tfr.result.gross));
  const base = ral + employerInps + tfr.result.gross;
  const total = { min: base + (inail?.min ?? 0), max: base + (inail?.max ?? 0) };
  steps.push(
    step(
      'Costo annuo per il datore',
      `${num(ral)} + ${num(employerInps)}${inail ? ` + INAIL` : ''} + ${num(tfr.result.gross)}`,
      total.max,
    ),
  );
  const monthly = ral / payments;
  const ratei = { thirteenth: monthly / 12, fourteenth: payments === 14 ? monthly / 12 : null };
  steps.push(step('Rateo mensile di 13ª', `${num(monthly)} / 12`, ratei.thirteenth));
  if (ratei.fourteenth !== null)
    steps.push(step('Rateo mensile di 14ª', `${num(monthly)} / 12`, ratei.fourteenth));
  return {
    result: {
      ral,
      components,
      employerInps,
      indicativeEmployerInps: indicative,
      indicativeRange,
      inail,
      tfr: tfr.result.gross,
      total,
      monthlyRatei: ratei,
    },
    steps,
    assumptions: [
      `Anno ${year}; settore ${input.sector}, ${num(employees)} dipendenti in media; aliquote datore ipotizzate dalle fonti indicate (l'inquadramento INPS dell'azienda può differire).`,
      `Stima alternativa con l'aliquota media indicativa del ${pct(data.indicative_total.rate_pct)} (senza sgravi): ${num(indicative)} € di contributi datore (affidabilità bassa).`,
      `Ordine di grandezza indicativo degli oneri INPS e INAIL del datore: dal ${pct(range.min_pct)} al ${pct(range.max_pct)} della retribuzione, cioè da ${num(indicativeRange.min)} a ${num(indicativeRange.max)} € (affidabilità bassa).`,
      'La RAL comprende già 13ª e 14ª: i ratei mensili mostrano quanto si accantona ogni mese.',
      'Nessuno sgravio o esonero contributivo applicato.',
    ],
    gaps,
    sources: uniqueSources([
      ...parts.flatMap((p) => p.sources),
      ...data.indicative_total.sources.map((s) => toSourceRef(s)),
      ...range.sources.map((s) => toSourceRef(s)),
      ...data.inail.sources.map((s) => toSourceRef(s)),
      ...tfr.sources,
    ]),
  };
}
