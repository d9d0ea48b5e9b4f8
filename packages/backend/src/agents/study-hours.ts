import { euro } from '../kb/format.js';
import type { Ccnl, StudyLeave } from '../kb/schema.js';
import { leaveKindsOf } from '../reader/asked-topic.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, type Citation, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { lawCitations } from './law-facts.js';

/**
 * A worker's own study or training hours by purpose (the agreement's `leave.study.hours`): which count the
 * conversation is about (preparing exams, the lower secondary diploma, vocational training, a course funded by
 * the bilateral body, or attending courses), and what those hours are worth at the hourly pay the user gives
 * ("la pago 8,20 l'ora: quanto le devo in tutto per le ore di corso?").
 */

type Entry = NonNullable<StudyLeave['hours']>[number];

const PREPARATION = /\bprepar\w*|\bper studiare\b/;
const LOWER_SECONDARY =
  /\blicenza (?:media|di scuola media|conclusiva)|\bprimo ciclo\b|\bobbligo (?:scolastic|di istruzion|formativ)\w*|\balfabetizz\w*|\bscuola media\b|\bterza media\b/;
const TRAINING =
  /\bformazione professional\w*|\bcors\w* (?:di |per )?(?:formazione|aggiornamento|qualific)\w*|\bassistente familiar\w*|\bcorso (?:da|per) (?:oss|asa|badant|colf|assistent)\w*|\bebincolf\b/;
// "finanziato o riconosciuto da Ebincolf", not "non riconosciuto da Ebincolf".
const BODY_FUNDED =
  /^(?!.*\bnon (?:e |è )?(?:\w+ )?(?:riconosciut|finanziat)\w*\b[^?.]{0,20}\b(?:da |dall'|dal )?(?:l'?ente bilateral\w*|ebincolf)).*\b(?:ebincolf|ente bilateral\w*)\b/;

/** The purpose the texts (the question first, then the turns before) speak of, among those the agreement has. */
export function studyHoursEntry(ccnl: Ccnl, texts: string[]): Entry | undefined {
  const entries = ccnl.leave.study.hours ?? [];
  if (!entries.length) return undefined;
  const pick = (purpose: Entry['for']) => entries.find((e) => e.for === purpose);
  for (const text of texts) {
    if (BODY_FUNDED.test(text) && pick('formazione_ente')) return pick('formazione_ente');
    if (TRAINING.test(text) && pick('formazione')) return pick('formazione');
    if (LOWER_SECONDARY.test(text) && pick('obbligo')) return pick('obbligo');
    if (PREPARATION.test(text) && pick('preparazione')) return pick('preparazione');
  }
  return pick('corsi') ?? (entries.length === 1 ? entries[0] : undefined);
}

const PERIOD = { anno: "l'anno", triennio: 'nel triennio' } as const;

/** "le 40 ore l'anno di permesso per preparare gli esami": the entry said with its count. */
export const entryLine = (ccnl: Ccnl, entry: Entry): string =>
  `Nel ${ccnl.short_name}, ore di permesso per ${PURPOSE[entry.for]}: ${bold(`${entry.hours} ore ${PERIOD[entry.period]}`)}; ${entry.text.replace(/\.$/, '')}.`;

const PURPOSE: Record<Entry['for'], string> = {
  corsi: 'il diritto allo studio (frequenza dei corsi)',
  preparazione: 'preparare gli esami',
  obbligo: 'i corsi per la licenza media',
  formazione: 'la formazione professionale',
  formazione_ente: 'i corsi riconosciuti dall’ente bilaterale',
};

// "quanto mi devono dare in tutto", "quanto le devo pagare in totale", "qual è la retribuzione complessiva".
const VALUE_ASKED =
  /\bquant\w*\b[^?]{0,60}\b(?:in tutto|in totale|totale|complessiv\w*|dare|pagar\w*|corrispond\w*|costa\w*|vale\w*|valgono)\b|\b(?:retribuzione|importo|costo|valore) (?:\w+ ){0,2}(?:complessiv|total)\w*/;

/** The hourly pay the turn gives ("11,50 € l'ora", "paga oraria lorda di 13,20 €"), if any. */
function hourlyPay(ctx: AgentContext): number | undefined {
  return ctx.request?.slots.amounts.find((a) => a.perHour)?.value;
}

/**
 * The value of the study or training hours at the hourly pay given: hours × pay, with the rule the hours come
 * from. Undefined unless the conversation is about study leave and the turn gives an hourly pay and asks a total.
 */
export function studyHoursValue(ctx: AgentContext, ccnl: Ccnl): AgentAnswer | undefined {
  const message = readable(ctx.message);
  const pay = hourlyPay(ctx);
  if (pay === undefined || !VALUE_ASKED.test(message)) return undefined;
  const history = [...(ctx.history ?? [])].reverse().map(readable);
  const texts = [message, ...history];
  const study = texts.slice(0, 3).some((t) => leaveKindsOf(t).includes('study') || TRAINING.test(t));
  if (!study) return undefined;
  const entry = studyHoursEntry(ccnl, texts);
  if (!entry) return undefined;
  const total = Math.round(entry.hours * pay * 100) / 100;
  const rule = entryLine(ccnl, entry);
  return compose({
    answer: `Per le ${entry.hours} ore di permesso retribuito (${PURPOSE[entry.for]}) alla paga oraria lorda di ${euro(pay)} spettano ${bold(`${euro(total)} lordi`)} (${entry.hours} × ${euro(pay)}), se le ore sono usate tutte.`,
    steps: [rule],
    assumptions: [
      'Ore pagate alla paga oraria lorda indicata, senza maggiorazioni; sono un tetto: si pagano solo quelle effettivamente usate.',
    ],
    citations: citeSources(ccnl, rule, entry.article ?? null, entry.sources),
    related: [],
  });
}

/** L. 300/1970, art. 10 (read on 2026-11-30): the exam days every agreement starts from. */
const EXAM_DAYS_LAW = {
  text: 'per legge (art. 10 della legge 300/1970, Statuto dei lavoratori) i lavoratori studenti, anche universitari, hanno diritto a permessi giornalieri retribuiti per i giorni in cui sostengono gli esami (il datore può chiedere il certificato), a turni che agevolino la frequenza dei corsi e la preparazione degli esami e non sono obbligati agli straordinari né a lavorare nei riposi settimanali',
  reference: 'L. 300/1970, art. 10',
  sources: [
    {
      url: 'https://previdenza-professionisti.it/diritto-del-lavoro/art-10-statuto-dei-lavoratori.html',
      label: 'Previdenza professionisti: art. 10 dello Statuto dei lavoratori (testo annotato)',
      date: null,
      confidence: 'medium' as const,
    },
    {
      url: 'https://www.manageritalia.it/focus-giuridico/permessi-studio',
      label: 'Manageritalia: permessi studio, art. 10 della legge 300/1970',
      date: null,
      confidence: 'medium' as const,
    },
  ],
};

/** The law's exam days, said where the agreement's own study rule is not in the knowledge base. */
export function examDaysByLaw(): { line: string; citations: Citation[] } {
  const line = `${EXAM_DAYS_LAW.text.charAt(0).toUpperCase()}${EXAM_DAYS_LAW.text.slice(1)}.`;
  return { line, citations: lawCitations(EXAM_DAYS_LAW, line) };
}
