import type { Intent } from './request.js';

/** The worker still on probation, told as the case ("se invece è ancora in prova?", "durante la prova"). */
const ON_PROBATION =
  /\b(?:e|sia|fosse|era|sono|sei|siamo|sta|stia|resta) (?:ancora |tuttora )?in (?:periodo di )?prova\b|\bdurante (?:il periodo di |la )?prova\b|\bnon (?:ha|abbia|avesse|hai|ho) (?:ancora )?(?:superato|passato|finito) (?:il periodo di |la )?prova\b/;
/** Whether the leave is still due asked ("gli spetta lo stesso?", "ne ha diritto?", "può prenderlo?"). */
const STILL_DUE =
  /\bspett\w*|\bdiritto\b|\bcompet\w*|\b(?:puo|posso|possono|potra) (?:prender|chieder|aver|usar|fare)\w*|\b(?:glielo|glieli|gliela|gliele) (?:devo|dobbiamo) (?:dare|concedere)\b/;
/** The probation set as the case of the leave before ("e se invece è ancora in prova?"). */
const CONDITION = /\bse\b[^?.]{0,30}\bin (?:periodo di )?prova\b/;
/** The probation's own rules asked (its length, its end, a dismissal in it). */
const PROBATION_ASKED =
  /\bquanto dura\b|\bdurata\b|\bscad\w*|\bfinisc\w*|\blicenzi\w*|\bmandar\w* via\b|\brecesso\b/;

/**
 * After a leave ("quanti giorni di congedo matrimoniale gli spettano?"), "ok ma se è ancora in prova, gli spetta
 * lo stesso?" asks whether that leave is due during the probation, not the probation's length.
 */
export function leaveInProbation(text: string, intent: Intent, previous: Intent): Intent | undefined {
  if (previous !== 'leave' || intent !== 'probation') return undefined;
  const asked = STILL_DUE.test(text) || CONDITION.test(text);
  return ON_PROBATION.test(text) && asked && !PROBATION_ASKED.test(text) ? 'leave' : undefined;
}
