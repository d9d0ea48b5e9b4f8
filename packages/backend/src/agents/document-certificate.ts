/**
 * Questions on a tax certificate (the CU) answered on its own boxes, as a payroll office reads them: the year's
 * net left after the tax withholdings ("quindi al netto quanto mi è rimasto in tutto l'anno?": the employment
 * income of box 1, already net of the employee's INPS, less the IRPEF and surcharges withheld in the year), and
 * the employee's INPS checked against the ordinary rate on the social-security base ("i contributi indicati nella
 * CU sono coerenti con l'aliquota?"). A CU names the withholding agent, never an agreement: no level is asked.
 *
 *   documentCertificate(ctx): AgentAnswer | undefined
 */

import { labelledValues } from '../documents/labelled-values.js';
import { indexOf, passagesText } from '../kb/documents.js';
import { euro, figureValue, percent } from '../kb/format.js';
import { cents } from '../payroll/net-pay.js';
import { type TaxYear, YEAR_RULES } from '../payroll/rules.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citePassage } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { ruleCitations } from './net-steps.js';

const CERTIFICATE = /\bcertificazione unica\b|\bsostituto d'imposta\b|\bperiodo d'imposta\b/i;
const INCOME = /\bredditi di lavoro dipendente\b/i;
const WITHHELD_TAX = /\britenute irpef\b|\baddizional\w* (?:regional|comunal)\w*/i;
const SOCIAL_BASE = /\bimponibile previdenziale\b/i;
const EMPLOYEE_INPS = /\bcontributi a carico del lavoratore\b/i;

// "al netto quanto mi è rimasto?", "netto annuo?", "quanto ho preso in tasca?".
const ASKS_NET = /\bnett\w*|\bin tasca\b|\b(?:mi|ci) (?:e|sono) rimast\w*/;
// "i contributi INPS sono giusti / coerenti / corretti con l'aliquota?".
const ASKS_INPS_CHECK =
  /\b(?:inps|contribut\w*|previdenzial\w*)\b[^?]*\b(?:giust\w*|corrett\w*|coerent\w*|torna\w*|regolar\w*|aliquot\w*|9,19)|\b(?:giust\w*|corrett\w*|coerent\w*|verific\w*|controll\w*)\b[^?]*\b(?:inps|contribut\w*)/;

export function documentCertificate(ctx: AgentContext): AgentAnswer | undefined {
  const document = ctx.documents.find((d) => CERTIFICATE.test(passagesText(d)));
  if (!document) return undefined;
  const question = readable(ctx.message);
  const passages = indexOf(document).passages;
  const values = labelledValues(passages);
  const first = passages[0];
  const cited = first ? [citePassage(first, `Documento caricato: ${document.fileName}`)] : [];
  const file = `«${document.fileName}»`;
  const text = passagesText(document);
  const year = Number(/\bperiodo d'imposta (20\d\d)\b/i.exec(text)?.[1] ?? 0);
  if (ASKS_INPS_CHECK.test(question)) {
    const base = values.find((v) => SOCIAL_BASE.test(v.label));
    const paid = values.find((v) => EMPLOYEE_INPS.test(v.label));
    const rules = YEAR_RULES[year as TaxYear];
    if (!base || !paid || !rules) return undefined;
    const due = cents((figureValue(base.value) * rules.inpsRatePct) / 100);
    const stated = figureValue(paid.value);
    const verdict =
      Math.abs(due - stated) <= 1
        ? `Sì: ${euro(figureValue(base.value))} × ${percent(rules.inpsRatePct)} = ${bold(euro(due))}, pari ai contributi a carico del lavoratore indicati nella CU (${euro(stated)}).`
        : `No: ${euro(figureValue(base.value))} × ${percent(rules.inpsRatePct)} = ${bold(euro(due))}, mentre la CU indica ${euro(stated)} (${euro(cents(stated - due))} di differenza).`;
    return compose({
      answer: `Dal documento ${file}, periodo d'imposta ${year}: ${verdict}`,
      assumptions: [
        `Aliquota ordinaria a carico del dipendente ${percent(rules.inpsRatePct)}; alcune aziende aggiungono lo 0,30% (CIGS) o l'1% sulla parte oltre la prima fascia pensionabile.`,
      ],
      citations: [...cited, ...ruleCitations(year as TaxYear)],
      related: [],
    });
  }
  if (!ASKS_NET.test(question)) return undefined;
  const income = values.find((v) => INCOME.test(v.label));
  // (Only the year's own withholdings: an advance of the next year's surcharge is withheld then.)
  const taxes = values.filter(
    (v) =>
      WITHHELD_TAX.test(v.label) &&
      ![...v.label.matchAll(/\b(20\d\d)\b/g)].some((m) => Number(m[1]) > year && year > 0),
  );
  if (!income || !taxes.length) return undefined;
  const withheld = cents(taxes.reduce((s, v) => s + figureValue(v.value), 0));
  const net = cents(figureValue(income.value) - withheld);
  return compose({
    answer: `Dal documento ${file}${year ? `, nel ${year}` : ''} al netto delle ritenute fiscali ti sono rimasti ${bold(euro(net))}: redditi di lavoro dipendente ${euro(figureValue(income.value))} − ritenute ${euro(withheld)}.`,
    steps: [
      '| Voce | Importo |',
      '| --- | ---: |',
      `| ${income.label} | ${euro(figureValue(income.value))} |`,
      ...taxes.map((v) => `| ${v.label} | − ${euro(figureValue(v.value))} |`),
      `| Netto | ${euro(net)} |`,
    ],
    assumptions: [
      'Il reddito certificato è già al netto dei contributi INPS a carico del dipendente; rimborsi e somme esenti non certificati nella CU non sono compresi.',
    ],
    citations: cited,
    related: [],
  });
}
