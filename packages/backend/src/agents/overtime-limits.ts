import { NOT_AVAILABLE } from '../kb/format.js';
import type { Ccnl, Source } from '../kb/schema.js';
import { askedSentence } from '../reader/asking-clause.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { documentText } from './document-request.js';
import { type LawFact, lawCitations } from './law-facts.js';
import { withSubjects } from './multi-part.js';
import { activityVariantHours, sizeVariantHours } from './overtime-size-limit.js';
import { ASKS_ALLOWED, toldOvertimeVerdict } from './overtime-told-verdict.js';
import { workerKindHours } from './overtime-worker-kind.js';

/**
 * The law's ceilings, used when the agreement's own limit is not in the knowledge base: 250 overtime hours a year
 * unless the agreement says otherwise (D.Lgs. 66/2003, art. 5 c. 3), and an average week of at most 48 hours
 * overtime included (art. 4 c. 2). Read on the pages below on 2026-11-24.
 */
// The part of a yearly ceiling the employer may require without the worker's consent ("100 ore l'impresa può
// richiederle senza il consenso del lavoratore").
const WITHOUT_CONSENT = /\b(\d+) ore\b[^;:]*?\bsenza (?:il )?(?:suo )?consenso\b/;

const LAW_OVERTIME_CAP: LawFact = {
  figure: '250 ore l’anno',
  text: 'se il contratto collettivo non fissa un limite diverso, la legge consente al massimo {figure} di straordinario, e un orario medio settimanale di 48 ore comprese le ore di straordinario (media su 4 mesi).',
  reference: 'D.Lgs. 66/2003, art. 4 c. 2 e art. 5 c. 3',
  sources: [
    {
      url: 'https://www.laleggepertutti.it/470959_quante-ore-di-straordinario-si-possono-fare-per-legge',
      label:
        'La Legge per Tutti: quante ore di straordinario si possono fare per legge (8 a settimana, 250 l’anno)',
      date: '2021-02-24',
      confidence: 'medium',
    },
    {
      url: 'https://dirittodellavoropertutti.it/?p=710',
      label:
        'Diritto del lavoro per tutti: 48 ore medie settimanali e 250 ore annuali (artt. 4 e 5 D.Lgs. 66/2003)',
      date: null,
      confidence: 'medium',
    },
  ],
};

/** How many overtime hours at most ("quante ore di straordinario al massimo", "tetto annuo"), not their pay. */
export const ASKS_LIMIT =
  /\b(?:limit[ei]|tetto|massim[oi]|max|al massimo|non (?:si )?(?:puo|possono) superare|quante ore|numero (?:massimo )?di ore|monte ore)\b/;
// ("10 ore di straordinario, sempre max 2 al giorno: quanto gli spetta lordo?": the hours' pay, the cap is the story.)
export const ASKS_PAY =
  /maggiora|percentual|%|quanto (?:vale|valgono|pag|viene|vengono|costa)|quanto (?:gli |mi |le |ci |vi |ti )?spett\w*\b[^.?;]{0,20}\blord[oi]\b|in euro|\bpagat/;

type Scope = 'year' | 'week' | 'day';
export const SCOPES: { scope: Scope; asked: RegExp; figure: RegExp; label: string }[] = [
  {
    scope: 'year',
    asked: /\b(?:anno|annu[aeio]|annual[ei]|all'anno|l'anno)\b/,
    figure: /(\d+) ore (?:l'anno|all'anno|annue)/,
    label: "l'anno",
  },
  {
    scope: 'week',
    asked: /settiman/,
    figure: /(\d+)(?: ore)? (?:a|alla|per) settimana|(?<!oltre (?:le )?)\b(\d+) ore settimanali/,
    label: 'a settimana',
  },
  {
    scope: 'day',
    // ("maggiorato di giorno": the daytime of a surcharge, not a day's limit.)
    asked: /(?<!\bdi )\b(?:giorn(?:o|ata|aliero|aliera|alieri|aliere)?|al di)\b/,
    figure: /(\d+) ore al giorno/,
    label: 'al giorno',
  },
];

