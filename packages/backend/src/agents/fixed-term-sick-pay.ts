import { employmentRule } from '../kb/employment-rules.js';
import { italianDate, MONTH_NAMES, MONTHS } from '../kb/format.js';
import { wordsToNumber } from '../reader/numbers.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { lawCitations } from './law-facts.js';

/**
 * The limit of a fixed-term worker's sickness benefit asked ("sono a termine per l'estate, mi sono ammalato: per
 * quanti giorni al massimo me la pagano?"): by law (D.L. 463/1983, art. 5; `data/law/employment-rules.json`) no
 * more days than worked in the 12 months before the illness, at least 30 in the calendar year, at most 180. The
 * days worked are the ones told ("avessi lavorato 150 giorni") or counted from the hire to the illness when the
 * story says no other work in the year. A follow-up giving another count keeps the earlier turn's case.
 */

const FIXED_TERM =
  /\ba termine\b|\btempo determinat\w*|\bstagional\w*|\bper (?:la|questa) stagione\b|\bper l'estate\b|\bcontratt\w* (?:estiv|stagional)\w*/;
const SICK = /\bmalatti\w*|\bammal\w*|\bmalat[oa]\b|\bcertificat\w* medic\w*/;
// The limit of the benefit asked: the most days, how many days it covers, the 12 months before.
const ASKS_LIMIT =
  /\bquant\w* giorni\b[^?]{0,60}\b(?:al massimo|massimo|pag\w*|copr\w*|indennizz\w*|spett\w*)|\b(?:al massimo|limite|tetto)\b[^?]{0,60}\b(?:giorni|malatti\w*|indennit\w*|pag\w*)|\bper quant\w* (?:giorni|tempo)\b|\bc'e un limite\b|\bha un limite\b/;
// The agreement's own asks keep their answers: the comporto, an injury, a day's share.
const OTHER_ASK =
  /\bcomporto\b|\bconserv\w*\b[^?]{0,20}\bposto\b|\blicenzi\w*|\binfortun\w*|\binail\b|\bpercentual\w*/;
const WORKED =
  /\blavorat\w* (?:\w+ ){0,3}?(\d{1,3}|[a-z]+) giorn\w*|\b(\d{1,3}) giorn\w* (?:di lavoro|lavorat\w*)/;
const NO_OTHER_WORK =
  /\bnon (?:ho|aveva|avevo|ha) lavorat\w*|\bnon lavorav\w*|\bniente lavoro\b|\bdisoccupat\w*|\bprimo (?:lavoro|impiego)\b|\bnessun (?:altro )?lavoro\b/;
const HIRED = new RegExp(
  String.raw`\b(?:dal|assunt\w* il|inizi\w* il|assunt\w* dal)\s+(\d{1,2})\s*(?:°|o)?\s+(${MONTH_NAMES})(?:\s+(\d{4}))?`,
);
const FELL_ILL = new RegExp(
  String.raw`\b(?:il|dal)\s+(\d{1,2})\s*(?:°|o)?\s+(${MONTH_NAMES})(?:\s+(\d{4}))?\s+(?:mi sono |si e |sono |e )?(?:ammalat|malat|stat[oa] male)`,
);
const PROGNOSIS = /\b(?:dato|data|prognosi (?:di)?|certificat\w* (?:di|per))\s+(\d{1,3}) giorni\b/;
const DAY = 86_400_000;

function dayOf(m: RegExpExecArray | null, year: number): Date | undefined {
  if (!m?.[1] || !m[2]) return undefined;
  return new Date(Date.UTC(m[3] ? Number(m[3]) : year, MONTHS.indexOf(m[2]), Number(m[1])));
}

function workedTold(text: string): number | undefined {
  const m = WORKED.exec(text);
  const raw = m?.[1] ?? m?.[2];
  if (!raw) return undefined;
  const n = /^\d/.test(raw) ? Number(raw) : wordsToNumber(raw);
  return n !== undefined && n > 0 && n <= 366 ? n : undefined;
}

/** Whether a message tells a fixed-term worker's illness and asks the benefit's limit. */
function asksLimit(text: string): boolean {
  return FIXED_TERM.test(text) && SICK.test(text) && ASKS_LIMIT.test(text) && !OTHER_ASK.test(text);
}

