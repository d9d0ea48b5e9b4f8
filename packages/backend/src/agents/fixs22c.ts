import { euro, percent, uncapitalise } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import { CUNEO, isTaxYear, YEAR_RULES } from '../payroll/rules.js';
import { CLAIM_ASKED, REBATE_CLAIM, TAX_RATE_CLAIM } from '../reader/fixs22c.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { inailAsPremium } from './also-asked.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { missingSectionGap } from './missing-section-gap.js';
import { withSubjects } from './multi-part.js';
import { relatedAgreement } from './related-renewal.js';

/**
 * Session 22 (fixs22c): a tax rule or a payslip figure someone states and the user asks to confirm ("il mio capo
 * dice che dal 2026 l'aliquota è scesa, è vero?", "è vero che nel 2025 c'è ancora l'esonero del 7%?", "in busta
 * ho imponibile … e trattenuta INPS …, è giusta?"): the answer opens with "Sì" or "No" and the rule, then goes
 * on as it was. An agreement's rule claimed is claim-verdict.ts's; nothing is said when the verdict is unsure.
 */

// "**Sì**": no \b after "ì", which is no word character without the u flag.
const OPENS_WITH_VERDICT = /^\s*(?:\*\*)?(?:sì|si|no)(?!\p{L})/iu;
const LOWER =
  /\b(?:scesa|scese|sceso|scende|scendono|ridott\w*|abbassat\w*|calat\w*|diminuit\w*|meno tasse)\b/;
const HIGHER = /\b(?:salit\w*|sale|aumentat\w*|alzat\w*|cresciut\w*|piu tasse)\b/;

/** The opening of a claim about the IRPEF brackets of a year against the year before, or undefined. */
function rateClaimOpening(text: string): string | undefined {
  if (!TAX_RATE_CLAIM.test(text)) return undefined;
  const year = Number(/\b(20\d\d)\b/.exec(text)?.[1]);
  const before = year - 1;
  if (!isTaxYear(year) || !isTaxYear(before)) return undefined;
  const now = YEAR_RULES[year].irpefBrackets;
  const then = YEAR_RULES[before].irpefBrackets;
  const changed = now
    .map((b, i) => ({ b, old: then[i], from: i === 0 ? 0 : (now[i - 1]?.upTo ?? 0) }))
    .filter((x) => x.old !== undefined && (x.old.ratePct !== x.b.ratePct || x.old.upTo !== x.b.upTo));
  const first = changed[0];
  if (changed.length !== 1 || !first?.old) return undefined;
  const { b, old, from } = first;
  const said = [...text.matchAll(/\b(\d{1,2}(?:,\d+)?) ?(?:%|per ?cento)/g)].map((m) =>
    Number((m[1] ?? '').replace(',', '.')),
  );
  // The rate the claim gives for the year (the year's own when it is among those said, else the last), or its
  // direction ("è scesa", "si pagano meno tasse").
  const claimed = said.find((r) => r === b.ratePct) ?? said.at(-1);
  const direction = LOWER.test(text) ? -1 : HIGHER.test(text) ? 1 : 0;
  const right =
    claimed !== undefined
      ? claimed === b.ratePct
      : direction !== 0 && Math.sign(b.ratePct - old.ratePct) === direction;
  if (claimed === undefined && direction === 0) return undefined;
  const band = b.upTo === null ? `oltre ${euro(from)}` : `da ${euro(from)} a ${euro(b.upTo)}`;
  return `${right ? 'Sì' : 'No'}: dal ${year} l'aliquota IRPEF dello scaglione ${band} è **${percent(b.ratePct)}**; nel ${before} era del ${percent(old.ratePct)}.`;
}

/** The 2024 IVS rebate ended on 31/12/2024 (payroll-rules.md, "2024 only"; L. 207/2024 replaced it). */
const REBATE_LAST_YEAR = 2024;

