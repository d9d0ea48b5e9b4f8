import type { Ccnl } from '../kb/schema.js';
import type { Topic } from '../kb/topics.js';
import { fold } from '../reader/text.js';
import { type Citation, citeSources } from './answer.js';
import { bold } from './compose.js';
import type { Group } from './worker-group.js';

// A group named with a band after it ("degli impiegati di 3° livello", "degli impiegati con più di 10 anni di
// servizio", "oltre 10 anni") is a part of the group: the rest of the rule still answers for it.
const NOT_A_PART = String.raw`(?! di \d| con (?:piu|oltre|meno|almeno)\b| oltre\b| fino\b| da \d)`;

const SUBJECT: Partial<Record<Topic, string>> = {
  preavviso: 'il preavviso',
  prova: 'il periodo di prova',
  congedo_matrimoniale: 'il congedo matrimoniale',
};
const OTHER = { operai: 'impiegati', impiegati: 'operai' } as const;

/**
 * "Quanti giorni di preavviso devo dare da operaio?" in the Alimentari industria, whose source gives the
 * impiegati's terms only; "assumo un impiegato: quanto dura la prova?" in the Edilizia industria, whose source
 * gives the operai's only. When the topic's declared gap opens by naming the group asked ("Preavviso degli
 * operai … non disponibile", "Durate della prova degli impiegati … non lette"), the answer is that gap, said
 * first and with no figure of the other group (the Edilizia's marriage leave, read for the impiegati only, too);
 * undefined otherwise.
 */
export function groupGapLine(
  ccnl: Ccnl,
  topic: Topic,
  group: 'operai' | 'impiegati' | undefined,
): { text: string; citations: Citation[] } | undefined {
  const subject = SUBJECT[topic];
  if (!group || !subject) return undefined;
  // ("un operaio edile si sposa": the Edilizia's marriage leave is read for the impiegati only.)
  const field =
    topic === 'preavviso' ? ccnl.notice : topic === 'prova' ? ccnl.probation : ccnl.leave.marriage;
  const gap = field.gap ? fold(field.gap) : '';
  // (the group first in the gap and whole: not "degli operai e degli impiegati di 3° livello", a part of it)
  if (!new RegExp(`^(?:\\S+ ){0,3}(?:degli|dei|per gli|agli) ${group}\\b${NOT_A_PART}`).test(gap))
    return undefined;
  const text = `Nel ${ccnl.short_name} ${bold(`${subject} degli ${group} non è disponibile`)} nella base di conoscenza: la fonte riporta le regole degli ${OTHER[group]}, che non valgono per gli ${group}. Verifica sul testo del contratto o chiedi al consulente.`;
  return { text, citations: citeSources(ccnl, text, field.article ?? null, field.sources) };
}

/**
 * A rule whose figures are one group's (Edilizia's probation of the operai, Multiservizi's notice of the operai)
 * asked for the other group ("assumo un geometra come impiegato", "l'impiegata amministrativa"): when the rule's
 * declared gap names the group asked, that gap is the answer, never the other group's figures in its place.
 */
// The groups by their plural names: "qualifica operaia" names no group.
const NAMED: Record<Group, RegExp> = { operai: /\boperai\b/i, impiegati: /\bimpiegati\b/i };

// Only durations set by group (probation, notice): elsewhere a gap for one group ("l'importo degli scatti degli
// impiegati") leaves the rest of the rule (how many increments, how often) an answer for that group too.
const BY_GROUP: ReadonlySet<Topic> = new Set<Topic>(['prova', 'preavviso', 'congedo_matrimoniale']);

export function groupGap(
  topic: Topic,
  fact: { text: string | null; gap?: string | null },
  group: Group | undefined,
): boolean {
  if (!BY_GROUP.has(topic) || !group || !fact.gap || fact.text === null) return false;
  const other: Group = group === 'operai' ? 'impiegati' : 'operai';
  const whole = new RegExp(`${NAMED[group].source}${NOT_A_PART}`, 'i');
  return whole.test(fold(fact.gap)) && !NAMED[other].test(fact.gap) && NAMED[other].test(fact.text);
}
