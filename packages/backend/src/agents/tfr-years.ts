import { euro } from '../kb/format.js';
import { cents } from '../payroll/net-pay.js';
import { tfrAccrualWorked } from '../payroll/pay-items.js';
import { askedClause } from '../reader/asking-clause.js';
import { wordsToNumber } from '../reader/numbers.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose, table } from './compose.js';
import type { AgentContext } from './context.js';
import type { PayBase } from './pay-base.js';
import { workedParts } from './worked.js';

/**
 * "ho lavorato 3 anni con una RAL di 28 mila, quanto TFR mi spetta?": the years' quotas summed. The yearly
 * revaluation (1,5% plus 75% of the ISTAT price rise, art. 2120 c.c.) depends on which years they were, so it
 * is named as the part left out unless the question dates them; the sum stands on the pay as given.
 */
const YEARS =
  /\b(?:lavorat[oaie]|lavoro|lavora|lavorando|servizio|rapporto|dopo|per|in|da|ormai|quasi|circa)\s+(?:i |gli |quasi |circa |ormai )?(\d{1,2}|[a-z]{3,10})\s+anni\b(?:\s+e\s+(?:(mezzo)|(\d{1,2}|[a-z]{3,10})\s+mes[ei]\b))?(?!\s*(?:di eta|d'eta|fa\b))/;

// ("prima di qualunque rivalutazione", "senza alcuna rivalutazione", "prima dell'eventuale rivalutazione": a
// determiner between the setting-aside words and the noun.)
const SET_ASIDE_BEFORE =
  /\b(?:(?:senza(?: contare| calcolare| considerare)?|esclus[oa]|esclus[ie]|esclud\w*|tranne|prima della|prima di|al netto della|non consideran\w*|non contando|lasciando (?:fuori|stare)|a parte) (?:la |le |l')?|(?:prima|al netto) dell')(?:(?:qualunque|qualsiasi|ogni|alcuna|nessuna|eventual[ei]) ){0,2}(?:rivalutazion\w*|coefficient\w*)/g;

const THIRD_PARTY =
  "(?:il |lo |la |l'|un |una |il nostro |la nostra |nostr\\w* )?(?:consulent\\w*|commercialist\\w*|studio|ufficio|caf|patronato|collega|amministrazion\\w*|contabil\\w*|elaborator\\w*|paghe)";
const DELEGATED = new RegExp(
  `\\b(?:rivalutazion\\w*|coefficient\\w*)(?: (?:del|sul|sui|dei|dell') ?\\w+)? (?:la |lo |le |l')?(?:calcol|fa\\b|far|conteggi|gestis|gestir|segu|pens|cur|occup)\\w* ${THIRD_PARTY}` +
    `|\\b(?:della|alla|per la) rivalutazion\\w*(?: (?:del|sul|dell') ?\\w+)? (?:se ne |ci )?(?:occup|pens)\\w* ${THIRD_PARTY}`,
  'g',
);

/**
 * The revaluation asked, not set aside ("esclusa la rivalutazione", "senza rivalutazione", "prima della
 * rivalutazione"). When the asking sentence sets it aside ("…, senza contare la rivalutazione?"), a story that
 * names it as a later step ("prima di fare i conteggi con la rivalutazione") does not ask it.
 */
export function asksRevaluation(message: string): boolean {
  const asking = askedClause(readable(message));
  if (new RegExp(SET_ASIDE_BEFORE.source).test(asking)) return false;
  const text = readable(message)
    .replace(SET_ASIDE_BEFORE, ' ')
    // Said after the noun too ("rivalutazione esclusa", "rivalutazione a parte").
    // ("la rivalutazione del pregresso la tratterò separatamente", "la rivalutazione del fondo la calcolo a parte").
    .replace(
      /\b(?:rivalutazion\w*|coefficient\w*)(?: (?:del|sul|sui|dei) (?:pregress\w*|fondo|tfr|accantonat\w*))?(?: (?:la|lo) (?:tratt|calcol|conteggi|gestis|vedr|vedi|fa|far)\w*(?: io)?)? (?:esclus\w*|a parte|separatamente|in separata sede|non (?:inclus|considerat|compres)\w*)/g,
      ' ',
    )
    // Set aside by an imperative, before or after the noun ("ignora la rivalutazione", "lasciate stare la
    // rivalutazione", "non mi interessa la rivalutazione", "la rivalutazione lasciala stare", "rivalutazione: non
    // contarla", "non mi interessa").
    .replace(
      /\b(?:ignora\w*|trascura\w*|tralascia\w*|lasci\w* (?:stare|perdere|fuori)|non (?:contare|calcolare|considerare|mettere)|non (?:mi |m'|ci )?(?:interessa|importa|serve|servono)) (?:la |le |l')?(?:rivalutazion\w*|coefficient\w*)/g,
      ' ',
    )
    .replace(
      /\b(?:rivalutazion\w*|coefficient\w*):? (?:(?:la |le )?(?:lascia\w* (?:stare|perdere|fuori)|ignora\w*|trascura\w*)|non (?:contarl\w*|calcolarl\w*|considerarl\w*|(?:mi |m'|ci )?(?:interessa|serve|servono|importa)))/g,
      ' ',
    )
    // ("la rivalutazione dell'anno prima la lasciamo stare": a few words of its own before the pronoun.)
    .replace(
      /\b(?:rivalutazion\w*|coefficient\w*) [^.?!,;:]{1,30}? (?:la|le) (?:lascia\w* (?:stare|perdere|fuori)|ignori\w*|escludiam\w*|teniamo fuori)/g,
      ' ',
    )
    // Left to a third party ("la rivalutazione del pregresso la calcola il consulente a parte", "della
    // rivalutazione se ne occupa lo studio"): not asked here.
    .replace(DELEGATED, ' ')
    // Nothing to revalue said ("nessun TFR pregresso da rivalutare", "non c'è fondo da rivalutare", "niente
    // rivalutazione", "primo anno, nessuna rivalutazione"): the year's accrual is asked, not a revaluation.
    .replace(
      /\b(?:nessun\w*|niente|non c'[eè]|non ce|non ha|non abbiamo|non ho|zero)\b[^.?!;]{0,40}?\b(?:da rivalutar\w*|rivalutazion\w*|rivalutat\w*)/g,
      ' ',
    );
  // An inflation rate asked of a TFR is its revaluation ("con inflazione al 2,5%, quanto diventa il fondo?").
  return /rivalut|coefficien|sostitutiv|\binflazion/.test(text);
}

/** One year's quota asked, whatever the years of service told ("quanto matura in un anno?", "la quota del 2025"). */
const ONE_YEAR =
  /\bin un anno\b|\bun anno intero\b|\ball'anno\b|\bquot[ae] annu\w*|\bannualmente\b|\bogni anno\b|\bquest'anno\b|\bdell'anno\b|\bl'anno in corso\b|\b(?:solo )?(?:nel|del|per il|per l'anno|relativ\w* al) (?:solo )?(?:19|20)\d\d\b|\bquota\b/;

const count = (raw: string) => (/^\d+$/.test(raw) ? Number(raw) : wordsToNumber(raw));

/**
 * The years of work a TFR question states ("ho lavorato 3 anni", "dopo cinque anni", "3 anni e 4 mesi", "due anni e
 * mezzo"), 2 to 45, with the months as a fraction of a year.
 */
export function tfrYears(message: string): number | undefined {
  const text = readable(message);
  // A year's quota and the years' total asked together ("quanto in un anno e quanto in tutto per i tre anni"): the
  // total, whose answer gives the year's quota too.
  if (ONE_YEAR.test(text) && !/\bin (?:tutto|totale)\b|\bcomplessiv\w*|\bper (?:i|gli) \w+ anni\b/.test(text))
    return undefined;
  const match = YEARS.exec(text);
  if (!match?.[1]) return undefined;
  const n = count(match[1]);
  if (n === undefined || !Number.isInteger(n) || n < 2 || n > 45) return undefined;
  if (match[2] === undefined && match[3] === undefined) return n;
  const months = match[2] ? 6 : count(match[3] ?? '');
  return months !== undefined && Number.isInteger(months) && months > 0 && months < 12 ? n + months / 12 : n;
}

/** "3 anni", "3 anni e 4 mesi", "2 anni e 1 mese". */
function yearsLabel(years: number): string {
  const whole = Math.floor(years);
  const months = Math.round((years - whole) * 12);
  if (months === 0) return `${whole} anni`;
  return `${whole} anni e ${months} ${months === 1 ? 'mese' : 'mesi'}`;
}

/**
 * Whole months from a hire day to a leaving day in different years ("dal 1 gennaio 2020 al 31 dicembre 2025"),
 * the first and the last month counting when they hold at least 15 days; undefined within one year (the TFR of
 * the year's months is answered elsewhere).
 */
export function monthsAcrossYears(from: string | undefined, to: string | undefined): number | undefined {
  if (!from || !to || from.startsWith('?') || to.startsWith('?')) return undefined;
  const [y1, m1, d1] = from.split('-').map(Number);
  const [y2, m2, d2] = to.split('-').map(Number);
  if (!y1 || !m1 || !d1 || !y2 || !m2 || !d2 || y2 <= y1) return undefined;
  const firstCounts = new Date(Date.UTC(y1, m1, 0)).getUTCDate() - d1 + 1 >= 15 ? 1 : 0;
  const lastCounts = d2 >= 15 ? 1 : 0;
  return (y2 - y1) * 12 + (m2 - m1 - 1) + firstCounts + lastCounts;
}

/**
 * `household`: domestic work's quota is the year's pay ÷ 13,5 with no guarantee-fund deduction (domestic-tfr.ts),
 * every year alike.
 */
export function tfrOverYears(
  ctx: AgentContext,
  req: TypedRequest,
  base: PayBase,
  household = false,
): AgentAnswer | undefined {
  const across = monthsAcrossYears(req.slots.hireDate, req.slots.endDate);
  if (
    across === undefined &&
    // A leaving day with the years of service told ("mi licenzio il 15 dicembre, da 3 anni") is those years.
    (req.slots.monthsWorked !== undefined ||
      req.slots.hireDate ||
      (req.slots.endDate && tfrYears(ctx.message) === undefined))
  )
    return undefined;
  const years = across !== undefined ? (across >= 24 ? across / 12 : undefined) : tfrYears(ctx.message);
  if (years === undefined) return undefined;
  let worked: ReturnType<typeof tfrAccrualWorked>;
  try {
    worked = tfrAccrualWorked({ annualPay: base.annual, ...(household ? { guaranteeFund: false } : {}) });
  } catch {
    return undefined;
  }
  const parts = workedParts(worked);
  const yearly = cents(worked.result.net);
  const total = cents(yearly * years);
  const gross = cents(worked.result.gross);
  const span = yearsLabel(years);
  // "× 3" for whole years, "× 40/12" when months are told: the factor a reader can redo.
  const factor = Number.isInteger(years) ? `${years}` : `${Math.round(years * 12)}/12`;
  return compose({
    answer: `Con ${base.label}, in ${span} le quote di TFR accantonate sommano a ${bold(euro(total))} (${euro(yearly)} l'anno × ${factor}; ${household ? "retribuzione dell'anno ÷ 13,5: nel lavoro domestico senza detrazioni" : `quota lorda ${euro(gross)} l'anno, ${euro(cents(gross * years))} in ${span}, meno lo 0,50% al Fondo di garanzia INPS`}), prima della rivalutazione annua del fondo.`,
    steps: [
      ...parts.steps,
      '',
      ...table([[`**Quote di ${span}**: ${euro(yearly)} × ${factor}`, `**${euro(total)}**`]]),
    ],
    assumptions: [
      ...base.assumptions.filter((a) => !a.includes('Solo minimo')),
      'La stessa retribuzione annua per tutti gli anni: con aumenti nel tempo, ogni anno ha la sua quota (retribuzione annua ÷ 13,5).',
      'Importo lordo: alla liquidazione il TFR ha una tassazione separata.',
      ...parts.assumptions,
    ],
    unanswerable: [
      ...parts.unanswerable,
      `la rivalutazione del fondo (1,5% più il 75% dell'aumento dei prezzi ISTAT di ogni anno, art. 2120 c.c.), che si aggiunge alle quote: dipende dagli anni in cui il TFR è maturato; indicali per calcolarla`,
    ],
    citations: [...base.citations, ...parts.citations],
    related: ['Come si rivaluta il TFR?', 'Quanto è la tassazione del TFR alla liquidazione?'],
  });
}
