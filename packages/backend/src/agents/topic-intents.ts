import type { Ccnl } from '../kb/schema.js';
import type { Topic } from '../kb/topics.js';
import { INTENTS, type Intent, type TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose } from './compose.js';

/** The knowledge-base subjects each agreement-topic intent is answered from. */
const INTENT_TOPICS: Partial<Record<Intent, (text: string) => Topic[]>> = {
  minimum_pay: () => ['minimi'],
  hourly_rate: () => ['minimi', 'orario'],
  overtime_value: () => ['maggiorazioni'],
  holidays: () => ['ferie'],
  rol_ex_festivita: () => ['permessi'],
  sickness_injury: () => ['malattia'],
  leave: (text) => (/matrimon|nozze/.test(text) ? ['congedo_matrimoniale'] : ['permessi']),
  probation: () => ['prova'],
  notice: () => ['preavviso'],
  working_hours: () => ['orario'],
  part_time: () => ['part_time'],
  apprenticeship: () => [],
  seniority: () => ['scatti'],
  monthly_payments: () => ['mensilita'],
  renewal: (text) => (/firmatar|firmato|sindacat/.test(text) ? ['firmatari'] : ['validita']),
  classification: () => ['livelli'],
};

/** Intents answered from an agreement's own facts. */
export const TOPIC_INTENTS: ReadonlySet<Intent> = new Set(Object.keys(INTENT_TOPICS) as Intent[]);

/** The subjects a read question asks about, the main one first, then those it also asks. */
export function topicsOfRequest(request: TypedRequest, message: string): Topic[] {
  const text = readable(message);
  const of = (intent: Intent) => INTENT_TOPICS[intent]?.(text) ?? [];
  return [...new Set([...of(request.intent), ...request.alsoAsked.flatMap(of)])];
}

/** A subject the knowledge base holds no figure on for these agreements: one sentence, nothing in its place. */
export function topicGap(agreements: Ccnl[], request: TypedRequest): AgentAnswer {
  const names = agreements.map((c) => c.short_name).join(', ');
  const first = agreements[0]?.short_name ?? '';
  return compose({
    answer: `${bold(`La base di conoscenza non ha ancora dati su ${INTENTS[request.intent]}`)} per il ${names}, quindi non posso indicarti cifre su questo punto.`,
    steps: [
      'Posso rispondere su minimi, orario, ferie, periodo di prova, preavviso, mensilità e scatti di anzianità dello stesso contratto.',
    ],
    citations: [],
    related: [
      `Quanti giorni di ferie spettano con il ${first}?`,
      `Quali sono i minimi retributivi per livello nel ${first}?`,
      `Quanto dura il periodo di prova nel ${first}?`,
    ],
  });
}
