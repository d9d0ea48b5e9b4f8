import { euro, italianDate } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { BOARD_SET_ASIDE } from './board-in-pay.js';
import type { AgentContext } from './context.js';
import { BOARD_MONTH_DAYS, cite, yearAt } from './domestic-allowances.js';
import { agreementOf, isDomestic, type PayBase } from './pay-base.js';

/** "più 900 € di tredicesima", "oltre a 900 euro di tredicesima": a 13th told apart from the year's pay. */
const THIRTEENTH_APART =
  /\b(?:piu|oltre a(?:lle)?|e|\+)\s*(?:altri\s+)?(\d{1,3}(?:\.\d{3})*(?:,\d{1,2})?|\d+)\s*(?:€|euro)?\s*(?:lord[ie]\s+)?di (?:tredicesima|13(?:a|ª|esima))\b/;

const figure = (raw: string) => Number(raw.replace(/\./g, '').replace(',', '.'));

/** Whether the TFR asked is a household worker's: the quota is the year's pay ÷ 13.5, with no deduction. */
export function householdTfr(ctx: AgentContext, req: TypedRequest, base: PayBase): boolean {
  return isDomestic(base.ccnl ?? agreementOf(ctx, req));
}

/**
 * "le avremo pagato 10.800 € lordi, più 900 € di tredicesima": the year's pay the TFR is computed on holds the
 * 13th told apart (art. 2120 c.c.: every sum paid in the year that is not occasional). Only when the pay is the
 * year's figure told (not a level's minimum, whose year already counts the 13th).
 */
export function withThirteenthApart(ctx: AgentContext, req: TypedRequest, base: PayBase): PayBase {
  const ral = req.slots.amounts.find((a) => a.kind === 'ral')?.value;
  if (ral === undefined || Math.abs(base.annual - ral) > 0.005) return base;
  const found = THIRTEENTH_APART.exec(readable(ctx.message));
  const extra = found?.[1] ? figure(found[1]) : undefined;
  if (!extra || extra >= ral) return base;
  const annual = ral + extra;
  return {
    ...base,
    annual,
    label: `${euro(ral)} di retribuzione dell'anno più ${euro(extra)} di tredicesima (${euro(annual)})`,
  };
}

/** "convivente", "vive con lei", "dorme da noi", "le diamo vitto e alloggio": the worker lives in. */
const LIVE_IN =
  /\bconvivent\w*|\bvive (?:con|da|in casa)\b|\bdorme (?:da|con|in casa)\b|\b(?:diamo|da(?:iamo)?|forniamo|fornit\w*|ha|riceve) (?:anche )?(?:il )?vitto e (?:l')?alloggio\b|\bvitto e alloggio (?:in natura|fornit\w*|compres\w*)\b/;
const BOARD = /\bvitto\b|\balloggio\b/;
const BOARD_AMOUNT =
  /\d[\d.,]*\s*(?:€|euro)[^.?]{0,60}\b(?:vitto|alloggio)\b|\b(?:vitto|alloggio)\b[^.?]{0,40}?\d[\d.,]*\s*(?:€|euro)/;
// "niente vitto e alloggio", "senza vitto", "non le diamo l'alloggio": none is given.
const NO_BOARD =
  /\b(?:niente|senza|no|nessun\w*|non (?:ha|riceve|le diamo|gli diamo|diamo|fornisc\w*|forniamo)) (?:il |l')?(?:vitto|alloggio)\b/;
const NOT_LIVE_IN = /\bnon (?:e |sono )?(?:convivent\w*|dorm\w*|viv\w*)|\ba ore\b|\bnon convivent/;

/**
 * "badante convivente CS, la paghiamo il minimo, le diamo vitto e alloggio: quanto TFR matura nel 2026?": a
 * live-in worker's TFR base is the year's pay with the conventional value of board and lodging (art. 40 CCNL,
 * retribuzione comprensiva del valore convenzionale di vitto e alloggio), its monthly value (daily × 30) counted on
 * each of the 13 payments. Only when the conversation says board and lodging are given (living in alone names their
 * value as an assumption) and on a pay told without them (a year's pay or a board amount told already holds them);
 * a year the allowances file does not hold leaves the base as it is, with the gap said.
 */
export function withLiveInBoard(ctx: AgentContext, req: TypedRequest, base: PayBase): PayBase {
  if (!isDomestic(base.ccnl ?? agreementOf(ctx, req)) || req.slots.cohabiting === false) return base;
  if (req.slots.amounts.some((a) => a.kind === 'ral' || a.kind === 'other')) return base;
  const told = [readable(ctx.message), ...(ctx.history ?? []).map(readable)];
  const text = told[0] ?? '';
  if (BOARD_SET_ASIDE.test(text) || !(req.slots.cohabiting === true || told.some((t) => LIVE_IN.test(t))))
    return base;
  if (req.slots.cohabiting !== true && NOT_LIVE_IN.test(text)) return base;
  // ("1.100 € al mese e in più l'indennità di vitto e alloggio di 166,14 €": the pay told already holds it.)
  if (told.some((t) => BOARD_AMOUNT.test(t) || NO_BOARD.test(t))) return base;
  const year = Number(/\b(20[2-3]\d)\b/.exec(text)?.[1] ?? (req.slots.date ?? ctx.today).slice(0, 4));
  const held = yearAt(`${year}-12-31`);
  if (!held || held.year !== year)
    return {
      ...base,
      assumptions: [
        ...base.assumptions,
        `Il valore convenzionale di vitto e alloggio del ${year}, che per la convivente entra nella base del TFR, non è nella base di conoscenza: qui non è compreso.`,
      ],
    };
  const monthly = Math.round(held.board_lodging.daily * BOARD_MONTH_DAYS * 100) / 100;
  const payments = base.payments;
  // Living in said, board and lodging not: the base stays the pay, their value is named as what would enter it.
  if (!told.some((t) => BOARD.test(t)))
    return {
      ...base,
      assumptions: [
        ...base.assumptions,
        `Convivente: se riceve vitto e alloggio, nella retribuzione utile al TFR entra anche il loro valore convenzionale (${euro(monthly)} al mese dal ${italianDate(held.applies_from)}, su ${payments} mensilità).`,
      ],
    };
  return {
    ...base,
    annual: Math.round((base.annual + monthly * payments) * 100) / 100,
    monthly: Math.round((base.monthly + monthly) * 100) / 100,
    label: `${base.label} più vitto e alloggio convenzionali (${euro(held.board_lodging.daily)} al giorno × ${BOARD_MONTH_DAYS} = ${euro(monthly)} al mese, per ${payments} mensilità)`,
    assumptions: [
      ...base.assumptions,
      `Convivente: nella retribuzione utile al TFR entra il valore convenzionale di vitto e alloggio in vigore dal ${italianDate(held.applies_from)} (${held.act}), ${euro(monthly)} al mese su ${payments} mensilità, tredicesima compresa.`,
    ],
    citations: [
      ...base.citations,
      ...cite(base.ccnl ?? (agreementOf(ctx, req) as Ccnl), 'vitto e alloggio', held.sources.slice(0, 1)),
    ],
  };
}
