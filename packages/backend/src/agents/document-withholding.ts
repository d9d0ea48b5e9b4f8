import { labelledValues } from '../documents/labelled-values.js';
import { allPassagesText, indexOf } from '../kb/documents.js';
import { figureValue } from '../kb/format.js';
import { withoutSetAside } from '../reader/others-hours.js';
import type { Amount, TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import type { AgentContext } from './context.js';
import { documentLeaveBalance } from './document-leave.js';
import { documentSumCheck } from './document-sum.js';
import { payslipCheck } from './employer-figures.js';

// The withholding a question doubts: the INPS (IVS) share or the IRPEF.
const ASKS_INPS = /\binps\b|\bivs\b|\bcontribut\w*|\bprevidenzial\w*/;
const ASKS_IRPEF = /\birpef\b|\britenut\w* fiscal\w*|\btass\w*|\bimpost\w*/;
const DOUBT =
  /\b(?:quanto|quale) (?:doveva|dovevano|dovrebbe|dovrebbero|avrebbe dovuto|avrebbero dovuto) (?:essere|esser|risultare|trattener\w*)\b|\b(?:sembra|sembrano|pare|paiono) (?:tropp\w* )?(?:alt[aoie]|bass[aoie]|eccessiv\w*|tropp[aoie])\b|\bgiust[oae]\b|\bcorrett[oae]\b|\btorna\b|\bsbagliat\w*|\berrat\w*|\bverific\w*|\bcontroll\w*|\bregolar\w*|\bva bene\b/;
// The labels a payslip puts beside each figure.
const GROSS_LABEL =
  /totale competenze|imponibile previdenziale|imponibile contributivo|retribuzione lorda|totale lordo|lordo/;
const INPS_LABEL = /\bivs\b|\binps\b|contribut\w* (?:previdenzial|c\/dip|a carico del dipendente|dipendente)/;
const IRPEF_LABEL = /\birpef\b|ritenut\w* fiscal/;

/**
 * A question on one withholding of an uploaded payslip ("ti ho caricato la busta: la trattenuta INPS è
 * giusta?"): the gross and the item asked, read beside their labels in the document, checked as a payslip
 * check of that item alone. Undefined when no document is uploaded, no withholding is doubted, or the
 * document does not state the figures.
 */
const HOUSEHOLD = /lavoro domestico|\bcolf\b|\bbadant\w*|assistente familiare/;

export function documentWithholdingCheck(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  if (!ctx.documents.length) return undefined;
  // The payslip's own sum asked ("i conti tornano? il netto è giusto?"): gross less withholdings (document-sum.ts).
  const sum = documentSumCheck(ctx, req) ?? documentLeaveBalance(ctx);
  if (sum) return sum;
  // ("l'irpef è 118 ma non è quello che chiedo": a withholding named in a clause set aside is not doubted.)
  const text = withoutSetAside(readable(ctx.message));
  const inpsAsked = ASKS_INPS.test(text);
  const irpefAsked = ASKS_IRPEF.test(text);
  if ((!inpsAsked && !irpefAsked) || !DOUBT.test(text)) return undefined;
  // A household worker's contributions are hourly amounts by pay band (document-topics.ts), not a rate on the gross.
  const documentText = allPassagesText(ctx.documents);
  if (HOUSEHOLD.test(documentText.toLowerCase())) return undefined;
  const values = labelledValues(ctx.documents.flatMap((d) => indexOf(d).passages));
  const find = (label: RegExp, not?: RegExp) =>
    values.find((v) => label.test(v.label.toLowerCase()) && !not?.test(v.label.toLowerCase()));
  const gross = find(GROSS_LABEL, /imponibile fiscale|netto/);
  const inps = inpsAsked ? find(INPS_LABEL, /imponibile/) : undefined;
  const irpef = irpefAsked ? find(IRPEF_LABEL, /imponibile/) : undefined;
  if (!gross || (!inps && !irpef)) return undefined;
  const amounts: Amount[] = [{ kind: 'monthly_gross', value: figureValue(gross.value) }];
  if (inps) amounts.push({ kind: 'inps', value: figureValue(inps.value) });
  if (irpef) amounts.push({ kind: 'irpef', value: figureValue(irpef.value) });
  return payslipCheck(ctx, { ...req, intent: 'payslip_check', slots: { ...req.slots, amounts } });
}
