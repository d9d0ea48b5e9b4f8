import { labelledValues } from '../documents/labelled-values.js';
import { indexOf } from '../kb/documents.js';
import { euro, figureValue, italianDate } from '../kb/format.js';
import { type LevelPay, levelPayAt } from '../kb/pay.js';
import type { Ccnl } from '../kb/schema.js';
import { cents } from '../payroll/index.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citePassage, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { documentAgreement } from './document-facts.js';
import { partTimePercentOf } from './document-pay-basis.js';
import { documentText, levelOf } from './document-request.js';
import { writtenMinimum } from './document-stated-minimum.js';
import { documentDate } from './document-topics.js';
import { hourlyQuotaLine } from './hourly-quota-line.js';
import { levelShort } from './shared/levels.js';

/**
 * Someone's claim about the level's minimum asked beside a payslip or letter ("il dipendente dice che da giugno il
 * minimo tabellare è 2.211 e qualcosa, è vero? a me in busta risulta ancora 2158"): the claim weighed against the
 * agreement's table in force today for the document's level, the verdict first, then the document's own figure
 * weighed against the same table. A figure said without its cents ("2.211 e qualcosa", "2.211") is right when the
 * table's euros match. Undefined when no such claim is asked or the agreement, level or table cannot be read.
 */

