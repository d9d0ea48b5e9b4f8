import type { Ccnl, StudyLeave } from '../kb/schema.js';
import { employeesOf, staffInWords } from '../reader/approximate-counts.js';
import { wordsToNumber } from '../reader/numbers.js';
import { readable } from '../reader/text.js';
import { type Citation, citeSources } from './answer.js';
import { bold } from './compose.js';
import type { AgentContext } from './context.js';
import { entryLine, studyHoursEntry } from './study-hours.js';

/**
 * One rule of the study leave ("150 ore") asked on its own: the firm's pool of hours, how many may be away at
 * once, or what the hours may be used for (lessons, not exam preparation). The rule opens, with its figure for
 * the headcount the conversation gives; the agreement's whole statement follows in the caller.
 */

// "monte ore complessivo", "quante ore in tutto ha l'azienda", "il totale delle ore per tutti i dipendenti".
const POOL =
  /\bmonte(?:\s+\w+)?\s+ore\b|\bmonte (?:complessiv|global|aziendal|total)\w*|\bore (?:complessiv|total|global)\w* (?:dell'|per l'|a disposizione dell'|dell )?(?:aziend|unita|impres|ditta|negozi)\w*|\bquante ore\b[^?]{0,40}\b(?:in tutto|in totale|complessiv\w*|total\w*)\b|\b(?:tetto|limite|massimale|plafond) (?:\w+ )?(?:complessiv|global|total|aziendal)\w*/;
// "quante ore pro capite … e il monte ore aziendale?": each worker's own hours asked before the pool.
const PER_HEAD = /\bpro ?capite\b|\ba testa\b|\bper (?:ciascun|ogni|singol)\w* (?:lavorat|dipendent)\w*/;
// "quanti possono assentarsi contemporaneamente", "quanti colleghi insieme", "nello stesso periodo".
const CONCURRENT =
  /contemporane\w*|\bin contemporanea\b|\bnello stesso (?:momento|periodo|tempo)\b|\ballo stesso tempo\b|\b(?:assent\w*|in permesso|a casa|fuori)\b[^?.]{0,30}\binsieme\b|\binsieme\b[^?.]{0,30}\b(?:assent\w*|in permesso)|\bquant\w* (?:dipendent\w*|lavorator\w*|persone|colleghi|addett\w*)? ?(?:al massimo |per volta |alla volta )?(?:possono|puo|potrebbero)\b[^?.]{0,40}\b(?:usar|chieder|prender|stare|assentar|fruir|avere)\w*/;
// "anche per prepararmi agli esami o solo per andare a lezione?", "valgono per studiare a casa?".
const USE =
  /\bprepar\w*\b[^?.]{0,30}\besam|\besam\w*\b[^?.]{0,50}\b(?:lezion\w*|frequen\w*|solo per (?:i |il )?cors)|\b(?:lezion\w*|frequen\w*)\b[^?.]{0,50}\besam|\bstudiare a casa\b|\bper studiare\b[^?.]{0,20}\b(?:a casa|per conto)/;

type Aspect = 'pool' | 'concurrent' | 'use';

/** Whether the firm's pool of study hours is asked ("monte ore complessivo", "quante ore in tutto"). */
export const poolAsked = (text: string): boolean => POOL.test(text);

/** The aspect the question asks, if it asks one the agreement records. */
function aspectAsked(text: string, study: StudyLeave): Aspect | undefined {
  if (study.concurrent && CONCURRENT.test(text)) return 'concurrent';
  if (study.pool && POOL.test(text)) return 'pool';
  if (study.use && USE.test(text)) return 'use';
  return undefined;
}

// "siamo in 40", "siamo 40", "in organico siamo 40", "un organico di 40".
const WE_ARE =
  /\bsiamo (?:in )?(?:circa |quasi |sui |oltre |piu di |una )?(\d{1,5}|[a-z]{3,30})\b(?! (?:anni|ore|giorni|mesi|euro))|\borganico di (\d{1,5})\b/;

// "e se i dipendenti fossero 200?", "se fossimo 80", "eravamo 80 non 60": the headcount a follow-up changes.
const SUPPOSED =
  /\b(?:dipend\w*|lavorator\w*|addett\w*) (?:fossero|erano|sono|diventassero|diventano) (?:in )?(\d{1,5})\b|\b(?:fossimo|eravamo|saremo|saremmo|diventiamo|diventassimo) (?:in )?(?:circa |quasi |sui |oltre )?(\d{1,5})\b(?! (?:anni|ore|giorni|mesi|euro))/;

/** The headcount the question or, failing that, the conversation's latest turn that states one gives. */
export function headcount(texts: string[]): number | undefined {
  for (const text of texts) {
    const supposed = SUPPOSED.exec(text);
    if (supposed) return Number(supposed[1] ?? supposed[2]);
    const we = WE_ARE.exec(text);
    const said = we
      ? /^\d/.test(we[1] ?? we[2] ?? '')
        ? Number(we[1] ?? we[2])
        : wordsToNumber(we[1] ?? '')
      : undefined;
    const count = said ?? employeesOf(text) ?? staffInWords(text);
    if (count !== undefined && count >= 1) return count;
  }
  return undefined;
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const decimal = (value: number) => value.toLocaleString('it-IT', { maximumFractionDigits: 2 });

// "1.200 ore", "2.520 ore": thousands grouped as Italian writes them (ICU leaves four digits ungrouped).
export const hours = (value: number) =>
  `${value.toLocaleString('it-IT', { maximumFractionDigits: 1, useGrouping: 'always' })} ore`;

/** The pool's line: the hours for the headcount given, or the rule. */
function poolLine(ccnl: Ccnl, pool: NonNullable<StudyLeave['pool']>, staff: number | undefined): string {
  const rule = pool.text.replace(/\.$/, '');
  if (staff === undefined)
    return `Nel ${ccnl.short_name}, monte ore per il diritto allo studio: ${bold(`${pool.hours_per_employee} ore per dipendente`)} nel triennio; ${rule}.`;
  const total = staff * pool.hours_per_employee;
  return `Nel ${ccnl.short_name}, monte ore per il diritto allo studio: con ${staff} dipendenti sono ${bold(`${hours(total)} nel triennio`)} (${staff} × ${pool.hours_per_employee} ore); ${rule}.`;
}

/** How many may be away at once for the headcount given, or the rule. */
function concurrentLine(
  ccnl: Ccnl,
  rule: NonNullable<StudyLeave['concurrent']>,
  staff: number | undefined,
): string {
  const text = rule.text.replace(/\.$/, '');
  const lead = rule.yearly
    ? `Nel ${ccnl.short_name}, lavoratori che usano le ore di studio nello stesso anno`
    : `Nel ${ccnl.short_name}, assenze contemporanee per studio`;
  const once = rule.yearly ? 'nello stesso anno' : 'alla volta';
  if (staff === undefined)
    return `${lead}: ${bold(`al massimo il ${rule.percent}% ${rule.yearly ? 'del personale' : 'della forza occupata'}`)}; ${text}.`;
  const band = rule.bands?.find((b) => staff >= b.from && staff <= b.to);
  const share = Math.floor((staff * rule.percent) / 100);
  const who = (n: number) => (n === 1 ? 'un solo lavoratore' : `${n} lavoratori`);
  if (band)
    return `${lead}: con ${staff} dipendenti ${bold(`${band.workers === 1 ? '1 solo lavoratore' : `${band.workers} lavoratori`} nel corso dell'anno`)}, perché da ${band.from} a ${band.to} dipendenti il diritto è riconosciuto comunque a ${who(band.workers)} (il ${rule.percent}% di ${staff} sarebbe ${decimal((staff * rule.percent) / 100)}). ${capital(text)}.`;
  const below = rule.bands?.length && staff < Math.min(...rule.bands.map((b) => b.from));
  if (share < 1)
    return `${lead}: con ${staff} dipendenti ${bold(`il ${rule.percent}% non arriva a un lavoratore`)}${below ? ` e la garanzia di un lavoratore vale solo da ${Math.min(...(rule.bands ?? []).map((b) => b.from))} dipendenti` : ''}; ${text}.`;
  return `${lead}: con ${staff} dipendenti ${bold(`al massimo ${who(share)} ${once}`)} (il ${rule.percent}% di ${staff}, arrotondato per difetto); ${text}.`;
}

/** The line that answers the study-leave rule asked, with its citations; undefined when none is asked. */
export function studyAspectLine(
  ctx: AgentContext,
  ccnl: Ccnl,
): { line: string; citations: Citation[] } | undefined {
  const study = ccnl.leave.study;
  const message = readable(ctx.message);
  const texts = [message, ...[...(ctx.history ?? [])].reverse().map(readable)];
  const aspect = aspectAsked(message, study);
  if (!aspect) return ownHoursLine(ccnl, texts);
  const staff = headcount(texts);
  const rule = study[aspect];
  if (!rule) return undefined;
  const line =
    aspect === 'pool' && study.pool
      ? poolLine(ccnl, study.pool, staff)
      : aspect === 'concurrent' && study.concurrent
        ? concurrentLine(ccnl, study.concurrent, staff)
        : `Nel ${ccnl.short_name}, uso delle ore di studio: ${bold(rule.text.replace(/\.$/, ''))}.`;
  const citations = citeSources(ccnl, line, rule.article ?? null, rule.sources);
  const own = (study.hours ?? []).find((e) => e.for === 'corsi');
  const perHead = PER_HEAD.exec(message)?.index;
  if (aspect !== 'pool' || !own || perHead === undefined || perHead > (POOL.exec(message)?.index ?? 0))
    return { line, citations };
  const first = entryLine(ccnl, own);
  const joined = `${first} ${line.replace(`Nel ${ccnl.short_name}, monte ore`, 'Il monte ore aziendale')}`;
  return {
    line: joined,
    citations: [...citeSources(ccnl, first, own.article ?? null, own.sources), ...citations],
  };
}

/**
 * "quante ore per il corso da assistente familiare?", "e se il corso è riconosciuto da Ebincolf?", "anche per
 * preparare gli esami?": a worker's own hours for a purpose other than attending courses open the answer.
 */
function ownHoursLine(ccnl: Ccnl, texts: string[]): { line: string; citations: Citation[] } | undefined {
  const entry = studyHoursEntry(ccnl, texts.slice(0, 2));
  if (!entry || entry.for === 'corsi') return undefined;
  const line = entryLine(ccnl, entry);
  return { line, citations: citeSources(ccnl, line, entry.article ?? null, entry.sources) };
}
