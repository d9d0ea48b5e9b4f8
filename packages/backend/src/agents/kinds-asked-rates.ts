import { percent } from '../kb/format.js';
import type { Ccnl, RateKind } from '../kb/schema.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeRates } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { KIND_LABEL } from './overtime-kinds.js';
import { agreementOf } from './pay-base.js';

type Rate = NonNullable<Ccnl['rates']['rates']>[number];
type Parts = { overtime: boolean; holiday: boolean; night: boolean };

const OVERTIME =
  /\bstraordinar\w*|\boltre (?:l'|l |il (?:suo |loro |normale )?)?orario\b|\bor[ae] (?:in piu|extra)\b|\bfuori orario\b/;
const HOLIDAY = /\bfestiv\w*|\bdomenic\w*|\bnatale\b|\bferragosto\b|\bpasquetta\b|\bcapodanno\b/;
const NIGHT =
  /\bnotturn\w*|\bdi notte\b|\bnotti?\b|\bmezz?anott\w*|\bdopo le (?:22|23|24)\b|\btra le (?:22|23|24) e le [56]\b/;
// "e quello festivo?", "e notturno?", "e quello notturno festivo?", "(l'ora di straordinario normale) e quella della
// domenica": after overtime, the same overtime at that time, its noun left out or said by a pronoun.
const POINTS_BACK = new RegExp(
  [
    String.raw`^(?:(?:e|o|ed|oppure)\s+)?(?:(?:quell[oaie]|il|lo)\s+)?(?:festiv|notturn)\w*(?:\s+(?:festiv|notturn)\w*)?\W*$`,
    // (A day named takes the pronoun: "e la domenica?" alone may ask the Sunday work rate.)
    String.raw`^(?:(?:e|o|ed|oppure)\s+)?quell[oaie]\s+(?:del(?:la|le)?|di|nei|nelle)\s+(?:domenic\w*|notte|festiv\w*)\W*$`,
  ].join('|'),
);

const kindOf = ({ overtime, holiday, night }: Parts): RateKind => {
  const time = holiday && night ? 'notturno_festivo' : holiday ? 'festivo' : night ? 'notturno' : '';
  if (!overtime) return time as RateKind;
  return (time ? `straordinario_${time}` : 'straordinario') as RateKind;
};

/**
 * The kinds of hour a question asks side by side ("lo straordinario, e quello festivo?", "se li faccio lavorare
 * la domenica o oltre l'orario", "per straordinario festivo e notturno"), in the order asked: the asking
 * sentences only (the story around them tells what was worked, not what is asked), each clause joined by
 * "e"/"o" or a comma its own kind. Empty unless two different kinds are asked.
 */
export function kindsAsked(message: string): RateKind[] {
  const text = readable(message);
  const asking = text.split(/(?<=[.?!])\s+/).filter((s) => s.includes('?'));
  const kinds: RateKind[] = [];
  // (The clause before is carried across sentences: "lo straordinario festivo di quanto è? e quello notturno?")
  let before: Parts | undefined;
  for (const sentence of asking) {
    let story = false;
    const named: { kind: RateKind; story: boolean }[] = [];
    for (const clause of sentence.split(/,\s*|\s+(?:e|ed|o|oppure)\s+(?=\S)/)) {
      const parts = {
        overtime: OVERTIME.test(clause),
        holiday: HOLIDAY.test(clause),
        night: NIGHT.test(clause),
      };
      story ||= WORKED.test(clause);
      if (!parts.overtime && !parts.holiday && !parts.night) continue;
      const pointsBack = !parts.overtime && before?.overtime && POINTS_BACK.test(clause.trim());
      if (pointsBack) parts.overtime = true;
      const kind = kindOf(parts);
      // A combination named in its own words after the story of the hours ("hanno lavorato la domenica, oltre
      // l'orario, … per lo straordinario festivo?"): the story's kinds are that hour's parts, not asked.
      if (!pointsBack && COMPONENTS[kind])
        for (const told of named.filter((n) => n.story && COMPONENTS[kind]?.includes(n.kind)))
          named.splice(named.indexOf(told), 1);
      named.push({ kind, story });
      before = parts;
    }
    for (const { kind } of named) if (!kinds.includes(kind)) kinds.push(kind);
  }
  return kinds.length >= 2 ? kinds : [];
}

// Hours told as worked ("hanno lavorato", "se lavora", "abbiamo fatto"), not asked about.
const WORKED = /\blavor(?:at[oaie]|a|ano|ava|avano|avamo)\b|\b(?:fatt|svolt|prestat)[oaie]\b/;

// The kinds a combined hour is made of: the rates a user can still be given where the combination is missing.
const COMPONENTS: Partial<Record<RateKind, RateKind[]>> = {
  straordinario_festivo: ['straordinario', 'festivo'],
  straordinario_notturno: ['straordinario', 'notturno'],
  notturno_festivo: ['notturno', 'festivo'],
  straordinario_notturno_festivo: ['straordinario', 'festivo', 'notturno'],
};

// Weekday overtime first where the agreement writes several overtime rates; Sunday work for a holiday one.
const held = (rates: readonly Rate[], kind: RateKind): Rate | undefined => {
  const own = rates.filter((r) => r.kind === kind || (kind === 'festivo' && r.kind === 'domenicale'));
  return own.find((r) => /ferial|diurn/.test(r.condition ?? '')) ?? own.find((r) => !r.condition) ?? own[0];
};

const said = (r: Rate) => `${bold(percent(r.percent))}${r.condition ? ` (${r.condition})` : ''}`;
const listed = (items: string[]) =>
  items.length > 1 ? `${items.slice(0, -1).join(', ')} e ${items.at(-1)}` : (items[0] ?? '');

/**
 * Two or more kinds of hour asked where the agreement's knowledge base has some and lacks others (the Operai
 * agricoli's overtime and holiday rates, without night or combined ones): every kind asked gets the rate the
 * base holds, a combination missing gets the rates of its kinds, and what is missing is named plainly, not left
 * out. Undefined when fewer than two kinds are asked, a pay is given (the hour's value is answered elsewhere; hours
 * alone, "dopo 6,30 ore", are no pay),
 * or the base holds none of them; with every kind held, each rate in the order asked.
 */
export function kindsAskedAnswer(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  if (req.slots.level !== undefined || req.slots.amounts.some((a) => a.kind !== 'hours')) return undefined;
  const ccnl = agreementOf(ctx, req);
  const rates = ccnl?.rates.rates ?? [];
  const asked = kindsAsked(ctx.message);
  if (!ccnl || !rates.length || !asked.length) return undefined;
  const shown: Rate[] = [];
  const missing: RateKind[] = [];
  const note = (kind: RateKind) => {
    const rate = held(rates, kind);
    if (rate && !shown.includes(rate)) shown.push(rate);
    else if (!rate && !missing.includes(kind)) missing.push(kind);
  };
  for (const kind of asked) {
    if (held(rates, kind) || !COMPONENTS[kind]) note(kind);
    else {
      missing.push(kind);
      for (const part of COMPONENTS[kind] ?? []) note(part);
    }
  }
  if (shown.length + missing.length < 2 || !shown.length) return undefined;
  // Every kind held where the agreement writes combined rates: its own answers give them (several-rates.ts,
  // overtime-pair.ts); only an agreement of plain rates alone (overtime, holiday) is answered here.
  if (!missing.length && rates.some((r) => r.kind in COMPONENTS)) return undefined;
  const rateLines = shown.map(
    (r, i) => `${i ? '' : 'la maggiorazione '}per ${KIND_LABEL[r.kind]} è del ${said(r)}`,
  );
  const names = missing.map((k) => KIND_LABEL[k]);
  const gap =
    names.length > 1
      ? `Le maggiorazioni per ${listed(names)} non sono nella base di conoscenza: per quelle ore non posso darti un valore.`
      : `La maggiorazione per ${names[0]} non è nella base di conoscenza: per quelle ore non posso darti un valore.`;
  return compose({
    answer: [
      `Nel ${ccnl.short_name} ${rateLines.join('; ')}, sulla paga oraria.`,
      ...(names.length ? [gap] : []),
    ].join('\n'),
    assumptions: ['Indica il livello (o la retribuzione mensile) per il valore in euro dell’ora.'],
    citations: citeRates(ccnl),
    related: [],
  });
}