// "dice che … il minimo (tabellare) è 2.211 e qualcosa": someone's saying, then the minimum and its figure.
const CLAIM =
  /\b(?:dice|dicono|sostiene|sostengono|ha detto|hanno detto|afferma|affermano|mi dicono)\b[^?]{0,60}?\bminim[oi]\b(?: (?:tabellar\w*|contrattual\w*|mensil\w*|lord\w*))*[^?]{0,30}?\b(?:e'?|est|sia|sarebbe|di|a)\s+(?:euro |€ ?)?(\d{1,3}(?:\.\d{3})+(?:,\d{1,2})?|\d{3,4}(?:,\d{1,2})?)(\s+e (?:qualcosa|rotti|spiccioli|qualche (?:euro|centesimo))|\s+circa)?/;
const CONFIRMATION =
  /\b(?:e'? |est )?vero\b|\bgiust[oaie]\b|\bcorrett[oaie]\b|\bconferm\w*|\bha(?:nno)? ragione\b|\besatto\b/;
// "il minimo mi sembra quello dell'anno scorso", "il minimo in busta è ancora quello vecchio": the document's own
// minimum doubted as out of date, with no figure claimed.
// ("ti torna il minimo? se è sbagliato di quanto è sotto?": the same doubt, asked as whether it adds up.)
const ADDS_UP =
  /\b(?:ti|vi|le|mi) torna(?:no)?\b[^?.!]{0,20}?\bminim[oi]\b|\bminim[oi]\b[^?.!]{0,30}?\b(?:ti|vi|le) torna(?:no)?\b/;
const DOUBTED = new RegExp(
  String.raw`\bminim[oi]\b[^?.!]{0,60}?\b(?:dell'anno (?:scorso|prima|passato)|vecchi[oa]?|di prima|non (?:e'? )?aggiornat\w*|superat\w*|scadut\w*)\b|${ADDS_UP.source}`,
);
// "la paga base è giusta? … mi sembra uguale all'anno scorso": the base pay said a year old, its shortfall wanted.
const YEAR_OLD =
  /\b(?:uguale|stess[oa]|ferm[oa]|identic[oa])\b[^?.!]{0,30}?\b(?:anno scorso|anno passato|anno prima)\b/;
const BASE_NAMED = /\b(?:paga base|minim[oi]|retribuzione base)\b/;
// The shortfall asked: "quanto le manca al mese?", "quanto doveva essere?", "di quanto è sotto?".
const GAP_ASKED =
  /\bquanto (?:(?:le|gli|mi|ci) )?manca(?:no)?\b|\bquanto (?:doveva|dovrebbe|avrebbe dovuto) essere\b|\bdi quanto\b|\bla differenza\b/;
// A payslip's own month ("CEDOLINO DICEMBRE 2026"): its minimum is due at that month's table, not today's.
const PAYSLIP = /\b(?:cedolino|busta paga|prospetto paga)\b/i;
const NOW = /\b(?:adesso|oggi|attualmente|ad oggi)\b/;
const THIRTEENTH_LABEL = /^(?:tredicesima|13[aª^°]?)\b/i;
const MINIMUM_LABEL = /^(?:minimo(?: tabellare| contrattuale| conglobato)?|paga base|retribuzione base)\b/i;
// "Paga base oraria: 7,22", "Minimo orario", "Paga base €/h": the line's figure is an hour's, weighed against the
// table's minimum over the agreement's hourly divisor, not against the month.
const HOURLY_LABEL = /\borari[ao]\b|\bper ora\b|\ball'?\s?ora\b|\/\s?(?:h|ora)\b/i;

/** The earlier table, of the last few, whose minimum for the level (per hour, for an hour's line) is the document's figure. */
export function olderTable(
  ccnl: Ccnl,
  level: string,
  pay: LevelPay,
  value: number,
  inUnit: (monthly: number) => number = (m) => m,
): LevelPay | undefined {
  let newer = pay;
  for (let step = 0; step < 4; step++) {
    const day = new Date(`${newer.table.effective_from}T00:00:00Z`);
    day.setUTCDate(day.getUTCDate() - 1);
    const older = levelPayAt(ccnl, level, day.toISOString().slice(0, 10), pay.table.section);
    if (!older || older.table.effective_from >= newer.table.effective_from) return undefined;
    if (Math.abs(inUnit(older.row.amount) - value) < 0.005) return older;
    newer = older;
  }
  return undefined;
}

export function claimedMinimumBesideDocument(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  if (!ctx.documents.length) return undefined;
  // ("la riga 'Quota oraria applicata' è uguale a ottobre: è corretta?": the hour's line, hourly-quota-line.ts.)
  const quota = hourlyQuotaLine(ctx, req);
  if (quota) return quota;
  const question = readable(ctx.message);
  const claim = CLAIM.exec(question);
  const claimed = claim && CONFIRMATION.test(question.slice(claim.index)) ? claim : undefined;
  // (A doubt asked as "è giusto?", "ha ragione?" is left to the payslip's own checks, which answer that question.)
  // (Nor one beside the overtime row doubted: both are checked together, overtime-row-check.ts.)
  // ("è giusto? se no, quanto le manca al mese?": the doubt with the shortfall asked is the minimum's own check.)
  const yearOld = BASE_NAMED.test(question) && YEAR_OLD.test(question);
  const gapAsked = GAP_ASKED.test(question) || yearOld;
  if (
    !claimed &&
    !yearOld &&
    (!DOUBTED.test(question) || (CONFIRMATION.test(question) && !gapAsked) || /straordinar/.test(question))
  )
    return undefined;
  const text = documentText(ctx);
  const ccnl = documentAgreement(ctx.kb, req, text);
  const level = ccnl && (req.slots.level ?? levelOf(ccnl, text));
  const month = PAYSLIP.test(text) && !NOW.test(question) ? documentDate(text) : undefined;
  const pay = ccnl && level ? levelPayAt(ccnl, level, month ?? ctx.today) : undefined;
  if (!ccnl || !level || !pay) return undefined;
  // (A year-old base pay on a table of several items is the payslip's item check's: paga base against paga base.)
  if (yearOld && !claimed && !DOUBTED.test(question) && pay.row.components.length > 1) return undefined;
  const amount = pay.row.amount;
  const passages = ctx.documents.flatMap((d) => indexOf(d).passages);
  const values = labelledValues(passages);
  const line = values.find((v) => MINIMUM_LABEL.test(v.label.trim()));
  const thirteenth = values.find((v) => THIRTEENTH_LABEL.test(v.label.trim()));
  const inDocument = line ? figureValue(line.value) : writtenMinimum(text);
  const perHour = line !== undefined && HOURLY_LABEL.test(line.label);
  const divisor = ccnl.hourly_divisor.value;
  // An hour's figure with no divisor to weigh it by is left to the other checks.
  if (perHour && !divisor) return undefined;
  const hourOf = (monthly: number) => (perHour && divisor ? cents(monthly / divisor) : monthly);
  const unit = perHour ? "l'ora" : 'al mese';
  const gap = inDocument === undefined ? 0 : cents(hourOf(amount) - inDocument);
  const documentSays =
    inDocument === undefined
      ? ''
      : gap > 0
        ? ` Il documento riporta ${euro(inDocument)}${perHour ? ` l'ora (il minimo in vigore è ${euro(hourOf(amount))} l'ora)` : ''}: ${bold(`${euro(gap)} in meno`)} ${unit} del minimo in vigore, da adeguare (con gli arretrati dal ${italianDate(pay.table.effective_from)}).`
        : ` Il documento riporta ${euro(inDocument)}, pari o superiore al minimo in vigore.`;
  // A part-timer's payslip whose minimum line is the share of the full-time one ("Minimo conglobato (part-time)
  // 1.196,22" at 30 hours out of 38): the share's check weighs it, at the hours (part-time-share-check.ts).
  if (
    !claimed &&
    !perHour &&
    inDocument !== undefined &&
    inDocument < amount * 0.95 &&
    partTimePercentOf(text, ccnl.weekly_hours?.value) !== undefined
  )
    return undefined;
  if (!claimed) return doubtAnswer();
  const written = claimed[1] ?? '';
  // Without cents ("2.211", "2.211 e qualcosa") the euros are what is claimed.
  const right = written.includes(',')
    ? Math.abs(figureValue(written) - amount) < 0.01
    : Math.floor(amount) === figureValue(written);
  const said = `${written}${claimed[2] ?? ''}`.trim();
  const head = right
    ? `${bold('Sì')}: per il ${levelShort(level)} del ${ccnl.short_name} il minimo tabellare dal ${italianDate(pay.table.effective_from)} è ${bold(euro(amount))}.`
    : `${bold('No')}: per il ${levelShort(level)} del ${ccnl.short_name} il minimo tabellare dal ${italianDate(pay.table.effective_from)} è ${bold(euro(amount))}, non ${said}.`;
  return answerWith(`${head}${documentSays}`);

  /** The document's minimum doubted as old: its line against the table, the difference first. */
  function doubtAnswer(): AgentAnswer | undefined {
    if (!ccnl || !level || !pay || inDocument === undefined) return undefined;
    // A table of several items ("minimo (TEM) 1.445,65 € + contingenza 519,99 €"): the line is weighed against
    // the item it is nearest to, the minimum's own, when that is nearer than the total.
    const item = pay.row.components.find((c) => /^minimo\b/i.test(c.label));
    const own =
      !perHour &&
      item &&
      pay.row.components.length > 1 &&
      Math.abs(item.amount - inDocument) < Math.abs(amount - inDocument)
        ? item
        : undefined;
    const due = own?.amount ?? hourOf(amount);
    const short = cents(due - inDocument);
    const what = own ? `il ${own.label}` : 'il minimo tabellare';
    const table = perHour
      ? `per il ${levelShort(level)} del ${ccnl.short_name} il minimo tabellare dal ${italianDate(pay.table.effective_from)} è ${bold(euro(amount))} al mese, cioè ${bold(`${euro(due)} l'ora`)} (${euro(amount)} ÷ ${divisor}, divisore orario del contratto)`
      : `per il ${levelShort(level)} del ${ccnl.short_name} ${what} dal ${italianDate(pay.table.effective_from)} è ${bold(euro(due))}`;
    // ("Tredicesima mensilità 1.635,42" in the same payslip: worked out on the same minimum, short as much.)
    const alsoThirteenth =
      short > 0 && thirteenth
        ? ` Se la tredicesima in busta (${euro(figureValue(thirteenth.value))}) è calcolata sullo stesso minimo, anche quella è inferiore di ${euro(short)}.`
        : '';
    // ("ti torna il minimo?" is answered no where "il minimo è vecchio?" is answered yes.)
    const addsUp = ADDS_UP.test(question);
    // "È giusto?", "è davvero quello?" beside the doubt: yes or no would read either way, the finding opens instead.
    const either = CONFIRMATION.test(question) || /\bdavvero\b/.test(question);
    const opening = (yes: boolean) => (either ? 'Il' : `${bold(yes ? 'Sì' : 'No')}, il`);
    // A hiring letter's minimum: the letter's own figure, adjusted from the hire, no arrears of a payslip's months.
    const slip = PAYSLIP.test(text);
    const where = `${perHour ? 'orario ' : ''}${slip ? 'in busta' : 'indicato nel documento'}`;
    const adjust = slip
      ? `da adeguare con gli arretrati dal ${italianDate(pay.table.effective_from)}`
      : 'da adeguare';
    const older = short > 0 && !own ? olderTable(ccnl, level, pay, inDocument, hourOf) : undefined;
    const left = older ? ` È il minimo della tabella dal ${italianDate(older.table.effective_from)}.` : '';
    return answerWith(
      short > 0
        ? `${opening(!addsUp)} minimo ${where} (${euro(inDocument)}) non è aggiornato: ${table}${perHour ? ':' : ', cioè'} ${bold(`${euro(short)} in meno`)} ${unit}, ${adjust}.${left}${alsoThirteenth}`
        : `${opening(addsUp)} minimo ${where} (${euro(inDocument)}) è aggiornato: ${table}.`,
    );
  }

  function answerWith(answer: string): AgentAnswer | undefined {
    if (!ccnl || !level || !pay) return undefined;
    return compose({
      answer,
      steps: [],
      citations: [
        ...citeSources(
          ccnl,
          `${levelShort(level)}: minimo ${euro(amount)} dal ${italianDate(pay.table.effective_from)}`,
          `tabella minimi dal ${italianDate(pay.table.effective_from)}`,
          pay.table.sources,
        ),
        ...(line ? [citePassage(line.passage, `Documento caricato: ${line.passage.fileName}`)] : []),
      ],
      related: [],
    });
  }
}
