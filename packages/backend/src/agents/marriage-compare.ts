import { NOT_AVAILABLE } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import { askOf } from '../reader/off-topic-ask.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { bold, compose } from './compose.js';

/**
 * Marriage leave compared between agreements ("confronto tra Commercio e Studi sul congedo matrimoniale: durata e
 * decorrenza sono diverse?"): the leave is no measure of the comparison table, and "durata" read as the
 * agreements' validity. Each agreement's own rule is read from its facts: its days (the length) and the day they
 * start from, set side by side; what is the same is said once for all.
 */

const MARRIAGE = /\bmatrimon\w*|\bnozze\b|\bspos[aio]\w*/;
/** The ask is about the leave: its days, length or start. */
const LEAVE_ASKED =
  /\bcongedo\b|\bpermess\w*|\bgiorni\b|\bdurat\w*|\bdecorr\w*|\bquant\w*|\bdivers\w*|\buguali?\b|\bstess[oia]\b/;
/** Another subject asked outright keeps the comparison table. */
const OTHER_SUBJECT =
  /\bferie\b|\bpreavvis|\bminim[oi]\b|\bstipend|\bprova\b|\bmalatti|\blutto\b|\brol\b|\bex festivit/;

/** The days the rule gives ("15 giorni di calendario", "15 giorni consecutivi di calendario"). */
const DAYS = /\b(\d+) giorni(?: consecutivi)?(?: di calendario| lavorativi)?/;
/** The day the leave starts from ("dal terzo giorno antecedente", "dal terzo giorno prima delle nozze"). */
const THIRD_DAY_BEFORE = /\b(?:terzo|3°?) giorno (?:antecedente|prima)\b/;
/** The hours of pay the rule gives ("pari a 104 ore di retribuzione", "(80 ore per un tempo pieno)"). */
const HOURS = /\b(\d+) ore\b/;
/** The hours of pay asked ("quante ore di retribuzione riconoscono"). */
const HOURS_ASKED = /\bquant[ei] ore\b|\bore (?:di )?(?:retribuzion|pagat|retribuit)\w*/;

interface Row {
  ccnl: Ccnl;
  rule: string | undefined;
  days: string | undefined;
  start: string | undefined;
  hours: string | undefined;
}

function rowOf(ccnl: Ccnl): Row {
  const rule = ccnl.leave.marriage.text?.replace(/\.$/, '');
  const days = rule ? DAYS.exec(rule)?.[0] : undefined;
  const start = rule && THIRD_DAY_BEFORE.test(readable(rule)) ? 'dal 3° giorno prima delle nozze' : undefined;
  const hours = rule ? HOURS.exec(rule)?.[0] : undefined;
  return { ccnl, rule, days, start, hours };
}

const every = (n: number) => (n === 2 ? 'in entrambi' : 'in tutti');

/**
 * "quante ore di retribuzione riconoscono per il congedo matrimoniale?": the hours each agreement pays lead, the
 * days after them (the same 15 days may be paid as 104 hours in one agreement and 80 in another).
 */
function hoursOpening(rows: Row[], asked: 'different' | 'same' | undefined): string {
  const hours = rows.map(
    (r) => `${r.hours ? bold(`${r.hours} di retribuzione`) : NOT_AVAILABLE} nel ${r.ccnl.short_name}`,
  );
  const days = opening(rows, undefined).replace(/^Congedo matrimoniale: /, '');
  const differs = new Set(rows.map((r) => r.hours)).size > 1;
  const verdict = asked === undefined ? '' : `${bold((asked === 'different') === differs ? 'Sì' : 'No')}, c`;
  return `${verdict || 'C'}ongedo matrimoniale: ${hours.join('; ')}. Durata: ${days}`;
}

/** The comparison's opening: what is the same said once, what differs agreement by agreement. */
function opening(rows: Row[], asked: 'different' | 'same' | undefined): string {
  const held = rows.filter((r) => r.rule);
  // "15 giorni di calendario" and "15 giorni consecutivi di calendario" are the same length.
  const key = (days: string | undefined) => days?.replace(' consecutivi', '');
  const sameDays =
    held.length === rows.length && new Set(held.map((r) => key(r.days))).size === 1 && !!held[0]?.days;
  const sameStart =
    held.length === rows.length && new Set(held.map((r) => r.start)).size === 1 && !!held[0]?.start;
  const length = sameDays
    ? bold(`${key(held[0]?.days)} ${every(rows.length)}`)
    : rows.map((r) => `${r.ccnl.short_name}: ${r.days ? bold(r.days) : NOT_AVAILABLE}`).join('; ');
  const start = sameStart
    ? `, con decorrenza ${held[0]?.start} ${every(rows.length)}`
    : held.some((r) => r.start)
      ? `; decorrenza: ${rows.map((r) => `${r.ccnl.short_name} ${r.start ?? 'non indicata dalla fonte'}`).join(', ')}`
      : '';
  const differs = !(sameDays && sameStart);
  const verdict = asked === undefined ? '' : `${bold((asked === 'different') === differs ? 'Sì' : 'No')}, c`;
  return `${verdict || 'C'}ongedo matrimoniale: ${length}${start}.`;
}

/** The yes/no asked: whether the rules differ ("sono diverse?") or are the same ("è uguale?"). */
function polarAsked(ask: string): 'different' | 'same' | undefined {
  if (/\bdivers\w*|\bcambi\w*|\bdifferen\w*/.test(ask)) return 'different';
  return /\buguali?\b|\bstess[oia]\b/.test(ask) ? 'same' : undefined;
}

/** Whether the question compares marriage leave; undefined when it asks something else. */
export function marriageCompare(message: string, agreements: Ccnl[]): AgentAnswer | undefined {
  const text = readable(message);
  if (agreements.length < 2 || !MARRIAGE.test(text) || !LEAVE_ASKED.test(text)) return undefined;
  if (OTHER_SUBJECT.test(askOf(text))) return undefined;
  const rows = agreements.map(rowOf);
  if (!rows.some((r) => r.rule)) return undefined;
  const citations = rows.flatMap((r) =>
    r.rule
      ? citeSources(
          r.ccnl,
          `${r.ccnl.short_name}, congedo matrimoniale: ${r.rule}`,
          r.ccnl.leave.marriage.article ?? null,
          r.ccnl.leave.marriage.sources,
          1,
        )
      : [],
  );
  const table = [
    '| CCNL | Congedo matrimoniale |',
    '| --- | --- |',
    ...rows.map((r) => `| ${r.ccnl.short_name} | ${(r.rule ?? NOT_AVAILABLE).replace(/\|/g, '\\|')} |`),
  ];
  return compose({
    answer:
      HOURS_ASKED.test(text) && rows.some((r) => r.hours)
        ? hoursOpening(rows, polarAsked(askOf(text)))
        : opening(rows, polarAsked(askOf(text))),
    steps: ['Confronto:', '', ...table],
    assumptions: [
      'Regole del contratto nazionale come riportate dalle fonti; un accordo aziendale può dare di più.',
    ],
    citations,
    related: agreements
      .slice(0, 2)
      .map((c) => `Quanti giorni di permesso per lutto spettano nel ${c.short_name}?`),
  });
}
