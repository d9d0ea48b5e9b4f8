import type { Intent } from './request.js';

/**
 * Shifts around an event the business serves ("sabato c'è un matrimonio e il cuoco resterà in cucina fino all'1
 * di notte; domenica dovrebbe attaccare alle 9: posso?"): a late end and the next start are the daily rest
 * between two shifts (../agents/daily-rest.ts), whatever the event is. (The event itself — "c'è un matrimonio",
 * "il pranzo di un matrimonio" — is kept off the worker's own marriage leave in intents.ts.) Weights as there.
 */
export const SHIFT_EVENT_RULES: [Intent, number, RegExp][] = [
  [
    'working_hours',
    4,
    /\b(?:fino (?:a|all[e']?) ?(?:mezzanotte|\d{1,2})|stacc\w*|smont\w*)\b[^?]{0,160}\b(?:attacc\w*|inizi\w*|rientr\w*|riprend\w*|apr(?:e|iamo|ire)|entrare)\b[^?0-9]{0,25}\b(?:all[e']?|alle ore) ?\d/,
  ],
];
