/**
 * The answer to a question asking figures a document states against their labels (labelled-values.ts reads them).
 */
import type { Passage } from '../kb/passages.js';
import {
  askedValues,
  asksTersely,
  type LabelledValue,
  labelledValues,
  QUANTITY_UNIT,
} from './labelled-values.js';

/** A question that asks what a document states ("qual è…", "a quanto ammonta…", "quanto è indicato…"). */
const ASKS_VALUE =
  /\bqual\b|\bquale\b|\bqual e\b|quant[oaie]\b|\bquant'|ammont|\bimporto\b|\bcifr[ae]\b|\bvalore\b|indicat|\bmi serv(?:e|ono)\b|\b(?:mi|ci) (?:chied\w*|dic\w*)\b|\bdimmi\b/;
const PER_HOUR = /\bl'ora\b|\ball'ora\b|\bper ora\b|\bogni ora\b|\borari[ao]\b/;
// A count and its unit closing a label, before the amount ("Tratt. vitto e alloggio (convenz.) 31 gg").
const TRAILING_COUNT = /\s+(\d{1,3}(?:,\d{1,2})?) ?(gg|giorni|ore|h)\.?$/i;
// Labels of counts and rates, not amounts in euro.
const NOT_MONEY = /\bore\b|\bgiorn|\bpercentual|\baliquot|\bparametr|\bscatti\b/i;

/**
 * The answer to a question asking figures a document states against their labels: each figure in bold, in
 * the order asked, citing the passage it is read in; undefined when the question asks no labelled figure.
 */
export function labelledAnswer(
  question: string,
  folded: string,
  passages: readonly Passage[],
): { line: string; passages: Passage[] } | undefined {
  if (!ASKS_VALUE.test(folded) && !asksTersely(folded)) return undefined;
  // The sentence that asks (with its question mark) names the items asked; a story's items ("perché il netto è
  // così vicino al lordo") are read only when it names none.
  const all = labelledValues(passages);
  const marked = question
    .split(/(?<=[.?!;])\s+/)
    .filter((s) => s.includes('?'))
    .join(' ');
  const fromAsk = marked ? askedValues(marked, all) : [];
  const values = fromAsk.length ? fromAsk : askedValues(question, all);
  if (!values.length) return undefined;
  const files = [...new Set(values.map((v) => v.passage.fileName))];
  const unit = /\bore\b/.test(folded) ? 'ore' : /\bgiorn/.test(folded) ? 'giorni' : undefined;
  const figures = values.map((v) => {
    // "Paga base" reads "paga base" mid-sentence; an acronym ("IRPEF netta", "IVS c/dip.") keeps its capitals.
    const full = /^\p{Lu}\p{Lu}/u.test(v.label)
      ? v.label
      : `${v.label.charAt(0).toLowerCase()}${v.label.slice(1)}`;
    // "Straordinario 25% ore 6 92,40": the unit word before the quantity column names the quantity, not
    // the amount ("straordinario 25%: 92,40 € (6 ore)", never "ore 92,40").
    const counted = v.quantity ? QUANTITY_UNIT.exec(full) : null;
    const label = counted ? full.slice(0, counted.index) : full;
    // Hours or days asked of a line with a quantity column: the quantity first, then its amount.
    // "a quanto l'ora?": the row's unit rate beside its count and amount.
    const perHour = v.rate && PER_HOUR.test(folded) ? `, a **${v.rate} €** l'ora` : '';
    // (a whole count reads as one: "24,00" hours are "24 ore", as the question says them)
    const quantity = v.quantity?.replace(/,0+$/, '');
    // ("con quale maggiorazione?": the row's surcharge column beside them.)
    const surcharge = v.surcharge ? `, maggiorazione ${v.surcharge}` : '';
    if (quantity && unit) return `${label} **${quantity} ${unit}** (${v.value} €${surcharge})${perHour}`;
    if (quantity && counted)
      return `${label} **${v.value} €** (${quantity} ${/^g/i.test(counted[1] ?? '') ? 'giorni' : 'ore'})`;
    // "Straordinario 25% ore 6,00": a count whose unit closes the label reads "straordinario 25% **6 ore**".
    const closing = / (ore|giorni|gg)\s*$/i.exec(full);
    if (!v.quantity && closing && NOT_MONEY.test(v.label))
      return `${full.slice(0, closing.index)} **${v.value.replace(/,0+$/, '')} ${/^g/i.test(closing[1] ?? '') ? 'giorni' : 'ore'}**`;
    // "Tratt. vitto e alloggio 31 gg -68,51": the count written after the label is the amount's days or hours,
    // said in words ("**-68,51 €** per **31 giorni**"), bold when the question asks how many.
    const trailing = v.quantity ? null : TRAILING_COUNT.exec(full);
    if (trailing && !NOT_MONEY.test(full.slice(0, trailing.index))) {
      const count = `${trailing[1]} ${/^g/i.test(trailing[2] ?? '') ? 'giorni' : 'ore'}`;
      return `${full.slice(0, trailing.index)} **${v.value} €** ${unit ? `per **${count}**` : `(${count})`}`;
    }
    const after = v.unit ? ` ${v.unit}` : NOT_MONEY.test(v.label) ? '' : ' €';
    return `${label} **${v.value}${after}**${v.base ? ` (${v.base} €)` : ''}`;
  });
  return {
    line: `Dal documento ${files.map((f) => `«${f}»`).join(', ')}: ${figures.join('; ')}.${domesticIrpef(folded, values)}`,
    passages: [...new Set(values.map((v) => v.passage))],
  };
}

/** "perché l'IRPEF è zero?" of a household payslip: the family is no withholding agent. */
function domesticIrpef(folded: string, values: readonly LabelledValue[]): string {
  if (!/\bperche\b[^?]*\birpef\b|\birpef\b[^?]*\bperche\b/.test(folded)) return '';
  const text = values[0]?.passage.text ?? '';
  if (!/lavoro domestico|\bcolf\b|\bbadante\b|\bdomestic[oa]\b/i.test(text)) return '';
  return " L'IRPEF non è trattenuta perché il datore di lavoro domestico non è sostituto d'imposta: in busta si trattiene solo la quota INPS del lavoratore, e l'IRPEF, se dovuta, il lavoratore la versa con la dichiarazione dei redditi.";
}
