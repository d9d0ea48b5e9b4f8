import { euro, italianDate } from '../kb/format.js';
import { tableAt } from '../kb/pay.js';
import type { Ccnl } from '../kb/schema.js';
import { gapText, TOPICS, type Topic, type TopicFact, topicById, topicFact, topicsOf } from '../kb/topics.js';
import { type AgentAnswer, citeSources, finishAnswer, pickQuestions } from './answer.js';
import { type AgentContext, parseDate, targetAgreements } from './context.js';
import { cannotIdentifyAgreement } from './inquadra.js';
import { topicsOfRequest } from './topic-intents.js';

const DEFAULT_TOPICS: Topic[] = ['minimi', 'orario', 'ferie', 'prova', 'preavviso', 'mensilita', 'scatti'];
const MAX_AGREEMENTS = 6;

/** The figure a statement starts with: "26 giorni lavorativi l'anno", "da 15 giorni a 6 mesi". */
function leadingFigure(text: string): string | undefined {
  if (!/^(?:da\s+)?\d/.test(text)) return undefined;
  return text.split(/\s+secondo\b|\s*[(:,;]/)[0]?.trim();
}
/** Figures compared by their numbers and units only ("26 giorni" and "26 giorni lavorativi" are the same). */
const figureKey = (figure: string) =>
  (figure.match(/\d+(?:[.,]\d+)?(?:\s+(?:giorni|mesi|settimane|ore))?/g) ?? []).join(' ');

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s+/g, ' ');
const label = (topic: Topic) => TOPICS.find((t) => t.key === topic)?.parametro ?? topic;

function cellText(fact: TopicFact): string {
  return fact.short ? `${fact.short} (${fact.dateLabel})` : gapText(fact);
}

/** The lowest and highest monthly minimum of each agreement's first section in force on `date`. */
function minimumRange(ccnl: Ccnl, date: string) {
  const { current } = tableAt(ccnl, date);
  if (current?.unit !== 'mese') return undefined;
  const amounts = current.levels.map((r) => r.amount);
  return { low: Math.min(...amounts), high: Math.max(...amounts), from: current.effective_from };
}

/** A short reading of the differences, one sentence per parameter where the figures can be set side by side. */
function reading(agreements: Ccnl[], topics: Topic[], facts: Map<string, TopicFact>, date: string): string[] {
  const out: string[] = [];
  const key = (c: Ccnl, t: Topic) => `${c.id}|${t}`;
  for (const topic of topics) {
    const missing = agreements.filter((c) => facts.get(key(c, topic))?.text === null);
    const present = agreements.filter((c) => facts.get(key(c, topic))?.text !== null);
    if (topic === 'minimi') {
      const ranges = present
        .map((c) => ({ c, r: minimumRange(c, date) }))
        .filter((x): x is { c: Ccnl; r: NonNullable<ReturnType<typeof minimumRange>> } => x.r !== undefined);
      if (ranges.length > 1) {
        const lowest = [...ranges].sort((a, b) => a.r.low - b.r.low)[0];
        const highest = [...ranges].sort((a, b) => b.r.high - a.r.high)[0];
        if (lowest && highest)
          out.push(
            `Minimi: al ${italianDate(date)} il minimo più basso è nel ${lowest.c.short_name} (${euro(lowest.r.low)}) e il più alto nel ${highest.c.short_name} (${euro(highest.r.high)}); i livelli di contratti diversi non si corrispondono uno a uno.`,
          );
      }
    } else if (topic === 'orario' || topic === 'mensilita') {
      const values = present
        .map((c) => ({ c, v: topic === 'orario' ? c.weekly_hours.value : c.monthly_payments.value }))
        .filter((x): x is { c: Ccnl; v: number } => x.v !== null);
      const distinct = new Set(values.map((x) => x.v));
      if (values.length > 1 && distinct.size > 1) {
        const list = values.map((x) => `${x.v} nel ${x.c.short_name}`).join(', ');
        out.push(
          topic === 'orario'
            ? `Orario: ${list} ore settimanali; a parità di paga mensile, più ore significano una paga oraria più bassa.`
            : `Mensilità: ${list}; a parità di minimo mensile la retribuzione annua è più alta dove le mensilità sono di più.`,
        );
      } else if (values.length > 1)
        out.push(`${label(topic)}: uguale in tutti i CCNL confrontati (${[...distinct][0]}).`);
    } else if (topic === 'scatti') {
      const rules = present
        .map((c) => ({ c, r: c.seniority_increments }))
        .filter((x) => x.r.max_count && x.r.period_years)
        .map((x) => `${x.r.max_count} scatti ogni ${x.r.period_years} anni nel ${x.c.short_name}`);
      if (rules.length > 1) out.push(`Scatti: ${rules.join(', ')}.`);
    } else if (present.length > 1) {
      // The figure each agreement's statement starts with ("26 giorni", "da 15 giorni a 6 mesi").
      const figures = present.map((c) => ({
        c,
        figure: leadingFigure(facts.get(key(c, topic))?.short ?? ''),
      }));
      const distinct = new Set(figures.map((f) => figureKey(f.figure ?? '')));
      if (figures.every((f) => f.figure) && distinct.size === 1)
        out.push(
          `${label(topic)}: ${figures[0]?.figure} in tutti i CCNL confrontati; le modalità di calcolo possono differire, vedi la tabella.`,
        );
      else if (figures.every((f) => f.figure))
        out.push(`${label(topic)}: ${figures.map((f) => `${f.figure} nel ${f.c.short_name}`).join(', ')}.`);
      else out.push(`${label(topic)}: le regole differiscono; vedi la tabella e le fonti.`);
    }
    if (missing.length)
      out.push(
        `${label(topic)}: dato non disponibile nella base di conoscenza per ${missing.map((c) => c.short_name).join(', ')}.`,
      );
  }
  return out;
}

