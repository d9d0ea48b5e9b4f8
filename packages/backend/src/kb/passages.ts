import { otherFact } from './facts.js';
import { euro, italianDate } from './format.js';
import { type Ccnl, type Confidence, OTHER_FACTS, type Source } from './schema.js';
import { rankSources, type Topic, topicsOf } from './topics.js';

/** A quotable statement with its source: the unit the agents retrieve, cite and list under "Fonti". */
export interface Passage {
  id: string;
  /** The agreement it belongs to; null for a piece of an uploaded document. */
  ccnlId: string | null;
  /** A statement written in the file, a sentence phrased from a structured fact, or a piece of a document. */
  origin: 'statement' | 'fact' | 'document';
  topic: Topic | null;
  text: string;
  /** Article or table it comes from, when known. */
  article: string | null;
  sourceUrl: string | null;
  sourceDate: string | null;
  confidence: Confidence;
  /** For uploaded documents: the file name shown as the source. */
  fileName?: string;
  /** For uploaded PDFs: the page the passage is on. */
  page?: number;
  /** For uploaded DOCX: the heading it stands under and its paragraph there (1-based). */
  heading?: string;
  paragraph?: number;
}

function fromSources(sources: Source[]) {
  const best = rankSources(sources)[0];
  return {
    sourceUrl: best?.url ?? null,
    sourceDate: best?.source_date ?? null,
    confidence: best?.confidence ?? ('low' as Confidence),
  };
}

/**
 * Every passage of an agreement: the ones written in the file (one sourced fact each), then one per
 * structured fact (hours, holidays, probation, notice, increments, each pay table, each level...), phrased in
 * Italian with the agreement's name and carrying the most reliable of its sources. Gaps make no passage.
 */
export function buildPassages(ccnl: Ccnl): Passage[] {
  const name = ccnl.short_name;
  const out: Passage[] = [];
  const add = (key: string, topic: Topic | null, text: string, article: string | null, sources: Source[]) => {
    if (!sources.length) return;
    out.push({
      id: `${ccnl.id}#${key}`,
      ccnlId: ccnl.id,
      origin: 'fact',
      topic,
      text,
      article,
      ...fromSources(sources),
    });
  };

  ccnl.passages.forEach((p, index) => {
    out.push({
      id: `${ccnl.id}#passage-${index}`,
      ccnlId: ccnl.id,
      origin: 'statement',
      topic: topicsOf(p.text)[0] ?? null,
      text: p.text,
      article: p.article,
      sourceUrl: p.source_url,
      sourceDate: p.source_date,
      confidence: p.confidence,
    });
  });

  add(
    'validity',
    'validita',
    `Validità e durata del ${name} (${ccnl.official_name}${ccnl.cnel_code.value ? `, codice CNEL ${ccnl.cnel_code.value}` : ''}): ${ccnl.validity.text}.`,
    null,
    ccnl.validity.sources,
  );
  const facts: [
    string,
    Topic,
    { text: string | null; article?: string | undefined; sources: Source[] },
    string,
  ][] = [
    ['weekly-hours', 'orario', ccnl.weekly_hours, 'Orario di lavoro nel'],
    ['monthly-payments', 'mensilita', ccnl.monthly_payments, 'Mensilità nel'],
    ['holidays', 'ferie', ccnl.holidays, 'Ferie nel'],
    ['probation', 'prova', ccnl.probation, 'Periodo di prova nel'],
    ['notice', 'preavviso', ccnl.notice, 'Preavviso nel'],
    ['seniority', 'scatti', ccnl.seniority_increments, 'Scatti di anzianità nel'],
  ];
  for (const [key, topic, fact, lead] of facts)
    if (fact.text) add(key, topic, `${lead} ${name}: ${fact.text}.`, fact.article ?? null, fact.sources);

  const amounts = ccnl.seniority_increments.amounts_eur_month;
  if (amounts)
    add(
      'seniority-amounts',
      'scatti',
      `Importo mensile di ogni scatto di anzianità nel ${name}: ${Object.entries(amounts)
        .map(([level, amount]) => `${level} ${euro(amount)}`)
        .join(', ')}.`,
      ccnl.seniority_increments.article ?? null,
      ccnl.seniority_increments.sources,
    );

  for (const topic of OTHER_FACTS) {
    const fact = otherFact(ccnl, topic);
    if (fact.text)
      add(
        `other-${topic}`,
        topic,
        `${name}, ${topic.replace('_', ' ')}: ${fact.text}.`,
        fact.article ?? null,
        fact.sources,
      );
  }

  add(
    'signatories',
    'firmatari',
    `Parti firmatarie del ${name}: per i datori di lavoro ${ccnl.signatories.employers.join(', ')}; per i lavoratori ${ccnl.signatories.unions.join(', ')}.`,
    null,
    ccnl.signatories.sources,
  );

  for (const table of ccnl.pay_tables) {
    const when = italianDate(table.effective_from);
    const unit = table.unit === 'ora' ? "lordi all'ora" : 'mensili lordi';
    const rows = table.levels.map((r) => `${r.level} ${euro(r.amount)}`).join(', ');
    const section = table.section ? ` (${table.section})` : '';
    const derived = table.derived ? ' Valori derivati, non letti su una pagina.' : '';
    add(
      `pay-${table.section ?? 'generale'}-${table.effective_from}`,
      'minimi',
      `Minimi retributivi ${unit} del ${name}${section} dal ${when}: ${rows}.${derived}`,
      `tabella minimi dal ${when}`,
      table.sources,
    );
  }

  // What the sources say of the amounts of an agreement without tables (an increase's range): a renewal fact.
  const payGap = ccnl.pay_tables_gap;
  if (payGap?.text)
    add('pay-gap', 'validita', `${name}: ${payGap.text}`, payGap.article ?? null, payGap.sources);

  for (const level of ccnl.levels) {
    const parts = [`${level.name} del ${name}`];
    if (level.declaratoria) parts.push(`: ${level.declaratoria}.`);
    else parts.push('.');
    if (level.examples.length) parts.push(` Esempi di profili: ${level.examples.join('; ')}.`);
    add(`level-${level.level}`, 'livelli', parts.join(''), null, level.sources);
  }
  return out;
}
