import { indexOf } from '../kb/documents.js';
import { euro, figureValue } from '../kb/format.js';
import { cents } from '../payroll/net-pay.js';
import { fold, readable } from '../reader/text.js';
import { type AgentAnswer, citePassage } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';

/**
 * "quanto mi danno in tutto al mese lordo secondo la lettera, minimo più superminimo?" on an uploaded hiring letter
 * (or contract, or payslip) that states its monthly pay in parts: the parts as the document states them, summed
 * (2.064,88 minimo tabellare + 80,00 superminimo individuale = 2.144,88). The document's own figures, not the
 * agreement's table: a superminimo exists only in the document. Undefined when the question asks no total of the
 * pay, or the document states fewer than two parts or none beyond the minimum.
 */

// A total asked: "in tutto", "in totale", "complessivamente", "sommati", "minimo più superminimo", "compreso il
// superminimo".
const TOTAL_ASKED =
  /\bin tutto\b|\bin totale\b|\btotale\b|\bcomplessiv\w*|\bsommat\w*|\binsieme\b|\bminim\w* (?:piu|\+|e|con) (?:il )?superminim|\b(?:compres\w*|incluso|inclus\w*|con) (?:anche )?(?:il )?superminim/;
// The pay asked: a gross, a month's pay, what the employer gives.
const PAY_ASKED =
  /\blord[oaie]\b|\bal mese\b|\bmensil\w*|\bstipendi\w*|\bretribuzion\w*|\bquanto (?:\w+ ){0,2}?(?:dann?o|dà|da|prend\w*|pag\w*|guadagn\w*|percepisc\w*)\b/;
// A document's net or withholdings asked: its own sums, not the pay's parts.
const NET_ASKED = /\bnett[oa]\b|\btrattenut\w*|\bin tasca\b/;

// The monthly pay's parts a letter or contract states with their figure: the label, up to two qualifying words
// ("superminimo individuale", "paga base conglobata"), then the amount.
const PART_LABELS = [
  'minimo tabellare',
  'minimo contrattuale',
  'minimo conglobato',
  'paga base',
  'retribuzione tabellare',
  'contingenza',
  'terzo elemento',
  'elemento distinto della retribuzione',
  'edr',
  'superminimo',
  'assegno ad personam',
  'scatti di anzianit[aà]',
  'indennit[aà] di funzione',
];
// Parts beyond the table's minimum: the question asks a total only when the document adds one.
const BEYOND_MINIMUM = /^(?:superminimo|assegno|scatti|indennit)/i;
const PART = new RegExp(
  String.raw`\b(${PART_LABELS.join('|')})((?:\s+(?!euro\b)[a-zàèéìòù]+){0,2}?)\s*[:=]?\s*(?:€|euro|eur)?\s*(\d{1,3}(?:\.\d{3})*,\d{2})(?![\d,])`,
  'gi',
);

export function letterPayTotal(ctx: AgentContext): AgentAnswer | undefined {
  if (!ctx.documents.length) return undefined;
  const question = fold(readable(ctx.message));
  if (!TOTAL_ASKED.test(question) || !PAY_ASKED.test(question) || NET_ASKED.test(question)) return undefined;
  for (const document of ctx.documents) {
    const passages = indexOf(document).passages;
    const parts = passages.flatMap((passage) =>
      [...passage.text.matchAll(PART)].map((m) => ({
        label: `${m[1] ?? ''}${m[2] ?? ''}`.trim().toLowerCase(),
        value: figureValue(m[3] ?? '0'),
        passage,
      })),
    );
    const seen = new Set<string>();
    const distinct = parts.filter((p) => !seen.has(p.label) && seen.add(p.label));
    if (distinct.length < 2 || !distinct.some((p) => BEYOND_MINIMUM.test(p.label))) continue;
    const total = cents(distinct.reduce((sum, p) => sum + p.value, 0));
    const summed = distinct.map((p) => `${p.label} ${euro(p.value)}`).join(' + ');
    const file = document.fileName;
    const first = distinct[0]?.passage;
    return compose({
      answer: `Secondo «${file}», la retribuzione lorda mensile è ${bold(euro(total))}: ${summed}.`,
      assumptions: [
        'Importi lordi mensili come li scrive il documento; scatti di anzianità e altre voci non indicate nel documento si aggiungono se maturano.',
      ],
      citations: first ? [citePassage(first, `Documento caricato: ${file}`)] : [],
      related: [],
    });
  }
  return undefined;
}