// "cosa succede alle ore oltre quel tetto?", "e cosa succede oltre?", "se si va oltre?", "e se si supera?", "le ore in più del limite?", "le ore che lo superano
// come vanno gestite?": what the rule does past it.
const ASKS_BEYOND =
  /\b(?:oltre (?:quel|il|questo|tale) (?:tetto|limite)|(?:ore|quelle) che (?:lo |la |li |le |il |quel )?(?:super\w*|sfor\w*|ecced\w*|vanno oltre)|oltre (?:le )?\d+ ore|(?:se|quando) (?:lo |la |li |le )?(?:si )?(?:super\w*|sfor\w*)|eccedent\w*|in (?:piu|eccesso) (?:del|rispetto al) (?:tetto|limite)|sopra (?:il|quel) (?:tetto|limite)|(?:cosa|che) (?:succede|accade|capita|si fa|si puo fare)\b[^?.]{0,40}?\boltre|(?:va|vada|vanno|andare|andando|si sfora|sforando) oltre)\b/;
// A clause of the rule about the hours past the ceiling: a bank of hours, rest in exchange, a second band.
const BEYOND_CLAUSE =
  /\bbanca (?:delle )?ore\b|\brecuper\w*|\briposi? compensativ\w*|\beccedent\w*|\btra \d+ e \d+\b/i;

/** The clauses of the rule on the hours past its ceiling, when the question asks what happens to them. */
function beyondClauses(text: string, asked: string): string[] {
  if (!ASKS_BEYOND.test(asked)) return [];
  return text
    .split(/;|\.\s/)
    .map((c) => c.trim())
    .filter((c) => BEYOND_CLAUSE.test(c));
}

/** The clauses of the agreement's overtime rule that state a limit of hours. */
export function limitClauses(text: string): string[] {
  return text
    .split(/;|\.\s/)
    .map((c) => c.trim())
    .filter((c) => SCOPES.some((s) => s.figure.test(c)) && /straordinar|limit|massim|entro|fino a/i.test(c));
}

/**
 * A question about the most overtime hours allowed (a year, a week, a day) answered with the agreement's limit,
 * never with the surcharge; a limit the knowledge base lacks is named as the gap. Undefined when the question
 * does not ask a limit.
 */
