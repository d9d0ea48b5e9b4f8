import type { EmploymentRule } from '../kb/employment-rules.js';
import type { EmploymentRuleAsk } from '../reader/employment-rule-asks.js';
import { bold } from './compose.js';

/**
 * The first sentence for young people's first-job rules (../reader/first-job-asks.ts): the pause between two
 * fixed-term contracts, on-call availability and the notice of each call, a traineeship. Figures come from the
 * rule's `values` in data/law/employment-rules.json.
 */

const euro = (n: number) => `${n.toLocaleString('it-IT', { useGrouping: 'always' })} €`;

function gapOpening(ask: EmploymentRuleAsk, rule: EmploymentRule): string {
  const v = rule.values ?? {};
  const [short, long, limit] = [v.shortDays as number, v.longDays as number, v.shortMonths as number];
  const months = ask.monthsTotal;
  const tail = `altrimenti il nuovo contratto diventa ${bold('a tempo indeterminato')} (salvo attività stagionali)`;
  if (months === undefined)
    return `${bold('Sì')}: per legge (${rule.reference}) tra un contratto a termine e il successivo devono passare almeno ${bold(`${short} giorni`)} se il primo durava fino a ${limit} mesi, ${bold(`${long} giorni`)} se durava di più; ${tail}.`;
  const days = months <= limit ? short : long;
  const which = months <= limit ? `fino a ${limit} mesi` : `più di ${limit} mesi`;
  return `Almeno ${bold(`${days} giorni`)}: per legge (${rule.reference}) dopo un contratto a termine di ${months} mesi (durata ${which}) la riassunzione a termine è possibile solo trascorsi ${days} giorni dalla scadenza (${short} giorni dopo un contratto fino a ${limit} mesi, ${long} dopo uno più lungo); ${tail}.`;
}

function traineeshipOpening(ask: EmploymentRuleAsk, rule: EmploymentRule): string {
  const min = rule.values?.minMonthly as number;
  const nature = `il tirocinio (stage) ${bold('non è un rapporto di lavoro')}: non c’è assunzione né stipendio e non si versano contributi per la pensione; spetta un’${bold('indennità di partecipazione')}`;
  const floor = `il cui minimo è fissato dalla Regione in cui si svolge il tirocinio: le Linee guida nazionali del 2017 indicano almeno ${bold(`${euro(min)} lordi al mese`)}, e molte Regioni prevedono di più`;
  const claimed = ask.amountClaimed;
  if (claimed !== undefined && claimed < min)
    return `${bold('No')}, ${euro(claimed)} al mese non bastano: per legge (${rule.reference}) ${nature}, ${floor}.`;
  return `Per legge (${rule.reference}) ${nature}, ${floor}.`;
}

/** The opening for a first-job rule, or undefined for any other rule. */
export function firstJobOpening(ask: EmploymentRuleAsk, rule: EmploymentRule): string | undefined {
  const ref = rule.reference;
  switch (ask.rule) {
    case 'fixed_term_gap':
      return gapOpening(ask, rule);
    case 'intermittent_availability':
      // (No Sì/No of its own: "quanto deve essere?" asks the figure; a yes/no question gets its verdict downstream.)
      return `Per legge (${ref}), se ti sei obbligato a rispondere alle chiamate, nei periodi in cui resti disponibile senza lavorare ti spetta un’${bold('indennità di disponibilità')}, non inferiore al ${bold(`${rule.values?.pct}%`)} della retribuzione prevista dal CCNL applicato (il contratto collettivo può fissarne una più alta); chi non si obbliga a rispondere non ha diritto all’indennità.`;
    case 'intermittent_notice': {
      const fine = `sanzione amministrativa da ${bold(euro(rule.values?.minFine as number))} a ${bold(euro(rule.values?.maxFine as number))} per ciascun lavoratore`;
      return `${bold('Sì')}: per legge (${ref}) prima dell’inizio di ogni chiamata (o di un ciclo di prestazioni fino a 30 giorni) va comunicata la durata all’Ispettorato del lavoro con il modello UNI-Intermittente; se la comunicazione manca si applica una ${fine} per cui è stata omessa.`;
    }
    case 'traineeship':
      return traineeshipOpening(ask, rule);
    default:
      return undefined;
  }
}

/** Where each first-job rule's agreement gap is said ("Le regole proprie del CCNL … non sono …"). */
export const FIRST_JOB_SUBJECTS = {
  fixed_term_gap: 'sugli intervalli tra i contratti a termine',
  intermittent_availability: 'sul lavoro intermittente',
  intermittent_notice: 'sul lavoro intermittente',
  traineeship: 'sui tirocini',
} as const;
