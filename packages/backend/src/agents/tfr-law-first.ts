import { employmentRule } from '../kb/employment-rules.js';
import { euro, figureValue } from '../kb/format.js';
import { toSourceRef } from '../payroll/payroll-data.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { ruleCitations } from './law-beside-agreements.js';
import { payrollData } from './pay-base.js';
import { fundLessAdvance } from './tfr-advance-fund.js';
import { ADVANCE, DOMESTIC } from './tfr-advance-law.js';
import { askedPart, tfrTreasuryAnswer } from './tfr-treasury.js';
import { sourceCitations } from './worked.js';

/**
 * TFR rules of the law beyond the year's accrual, answered before any pay is asked for: a pension fund's advances
 * (D.Lgs. 252/2005, art. 11), the automatic enrolment domestic workers are left out of (L. 199/2025), the Fondo
 * di Tesoreria INPS (tfr-treasury.ts) and the most a TFR advance can be on a fund the user states (art. 2120 c.c.).
 * Each is keyed on what the question asks (its sentence with "?", or a short message), never on a story's words.
 */
export function tfrLawFirst(ctx: AgentContext): AgentAnswer | undefined {
  if (ctx.documents.length) return undefined;
  const text = readable(ctx.message);
  const earlier = readable(ctx.history?.at(-1) ?? '');
  return (
    domesticEnrolment(text) ??
    pensionFundAdvance(text, earlier) ??
    tfrTreasuryAnswer(text, earlier, ctx.today) ??
    advanceOnStatedFund(text, earlier)
  );
}

const AUTOMATIC = /\bautomatic\w*|\bin automatico\b|\bda sol[oa]\b|\bsilenzio.?assenso\b|\badesione\b/;
const FUND = /\bfond\w*|\bprevidenza complementare\b/;

/** "e per la colf vale uguale? il suo tfr va in automatico nel fondo?": no, domestic workers are left out. */
function domesticEnrolment(text: string): AgentAnswer | undefined {
  const asked = askedPart(text);
  if (!AUTOMATIC.test(asked) || !FUND.test(asked) || !DOMESTIC.test(text)) return undefined;
  const change = payrollData()?.tfr.destination?.change;
  if (!change || !/domestic/.test(change.text)) return undefined;
  return compose({
    answer: `${bold('No')}: l’adesione automatica al fondo pensione per chi è assunto per la prima volta nel settore privato dal 1° luglio 2026 ${bold('non si applica ai lavoratori domestici')}, che la legge di Bilancio 2026 esclude: per colf, badanti e baby sitter il TFR non va in automatico a un fondo pensione e resta accantonato dal datore di lavoro.`,
    steps: [`La regola: ${change.text}`],
    citations: sourceCitations(change.sources.map((s) => toSourceRef(s, change.applies_from))),
    related: ['Quando si può chiedere l’anticipo del TFR per una colf?'],
  });
}

const PENSION_FUND =
  /\bfondo pension\w*|\bfondi pension\w*|\bprevidenza complementare\b|\bfondo (?:negoziale|cometa|fon\.?te|fonchim|cooperlavoro|prevedi|alifond|arco|fondapi|byblos|previambiente|fondemain|solidarieta veneto|laborfonds|espero|perseo|astri|priamo|fondoposte|eurofer|mediafond|concreto|pegaso|telemaco|previmoda|fopadiva|quadri)\b|\bcometa\b|\bfonchim\b/;
const WITHDRAW =
  /\britir\w*|\bpreleva\w*|\bprelev\w*|\banticip\w*|\briscatt\w*|\b(?:prendere|avere|chiedere|tirare fuori)\b|\bquanto (?:mi danno|posso)\b/;
const HEALTH =
  /\bspes\w* (?:medic|sanitar)\w*|\bmedic\w* grav\w*|\bintervent\w*|\bcure\b|\bterapi\w*|\bmalatti\w*|\boperazion\w*/;
const HOME = /\b(?:prima )?casa\b|\bmutuo\b|\bristruttur\w*/;
const WITHOUT_REASON =
  /\bsenza (?:dare |dover dare |nessuna |alcuna )?(?:spiegazion|motiv|giustific)\w*|\bqualsiasi motivo\b|\bulteriori esigenze\b|\baltr[ie] (?:motiv|esigenz)\w*/;
const FOLLOW_UP = /^\s*(?:e|ma|ok|invece)\b|\binvece\b/;

