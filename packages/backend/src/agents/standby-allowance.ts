import { euro, italianDate } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import { cents } from '../payroll/index.js';
import { YEAR_RULES } from '../payroll/rules.js';
import { SOURCES } from '../payroll/sources.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer, Citation } from './answer.js';
import { bold, compose, table } from './compose.js';
import type { AgentContext } from './context.js';
import { cooperativeStandby } from './standby-cooperative.js';
import {
  citeStandby,
  DAILY_NAMES,
  groupOf,
  STANDBY,
  type StandbyGroup,
  type StandbyTable,
  tableAt,
  tablesOf,
  WEEKLY_NAMES,
} from './standby-tables.js';
import { dailyAsked, dailyColumn, weeklyColumn, weeksTold } from './standby-weeks.js';

/**
 * The on-call allowance of the agreements whose tables the knowledge base holds (standby-tables.ts): the one
 * figure the question picks by level group and by day or week (a holiday, the free day), summed over the weeks
 * told, set against an amount paid, against an older table's figure, or with the INPS share on it; the yearly
 * update when that is asked. A level not told asks for it with the groups' figures. Not a sick worker's hours
 * at home (sickness-check.ts).
 */

export const STANDBY_WORD = /\breperibil\w*|\bpronta disponibilita\b|\bturn\w* di (?:guardia|chiamata)\b/;
const AMOUNT_ASKED =
  /\bquant\w*|\bperk\w*|\bxk\w*|\bimport\w*|\bcompens\w*|\bindennita\b|\bminim\w*|\bspett\w*|\bcifra\b|\bpagat\w*|\bin busta\b|\bdevo mettere\b|\bperch\w*|\bcome mai\b|\bcontribut\w*|\btratten\w*|\baggiorn\w*/;
const UPDATE_ASKED =
  /\bogni quanto\b|\bquando (?:si |vengono |li |le )?aggiorn\w*|\baggiornat?\w* (?:gli |le )?(?:import|indennit|valor)\w*|\bin base a (?:cosa|che cosa|quale)\b|\brivalut\w*|\bipca\b/;
const INPS_ASKED = /\bcontribut\w*|\binps\b|\btratten\w*/;
// On-call done and counted ("due settimane di reperibilità", "8 notti di pronta disponibilità"): the story's subject.
const SHIFTS_DONE =
  /\b(?:settiman\w*|turn\w*|nott\w*|giorn\w*|ore) di (?:reperibil\w*|pronta disponibilita)\b/;
// Another pay subject asked beside the story ("quanto è il mio stipendio?").
const OTHER_PAY =
  /\bstipendi\w*|\bpaga base\b|\bnetto\b|\blordo mensile\b|\bminimo (?:mensile|tabellare)\b|\bferie\b|\btredicesim\w*|\btfr\b|\bstraordinar\w*/;
const OTHER_TOPIC = /\bferie\b|\bmalatti\w*|\btfr\b|\btredicesim\w*|\bpreaviso\b|\bmaternit\w*/;

/** Whether the message asks the allowance: its own words, or a short follow-up of an on-call question. */
export function standbyAsked(ctx: AgentContext): boolean {
  const text = readable(ctx.message);
  if (/\bmalatti|\bvisita fiscale\b/.test(text)) return false;
  if (STANDBY_WORD.test(text)) {
    const sentences = text.split(/(?<=[.?!])\s+/).filter((s) => s.trim());
    const asked = sentences.filter((s) => s.includes('?')).at(-1) ?? sentences.at(-1) ?? text;
    // In a long story the allowance must be what the question asks, or the story's shift its subject.
    return (
      sentences.length <= 2 ||
      STANDBY_WORD.test(asked) ||
      (AMOUNT_ASKED.test(asked) &&
        !OTHER_PAY.test(asked) &&
        (/\bsettiman\w*|\bgiorn\w*|\bturn\w*|\bnott\w*|\bcosi\b/.test(asked) || SHIFTS_DONE.test(text)))
    );
  }
  const last = ctx.history?.at(-1);
  return (
    text.length <= 140 &&
    !OTHER_TOPIC.test(text) &&
    (AMOUNT_ASKED.test(text) || /^(?:e|ma|invece)\b/.test(text.trim())) &&
    last !== undefined &&
    STANDBY_WORD.test(readable(last))
  );
}

