import { euro, percent } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import { cents } from '../payroll/index.js';
import { DENIED_OVERTIME } from '../reader/follow-up.js';
import type { TypedRequest } from '../reader/request.js';
import { withoutRetracted } from '../reader/retracted.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeRates, citeSources } from './answer.js';
import { bold, compose, table } from './compose.js';
import type { AgentContext } from './context.js';
import { documentHourlyUnlessStated } from './document-hourly.js';
import { kindsAskedAnswer } from './kinds-asked-rates.js';
import { levelHourly } from './level-hourly.js';
import { agreementOf, domesticHourlyPay, payBase } from './pay-base.js';

type Rate = NonNullable<Ccnl['rates']['rates']>[number];

/**
 * The cases of an overtime hour a question can ask together ("quanto le prime 2 ore e la terza?", "qualche ora
 * di giorno, qualcuna dopo le 22 e una domenica: quanto in ciascun caso?"): each case's words, and the rate of
 * the agreement written for it (its kind and the words of its condition).
 */
export const CASES: {
  asked: RegExp;
  kind: Rate['kind'];
  condition?: RegExp;
  label: string;
  group: 'rank' | 'time';
}[] = [
  {
    asked: /\bprim[ei] (?:2|due) ore\b/,
    kind: 'straordinario',
    condition: /\bprim[ei] (?:2|due) ore\b/,
    label: 'per le prime 2 ore',
    group: 'rank',
  },
  {
    asked:
      /\b(?:la |alla |della )?terza(?: ora)?\b|\bore successive\b|\boltre la seconda\b|\bdopo le prime (?:2|due)\b/,
    kind: 'straordinario',
    condition: /successiv|oltre/,
    label: 'dalla terza ora in poi',
    group: 'rank',
  },
  {
    asked: /\bferial\w*/,
    kind: 'straordinario',
    condition: /ferial|diurn|\b6 e le 22\b/,
    label: 'nei giorni feriali',
    group: 'time',
  },
  {
    asked: /\bdi giorno\b|\bdiurn\w*|\btra le 6 e le 22\b/,
    kind: 'straordinario',
    condition: /\b6 e le 22\b|diurn/,
    label: 'di giorno',
    group: 'time',
  },
  {
    asked: /\bdopo le (?:22|23)\b|\bdi notte\b|\bnotturn\w*|\btra le 22 e le 6\b/,
    kind: 'straordinario_notturno',
    label: 'di notte (dopo le 22)',
    group: 'time',
  },
  {
    asked: /\bdomenic\w*|\bfestiv\w*/,
    kind: 'straordinario_festivo',
    label: 'la domenica e nei festivi',
    group: 'time',
  },
];

// A case the question denies ("non festiva né notturna", "non di notte") is not asked.
const DENIED = /\b(?:non|ne|né|senza) (?:e |di |la |il |in )?$/;
// Cases by the time of day are asked one by one only when each is asked as such ("in ciascun caso") or when the
// hours are not counted (a count of hours goes with the one case it is: "3 ore in più la domenica, di giorno").
// ("sia in un festivo diurno sia di notte", "le due maggiorazioni": cases told apart, each its own rate.)
const EACH_CASE =
  /\bciascun (?:caso|tipo)\b|\bin ogni caso\b|\brispettivamente\b|\bnei (?:tre|due|vari) casi\b|\bsia\b[^.?!]{1,60}\bsia\b|\bdiurn\w*|\b(?:le )?(?:due|tre|entrambe le) maggiorazioni\b/;
const HOURS_COUNTED = /\b\d+(?:,\d+)? or[ea]\b/;
// A holiday or Sunday hour told by its time of day: the holiday word kept, the day word dropped.
const HOLIDAY_BY_DAY = /\b(festiv\w*|domenical\w*) (?:diurn\w*|di giorno)\b/g;

function asks(text: string, pattern: RegExp): boolean {
  for (const m of text.matchAll(new RegExp(pattern.source, 'g')))
    if (!DENIED.test(text.slice(Math.max(0, m.index - 12), m.index))) return true;
  return false;
}

const OVERTIME = /\bstraordinari\w*|\bore (?:in )?pi[uù]\b|\bora in pi[uù]\b/;

/** The rates of the cases the question asks, one per case, when it asks two or more of them. */
function casesAsked(rates: readonly Rate[], text: string): { rate: Rate; label: string }[] {
  // Overtime only denied ("fa il turno in orario normale, niente straordinario") asks no overtime case.
  if (!OVERTIME.test(text.replace(new RegExp(DENIED_OVERTIME.source, 'g'), ''))) return [];
  // Any case denied: the question is about one case, told by what it is not.
  if (CASES.some((c) => c.asked.test(text) && !asks(text, c.asked))) return [];
  const found: { rate: Rate; label: string }[] = [];
  const timeAsked = EACH_CASE.test(text) || !HOURS_COUNTED.test(text);
  for (const c of CASES) {
    if (!asks(text, c.asked) || (c.group === 'time' && !timeAsked)) continue;
    const rate = rates.find(
      (r) => r.kind === c.kind && (c.condition ? c.condition.test(r.condition ?? '') : true),
    );
    if (rate && !found.some((f) => f.rate === rate)) found.push({ rate, label: c.label });
  }
  return found.length >= 2 ? found : [];
}