export function overtimeLimitAnswer(
  ctx: AgentContext,
  ccnl: Ccnl,
  besidePay = false,
): AgentAnswer | undefined {
  const text = besidePay ? readable(ctx.message) : sizeFollowUp(ctx);
  // (A follow-up "lo straordinario diurno quanto è pagato… e quante ore max all'anno?" names the overtime once.)
  // ("in una giornata o settimana quante ore in più posso chiedere?": the extra hours an employer asks are overtime,
  // unless a part-timer's are meant.)
  const extraHours = /\bore in piu\b/.test(text) && (besidePay || !/part[- ]?time|supplementar/.test(text));
  const overtime = /straordinar|ore extra/.test(text) || extraHours;
  if (!overtime || !(ASKS_LIMIT.test(text) || ASKS_ALLOWED.test(text)) || ASKS_PAY.test(text) !== besidePay)
    return undefined;
  // "quante ore di straordinario ho fatto?", "… ha fatto Marco?" (asked, not told in the story) count the hours
  // worked (a timesheet), not the agreement's ceiling.
  if (
    /\bho (?:fatto|lavorato|svolto|accumulato)\b|\b(?:fatte|svolte|lavorate) (?:questa|la|nella)\b/.test(
      text,
    ) ||
    /\b(?:ha|hanno) (?:fatto|lavorato|svolto|accumulato)\b/.test(askedSentence(text))
  )
    return undefined;
  const fact = ccnl.rates;
  const clauses = limitClauses(fact.text ?? '');
  const asked = SCOPES.filter((s) => s.asked.test(text));
  const found = SCOPES.map((s) => {
    const clause = clauses.find((c) => s.figure.test(c));
    const m = clause ? s.figure.exec(clause) : null;
    // (A live-in carer's thresholds, when the rule sets them apart from a live-out worker's.)
    const kindHours = clause ? workerKindHours(clause, s.scope, ctx.request?.slots.cohabiting) : undefined;
    return m && clause ? { ...s, hours: kindHours ?? m[1] ?? m[2] ?? '', clause } : undefined;
  }).filter((f): f is NonNullable<typeof f> => f !== undefined);
  const wanted = asked.length ? found.filter((f) => asked.some((a) => a.scope === f.scope)) : found;
  const citations = citeSources(
    ccnl,
    `Straordinario nel ${ccnl.short_name}: ${fact.text ?? fact.gap ?? ''}`,
    fact.article ?? null,
    fact.sources,
    1,
  );
  const related = [
    `Qual è la maggiorazione dello straordinario nel ${ccnl.short_name}?`,
    `Quante ore settimanali prevede il ${ccnl.short_name}?`,
  ];
  const scopeWord = asked.length
    ? asked.map((a) => ({ year: 'annuo', week: 'settimanale', day: 'giornaliero' })[a.scope]).join(' e ')
    : '';
  if (!wanted.length) {
    const others = found.map((f) => `Limite ${f.label}: ${f.hours} ore (${f.clause}).`);
    // The year's or the week's ceiling the agreement does not give: the law's applies, said as such.
    if (!found.length && (!asked.length || asked.some((a) => a.scope !== 'day'))) {
      const law = LAW_OVERTIME_CAP.text.replace('{figure}', bold(LAW_OVERTIME_CAP.figure));
      return compose({
        answer: `Nel ${ccnl.short_name} il limite proprio del contratto non è nella base di conoscenza; ${law}`,
        steps: [
          `È la regola di legge (${LAW_OVERTIME_CAP.reference}): un limite diverso del CCNL, se c'è, prevale.`,
          ...(fact.gap ? [`Cosa manca: ${fact.gap}`] : []),
        ],
        citations: [...lawCitations(LAW_OVERTIME_CAP, LAW_OVERTIME_CAP.text), ...citations],
        related,
      });
    }
    return compose({
      answer: `Nel ${ccnl.short_name} ${bold(`il limite ${scopeWord ? `${scopeWord} ` : ''}delle ore di straordinario non è nella base di conoscenza`)}: le fonti lette non lo riportano.`,
      steps: [...others, ...(fact.gap ? [`Cosa manca: ${fact.gap}`] : [])],
      citations,
      related,
    });
  }
  const [first, ...rest] = wanted;
  if (!first) return undefined;
  // "la nostra azienda occupa 200 dipendenti": the yearly ceiling of the firm's size, the general one beside it.
  // "la ditta che ci fa la manutenzione": the ceiling of the activity, the size's and the general one beside it.
  const year = first.scope === 'year';
  // ("la lettera che ti ho caricato … in un'azienda come la nostra": the headcount the uploaded letter states.)
  const employees = ctx.request?.slots.employees;
  const sized = year
    ? (sizeVariantHours(first.clause, text, employees) ??
      (ctx.documents.length ? sizeVariantHours(first.clause, readable(documentText(ctx))) : undefined))
    : undefined;
  const activity = year ? activityVariantHours(first.clause, text) : undefined;
  const chosen = activity ?? sized;
  const head = chosen ? { ...first, hours: chosen.hours } : first;
  const unit = (f: (typeof found)[number]) => `${f.hours} ore ${f.label}`;
  const besideSize = activity && sized ? `; ${sized.hours} ore ${sized.condition}` : '';
  // The firm's own ceiling alone: the general figure, which does not apply to it, is not restated (it would read
  // as the firm's limit), only said to exist for the other firms.
  const sizeNote = chosen
    ? ` (${chosen.condition}${besideSize}; la regola generale del contratto vale per le altre aziende)`
    : '';
  // The rule's clause with the firm's ceiling in place of the general one and its list of variants.
  // (The variants the firm's case did not pick stay: "260 per manutenzione" beside a firm's size.)
  const ownClause = (c: string) =>
    chosen && c === first.clause
      ? c.replace(/\d+ ore (?:l'anno|all'anno|annue)(?: \(([^)]*)\))?/, (_whole, variants?: string) => {
          const others = (variants ?? '')
            .split(/,\s*(?=\d)/)
            .filter(
              (v) => v && !v.startsWith(`${chosen.hours} `) && !(sized && v.startsWith(`${sized.hours} `)),
            );
          const more = others.length ? ` (altri limiti: ${others.join('; ')})` : '';
          return `${chosen.hours} ore l'anno ${chosen.condition}${besideSize}${more}`;
        })
      : c;
  const pastClauses = beyondClauses(fact.text ?? '', text);
  const beyond = pastClauses.filter((c) => !wanted.some((f) => f.clause === c));
  // What happens past the ceiling asked and not in the rule read: that part named as the gap, not left unsaid.
  const past = beyond.length
    ? ` Oltre il limite: ${beyond.join('; ')}.`
    : ASKS_BEYOND.test(text) && !pastClauses.length
      ? ` Cosa succede oltre il limite: ${NOT_AVAILABLE}.`
      : '';
  // (Edilizia since the 2025 renewal: of the 250 hours, 100 the firm may require and 150 only with consent.)
  const required = year ? WITHOUT_CONSENT.exec(first.clause)?.[1] : undefined;
  const consent = required
    ? `, di cui ${bold(`${required} ore`)} richiedibili senza il consenso del lavoratore`
    : '';
  return compose({
    answer: `${toldOvertimeVerdict(text, found)}Nel ${ccnl.short_name} lo straordinario ha un limite di ${bold(unit(head))}${consent}${sizeNote}${rest.length ? ` e di ${rest.map((f) => bold(unit(f))).join(' e ')}` : ''}.${past}`,
    steps: [
      ...[...new Set(wanted.map((f) => f.clause))].map(
        (c) =>
          `Regola del contratto${chosen && c === first.clause ? ' per la vostra azienda' : ''}: ${ownClause(c)}.`,
      ),
      ...found.filter((f) => !wanted.includes(f)).map((f) => `Altro limite del contratto: ${unit(f)}.`),
    ],
    // (The split comes from the renewal: its latest dated page is cited beside the agreement's text.)
    citations: required
      ? [
          ...citations,
          ...citeSources(ccnl, citations[0]?.text ?? '', fact.article ?? null, latestDated(fact.sources), 1),
        ]
      : citations,
    related,
  });
}