const METAL_LEVEL = /\b([a-d][1-3])\b/;
const NUMBER_LEVEL = /\b([1-9])\s?(?:°|o|a)?\s?livello\b|\blivello\s?([1-9])\b|\b([1-9])°/;

/** The level told in this message, else the one the request carries (a follow-up's). */
function levelOf(text: string, req: TypedRequest): string | undefined {
  const metal = METAL_LEVEL.exec(text);
  if (metal) return metal[1];
  const n = NUMBER_LEVEL.exec(text);
  return n ? (n[1] ?? n[2] ?? n[3]) : req.slots.level;
}

const groupRows = (t: StandbyTable, pick: (g: StandbyGroup) => string): [string, string][] =>
  t.groups.map((g) => [`livelli ${g.label}`, pick(g)]);

const fromText = (t: StandbyTable) => `in vigore dal ${italianDate(t.applies_from)} (${t.act})`;

function updateAnswer(ccnl: Ccnl): AgentAnswer | undefined {
  const update = STANDBY.updates.find((u) => u.agreements.includes(ccnl.id));
  if (!update) return undefined;
  const [latest] = tablesOf(ccnl);
  return compose({
    answer: `Nel ${ccnl.short_name} ${bold("l'indennità di reperibilità si aggiorna ogni anno dal 1° giugno")}, in base all'${bold('IPCA')} (indice dei prezzi al consumo armonizzato al netto degli energetici importati).`,
    steps: latest ? [`Ultima tabella nella base di conoscenza: ${fromText(latest)}.`] : [],
    citations: citeStandby(ccnl, update.text, update),
    related: [`Quanto è l'indennità di reperibilità settimanale nel ${ccnl.short_name}?`],
  });
}

function gapAnswer(ccnl: Ccnl, gap: (typeof STANDBY.gaps)[number], older?: StandbyTable): AgentAnswer {
  const steps = older
    ? [
        `Ultimi importi documentati, ${fromText(older)}:`,
        ...table(
          groupRows(
            older,
            (g) =>
              `${g.daily.map(euro).join(' / ')} al giorno; ${g.weekly.map(euro).join(' / ')} a settimana`,
          ),
          [
            'Livelli',
            'Giorno (16 h, 24 h libero, 24 h festivo) · Settimana (6 gg, con festivo, con festivo e libero)',
          ],
        ),
        'Questi importi non sono quelli in vigore dal 1° giugno 2025: servono solo come riferimento.',
      ]
    : [];
  return compose({
    answer: `Nel ${ccnl.short_name} ${bold(`gli importi della reperibilità in vigore dal ${italianDate(gap.applies_from)} non sono nella base di conoscenza`)}: ${gap.gap}`,
    steps,
    citations: [
      ...citeStandby(ccnl, gap.gap, gap),
      ...(older ? citeStandby(ccnl, `Reperibilità ${fromText(older)}`, older) : []),
    ],
    related: [`Quali sono i minimi retributivi per livello nel ${ccnl.short_name}?`],
  });
}

/** The amounts of the message ("37,47", "45,13 €"). */
const amountsIn = (text: string): number[] =>
  [...text.matchAll(/\b(\d{1,3},\d{2})\b/g)].map((m) => Number((m[1] ?? '0').replace(',', '.')));

/** Where each figure of a group sits: its column's name, daily or weekly. */
const columns = (g: StandbyGroup): { value: number; name: string }[] => [
  ...g.daily.map((value, i) => ({ value, name: `il compenso giornaliero per ${DAILY_NAMES[i]}` })),
  ...g.weekly.map((value, i) => ({ value, name: `il compenso settimanale per ${WEEKLY_NAMES[i]}` })),
];

/**
 * A figure of the table in force set against an older one the user read ("perché 10,78? nel 2023 c'era 9,95"):
 * both tables' dates and the yearly update that moved it.
 */
