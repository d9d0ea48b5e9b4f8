import type { Ccnl, Level } from '../kb/schema.js';
import { readable } from '../reader/text.js';

/**
 * A job told only as simple tasks done by someone with no experience ("un ragazzo senza esperienza che mette i
 * cartoni sulla linea e toglie gli scarti, niente conduzione macchine"), whose words match no level's profile:
 * the one level whose description says its work needs no particular knowledge ("fasi del processo produttivo che
 * non richiedono particolari conoscenze", "attività manuali semplici"). So is a job limited to a few tasks with no
 * machine to run ("solo raccolta e cassette, niente macchine"). Undefined when the story claims experience or
 * training, or when no single level's description says so.
 */
// "non sa fare niente di particolare": no trade to speak of is no experience either.
const NO_EXPERIENCE =
  /\b(?:senza|nessuna|zero|priv\w* di) (?:alcuna )?(?:esperienz|qualific|formazion)\w*|\bprim[oa] (?:impiego|esperienza|lavoro)\b|\bmai lavorato\b|\bnon sa (?:ancora )?fare (?:niente|nulla)\b/;
// "solo raccolta e cassette, niente macchine": the tasks limited to a few, and no machine or vehicle to run (nor
// to set: "non regola le macchine").
const ONLY = /\b(?:solo|soltanto|solamente|unicamente)\b/;
// ("non regola né conduce la macchina": the verbs denied together.)
const MACHINE_VERB = String.raw`(?:usa\w*|guid\w*|conduc\w*|utilizz\w*|manovr\w*|regol\w*|impost\w*|attrezz\w*|sett(?:a|ano|are)\b)`;
const NO_MACHINES = new RegExp(
  String.raw`\b(?:niente|senza|nessun\w*|non ${MACHINE_VERB}(?: (?:ne|o|e) ${MACHINE_VERB})*(?: (?:le|i|gli|la|il|lo|l'|alcun\w*))?) (?:uso (?:di|delle|dei) )?(?:macchin|mezz|trattor|muletti?\b|carrell\w* elevat)\w*`,
);
// (No trade at all, "non ha nessuna qualifica", is the common worker's grade: the tasks are simple; so is the work
// said simple in one word, "lavoro semplice", "compiti elementari".)
const SIMPLE_TASKS =
  /\b(?:solo|soltanto|solamente|deve solo|niente|nessuna conduzione|non conduce|mansion[ei] (?:semplic[ei]|generic(?:a|he)|elementar[ei])|(?:lavor[oi]|compit[oi]|attivita) (?:molto )?(?:semplic[ei]|elementar[ei])|manovalanza|non sa (?:ancora )?fare (?:niente|nulla)|(?:senza|nessuna|non ha (?:una|alcuna|nessuna)) (?:alcuna )?qualifica)\b/;
// "mansione che ha imparato in 2 gg, nessuna macchina da condurre", "le insegniamo tutto in mezza giornata, niente
// macchinari da regolare", "bastano un paio di giorni di affiancamento": a task learned (or taught) in days, with no
// machine to run,
// needs no particular knowledge either.
const LEARNED_QUICKLY =
  /\b(?:imparat\w*|appres\w*|impar\w*|insegn\w*) (?:\w+ ){0,3}?in (?:\d+|un|una|due|tre|pochi|poche|mezza|un paio di) (?:gg|giorn\w*|giornat\w*|or[ae]|settiman\w*)\b|\bbast\w* (?:\d+|pochi|poche|un|una|due|tre|un paio di|qualche) (?:gg|giorn\w*|giornat\w*|or[ae]|settiman\w*) (?:per (?:impararl\w*|imparare)|di (?:affiancamento|formazione|addestramento|training|pratica))\b|\b(?:affiancamento|formazione|addestramento|training) di (?:\d+|pochi|poche|un|una|due|tre|un paio di|qualche) (?:gg|giorn\w*|giornat\w*|or[ae])\b/;
// Work done by hand with no machine to use ("mette a mano …, senza usare macchine").
// So is work done "a mano", or always beside a colleague who shows how ("sempre affiancata da un'altra").
const BY_HAND =
  /\bsenza (?:usare|utilizzare|condurre|adoperare) (?:le |alcun\w* )?macchin\w*|\ba mano\b|\bsempre (?:affiancat\w*|accompagnat\w*|insieme (?:a|ad) (?:un|una) (?:collega|altr\w*))/;
const SIMPLE_LEVEL =
  /\bnon richied\w* particolari (?:conoscenz|competenz|titol)|\battivita (?:manuali )?semplici\b|\blavorazioni semplici\b|\bmansion[ei] (?:generiche|semplici)\b/;

const COMMON_GRADE = /\boperai[oe]? comun[ei]\b/;

// "aiuta i muratori", "affianca gli operai", "darà una mano ai muratori": helping the tradesmen at large, a manual
// helper's work.
const HELPS_WORKERS =
  /\b(?:(?:aiut|affianc)\w* (?:i|gli|le|ai|agli|alle)|d(?:a|ara|aranno|are|ai|anno|ia|iano|ovra) (?:una )?mano (?:a|ai|agli|alle)) (\p{L}{4,})/u;

/** Helping the workers of a trade that the agreement lists no helper's profile for ("aiuto cuoco" is a job of its own). */
function helpsWorkers(ccnl: Ccnl, text: string): boolean {
  const helped = HELPS_WORKERS.exec(text)?.[1];
  if (!helped) return false;
  const stem = helped.slice(0, Math.max(4, helped.length - 2));
  return !ccnl.levels.some((l) => l.examples.some((e) => readable(e).includes(`aiuto ${stem}`)));
}

export function simpleTasksLevel(ccnl: Ccnl, message: string): Level | undefined {
  const text = readable(message);
  const quick = LEARNED_QUICKLY.test(text) && NO_MACHINES.test(text);
  const simpleStory = NO_EXPERIENCE.test(text) || (ONLY.test(text) && NO_MACHINES.test(text)) || quick;
  // No experience and no machine to run ("a mano, senza usare macchine e senza esperienza") is simple work too.
  const manual =
    NO_EXPERIENCE.test(text) && (NO_MACHINES.test(text) || BY_HAND.test(text) || helpsWorkers(ccnl, text));
  if (!simpleStory || !(SIMPLE_TASKS.test(text) || quick || manual)) return undefined;
  const simple = ccnl.levels.filter((l) =>
    SIMPLE_LEVEL.test(readable(`${l.declaratoria ?? ''} ${(l.examples ?? []).join(' ')}`)),
  );
  if (simple.length) return simple.length === 1 ? simple[0] : undefined;
  // No level says so in words: the one whose definition names the common workers ("Impiegati di 4ª primo impiego
  // e operai comuni", Edilizia's 1° livello), the agreement's own grade for work with no trade.
  const common = ccnl.levels.filter((l) => COMMON_GRADE.test(readable(l.declaratoria ?? '')));
  return common.length === 1 ? common[0] : undefined;
}

/** The level's example profile (or the part of one) that says its work is simple, to name as the reason. */
export function simpleExample(level: Level): string | null {
  const parts = level.examples.flatMap((e) => e.split(' / '));
  return parts.find((e) => SIMPLE_LEVEL.test(readable(e))) ?? null;
}
