import type { Ccnl } from '../kb/schema.js';
import type { Topic } from '../kb/topics.js';
import { fold } from '../reader/text.js';
import { type Citation, citeSources } from './answer.js';
import { bold } from './compose.js';

const SUBJECT: Partial<Record<Topic, string>> = { preavviso: 'il preavviso', prova: 'il periodo di prova' };
const OTHER = { operai: 'impiegati', impiegati: 'operai' } as const;

/**
 * "Quanti giorni di preavviso devo dare da operaio?" in the Alimentari industria, whose source gives the
 * impiegati's terms only; "assumo un impiegato: quanto dura la prova?" in the Edilizia industria, whose source
 * gives the operai's only. When the topic's declared gap opens by naming the group asked ("Preavviso degli
 * operai … non disponibile", "Durate della prova degli impiegati … non lette"), the answer is that gap, said
 * first and with no figure of the other group; undefined otherwise.
 */
export function groupGapLine(
  ccnl: Ccnl,
  topic: Topic,
  group: 'operai' | 'impiegati' | undefined,
): { text: string; citations: Citation[] } | undefined {
  const subject = SUBJECT[topic];
  if (!group || !subject) return undefined;
  const field = topic === 'preavviso' ? ccnl.notice : ccnl.probation;
  const gap = field.gap ? fold(field.gap) : '';
  // (the group first in the gap and whole: not "degli operai e degli impiegati di 3° livello", a part of it)
  if (!new RegExp(`^(?:\\S+ ){0,3}(?:degli|dei|per gli|agli) ${group}\\b(?! di \\d)`).test(gap))
    return undefined;
  const text = `Nel ${ccnl.short_name} ${bold(`${subject} degli ${group} non è disponibile`)} nella base di conoscenza: la fonte riporta le regole degli ${OTHER[group]}, che non valgono per gli ${group}. Verifica sul testo del contratto o chiedi al consulente.`;
  return { text, citations: citeSources(ccnl, text, field.article ?? null, field.sources) };
}