function changeAnswer(
  ccnl: Ccnl,
  current: StandbyTable,
  group: StandbyGroup,
  cited: number[],
  level: string | undefined,
): AgentAnswer | undefined {
  for (const older of tablesOf(ccnl).filter((t) => t.applies_from < current.applies_from)) {
    const was = groupOf(older, level);
    if (!was) continue;
    const index = columns(was).findIndex((c) => cited.includes(c.value));
    if (index < 0) continue;
    const before = columns(was)[index];
    const now = columns(group)[index];
    if (!before || !now) continue;
    const update = STANDBY.updates.find((u) => u.agreements.includes(ccnl.id));
    return compose({
      answer: `Nel ${ccnl.short_name} ${before.name}, livello ${(level ?? '').toUpperCase()}, era ${euro(before.value)} nella tabella in vigore dal ${italianDate(older.applies_from)}; ${bold(`dal ${italianDate(current.applies_from)} è ${euro(now.value)}`)} (${current.act}).`,
      steps: update ? [update.text] : [],
      citations: [
        ...citeStandby(ccnl, `Reperibilità ${fromText(current)}`, current),
        ...citeStandby(ccnl, `Reperibilità ${fromText(older)}`, older),
        ...(update ? citeStandby(ccnl, update.text, update) : []),
      ],
      related: [`Ogni quanto si aggiornano gli importi della reperibilità nel ${ccnl.short_name}?`],
    });
  }
  return undefined;
}

/** The INPS share on an allowance received ("ho preso 45,13 € di reperibilità: ci pago i contributi?"). */
function inpsAnswer(ccnl: Ccnl, amount: number, date: string): AgentAnswer {
  const rate = (date >= '2026' ? YEAR_RULES[2026] : YEAR_RULES[2025]).inpsRatePct;
  const share = cents((amount * rate) / 100);
  const pct = `${String(rate).replace('.', ',')}%`;
  return compose({
    answer: `Sì: l'indennità di reperibilità ha natura retributiva, quindi entra nell'imponibile contributivo e fiscale come il resto della paga. Su ${euro(amount)} i contributi INPS a carico del lavoratore sono ${bold(`~${euro(share)}`)} (${euro(amount)} × ${pct}).`,
    steps: [
      `Sulla parte che resta (${euro(cents(amount - share))}) si applica poi l'IRPEF con l'aliquota marginale del mese.`,
    ],
    assumptions: [`Aliquota ordinaria del lavoratore ${pct}; nelle aziende con CIGS si aggiunge lo 0,30%.`],
    citations: [
      {
        ccnl: ccnl.short_name,
        article: null,
        text: SOURCES.employeeRate.label,
        url: SOURCES.employeeRate.url,
        date: SOURCES.employeeRate.published,
        confidence: 'medium',
      },
    ],
    related: [`Quanto è l'indennità di reperibilità settimanale nel ${ccnl.short_name}?`],
  });
}