/** The opening of a claim that the 2024 contribution rebate still applies in a later year, or undefined. */
function rebateClaimOpening(text: string, request: TypedRequest): string | undefined {
  if (!REBATE_CLAIM.test(text)) return undefined;
  const year = Number(/\b(20\d\d)\b/.exec(text)?.[1] ?? request.slots.taxYear);
  if (!isTaxYear(year) || year <= REBATE_LAST_YEAR) return undefined;
  const pay = request.slots.amounts.find((a) => a.kind === 'ral')?.value;
  const income = pay === undefined ? undefined : pay * (1 - YEAR_RULES[year].inpsRatePct / 100);
  let from = 0;
  const bands = CUNEO.taxFreeSumBands.map((b) => {
    const band = { ...b, from };
    from = b.upTo ?? from;
    return band;
  });
  const own =
    income !== undefined && income <= CUNEO.taxFreeSumLimit
      ? bands.find((b) => b.upTo === null || income <= b.upTo)
      : undefined;
  const replaced = `l'esonero contributivo è finito il 31 dicembre ${REBATE_LAST_YEAR}: dal 2025 (L. 207/2024) è sostituito da misure fiscali, una somma esente fino a ${euro(CUNEO.taxFreeSumLimit)} di reddito (${bands.map((b) => percent(b.ratePct)).join(', ')} del reddito di lavoro secondo la fascia) e un'ulteriore detrazione di ${euro(CUNEO.extraDeductionAmount)} da ${euro(CUNEO.extraDeductionFrom)} a ${euro(CUNEO.extraDeductionFull)}`;
  if (pay === undefined || income === undefined) return `No: ${replaced}.`;
  const share = own
    ? ` Con ${euro(pay)} lordi (reddito di lavoro di circa ${euro(income)}, tolti i contributi del ${percent(YEAR_RULES[year].inpsRatePct)}) la somma esente è il **${percent(own.ratePct)}** del reddito.`
    : '';
  return `No: ${replaced}.${share}`;
}

/** "La busta …" after "Sì:" reads "la busta …"; an acronym stays as it is. */
/** "La busta paga **torna**" to a payslip asked "è giusta?": "Sì"; "**non torna**": "No". */
const PAYSLIP_ASKED = /\b(?:e giust[oa]|e corrett[oa]|torna|tornano|va bene|e regolare|e in regola)\b/;

export function withRuleVerdict<T extends AgentAnswer>(answer: T, request: TypedRequest, message: string): T {
  const text = readable(message);
  if (!CLAIM_ASKED.test(text) && !PAYSLIP_ASKED.test(text)) return answer;
  const lines = answer.text.split('\n');
  const at = lines.findIndex((line) => line.trim() !== '');
  const opening = lines[at];
  if (at < 0 || opening === undefined || OPENS_WITH_VERDICT.test(opening)) return answer;
  let head: string | undefined;
  if (request.intent === 'payslip_check' && PAYSLIP_ASKED.test(text)) {
    if (/\*\*non torna\b/.test(opening)) head = `No: ${uncapitalise(opening)}`;
    else if (/\*\*torna\b/.test(opening)) head = `Sì: ${uncapitalise(opening)}`;
  } else if (request.intent === 'payroll_rules' && CLAIM_ASKED.test(text)) {
    const claim = rebateClaimOpening(text, request) ?? rateClaimOpening(text);
    if (claim) head = `${claim}\n\n${opening}`;
  }
  if (head === undefined) return answer;
  lines[at] = head;
  return { ...answer, text: lines.join('\n') };
}

/** Agreement subjects a calculation's message also asks in a list of its own ("tre domande: …"). */
const LISTED_SUBJECTS: ReadonlySet<string> = new Set([
  'holidays',
  'notice',
  'probation',
  'rol_ex_festivita',
  'sickness_injury',
  'monthly_payments',
  'working_hours',
]);
const CALCULATIONS: ReadonlySet<string> = new Set([
  'gross_to_net',
  'employer_cost',
  'thirteenth_pro_rata',
  'tfr',
  'net_to_gross',
]);

/**
 * "Tre domande: quanto prendo netto al mese, quante ferie ho all'anno e, se volessi licenziarmi, quanto
 * preavviso devo dare?": a calculation asked with agreement subjects, one interrogative each, answers every one
 * (the subjects join after the calculation, read on the same slots).
 */
