import type { Ccnl } from '../kb/schema.js';
import { type AgentAnswer, citeSources, pickQuestions } from './answer.js';
import { cellOf, type Measure } from './compare-cells.js';
import { bold, compose } from './compose.js';
import { levelName } from './shared/levels.js';

/**
 * "un confronto tra il mio minimo in coop (C1) e il minimo di un OSS con il contratto AIOP": the user's own level
 * told, and the other agreement asked for a job its levels do not place (the knowledge base holds no profile of
 * it there, and no table of equivalences). Before, the other agreement's whole range of minimums (A … H) was set
 * against the user's one level. The gap is said first, then the user's own minimum only as such.
 */

const COMPARED =
  /\bconfront\w*|\bparagon\w*|\brispetto a\b|\bdi quanto\b|\bdifferenz\w*|\bpiu (?:alt|bass)\w*/;

/** The job the other agreement is asked for: "il minimo di un OSS", "la paga per una badante". */
const JOB_OF =
  /\b(?:minimo|minimi|paga|stipendio|retribuzione|tabellare) (?:di|per|da) (un|una|un'|il|la|lo|l')\s?([a-z][a-z'.]{1,30})/g;

/** Words that name a worker in general, not a job a profile could place. */
const GENERIC =
  /^(?:lavorat\w*|dipendent\w*|addett\w*|operai\w*|impiegat\w*|livell\w*|person\w*|collega|nuov\w*|tempo|ora|mese|anno)$/;

function placedBy(ccnl: Ccnl, job: string): boolean {
  const words = JSON.stringify(ccnl.levels)
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '');
  return new RegExp(`\\b${job.replace(/[.']/g, '')}`).test(words.replace(/[.']/g, ''));
}

/** The job as the user wrote it ("OSS"), the folded word when not found. */
function asWritten(job: string, message: string): string {
  return new RegExp(`\\b${job.replace(/[.']/g, '.')}`, 'i').exec(message)?.[0] ?? job;
}

export function unmappedJobCompare(
  agreements: Ccnl[],
  levels: (string | undefined)[],
  measures: Measure[],
  text: string,
  message: string,
  date: string,
): AgentAnswer | undefined {
  if (agreements.length !== 2 || measures[0] !== 'minimi' || !COMPARED.test(text)) return undefined;
  const held = levels.findIndex(Boolean);
  const level = levels[held];
  const own = agreements[held];
  const other = agreements[1 - held];
  if (!level || !own || !other || levels[1 - held] !== undefined || !other.levels.length) return undefined;
  const jobs = [...text.matchAll(JOB_OF)].filter((m) => !GENERIC.test(m[2] as string));
  const found = jobs.find((m) => !placedBy(other, m[2] as string));
  if (!found) return undefined;
  const [, article, job] = found as unknown as [string, string, string];
  const name = levelName(own, level);
  const cell = cellOf(own, 'minimi', level, date, text);
  const ownLine = cell.figure
    ? ` Il tuo minimo nel ${own.short_name}, da solo: ${bold(cell.figure)} al mese (${name}${cell.note ? `, ${cell.note}` : ''}).`
    : '';
  const first = other.levels[0];
  const last = other.levels.at(-1);
  const grades = first && last ? ` (${first.level} … ${last.level})` : '';
  return compose({
    answer: `Il livello di ${article}${article.endsWith("'") ? '' : ' '}${asWritten(job, message)} nel ${other.short_name} ${bold('non è nella base di conoscenza')}: i suoi livelli${grades} non collocano questa mansione e non c’è una tabella di equivalenza con il ${own.short_name}, quindi il confronto dei due minimi non lo posso fare.${ownLine}`,
    steps: [
      `Indicami il livello del ${other.short_name} che ti propongono (è scritto nella proposta o nella lettera di assunzione) e confronto i due minimi di quel livello.`,
    ],
    citations: cell.figure ? citeSources(own, cell.statement, cell.article, cell.sources) : [],
    related: pickQuestions(
      [
        `Quali sono i minimi retributivi per livello nel ${other.short_name}?`,
        `Come si inquadra una mansione nel ${other.short_name}?`,
      ],
      message,
      2,
    ),
  });
}
