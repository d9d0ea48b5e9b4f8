import { uploadedText } from '../kb/documents.js';
import { euro, figureValue, percent } from '../kb/format.js';
import { baseEmployeeDeduction, cents, netPay } from '../payroll/net-pay.js';
import { isTaxYear, YEAR_RULES } from '../payroll/rules.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose, table } from './compose.js';
import type { AgentContext } from './context.js';
import { related } from './figure-answers.js';
import { ruleCitations } from './net-steps.js';

// A document's yearly gross: "Retribuzione annua lorda (RAL) 2026: 35.000,00 euro", "RAL: 32.000 €".
const DOCUMENT_RAL =
  /\b(?:retribuzione annua lorda|ral)\b(?:\s*\((?:ral)\))?(?:\s+(?:anno\s+)?(20\d\d))?\s*(?::|=|di|pari a)?\s*(?:€|euro)?\s*(\d{1,3}(?:\.\d{3})+(?:,\d{2})?|\d{4,6}(?:,\d{2})?)/i;
// The tax figures asked of it: "a quanto ammonta l'IRPEF lorda", "la detrazione per lavoro dipendente (art. 13)".
const GROSS_ASKED = /\b(?:irpef|imposta) lord[ao]\b/;
const DEDUCTION_ASKED = /\bdetrazion\w* (?:per |da |di )?lavoro dipendente\b|\bart(?:icolo|\.)? ?13\b/;
const NET_TAX_ASKED = /\birpef nett[ao]\b|\bimposta nett[ao]\b/;
const AMOUNT_ASKED = /\bquant\w*|\bammont\w*|\bqual\w*|\bcalcol\w*/;
// A figure to check is another answer's (document-gross-irpef.ts): "è corretta?", "torna?".
const CHECK_ASKED = /\b(?:corrett\w*|giust\w*|esatt\w*|torna\w*|verific\w*|controll\w*|sbagliat\w*|errat\w*)/;

/**
 * A hiring proposal's or a letter's RAL and the tax figures asked of it ("sulla base della proposta allegata, a quanto
 * ammonta l'IRPEF lorda annua 2026 e la detrazione per lavoro dipendente?"): INPS at the year's rate, the taxable
 * income, the gross IRPEF by brackets and the art. 13 deduction with its 65 € where due, for the whole year with
 * no other income. Undefined when neither figure is asked, a check is asked, or no document states a RAL.
 */
export function documentRalTax(ctx: AgentContext): AgentAnswer | undefined {
  const question = readable(ctx.message);
  const grossAsked = GROSS_ASKED.test(question);
  const deductionAsked = DEDUCTION_ASKED.test(question);
  if (!(grossAsked || deductionAsked) || !AMOUNT_ASKED.test(question) || CHECK_ASKED.test(question))
    return undefined;
  for (const document of ctx.documents) {
    const found = DOCUMENT_RAL.exec(uploadedText(document));
    if (!found?.[2]) continue;
    const ral = figureValue(found[2]);
    const year = Number(found[1] ?? /\b(20\d\d)\b/.exec(question)?.[1] ?? ctx.today.slice(0, 4));
    if (ral < 5_000 || !isTaxYear(year)) continue;
    const result = netPay({ ral, year });
    const base = cents(baseEmployeeDeduction(result.taxable));
    const bonus = cents(result.employeeDeduction - base);
    const file = `«${document.fileName}»`;
    const figures = [
      ...(grossAsked ? [`l'IRPEF lorda ${year} è ${bold(euro(cents(result.grossIrpef)))}`] : []),
      ...(deductionAsked
        ? [
            `la detrazione per lavoro dipendente (art. 13 TUIR) è ${bold(euro(cents(result.employeeDeduction)))}${bonus > 0 ? ` (${euro(base)} più ${euro(bonus)} per i redditi tra 25.000 e 35.000 €)` : ''}`,
          ]
        : []),
    ];
    let from = 0;
    const brackets: string[] = [];
    for (const bracket of YEAR_RULES[year].irpefBrackets) {
      const to = bracket.upTo ?? Number.POSITIVE_INFINITY;
      if (result.taxable > from) {
        const part = Math.min(result.taxable, to) - from;
        brackets.push(
          `${percent(bracket.ratePct)} × ${euro(cents(part))} = ${euro(cents((part * bracket.ratePct) / 100))}`,
        );
      }
      from = to;
    }
    const rows: [string, string][] = [
      [`RAL ${year} (documento ${file})`, euro(cents(ral))],
      [
        `Contributi INPS a carico del lavoratore (${percent(result.inpsRatePct)})`,
        `−${euro(cents(result.contributions))}`,
      ],
      ['Imponibile IRPEF', euro(cents(result.taxable))],
      [`IRPEF lorda (${brackets.join(' + ')})`, euro(cents(result.grossIrpef))],
      ['Detrazione per lavoro dipendente (art. 13 TUIR)', `−${euro(cents(result.employeeDeduction))}`],
      ...(NET_TAX_ASKED.test(question) || result.extraDeduction > 0
        ? ([
            [
              'Ulteriore detrazione cuneo fiscale (redditi da 20.000 a 40.000 €)',
              `−${euro(cents(result.extraDeduction))}`,
            ],
            ['IRPEF netta', euro(cents(result.netIrpef))],
          ] as [string, string][])
        : []),
    ];
    return compose({
      answer: `Con la RAL di ${euro(cents(ral))} indicata nel documento ${file}, ${figures.join(' e ')}.`,
      steps: [`Calcolo sull'anno ${year}:`, ...table(rows)],
      assumptions: [
        `Lavoro dipendente per tutto il ${year}, senza altri redditi né familiari a carico; aliquota INPS standard.`,
      ],
      citations: ruleCitations(year),
      related: related(ctx.message),
    });
  }
  return undefined;
}
