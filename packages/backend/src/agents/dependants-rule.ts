import { euro } from '../kb/format.js';
import {
  type ChildInput,
  childrenCoefficient,
  FAMILY_DEDUCTIONS as F,
  type FamilyInput,
  familyDeduction,
} from '../payroll/family.js';
import { isTaxYear, type TaxYear } from '../payroll/rules.js';
import { FAMILY_SOURCES } from '../payroll/sources.js';
import { cents } from '../payroll/steps.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { dependantsSentence, familyInput } from './dependants-net.js';
import { yearOf } from './pay-base.js';
import { incomeOf } from './rules-at-income.js';
import { spouseIncomeGap } from './spouse-income-gap.js';
import { sourceCitations } from './worked.js';

/**
 * "detrazioni per figli a carico", "quanto detraggo per mia moglie a carico con 30.000 di reddito?": the
 * deductions for dependants asked as a rule (art. 12 TUIR from 2025). With an income, each deduction is computed
 * step by step; without, the rule is stated and the income asked for.
 */

/** "detrazioni per figli a carico", "quanto detraggo per mia moglie a carico?": the deductions asked themselves. */
const DEPENDANTS_ASKED =
  /\b(?:detrazion\w*|detragg\w*|detrarre|detrae)\b[^?]*\b(?:figli\w*|familiar\w*|coniuge|moglie|marito|genitor\w*|ascendent\w*|a carico)\b|\b(?:figli\w*|familiar\w*|coniuge|moglie|marito|genitor\w*|madre|padre|nonn[oaie]|ascendent\w*)\b[^?]*\ba (?:mio |suo )?carico\b[^?]*\b(?:detrazion\w*|detragg\w*|quanto (?:si )?(?:scala|risparmi))/;

/**
 * Dependants the story denies ("nessun familiare a carico", "senza figli", "ma figli no", "non ho nessuno a carico", "nessun
 * altro reddito né familiare a carico"): no ask.
 */
const DENIED_DEPENDANTS =
  /\b(?:nessun\w*|senza|non)\b[^.?;]{0,40}?\bn[eé]\s+(?:figli\w*|familiar\w*|coniuge|moglie|marito|persone)(?:\s+a carico)?|\b(?:figli\w*|familiar\w*)\s+(?:no|nessuno|zero|niente)\b|\b(?:nessun[oa]?|senza|niente|zero|non (?:ho|ha|abbiamo|hanno) (?:nessun[oa]? )?)\s*(?:figli\w*|familiar\w*|coniuge|moglie|marito|persone|nessuno)(?:\s*(?:,|\bn[eé]\b|\bo\b|\be\b)\s*(?:figli\w*|familiar\w*|coniuge|moglie|marito))*(?:\s+a carico)?/g;

/** Deductions that are not the family's: the cuneo's further deduction, the employee's (art. 13 TUIR). */
const OTHER_DEDUCTION =
  /\b(?:ulteriore )?detrazion\w* (?:del |per il |da )?cuneo(?: fiscale)?\b|\bulteriore detrazion\w*|\bdetrazion\w* (?:per |da )?lavoro dipendente\b/g;

const SPOUSE_WORD = /\b(?:coniuge|moglie|marito)\b/;
const CHILD_WORD = /\bfigli\w*/;
const ASCENDANT_WORD = /\b(?:genitor\w*|ascendent\w*|madre|padre|nonn\w*|altri familiari)\b/;

const SOURCES = sourceCitations([
  FAMILY_SOURCES.law2025,
  FAMILY_SOURCES.circular2025,
  FAMILY_SOURCES.spouseTable,
  FAMILY_SOURCES.spouse2025,
  FAMILY_SOURCES.children,
  FAMILY_SOURCES.childrenSplit,
  FAMILY_SOURCES.childrenSince2022,
  FAMILY_SOURCES.ascendants,
  FAMILY_SOURCES.months,
  FAMILY_SOURCES.incomeLimits,
]);

function ruleLines(): string[] {
  const s = F.spouse;
  const c = F.children;
  return [
    `- ${bold('Coniuge a carico')}: ${euro(s.lowBase)} − ${euro(s.lowSpan)} × reddito / ${euro(s.lowLimit)} fino a ${euro(s.lowLimit)} di reddito complessivo; ${euro(s.midAmount)} da ${euro(s.lowLimit)} a ${euro(s.midLimit)} (più da 10 a 30 € tra 29.000 e 35.200 €); ${euro(s.midAmount)} × (${euro(s.highLimit)} − reddito) / ${euro(s.highDivisor)} fino a ${euro(s.highLimit)}; oltre, niente.`,
    `- ${bold('Figli a carico')}: dal 2025 solo per i figli da ${c.minAge} a ${c.maxAgeExclusive - 1} anni (e per i figli con disabilità anche dai 30 anni): ${euro(c.amount)} × (${euro(c.base)} − reddito) / ${euro(c.base)} per ciascun figlio; con più figli ${euro(c.base)} aumenta di ${euro(c.perFurtherChild)} per ogni figlio dopo il primo. Si divide al 50% tra i genitori (o al 100% al genitore con il reddito più alto, se d'accordo; al 100% se l'altro coniuge è a carico). Sotto i 21 anni la detrazione non spetta: c'è l'assegno unico dell'INPS.`,
    `- ${bold('Altri familiari')}: dal 2025 solo gli ascendenti conviventi (genitori, nonni): ${euro(F.ascendants.amount)} × (${euro(F.ascendants.limit)} − reddito) / ${euro(F.ascendants.limit)} ciascuno.`,
    `- I rapporti si troncano alla quarta cifra decimale; le detrazioni si rapportano ai mesi dell'anno in cui il familiare è a carico. È a carico chi ha un reddito fino a ${euro(F.incomeLimit)} (${euro(F.youngChildIncomeLimit)} per i figli fino a ${F.youngChildMaxAge} anni).`,
  ];
}

