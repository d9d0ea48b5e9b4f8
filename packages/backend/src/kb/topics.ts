import { otherFact } from './facts.js';
import { euro, italianDate, NOT_AVAILABLE } from './format.js';
import { tableAt } from './pay.js';
import { hasPayTables, NO_TABLES_REASON } from './pay-gap.js';
import type { Ccnl, OtherFact, Source } from './schema.js';
import { derivedComplements, otherLadders } from './section-ranges.js';
import { onlyDerived, unreadTableGap } from './unread-table.js';

/** One party's signature asked ("è stato sottoscritto anche da ANIP?", "Confapi l'ha firmato?"). */
export const SIGNED_BY =
  /\b(?:e|sono) stat[oaie] (?:sottoscritt|firmat)\w* (?:anche |pure |solo )?(?:da|dall\w*|dai|dagli)\b|\bl'ha(?:nno)? (?:firmato|sottoscritto)\b|\b(?:ha|hanno) (?:firmato|sottoscritto) (?:anche |pure )?(?:il|lo|l'|quest\w*) (?:rinnovo|ccnl|ipotesi)\b/;

/**
 * Who signed asked, of the whole renewal or of one party (not when it was signed). A party's signature told in
 * the story ("il rinnovo l'hanno firmato nel 2025 …") asks nothing: the sentences that ask are read.
 */
export function asksSigners(text: string): boolean {
  if (/firmatar|chi ha firmato|quali sindacat/.test(text)) return true;
  const marked = text.split(/(?<=[.?!])\s+/).filter((s) => s.includes('?'));
  const asked = marked.length ? marked.join(' ') : text;
  return SIGNED_BY.test(asked) && !/\bquando\b|\bnel \d{4}\b/.test(asked);
}

/**
 * The subjects a question, a comparison or a passage can be about. Each is also a work-scope parameter of
 * `GET parametri-lavoro`, with a stable integer id.
 */