/**
 * confronta: a Markdown table of the selected agreements against the selected parameters (or those the
 * question names, or the main ones), each cell with its figure and date; a short reading of the differences;
 * the references of every cell.
 */
export function confronta(ctx: AgentContext): AgentAnswer {
  const { agreements: found } = targetAgreements(ctx);
  if (!found.length) return cannotIdentifyAgreement(ctx, 'da confrontare');
  const agreements = found.slice(0, MAX_AGREEMENTS);
  const selected = ctx.perimetri.map((id) => topicById(id)?.key).filter((t): t is Topic => t !== undefined);
  const fromRequest = ctx.request ? topicsOfRequest(ctx.request, ctx.message) : [];
  const asked = fromRequest.length ? fromRequest : topicsOf(ctx.message);
  const topics: Topic[] = selected.length ? [...new Set(selected)] : asked.length ? asked : DEFAULT_TOPICS;
  const date = parseDate(ctx.message) ?? ctx.today;

  const facts = new Map<string, TopicFact>();
  for (const ccnl of agreements)
    for (const topic of topics) facts.set(`${ccnl.id}|${topic}`, topicFact(ccnl, topic, date));

  const header = `| Parametro | ${agreements.map((c) => cell(c.short_name)).join(' | ')} |`;
  const rule = `|${' --- |'.repeat(agreements.length + 1)}`;
  const rows = topics.map(
    (topic) =>
      `| ${cell(label(topic))} | ${agreements.map((c) => cell(cellText(facts.get(`${c.id}|${topic}`) as TopicFact))).join(' | ')} |`,
  );
  const names = agreements.map((c) => c.short_name).join(', ');
  const body = [
    `Confronto tra ${names} al ${italianDate(date)}: ${topics.map((t) => label(t).toLowerCase()).join(', ')}.`,
    '',
    header,
    rule,
    ...rows,
  ];
  const differences = reading(agreements, topics, facts, date);
  if (differences.length)
    body.push('', 'Lettura delle differenze:', ...differences.map((line) => `- ${line}`));
  if (agreements.length === 1)
    body.push('', 'Hai selezionato un solo CCNL: selezionane altri per confrontarli.');

  const citations = agreements.flatMap((ccnl) =>
    topics.flatMap((topic) => {
      const fact = facts.get(`${ccnl.id}|${topic}`) as TopicFact;
      return fact.text
        ? citeSources(
            ccnl,
            `${ccnl.short_name}, ${label(topic).toLowerCase()}: ${fact.text}`,
            fact.article,
            fact.sources,
            1,
          )
        : [];
    }),
  );
  const [a, b] = agreements;
  const others = TOPICS.map((t) => t.key).filter((t) => !topics.includes(t));
  const related =
    a && b
      ? others.slice(0, 3).map((t) => `${label(t)}: come cambia tra il ${a.short_name} e il ${b.short_name}?`)
      : a
        ? [
            `Quali sono i minimi retributivi per livello nel ${a.short_name}?`,
            `Quanto dura il periodo di prova nel ${a.short_name}?`,
            `Quanti giorni di preavviso prevede il ${a.short_name}?`,
          ]
        : [];
  return finishAnswer(body, citations, pickQuestions(related, ctx.message, 3));
}
