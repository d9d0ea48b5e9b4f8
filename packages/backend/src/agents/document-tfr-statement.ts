import { indexOf, uploadedText } from '../kb/documents.js';
import { decimal, euro, figureValue, percent } from '../kb/format.js';
import { cents } from '../payroll/index.js';
import { toSourceRef } from '../payroll/payroll-data.js';
import { fold, readable } from '../reader/text.js';
import { type AgentAnswer, citePassage } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { payrollData } from './pay-base.js';
import { sourceCitations } from './worked.js';

/**
 * A TFR statement that prints the year's revaluation and its substitute tax ("Rivalutazione lorda: 346,67",
 * "Imposta sostitutiva 11%: 38,13"), checked ("il prospetto è giusto?", "l'imposta mi sembra bassa") or asked
 * its tax: the tax is 17% of the gross revaluation (payroll rules §7), weighed against the statement's line; the
 * net revaluation and the year-end fund follow from it when the statement prints them. Undefined when the
 * question asks neither a check nor the tax, or no document prints a gross revaluation.
 */
const ASKS_CHECK =
  /\bgiust[oaie]\b|\bcorrett\w*|\bsbagliat\w*|\berror\w*|\btorna(?:no)?\b|\bverific\w*|\bcontroll\w*|\bregolar\w*/;
// The statement itself named as what is checked ("il prospetto tfr è giusto?").
const NAMES_STATEMENT = /\bprospett\w*|\btfr\b|\bconteggi\w*/;
// Another line of the statement named: its quota, fund, base or coefficient.
const OTHER_LINE =
  /\bquot[ae]\b|\bmaturat\w*|\baccantonat\w*|\bfondo\b|\bretribuzione utile\b|\bcoefficient\w*/;
// The tax itself asked or doubted, not only listed among the statement's lines ("ci sono fondo, rivalutazione,
// imposta sostitutiva e quota… quanto TFR nuovo ho maturato?" asks the quota).
const ASKS_TAX =
  /\b(?:impost\w*|sostitutiv\w*|tass\w*)\b[^.?!]{0,50}?\b(?:giust\w*|corrett\w*|sbagliat\w*|torna\w*|bass[oaie]|alt[oaie]|poc[oa]|tropp[oa]|quant\w*|dovre\w*)\b|\b(?:quant\w*|giust\w*|corrett\w*|verific\w*|controll\w*|calcol\w*)\b[^.?!]{0,40}?\b(?:impost\w*|sostitutiv\w*)/;
const AMOUNT = /(\d{1,3}(?:\.\d{3})*,\d{2})(?!\d|,|\s*%)/g;
const RATE = /(\d{1,2}(?:,\d+)?) ?%/;
const COEFFICIENT = /\bcoefficient\w*[^%\d]{0,60}?(?:20\d\d\s*:?\s*)?(\d{1,2},\d+) ?%/;

type Statement = {
  fund?: number;
  coefficientPct?: number;
  gross: number;
  statedRatePct?: number;
  tax?: number;
  net?: number;
  quota?: number;
  fundEnd?: number;
};

/**
 * The statement's figures, each labelled by the words before it since the figure before (uploaded passages run
 * their lines together): "fondo tfr al 31/12/2024: 15.000,00 … rivalutazione lorda: 346,67 imposta sostitutiva
 * 11%: 38,13". The coefficient, a percentage, is read on its own and taken out of the labels.
 */
function readStatement(text: string): Statement | undefined {
  const found: Partial<Statement> = {};
  let folded = fold(text);
  const coefficient = COEFFICIENT.exec(folded);
  if (coefficient?.[1]) {
    found.coefficientPct = figureValue(coefficient[1]);
    folded = folded.replace(coefficient[0], ' | ');
  }
  let from = 0;
  for (const match of folded.matchAll(AMOUNT)) {
    const label = folded.slice(from, match.index);
    from = match.index + match[0].length;
    const value = figureValue(match[1] ?? '');
    if (/\bimpost\w*/.test(label)) {
      found.tax = value;
      const rate = RATE.exec(label);
      if (rate?.[1]) found.statedRatePct = figureValue(rate[1]);
    } else if (/\brivalutazion\w*/.test(label)) {
      if (/\bnett\w*/.test(label)) found.net = value;
      else found.gross = value;
    } else if (/\bfondo\b/.test(label)) {
      if (found.fund === undefined) found.fund = value;
      else found.fundEnd = value;
    } else if (/\bquota\b/.test(label)) found.quota = value;
  }
  return found.gross === undefined ? undefined : (found as Statement);
}

