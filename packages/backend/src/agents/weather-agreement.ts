import { employmentRule } from '../kb/employment-rules.js';
import { capitalise, euro, figureValue, percent } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import { readable } from '../reader/text.js';
import type { Citation } from './answer.js';
import { bold } from './compose.js';

/**
 * What a weather-stoppage question asks beyond the CIGO itself, answered first:
 * - the agreement's own rules on the stop, from passages of its text held in the knowledge base: the hours
 *   waited on site before being sent home, a short stop for a downpour ("soste di lavoro"), the lost hours
 *   made up later, on weekdays or on Saturday ("recuperi");
 * - the CIGO's amount for a stated hourly pay and hours: the law's share (80%) of the pay lost, then net of
 *   the reduction INPS applies (5,84%), both read from the ceiling rule in the knowledge base, set against the
 *   monthly ceiling.
 */

/** Hours waited on site, a stop of minutes, a downpour: the agreement's stops ("soste"). */
const STOP_ASKED =
  /\bsost[ae]\b|\baspett\w*|\btrattenut\w*|\btenut\w* (?:in|nella|nel) (?:baracca|cantiere)\b|\b(?:in|nella) baracca\b|\bacquazzon\w*|\b\d+ ?min(?:uti|\b)/;
/** Lost hours made up later: the agreement's recoveries ("recuperi"). */
const RECOVERY_ASKED = /\brecuper\w*/;
const STOP_PASSAGE = /^Soste di lavoro\b/;
const RECOVERY_PASSAGE = /^Recuperi\b/;

type Part = { lead: string; steps: string[]; citations: Citation[] };

function cite(agreement: Ccnl, passage: Ccnl['passages'][number]): Citation {
  return {
    ccnl: agreement.short_name,
    article: passage.article,
    text: passage.text,
    url: passage.source_url,
    date: passage.source_date,
    confidence: passage.confidence,
  };
}

/** The sentences of a passage, its heading ("Recuperi: ") left out. */
const sentencesOf = (text: string): string[] =>
  text
    .replace(/^[^:]{1,40}:\s*/, '')
    .split(/(?<=\.)\s+/)
    .map(capitalise);

