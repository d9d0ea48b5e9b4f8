import type { ClaimedFigure } from './claimed-figure.js';
import type { ContributionKind } from './contributions.js';

/**
 * The typed request every question is read into before an agent answers it: the contract between the reader
 * (rules, or a model through function calling), the engine and the composer. The intent names are the
 * documented taxonomy of what consultants ask; the evaluation (`eval/questions.json`) labels its questions
 * with the same names.
 */

export const INTENTS = {
  // Pay and payroll calculations (calcolo)
  minimum_pay: 'minimo tabellare di un livello a una data',
  hourly_rate: 'paga oraria (minimo o retribuzione diviso il divisore orario)',
  gross_to_net: 'dal lordo (livello, RAL o lordo mensile) al netto',
  net_to_gross: 'dal netto desiderato al lordo',
  employer_cost: "costo del lavoro per l'azienda",
  overtime_value: 'valore di un’ora di straordinario, notturno o festivo',
  thirteenth_pro_rata: 'tredicesima o quattordicesima, anche in proporzione ai mesi',
  tfr: 'TFR: accantonamento annuo e rivalutazione',
  payroll_rules:
    'regole e soglie: aliquote INPS, massimale, scaglioni IRPEF, detrazioni, cuneo fiscale, trattamento integrativo',
  payslip_check: 'verifica di una busta paga dalle cifre indicate',
  // Agreement topics (main-agent)
  holidays: 'ferie',
  rol_ex_festivita: 'permessi ROL ed ex festività',
  sickness_injury: 'malattia e infortunio: trattamento economico e comporto',
  leave: 'permessi e congedi (matrimonio, lutto, studio)',
  probation: 'periodo di prova',
  notice: 'preavviso di licenziamento e dimissioni',
  working_hours: 'orario di lavoro settimanale e divisore',
  part_time: 'part-time, minimi e lavoro supplementare',
  apprenticeship: 'apprendistato: durata e percentuali',
  seniority: 'scatti di anzianità',
  monthly_payments: 'mensilità (13ª, 14ª) e quando si pagano',
  renewal: 'validità, rinnovo e una tantum',
  // Other agents and cases
  classification: 'inquadramento di una mansione in un livello',
  comparison: 'confronto fra CCNL',
  document_question: 'domanda su un documento caricato',
  agreement_not_covered: 'CCNL non presente nella base di conoscenza',
  out_of_scope: 'domanda estranea ai CCNL e al lavoro',
} as const;
export type Intent = keyof typeof INTENTS;

/** The agreement topics main-agent answers from an agreement's clauses (the second group of `INTENTS`). */
export const AGREEMENT_TOPICS: readonly Intent[] = [
  'holidays',
  'rol_ex_festivita',
  'sickness_injury',
  'leave',
  'probation',
  'notice',
  'working_hours',
  'part_time',
  'apprenticeship',
  'seniority',
  'monthly_payments',
  'renewal',
];

/** What an amount in the question means. */
export const AMOUNT_KINDS = [
  'ral',
  'monthly_gross',
  'net',
  'superminimo',
  'hours',
  'inps',
  'irpef',
  'other',
] as const;
export type AmountKind = (typeof AMOUNT_KINDS)[number];

/** Overtime, night or holiday work (overtime_value). */
export const OVERTIME_KINDS = [
  'straordinario',
  'straordinario_notturno',
  'straordinario_festivo',
  'straordinario_notturno_festivo',
  'notturno',
  'festivo',
  'notturno_festivo',
] as const;

export interface Amount {
  kind: AmountKind;
  value: number;
  /** The figure is a pay per hour, as its words said ("9 euro l'ora", "8,50 €/h", "paga oraria di 9"). */
  perHour?: true;
}

export interface Slots {
  /** `id_categoria` of the agreements named, implied or selected. */
  agreements: number[];
  /** Agreements named that the knowledge base does not hold ("CCNL Chimico"). */
  unknownAgreements: string[];
  /** The agreements were inferred from a sector or workplace word ("studio di avvocati"), not named. */
  agreementsBySector?: boolean;
  level?: string;
  /** A figure the user believes and asks to be confirmed ("le ferie sono 30 giorni, è vero?"). */
  claim?: ClaimedFigure;
  jobDescription?: string;
  /** AAAA-MM-GG: the date figures are wanted at. */
  date?: string;
  taxYear?: number;
  amounts: Amount[];
  /** 12, 13 or 14 monthly payments. */
  payments?: number;
  municipality?: string;
  province?: string;
  region?: string;
  /** Part-time share, 1–100. */
  partTimePercent?: number;
  hireDate?: string;
  /** AAAA-MM-GG: the last day worked (a resignation or dismissal), for pro-rata questions. */
  endDate?: string;
  /** Weekly hours worked (part-time, domestic work). */
  weeklyHours?: number;
  /** Months worked in the period asked about (pro-rata questions). */
  monthsWorked?: number;
  seniorityIncrements?: number;
  /** Years of service ("da 5 anni in azienda"), when increments are not given. */
  seniorityYears?: number;
  /** Overtime, night or holiday work (overtime_value). */
  overtimeKind?: (typeof OVERTIME_KINDS)[number];
  /** A payroll contribution asked about on its own (FIS, CIGS, INAIL…): its rate, split and amount. */
  contribution?: ContributionKind;
  /** How many overtime, night, holiday or extra hours the question asks the value of ("2 ore di straordinario"). */
  extraHours?: number;
  /** The employer's average number of employees (employer cost: FIS and CIGS thresholds). */
  employees?: number;
  /** Lives with the family (domestic work). */
  cohabiting?: boolean;
  /**
   * Dependants stated (art. 12 TUIR): the spouse (or a spouse said not to be one), the children with their ages
   * and the share of the charge, the ascendants living with the taxpayer, the months of the year they were
   * dependants, and who was named but gives no deduction (a partner who is not a spouse, an in-law).
   */
  dependants?: {
    spouse?: boolean;
    spouseDenied?: boolean;
    children?: number;
    childAges?: number[];
    /** "bambini", "minorenni": children under 21 without their ages. */
    youngChildren?: boolean;
    sharePct?: number;
    ascendants?: number;
    months?: number;
    notDependants?: ('partner' | 'in-law' | 'ascendant-not-living')[];
  };
}

export interface TypedRequest {
  intent: Intent;
  /** Further intents the question asks at once ("ferie e permessi"). */
  alsoAsked: Intent[];
  slots: Slots;
  /** Parts of the question the reader recognised but nothing can answer, said back to the user. */
  unanswerable: string[];
  /** Who read it: the rule reader or a model through function calling. */
  readBy: 'rules' | 'model';
}
