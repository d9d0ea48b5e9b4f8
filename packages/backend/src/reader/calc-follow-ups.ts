import type { KnowledgeBase } from '../kb/knowledge-base.js';
import { levelInAgreement } from './answer-turn.js';
import { letterLevel } from './levels.js';
import { readPlace } from './places.js';
import type { Slots, TypedRequest } from './request.js';
import { KIND_SET_ASIDE } from './surcharges-set-aside.js';

/**
 * Follow-ups that change one thing of a calculation, or ask a figure derived from it, keep the calculation:
 * - "3 ore di straordinario … quanto gli va in busta lordo con divisore 173?": the divisor is the method, the
 *   overtime's pay is asked (and "e se le ore erano 4?" then asks it again for 4 hours);
 * - "e quanto verrebbe al netto al mese col C3?" after two agreements compared: the net of the one whose level
 *   the turn names;
 * - "ci mettete anche le addizionali di Lombardia e Milano? quanto viene al mese allora" after a net: the net
 *   again with the place, not the surcharges' rates;
 * - "e se salgo a 35k? quanto netto in più le arriva?" after a net on 30k: the rise between the two RALs.
 * Read on the folded text.
 */

/** The pay asked in money: "quanto gli va in busta", "quanto mi spetta", "lordo", "quanto prende". */
const PAY_ASKED =
  /\bquanto (?:(?:gli|le|mi|ci|vi|si) )?(?:va|vanno|viene|vengono|spett\w*|prend\w*|pag\w*|tocc\w*|entr\w*|fa|fanno)\b|\bin busta\b|\blord[oi]\b/;
/** The working week asked outright, which a divisor beside overtime does not ask. */
const WEEK_ASKED = /\bquante ore\b|\borario (?:settimanale|di lavoro|normale)\b|\bore settimanali\b/;

/** "netto", "netti", "in tasca": a net asked. */
const NET_ASKED = /\bnett[oi]\b|\bin tasca\b/;

/** The surcharges added to a net already computed: "ci mettete anche l'addizionale regionale … e comunale". */
const SURCHARGES_ADDED = /\baddizional\w*\b/;
/** The net asked again: "quanto viene al mese allora", "quanto resta", "quanto prende". */
const NET_AGAIN =
  /\bquanto (?:(?:gli|le|mi|ci|vi) )?(?:viene|verrebbe|resta|rimane|prend\w*|arriv\w*|entra)\b|\bnett[oi]\b|\bal mese\b/;
/** The surcharges set aside ("lasciatele fuori", "senza addizionali") or their rates asked, not the net. */
const RATES_ASKED =
  /\bfuori\b|\bsenza\b|\bescl\w*|\btranne\b|\ba parte\b|\baliquot\w*|\bquanto (?:e|sono|vale|valgono) l\w* addizional/;

/**
 * The surcharges themselves asked in money: "quanto gli costano nel 2026 l'addizionale regionale e quella comunale",
 * "e di addizionale comunale, visto che abita a Padova, quanto le toglieranno?".
 */
const SURCHARGES_AMOUNT_ASKED =
  /\bquant\w*\b[^.?]{0,40}?\baddizional\w*|\baddizional\w*\b[^.?]{0,40}?\bquant\w* (?:(?:gli|le|mi|ci) )?(?:paga|pagher|cost|vien|fa|fanno|sono|pesa|togli|tratten)\w*/;

