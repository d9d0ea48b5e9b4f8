import { employmentRule } from '../kb/employment-rules.js';
import { MONTH_NAMES } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import { withoutDeniedProbation } from './denied-probation.js';
import { lawProbationDays } from './fixed-term-probation-law.js';
import { lawCitations } from './law-facts.js';

/**
 * Two probation questions the law answers whatever the agreement, asked with no agreement (or with one that has
 * no rule of its own): does an absence stop the probation (D.Lgs. 104/2022, art. 7 c. 3: sickness, injury,
 * compulsory maternity or paternity leave prolong it by the days off; for the Ministry of Labour, circular 19/2022,
 * every other absence of the law or the agreements too, Legge 104 permits among them), and how long a fixed-term
 * hire's probation may be (art. 7 c. 2 as amended by L. 203/2024), worked out on the dates told. Before, each asked
 * which agreement applies, or listed every agreement's open-ended length. Rules from `data/law/employment-rules.json`.
 */

const PROBATION = /\bprova\b/;
const SICKNESS = /\bmalatti\w*|\bammal\w*|\binfluenz\w*|\bfebbre\b|\binfortun\w*|\bmaternita\b|\bpaternita\b/;
const OTHER_ABSENCE =
  /\bpermess\w*|\b104\b|\bconged\w*|\bassenz\w*|\bassent\w*|\bferie\b|\baspettativ\w*|\bsciopero\b/;
const HOLIDAYS = /\bferie\b/;
// "la prova va avanti lo stesso o si ferma?", "quei giorni contano nella prova o si allunga?".
const RUNS =
  /\bscorr\w*|\bsi ferm\w*|\bsospe\w*|\bslitt\w*|\bcontinua(?:no)?\b|\bcont(?:a|ano|ati|ate|ano)\b|\bcomput\w*|\bprosegu\w*|\ballung\w*|\bprolung\w*|\bva avanti\b|\bdecorr\w*|\bsi blocc\w*|\bsi interromp\w*|\bposticip\w*|\bsposta\w*/;
// Pay, dismissal or the length asked are other questions (sick-in-probation.ts, law-asks.ts, the agreement's table).
const OTHER_ASK =
  /\bpagat\w*|\bretribui\w*|\bindennit\w*|\bintegrazion\w*|\bquanto (?:prende|percepisce|spetta)\b|\blicenzi\w*|\bmandar\w* via\b|\bcomporto\b/;
const FIXED_TERM = /\btempo determinat\w*|(?<!\bportar\w* )\ba termine\b|\bcollegato lavoro\b/;
const LENGTH_ASK = /\bquant\w*|\bdurata\b|\bdur\w*\b|\bmassim\w*|\bal massimo\b/;

/** The asking sentence (the last with "?", or the last) and the one before it, which sets what it refers to. */
function askedWithContext(message: string): { asked: string; context: string } {
  const sentences = readable(message)
    .split(/(?<=[.?!:;])\s+/)
    .map((s) => s.trim())
    .filter(Boolean);
  let at = sentences.findLastIndex((s) => s.includes('?'));
  if (at < 0) at = sentences.length - 1;
  return { asked: sentences[at] ?? '', context: sentences.slice(Math.max(0, at - 1), at + 1).join(' ') };
}

const LEVEL_TOLD = /\b(\d)\s*[°º]?\s*livello\b|\blivello (\d)\b/;

/** The probation row of the level the message tells, when the agreement has one. */
function levelRow(ccnl: Ccnl, message: string): { level: string; max: string } | undefined {
  const told = LEVEL_TOLD.exec(readable(message));
  const level = told?.[1] ?? told?.[2];
  const max = level ? ccnl.probation.by_level?.find((r) => r.levels.includes(level))?.max : undefined;
  return level && max ? { level, max } : undefined;
}

