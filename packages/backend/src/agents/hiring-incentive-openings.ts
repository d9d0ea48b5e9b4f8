import { type EmploymentRule, employmentRule } from '../kb/employment-rules.js';
import { MONTHS } from '../kb/format.js';
import type { EmploymentRuleAsk } from '../reader/employment-rule-asks.js';
import { bold } from './compose.js';

/**
 * The first sentence for an employer's hiring incentives (../reader/hiring-incentive-asks.ts): the bonus donne,
 * the bonus giovani and the relief on contributions in the South, each for the hire date or the year asked, and
 * whether the relief in the South adds to another incentive. Figures come from the rules' `values` in
 * data/law/employment-rules.json; a year not held is said as a gap.
 */

const euro = (n: number) => `${n.toLocaleString('it-IT', { useGrouping: 'always' })} €`;
const num = (rule: EmploymentRule, key: string) => rule.values?.[key] as number;

/** The hire as year × 12 + month (the year told, else the current one), or undefined. */
function hireIndex(ask: EmploymentRuleAsk, today: string): { index: number; said: string } | undefined {
  if (!ask.hire) return undefined;
  const year = ask.hire.year ?? Number(today.slice(0, 4));
  return { index: year * 12 + ask.hire.month, said: `${MONTHS[ask.hire.month - 1]} ${year}` };
}

const lastHire = (rule: EmploymentRule) => num(rule, 'lastHireYear') * 12 + num(rule, 'lastHireMonth');
const lastHireSaid = (rule: EmploymentRule) =>
  `${num(rule, 'lastHireDay')} ${MONTHS[num(rule, 'lastHireMonth') - 1]} ${num(rule, 'lastHireYear')}`;

function womenOpening(ask: EmploymentRuleAsk, rule: EmploymentRule, today: string): string {
  const [cap, months] = [num(rule, 'monthlyCap'), num(rule, 'months')];
  const what = `il bonus donne (${rule.reference}) esonera il ${num(rule, 'pct')}% dei contributi previdenziali a carico del datore di lavoro (INAIL esclusa), fino a ${bold(`${euro(cap)} al mese`)} per lavoratrice, per al massimo ${bold(`${months} mesi`)}`;
  const hire = hireIndex(ask, today);
  const until = lastHireSaid(rule);
  if (hire && hire.index > lastHire(rule))
    return `${bold('No')}: il bonus donne vale per le assunzioni fatte fino al ${bold(until)}, e per un’assunzione a ${hire.said} la proroga non c’è nella base di conoscenza; fino a quella data ${what}.`;
  if (ask.annual)
    return `Al massimo ${bold(euro(cap * 12))} in un anno: ${what}, quindi ${euro(cap)} × 12 mesi = ${euro(cap * 12)} (se i contributi dovuti sono meno del tetto, l’esonero è pari ai contributi dovuti), per le assunzioni a tempo indeterminato di donne svantaggiate fatte fino al ${until}.`;
  const inside = hire ? `; un’assunzione a ${hire.said} rientra nel periodo` : '';
  return `Fino a ${bold(`${euro(cap)} al mese`)} per lavoratrice, per al massimo ${bold(`${months} mesi`)}: il bonus donne (${rule.reference}) esonera il ${num(rule, 'pct')}% dei contributi previdenziali a carico del datore di lavoro (INAIL esclusa) per le assunzioni a tempo indeterminato di donne svantaggiate fatte fino al ${until}${inside}.`;
}

