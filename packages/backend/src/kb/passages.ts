import { z } from 'zod';
import type { Ccnl, Source } from './schema.js';

/** A quotable statement with its source: the unit the agents retrieve, cite and list under "Fonti". */
export interface Passage {
  id: string;
  ccnlId: string;
  text: string;
  /** Article or table it comes from, when known. */
  article: string | null;
  sourceUrl: string;
  sourceDate: string | null;
  confidence: 'high' | 'medium' | 'low';
  /** The follow-up a user would ask to reach this passage (related questions). */
  question: string;
}

const euroFormat = new Intl.NumberFormat('it-IT', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: 'always',
});
const euro = (value: number) => `${euroFormat.format(value)} €`;

const MONTHS = [
  'gennaio',
  'febbraio',
  'marzo',
  'aprile',
  'maggio',
  'giugno',
  'luglio',
  'agosto',
  'settembre',
  'ottobre',
  'novembre',
  'dicembre',
];

/** "2025-11-01" → "1° novembre 2025"; anything else is returned as written. */
export function italianDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return iso;
  const [, year, month, day] = match;
  const d = Number(day);
  return `${d === 1 ? '1°' : d} ${MONTHS[Number(month) - 1] ?? month} ${year}`;
}

function period(text: string): string {
  const match = /^(\d{4}-\d{2}-\d{2}) to (\d{4}-\d{2}-\d{2})$/.exec(text.trim());
  return match?.[1] && match[2] ? `dal ${italianDate(match[1])} al ${italianDate(match[2])}` : text;
}

/** The short name users say ("CCNL Commercio"). */
export function shortName(ccnl: Ccnl): string {
  return ccnl.aliases[0] ?? ccnl.official_name;
}

function levelLabel(ccnl: Ccnl, level: string): string {
  if (/^\d+$/.test(level)) return `${level}° livello`;
  if (level === 'Q') return 'Quadri';
  return ccnl.levels.find((l) => l.level === level)?.name ?? level;
}

const RANK = { high: 0, medium: 1, low: 2 } as const;

/** The most reliable source of a figure; the order in the file breaks ties. */
function bestSource(sources: Source[]): Source {
  const sorted = [...sources].sort((a, b) => RANK[a.confidence] - RANK[b.confidence]);
  return sorted[0] as Source;
}

const TOPICS: { term: RegExp; question: (name: string) => string }[] = [
  {
    term: /preavvis/i,
    question: (n) => `Quanti giorni di preavviso prevede il ${n} per dimissioni e licenziamento?`,
  },
  { term: /\bprova\b/i, question: (n) => `Quanto dura il periodo di prova nel ${n}?` },
  { term: /\bferie\b/i, question: (n) => `Quanti giorni di ferie spettano con il ${n}?` },
  { term: /scatti|anzianit/i, question: (n) => `Come funzionano gli scatti di anzianità nel ${n}?` },
  {
    term: /minim|paga base|retribu/i,
    question: (n) => `Qual è il minimo retributivo mensile per livello nel ${n}?`,
  },
  { term: /\bore\b|orario/i, question: (n) => `Quante ore settimanali prevede il ${n}?` },
  { term: /mensilit/i, question: (n) => `Quante mensilità prevede il ${n}?` },
];

/** The follow-up question for a passage written in the file, from the subject it talks about. */
function questionFor(ccnl: Ccnl, text: string): string {
  const name = shortName(ccnl);
  const topic = TOPICS.find((t) => t.term.test(text));
  return topic ? topic.question(name) : `Cosa prevede il ${name} su questo tema?`;
}

const noticeRowSchema = z.looseObject({ seniority: z.string() }).catchall(z.unknown());
const noticeSchema = z.looseObject({
  unit: z.string().optional(),
  dismissal_by_employer: z.array(noticeRowSchema).optional(),
  resignation: z.array(noticeRowSchema).optional(),
});
const probationSchema = z.looseObject({
  unit_note: z.string().optional(),
  by_level: z.array(z.looseObject({ levels: z.array(z.string()), max: z.string() })).optional(),
});

const NOTICE_GROUPS: Record<string, string> = {
  Q_1: 'Quadri e 1° livello',
  '2_3': '2° e 3° livello',
  '4_5': '4° e 5° livello',
  '6_7': '6° e 7° livello',
  operatori_vendita: 'operatori di vendita',
};

function noticeText(rows: z.infer<typeof noticeRowSchema>[]): string {
  return rows
    .map((row) => {
      const parts = Object.entries(NOTICE_GROUPS)
        .filter(([key]) => typeof row[key] === 'number')
        .map(([key, label]) => `${label} ${row[key]} giorni`);
      return `${row.seniority}: ${parts.join(', ')}`;
    })
    .join('; ');
}

/** The pay table in force on `date`, and the next one signed after it. */
function payTablesAt(ccnl: Ccnl, date: string) {
  const sorted = [...ccnl.pay_tables].sort((a, b) => a.effective_from.localeCompare(b.effective_from));
  const current = sorted.filter((t) => t.effective_from <= date).at(-1);
  const next = sorted.find((t) => t.effective_from > date);
  return { current, next };
}

/**
 * Every passage of an agreement: the ones written in the file, then one per structured figure (hours,
 * holidays, pay tables, levels...), each phrased in Italian and carrying the most reliable of its sources.
 * `today` (AAAA-MM-GG) picks the pay table in force.
 */