/** Every row of the agreement's probation counted in days or months of actual work. */
function countsActualWork(ccnl: Ccnl): string | undefined {
  const rows = ccnl.probation.by_level ?? [];
  if (!rows.length || !rows.every((r) => /\beffettiv/i.test(r.max))) return undefined;
  return /effettiva prestazione/i.test(ccnl.probation.text ?? '')
    ? 'effettiva prestazione'
    : 'lavoro effettivo';
}

function absenceAnswer(message: string, agreement?: Ccnl): AgentAnswer | undefined {
  const { asked, context } = askedWithContext(message);
  // ("non in prova": a probation denied is no probation asked.)
  if (!PROBATION.test(withoutDeniedProbation(context)) || !RUNS.test(asked) || OTHER_ASK.test(asked))
    return undefined;
  const sick = SICKNESS.test(context);
  if (!sick && !OTHER_ABSENCE.test(context)) return undefined;
  const rule = employmentRule('probation_absence');
  const text = rule.text.replace('{figure}', rule.figure);
  const lawSaid = `per legge (D.Lgs. 104/2022, art. 7 c. 3) il periodo di prova è ${bold(rule.figure)}`;
  const actual = agreement ? countsActualWork(agreement) : undefined;
  const row = agreement ? levelRow(agreement, message) : undefined;
  const rowActual = row && /\beffettiv/i.test(row.max) ? row : undefined;
  let opening: string;
  if (agreement && rowActual)
    opening = `${bold('Non contano')}: nel ${agreement.short_name} al ${rowActual.level}° livello la prova è di ${bold(rowActual.max)}${FIXED_TERM.test(readable(message)) ? ' per le assunzioni a tempo indeterminato' : ''}, quindi i giorni di assenza non si computano e la prova ${bold('si allunga')} di altrettanti giorni; ${lawSaid}.`;
  else if (agreement && actual)
    opening = `${bold('Non contano')}: nel ${agreement.short_name} la prova si conta sui soli giorni di ${bold(actual)}, quindi i giorni di assenza${HOLIDAYS.test(context) ? ' (anche le ferie)' : ''} non si computano e la prova ${bold('si allunga')} di altrettanti giorni; per malattia, infortunio e congedi obbligatori di maternità o paternità, inoltre, ${lawSaid}.`;
  else if (HOLIDAYS.test(context) && !sick)
    return undefined; // holidays: the law names no rule, the agreement decides
  else if (sick)
    opening = `${bold('Si ferma')}: durante l’assenza la prova è sospesa, perché ${lawSaid} (malattia, infortunio, congedo di maternità o paternità obbligatori): riprende al rientro e finisce più tardi di altrettanti giorni.`;
  else
    opening = `${bold('Sì')}: per il Ministero del Lavoro (${bold('circolare n. 19 del 20 settembre 2022')}) l’elenco dell’art. 7 c. 3 del D.Lgs. 104/2022 non è tassativo, quindi anche ${/\b104\b/.test(context) ? 'i permessi e i congedi della legge 104/1992' : 'le altre assenze previste dalla legge o dal contratto collettivo'} sospendono la prova, che è prolungata di altrettanti giorni.`;
  const own =
    agreement && actual
      ? citeSources(agreement, opening, agreement.probation.article ?? null, agreement.probation.sources)
      : [];
  return compose({
    answer: opening,
    steps: [`La regola: ${text.charAt(0).toUpperCase()}${text.slice(1)}.`],
    assumptions: [
      agreement
        ? `Patto di prova scritto secondo il ${agreement.short_name}; le assenze vanno documentate (certificato medico, domanda di permesso).`
        : 'Vale per ogni contratto collettivo; un CCNL può contare la prova in giorni di effettiva prestazione o regolare le assenze in modo più favorevole.',
    ],
    citations: [...lawCitations(rule, text), ...own],
    related: [
      'Quanto dura il periodo di prova nel CCNL Commercio?',
      'Durante la prova la malattia è pagata?',
    ],
  });
}