export function documentTfrStatement(ctx: AgentContext): AgentAnswer | undefined {
  if (!ctx.documents.length) return undefined;
  const question = readable(ctx.message);
  const asksTax = ASKS_TAX.test(question);
  if (!asksTax && !(ASKS_CHECK.test(question) && NAMES_STATEMENT.test(question))) return undefined;
  // (A statement's quota or fund doubted, the tax unnamed, is that line's check: document-tfr*.ts.)
  if (!/\bimpost\w*|\bsostitutiv\w*|\btass\w*/.test(question) && OTHER_LINE.test(question)) return undefined;
  const data = payrollData();
  if (!data) return undefined;
  for (const doc of ctx.documents) {
    const passages = indexOf(doc).passages;
    const text = uploadedText(doc);
    if (!/\btfr\b|\btrattamento di fine rapporto\b/.test(fold(text))) continue;
    const statement = readStatement(text);
    // (A check of a statement that prints no tax is another question: its quota or fund, document-tfr*.ts.)
    if (!statement || (statement.tax === undefined && !asksTax)) continue;
    const ratePct = data.tfr.rule.substitute_tax_pct;
    const { gross, tax: stated } = statement;
    const due = cents((gross * ratePct) / 100);
    const file = `«${doc.fileName}»`;
    const statedRate = statement.statedRatePct !== undefined ? ` (${percent(statement.statedRatePct)})` : '';
    const right = stated !== undefined && Math.abs(stated - due) <= 0.02;
    const answer =
      stated === undefined
        ? `L'imposta sostitutiva sulla rivalutazione di ${euro(gross)} indicata in ${file} è ${bold(euro(due))}: il ${percent(ratePct)} della rivalutazione lorda.`
        : right
          ? `${bold('Sì')}: l'imposta sostitutiva di ${bold(euro(stated))} indicata in ${file} è giusta, il ${percent(ratePct)} di ${euro(gross)} di rivalutazione lorda.`
          : `${bold('No')}: l'imposta sostitutiva giusta è ${bold(euro(due))}, il ${percent(ratePct)} di ${euro(gross)} di rivalutazione lorda, non ${euro(stated)}${statedRate} come indica ${file}: ${stated < due ? 'mancano' : 'sono in più'} ${euro(cents(Math.abs(due - stated)))}.`;
    const steps = ['| Voce | Calcolo | Importo |', '| --- | --- | ---: |'];
    const { fund, coefficientPct } = statement;
    if (fund !== undefined && coefficientPct !== undefined) {
      const computed = cents((fund * coefficientPct) / 100);
      const agrees = Math.abs(computed - gross) <= 0.02;
      steps.push(
        `| Rivalutazione lorda | ${decimal(fund)} × ${String(coefficientPct).replace('.', ',')}% = ${euro(computed)}${agrees ? ' (come nel prospetto)' : ` (il prospetto indica ${euro(gross)})`} | ${euro(gross)} |`,
      );
    } else steps.push(`| Rivalutazione lorda (dal prospetto) | | ${euro(gross)} |`);
    steps.push(`| Imposta sostitutiva | ${decimal(gross)} × ${percent(ratePct)} | ${euro(due)} |`);
    const net = cents(gross - due);
    steps.push(`| Rivalutazione netta | ${decimal(gross)} − ${decimal(due)} | ${euro(net)} |`);
    if (!right && fund !== undefined && statement.quota !== undefined && statement.fundEnd !== undefined) {
      const end = cents(fund + net + statement.quota);
      steps.push(
        `| Fondo a fine anno | ${decimal(fund)} + ${decimal(net)} + ${decimal(statement.quota)} | ${euro(end)} (il prospetto indica ${euro(statement.fundEnd)}) |`,
      );
    }
    const assumptions = [
      `L'imposta sostitutiva sulla rivalutazione del TFR è del ${percent(ratePct)} (L. 190/2014, art. 1 c. 625) e colpisce solo la rivalutazione dell'anno, non il TFR accantonato né la quota dell'anno.`,
    ];
    if (!right && stated !== undefined)
      assumptions.push(
        "Chiedi al consulente di correggere il prospetto: la differenza d'imposta va versata dal datore di lavoro (saldo entro il 16 febbraio) e riduce di pari importo la rivalutazione netta e il fondo.",
      );
    const first = passages[0];
    return compose({
      answer,
      steps,
      assumptions,
      citations: [
        ...(first ? [citePassage(first, `Documento caricato: ${doc.fileName}`)] : []),
        ...sourceCitations(data.tfr.rule.sources.map((s) => toSourceRef(s, '2015-01-01'))),
      ],
      related: [],
    });
  }
  return undefined;
}
