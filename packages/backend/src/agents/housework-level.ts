import type { Ccnl } from '../kb/schema.js';

/**
 * The domestic agreement's first rungs, decided as its definitions say: level A is a worker not assigned to care
 * and without experience (12 months at most), such as one doing only the cleaning of the house; level B is the
 * experienced worker, the all-round family helper ("collaboratore familiare generico polifunzionale") among its
 * examples. Families say it as "farà solo le pulizie, prima esperienza" or "molto esperta, fa un po' di tutto:
 * pulisce, stira, cucina, fa la spesa": the tasks and the experience, never the level's letter. With no
 * experience said the level stays open.
 */
const ONLY_CLEANING =
  /\b(?:solo|solamente|soltanto|esclusivamente|unicamente)\s+(?:(?:le|delle|alle|per le|di)\s+)?pulizi\w*|\b(?:solo|solamente|soltanto|esclusivamente|unicamente)\s+(?:(?:a|per)\s+)?pulire\b|\bpuli(?:sce|sse|rebbe)\s+(?:solo|solamente|soltanto|esclusivamente|unicamente)\b/;
// Housework tasks: two kinds or more told make the all-round helper ("pulisce, stira, cucina, fa la spesa").
const TASKS: RegExp[] = [
  /\bpuli(?:sce|re|scono|zi\w*|rebbe|sse)\b/,
  /\bstir(?:a|are|ano|o|erebbe|atura)\b/,
  /\bcucin(?:a|are|ano|erebbe)\b|\bprepar\w* (?:il |i |la |da )?(?:pranzo|cena|pasti|mangiare)\b|\bfa\w* da mangiare\b/,
  /\b(?:fa|fare|fanno|farebbe|va a fare|andare a fare) (?:la )?spesa\b/,
  // ("porta a spasso il cane", "dà da mangiare al gatto": the house's pets looked after among the chores.)
  /\b(?:port\w* (?:fuori|a spasso|a passeggio)|accompagn\w*|da da mangiare a)\b[^.;]{0,10}\b(?:cane|cani|gatt\w*)\b/,
  /\bbucat\w*|\blavatric\w*/,
];
const EXPERIENCED =
  /\b(?:(?:molto |gia )?espert[oaie]|con (?:molta |tanta |lunga )?esperienz\w*|anni di esperienz\w*|ha (?:gia )?lavorato (?:per )?(?:\d+|[a-z]+) anni|lavora da (?:\d+|[a-z]+) anni)\b|\b(?:lavora|lavorato|fa (?:la colf|questo lavoro|le pulizie)|e colf|fa la domestica)\b[^.;?]{0,40}?\bda (?:piu di |oltre |almeno |ormai )?(?:(?:\d+|due|tre|quattro|cinque|sei|sette|otto|nove|dieci|quindici|venti|molti|tanti) )?anni\b|\b(?:ha|aveva|avesse|abbia) (?:gia )?(?:fatto|lavorato come) (?:la |le )?(?:colf|domestica|pulizie|questo lavoro)\b[^.;?]{0,40}?\bper (?:piu di |oltre |almeno )?(?:\d+|due|tre|quattro|cinque|sei|sette|otto|nove|dieci|quindici|venti|molti|tanti) anni\b/;
// A care need denied ("non ho bisogno di assistenza", "senza assistenza") is no care to give.
const DENIED = /\b(?:non|senza|niente|nessun\w*)\b[^.;,:]*/g;
// ("non ha mai fatto questo lavoro prima", "non l'ha mai fatto", "mai fatto la colf": the work never done, typos too.)
const NO_EXPERIENCE =
  /\b(?:prim[ao] (?:esperienz\w*|lavoro|impiego)|senza (?:alcuna )?esperienz\w*|nessuna esperienz\w*|non ha (?:mai )?(?:esperienz\w*|lavorato)|mai lavorato|alle prime armi|(?:non )?(?:l'ha |lo ha |ha )?mai fatto (?:(?:quest\w*|qusto|qsto|un|il|la|le|questi|tale) )?(?:lavor\w*|colf|domestica|pulizie|mestiere)|non (?:l'ha|lo ha) mai fatto)\b/;
// Someone looked after is care (the care ladder's AS–DS), not housework.
// (The family's children named in the story, "abbiamo tre figli … vanno a scuola", are care only beside a care verb.)
const CARE =
  /\b(?:badant\w*|assist\w*|accud\w*|baby ?-?sit+er|tata|anzian\w*|compagnia|autosufficient\w*)\b|\b(?:bad\w*|guard\w*|segu\w*|occup\w*|stare|sta|tener\w*|prender\w*|andare a prendere|va a prendere|porta\w*)\b[^.;,:]{0,25}\b(?:bambin\w*|figli\w*|piccol[oi])\b/;

