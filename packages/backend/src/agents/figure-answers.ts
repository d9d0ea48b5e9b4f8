import { hasPayTables, noTablesSentence, withoutTablesQuestions } from '../kb/pay-gap.js';
import { PayrollInputError, type Worked } from '../payroll/index.js';
import type { TypedRequest } from '../reader/request.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { agreementOf } from './pay-base.js';
import { levelGapLine } from './topic-line.js';

const RELATED = [
  'Quanto costa all’azienda un dipendente con RAL di 30.000 €?',
  'Quanto TFR matura in un anno con una RAL di 30.000 €?',
  'Quali sono gli scaglioni IRPEF del 2026?',
  'Quanto lordo serve per avere 1.800 € netti al mese?',
];
export const related = (asked: string) => RELATED.filter((q) => q !== asked).slice(0, 3);

export function noYear(year: number): AgentAnswer {
  return compose({
    answer: `Il calcolo per il ${year} ${bold('non è disponibile')}: la base di conoscenza ha le regole fiscali e contributive del 2025 e del 2026.`,
    citations: [],
    related: RELATED.slice(0, 3),
  });
}

/** An engine refusal (input it cannot compute from, a figure it lacks), said as it is. */
export function refused(ctx: AgentContext, error: unknown): AgentAnswer {
  if (!(error instanceof PayrollInputError)) throw error;
  return compose({
    answer: `${bold('Non posso completare il calcolo')}: ${error.message.replace(/\.$/, '')}.`,
    citations: [],
    related: related(ctx.message),
  });
}

export function computed<T>(ctx: AgentContext, run: () => Worked<T>): Worked<T> | AgentAnswer {
  try {
    return run();
  } catch (error) {
    return refused(ctx, error);
  }
}
export const isAnswer = (value: unknown): value is AgentAnswer =>
  typeof value === 'object' && value !== null && 'riferimenti' in value;

/** Domestic work has hourly contribution bands and no IRPEF withholding: the employee's payslip does not apply. */
export function domesticGap(what: string): AgentAnswer {
  return compose({
    answer: `Per il lavoro domestico ${what} ${bold('non si calcola come per un dipendente di azienda')}: i contributi INPS sono a fasce orarie e il datore di lavoro domestico non trattiene l'IRPEF.`,
    steps: ['Indica la paga oraria e le ore settimanali per i contributi della fascia oraria.'],
    citations: [],
    related: [
      'Qual è il minimo mensile del livello B nel CCNL Lavoro domestico?',
      'Che livello ha una badante di persona non autosufficiente?',
      'Quanti giorni di ferie spettano con il CCNL Lavoro domestico?',
    ],
  });
}
/** What the calculation needs and the question does not give. */
export function askForPay(ctx: AgentContext, req: TypedRequest, what: string): AgentAnswer {
  const ccnl = agreementOf(ctx, req);
  // A level of an agreement without pay tables: the gap, then what the calculation needs instead.
  if (ccnl && !hasPayTables(ccnl) && req.slots.level)
    return compose({
      answer: `${noTablesSentence(ccnl, bold)} Per calcolare ${what} mi serve quindi ${bold('la RAL o il lordo mensile')}.`,
      steps: ['Scrivi nella domanda la RAL o il lordo mensile, con le mensilità, e ricalcolo.'],
      citations: [],
      related: withoutTablesQuestions(ccnl),
    });
  // A level the agreement has but whose row the table in force lacks: that gap, not the level asked again.
  const gap =
    ccnl && req.slots.level ? levelGapLine(ccnl, req.slots.level, req.slots.date ?? ctx.today) : undefined;
  if (gap)
    return compose({
      answer: `${gap.text} Per calcolare ${what} mi serve quindi ${bold('la RAL o il lordo mensile')}.`,
      citations: gap.citations,
      related: related(ctx.message),
    });
  const missing = ccnl
    ? `il livello di inquadramento nel ${ccnl.short_name}, oppure la RAL o il lordo mensile`
    : 'il contratto collettivo (CCNL) e il livello di inquadramento, oppure la RAL o il lordo mensile';
  return compose({
    answer: `Per calcolare ${what} mi serve ${bold(missing)}.`,
    steps: ['Esempio: «RAL 30.000 su 14 mensilità, Milano, 2026» oppure «4° livello CCNL Commercio».'],
    citations: [],
    related: related(ctx.message),
    ...(ccnl ? { showAction: true, calcolaField: 'livello' } : {}),
  });
}

export const location = (req: TypedRequest) =>
  req.slots.municipality
    ? { municipality: req.slots.municipality }
    : req.slots.region
      ? { region: req.slots.region }
      : undefined;