/** "ho il tfr nel fondo cometa da 10 anni, posso ritirarne una parte?": the fund's advances, by reason. */
function pensionFundAdvance(text: string, earlier: string): AgentAnswer | undefined {
  const asked = askedPart(text);
  const named = PENSION_FUND.test(text) && WITHDRAW.test(asked);
  const followed =
    !named &&
    FOLLOW_UP.test(text) &&
    text.split(/\s+/).length <= 30 &&
    PENSION_FUND.test(earlier) &&
    WITHDRAW.test(earlier) &&
    (HEALTH.test(asked) || HOME.test(asked) || WITHOUT_REASON.test(asked));
  if (!named && !followed) return undefined;
  const rule = employmentRule('pension_fund_advance');
  const v = rule.values ?? {};
  const years = /\bda (\d{1,2}) anni\b|\b(\d{1,2}) anni di (?:iscrizione|adesione)\b/.exec(
    `${text} ${earlier}`,
  );
  const told = years ? Number(years[1] ?? years[2]) : undefined;
  const eight = v.years ?? 8;
  const afterYears =
    told === undefined
      ? `dopo ${bold(`${eight} anni`)} di iscrizione`
      : told >= eight
        ? `dopo ${eight} anni di iscrizione (con ${told} anni li hai)`
        : `dopo ${bold(`${eight} anni`)} di iscrizione (con ${told} anni non ancora)`;
  const health = `per ${bold('spese sanitarie')} straordinarie (terapie e interventi riconosciuti dalle strutture pubbliche, per te, il coniuge o i figli) puoi chiedere ${bold(`fino al ${v.healthShare ?? 75}%`)} della posizione in qualsiasi momento, con una ritenuta del ${bold(`${v.healthTax ?? 15}%`)} (scende di 0,30 punti per ogni anno di iscrizione oltre il quindicesimo, fino al ${v.healthTaxFloor ?? 9}%)`;
  const home = `per l’${bold('acquisto o la ristrutturazione della prima casa')} (per te o per i figli) puoi chiedere ${bold(`fino al ${v.homeShare ?? 75}%`)} ${afterYears}, con una ritenuta del ${bold(`${v.tax ?? 23}%`)}`;
  const other = `${bold('senza indicare un motivo')} («ulteriori esigenze») puoi chiedere ${bold(`fino al ${v.otherShare ?? 30}%`)} ${afterYears}, con una ritenuta del ${bold(`${v.tax ?? 23}%`)}`;
  const reasonAsked = HEALTH.test(asked)
    ? 'health'
    : HOME.test(asked)
      ? 'home'
      : WITHOUT_REASON.test(asked)
        ? 'other'
        : '';
  const lead =
    reasonAsked === 'health' ? health : reasonAsked === 'home' ? home : reasonAsked === 'other' ? other : '';
  const answer = lead
    ? `Per legge (${rule.reference}) ${lead}.`
    : `Per legge (${rule.reference}) dal fondo pensione puoi avere un’anticipazione: ${other}; ${home}; ${health}.`;
  return compose({
    answer,
    steps: [
      ...(lead
        ? [`Le altre anticipazioni: ${[health, home, other].filter((s) => s !== lead).join('; ')}.`]
        : []),
      `La regola (${rule.reference}): ${rule.text}.`,
    ],
    assumptions: [
      'Le ritenute si applicano alla parte non già tassata della posizione (i versamenti dal 2007); il regolamento del fondo indica moduli e tempi di pagamento.',
    ],
    citations: ruleCitations(rule),
    related: ['Posso chiedere l’anticipo del TFR lasciato in azienda?'],
  });
}

const STATED_FUND =
  /(\d{1,3}(?:\.\d{3})+(?:,\d{1,2})?|\d+(?:,\d{1,2})?)\s*(?:€|euro)\b[^?.]{0,25}\b(?:di )?(?:tfr|liquidazione)\b|\b(?:tfr|liquidazione)\b[^?.]{0,25}?(\d{1,3}(?:\.\d{3})+(?:,\d{1,2})?|\d+(?:,\d{1,2})?)\s*(?:€|euro)/;
const MOST =
  /\bal massimo\b|\bmassimo\b|\bquanto (?:posso|si puo|puo|puoi) (?:chiedere|avere|prendere|ottenere)\b|\bquanto mi (?:spetta|danno)\b/;

/** "ok, ho 21.000 euro di tfr maturato, quanto posso chiedere al massimo?" after an advance was asked: 70% of it. */
function advanceOnStatedFund(text: string, earlier: string): AgentAnswer | undefined {
  const asked = askedPart(text);
  if (!MOST.test(asked) || PENSION_FUND.test(text) || !(ADVANCE.test(text) || ADVANCE.test(earlier)))
    return undefined;
  if (fundLessAdvance(text)) return undefined;
  const m = STATED_FUND.exec(text);
  const written = m?.[1] ?? m?.[2];
  if (!written) return undefined;
  const fund = figureValue(written);
  if (!(fund > 0)) return undefined;
  const domestic = DOMESTIC.test(`${text} ${earlier}`);
  const rule = employmentRule(domestic ? 'tfr_advance_domestic' : 'tfr_advance');
  const share = rule.values?.share ?? 70;
  const most = Math.round(fund * share) / 100;
  const when = domestic
    ? 'non più di una volta all’anno, a richiesta'
    : `una sola volta, con almeno ${rule.values?.years ?? 8} anni di servizio presso lo stesso datore`;
  return compose({
    answer: `Al massimo ${bold(euro(most))}: il ${share}% del TFR maturato di ${euro(fund)} (${rule.reference}), ${when}.`,
    steps: [`${euro(fund)} × ${share}% = ${euro(most)}.`, `La regola (${rule.reference}): ${rule.text}.`],
    assumptions: [
      'TFR maturato alla data della richiesta, rivalutazioni comprese; il contratto collettivo o un accordo possono dare di più.',
    ],
    citations: ruleCitations(rule),
    related: ['Come si rivaluta il TFR?'],
  });
}