/** The family input for a rule question: the dependants asked, children of unknown age taken as 21–29. */
function askedFamily(req: TypedRequest, text: string): { input: FamilyInput; assumedAge: boolean } {
  const stated = familyInput(req.slots.dependants) ?? {};
  const input: FamilyInput = { ...stated };
  if (!input.spouse && SPOUSE_WORD.test(text) && !req.slots.dependants?.spouseDenied)
    input.spouse = { months: 12 };
  let assumedAge = false;
  const kids = input.children ?? (CHILD_WORD.test(text) ? [{ age: null, sharePct: 100, months: 12 }] : []);
  if (kids.length) {
    input.children = kids.map((k): ChildInput => {
      if (k.age !== null) return k;
      assumedAge = true;
      return { ...k, age: F.children.minAge, sharePct: req.slots.dependants?.sharePct ?? 100 };
    });
  }
  if (!input.ascendants && ASCENDANT_WORD.test(text)) input.ascendants = { count: 1, months: 12 };
  return { input, assumedAge };
}

/** The dependants stated, counted without an income (who is under 21, of unknown age…). */
function statedOnly(req: TypedRequest) {
  const input = familyInput(req.slots.dependants);
  return input ? familyDeduction(0, input) : null;
}

/** The deductions for dependants asked as a rule: computed at the income given, or the rule and a question. */
export function dependantsRule(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  const text = readable(ctx.message).replace(DENIED_DEPENDANTS, ' ');
  // "in busta ha la voce 'ulteriore detrazione cuneo fiscale': quanto vale?" beside children told: the cuneo's
  // deduction (or the employee's) is asked, not the family's.
  if (!DEPENDANTS_ASKED.test(text.replace(OTHER_DEDUCTION, ' '))) return undefined;
  const asked = yearOf(ctx, req);
  const year: TaxYear = isTaxYear(asked) ? asked : 2026;
  const income = incomeOf(req, text, year);
  const citations = SOURCES;
  if (!income)
    return compose({
      answer: `Le ${bold('detrazioni per familiari a carico')} (art. 12 TUIR, come modificato dalla legge di bilancio 2025, L. 207/2024, in vigore dal 1° gennaio 2025 e uguali nel ${year}) valgono al massimo ${euro(F.children.amount)} per ogni figlio da ${F.children.minAge} a ${F.children.maxAgeExclusive - 1} anni (sotto i ${F.children.minAge} c'è l'assegno unico), ${euro(F.spouse.lowBase)} per il coniuge e ${euro(F.ascendants.amount)} per ogni ascendente convivente, e scendono col reddito complessivo: dimmi il reddito o la RAL e le calcolo.${dependantsSentence(req.slots.dependants, statedOnly(req), { withTotal: false })}`,
      steps: ruleLines(),
      citations,
      related: [
        'Quanto netto con una RAL di 30.000 € e la moglie a carico nel 2026?',
        'Detrazione per 2 figli di 22 e 25 anni con un reddito di 35.000 €?',
      ],
    });
  const { input, assumedAge } = askedFamily(req, text);
  // (A spouse who earned this year, an amount not given: whether he or she is dependent is the gap.)
  const spouseGap = input.spouse ? spouseIncomeGap(text, year, req.slots.amounts.length) : undefined;
  if (spouseGap) return spouseGap;
  const rc = income.income;
  const family = familyDeduction(rc, input);
  const steps = [...income.steps];
  if (family.spouseFormula)
    steps.push(`Coniuge a carico: ${family.spouseFormula} = ${euro(cents(family.spouse))}.`);
  if (family.childrenFormula)
    steps.push(`Figli a carico di 21-29 anni: ${family.childrenFormula} = ${euro(cents(family.children))}.`);
  if (family.ascendantsFormula)
    steps.push(`Ascendenti conviventi: ${family.ascendantsFormula} = ${euro(cents(family.ascendants))}.`);
  const perChild =
    family.eligibleChildren > 0
      ? ` (per figlio ${euro(cents(F.children.amount * childrenCoefficient(rc, family.eligibleChildren).coefficient))} al 100%, la metà al 50%)`
      : '';
  const answer = `Con un reddito complessivo di ${euro(rc)} nel ${year}, le ${bold('detrazioni per familiari a carico')} (art. 12 TUIR) valgono ${bold(`${euro(cents(family.total))} l'anno`)}${perChild}.${dependantsSentence(req.slots.dependants, family, { withTotal: false })}`;
  return compose({
    answer,
    steps,
    assumptions: [
      ...(assumedAge
        ? ["Figli di età tra 21 e 29 anni (l'età non è indicata): sotto i 21 anni la detrazione non spetta."]
        : []),
      'Detrazioni per l’intero anno salvo mesi indicati; nessun altro reddito.',
      'Le detrazioni riducono l’IRPEF lorda e non sono rimborsabili: oltre l’imposta si perdono.',
    ],
    citations,
    related: [`Quanto netto mi resta nel ${year} con questi familiari a carico?`],
  });
}