// The pets' own chores ("portare fuori i cani, dargli da mangiare e pulire i box"): one profile, the assistant to
// domestic animals of level A, not several kinds of housework.
const PETS = /\b(?:cane|cani|cagnolin\w*|gatt[oaie]|animal\w*|caval\w*|pony)\b/;
const PET_CHORES =
  /\b(?:pulir\w*|pulisc\w*|lav\w*) (?:(?:i|il|la|le|lo|l'|gli)\s?)?(?:box|cucc\w*|lettier\w*|gabbi\w*|recint\w*|stall[ae]\b|scuderi\w*|canil\w*)\b|\b(?:dar\w*|da|dai) (?:\w+ )?da mangiare\b/g;

const fold = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '');

/**
 * "A" for housework by a worker without experience, "B" for an experienced one doing several kinds of housework
 * (or the cleaning alone), in an agreement with the A, B and DS rungs; else undefined.
 */
export function houseworkLevel(ccnl: Ccnl, description: string): string | undefined {
  const codes = new Set(ccnl.levels.map((l) => l.level));
  if (!codes.has('A') || !codes.has('B') || !codes.has('DS')) return undefined;
  const text = fold(description).replace(/[\u2018\u2019]/g, "'");
  if (CARE.test(text.replace(DENIED, ' '))) return undefined;
  // A beginner who only looks after the pets: the level whose profiles name the animals' assistant.
  const pets = PETS.test(text) ? text.replace(PET_CHORES, ' ') : text;
  if (pets !== text && NO_EXPERIENCE.test(text) && TASKS.filter((t) => t.test(pets)).length <= 1) {
    const keeper = ccnl.levels.find((l) => l.examples.some((e) => /\banimal/i.test(e)));
    if (keeper) return keeper.level;
  }
  const onlyCleaning = ONLY_CLEANING.test(text);
  const allRound = TASKS.filter((t) => t.test(text)).length >= 2;
  if (!onlyCleaning && !allRound) return undefined;
  // A follow-up's description is the earlier one, then "; " and the follow-up ("prima esperienza …; e se invece
  // prendessi la signora che ha già fatto la colf per 3 anni?"): the experience said last decides.
  // Several kinds of housework are the all-round helper of level B, even for a beginner ("nel caso di svolgimento di
  // più mansioni tra quelle elencate, il livello corretto è il B", fedimi.it): "e se oltre alle pulizie le faccio
  // fare anche il bucato e cucinare?" after "prima esperienza, solo pulizie" moves the level up.
  const experienceSaid = NO_EXPERIENCE.test(text) || EXPERIENCED.test(text);
  for (const clause of text.split(';').reverse()) {
    // (Tasks denied, "niente cucina, niente stiro", "non farà né assistenza né cucina", are not told.)
    const told = clause.replace(DENIED, ' ').replace(/\bne\b[^.;,:]*/g, ' ');
    if (experienceSaid && !ONLY_CLEANING.test(clause) && TASKS.filter((t) => t.test(told)).length >= 2)
      return 'B';
    if (NO_EXPERIENCE.test(clause)) return 'A';
    if (EXPERIENCED.test(clause)) return 'B';
  }
  return undefined;
}

// The profile of each rung the housework rule decides: the cleaning alone (A), the all-round helper (B).
const ONLY_CLEANING_PROFILE = /\besclusivamente alle pulizie\b/i;
const ALL_ROUND_PROFILE = /\bpolifunzional/i;

/**
 * The example profile that says why the housework rule decided `level`: the worker doing only the cleaning at A
 * («addetto esclusivamente alle pulizie della casa»), several kinds of housework at B (the all-round helper,
 * «collaboratore familiare generico polifunzionale»), not a profile sharing one task's word ("stira": the ironing
 * one). Undefined when the rule did not decide the level or the agreement lists no such profile.
 */
export function houseworkExample(ccnl: Ccnl, level: string, description: string): string | undefined {
  if (houseworkLevel(ccnl, description) !== level) return undefined;
  // (The clause said last that tells the chores: a follow-up's, else the description's.)
  const clauses = fold(description)
    .replace(/[\u2018\u2019]/g, "'")
    .split(';')
    .reverse();
  const told = (clause: string) => clause.replace(DENIED, ' ').replace(/\bne\b[^.;,:]*/g, ' ');
  const telling = clauses.find(
    (c) => ONLY_CLEANING.test(c) || TASKS.filter((t) => t.test(told(c))).length >= 2,
  );
  const wanted =
    telling === undefined
      ? undefined
      : ONLY_CLEANING.test(telling)
        ? ONLY_CLEANING_PROFILE
        : ALL_ROUND_PROFILE;
  const examples = ccnl.levels.find((l) => l.level === level)?.examples ?? [];
  return wanted ? examples.find((e) => wanted.test(e)) : undefined;
}
