import { askedVerdict } from '../documents/asked-verdict.js';
import { labelledValues } from '../documents/labelled-values.js';
import { indexOf, passagesText } from '../kb/documents.js';
import { euro, figureValue, italianDate } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import { cents } from '../payroll/index.js';
import { monthsWorked } from '../payroll/pay-items.js';
import { fold, readable } from '../reader/text.js';
import { type AgentAnswer, citePassage, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { numericStartDate } from './document-facts.js';
import { monthThreshold } from './month-threshold.js';

/**
 * A final payslip's 13th-month accrual doubted ("mi hanno messo i ratei di tredicesima a 10/12: con l'uscita al 20
 * novembre è corretto?"): the twelfths the line states weighed against the months of the calendar year up to the
 * day the relationship ended (from the hire day, when later than 1 January), a month counting when enough of it
 * was worked; the amount due is the payslip's own monthly pay × those twelfths. Undefined when no uploaded payslip
 * states a leaving day and a 13th-month line with its twelfths, or the question does not ask about them.
 */

const ASKS_13 = /\btredicesim\w*|\b13(?:a|esima|ma)\b/;
const ASKS_SHARE = /\brate[oi]\b|\bdodicesim\w*|\b\d{1,2}\/12\b|\bmesi\b/;
const LINE_13 = /\btredicesim\w*|\b13\s*(?:a|ª|°|esima|\^)(?!\w)/;
const TWELFTHS = /\b(\d{1,2})\s*\/\s*12\b/;
const DAY = String.raw`(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})`;
// "Data cessazione: 20/11/2026", "cessazione del rapporto il 20/11/2026", "data di uscita 20/11/2026".
const LEFT = new RegExp(
  String.raw`\b(?:data (?:di )?(?:cessazione|uscita|fine rapporto)|cessazione(?: del rapporto)?(?: il| dal| in data)?|fine rapporto(?: il)?)\s*:?\s*${DAY}`,
);
// The payslip's own monthly pay: the basis of its 13th ("Retribuzione mensile lorda: 2.300,00").
const MONTHLY_PAY = /^(?:retribuzione|stipendio|paga) (?:mensile(?: lorda)?|lorda mensile|globale mensile)\b/;

const isoOf = (m: RegExpExecArray | null): string | undefined => {
  if (!m) return undefined;
  const [d, mo] = [Number(m[1]), Number(m[2])];
  if (mo < 1 || mo > 12 || d < 1 || d > 31) return undefined;
  return `${m[3]}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
};

export function finalExtraMonth(ctx: AgentContext): AgentAnswer | undefined {
  if (!ctx.documents.length) return undefined;
  const question = readable(ctx.message);
  if (!ASKS_13.test(question) || !ASKS_SHARE.test(question)) return undefined;
  for (const document of ctx.documents) {
    const passages = indexOf(document).passages;
    const raw = passagesText(document);
    const text = fold(raw);
    const left = isoOf(LEFT.exec(text));
    if (!left) continue;
    const values = labelledValues(passages);
    const line = values.find((v) => LINE_13.test(fold(v.label)) && TWELFTHS.test(v.label));
    const monthly = values.find((v) => MONTHLY_PAY.test(fold(v.label)));
    if (!line || !monthly) continue;
    const stated = Number(TWELFTHS.exec(line.label)?.[1]);
    const yearStart = `${left.slice(0, 4)}-01-01`;
    const hired = numericStartDate(raw);
    const from = hired && hired > yearStart ? hired : yearStart;
    const ccnl: Ccnl | undefined =
      ctx.categories.map((id) => ctx.kb.byCategory(id)).find(Boolean) ??
      ctx.kb.recognise(question)[0] ??
      ctx.kb.recognise(text)[0];
    const rule = ccnl?.monthly_payments.text ?? '';
    // "conta il mese con più di 15 giorni", "frazione superiore a 15 giorni": the 16th day makes the month.
    const threshold = monthThreshold(ccnl);
    const months = monthsWorked(from, left, yearStart, `${left.slice(0, 4)}-12-31`, threshold);
    const pay = figureValue(monthly.value);
    const due = cents((pay * months) / 12);
    const given = figureValue(line.value);
    const right = stated === months && Math.abs(given - due) < 0.01;
    const word = askedVerdict(question, right) ?? (right ? 'Sì' : 'No');
    const gap = cents(due - given);
    const fromText = from === yearStart ? 'da gennaio' : `dal ${italianDate(from)}`;
    const head =
      stated === months
        ? `${word}: i ratei di tredicesima spettanti sono ${months}/12`
        : `${word}: i ratei di tredicesima spettanti sono ${months}/12, non ${stated}/12`;
    const gapText =
      Math.abs(gap) < 0.01
        ? 'come in busta'
        : `in busta ${euro(given)}, ${euro(Math.abs(gap))} in ${gap > 0 ? 'meno' : 'più'}`;
    const monthRule =
      threshold === 16 ? 'conta il mese con più di 15 giorni' : 'conta il mese con almeno 15 giorni';
    const ccnlCitations = ccnl?.monthly_payments.text
      ? citeSources(
          ccnl,
          ccnl.monthly_payments.text,
          ccnl.monthly_payments.article ?? null,
          ccnl.monthly_payments.sources ?? [],
          1,
        )
      : [];
    return compose({
      answer: `${bold(head)}: con la cessazione il ${italianDate(left)} maturano i mesi ${fromText} alla cessazione (${monthRule} di servizio), quindi ${months}/12 × ${euro(pay)} = ${bold(euro(due))}; ${gapText}.`,
      steps: [
        `Mesi di maturazione ${fromText} al ${italianDate(left)}: ${months}.`,
        `Rateo di tredicesima: ${euro(pay)} × ${months}/12 = ${euro(due)}.`,
        `In busta (riga «${line.label}»): ${euro(given)}.`,
      ],
      assumptions: [
        `La base è la retribuzione mensile indicata nel cedolino (${euro(pay)}); voci variabili che il contratto includa nella tredicesima la aumentano.`,
        ...(rule ? [`Regola del contratto: ${rule}`] : []),
      ],
      citations: [citePassage(line.passage, `Documento caricato: ${document.fileName}`), ...ccnlCitations],
      related: [],
    });
  }
  return undefined;
}