/** A surcharge put into the net computed before: "ci mettiamo dentro l'addizionale", "aggiungiamo la regionale". */
const PUT_IN =
  /\b(?:mett\w*|aggiung\w*|includ\w*|conteggi\w*|inser\w*)\b(?: (?:dentro|anche|pure|ora)){0,2}(?: (?:l'|la |le ))?addizional/;

/** A difference asked: "quanto netto in più", "di quanto sale", "la differenza". */
const DIFFERENCE_ASKED = /\bin piu\b|\bdi piu\b|\bdifferenza\b|\bdi quanto (?:sale|aumenta|cresce)\b/;

const BASE_AMOUNTS = new Set(['ral', 'monthly_gross']);

function hasPayBase(slots: Slots): boolean {
  return (
    slots.amounts.some((a) => BASE_AMOUNTS.has(a.kind)) ||
    (slots.level !== undefined && slots.agreements.length === 1)
  );
}

/** The overtime's pay asked beside the divisor it is worked out with. */
function overtimePay(request: TypedRequest, text: string): TypedRequest {
  const { slots } = request;
  if (request.intent !== 'working_hours' || !slots.extraHours || !slots.overtimeKind) return request;
  if (!PAY_ASKED.test(text) || WEEK_ASKED.test(text)) return request;
  return {
    ...request,
    intent: 'overtime_value',
    alsoAsked: request.alsoAsked.filter((i) => i !== 'overtime_value'),
  };
}

/** The net of the compared agreement whose level the turn names ("col C3"). */
function netOfCompared(
  kb: KnowledgeBase,
  request: TypedRequest,
  text: string,
  original: string,
): TypedRequest {
  const { slots } = request;
  // (A net already read from the turn's words, "al netto mensile … il C2", still keeps one agreement only.)
  if (
    !['comparison', 'payroll_rules', 'gross_to_net'].includes(request.intent) ||
    slots.agreements.length < 2
  )
    return request;
  if (!NET_ASKED.test(text)) return request;
  const named = slots.agreements.flatMap((id) => {
    const ccnl = kb.byCategory(id);
    const level = ccnl ? (letterLevel(ccnl, original) ?? levelInAgreement(ccnl, original)) : undefined;
    return level ? [{ id, level }] : [];
  });
  const [one] = named;
  if (named.length !== 1 || !one) return request;
  // The payments told of the other agreement ("col commercio ho la quattordicesima") are not this one's.
  const { payments: _payments, ...rest } = slots;
  return {
    ...request,
    intent: 'gross_to_net',
    alsoAsked: [],
    slots: { ...rest, agreements: [one.id], level: one.level },
  };
}

/** The net computed before, asked again with the surcharges of the place the turn names. */
function netWithSurcharges(
  request: TypedRequest,
  text: string,
  own: Slots,
  earlier: Slots | undefined,
): TypedRequest {
  if (!earlier || !hasPayBase(earlier) || request.intent !== 'payroll_rules') return request;
  // ("ci mettiamo dentro la regionale, la comunale lasciamola fuori": the kind set aside is no rate asked, and
  // a surcharge put into the net asks the net again.)
  const asked = text.replace(KIND_SET_ASIDE, ' ');
  if (!SURCHARGES_ADDED.test(text) || RATES_ASKED.test(asked)) return request;
  if (!NET_AGAIN.test(text) && !PUT_IN.test(asked)) return request;
  if (!own.municipality && !own.region) return request;
  const out = KIND_SET_ASIDE.exec(text)?.[1];
  const place =
    out === 'comunal'
      ? { region: own.region }
      : out === 'regional'
        ? { municipality: own.municipality, province: own.province }
        : { municipality: own.municipality, province: own.province, region: own.region };
  const { municipality: _m, province: _p, region: _r, ...kept } = earlier;
  const named = Object.fromEntries(Object.entries(place).filter(([, v]) => v !== undefined));
  return { ...request, intent: 'gross_to_net', alsoAsked: [], slots: { ...kept, ...named } };
}

/**
 * "E per l'associato a 36.000 di RAL? Mi basta sapere quanto gli costano le addizionali" after a net: the
 * surcharges at the new pay are asked, not the net again (the rule's amounts, rules-answer.ts).
 */
function surchargesOnly(request: TypedRequest, text: string, earlier: Slots | undefined): TypedRequest {
  if (request.intent !== 'gross_to_net' || !earlier || !SURCHARGES_AMOUNT_ASKED.test(text)) return request;
  if (NET_AGAIN.test(text) || RATES_ASKED.test(text)) return request;
  return { ...request, intent: 'payroll_rules', alsoAsked: [] };
}

// "quanto è l'addizionale regionale?", "quanto viene la comunale?": the surcharge asked in money.
const SURCHARGE_SUM_ASKED =
  /\bquant\w* (?:e|sono|vale|valgono|viene|vengono|fa|fanno|costa|costano|pag\w*) (?:di )?(?:l'|l\w* )addizional/;

/**
 * "ora mettici l'addizionale regionale Piemonte … quanto è l'addizionale regionale?" after a net on a RAL: the
 * surcharge on that pay, not the region's rate table (rules-answer.ts computes it from the pay carried here).
 */
function surchargeOnEarlierPay(
  request: TypedRequest,
  text: string,
  own: Slots,
  earlier: Slots | undefined,
): TypedRequest {
  if (request.intent !== 'payroll_rules' || !earlier || !hasPayBase(earlier)) return request;
  if (own.amounts.some((a) => BASE_AMOUNTS.has(a.kind)) || (!own.municipality && !own.region)) return request;
  if (!SURCHARGE_SUM_ASKED.test(text) || /\baliquot\w*|\bsogli\w*/.test(text)) return request;
  const out = KIND_SET_ASIDE.exec(text)?.[1];
  const place =
    out === 'comunal'
      ? { region: own.region }
      : out === 'regional'
        ? { municipality: own.municipality, province: own.province }
        : { municipality: own.municipality, province: own.province, region: own.region };
  const year = own.taxYear ?? earlier.taxYear;
  return {
    ...request,
    slots: { ...earlier, ...place, ...(year ? { taxYear: year } : {}) },
  };
}

/** The yearly net gained moving from the RAL before to the one the turn names. */
function netDifference(
  request: TypedRequest,
  text: string,
  own: Slots,
  earlier: Slots | undefined,
): TypedRequest {
  if (request.intent !== 'gross_to_net' || !earlier || !DIFFERENCE_ASKED.test(text)) return request;
  const now = own.amounts.filter((a) => a.kind === 'ral');
  const before = earlier.amounts.filter((a) => a.kind === 'ral');
  const [from] = before;
  const [to] = now;
  if (now.length !== 1 || before.length !== 1 || !from || !to || from.value === to.value) return request;
  const others = request.slots.amounts.filter((a) => a.kind !== 'ral');
  return { ...request, slots: { ...request.slots, amounts: [from, to, ...others] } };
}

// "quanto è il lordo mensile?", "che lordo viene?": the gross asked, not a net nor a cost.
const GROSS_ASKED = /\blord[oa]\b/;
const HOURS_MADE =
  /\b(?:fa(?:re|ccia|cesse)|lavor(?:are|a|i|asse)|pass(?:a|are|asse) a|sal(?:e|ire|isse) a|con) (\d{1,2}) ore\b/;
const NOT_GROSS = /\bnett[oa]\b|\bin tasca\b|\bcost[oa]\b/;

/**
 * "part-time 20 ore, commercio 4° livello" then "e se gli facciamo fare 24 ore quanto è il lordo mensile?": the
 * level's part-time pay at the new hours, whatever the earlier turn asked beside it (a tax rule, the net); a
 * figure that turn told only as a threshold ("sotto i 15 mila") is not the pay.
 */
function grossAtNewHours(
  request: TypedRequest,
  text: string,
  own: Slots,
  earlier: Slots | undefined,
): TypedRequest {
  // ("e se le facciamo fare 30 ore invece?": the week's hours said without "a settimana", after a part-time's.)
  const hours = own.weeklyHours ?? Number(HOURS_MADE.exec(text)?.[1] ?? Number.NaN);
  if (!earlier?.level || earlier.weeklyHours === undefined || !(hours > 0 && hours < 48)) return request;
  // (The hours said are read as a count too: the only figure the turn may give.)
  const others = own.amounts.filter((a) => !(a.kind === 'hours' && a.value === hours));
  if (hours === earlier.weeklyHours || others.length || own.level !== undefined) return request;
  if (!GROSS_ASKED.test(text) || NOT_GROSS.test(text) || request.intent === 'part_time') return request;
  const amounts = request.slots.amounts.filter(
    (a) => a.kind !== 'ral' && a.kind !== 'monthly_gross' && !(a.kind === 'hours' && a.value === hours),
  );
  const { partTimePercent: _share, ...slots } = request.slots;
  return {
    ...request,
    intent: 'part_time',
    alsoAsked: [],
    slots: { ...slots, amounts, weeklyHours: hours },
  };
}

export function calculationFollowUps(
  kb: KnowledgeBase,
  request: TypedRequest,
  text: string,
  original: string,
  own: Slots,
  earlier: Slots | undefined,
): TypedRequest {
  const overtime = grossAtNewHours(overtimePay(request, text), text, own, earlier);
  const net = netDifference(
    netWithSurcharges(netOfCompared(kb, overtime, text, original), text, own, earlier),
    text,
    own,
    earlier,
  );
  return kindStillOut(surchargeOnEarlierPay(surchargesOnly(net, text, earlier), text, own, earlier), text);
}

/**
 * "aggiunga la regionale (la comunale di Parma la lasciamo ancora fuori)": the kind the turn sets aside stays out
 * of a net whose place came from the earlier turn (the region of a city left out is kept).
 */
function kindStillOut(request: TypedRequest, text: string): TypedRequest {
  if (!SAME_PLACE_CALCULATIONS.has(request.intent)) return request;
  const out = KIND_SET_ASIDE.exec(text)?.[1];
  const { municipality, province, region, ...rest } = request.slots;
  if (out === 'comunal' && municipality) {
    const kept = region ?? readPlace(`a ${municipality.toLowerCase()}`, `a ${municipality}`).region;
    return { ...request, slots: { ...rest, ...(kept ? { region: kept } : {}) } };
  }
  if (out === 'regional' && region && municipality)
    return { ...request, slots: { ...rest, municipality, ...(province ? { province } : {}) } };
  return request;
}

const SAME_PLACE_CALCULATIONS: ReadonlySet<string> = new Set([
  'gross_to_net',
  'net_to_gross',
  'employer_cost',
]);
