import type { Ccnl, Source } from '../kb/schema.js';
import { askedSentence } from '../reader/asking-clause.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';

/**
 * A case of the working time that one clause of the agreement's rule settles, told in the question: the clause
 * opens, not the weekly hours or the overtime rate around it.
 * - Work on one's own weekly rest day ("il mio giorno di riposo è il lunedì, mi chiedono di venire lo stesso"):
 *   the clause of the rates on the rest day (Commercio art. 144: 30% and a compensatory rest day).
 * - More weekly hours in the busy months without overtime, recovered later ("44 ore a settimana senza che siano
 *   straordinari e poi recupero"), or the flexible (multi-period) schedule asked by name: the weekly hours' clause
 *   on that flexibility; a follow-up on the recovery after it keeps the case.
 * - How long before the employer must ask for overtime ("con quanto preavviso va chiesto lo straordinario?"): the
 *   clause of the overtime rule on the notice.
 * - The ordinary hours of a Saturday on a six-day week, their pay asked ("le ore del sabato me le pagano di
 *   più?"): the clause of the rule on those hours.
 */
type Fact = { text: string | null; sources: Source[]; article?: string | null };

interface ScheduleCase {
  /** The case told in the question (readable text). */
  told: (text: string, earlier: string) => boolean;
  /** The fact whose text holds the clause. */
  fact: (ccnl: Ccnl) => Fact;
  clause: RegExp;
  subject: string;
}

// The worker's own rest day, a given day of the week: "il mio giorno di riposo (settimanale)", "è il mio giorno
// libero", "nel giorno di riposo"; not the rest asked as a right ("non mi spetta un giorno di riposo a settimana?").
const REST_DAY =
  /\b(?:mio|mia|suo|sua|nostro) (?:giorn\w* di riposo|riposo settimanale|giorn\w* liber[oi])\b|\b(?:nel|durante il) (?:mio )?(?:giorn\w* di riposo|riposo settimanale|giorn\w* liber[oi])\b/;
// Working it: "venire", "lavorare", "rientrare", "mi chiama", "presentarmi".
const WORKING = /\b(?:ven(?:ire|go|gano|ga)|lavor\w*|rientr\w*|chiam\w*|present\w*|richiam\w*)\b/;
// A rest day named only as the worker's rest ("il riposo compensativo") or asked as a length is another question.
const REST_LENGTH = /\bquant\w* (?:ore|giorni) di riposo\b/;

// Weekly hours past the normal ones, said as not overtime or recovered later.
const MORE_HOURS = /\b(?:4[1-8]) ore\b|\bpiu ore\b|\bore in piu\b/;
const NOT_OVERTIME =
  /\bsenza (?:che (?:siano|sia|vengano) )?(?:pagar\w* (?:lo |gli )?)?straordinar\w*|\bnon (?:sono|siano|e|vengono pagat\w* come) straordinar\w*|\brecuper\w*|\bflessibilit\w*/;