export function withListedSubjects(
  whole: AgentAnswer,
  request: TypedRequest,
  message: string,
  answer: (request: TypedRequest) => AgentAnswer,
): AgentAnswer {
  if (!CALCULATIONS.has(request.intent) || !request.slots.agreements.length) return whole;
  // ("premio INAIL al 6 per mille" beside a cost names the premium, not the sickness subject.)
  const premium = inailAsPremium(readable(message), request.intent === 'employer_cost');
  const subjects = request.alsoAsked.filter(
    (i) => LISTED_SUBJECTS.has(i) && !(i === 'sickness_injury' && premium),
  );
  if (!subjects.length) return whole;
  const asks = readable(message).match(/\bquant[oaie]\b/g)?.length ?? 0;
  if (asks < subjects.length + 1) return whole;
  return withSubjects(
    whole,
    subjects.map((intent) => answer({ ...request, intent, alsoAsked: [] })),
  );
}

/**
 * "e nel 2025 qnt era a ora? e a settimana in tot?", "a parità di condizioni, quale sarebbe il contributo orario
 * se il rapporto fosse a tempo determinato?" after a turn that asked a domestic worker's contributions: the same
 * contributions again, in the units asked (an hour, a week, a quarter, the total) or under the condition
 * changed, not the family's whole yearly cost. Runs on the folded texts.
 */
export function contributionUnitsAgain(text: string, previous: string): boolean {
  if (!/contribut|\binps\b|\bversa|\bverso\b/.test(previous)) return false;
  if (/\bcost|\btfr\b|\bnett|stipendi|tredicesim|ferie/.test(text)) return false;
  const again = /^(?:e|ma|invece|ok|allora)\b|\ba parita di condizioni\b|\bstess[ei] condizioni\b/.test(text);
  const units =
    /\b(?:a|all'?|per|ogni) ?ora\b|\borari[oa]\b|\ba settimana\b|\bsettimanal\w*|\ba trimestre\b|\bin tot(?:ale)?\b|\bin tutto\b/.test(
      text,
    );
  return again && units;
}

const TABLE_INTENTS: ReadonlySet<string> = new Set([
  'minimum_pay',
  'hourly_rate',
  'payslip_check',
  'gross_to_net',
  'employer_cost',
  'thirteenth_pro_rata',
  'tfr',
]);
const PAY_GIVEN: ReadonlySet<string> = new Set(['ral', 'monthly_gross', 'net', 'other']);

/**
 * "il contratto è quello della sanità privata AIOP (personale non medico), categoria D: il minimo tabellare?":
 * the agreement meant is one the knowledge base names beside the one it holds (AIOP/ARIS for clinics beside AIOP
 * RSA) and holds no table of, so a figure read on its tables is an honest gap, never the other agreement's
 * minimum (nor a payslip check asking for figures). A pay the user gives is still computed.
 */
export function relatedPayGap(
  ctx: AgentContext,
  req: TypedRequest,
  ccnl: Ccnl | undefined,
): AgentAnswer | undefined {
  if (!ccnl || !TABLE_INTENTS.has(req.intent)) return undefined;
  if (req.slots.amounts.some((a) => PAY_GIVEN.has(a.kind))) return undefined;
  // A section of the agreement's own tables that the knowledge base lacks (missing-section-gap.ts).
  const section = missingSectionGap(ctx, req, ccnl);
  if (section) return section;
  // "ok e il minimo di un infermiere cat D?" after a turn about the clinic's contract: the turn before says which.
  const related = relatedAgreement(ccnl, readable(ctx.message), ctx.history?.at(-1));
  if (!related) return undefined;
  const named = { ...ccnl, short_name: related.name, official_name: related.name };
  return compose({
    answer: `Le tabelle retributive del ${related.name} ${bold('non sono nella base di conoscenza')}: non posso darti il minimo né i calcoli che ne dipendono. La base di conoscenza contiene il ${ccnl.short_name}, che è un altro contratto: le sue cifre non valgono per questo.`,
    steps: [
      'Per verificare la busta paga servono la tabella del contratto applicato (la trovi presso il sindacato o l’ufficio del personale) oppure le cifre del cedolino: lordo, INPS e IRPEF.',
    ],
    citations: citeSources(named, related.name, null, related.sources),
    related: [],
  });
}