// A firm's size told: "che ha 120 dipendenti", "con 80 addetti".
const SIZE_TOLD = /\b\d+ (?:dipendenti|addetti|lavoratori|persone)\b/;

/**
 * A short follow-up that only tells another firm's size ("e nell'altra azienda, che ha 120 dipendenti?") after a
 * limit asked: the earlier question, its own size left out, read with the new one. Else the message as it is.
 */
function sizeFollowUp(ctx: AgentContext): string {
  const text = readable(ctx.message);
  const earlier = readable(ctx.history?.at(-1) ?? '');
  const asksLimit = (t: string) => /straordinar/.test(t) && ASKS_LIMIT.test(t) && !ASKS_PAY.test(t);
  if (!earlier || asksLimit(text) || ASKS_PAY.test(text) || !SIZE_TOLD.test(text)) return text;
  if (text.split(/\s+/).length > 25 || !asksLimit(earlier)) return text;
  return `${earlier.replace(new RegExp(SIZE_TOLD.source, 'g'), '')} ${text}`;
}

/** The source with the latest publication date, when one is dated. */
function latestDated(sources: Source[]): Source[] {
  const date = (x: Source) => x.source_date ?? '';
  const dated = sources.filter((x) => /^\d{4}/.test(date(x)));
  return dated.sort((a, b) => date(b).localeCompare(date(a))).slice(0, 1);
}

/**
 * The rate answer with the limit asked beside it ("quanto è pagato in più e quante ore max all'anno si possono
 * fare?"): both parts of the question answered, the limit (or its gap) after the rate.
 */
export function withLimitBeside(ctx: AgentContext, ccnl: Ccnl | undefined, rate: AgentAnswer): AgentAnswer {
  const limit = ccnl ? overtimeLimitAnswer(ctx, ccnl, true) : undefined;
  if (!limit) return rate;
  // "quante ore l'anno al massimo, e con che maggiorazioni?": the part asked first opens the answer.
  const text = readable(ctx.message);
  const limitAt = text.search(ASKS_LIMIT);
  const payAt = text.search(ASKS_PAY);
  return limitAt >= 0 && payAt >= 0 && limitAt < payAt
    ? withSubjects(limit, [rate])
    : withSubjects(rate, [limit]);
}