export const TOPICS = [
  {
    id: 1,
    key: 'minimi',
    parametro: 'Minimi retributivi',
    // ("l'importo mensile è corretto?", "la cifra mensile": the monthly pay asked by its figure.)
    pattern: /minim|\bpaga\b|stipend|retribu|guadagn|salari|tabell|\blord|\b(?:import|cifr)[oae] mensil/,
  },
  // ("quante ore di PAR?", "riduzione d'orario": the hours are a leave's unit, not the working week.)
  {
    id: 2,
    key: 'orario',
    parametro: 'Orario di lavoro',
    pattern:
      // (Dressing time, "indossare la divisa", "la vestizione", is a clause of the working time.)
      /(?<!riduzione d.?)orari|\bore\b(?! (?:di |annue di |l'anno di )?(?:permess|rol\b|par\b|ex festiv|ferie|straordinar))|settimanal|\bs?vestizion|\b(?:cambi|mett|indoss|togli)\w* (?:la |le |una )?(?:divis[ae]|uniform[ei])\b/,
  },
  { id: 3, key: 'ferie', parametro: 'Ferie', pattern: /\bferie\b|vacanz(?!a contrattuale)/ },
  { id: 4, key: 'prova', parametro: 'Periodo di prova', pattern: /\bprova\b/ },
  { id: 5, key: 'preavviso', parametro: 'Preavviso', pattern: /preavvis|dimission|dimett|licenzi/ },
  { id: 6, key: 'mensilita', parametro: 'Mensilità', pattern: /mensilit|tredicesim|quattordicesim/ },
  // "scatti", "scatto", "scattini"; not the verb ("quali aumenti scattano nel 2026", "da quando scatta").
  {
    id: 7,
    key: 'scatti',
    parametro: 'Scatti di anzianità',
    pattern: /scatt(?!a\b|ano\b|are\b|er[aà]\w*|at[oaie]\b)|anzianit/,
  },
  {
    id: 8,
    key: 'livelli',
    parametro: 'Livelli e inquadramento',
    pattern: /livell|inquadr|mansion|declaratori|classificazion/,
  },
  {
    id: 9,
    key: 'validita',
    parametro: 'Validità e rinnovo',
    // "durata del periodo di prova" is the probation's length, not the agreement's.
    pattern:
      /validit|scadenz|scade|scadono|scadr(?:a|anno)\b|durata del(?!(?:l'|la |lo | )(?:periodo di )?(?:prova|preavviso|comporto|congedo|permess|apprendistat|orario|ferie|malatti))|rinnov|vigenz|in vigore fino/,
  },
  {
    id: 10,
    key: 'permessi',
    parametro: 'Permessi retribuiti',
    pattern: /permess|\brol\b|\bpar\b(?! condicio|\.?\s*\d)|riduzione d.?orario|ex festivit/,
  },
  { id: 11, key: 'malattia', parametro: 'Malattia e infortunio', pattern: /malatti|infortun|comporto/ },
  {
    id: 12,
    key: 'maggiorazioni',
    parametro: 'Straordinari e maggiorazioni',
    pattern: /straordinar|maggioraz|notturn|festiv/,
  },
  { id: 13, key: 'part_time', parametro: 'Part-time', pattern: /part.?time|tempo parziale/ },
  {
    id: 14,
    key: 'firmatari',
    parametro: 'Parti firmatarie',
    pattern: /firmatar|sindacat|chi ha firmato|associazion/,
  },
  { id: 15, key: 'congedo_matrimoniale', parametro: 'Congedo matrimoniale', pattern: /matrimon|nozze/ },
] as const;

export type Topic = (typeof TOPICS)[number]['key'];

/**
 * "13,5 mensilità (quattordicesima al 50%)": the count in Italian digits, and a partial extra month's share
 * when the file names it, since "13,5" alone does not say which payment is the half.
 */
function paymentsShort(fact: Ccnl['monthly_payments']): string | undefined {
  if (fact.value === null) return undefined;
  const share = fact.extra
    ?.map((e) => /^(tredicesima|quattordicesima)\b.*?(\d+(?:[.,]\d+)?)\s*%/.exec(e.name))
    .find((m) => m);
  const count = String(fact.value).replace('.', ',');
  // "quattordicesima (per i servizi fiduciari dal 1° gennaio 2024)": an extra month some staff have only lately.
  const since = fact.extra
    ?.map((e) => /^(tredicesima|quattordicesima) \(([^)]*\bdal\b[^)]*)\)/.exec(e.name))
    .find((m) => m);
  if (!share) return since ? `${count} mensilità (${since[1]} ${since[2]})` : `${count} mensilità`;
  // A 50% share is the half month families and consultants say ("metà mensilità").
  const half = share[2] === '50' ? `, cioè metà mensilità in più` : '';
  return `${count} mensilità (${share[1]} al ${share[2]}%)${half}`;
}

export function topicById(id: number) {
  return TOPICS.find((t) => t.id === id);
}

/** The topics a question is about, in the order of the list; ferie before permessi when both match. */
export function topicsOf(text: string): Topic[] {
  const lower = text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '');
  const topics: Topic[] = TOPICS.filter((t) => t.pattern.test(lower)).map((t) => t.key);
  // "ci siamo presi l'influenza, prende lo stipendio pieno?": an illness named is the sickness topic when nothing
  // but the pay is asked (the pay of those days is sick pay); beside the probation or the holidays it asked about ("ho preso l'influenza: la prova si
  // ferma?"), it is only the story.
  const sickness = ILLNESS_NAMED.test(lower) && topics.every((t) => t === 'minimi');
  return sickness ? ['malattia'] : topics;
}

const ILLNESS_NAMED = /\bfebbre\b|\binfluenza\b(?! (?:su|sul|sull\w*|sui|sulla|sulle|nel|nella|nei)\b)/;

/** What the knowledge base says about one topic for one agreement: a text, or the gap. */
export interface TopicFact {
  /** The statement, in Italian, ready to follow "Per <agreement>, <topic>:". Null for a gap. */
  text: string | null;
  /** A short form for a table cell: the figure first. */
  short: string | null;
  gap: string | null;
  article: string | null;
  /** The date the figure applies from, or the date of its source. */
  dateLabel: string;
  sources: Source[];
}

const RANK = { high: 0, medium: 1, low: 2 } as const;

/** Sources best first; the order of the file breaks ties. */
export function rankSources(sources: Source[]): Source[] {
  return [...sources].sort((a, b) => RANK[a.confidence] - RANK[b.confidence]);
}

function sourceDateLabel(sources: Source[]): string {
  const best = rankSources(sources)[0];
  const date = best?.source_date?.replace(/ \(.*\)$/, '');
  return date ? `fonte del ${italianDate(date)}` : 'data della fonte non indicata';
}

/** The first clause of a long statement, for a table cell. */
function firstClause(text: string): string {
  const cut = text.split(/;\s|\.\s(?=\p{Lu})/u)[0] ?? text;
  return cut.length > 160 ? `${cut.slice(0, 157).trimEnd()}…` : cut;
}

/** A duration as written in the files ("1 mese e 15 giorni", "6 mesi di calendario") in days, for ordering. */
function durationDays(text: string): number | undefined {
  const match = /(\d+)\s*(giorn|mes|settiman)\w*(?:\s+e\s+(mezzo|\d+\s*giorn\w*))?/.exec(text);
  if (!match) return undefined;
  const unit = match[2] === 'mes' ? 30 : match[2] === 'settiman' ? 7 : 1;
  let days = Number(match[1]) * unit;
  if (match[3] === 'mezzo') days += unit / 2;
  else if (match[3]) days += Number.parseInt(match[3], 10);
  return days;
}

/** "da 45 giorni di lavoro effettivo a 6 mesi di calendario": the shortest and longest of some durations. */
function durationRange(values: string[], by: string): string | undefined {
  const parsed = values
    .map((text) => ({ text: text.split(/\s*[(;/]/)[0]?.trim() ?? text, days: durationDays(text) }))
    .filter((v): v is { text: string; days: number } => v.days !== undefined)
    .sort((a, b) => a.days - b.days);
  const low = parsed[0];
  const high = parsed.at(-1);
  if (!low || !high) return undefined;
  // One value only says nothing about a range: the statement itself is clearer.
  return low.days === high.days ? undefined : `da ${low.text} a ${high.text} ${by}`;
}

function fromText(
  fact: { text: string | null; gap?: string | undefined; article?: string | undefined; sources: Source[] },
  short?: string,
): TopicFact {
  return {
    text: fact.text,
    short: fact.text === null ? null : (short ?? firstClause(fact.text)),
    gap: fact.gap ?? null,
    article: fact.article ?? null,
    dateLabel: sourceDateLabel(fact.sources),
    sources: fact.sources,
  };
}

const gapFact = (gap: string): TopicFact => ({
  text: null,
  short: null,
  gap,
  article: null,
  dateLabel: '',
  sources: [],
});

/** The range of monthly minimums of the first section in force on `date`, with its start date. */
function minimumsFact(ccnl: Ccnl, date: string): TopicFact {
  const { current, next } = tableAt(ccnl, date);
  if (!hasPayTables(ccnl)) return gapFact(NO_TABLES_REASON);
  if (!current)
    return gapFact(
      `Nessuna tabella dei minimi in vigore al ${italianDate(date)} nella base di conoscenza (la prima disponibile decorre dal ${italianDate(ccnl.pay_tables.map((t) => t.effective_from).sort()[0] ?? '')}).`,
    );
  // A table only derived: the gap, never its figures (unread-table.ts).
  if (onlyDerived(current)) return gapFact(unreadTableGap(ccnl, '', date, current, undefined, true));
  const unit = current.unit === 'ora' ? " l'ora" : ' al mese';
  // Positions computed for the same day complete the ladder read (section-ranges.ts), said as computed.
  const computed = derivedComplements(ccnl, current, date).flatMap((t) => t.levels);
  const rows = [...current.levels, ...computed].sort((a, b) => a.amount - b.amount);
  const low = rows[0];
  const high = rows.at(-1);
  const section = current.section ? ` (${current.section})` : '';
  const derived = current.derived
    ? ' Valori derivati, non letti su una pagina.'
    : computed.length
      ? ` Valori di ${computed.map((r) => r.level).join(', ')} derivati, non letti su una pagina.`
      : '';
  const all = [...current.levels, ...computed].map((r) => `${r.level} ${euro(r.amount)}`).join(', ');
  const nextText = next ? ` La tranche successiva decorre dal ${italianDate(next.effective_from)}.` : '';
  // Another ladder of the agreement (Vigilanza's servizi fiduciari beside its guards): each range named by its
  // section, so the first section's range is not read as the whole agreement's.
  const others = otherLadders(ccnl, current, date);
  const ranged = others.map((o) => `; ${o.range} (${o.section})`).join('');
  const otherText = others.map((o) => ` ${o.section}: ${o.range}.`).join('');
  return {
    text: `minimi mensili lordi${section} in vigore dal ${italianDate(current.effective_from)}: ${all}.${derived}${otherText}${nextText}`,
    short:
      low && high
        ? `da ${euro(low.amount)} (${low.level}) a ${euro(high.amount)} (${high.level})${unit}${others.length ? `${section}${ranged}` : ''}`
        : null,
    gap: null,
    article: `tabella minimi dal ${italianDate(current.effective_from)}`,
    dateLabel: `in vigore dal ${italianDate(current.effective_from)}`,
    sources: [...current.sources, ...others.flatMap((o) => o.sources)],
  };
}

function levelsFact(ccnl: Ccnl): TopicFact {
  const codes = ccnl.levels.map((l) => l.level).join(', ');
  const sources = ccnl.levels.flatMap((l) => l.sources);
  const described = ccnl.levels.map((l) => {
    const parts = [l.declaratoria, l.examples.length ? `esempi: ${l.examples.join('; ')}` : null].filter(
      Boolean,
    );
    return `${l.name}: ${parts.length ? parts.join('; ') : 'declaratoria ed esempi non disponibili'}`;
  });
  return {
    text: `${ccnl.levels.length} livelli (${codes}). ${described.join('. ')}`,
    short: `${ccnl.levels.length} livelli (${codes})`,
    gap: null,
    article: null,
    dateLabel: sourceDateLabel(sources),
    sources,
  };
}

/** What the knowledge base holds on `topic` for `ccnl`, on `date` for the figures that change with time. */
export function topicFact(ccnl: Ccnl, topic: Topic, date: string): TopicFact {
  switch (topic) {
    case 'minimi':
      return minimumsFact(ccnl, date);
    case 'orario':
      return fromText(
        ccnl.weekly_hours,
        ccnl.weekly_hours.value === null ? undefined : `${ccnl.weekly_hours.value} ore settimanali`,
      );
    case 'ferie':
      return fromText(ccnl.holidays);
    case 'prova':
      return fromText(
        ccnl.probation,
        durationRange(ccnl.probation.by_level?.map((r) => r.max) ?? [], 'secondo il livello'),
      );
    case 'preavviso':
      return fromText(
        ccnl.notice,
        durationRange(
          ccnl.notice.by_level
            ?.flatMap((r) => [r.licenziamento, r.dimissioni])
            .filter((v): v is string => v !== null) ?? [],
          'secondo livello e anzianità',
        ),
      );
    case 'mensilita':
      return fromText(ccnl.monthly_payments, paymentsShort(ccnl.monthly_payments));
    case 'scatti': {
      const rule = ccnl.seniority_increments;
      const short =
        rule.max_count && rule.period_years
          ? `${rule.max_count} scatti ${rule.period_years === 2 ? 'biennali' : rule.period_years === 3 ? 'triennali' : `ogni ${rule.period_years} anni`}${
              // A share of the minimum is the rule's measure ("4% della retribuzione minima"); fixed amounts vary by level.
              rule.percent_of_minimum
                ? ` del ${String(rule.percent_of_minimum).replace('.', ',')}% del minimo`
                : ''
            }`
          : undefined;
      return fromText(rule, short);
    }
    case 'livelli':
      return levelsFact(ccnl);
    case 'validita':
      return {
        ...fromText({ text: ccnl.validity.text, sources: ccnl.validity.sources }),
        short:
          ccnl.validity.from && ccnl.validity.to
            ? `dal ${italianDate(ccnl.validity.from)} al ${italianDate(ccnl.validity.to)}`
            : ccnl.validity.to
              ? `fino al ${italianDate(ccnl.validity.to)}`
              : `firmato il ${ccnl.validity.signed}`,
      };
    case 'firmatari':
      return fromText({
        text: `parte datoriale ${ccnl.signatories.employers.join(', ')}; sindacati ${ccnl.signatories.unions.join(', ')}${ccnl.signatories.note ? `. ${ccnl.signatories.note}` : ''}`,
        sources: ccnl.signatories.sources,
      });
    default: {
      return fromText(otherFact(ccnl, topic as OtherFact));
    }
  }
}

/** The text a user reads in place of a missing figure. */
export function gapText(fact: TopicFact): string {
  return fact.gap ? `${NOT_AVAILABLE} (${fact.gap.replace(/\.$/, '')})` : NOT_AVAILABLE;
}
