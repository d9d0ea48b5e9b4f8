import type { Ccnl } from '../kb/schema.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';

/**
 * Session 59 (fixs59k): the longer job-keeping for one long uninterrupted illness ("è un'unica malattia lunga,
 * mai interrotta: il periodo di conservazione del posto si allunga?"), where the agreement sources one
 * (Metalmeccanici industria's comporto prolungato: 274, 411 or 548 days by seniority against the short
 * comporto's 183, 274 or 365). The band of the seniority told in the conversation, else every band.
 */

const CONTINUOUS =
  /\bunic[ao] (?:lunga )?(?:malattia|evento|assenza)\b|\b(?:malattia|assenza) (?:lunga )?(?:continuativ|ininterrott)\w*|\bmai interrott\w*|\bininterrott\w*|\bsenza (?:mai )?(?:interruzion\w*|interromper\w*|rientrare)\b|\bcomporto (?:lungo|prolungato)\b|\bevento morboso continuativo\b/;
const JOB_KEPT = /\bcomport\w*|\bposto\b|\bconservazion\w*|\ballung\w*|\bprolung\w*|\blicenzi\w*/;
const BAND =
  /(\d+) giorni di calendario(?: \(\d+ mesi\))? (?:con anzianità )?(?:fino a (\d+) anni|da (\d+) a (\d+) anni|oltre i (\d+) anni)/g;
const YEARS_TOLD =
  /\b(\d{1,2}|un|due|tre|quattro|cinque|sei|sette|otto|nove|dieci) ann[io] (?:di anzianita|di servizio|in azienda)\b|\bda (\d{1,2}|un|due|tre|quattro|cinque|sei|sette|otto|nove|dieci) ann[io]\b/;
const WORDS = ['un', 'due', 'tre', 'quattro', 'cinque', 'sei', 'sette', 'otto', 'nove', 'dieci'];

interface Band {
  days: number;
  from: number;
  to: number;
  label: string;
}

function bands(text: string): Band[] {
  return [...text.matchAll(BAND)].map((m) => {
    const to = m[2] ?? m[4];
    const from = m[3] ?? m[5];
    return {
      days: Number(m[1]),
      from: from ? Number(from) : 0,
      to: to ? Number(to) : Number.POSITIVE_INFINITY,
      label: m[2] ? `fino a ${m[2]} anni` : m[3] ? `da ${m[3]} a ${m[4]} anni` : `oltre i ${m[5]} anni`,
    };
  });
}

const within = (b: Band, years: number) => years > b.from && years <= b.to;

function yearsTold(texts: string[]): number | undefined {
  for (const text of texts) {
    const m = YEARS_TOLD.exec(text);
    const said = m?.[1] ?? m?.[2];
    if (said) return /^\d+$/.test(said) ? Number(said) : WORDS.indexOf(said) + 1;
  }
  return undefined;
}

export function comportoExtended(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  if (req.slots.agreements.length !== 1) return undefined;
  const text = readable(ctx.message);
  if (!CONTINUOUS.test(text) || !JOB_KEPT.test(text)) return undefined;
  const ccnl: Ccnl | undefined = ctx.kb.byCategory(req.slots.agreements[0] ?? -1);
  const sickness = ccnl?.sick_pay.sickness;
  const rule = sickness?.extended_comporto;
  if (!ccnl || !sickness || !rule) return undefined;
  const longer = bands(rule);
  const short = bands(sickness.text ?? '');
  if (longer.length < 2) return undefined;
  const years = req.slots.seniorityYears ?? yearsTold([text, ...(ctx.history ?? []).map(readable).reverse()]);
  const band = years !== undefined ? longer.find((b) => within(b, years)) : undefined;
  const shortBand = years !== undefined ? short.find((b) => within(b, years)) : undefined;
  const condition = rule.split(', il posto')[0] ?? rule;
  const opening = band
    ? `Sì: nel ${ccnl.short_name}, ${condition}, il posto è conservato più a lungo (comporto prolungato). Con ${years} ${years === 1 ? 'anno' : 'anni'} di anzianità il periodo arriva a ${bold(`${band.days} giorni di calendario`)} (${band.label})${shortBand ? `, invece dei ${shortBand.days} giorni del comporto breve` : ''}.`
    : `Sì: nel ${ccnl.short_name}, ${condition}, il posto è conservato più a lungo (comporto prolungato): ${longer.map((b) => `${bold(`${b.days} giorni di calendario`)} ${b.label === `fino a ${b.to} anni` ? `con anzianità ${b.label}` : b.label}`).join(', ')}.`;
  return compose({
    answer: opening,
    steps: [
      `Comporto prolungato: ${rule}.`,
      ...(short.length
        ? [`Comporto breve (più malattie): ${short.map((b) => `${b.days} giorni ${b.label}`).join(', ')}.`]
        : []),
    ],
    assumptions: [
      ...(band ? [] : ['Anzianità non indicata: dimmela per avere il solo periodo che ti riguarda.']),
      'Malattia unica e continuativa come descritta; conta il certificato medico, non le singole assenze brevi.',
    ],
    citations: citeSources(ccnl, `Malattia: ${rule}`, sickness.article ?? null, sickness.sources),
    related: [`Come è pagata la malattia nel ${ccnl.short_name}?`],
  });
}