export function standbyAllowanceAnswer(
  ctx: AgentContext,
  req: TypedRequest,
  ccnl: Ccnl | undefined,
): AgentAnswer | undefined {
  if (!ccnl || !standbyAsked(ctx)) return undefined;
  const text = readable(ctx.message);
  if (ccnl.id === STANDBY.cooperative.agreement) return cooperativeStandby(ctx, ccnl);
  if (tablesOf(ccnl).length === 0) return undefined;
  if (UPDATE_ASKED.test(text) && !METAL_LEVEL.test(text)) return updateAnswer(ccnl);
  // A figure read on an older table, set against today's (the year named is the old one's, not the one asked).
  const level = levelOf(text, req);
  const latest = tableAt(ccnl, ctx.today).table;
  const latestGroup = latest && groupOf(latest, level);
  const changed = latestGroup && changeAnswer(ccnl, latest, latestGroup, amountsIn(text), level);
  if (changed) return changed;
  const date = req.slots.date ?? ctx.today;
  const received = amountsIn(text)[0];
  if (INPS_ASKED.test(text) && received !== undefined) return inpsAnswer(ccnl, received, date);
  const { table: current, gap } = tableAt(ccnl, date);
  if (gap) return gapAnswer(ccnl, gap, current);
  if (!current) return undefined;
  const group = groupOf(current, level);
  const daily = dailyAsked(text);
  const dayCol = daily ? dailyColumn(text) : undefined;
  const citations: Citation[] = citeStandby(ccnl, `Reperibilità ${fromText(current)}`, current);
  const related = [
    `Ogni quanto si aggiornano gli importi della reperibilità nel ${ccnl.short_name}?`,
    `Come si pagano le ore di intervento durante la reperibilità nel ${ccnl.short_name}?`,
  ];
  if (!group) {
    const rows = daily
      ? groupRows(current, (g) =>
          dayCol === undefined ? g.daily.map(euro).join(' / ') : euro(g.daily[dayCol]),
        )
      : groupRows(current, (g) => g.weekly.map(euro).join(' / '));
    const what = daily
      ? dayCol === undefined
        ? `al giorno (${DAILY_NAMES.join(', ')})`
        : `per ${DAILY_NAMES[dayCol]}`
      : `a settimana (${WEEKLY_NAMES.join(', ')})`;
    return compose({
      answer: `Nel ${ccnl.short_name} il compenso minimo di reperibilità dipende dal ${bold('livello di inquadramento')}: indicami il tuo livello. Importi ${what}, ${fromText(current)}:`,
      steps: table(rows, ['Livelli', 'Importo']),
      citations,
      related,
    });
  }
  const steps: string[] = [];
  let answer: string;
  const head = `Nel ${ccnl.short_name}, livello ${(level ?? '').toUpperCase()} (gruppo ${group.label})`;
  if (daily) {
    if (dayCol === undefined) {
      answer = `${head}, il compenso giornaliero di reperibilità è di ${DAILY_NAMES.map((n, i) => `${bold(euro(group.daily[i as 0 | 1 | 2]))} per ${n}`).join(', ')}, ${fromText(current)}.`;
    } else {
      answer = `${head}, il compenso minimo di reperibilità per ${DAILY_NAMES[dayCol]} è di ${bold(euro(group.daily[dayCol]))}, ${fromText(current)}.`;
    }
  } else {
    const weeks = weeksTold(text);
    const values = weeks.map((w) => group.weekly[weeklyColumn(w)]);
    const total = cents(values.reduce((a, b) => a + b, 0));
    if (weeks.length === 1) {
      const col = weeklyColumn(weeks[0] ?? { holiday: false, freeDay: false });
      answer = `${head}, il compenso minimo per una settimana di reperibilità di ${WEEKLY_NAMES[col]} è di ${bold(euro(total))}, ${fromText(current)}.`;
    } else {
      answer = `${head}, per ${weeks.length} settimane di reperibilità spettano almeno ${bold(euro(total))}: ${values.map(euro).join(' + ')}.`;
      steps.push(
        ...table(
          weeks.map((w, i): [string, string] => [
            `Settimana ${i + 1}: ${WEEKLY_NAMES[weeklyColumn(w)]}`,
            euro(values[i] ?? 0),
          ]),
        ),
      );
    }
    // An amount paid for each week ("in busta 37,47 a settimana"): what is missing.
    const paid = amountsIn(text).find((a) => a !== total && !values.includes(a) && a < 100);
    if (paid !== undefined && /\b(?:messo|messi|pagat\w*|dato|dati|in busta|ricevut\w*|preso)\b/.test(text)) {
      const paidTotal = cents(paid * weeks.length);
      const missing = cents(total - paidTotal);
      steps.push(
        '',
        `Pagato: ${weeks.length} × ${euro(paid)} = ${euro(paidTotal)}; dovuto ${euro(total)}; ${missing > 0 ? `mancano ${bold(euro(missing))}` : 'nessuna differenza a tuo sfavore'}.`,
      );
      answer = answer.replace(
        /\.$/,
        `; ${missing > 0 ? `in busta mancano ${bold(euro(missing))}` : 'quanto pagato copre il minimo'}.`,
      );
    }
  }
  return compose({
    answer,
    steps,
    assumptions: [
      'Minimo del contratto nazionale: accordi aziendali possono prevedere importi più alti. Le ore di intervento si pagano a parte come lavoro.',
    ],
    citations,
    related,
  });
}