// "e se lo faccio fino al 31 luglio?": a new end told for the contract of the turn before.
const NEW_END = new RegExp(
  String.raw`\b(?:fino )?al (\d{1,2})\s*[°º]?\s+(${MONTH_NAMES})(?:\s+(\d{4}))?\b`,
  'i',
);
const SPAN_END = new RegExp(
  String.raw`(\bdal \d{1,2}\s*[°º]?\s+(?:${MONTH_NAMES})(?:\s+\d{4})?\s+)al \d{1,2}\s*[°º]?\s+(?:${MONTH_NAMES})(\s+\d{4})?`,
  'i',
);

/** The contract told for the probation asked: this turn's, or the turn before's with the new end or length. */
function toldContract(message: string, earlier: string): string | undefined {
  const now = readable(message);
  const { asked } = askedWithContext(message);
  if (FIXED_TERM.test(now) && PROBATION.test(asked) && LENGTH_ASK.test(asked)) return now;
  const before = readable(earlier);
  if (!before || !FIXED_TERM.test(before) || !PROBATION.test(before) || now.split(/\s+/).length > 15)
    return undefined;
  const end = NEW_END.exec(now);
  if (end && SPAN_END.test(before))
    return before.replace(
      SPAN_END,
      (_w, start: string, year?: string) =>
        `${start}al ${end[1]} ${end[2]}${end[3] ? ` ${end[3]}` : (year ?? '')}`,
    );
  return /\bmes[ei]\b/.test(now) ? now : undefined;
}

function fixedTermAnswer(message: string, earlier: string): AgentAnswer | undefined {
  const told = toldContract(message, earlier);
  if (!told || /\bstagional|\bapprendist|\bindeterminat/.test(told)) return undefined;
  const law = lawProbationDays(told);
  if (!law || law === 'twelve') return undefined;
  const rule = employmentRule('fixed_term_probation');
  const { calendar, upToSix, span, due, per, min, ceiling } = law;
  const opening = `Al massimo ${bold(`${due} giorni`)} di effettiva prestazione: per un contratto a tempo determinato ${span} la legge (${rule.reference}) prevede 1 giorno ogni ${per} di calendario (${calendar} / ${per} = ${Math.floor(calendar / per)}; minimo ${min}, massimo ${ceiling} per i contratti ${upToSix ? 'fino a sei mesi' : 'oltre sei e sotto i dodici mesi'}).`;
  const text = rule.text.replace('{figure}', rule.figure);
  return compose({
    answer: opening,
    steps: [`La regola: ${text.charAt(0).toUpperCase()}${text.slice(1)}.`],
    assumptions: [
      'Il CCNL applicato non prevede una prova propria per i contratti a termine: se la prevede, valgono le sue previsioni più favorevoli al lavoratore.',
    ],
    citations: lawCitations(rule, text),
    related: [
      'Quanto dura il periodo di prova nel CCNL Commercio?',
      'Quante proroghe si possono fare a un contratto a termine?',
    ],
  });
}

/** The law's answer to a probation question asked with no agreement of its own to answer it, or undefined. */
export function probationLawAnswer(message: string, agreement?: Ccnl, earlier = ''): AgentAnswer | undefined {
  return (
    absenceAnswer(message, agreement) ??
    verticalPartTimeProbation(message, agreement) ??
    (agreement ? undefined : fixedTermAnswer(message, earlier))
  );
}

// "l'abbiamo fatta venire dalla Calabria, non ha spostato la residenza": a worker hired from another region.
const FROM_ELSEWHERE =
  /\bresidenz\w*|\b(?:altra|un'altra|diversa) (?:regione|citta)\b|\bfuori regione\b|\bvenire (?:apposta )?da(?:lla|l|ll')?\b/;
