import { askingSentences } from '../documents/asked-verdict.js';
import { agencyEqualTreatmentAsked } from '../reader/agency-equal-treatment.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { asksApprenticeRate } from './apprentice-rates.js';
import { cassaEdileSetAsideWhole } from './cassa-edile-whole.js';
import type { AgentContext } from './context.js';
import { familyLeaveAccrualAnswer } from './family-leave-accrual.js';
import { weighsFullAgainstPart } from './full-or-part.js';
import { kindsAskedAnswer } from './kinds-asked-rates.js';
import { ownPayItem } from './pay-item-asked.js';
import { expiredAskedRenewed } from './renewal-after-expiry.js';
import { sickDaysSplit } from './sick-days-split.js';
import { novemberFourthWhole } from './sunday-holiday-pay.js';
import { taxTreatmentAnswer } from './tax-treatment.js';
import { thirdElementShare } from './third-element.js';
import { ASKS_MONEY, UNTAKEN } from './unused-holidays.js';
import { BREAK_NAMED, workBreakAnswer } from './work-break.js';

// A pay subject of its own, which a part would answer apart ("… e quanto prendo netto?", "e la tredicesima?").
const OWN_SUBJECT =
  /\b(?:nett[oi]|lord[oi]|ral|minim[oi]|paga oraria|ferie|permess\w*|rol|tredicesim\w*|quattordicesim\w*|tfr|livell\w*|preavviso|prova|malatti\w*|scatt\w*|contribut\w*|inps|costo)\b/;

/**
 * A tax treatment asked in several short questions ("Vale anche per me? E quanto è questa tassa?") is one subject:
 * the rule's answer holds the rate, the income limit and whether the writer is within it, so a part naming no pay
 * subject of its own is not answered apart (read alone, "vale anche per me?" loses the tax the story names).
 */
function taxAskedWhole(ctx: AgentContext, request: TypedRequest): boolean {
  if (!taxTreatmentAnswer(ctx, request)) return false;
  return askingSentences(readable(ctx.message)).every((sentence) => !OWN_SUBJECT.test(sentence));
}

// Another tax rule asked beside the surcharges ("gli scaglioni IRPEF? e le addizionali a Milano?").
const OTHER_TAX = /\birpef\b|\bscaglion\w*|\bdetrazion\w*|\bcuneo\b|\bintegrativ\w*|\bflat tax\b/;

/**
 * The surcharges asked in short questions ("… solo sui 500 euro in più, giusto? Quanto mi costa?", "perché a
 * dicembre non ci sono? poi a gennaio ricominciano? come funziona"): the surcharge's answer holds them all; a part
 * without a pay subject of its own, read alone, loses the surcharge (an employer's cost, the IRPEF brackets).
 */
function surchargeAskedWhole(message: string, request: TypedRequest): boolean {
  const text = readable(message);
  // ("e se ci aggiungo l'addizionale comunale di Ancona, quanto gli tolgono? Che aliquota ha?": the net with the
  // city's surcharge holds the rate asked beside it.)
  const onNet = request.intent === 'gross_to_net' && /\baddizional\w* (?:irpef )?comunal/.test(text);
  if ((request.intent !== 'payroll_rules' && !onNet) || !/\baddizional\w*/.test(text)) return false;
  return askingSentences(text).every(
    (sentence) =>
      /\baddizional\w*/.test(sentence) || !(OWN_SUBJECT.test(sentence) || OTHER_TAX.test(sentence)),
  );
}

/**
 * Untaken holidays asked as money with how a day of them is valued ("come si calcola la paga di un giorno di ferie
 * e quanto le devo per quei 5 giorni?"): the amount's answer holds the daily quota (the monthly pay over the
 * agreement's divisor), so the method is not answered apart before the amount.
 */
function untakenHolidaysWhole(message: string): boolean {
  const text = readable(message);
  if (!UNTAKEN.test(text) || !ASKS_MONEY.test(text) || !/\bferie\b/.test(text)) return false;
  if (!/\bcome si (?:calcol|pag|conteggi|valut)\w*|\bquanto vale\b|\bvalore\b/.test(text)) return false;
  return askingSentences(text).every(
    (sentence) => /\bferie\b|\bgiorn[oi]\b/.test(sentence) || !OWN_SUBJECT.test(sentence),
  );
}

