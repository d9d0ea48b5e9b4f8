import type { EmploymentRule } from '../kb/employment-rules.js';
import type { Ccnl } from '../kb/schema.js';
import type { EmploymentRuleAsk } from '../reader/employment-rule-asks.js';
import { readable } from '../reader/text.js';
import type { Citation } from './answer.js';
import { bold } from './compose.js';

/**
 * The verdict on the case of art. 2103 c.c. a question asks (../reader/duties-asks.ts), from the rule's own text:
 * a colleague stood in for, the promotion the worker does not want, lower duties given by word of mouth or
 * across the legal category. Undefined for the bare rule, whose opening is the rule's.
 */
export function dutiesCaseOpening(ask: EmploymentRuleAsk, rule: EmploymentRule): string | undefined {
  const ref = rule.reference;
  switch (ask.duties) {
    case 'substitute':
      return `${bold('No')}: per legge (${ref}) l’assegnazione a mansioni superiori ${bold('non diventa definitiva')} quando avviene per la ${bold('sostituzione di un collega assente con diritto alla conservazione del posto')} (malattia, infortunio, maternità, ferie), per quanto duri; per tutto il periodo spetta però la retribuzione del livello superiore.`;
    case 'will':
      return `${bold('Sì')}: per legge (${ref}) l’assegnazione a mansioni superiori diventa definitiva, dopo il periodo del contratto collettivo o 6 mesi continuativi, ${bold('salvo diversa volontà del lavoratore')}: puoi dichiarare di non volere il livello superiore in via definitiva; finché svolgi quelle mansioni ti spetta comunque la retribuzione corrispondente.`;
    case 'broken':
      return `${bold('Non necessariamente')}: per legge (art. 2103 c. 7 c.c.) il periodo che rende definitive le mansioni superiori (6 mesi, o quello del contratto collettivo) è continuativo, ma per la Cassazione si possono ${bold('sommare più assegnazioni brevi')} quando le mansioni superiori sono affidate con ${bold('frequenza e sistematicità')}, secondo una programmazione degli incarichi e non per semplice ripetizione; per ogni periodo spetta comunque la retribuzione del livello superiore.`;
    case 'oral':
      return `${bold('No')}: per legge (${ref}) l’assegnazione a mansioni del livello inferiore va comunicata ${bold('per iscritto')}, ${bold('a pena di nullità')}: un cambio detto solo a voce è nullo.`;
    case 'category':
      return `${bold('No')}, non da solo: per legge (${ref}) con una riorganizzazione il datore di lavoro può assegnare solo mansioni del livello immediatamente inferiore ${bold('nella stessa categoria legale')}; il passaggio da impiegato a operaio cambia la categoria legale ed è possibile solo con un ${bold('accordo individuale firmato in sede protetta')} (sindacale, conciliazione, commissione di certificazione).`;
    default:
      return undefined;
  }
}

// An agreement's passage on higher duties and the months after which they become the worker's level.
const HIGHER_DUTIES_PASSAGE = /\bmansioni superiori\b/;
const MONTHS = /\b\d+ mesi\b/;
// The subject's own words, shared by every sentence of the passage: they do not tell which sentence is asked.
const SUBJECT_WORDS =
  /^(?:mansi|super|passa|categ|opera|lavor|impre|azien|livel|perio|adibi|contr|diven|defin|quand|quant|dopo|previ|tempo)/;

/** The word stems (six letters) of a readable text, without the subject's own. */
function stems(text: string): Set<string> {
  const words = readable(text).match(/\p{L}{5,}/gu) ?? [];
  return new Set(words.map((w) => w.slice(0, 6)).filter((w) => !SUBJECT_WORDS.test(w)));
}

/**
 * The agreement's own period for higher duties ("oltre 2 mesi consecutivi … l'operaio acquisisce il diritto alla
 * categoria"), from a passage of its text held in the knowledge base: the sentence the question asks first (the
 * written notice, a qualification held before), else the period's, then the whole passage, with its citation.
 * Undefined when the knowledge base holds none (the law's rule answers, and the gap is said).
 */
export function agreementHigherDuties(
  agreement: Ccnl,
  message: string,
): { lead: string; steps: string[]; citation: Citation } | undefined {
  const passage = agreement.passages.find((p) => HIGHER_DUTIES_PASSAGE.test(p.text) && MONTHS.test(p.text));
  if (!passage) return undefined;
  const where = passage.article ? `${agreement.short_name}, ${passage.article}` : agreement.short_name;
  const sentences = passage.text.split(/(?<=\.)\s+/);
  // The asking sentence of a long story, the whole of a short message.
  const asked = stems(message.length <= 220 ? message : (message.match(/[^.?!]*\?/g)?.join(' ') ?? message));
  const score = (sentence: string) => [...stems(sentence)].filter((w) => asked.has(w)).length;
  const period = sentences.find((x) => MONTHS.test(x)) ?? (sentences[0] as string);
  const best = sentences.reduce((a, b) => (score(b) > score(a) ? b : a), period);
  const chosen = score(best) > score(period) ? best : period;
  return {
    lead: `Per il ${agreement.short_name}: ${chosen.replace(MONTHS, (m) => bold(m))}`,
    steps: [`Il testo del contratto (${where}): ${passage.text}`],
    citation: {
      ccnl: agreement.short_name,
      article: passage.article,
      text: passage.text,
      url: passage.source_url,
      date: passage.source_date,
      confidence: passage.confidence,
    },
  };
}

const COMPARED =
  /\bconfront\w*|\brispetto (?:a|al|alla|allo|agli|ai)\b|\bdifferenz\w*|\bdiffer\w*|\bvs\.?\b|\bcontro\b|\bmentre\b|\bin entrambi\b|\bnei due\b|\btra (?:il|i) \w+/;

/**
 * "Confronta il periodo … nel CCNL Terziario e nel CCNL Edilizia": each agreement's own period for higher duties,
 * its passage when held, else said missing beside the law's fallback; undefined for fewer than two agreements.
 */
export function higherDutiesCompared(
  agreements: readonly Ccnl[],
  message: string,
): { lead: string; steps: string[]; citations: Citation[] } | undefined {
  // Two agreements read from a story ("magazzino di una ditta metalmeccanica … responsabile spedizioni") ask
  // no comparison: only a question that sets them side by side does.
  if (agreements.length < 2 || !COMPARED.test(readable(message))) return undefined;
  const each = agreements.map((c) => ({ c, held: agreementHigherDuties(c, message) }));
  return {
    lead: each
      .map(({ c, held }) =>
        held
          ? held.lead
          : `Per il ${c.short_name}: il periodo fissato dal contratto ${bold('non è nella base di conoscenza')} (verifica il testo del contratto); se il contratto non ne fissa uno, la legge prevede 6 mesi continuativi.`,
      )
      .join('\n\n'),
    steps: each.flatMap(({ held }) => held?.steps ?? []),
    citations: each.flatMap(({ held }) => (held ? [held.citation] : [])),
  };
}
