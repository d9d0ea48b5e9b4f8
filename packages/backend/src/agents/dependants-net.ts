import { euro } from '../kb/format.js';
import type { ChildInput, FamilyDeduction, FamilyInput } from '../payroll/family.js';
import { cents } from '../payroll/steps.js';
import type { Slots } from '../reader/request.js';

/**
 * The dependants a question states, turned into the engine's input (art. 12 TUIR), and the sentence that says
 * what the net includes: the deduction of each dependant, and in one sentence why a child under 21 gives none
 * (the assegno unico) or why a child's deduction is left out (age not said).
 */

type Dependants = NonNullable<Slots['dependants']>;

const FULL_YEAR = 12;

/** The engine's input for the dependants stated, or undefined when none gives a deduction to compute. */
export function familyInput(d: Slots['dependants']): FamilyInput | undefined {
  if (!d) return undefined;
  const months = d.months ?? FULL_YEAR;
  const input: FamilyInput = {};
  if (d.spouse) input.spouse = { months };
  if (d.children) {
    // The share: as said; 100% when the spouse is a dependant (the other parent has no income); else the rule's 50%.
    const sharePct = d.sharePct ?? (d.spouse ? 100 : 50);
    const ages = d.childAges ?? [];
    const children: ChildInput[] = [];
    for (let i = 0; i < d.children; i++)
      children.push({ age: ages[i] ?? (d.youngChildren ? 0 : null), sharePct, months });
    input.children = children;
  }
  if (d.ascendants) input.ascendants = { count: d.ascendants, months };
  return Object.keys(input).length ? input : undefined;
}

function childrenWords(n: number): string {
  return n === 1 ? 'il figlio' : `i ${n} figli`;
}

/** What the net includes and leaves out of the dependants stated: appended to the net's opening sentence. */
export function dependantsSentence(
  d: Slots['dependants'],
  family: FamilyDeduction | null,
  { withTotal = true } = {},
): string {
  if (!d) return '';
  const parts: string[] = [];
  if (!withTotal) {
    // The caller states the total itself (a rule question): only what is left out follows.
  } else if (family && family.total > 0) {
    const items = [
      family.spouse > 0 ? `coniuge ${euro(cents(family.spouse))}` : '',
      family.children > 0
        ? `${family.eligibleChildren === 1 ? 'figlio' : `${family.eligibleChildren} figli`} ${euro(cents(family.children))}`
        : '',
      family.ascendants > 0 ? `ascendenti conviventi ${euro(cents(family.ascendants))}` : '',
    ].filter(Boolean);
    parts.push(
      `Il netto comprende le **detrazioni per familiari a carico** (art. 12 TUIR): ${items.join(', ')}, in tutto ${euro(cents(family.total))} l'anno${d.months && d.months < FULL_YEAR ? ` (per ${d.months} mesi)` : ''}.`,
    );
  } else if (family && (family.spouseFormula || family.ascendantsFormula || family.childrenFormula))
    parts.push(
      'Le detrazioni per familiari a carico (art. 12 TUIR) a questo reddito valgono zero: si azzerano oltre 80.000 € per coniuge e ascendenti e oltre 95.000 € (più 15.000 per ogni altro figlio) per i figli.',
    );
  if (family?.under21)
    parts.push(
      `Per ${family.under21 === 1 ? 'un figlio sotto i 21 anni' : 'i figli sotto i 21 anni'} non spetta la detrazione IRPEF: al suo posto c'è l'assegno unico dell'INPS, che non passa dalla busta paga.`,
    );
  if (family?.under21 && family.eligibleChildren)
    parts.push(
      "Nell'aumento di 15.000 € per ogni figlio dopo il primo ho contato solo i figli che danno diritto alla detrazione: se vi rientrino anche quelli sotto i 21 anni non è nella base di conoscenza.",
    );
  if (family?.over29)
    parts.push(
      'Per i figli di 30 anni o più (salvo disabilità) dal 2025 la detrazione non spetta più (L. 207/2024).',
    );
  if (family?.unknownAge)
    parts.push(
      `Questo netto **non comprende le detrazioni per familiari a carico** per ${childrenWords(family.unknownAge)}, perché non ne conosco l'età: dal 2025 la detrazione (950 € al massimo per figlio, decrescente col reddito) spetta solo per i figli da 21 a 29 anni; sotto i 21 c'è l'assegno unico. Dimmi l'età per calcolarla.`,
    );
  parts.push(...namedOnly(d));
  return parts.length ? ` ${parts.join(' ')}` : '';
}

function namedOnly(d: Dependants): string[] {
  const out: string[] = [];
  for (const who of d.notDependants ?? []) {
    if (who === 'partner' && !d.spouse)
      out.push(
        "La detrazione per il coniuge a carico spetta solo al coniuge (o all'unito civilmente): per la compagna o il compagno convivente non spetta.",
      );
    if (who === 'in-law')
      out.push(
        'Dal 2025 la detrazione per altri familiari spetta solo per gli ascendenti conviventi (genitori, nonni): suoceri, fratelli, sorelle e nipoti non la danno.',
      );
    if (who === 'ascendant-not-living')
      out.push(
        'Per un genitore o un nonno la detrazione (750 € al massimo) spetta solo se convive con te: non ho contato quella detrazione.',
      );
  }
  return out;
}
