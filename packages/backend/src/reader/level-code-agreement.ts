import type { KnowledgeBase } from '../kb/knowledge-base.js';
import { levelAfterChange, readLevel } from './levels.js';
import { numbersIn } from './numbers.js';
import type { Slots } from './request.js';
import { readable } from './text.js';

// A level written as a letter and a digit ("C3", "livello d1"), not a driving licence's category ("patente C1").
const LEVEL_CODE =
  /(?<!\b(?:patente|patenti|categoria|cat\.?|cqc|autostrada|strada|lingua|inglese)\s?)\b([A-H][1-9])\b/gi;

/**
 * Jobs and workplaces that name the family of agreements a level code is read in when several agreements use
 * the code: a "tornitore C3", or a "capo squadra C3" of an "officina", is a metalworker's C3, not a logistics or
 * a social co-op level. The job weighs before the workplace: "autisti con la C+E, inquadrati B3" of a firm with
 * an "officina" are drivers on a logistics level. Data: add a row, not an `if`.
 */
const JOB_FAMILIES: readonly { jobs: RegExp; places: RegExp; agreements: readonly string[] }[] = [
  {
    jobs: /\b(?:tornit(?:or|ric)|laminator|siderurgic|fresat(?:or|ric)|saldat(?:or|ric)|attrezzist|rettificat(?:or|ric)|alesator|collaudat(?:or|ric)|elettromeccanic|metalmeccanic|carpentier\w* metallic|(?:manutentor|montator|operai|addett)\w* (?:meccanic|elettromeccanic|macchine utensili))\w*/,
    places:
      /\b(?:officin\w*|acciaieri\w*|fonderi\w*|laminatoi\w*|laminazion\w*|altoforn\w*|altiforn\w*|siderurgic\w*|stabiliment\w* metalmeccanic\w*|fabbric\w* metalmeccanic\w*)\b/,
    agreements: [
      'metalmeccanica-industria-federmeccanica',
      'metalmeccanica-pmi-confapi',
      'metalmeccanica-artigianato-area-meccanica',
    ],
  },
  {
    jobs: /\b(?:magazzinier|mulettist|carrellist|autist|facchin|spedizionier|corrier)\w*/,
    places:
      /\b(?:(?:nel|del|in|al) magazzin\w*|(?:polo|piattaforma|centro) logistic\w*|ditta di trasport\w*|autotrasport\w*)\b/,
    agreements: ['logistica-trasporto-merci-spedizione'],
  },
  {
    jobs: /\b(?:oss|operator\w* socio.?sanitari\w*|educator\w*|assistent\w* domiciliar\w*)\b/,
    places: /\b(?:cooperativ\w* social\w*|centro diurno|comunita (?:alloggio|per minori|terapeutic\w*))\b/,
    agreements: ['cooperative-sociali'],
  },
];

/**
 * "Un tornitore C3 … quanti scatti ha maturato?" with no agreement named or selected: the level codes are read in
 * the agreements whose levels have them all ("passare un operaio da C2 a C3": the agreements with both). One
 * agreement alone has them, or one of them is of the family the job names, of the worker's category, or the one
 * whose table holds a minimum the user quotes for the code ("sono C2, a giugno il minimo è salito a 2.064,88"):
 * that agreement (as implied, not named). Several left, or none: nothing changes, and the agreement is asked.
 */
export function levelCodeAgreement(kb: KnowledgeBase, slots: Slots, message: string): Slots {
  if (slots.agreements.length || slots.unknownAgreements.length) return slots;
  const codes = [...new Set([...message.matchAll(LEVEL_CODE)].map((m) => (m[1] as string).toUpperCase()))];
  if (!codes.length || codes.length > 3) return slots;
  const having = kb.agreements.filter((c) => codes.every((code) => c.levels.some((l) => l.level === code)));
  const text = readable(message);
  const named = (said: (f: (typeof JOB_FAMILIES)[number]) => boolean) => {
    const families = JOB_FAMILIES.filter(said).flatMap((f) => f.agreements);
    return having.filter((c) => families.includes(c.id));
  };
  const ofJob = named((f) => f.jobs.test(text) || f.places.test(text));
  const ofWorker = named((f) => f.jobs.test(text));
  const ofCategory = ofWorkerCategory(having, codes, text);
  const ofQuoted = ofQuotedMinimum(having, codes, text);
  const [only] = [having, ofJob, ofWorker, ofCategory, ofQuoted].find((found) => found.length === 1) ?? [];
  if (!only) return slots;
  // "era C2 … lo passiamo a C3": the level the change told reaches, not the first code named.
  const level = slots.level ?? levelAfterChange(only, message) ?? readLevel(only, message, text);
  return { ...slots, agreements: [only.id_categoria], agreementsBySector: true, ...(level ? { level } : {}) };
}

/** Of the agreements having the codes, those whose pay tables hold, for one of them, an amount the message quotes. */
function ofQuotedMinimum(having: KnowledgeBase['agreements'], codes: readonly string[], text: string) {
  const quoted = numbersIn(text)
    .map((n) => n.value)
    .filter((v) => v >= 100);
  if (!quoted.length) return [];
  return having.filter((c) =>
    c.pay_tables.some((t) =>
      t.levels.some((l) => codes.includes(l.level) && quoted.some((q) => Math.abs(q - l.amount) < 0.005)),
    ),
  );
}

/** The worker's category said beside the code ("operaio C2", "impiegata C1"): the words its levels are described by. */
const CATEGORIES: readonly { said: RegExp; described: RegExp }[] = [
  { said: /\boperai[oa]?\b|\boperaie\b/, described: /\boperai/ },
  { said: /\bimpiegat[oaie]\b/, described: /\bimpiegat/ },
];

/**
 * "Operaio C2": of the agreements having the code, those whose level of that code is described (name,
 * declaratoria, examples) with the category the worker says — a chemical firm's C2 is an office assistant's.
 */
function ofWorkerCategory(having: KnowledgeBase['agreements'], codes: readonly string[], text: string) {
  const category = CATEGORIES.find((c) => c.said.test(text));
  if (!category) return [];
  return having.filter((c) =>
    c.levels.some(
      (l) =>
        codes.includes(l.level) &&
        category.described.test(readable([l.name, l.declaratoria ?? '', ...l.examples].join(' '))),
    ),
  );
}