// "cambia ancora dopo?", "e poi sale?", "e dopo?": the periods after the one asked, which its answer lists.
const LATER_PERIODS =
  /\b(?:cambi|sal|aument|cresc|vari|muov)\w*\b[^?]*\b(?:dopo|poi|ancora|in seguito|successiv\w*)\b|\b(?:dopo|poi|ancora|in seguito)\b[^?]*\b(?:cambi|sal|aument|cresc|vari)\w*\b|^(?:e )?(?:dopo|poi|e poi)\s*\?$/;

/**
 * An apprentice's share at a month or year asked with the periods after it ("e dal 13° mese in poi? cambia ancora
 * dopo?"): the share's answer gives the period asked and every other one, so the later ones are not asked apart
 * (read alone, "cambia ancora dopo?" is the whole apprenticeship rule, every kind's shares in it).
 */
function apprenticeLaterPeriods(message: string, request: TypedRequest): boolean {
  if (request.intent !== 'apprenticeship') return false;
  const sentences = askingSentences(readable(message));
  return (
    sentences.length > 1 &&
    sentences.some((sentence) => LATER_PERIODS.test(sentence.trim())) &&
    sentences.every(
      (sentence) => LATER_PERIODS.test(sentence.trim()) || /\b(?:mes[ei]|ann[oi])\b/.test(sentence),
    )
  );
}

/**
 * A question whose parts one answer holds: every part asks the apprentice's rate (its gap answers them all), a
 * full time weighed against a part time, a tax treatment or the surcharges asked in short questions, an agency
 * worker's agreement and pay against the client's employees, untaken holidays' pay with its daily quota (read alone, "ho diritto alla stessa paga?" loses the
 * agency and answers the colleague's surcharge told in the story).
 */
export function answeredAsOne(ctx: AgentContext, request: TypedRequest): boolean {
  return (
    asksApprenticeRate(ctx.message) ||
    weighsFullAgainstPart(ctx.message) ||
    taxAskedWhole(ctx, request) ||
    surchargeAskedWhole(ctx.message, request) ||
    agencyEqualTreatmentAsked(readable(ctx.message)) ||
    apprenticeLaterPeriods(ctx.message, request) ||
    untakenHolidaysWhole(ctx.message) ||
    // "la percentuale per ferie e gratifica natalizia e come si ripartisce?" of a building operaio (cassa-edile-whole.ts)
    cassaEdileSetAsideWhole(ctx, request) ||
    // "e per il congedo parentale? anche lì le tolgono ferie e tredicesima?" (family-leave-accrual.ts)
    familyLeaveAccrualAnswer(ctx.message, ctx.history?.at(-1)) !== undefined ||
    // "è tutto dentro la paga oraria? quanto è in percentuale?" of a farm OTD: the «terzo elemento» (third-element.ts)
    thirdElementShare(ctx, request) !== undefined ||
    // "è già stato firmato quello nuovo 2026-2028? Di quanto sono gli aumenti?" (renewal-after-expiry.ts)
    (request.intent === 'renewal' && expiredAskedRenewed(ctx) !== undefined) ||
    // "quanto tocca a noi come ditta e quanto mette l'inps?" of n sick days at a daily pay (sick-days-split.ts)
    sickDaysSplit(ctx, request) !== undefined ||
    // "il titolare dice che non è obbligatoria. Ma è vero? Quanto mi spetta di pausa?" (work-break.ts)
    (workBreakAnswer(ctx, request) !== undefined &&
      askingSentences(readable(ctx.message)).every(
        (sentence) => BREAK_NAMED.test(sentence) || !OWN_SUBJECT.test(sentence),
      )) ||
    // "a quanto arriverà e da quale data? E su quali istituti incide questa voce?" of the IAR (pay-item-asked.ts)
    ownPayItem('main-agent', { ...ctx, request }) !== undefined ||
    // "E il 4 novembre? ero in malattia quel giorno, me lo pagano?": the agreement's 4 November rule, one subject.
    novemberFourthWhole(ctx, request) ||
    // "lo straordinario, e quello festivo?": every kind of hour asked in one answer (kinds-asked-rates.ts)
    (request.intent === 'overtime_value' && kindsAskedAnswer(ctx, request) !== undefined)
  );
}