// The flexible schedule asked by name: "flessibilità dell'orario", "regime multiperiodale", "orario plurisettimanale".
const FLEX_NAMED =
  /\bflessibilit\w* (?:dell'|del |di )?orari\w*|\bmultiperiodal\w*|\bplurisettimanal\w*|\bregime (?:di )?flessibilit\w*/;
// A follow-up on the hours to give back: "entro quando le devo far recuperare?", "il recupero quando?".
const RECOVERY = /\brecuper\w*/;
const moreWeekly = (t: string) => MORE_HOURS.test(t) && NOT_OVERTIME.test(t) && /\bsettiman\w*/.test(t);
const flexTold = (t: string) => moreWeekly(t) || FLEX_NAMED.test(askedSentence(t));

// The notice of overtime asked: "con quanto preavviso", "quanto prima", "con quanto anticipo" beside the overtime.
// (Not a dismissal's notice beside overtime: "il preavviso non lavorato comprende gli straordinari?".)
const NOTICE_ASKED =
  /\bquant\w* (?:ore |giorni |tempo )?(?:di )?(?:preavviso|anticipo|prima)\b|\bche preavviso\b|\bpreavviso minimo\b/;
const OVERTIME_NAMED = /\bstraordinar\w*/;
// Saturday's hours asked with their pay, not overtime: "le ore del sabato me le pagano uguali o di più?".
const SATURDAY_HOURS =
  /\b(?:ore|orario|lavoro) (?:(?:ordinari\w*|normali) )?(?:del|di|il) sabato\b|\bsabato\b[^?]{0,40}\bore\b/;
const PAY_ASKED = /\bpag\w*|\bmaggiora\w*|\bin piu\b|\bretribui\w*|\bpercentual\w*|\buguali\b/;

/** The first of the facts whose text has a clause matching. */
const withClause = (clause: RegExp, ...facts: Fact[]): Fact =>
  facts.find((f) => (f.text ?? '').split(/;|\.\s(?=\p{Lu})/u).some((s) => clause.test(s))) ??
  facts[0] ?? {
    text: null,
    sources: [],
  };

const SATURDAY_CLAUSE = /\bore (?:ordinarie del|cos[iì] lavorate il) sabato\b/i;
const NOTICE_CLAUSE = /\b\d+ (?:ore|giorni) prima\b|\bpreavviso\b/i;

const CASES: ScheduleCase[] = [
  {
    told: (t) => REST_DAY.test(t) && WORKING.test(t) && !REST_LENGTH.test(t),
    fact: (c) => c.rates,
    clause: /\briposo settimanale\b/i,
    subject: 'lavoro nel giorno di riposo settimanale',
  },
  {
    // (A short follow-up after the case told: "e le ore in più entro quando le recupera?".)
    told: (t, earlier) =>
      flexTold(t) || (RECOVERY.test(t) && t.split(/\s+/).length <= 25 && flexTold(earlier)),
    fact: (c) => flexiblePassage(c) ?? c.weekly_hours,
    clause: /\bflessibilit\w*|\bsenza (?:la )?maggiorazione (?:dello |di )?straordinario\b/i,
    subject: "flessibilità dell'orario",
  },
  {
    told: (t) => {
      const asked = askedSentence(t);
      return NOTICE_ASKED.test(asked) && OVERTIME_NAMED.test(asked);
    },
    fact: (c) => c.rates,
    clause: NOTICE_CLAUSE,
    subject: 'preavviso dello straordinario',
  },
  {
    told: (t) => {
      const asked = askedSentence(t);
      return SATURDAY_HOURS.test(asked) && PAY_ASKED.test(asked) && !OVERTIME_NAMED.test(asked);
    },
    fact: (c) => withClause(SATURDAY_CLAUSE, c.rates, c.weekly_hours),
    clause: SATURDAY_CLAUSE,
    subject: 'ore ordinarie del sabato',
  },
];

/** The agreement's statement on weekly hours past the normal ones without overtime, as a fact with its source. */
function flexiblePassage(ccnl: Ccnl) {
  const p = ccnl.passages.find((x) => /^Flessibilit\S* dell'orario/i.test(x.text));
  if (!p) return undefined;
  const source: Source = {
    url: p.source_url,
    label: p.source_label,
    kind: p.source_kind,
    source_date: p.source_date,
    confidence: p.confidence,
  };
  return { text: p.text, sources: [source], article: p.article };
}

/** The sources whose own note or label states the clause first (the page that says it), then the others. */
function sourcesOf(sources: Source[], clause: RegExp): Source[] {
  const says = (s: Source) => clause.test(`${s.label} ${s.note ?? ''}`);
  const stating = sources.filter(says);
  return stating.length ? stating : sources;
}

/** The clause of the rule that settles the case told, or undefined when no case is told or the KB lacks it. */
export function scheduleClauseAsked(ctx: AgentContext, ccnl: Ccnl | undefined): AgentAnswer | undefined {
  if (!ccnl || ctx.documents.length) return undefined;
  const text = readable(ctx.message);
  const earlier = readable(ctx.history?.at(-1) ?? '');
  for (const c of CASES) {
    if (!c.told(text, earlier)) continue;
    const fact = c.fact(ccnl);
    const rule = fact.text ?? '';
    const clause = rule
      .split(/;|\.\s(?=\p{Lu})/u)
      .map((s) => s.trim().replace(/\.$/, ''))
      .find((s) => c.clause.test(s));
    if (!clause) continue;
    // A clause with its own label ("Lavoro nel giorno di riposo settimanale (art. 144): …") names its subject.
    const label = /^([^:]{3,80}): (.+)$/s.exec(clause);
    const [subject, statement] =
      label?.[1] && label[2]
        ? [label[1].charAt(0).toLowerCase() + label[1].slice(1), label[2]]
        : [c.subject, clause];
    // A clause with several rates ("il sabato il 20% e la domenica il 35%") bolds each rate, not the whole clause.
    const rates = statement.match(/\d+(?:,\d+)? ?%/g) ?? [];
    const shown =
      rates.length >= 2 ? statement.replace(/\d+(?:,\d+)? ?%/g, (rate) => bold(rate)) : bold(statement);
    return compose({
      answer: `Nel ${ccnl.short_name}, ${subject}: ${shown}.`,
      steps: [`Regola del contratto: ${rule.replace(/\.$/, '')}.`],
      citations: citeSources(ccnl, rule, fact.article ?? null, sourcesOf(fact.sources, c.clause), 1),
      related: [`Quante ore settimanali prevede il ${ccnl.short_name}?`],
    });
  }
  return undefined;
}
