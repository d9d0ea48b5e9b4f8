import type { Ccnl, Level } from '../kb/schema.js';
import { readable } from '../reader/text.js';

/**
 * A job told only as simple tasks done by someone with no experience ("un ragazzo senza esperienza che mette i
 * cartoni sulla linea e toglie gli scarti, niente conduzione macchine"), whose words match no level's profile:
 * the one level whose description says its work needs no particular knowledge ("fasi del processo produttivo che
 * non richiedono particolari conoscenze", "attività manuali semplici"). Undefined when the story claims
 * experience or training, or when no single level's description says so.
 */
const NO_EXPERIENCE =
  /\b(?:senza|nessuna|zero|priv\w* di) (?:alcuna )?(?:esperienz|qualific|formazion)\w*|\bprim[oa] (?:impiego|esperienza|lavoro)\b|\bmai lavorato\b/;
const SIMPLE_TASKS =
  /\b(?:solo|soltanto|solamente|deve solo|niente|nessuna conduzione|non conduce|mansioni (?:semplici|generiche|elementari)|lavori semplici|manovalanza)\b/;
const SIMPLE_LEVEL =
  /\bnon richied\w* particolari (?:conoscenz|competenz|titol)|\battivita (?:manuali )?semplici\b|\blavorazioni semplici\b|\bmansioni generiche\b/;

export function simpleTasksLevel(ccnl: Ccnl, message: string): Level | undefined {
  const text = readable(message);
  if (!NO_EXPERIENCE.test(text) || !SIMPLE_TASKS.test(text)) return undefined;
  const simple = ccnl.levels.filter((l) =>
    SIMPLE_LEVEL.test(readable(`${l.declaratoria ?? ''} ${(l.examples ?? []).join(' ')}`)),
  );
  return simple.length === 1 ? simple[0] : undefined;
}