function youthOpening(ask: EmploymentRuleAsk, rule: EmploymentRule, today: string): string {
  const [cap, zes, months] = [num(rule, 'monthlyCap'), num(rule, 'monthlyCapZes'), num(rule, 'months')];
  const until = lastHireSaid(rule);
  const terms = `per le assunzioni dal 1° gennaio al ${until} il bonus giovani (${rule.reference}) esonera il ${bold(`${num(rule, 'pct')}%`)} dei contributi previdenziali a carico del datore di lavoro (il ${num(rule, 'pctNetIncrease')}% solo se l’assunzione porta un incremento occupazionale netto), fino a ${bold(`${euro(cap)} al mese`)} per lavoratore (${euro(zes)} nella ZES unica), per ${months} mesi`;
  const hire = hireIndex(ask, today);
  const start = num(rule, 'lastHireYear') * 12 + 1;
  if (hire && hire.index > lastHire(rule))
    return `${bold('No')}: il bonus giovani under 35 vale solo per le assunzioni fatte fino al ${bold(until)}, quindi per un’assunzione a ${hire.said} non spetta più; ${terms}.`;
  if (hire && hire.index < start)
    return `Per un’assunzione a ${hire.said} l’esonero era del ${bold('100%')} dei contributi a carico del datore di lavoro, fino a ${bold(`${euro(cap)} al mese`)} (${euro(zes)} nella ZES unica), per ${months} mesi; ${terms}.`;
  if (hire)
    return `Fino a ${bold(`${euro(cap)} al mese`)}, ma non al 100%: ${terms}; un’assunzione a ${hire.said} rientra nel periodo.`;
  if (ask.annual)
    return `Al massimo ${bold(euro(cap * 12))} in un anno (${euro(cap)} × 12 mesi; ${euro(zes * 12)} nella ZES unica): ${terms}.`;
  return `Solo per le assunzioni fatte fino al ${bold(until)}: ${terms}; dal 1° maggio 2026 il bonus non spetta più.`;
}

function southOpening(ask: EmploymentRuleAsk, rule: EmploymentRule, today: string): string {
  const year = ask.year ?? Number(today.slice(0, 4));
  const [pct, cap] = [rule.values?.[`pct${year}`], rule.values?.[`cap${year}`]];
  if (ask.combined) {
    const women = employmentRule('hiring_women');
    const south2026 = `${num(rule, `pct${year}`) || num(rule, 'pct2026')}% fino a ${euro(num(rule, `cap${year}`) || num(rule, 'cap2026'))} al mese`;
    return `${bold('No')}: l’esonero contributivo per il Mezzogiorno (decontribuzione Sud, ${rule.reference}) ${bold('non è cumulabile')} con il bonus donne, il bonus giovani e il bonus ZES del Decreto Coesione: sulla stessa lavoratrice devi sceglierne uno. Il bonus donne esonera il ${num(women, 'pct')}% dei contributi a carico del datore fino a ${euro(num(women, 'monthlyCap'))} al mese per ${num(women, 'months')} mesi, la decontribuzione Sud il ${south2026}; per gli altri dipendenti la decontribuzione Sud resta.`;
  }
  if (pct === undefined || cap === undefined)
    return year < 2025
      ? `Nel ${year} valeva la vecchia Decontribuzione Sud (${rule.earlier}); l’esonero di oggi (${rule.reference}) parte dal 2025.`
      : `${bold(`La misura dell’esonero per il Mezzogiorno nel ${year} non è nella base di conoscenza`)}: per il 2025 era il ${num(rule, 'pct2025')}% fino a ${euro(num(rule, 'cap2025'))} al mese, per il 2026 il ${num(rule, 'pct2026')}% fino a ${euro(num(rule, 'cap2026'))} al mese (${rule.reference}).`;
  const yearly = ask.annual ? `, cioè al massimo ${bold(`${euro(cap * 12)} l’anno`)} per lavoratore` : '';
  return `Nel ${year} il ${bold(`${pct}%`)} dei contributi previdenziali a carico del datore di lavoro, fino a ${bold(`${euro(cap)} al mese`)} per lavoratore${yearly}: è l’esonero per il Mezzogiorno che ha preso il posto della Decontribuzione Sud (${rule.reference}), per i dipendenti a tempo indeterminato di micro, piccole e medie imprese in Abruzzo, Molise, Campania, Basilicata, Sicilia, Puglia, Calabria e Sardegna, anche già in forza.`;
}

/** The opening for a hiring incentive, or undefined for any other rule. */
export function hiringIncentiveOpening(
  ask: EmploymentRuleAsk,
  rule: EmploymentRule,
  today: string,
): string | undefined {
  switch (ask.rule) {
    case 'hiring_women':
      return womenOpening(ask, rule, today);
    case 'hiring_youth':
      return youthOpening(ask, rule, today);
    case 'south_relief':
      return southOpening(ask, rule, today);
    default:
      return undefined;
  }
}

/** Where each incentive's agreement gap would be said. */
export const INCENTIVE_SUBJECTS = {
  hiring_women: 'sugli incentivi alle assunzioni',
  hiring_youth: 'sugli incentivi alle assunzioni',
  south_relief: 'sugli sgravi contributivi',
} as const;