/**
 * Several overtime cases asked at once: the value of an hour in each, the ordinary hour first, instead of the
 * one case the single-rate answer picks. Undefined unless the question names two or more cases the agreement
 * rates differently and the hourly pay is known (given, a domestic level's hourly minimum, or a level's monthly
 * minimum over the agreement's divisor).
 */
export function severalRatesAnswer(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  const ccnl = agreementOf(ctx, req);
  if (!ccnl) return undefined;
  const rates = ccnl.rates.rates ?? [];
  // A case taken back ("il portiere di notte... no scusi, di giorno") is not asked. "straordinario festivo
  // diurno", "domenicale di giorno": the day qualifies the holiday hour, one case, not a weekday hour beside it.
  const text = withoutRetracted(readable(ctx.message)).replace(HOLIDAY_BY_DAY, '$1');
  // "lo straordinario di notte in un giorno festivo", "la notte di Natale": one hour both at night and on a
  // holiday, paid at the agreement's combined rate (not cumulated), not two cases.
  const combined = req.slots.overtimeKind === 'straordinario_notturno_festivo';
  if (combined && !EACH_CASE.test(text) && rates.some((r) => r.kind === 'straordinario_notturno_festivo'))
    return undefined;
  const asked = casesAsked(rates, text);
  if (!asked.length) return kindsAskedAnswer(ctx, req); // (kinds of hour, some missing: kinds-asked-rates.ts)
  const given = domesticHourlyPay(req) ?? levelHourly(ctx, req, ccnl) ?? documentHourlyUnlessStated(ctx, req);
  const divisor = ccnl.hourly_divisor.value;
  const base = given === undefined && divisor ? payBase(ctx, req) : undefined;
  const hourly = given ?? (base && divisor ? base.monthly / divisor : undefined);
  // No pay to value the hour (no level given): the cases' percentages, and the divisor (session 66).
  if (hourly === undefined)
    return req.slots.level === undefined ? ratesOnly(ccnl, asked, divisor) : undefined;
  const who = base
    ? `Con ${base.label}`
    : req.slots.level
      ? `Per il livello ${req.slots.level} del ${ccnl.short_name}`
      : `Nel ${ccnl.short_name}`;
  const values = asked.map(({ rate, label }) => ({
    label,
    rate,
    value: cents(hourly * (1 + rate.percent / 100)),
  }));
  const cases = values.map((v) => `${bold(euro(v.value))} ${v.label} (+${percent(v.rate.percent)})`);
  const joined = `${cases.slice(0, -1).join(', ')} e ${cases.at(-1)}`;
  const rows: [string, string][] = [
    ['Paga oraria normale', euro(cents(hourly))],
    ...values.map((v): [string, string] => [
      `Ora di straordinario ${v.label}: ${euro(cents(hourly))} × ${1 + v.rate.percent / 100}`.replace(
        /\.(\d)/,
        ',$1',
      ),
      euro(v.value),
    ]),
  ];
  return compose({
    answer: `${who}, la paga oraria normale è di ${bold(euro(cents(hourly)))}; un'ora di straordinario vale ${joined}.`,
    steps: [
      ...(base && divisor
        ? [`Paga oraria: ${euro(cents(base.monthly))} ÷ ${divisor} (divisore orario del contratto).`, '']
        : []),
      ...table(rows, ['Caso', 'Importo']),
    ],
    assumptions: [
      ...(base?.assumptions.filter((a) => !a.includes('mensilità')) ?? []),
      "Il valore dell'ora comprende la paga oraria ordinaria più la maggiorazione.",
    ],
    citations: [...(base?.citations ?? []), ...citeRates(ccnl)],
    related: [],
  });
}

/** Each case asked with its percentage when no pay values the hour: "+15% nei giorni feriali e +30% …". */
function ratesOnly(ccnl: Ccnl, asked: { rate: Rate; label: string }[], divisor: number | null): AgentAnswer {
  const cases = asked.map(({ rate, label }) => `del ${bold(percent(rate.percent))} ${label}`);
  const joined = `${cases.slice(0, -1).join(', ')} e ${cases.at(-1)}`;
  const hourly = divisor
    ? ` La paga oraria su cui si applicano è la retribuzione mensile divisa per ${bold(String(divisor))} (divisore orario del contratto).`
    : '';
  return compose({
    answer: `Nel ${ccnl.short_name} lo straordinario è maggiorato ${joined}, sulla paga oraria.${hourly}`,
    steps: asked.map(
      ({ rate, label }) =>
        `- ${label}: ${percent(rate.percent)}${rate.condition ? ` (${rate.condition})` : ''}`,
    ),
    assumptions: ['Indica il livello (o la retribuzione mensile) per il valore in euro dell’ora.'],
    citations: [
      ...citeRates(ccnl),
      ...(divisor
        ? citeSources(ccnl, `Divisore orario: ${divisor}`, null, ccnl.hourly_divisor.sources ?? [], 1)
        : []),
    ],
    related: [],
  });
}