const EMPLOYER_ENDS =
  /\binterromp\w*|\blicenzi\w*|\bmandar\w* via\b|\bmandarl\w* via\b|\bnon (?:la|lo) (?:teniamo|confermiamo|tengo|confermo)\b|\brecedere\b/;
const JUST_CAUSE = /(?<!\bsenza )(?<!\bnon per )\bgiusta causa\b/;

/**
 * The agreement's notice on the employer's withdrawal in the probation of a worker hired from another region
 * without moving residence (Lavoro domestico, art. 12: 3 days or the pay for them), told in the story; undefined
 * for every other withdrawal, which the law leaves free (law-asks.ts).
 */
export function movedWorkerNotice(message: string, agreement?: Ccnl): AgentAnswer | undefined {
  const notice = agreement?.probation.withdrawal_notice;
  const story = readable(message);
  if (!agreement || !notice || !FROM_ELSEWHERE.test(story) || !EMPLOYER_ENDS.test(story)) return undefined;
  if (
    JUST_CAUSE.test(story) ||
    /\bdimett\w*|\bdimission\w*|\bse ne va\b/.test(askedWithContext(message).asked)
  )
    return undefined;
  const text = `${notice.text.charAt(0).toUpperCase()}${notice.text.slice(1)}.`;
  return compose({
    answer: `${bold('No')}: nel ${agreement.short_name}, se la lavoratrice o il lavoratore è stato assunto provenendo da un’altra regione senza trasferire la residenza e il rapporto non si interrompe per giusta causa, durante la prova il datore di lavoro deve dare un ${bold(notice.figure)} o pagare la retribuzione corrispondente. Negli altri casi la prova si interrompe senza preavviso (art. 2096 c.c.).`,
    steps: [`La regola: ${text}`],
    assumptions: [
      'Patto di prova scritto; spettano comunque la retribuzione dei giorni lavorati, i ratei di tredicesima, le ferie maturate e il TFR.',
    ],
    citations: citeSources(agreement, text, 'art. 12', notice.sources),
    related: [`Quanto dura il periodo di prova nel ${agreement.short_name}?`],
  });
}

const VERTICAL =
  /\b(?:part.?time|tempo parziale)\b[^.?!]{0,20}\bverticale\b|\bverticale\b[^.?!]{0,20}\b(?:part.?time|tempo parziale)\b/;

/**
 * The probation of a vertical part-time hire asked, where the agreement sets one of its own (Multiservizi: 3 months
 * for operai on vertical part-time): it opens, beside the full-time length of the level told.
 */
export function verticalPartTimeProbation(message: string, agreement?: Ccnl): AgentAnswer | undefined {
  const vertical = agreement?.probation.vertical_part_time;
  const { asked, context } = askedWithContext(message);
  if (!agreement || !vertical || !PROBATION.test(asked) || !VERTICAL.test(context)) return undefined;
  const level = /\b(\d)\s*[°º]?\s*livello\b|\blivello (\d)\b/.exec(readable(message));
  const levelNo = level?.[1] ?? level?.[2];
  const full = levelNo
    ? agreement.probation.by_level?.find((r) => r.levels.includes(levelNo))?.max
    : undefined;
  const text = `Nel ${agreement.short_name} la prova degli ${vertical.who} è di ${vertical.max} al massimo.`;
  return compose({
    answer: `${bold('È diversa')}: nel ${agreement.short_name} per gli ${vertical.who} il periodo di prova può durare al massimo ${bold(vertical.max)}${full ? `, invece dei ${full} previsti a tempo pieno per il ${levelNo}° livello` : ''}.`,
    steps: [`La regola: ${text}`],
    assumptions: [
      'Patto di prova scritto nella lettera di assunzione; la durata effettiva è quella indicata nel patto, entro il massimo del contratto.',
    ],
    citations: citeSources(agreement, text, agreement.probation.article ?? null, vertical.sources),
    related: [`Quanto dura il periodo di prova nel ${agreement.short_name}?`],
  });
}