export function buildPassages(ccnl: Ccnl, today: string): Passage[] {
  const name = shortName(ccnl);
  const out: Passage[] = [];
  const add = (key: string, text: string, article: string | null, sources: Source[], question: string) => {
    const source = bestSource(sources);
    out.push({
      id: `${ccnl.id}#${key}`,
      ccnlId: ccnl.id,
      text,
      article,
      sourceUrl: source.url,
      sourceDate: source.source_date,
      confidence: source.confidence,
      question,
    });
  };

  ccnl.passages.forEach((p, index) => {
    out.push({
      id: `${ccnl.id}#passage-${index}`,
      ccnlId: ccnl.id,
      text: p.text,
      article: p.article,
      sourceUrl: p.source_url,
      sourceDate: p.source_date,
      confidence: p.confidence,
      question: questionFor(ccnl, p.text),
    });
  });

  add(
    'validity',
    `Validità e durata del ${name} (${ccnl.official_name}, codice CNEL ${ccnl.cnel_code.value}): parte economica ${period(ccnl.validity.economic_part)}, parte normativa ${period(ccnl.validity.normative_part)}.`,
    null,
    ccnl.validity.sources,
    `Qual è la durata del ${name}?`,
  );
  const hours = ccnl.weekly_hours;
  add(
    'weekly-hours',
    `L'orario normale di lavoro nel ${name} è di ${hours.value} ore settimanali${hours.exceptions ? ` (eccezioni: ${hours.exceptions})` : ''}.`,
    null,
    hours.sources,
    `Quante ore settimanali prevede il ${name}?`,
  );
  add(
    'monthly-payments',
    `Nel ${name} la retribuzione annua è corrisposta in ${ccnl.monthly_payments.value} mensilità.`,
    null,
    ccnl.monthly_payments.sources,
    `Quante mensilità prevede il ${name}?`,
  );
  add(
    'holidays',
    `Ferie nel ${name}: ${ccnl.holidays.value}.`,
    null,
    ccnl.holidays.sources,
    `Quanti giorni di ferie spettano con il ${name}?`,
  );

  const probation = probationSchema.safeParse(ccnl.probation);
  if (probation.success && probation.data.by_level?.length) {
    const rows = probation.data.by_level.map(
      (row) => `${row.levels.map((l) => levelLabel(ccnl, l)).join(' e ')}: ${row.max}`,
    );
    add(
      'probation',
      `Periodo di prova massimo nel ${name}: ${rows.join('; ')}.`,
      null,
      ccnl.probation.sources,
      `Quanto dura il periodo di prova nel ${name}?`,
    );
  }

  const notice = noticeSchema.safeParse(ccnl.notice);
  if (notice.success) {
    const unit = notice.data.unit ? ` (${notice.data.unit})` : '';
    const question = `Quanti giorni di preavviso prevede il ${name} per dimissioni e licenziamento?`;
    if (notice.data.dismissal_by_employer?.length)
      add(
        'notice-dismissal',
        `Preavviso di licenziamento nel ${name}${unit}, per anzianità di servizio: ${noticeText(notice.data.dismissal_by_employer)}.`,
        null,
        ccnl.notice.sources,
        question,
      );
    if (notice.data.resignation?.length)
      add(
        'notice-resignation',
        `Preavviso di dimissioni nel ${name}${unit}, per anzianità di servizio: ${noticeText(notice.data.resignation)}.`,
        null,
        ccnl.notice.sources,
        question,
      );
  }

  const seniority = ccnl.seniority_increments;
  // In the order of the classification: object keys put "1".."7" before "Q".
  const order = (level: string) => {
    const index = ccnl.levels.findIndex((l) => l.level === level);
    return index < 0 ? ccnl.levels.length : index;
  };
  const amounts = Object.entries(seniority.amounts_eur_month)
    .sort(([a], [b]) => order(a) - order(b))
    .map(([level, amount]) => `${levelLabel(ccnl, level)} ${euro(amount)}`)
    .join(', ');
  add(
    'seniority',
    `Scatti di anzianità nel ${name}: ${seniority.rule}. Importo mensile di ogni scatto: ${amounts}.`,
    null,
    seniority.sources,
    `Come funzionano gli scatti di anzianità nel ${name}?`,
  );

  const { current, next } = payTablesAt(ccnl, today);
  for (const table of [current, next]) {
    if (!table) continue;
    const rows = table.levels
      .map((l) => `${levelLabel(ccnl, l.level)} ${euro(l.total_published)}`)
      .join(', ');
    const when = italianDate(table.effective_from);
    const lead =
      table === current
        ? `Minimi retributivi mensili lordi in vigore dal ${when}`
        : `Minimi retributivi mensili lordi previsti dal ${when} (prossima tranche)`;
    add(
      `pay-${table.effective_from}`,
      `${lead} nel ${name}: ${rows}.`,
      `tabella minimi dal ${when}`,
      table.sources,
      `Qual è il minimo retributivo mensile per livello nel ${name}?`,
    );
  }

  for (const level of ccnl.levels) {
    const examples = level.examples.length ? ` Esempi di profili: ${level.examples.join('; ')}.` : '';
    const label = levelLabel(ccnl, level.level);
    const named = label === level.name ? label : `${label} (${level.name})`;
    add(
      `level-${level.level}`,
      `${named} del ${name}: ${level.declaratoria}.${examples}`,
      null,
      level.sources,
      `Quali mansioni rientrano nei livelli del ${name}?`,
    );
  }
  return out;
}