export function fixedTermSickPay(ctx: AgentContext): AgentAnswer | undefined {
  const text = readable(ctx.message);
  const previous = readable(ctx.history?.at(-1) ?? '');
  const own = asksLimit(text);
  // (A second ask of the same message, "c'è un limite? fino a quanti giorni mi pagano?", is the same limit.)
  const followUp =
    !own &&
    asksLimit(previous) &&
    (workedTold(text) !== undefined || (ASKS_LIMIT.test(text) && SICK.test(text) && !OTHER_ASK.test(text))) &&
    text.split(/\s+/).length <= 40;
  if (!own && !followUp) return undefined;
  const rule = employmentRule('fixed_term_sick_pay');
  const min = rule.values?.minDays ?? 30;
  const max = rule.values?.maxDays ?? 180;
  const year = Number(
    /\b(20\d\d)\b/.exec(text)?.[1] ?? /\b(20\d\d)\b/.exec(previous)?.[1] ?? ctx.today.slice(0, 4),
  );
  const story = followUp ? `${previous} ${text}` : text;
  let worked = workedTold(text);
  let counted = '';
  if (worked === undefined) {
    const hired = dayOf(HIRED.exec(story), year);
    const ill = dayOf(FELL_ILL.exec(story), year);
    if (hired && ill && ill > hired) {
      worked = Math.round((ill.getTime() - hired.getTime()) / DAY);
      const last = new Date(ill.getTime() - DAY).toISOString().slice(0, 10);
      const alone = NO_OTHER_WORK.test(story);
      counted = ` (dal ${italianDate(hired.toISOString().slice(0, 10))} al ${italianDate(last)}${alone ? ', senza altri periodi di lavoro nei 12 mesi' : ''})`;
      if (!alone && worked > min) worked = undefined;
    }
  }
  const prognosis = Number(PROGNOSIS.exec(story)?.[1] ?? Number.NaN);
  let answer: string;
  if (worked === undefined)
    answer = `Con un contratto a termine l’indennità di malattia è pagata ${bold('non oltre i giorni lavorati nei 12 mesi prima della malattia')}, e comunque per almeno ${bold(`${min} giorni`)} nell’anno solare anche a chi ha lavorato meno di ${min} giorni (${rule.reference}).`;
  else {
    const due = worked <= min ? min : Math.min(worked, max);
    const why =
      worked <= min
        ? `nei 12 mesi prima della malattia i giorni lavorati sono ${worked}${counted}, non più di ${min}: in questo caso la legge garantisce comunque fino a ${min} giorni nell’anno solare, pagati direttamente dall’INPS`
        : worked > max
          ? `i ${worked} giorni lavorati nei 12 mesi prima della malattia superano il tetto generale, quindi valgono i ${max} giorni dell’anno solare`
          : `l’indennità copre non più dei giorni lavorati nei 12 mesi prima della malattia, cioè ${worked}${counted}, sotto il tetto generale di ${max} giorni nell’anno solare`;
    const cut =
      Number.isFinite(prognosis) && prognosis > due
        ? ` Dei ${prognosis} giorni di malattia, quindi, ne sono indennizzati al massimo ${due}.`
        : '';
    answer = `Con un contratto a termine l’indennità di malattia spetta al massimo per ${bold(`${due} giorni`)}: ${why} (${rule.reference}).${cut}`;
  }
  const said = rule.text.replace('{figure}', rule.figure);
  // (Under 30 days worked, only the floor applies: the general ceiling is left out of the rule quoted.)
  const quoted =
    worked !== undefined && worked <= min
      ? said.replace(/, entro il limite generale di \d+ giorni nell’anno solare/, '')
      : said;
  return compose({
    answer,
    steps: [
      'L’indennità non si paga per i giorni successivi alla scadenza del contratto a termine: se la malattia continua oltre il termine, dal giorno dopo non spetta più.',
      `La regola: ${quoted.charAt(0).toUpperCase()}${quoted.slice(1)}.`,
    ],
    assumptions: [
      'Lavoratore con diritto all’indennità di malattia INPS (operai e impiegati del commercio e dei pubblici esercizi); il contratto collettivo può aggiungere un’integrazione a carico del datore di lavoro nei giorni indennizzati.',
    ],
    citations: lawCitations(rule, quoted),
    related: [],
  });
}