/** Which sentence answers what: a cue in the question, the sentence that holds its rule. */
const SENTENCE_CUES: readonly (readonly [RegExp, RegExp])[] = [
  [/\bsabat\w*|\bsesto giorno\b/, /\bsesto giorno\b/],
  [/\bacquazzon\w*|\b\d+ ?min(?:uti|\b)|\bbreve\b/, /\b30 minuti\b/],
  [/\bbaracca\b|\bdalle \d+ alle \d+\b|\b\d+ ore\b|\bmandat\w* a casa\b|\baspett\w*/, /\b2 ore\b/],
  [RECOVERY_ASKED, /\bun'ora al giorno\b/],
];

/** The agreement's own rule on the stop or the recovery asked, when its text is held; else undefined. */
function stopOrRecoveryPart(agreement: Ccnl, message: string): Part | undefined {
  const text = readable(message);
  const wanted = RECOVERY_ASKED.test(text)
    ? RECOVERY_PASSAGE
    : STOP_ASKED.test(text)
      ? STOP_PASSAGE
      : undefined;
  const passage = wanted && agreement.passages.find((p) => wanted.test(p.text));
  if (!passage) return undefined;
  const where = passage.article ? `${agreement.short_name}, ${passage.article}` : agreement.short_name;
  const sentences = sentencesOf(passage.text);
  // The sentences the question asks open, the most specific cue first; the others follow.
  const asked = [
    ...new Set(
      SENTENCE_CUES.flatMap(([question, rule]) =>
        question.test(text) ? sentences.filter((sentence) => rule.test(sentence)) : [],
      ),
    ),
  ];
  const ordered = [...asked, ...sentences.filter((sentence) => !asked.includes(sentence))];
  return {
    lead: `Nel ${where}: ${ordered.join(' ')}`,
    steps: [
      'Le ore in cui il lavoro resta sospeso per il maltempo, fuori da queste regole del contratto, sono coperte dalla CIGO per eventi meteo.',
    ],
    citations: [cite(agreement, passage)],
  };
}

/**
 * An agreement that rules its own interruptions of work (Logistica, art. 88: hours spent at the firm's disposal
 * paid in full, the first day paid to workers sent home unwarned, nothing to those warned in time): its rule
 * answers how the hours are paid, and opens; the law's wage integration (CIGO, causale eventi meteo) follows. A
 * follow-up on the workers warned in time ("e se li avessimo avvisati con un SMS?") opens with that case's clause.
 */
// The agreement's passage on interruptions and suspensions of work and the hours they cost.
const INTERRUPTIONS =
  /\binterruzion\w*\b[^.]{0,60}\bsospension\w*|\bore pers[ei]\b[^.]{0,120}\bretribuzion\w*/i;
// "se li avessimo avvisati la sera prima con un SMS", "preavvisati per e-mail": a warning given, asked.
const WARNED =
  /\b(?:avvisat\w*|preavvisat\w*|avvertit\w*|avvisar\w*|avvertir\w*)\b|\bpreavviso\b|\bsms\b|\be-?mail\b|\bmessaggio\b/;
// "nessuno li ha avvisati", "senza preavviso": a warning denied is the unwarned case.
const NOT_WARNED =
  /\b(?:nessuno|non) (?:\w+ ){0,3}(?:avvisat\w*|preavvisat\w*|avvertit\w*)|\bsenza (?:alcun )?(?:preavviso|avvis\w*)\b/;
// The clause of the warned workers in the agreement's text.
const WARNED_CLAUSE = /\bpreavvis\w* tempestiv\w*|\btempestivamente preavvisat\w*/;

/** The agreement's own rule on interrupted work (Logistica, art. 88), as the lead of a weather-stoppage answer. */
function interruptionsPart(ccnl: Ccnl, message: string): Part | undefined {
  const passage = ccnl.passages.find((p) => INTERRUPTIONS.test(p.text));
  if (!passage) return undefined;
  const text = readable(message);
  const rule = passage.text.replace(/\.$/, '');
  const body = rule.replace(/^[^:]{0,120}:\s*/, '');
  const where = `${ccnl.short_name}${passage.article ? ` (${passage.article})` : ''}`;
  const warned = WARNED.test(text) && !NOT_WARNED.test(text);
  const clause = warned
    ? body
        .split(/;\s*/)
        .find((c) => WARNED_CLAUSE.test(c))
        ?.replace(/\.\s.*$/, '')
    : undefined;
  const lead = clause
    ? `${bold('Nessuna retribuzione')} per le ore perse da chi è stato avvisato in tempo: nel ${where}, ${clause}. `
    : `Nel ${where} le ore perse quando il lavoro si interrompe si pagano così: ${body}. `;
  const law =
    'Per le ore che restano non pagate vale la regola di legge sulla cassa integrazione per «eventi meteo» (CIGO), qui sotto, se l’impresa rientra nella CIGO.';
  return {
    lead: `${lead}${law}`,
    steps: clause ? [`La regola del ${where}: ${body}.`] : [],
    citations: [cite(ccnl, passage)],
  };
}

/** The agreement's own rule on the weather stop asked (its stops, recoveries or interruptions), else undefined. */
export const weatherAgreementPart = (agreement: Ccnl, message: string): Part | undefined =>
  stopOrRecoveryPart(agreement, message) ?? interruptionsPart(agreement, message);

const NUMBER = String.raw`(\d{1,3}(?:[.,]\d{1,2})?)`;
/** "12,50 euro lordi all'ora", "12,50 €/h", "paga oraria di 12,50": the hourly pay stated. */
const HOURLY_PAY = new RegExp(
  String.raw`${NUMBER} ?(?:euro|€|eur)?(?: lord[io])? ?(?:all'?ora|l'?ora|orari\w*|\/ ?h|a ora|l ora|all ora)\b|\b(?:paga|retribuzione) oraria (?:\w+ ){0,2}?(?:di )?${NUMBER}`,
);
/** "16 ore", "le ore fossero 40": the hours lost. */
const HOURS = /\b(\d{1,3}) ore\b|\bore (?:\w+ ){0,6}?(\d{1,3})\b(?![.,]\d| ?(?:euro|€))/;
const AMOUNT_ASKED = /\bquant\w*|\bimport\w*|\bcalcol\w*|\bspett\w*/;
const BUILDING = /\bedil\w*|\bcantier\w*|\blapide\w*|\bmurator\w*/;

/** The CIGO's amount for the hourly pay and hours stated (pay from the turn before when only the hours change). */
export function weatherAmount(message: string, history: readonly string[] = []): string | undefined {
  const text = readable(message);
  const earlier = readable(history.at(-1) ?? '');
  // "e se le ore fossero 40?": the turn before asked the amount, this one changes the hours.
  if (!AMOUNT_ASKED.test(text) && !(AMOUNT_ASKED.test(earlier) && HOURLY_PAY.test(earlier))) return undefined;
  const payMatch = HOURLY_PAY.exec(text) ?? HOURLY_PAY.exec(earlier);
  const hoursMatch = HOURS.exec(text);
  const pay = payMatch ? figureValue((payMatch[1] ?? payMatch[2] ?? '').replace('.', ',')) : Number.NaN;
  const hours = hoursMatch ? Number(hoursMatch[1] ?? hoursMatch[2]) : Number.NaN;
  if (!(pay > 0 && pay < 200 && hours > 0 && hours <= 200)) return undefined;
  const ceiling = employmentRule('cig_ceiling');
  const share = Number(/trattamento è l'(\d+)%/.exec(ceiling.text)?.[1]);
  const reduction = ceiling.values?.reduction;
  const building = BUILDING.test(`${earlier} ${text}`);
  const cap = building ? ceiling.values?.weather_gross : ceiling.values?.gross;
  if (!share || reduction === undefined || cap === undefined) return undefined;
  const lost = Math.round(pay * hours * 100) / 100;
  const gross = Math.min(Math.round(lost * share) / 100, cap);
  const net = Math.round(gross * (100 - reduction)) / 100;
  const capped = gross === cap;
  return `Per ${hours} ore di CIGO a ${euro(pay)} lordi l’ora, la cassa integrazione è l’${share}% della retribuzione persa: ${euro(pay)} × ${hours} = ${euro(lost)}, × ${share}% = ${bold(euro(gross))} lordi${capped ? ' (il massimale mensile)' : ''}; tolta la riduzione del ${percent(reduction)} (art. 26 L. 41/1986) restano ${bold(`~${euro(net)}`)}. ${capped ? 'L’importo è limitato dal' : 'L’importo resta entro il'} massimale mensile 2026 ${building ? 'per le intemperie nell’edilizia' : 'della cassa integrazione'} (${euro(cap)} lordi; ${ceiling.reference}); sul netto in busta pesano poi le ritenute IRPEF.`;
}
